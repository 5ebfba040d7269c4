#!/usr/bin/env python3
"""Inspect cdlgen's static HTML preview pages in headless Chromium.

Usage:
    inspect_pages.py --out RESULT.json [--screenshots DIR] [--widths 390,1280]
                     [--height 900] [--scrollbars] PAGE.html...

Drives one headless Chromium over the DevTools protocol (headless_chromium.py).
For every page and width it loads the page by file:// URL in a fresh tab and
collects DOM facts (page_facts.js) of what the page shows:
  - its own view in "view" mode (URL fragment #viewing) and "edit" mode
    (#editing), the fragments its Edit and Done buttons link to, from the
    `.screen.home` element (the whole body on a page without one, such as
    the index, which has only "view");
  - every other screen (each `section.screen[id]`), with the fragment set to
    its id: its kind, heading, whether it is the only screen on show and a
    landmark named by its heading.
A fragment is set as a click on a link to it sets it (location.hash), and the
facts are read once the new :target is laid out. Facts: sections and rendered
rows, horizontal overflow, label/value overlaps, values cut short, where
titles and paths break their lines, the bar's title and buttons,
diagnostics, and any request that left file:// or data:. Optionally saves
full-page screenshots.

Scrollbars are hidden (overlaid, as on a phone) unless --scrollbars asks for
a desktop browser's, which take their width from the page when it is taller
than the window (--height).

Python 3 standard library only. Exit status: 0 when the run completed
(the facts may still show problems: the caller asserts), 1 when a page
file does not exist, 2 on bad arguments or when Chromium cannot start, 3
when it dies or stops answering mid-run (the pages done so far are still
written, with "fatal" set to the reason).

RESULT.json:
  {"chromium": "Chrome/156.0.8078.79",
   "pages": [{"file": PATH, "width": 390,
              "modes": {"view": FACTS or null, "edit": FACTS or null},
              "screens": [SCREEN],             # in the page's order
              "requests": [{"url", "type"}],   # anything but file:// and data:
              "console": ["level: text"],     # CSP violations land here
              "errors": ["..."]}],            # load timeout, no #editing, ...
   "fatal": "..."}                            # only when the browser failed
  FACTS: url, title, h1, target (the id :target matches, or null),
    visibleScreens (["home"] or screen ids: every rendered .screen),
    navigationTitle, barButtons [{text, label (aria-label), href, side
    (leading/trailing), kind (back/done/add/plain), disabled, cut}],
    scripts, diagnostics (rendered), diagnosticsInDocument,
    sections [{header, footer, rows: [{rowType, label, value, switch
    (true/false/null), text, valueCut, selected (a chooser's option:
    true/false, else null), field (an input's or text view's value, else
    null), valueBox and detailBox ({height, lineHeight, scrollWidth,
    clientWidth, textOverflow, whiteSpace, textWidth (the client width
    without the padding)} of the value and the list
    detail, else null)}]}], wheels [{label, options, selected}] (a date picker's),
    viewportWidth, scrollWidth, documentHeight, overflow (scrollWidth >
    viewportWidth), overflowing [{tag, class, text, right}], overlaps
    [{section, row, rowType, label, value, overlapPx}], cutValues [{what
    ("row value", "row detail", "wheel option", "text field"), text, ...}]
    (cut short other than as UIKit cuts a single-line label), ellipsised
    [{what, section, row, text}] (a single-line value or list detail on one
    line ending in an ellipsis, as UIKit draws it: listed, not a fault),
    sectionIndex ({titles, left, right, top, bottom, viewportHeight, color,
    fontSize} of a list's rendered index strip, else null), edges [{what,
    left, right}] (how far the page header, its h1 and .table-meta, and the
    lists in main keep from the window's edges), cutTitles
    [{class, text}] (labels, titles and the bar's title cut short with an
    ellipsis, as UIKit cuts them: listed, not a fault in itself),
    lineBreaks [{text, before, after, midWord}] (where the lines of titles
    and paths end: h1, .nav-title, .table-meta, .section-header, the index's
    names and details, diagnostics' locations), midWordBreaks (those that
    split a word other than between camel-case humps), screenshot (with
    --screenshots: <stem>.<width>.<mode>.png).
  SCREEN: FACTS of that screen (sections, rows, overlaps and cut values of
    the screen alone; overflow of the whole page as shown) and id, kind (its
    data-screen: "date picker", "add new", ...), heading (the text of its
    rendered h2.nav-title), onlyVisible (it is rendered and no other .screen
    is), landmark {tag, labelledBy, headingTag, headingText, headingInside},
    isLandmarkWithHeading (a sectioning element whose aria-labelledby names
    a non-empty h1-h6 inside it); screenshot: <stem>.<width>.<id>.png.
  A row's valueCut is true when its value is cut short (its text is wider
  than its box: an ellipsis).
  Only rendered sections and rows are listed. header/footer/label/value are
  the element's text with whitespace collapsed; row text is as rendered.
"""

import argparse
import json
import sys
from pathlib import Path

from headless_chromium import (VIEWPORT_HEIGHT, PageError, TabLog, close_tab, evaluate, go_to_fragment, load,
                               open_tab, prepare_tab, run_in_browser, screenshot, settle)

MODES = {"view": "viewing", "edit": "editing"}   # mode → the fragment that shows it
PAGE_FACTS_JS = (Path(__file__).parent / "page_facts.js").read_text()


def facts_of(devtools, session, screen=None):
    """page_facts.js's facts of a screen (by id) or, for None, of the page's own view."""
    return evaluate(devtools, session, "(%s)(%s)" % (PAGE_FACTS_JS, json.dumps({"screen": screen})))


def has_element(devtools, session, element_id):
    return evaluate(devtools, session, "document.getElementById(%s) !== null" % json.dumps(element_id))


def inspect_mode(devtools, session, mode, shot_path):
    """Facts of the page's own view in one mode. A page without the mode's
    fragment target can only be seen as it loaded: "view" is still collected
    and "edit" fails."""
    fragment = MODES[mode]
    if has_element(devtools, session, fragment):
        go_to_fragment(devtools, session, fragment)
    elif mode == "edit":
        raise PageError(f"no element with id {fragment!r} on the page: edit mode not inspected")
    else:
        settle(devtools, session)
    facts = facts_of(devtools, session)
    if shot_path:
        screenshot(devtools, session, shot_path)
        facts["screenshot"] = str(shot_path)
    return facts


def inspect_screen(devtools, session, screen_id, shot_path):
    go_to_fragment(devtools, session, screen_id)
    facts = facts_of(devtools, session, screen_id)
    if shot_path:
        screenshot(devtools, session, shot_path)
        facts["screenshot"] = str(shot_path)
    return facts


def screen_ids(devtools, session):
    return evaluate(devtools, session, "[...document.querySelectorAll('section.screen[id]')].map(s => s.id)")


def inspect_page(devtools, page, width, screenshots, height=VIEWPORT_HEIGHT, scrollbars=False):
    entry = {"file": str(page), "width": width, "modes": {m: None for m in MODES}, "screens": [],
             "requests": [], "console": [], "errors": []}
    shot = (lambda name: screenshots / f"{page.stem}.{width}.{name}.png") if screenshots else (lambda name: None)
    target, session = open_tab(devtools)
    log = TabLog(session)
    devtools.listeners.append(log)
    try:
        prepare_tab(devtools, session, width, height, scrollbars)
        load(devtools, session, page.resolve().as_uri())
        for mode in MODES:
            try:
                entry["modes"][mode] = inspect_mode(devtools, session, mode, shot(mode))
            except PageError as error:
                entry["errors"].append(f"{mode}: {error}")
        for screen in screen_ids(devtools, session):
            try:
                entry["screens"].append(inspect_screen(devtools, session, screen, shot(screen)))
            except PageError as error:
                entry["errors"].append(f"#{screen}: {error}")
    except PageError as error:
        entry["errors"].append(str(error))
    finally:
        devtools.listeners.remove(log)
        entry["requests"], entry["console"] = log.requests, log.console
        close_tab(devtools, target, session)
    return entry


# --------------------------------------------------------------------------
# Command line.

def parse_arguments():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--out", required=True, type=Path, help="where to write the JSON result")
    parser.add_argument("--screenshots", type=Path, help="directory for <stem>.<width>.<mode or screen>.png")
    parser.add_argument("--height", type=int, default=VIEWPORT_HEIGHT,
                        help=f"viewport height in CSS pixels (default {VIEWPORT_HEIGHT})")
    parser.add_argument("--scrollbars", action="store_true",
                        help="a desktop browser's scrollbars, which narrow the page, instead of overlaid ones")
    parser.add_argument("--widths", default="390,1280",
                        help="comma-separated viewport widths in CSS pixels (default 390,1280)")
    parser.add_argument("pages", nargs="+", type=Path, metavar="PAGE.html")
    args = parser.parse_args()
    try:
        args.widths = [int(w) for w in args.widths.split(",")]
        if any(w <= 0 for w in args.widths):
            raise ValueError
    except ValueError:
        parser.error(f"--widths wants positive integers separated by commas, not {args.widths!r}")
    if args.height <= 0:
        parser.error(f"--height wants a positive integer, not {args.height}")
    missing = [str(p) for p in args.pages if not p.is_file()]
    if missing:
        parser.exit(1, f"inspect_pages.py: no such page: {', '.join(missing)}\n")
    return args


def main():
    args = parse_arguments()
    if args.screenshots:
        args.screenshots.mkdir(parents=True, exist_ok=True)
    result = {"chromium": None, "pages": []}

    def inspect(devtools):
        for page in args.pages:
            for width in args.widths:
                # When the browser fails, the pages listed so far are complete.
                result["pages"].append(inspect_page(devtools, page, width, args.screenshots, args.height, args.scrollbars))

    return run_in_browser("inspect_pages.py", args.out, result, inspect)


if __name__ == "__main__":
    sys.exit(main())
