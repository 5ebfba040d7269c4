#!/usr/bin/env python3
"""Walk cdlgen's preview site in headless Chromium as a user would, and crawl it for dead links.

Usage:
    walk_site.py --site DIR --out RESULT.json [--start index.html] [--width 390]
                 [--tap TEXT]...

The walk opens --start and then moves only by the links the page shows: for
each --tap, in order, it finds the rendered element whose text (or
aria-label) is TEXT, scrolls it into view, asks the page which link a tap
at its centre lands on (elementFromPoint: the link drawn on top, such as a
row's edit link stretched over its cell, or none), reads that link's href,
resolves it against the current URL and goes there (a fragment within the
page as a click sets it, another page by loading it). After each step it
records the screen on show. A step that finds no such link ends the walk.

The crawl, in a tab of its own, starts at --start too and follows every
href of every page it reaches within DIR (hidden links included: a mode or
screen shows them). A link is dead when its file does not exist, or when it
names a fragment that no element id of its target page carries.

Python 3 standard library only; the browser plumbing is headless_chromium.py.
Exit status: 0 when the run completed (the result may still show problems:
the caller asserts), 1 when --site or --start does not exist, 2 on bad
arguments or when Chromium cannot start, 3 when it dies mid-run (what was
done is still written, with "fatal" set).

RESULT.json:
  {"chromium": "Chrome/...", "width": 390,
   "start": SCREEN,                             # where the walk began
   "steps": [{"tap": TEXT,
              "link": {"text", "label", "href", "url", "matches"},
              "screen": SCREEN}],               # after following the link
   "walkError": "..." or null,                  # the step that could not be taken
   "requests": [{"url", "type"}],               # anything but file:// and data:
   "console": ["level: text"],
   "crawl": {"pages": ["Tasks/TaskListView.html", ...],   # reached, relative to DIR
             "links": 123,                      # hrefs checked
             "deadLinks": [{"page", "href", "url", "reason"}],
             "external": [{"page", "href"}],    # anything but file:
             "unreached": ["..."],              # .html files in DIR no link leads to
             "errors": ["..."]},
   "fatal": "..."}                              # only when the browser failed
  SCREEN: {url, fragment, visibleScreens (["home"] or screen ids; [] on a
    page without screens), screenId, kind (data-screen), headingTag,
    heading (the text of the one visible screen's h1/h2 nav-title, or of
    the page's h1 on a page without screens), visibleHeading (heading, or
    "" when it takes no room on screen: a detail view's title is for
    screen readers only), barButtons [{text, label, href, kind}] (rendered)}
"""

import argparse
import json
import sys
from collections import deque
from pathlib import Path
from urllib.parse import unquote, urldefrag, urlparse

from headless_chromium import (PageError, TabLog, close_tab, evaluate, follow, load, open_tab, prepare_tab,
                               run_in_browser, settle)

# The screen on show: the one rendered .screen, or a page without screens' h1.
SCREEN_JS = r"""(() => {
  const rendered = el => el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden';
  const text = el => el ? el.textContent.trim().replace(/\s+/g, ' ') : null;
  const screens = [...document.querySelectorAll('.screen')].filter(rendered);
  const only = screens.length === 1 ? screens[0] : null;
  const scope = only || (screens.length === 0 ? document : null);
  // A chooser on a page of its own holds a bar for each page that opens it, one rendered: its title.
  const titles = scope && scope !== document ? [...scope.querySelectorAll('h1.nav-title, h2.nav-title')] : [];
  const heading = scope ? (scope === document ? document.querySelector('h1') : titles.find(rendered) || titles[0] || null) : null;
  const box = heading ? heading.getBoundingClientRect() : null;
  const buttons = only ? [...only.querySelectorAll('.nav-bar .bar-button')].filter(rendered) : [];
  return {
    url: location.href,
    fragment: location.hash.slice(1),
    visibleScreens: screens.map(s => s.classList.contains('home') ? 'home' : s.id),
    screenId: only ? (only.classList.contains('home') ? 'home' : only.id) : null,
    kind: only ? only.getAttribute('data-screen') : null,
    headingTag: heading ? heading.tagName.toLowerCase() : null,
    heading: text(heading),
    visibleHeading: box && box.width > 1 && box.height > 1 ? text(heading) : '',
    barButtons: buttons.map(b => ({text: text(b), label: b.getAttribute('aria-label'), href: b.getAttribute('href'),
                                   kind: ['back', 'done', 'add'].find(k => b.classList.contains(k)) || 'plain'})),
  };
})()"""

# The link a tap on the element showing `wanted` lands on. Candidates are the innermost rendered
# elements whose text or aria-label is `wanted`; the first whose centre hits a link wins.
TAP_JS = r"""(wanted => {
  const rendered = el => el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden';
  const text = el => el.textContent.trim().replace(/\s+/g, ' ');
  const names = el => text(el) === wanted || el.getAttribute('aria-label') === wanted;
  const all = [...document.body.querySelectorAll('*')].filter(el => rendered(el) && names(el));
  const innermost = all.filter(el => !all.some(other => other !== el && el.contains(other)));
  for (const el of innermost) {
    el.scrollIntoView({block: 'center', inline: 'nearest'});
    const box = el.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    const link = hit && hit.closest('a[href]');
    if (link) return {text: text(link), label: link.getAttribute('aria-label'), href: link.getAttribute('href'),
                      url: link.href, matches: innermost.length};
  }
  return {error: innermost.length ? `a tap on "${wanted}" lands on no link (${innermost.length} shown)`
                                  : `nothing on the page shows "${wanted}"`};
})(%s)"""

# Every href of the page, resolved, and every id a fragment can name.
LINKS_JS = r"""(() => ({
  links: [...document.querySelectorAll('[href]')].map(el => ({
    href: el.getAttribute('href'), url: new URL(el.getAttribute('href'), document.baseURI).href})),
  ids: [...document.querySelectorAll('[id]')].map(el => el.id),
}))()"""


def walk(devtools, site, start, width, taps, result):
    """Follows `taps` from `start`, recording each step in `result`."""
    target, session = open_tab(devtools)
    log = TabLog(session)
    devtools.listeners.append(log)
    try:
        prepare_tab(devtools, session, width)
        load(devtools, session, (site / start).resolve().as_uri())
        settle(devtools, session)
        result["start"] = evaluate(devtools, session, SCREEN_JS)
        for tap in taps:
            link = evaluate(devtools, session, TAP_JS % json.dumps(tap))
            if "error" in link:
                result["walkError"] = f"step {len(result['steps']) + 1}: {link['error']}"
                break
            follow(devtools, session, link["url"])
            result["steps"].append({"tap": tap, "link": link, "screen": evaluate(devtools, session, SCREEN_JS)})
    except PageError as error:
        result["walkError"] = f"step {len(result['steps']) + 1}: {error}"
    finally:
        devtools.listeners.remove(log)
        result["requests"], result["console"] = log.requests, log.console
        close_tab(devtools, target, session)


def file_of(url):
    """The local path a file: URL names, without its fragment."""
    return Path(unquote(urlparse(urldefrag(url).url).path)).resolve()


def crawl(devtools, site, start):
    """Every page reachable from `start` within `site`, and the links among them that lead nowhere."""
    site = site.resolve()
    found = {"pages": [], "links": 0, "deadLinks": [], "external": [], "unreached": [], "errors": []}
    ids = {}          # page path → its element ids
    links = []        # (from page, href, url)
    queue = deque([(site / start).resolve()])
    target, session = open_tab(devtools)
    try:
        prepare_tab(devtools, session, 390)
        while queue:
            page = queue.popleft()
            if page in ids:
                continue
            try:
                load(devtools, session, page.as_uri())
                facts = evaluate(devtools, session, LINKS_JS)
            except PageError as error:
                found["errors"].append(f"{page.relative_to(site)}: {error}")
                ids[page] = set()
                continue
            ids[page] = set(facts["ids"])
            for link in facts["links"]:
                links.append((page, link["href"], link["url"]))
                if urlparse(link["url"]).scheme != "file":
                    continue
                linked = file_of(link["url"])
                if linked.suffix == ".html" and linked.is_file() and linked.is_relative_to(site) and linked not in ids:
                    queue.append(linked)
    finally:
        close_tab(devtools, target, session)

    for page, href, url in links:
        where = str(page.relative_to(site))
        if urlparse(url).scheme != "file":
            found["external"].append({"page": where, "href": href})
            continue
        linked, fragment = file_of(url), unquote(urldefrag(url).fragment)
        reason = None
        if not linked.is_file():
            reason = "no such file"
        elif fragment and fragment not in ids.get(linked, set()):
            reason = f"no element with id {fragment!r} on the page" if linked in ids else "a fragment of a page that is not crawled"
        if reason:
            found["deadLinks"].append({"page": where, "href": href, "url": url, "reason": reason})
    found["links"] = len(links)
    found["pages"] = sorted(str(p.relative_to(site)) for p in ids)
    found["unreached"] = sorted(str(p.relative_to(site)) for p in site.rglob("*.html") if p.resolve() not in ids)
    return found


def parse_arguments():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--site", required=True, type=Path, help="the folder cdlgen preview wrote")
    parser.add_argument("--out", required=True, type=Path, help="where to write the JSON result")
    parser.add_argument("--start", default="index.html", help="the page to start at, relative to --site")
    parser.add_argument("--width", type=int, default=390, help="viewport width in CSS pixels (default 390)")
    parser.add_argument("--tap", action="append", default=[], metavar="TEXT",
                        help="a step: tap what shows TEXT (repeat, in order)")
    args = parser.parse_args()
    if args.width <= 0:
        parser.error(f"--width wants a positive integer, not {args.width}")
    if not (args.site / args.start).is_file():
        parser.exit(1, f"walk_site.py: no such page: {args.site / args.start}\n")
    return args


def main():
    args = parse_arguments()
    result = {"chromium": None, "width": args.width, "start": None, "steps": [], "walkError": None,
              "requests": [], "console": [], "crawl": None}

    def walk_and_crawl(devtools):
        walk(devtools, args.site, args.start, args.width, args.tap, result)
        result["crawl"] = crawl(devtools, args.site, args.start)

    return run_in_browser("walk_site.py", args.out, result, walk_and_crawl)


if __name__ == "__main__":
    sys.exit(main())
