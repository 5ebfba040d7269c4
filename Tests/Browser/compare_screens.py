#!/usr/bin/env python3
"""Compare every screen of two preview sites of the same project as a reader sees them, in headless Chromium.

Usage:
    compare_screens.py OLD_SITE NEW_SITE RESULT.json

For each page of OLD_SITE and each screen on it (its own view, and each `<section class="screen">` at its
fragment), reads what is on show: the visible bar titles, the bar buttons with where they lead (relative to
the site), the visible rows' text, the checked rows (their checkmark and their tint) and the screen's notes; then reads the same screen of
NEW_SITE and reports every one that differs. A screen that NEW_SITE writes on a chooser page of its own
(issue 40: `Events/EventDetailView.edit-1-4.html`) is read there, at the fragment naming the page it is
opened from (`#o7` for `EventDetailView.object-7.html`, `#o1` for the definition's own page).

Made to check that a change in how the site is written loses nothing a page shows: run the old and the new
cdlgen on the same project and sample data, then this. Python 3 standard library only.
Exit status: 0 when every screen matches, 1 when one differs, 2 or 3 when Chromium fails (headless_chromium.py).
"""
import json
import re
import sys
from pathlib import Path

from headless_chromium import close_tab, evaluate, load, open_tab, prepare_tab, run_in_browser

if len(sys.argv) != 4:
    print(__doc__, file=sys.stderr)
    sys.exit(2)
old, new = Path(sys.argv[1]).resolve(), Path(sys.argv[2]).resolve()
FACTS = r"""((root) => {
 const vis = el => el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden' && getComputedStyle(el).display !== 'none';
 const scr = document.querySelector('.screen:target') || document.querySelector('.screen.home');
 const rel = h => h ? decodeURI(h).replace(root, '') : h;
 const heads = [...scr.querySelectorAll('.nav-title')].filter(vis).map(e => e.textContent.trim().replace(/\s+/g,' '));
 const buttons = [...scr.querySelectorAll('.bar-button')].filter(vis).map(e => e.textContent.trim() + ' -> ' + rel(e.href));
 const rows = [...scr.querySelectorAll('li.row')].filter(vis);
 return {heads, buttons, rows: rows.map(r => r.textContent.trim().replace(/\s+/g,' ')),
   chosen: rows.filter(r => [...r.querySelectorAll('.checkmark')].some(vis)).map(r => r.textContent.trim()),
   marked: rows.filter(r => getComputedStyle(r).backgroundColor !== 'rgba(0, 0, 0, 0)').map(r => r.textContent.trim()),
   notes: [...scr.querySelectorAll('.screen-note')].filter(vis).map(e => e.textContent.trim().replace(/\s+/g,' '))};
})"""
result = {"chromium": None, "compared": 0, "moved": 0, "differences": []}


def origin(page):
    m = re.search(r'\.object-(\d+)\.html$', page)
    return f"o{m.group(1)}" if m else "o1"


def base(page):
    return re.sub(r'(\.object-\d+)?\.html$', '', page)


def work(devtools):
    target, session = open_tab(devtools)
    prepare_tab(devtools, session, 390)
    pages = sorted(str(p.relative_to(old)) for p in old.rglob('*.html') if p.name != 'index.html')
    def facts(site, url, fragment):
        load(devtools, session, 'file://' + str(site / url) + ('#' + fragment if fragment else ''))
        return evaluate(devtools, session, FACTS + f"({json.dumps('file://' + str(site) + '/')})")
    for page in pages:
        text = (old / page).read_text()
        ids = re.findall(r'<section class="screen[^"]*" id="([^"]+)"', text)
        for screen in [None] + ids:
            a = facts(old, page, screen)
            shared = f"{base(page)}.{screen}.html" if screen else None
            if shared and (new / shared).exists():
                b = facts(new, shared, origin(page)); result["moved"] += 1
            else:
                b = facts(new, page, screen)
            result["compared"] += 1
            if a != b:
                result["differences"].append({"page": page, "screen": screen, "old": a, "new": b})
    close_tab(devtools, target, session)


status = run_in_browser("compare_screens.py", Path(sys.argv[3]), result, work)
print(f"{result['compared']} screens compared, {result['moved']} read on chooser pages, {len(result['differences'])} differ")
for difference in result["differences"][:5]:
    print(json.dumps(difference)[:1500])
sys.exit(status or (1 if result["differences"] else 0))
