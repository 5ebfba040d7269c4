// The facts inspect_pages.py gathers about what a page shows, evaluated in the page over DevTools
// (which the page's Content-Security-Policy does not govern, so the page itself stays script-free).
// One function expression, called with {screen: ID or null}: the facts of the screen with that id,
// or, for null, of the page's own view (`.screen.home`; the whole body on a page without screens).
(({screen}) => {
  // Rendered = has boxes and is not display:none / visibility:hidden.
  // getClientRects() is empty when the element or an ancestor is display:none.
  const rendered = el => {
    if (el.getClientRects().length === 0) return false;
    const style = getComputedStyle(el);
    return style.display !== 'none' && style.visibility !== 'hidden';
  };
  // Source text, whitespace collapsed: innerText would apply text-transform
  // (an uppercased section header would no longer match its definition).
  const text = el => el ? el.textContent.trim().replace(/\s+/g, ' ') : null;
  const firstRendered = (root, selector) =>
    [...root.querySelectorAll(selector)].find(rendered) || null;
  const round = px => Math.round(px * 10) / 10;
  // Its text does not fit its box (an ellipsis, or a field scrolled sideways).
  const isCut = el => el.scrollWidth > el.clientWidth + 0.5;
  // Cut as UIKit cuts a single-line label: on one line, ending in an ellipsis.
  const isEllipsised = el => {
    const style = getComputedStyle(el);
    return style.textOverflow === 'ellipsis' && style.whiteSpace === 'nowrap';
  };
  // How a value's text is laid out: its height against one line's, and whether it is cut.
  const textBox = el => {
    if (!el) return null;
    const style = getComputedStyle(el);
    return {height: round(el.getBoundingClientRect().height), lineHeight: parseFloat(style.lineHeight) || null,
            scrollWidth: el.scrollWidth, clientWidth: el.clientWidth, textOverflow: style.textOverflow,
            whiteSpace: style.whiteSpace,
            // The room its text has: the client width without the padding.
            textWidth: round(el.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight))};
  };

  const root = screen !== null
    ? document.getElementById(screen)
    : document.querySelector('.screen.home') || document.body;
  if (!root) throw new Error(`no element with id ${screen}`);

  // Switch state: null without a switch, a boolean for aria-checked
  // "true"/"false", otherwise the raw attribute ("" when missing) so the
  // caller sees the contract violation.
  const switchState = row => {
    const control = firstRendered(row, '[role=switch]');
    if (!control) return null;
    const state = control.getAttribute('aria-checked');
    if (state === 'true') return true;
    if (state === 'false') return false;
    return state === null ? '' : state;
  };

  // Line boxes of an element's text (not its possibly wider block box), so a
  // flex item that stretches under its neighbour is not a false overlap.
  const textRects = el => {
    const range = document.createRange();
    range.selectNodeContents(el);
    const rects = [...range.getClientRects()].filter(r => r.width > 0 && r.height > 0);
    return rects.length ? rects : [...el.getClientRects()];
  };
  const overlapPx = (a, b) => {
    let worst = 0;
    for (const p of textRects(a)) for (const q of textRects(b)) {
      const vertical = Math.min(p.bottom, q.bottom) - Math.max(p.top, q.top);
      const horizontal = Math.min(p.right, q.right) - Math.max(p.left, q.left);
      if (vertical > 0.5 && horizontal > 0.5) worst = Math.max(worst, horizontal);
    }
    return worst;
  };

  const viewportWidth = document.documentElement.clientWidth;
  const sections = [];
  const overlaps = [];
  const cutValues = [];
  const ellipsised = [];
  [...root.querySelectorAll('section.table-section')].filter(rendered).forEach((section, s) => {
    const rows = [];
    [...section.querySelectorAll('ul.rows li.row')].filter(rendered).forEach((row, r) => {
      const label = firstRendered(row, '.label');
      const value = firstRendered(row, '.value');
      const field = firstRendered(row, 'input, textarea');
      const detail = firstRendered(row, '.detail');
      const valueCut = value ? isCut(value) : false;
      rows.push({
        rowType: row.getAttribute('data-row-type'),
        label: text(label),
        value: text(value),
        switch: switchState(row),
        text: row.innerText.trim(),   // as rendered: visible parts only
        valueCut,
        // A chooser's option, and an edit screen's field with what it holds.
        selected: row.getAttribute('role') === 'option' ? row.getAttribute('aria-selected') === 'true' : null,
        field: field ? field.value : null,
        valueBox: textBox(value),
        detailBox: textBox(detail),
      });
      // A single-line value (or a list row's detail) ending in an ellipsis is what the device draws;
      // a value cut any other way has lost its end.
      for (const [what, el] of [['row value', value], ['row detail', detail]]) {
        if (!el || !isCut(el)) continue;
        (isEllipsised(el) ? ellipsised : cutValues).push({what, section: s, row: r, text: text(el)});
      }
      if (field && field.tagName === 'INPUT' && isCut(field)) cutValues.push({what: 'text field', section: s, row: r, text: field.value});
      const px = label && value ? overlapPx(label, value) : 0;
      if (px > 0) overlaps.push({section: s, row: r, rowType: row.getAttribute('data-row-type'),
                                 label: text(label), value: text(value), overlapPx: round(px)});
    });
    sections.push({
      header: text(firstRendered(section, '.section-header')),
      footer: text(firstRendered(section, '.section-footer')),
      rows,
    });
  });

  // A date picker's wheels: each option must be legible whole.
  const wheels = [...root.querySelectorAll('.wheel')].filter(rendered).map(wheel => {
    const options = [...wheel.querySelectorAll('[role=option]')];
    for (const option of options) {
      if (isCut(option)) cutValues.push({what: 'wheel option', wheel: wheel.getAttribute('aria-label'), text: text(option)});
    }
    const selected = options.find(o => o.getAttribute('aria-selected') === 'true');
    return {label: wheel.getAttribute('aria-label'), options: options.map(text), selected: text(selected)};
  });

  // The bar's title and buttons, as shown: titles and buttons may be cut short (UIKit does too),
  // which is listed but is not a cut value.
  const bar = root.querySelector('.nav-bar');
  const barButtons = bar ? [...bar.querySelectorAll('.bar-button')].filter(rendered).map(button => ({
    text: text(button),
    label: button.getAttribute('aria-label'),
    href: button.getAttribute('href'),
    side: button.closest('.leading') ? 'leading' : 'trailing',
    kind: ['back', 'done', 'add'].find(kind => button.classList.contains(kind)) || 'plain',
    disabled: button.getAttribute('aria-disabled') === 'true',
    cut: isCut(button),
  })) : [];
  const title = bar ? bar.querySelector('.nav-title') : null;
  const cutTitles = [...root.querySelectorAll('.nav-title, .label, .title')]
    .filter(el => rendered(el) && isCut(el)).map(el => ({class: el.getAttribute('class'), text: text(el)}));

  // An element counts as overflowing when its right edge passes the viewport,
  // unless an ancestor that itself fits clips or scrolls it (an ellipsised
  // value or a scroll box does not widen the page).
  const clippedInside = el => {
    for (let a = el.parentElement; a && a !== document.body && a !== document.documentElement; a = a.parentElement) {
      if (getComputedStyle(a).overflowX !== 'visible' &&
          a.getBoundingClientRect().right <= viewportWidth + 0.5) return true;
    }
    return false;
  };
  const overflowing = [];
  for (const el of document.body.querySelectorAll('*')) {
    if (!rendered(el)) continue;
    const right = el.getBoundingClientRect().right;
    if (right <= viewportWidth + 0.5 || clippedInside(el)) continue;
    overflowing.push({
      tag: el.tagName.toLowerCase(),
      class: el.getAttribute('class') || '',
      text: (el.innerText || el.textContent || '').trim().replace(/\s+/g, ' ').slice(0, 40),
      right: round(right),
    });
  }

  // Where the lines of titles and paths end. A line may end after a space or a punctuation mark, or
  // between camel-case humps (`TaskStep|DetailView`, `URL|Field`); anywhere else between two letters
  // or digits it ends in the middle of a word. Characters are measured one by one, in the order of
  // the element's text (a <wbr> adds none), each with its index in that text, so that a space that
  // takes no room at the end of a line still counts as lying between the two.
  const wordChar = c => /[\p{L}\p{N}]/u.test(c);
  const upper = c => /\p{Lu}/u.test(c), lower = c => /[\p{Ll}\p{N}]/u.test(c);
  const humpBoundary = (chars, i) =>   // between chars[i - 1] and chars[i]
    (lower(chars[i - 1]) && upper(chars[i])) ||
    (upper(chars[i - 1]) && upper(chars[i]) && i + 1 < chars.length && lower(chars[i + 1]));
  const lineBreaks = el => {
    const placed = [];   // {index, top, bottom}
    let offset = 0;
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      for (let i = 0; i < node.data.length; i++) {
        const range = document.createRange();
        range.setStart(node, i);
        range.setEnd(node, i + 1);
        const rect = [...range.getClientRects()].find(r => r.width > 0 || r.height > 0);
        if (rect) placed.push({index: offset + i, top: rect.top, bottom: rect.bottom});
      }
      offset += node.data.length;
    }
    const chars = el.textContent.split('');   // UTF-16 code units, as the offsets count
    const breaks = [];
    for (let k = 1; k < placed.length; k++) {
      const a = placed[k - 1], b = placed[k];
      if (b.top < a.bottom - 1) continue;   // the same line
      const adjacent = b.index === a.index + 1;
      const midWord = adjacent && wordChar(chars[a.index]) && wordChar(chars[b.index]) && !humpBoundary(chars, b.index);
      breaks.push({text: el.textContent.trim().replace(/\s+/g, ' ').slice(0, 80),
                   before: chars.slice(Math.max(0, a.index - 11), a.index + 1).join(''),
                   after: chars.slice(b.index, b.index + 12).join(''), midWord});
    }
    return breaks;
  };
  // The visually hidden title of an untitled detail view is one pixel wide: its letters, each on a
  // line of their own, are no break a reader sees.
  const titlesAndPaths = 'h1:not(:has(.visually-hidden)), h2.nav-title, .table-meta, .section-header, .index-entry .value, .index-entry .detail, .diagnostic .location';
  const breaks = [...document.querySelectorAll(titlesAndPaths)].filter(rendered).flatMap(lineBreaks);

  // Screens on show: the home screen is "home", the others go by their ids.
  const visibleScreens = [...document.querySelectorAll('.screen')].filter(rendered)
    .map(el => el.classList.contains('home') ? 'home' : el.id);
  const targeted = document.querySelector(':target');

  // The section index down a list's right edge, where it is drawn: its titles and its box.
  const indexStrip = firstRendered(root, '.section-index');
  const sectionIndex = indexStrip ? (() => {
    const rect = indexStrip.getBoundingClientRect();
    const style = getComputedStyle(indexStrip);
    return {titles: [...indexStrip.querySelectorAll('li')].filter(rendered).map(text),
            left: round(rect.left), right: round(rect.right), top: round(rect.top), bottom: round(rect.bottom),
            viewportHeight: window.innerHeight, color: style.color, fontSize: parseFloat(style.fontSize)};
  })() : null;

  // How far the page's header and lists keep from the window's left and right edges.
  const edges = [...document.querySelectorAll('body > header, body > header h1, body > header .table-meta, main ul.rows')]
    .filter(rendered).map(el => {
      const rect = el.getBoundingClientRect();
      return {what: el.tagName.toLowerCase() + (el.getAttribute('class') ? '.' + el.getAttribute('class').split(' ').join('.') : ''),
              left: round(rect.left), right: round(viewportWidth - rect.right)};
    });

  const facts = {
    url: location.href,
    title: document.title,
    h1: text(firstRendered(document, 'h1')),
    target: targeted ? targeted.id : null,
    visibleScreens,
    navigationTitle: title ? text(title) : null,
    barButtons,
    sections,
    wheels,
    diagnostics: [...document.querySelectorAll('.diagnostic')].filter(rendered).length,
    diagnosticsInDocument: document.querySelectorAll('.diagnostic').length,
    scripts: document.scripts.length,
    viewportWidth,
    scrollWidth: document.documentElement.scrollWidth,
    documentHeight: document.documentElement.scrollHeight,
    overflow: document.documentElement.scrollWidth > viewportWidth,
    overflowing,
    overlaps,
    cutValues,
    ellipsised,
    cutTitles,
    sectionIndex,
    edges,
    lineBreaks: breaks,
    midWordBreaks: breaks.filter(b => b.midWord),
  };
  if (screen === null) return facts;

  // A screen must be a landmark named by a heading of its own (aria-labelledby → h1…h6 with text).
  const labelledBy = root.getAttribute('aria-labelledby');
  const heading = labelledBy ? document.getElementById(labelledBy) : null;
  const isHeading = heading !== null && /^H[1-6]$/.test(heading.tagName) && text(heading) !== '';
  const landmarkTags = ['MAIN', 'SECTION', 'NAV', 'ASIDE', 'FORM'];
  const visibleHeading = firstRendered(root, 'h2.nav-title');
  return Object.assign({
    id: root.id,
    kind: root.getAttribute('data-screen'),
    heading: text(visibleHeading),
    onlyVisible: rendered(root) && visibleScreens.length === 1,
    landmark: {tag: root.tagName.toLowerCase(), labelledBy, headingTag: heading ? heading.tagName.toLowerCase() : null,
               headingText: text(heading), headingInside: heading !== null && root.contains(heading)},
    isLandmarkWithHeading: landmarkTags.includes(root.tagName) && isHeading && root.contains(heading),
  }, facts);
})
