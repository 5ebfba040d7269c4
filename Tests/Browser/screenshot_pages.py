#!/usr/bin/env python3
"""Screenshots of cdlgen's preview pages and screens in headless Chromium, light and dark.

Usage:
    screenshot_pages.py --site DIR --shots DIR --out RESULT.json
                        [--width 390] [--height 844] [--schemes light,dark]
                        PAGE.html[#FRAGMENT]...

Each PAGE is relative to --site; a #FRAGMENT names the mode (#editing) or
screen (#edit-1-3) to show, as a link to it would. For every page and colour
scheme (prefers-color-scheme, emulated) it loads the page in a fresh tab
--width CSS pixels wide at a device scale of 1 and saves the whole page,
from its top, as --shots/<name>.<width>.<scheme>.png, where <name> is the
page's path with "/" as "-" and ".html" dropped, then ".<fragment>":
Tasks-TaskDetailView.edit-1-3.390.dark.png.

Python 3 standard library only; the browser plumbing is headless_chromium.py.
Exit status: 0 when the run completed (the caller checks the files), 1 when
a page does not exist, 2 on bad arguments or when Chromium cannot start, 3
when it dies mid-run (what was done is still written, with "fatal" set).

RESULT.json:
  {"chromium": "Chrome/...", "width": 390,
   "shots": [{"page", "fragment", "scheme", "file", "bytes",
              "visibleScreens",               # ["home"] or screen ids
              "background",                   # the body's computed colour
              "requests": [{"url", "type"}],  # anything but file:// and data:
              "error": "..." or null}],
   "fatal": "..."}
"""

import argparse
import sys
from pathlib import Path
from urllib.parse import quote

from headless_chromium import (PageError, TabLog, close_tab, evaluate, load, open_tab, prepare_tab,
                               run_in_browser, screenshot, set_color_scheme, settle)

SHOWN_JS = r"""({
  visibleScreens: [...document.querySelectorAll('.screen')].filter(s => s.getClientRects().length > 0)
    .map(s => s.classList.contains('home') ? 'home' : s.id),
  background: getComputedStyle(document.body).backgroundColor,
})"""


def shot_name(page, fragment, width, scheme):
    name = page.removesuffix(".html").replace("/", "-")
    return f"{name}{'.' + fragment if fragment else ''}.{width}.{scheme}.png"


def take(devtools, site, page, fragment, scheme, width, height, shots):
    """One screenshot: the page at `fragment` in `scheme`."""
    entry = {"page": page, "fragment": fragment, "scheme": scheme, "file": None, "bytes": 0,
             "visibleScreens": [], "background": None, "requests": [], "error": None}
    url = (site / page).resolve().as_uri() + ("#" + quote(fragment, safe="-._~") if fragment else "")
    target, session = open_tab(devtools)
    log = TabLog(session)
    devtools.listeners.append(log)
    try:
        prepare_tab(devtools, session, width, height)
        set_color_scheme(devtools, session, scheme)
        load(devtools, session, url)
        settle(devtools, session)
        entry.update(evaluate(devtools, session, SHOWN_JS))
        path = shots / shot_name(page, fragment, width, scheme)
        screenshot(devtools, session, path)
        entry["file"], entry["bytes"] = str(path), path.stat().st_size
    except PageError as error:
        entry["error"] = str(error)
    finally:
        devtools.listeners.remove(log)
        entry["requests"] = log.requests
        close_tab(devtools, target, session)
    return entry


def parse_arguments():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--site", required=True, type=Path, help="the folder cdlgen preview wrote")
    parser.add_argument("--shots", required=True, type=Path, help="where the PNGs go")
    parser.add_argument("--out", required=True, type=Path, help="where to write the JSON result")
    parser.add_argument("--width", type=int, default=390, help="viewport width in CSS pixels (default 390)")
    parser.add_argument("--height", type=int, default=844, help="viewport height in CSS pixels (default 844)")
    parser.add_argument("--schemes", default="light,dark", help="prefers-color-scheme values (default light,dark)")
    parser.add_argument("pages", nargs="+", metavar="PAGE.html[#FRAGMENT]")
    args = parser.parse_args()
    if args.width <= 0 or args.height <= 0:
        parser.error("--width and --height want positive integers")
    args.schemes = args.schemes.split(",")
    if not set(args.schemes) <= {"light", "dark"}:
        parser.error(f"--schemes wants light and/or dark, not {','.join(args.schemes)!r}")
    args.pages = [tuple(page.partition("#")[::2]) for page in args.pages]
    missing = [page for page, _ in args.pages if not (args.site / page).is_file()]
    if missing:
        parser.exit(1, f"screenshot_pages.py: no such page in {args.site}: {', '.join(missing)}\n")
    return args


def main():
    args = parse_arguments()
    args.shots.mkdir(parents=True, exist_ok=True)
    result = {"chromium": None, "width": args.width, "shots": []}

    def shoot(devtools):
        for page, fragment in args.pages:
            for scheme in args.schemes:
                result["shots"].append(take(devtools, args.site, page, fragment, scheme, args.width, args.height, args.shots))

    return run_in_browser("screenshot_pages.py", args.out, result, shoot)


if __name__ == "__main__":
    sys.exit(main())
