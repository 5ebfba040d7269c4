#!/bin/sh
# Self-test of the browser scripts against their fixtures. inspect_pages.py:
# the sample page must be clean, show "Add New Widget" only in edit mode
# (#editing), and have two screens, one of them not named by a heading; the
# overflowing page must be reported as overflowing. walk_site.py: the walk
# through Fixtures/site reaches each screen, a tap where no link is drawn
# ends it, and the crawl finds the two dead links and the page no link
# reaches. screenshot_pages.py: a screen's PNGs, light and dark.
# Needs headless Chromium ($CHROMIUM or chromium on PATH) and python3.
set -eu
export PYTHONDONTWRITEBYTECODE=1   # the scripts import headless_chromium.py; keep the source tree clean

here=$(cd "$(dirname "$0")" && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

start=$(date +%s.%N)
python3 "$here/inspect_pages.py" --out "$work/result.json" --screenshots "$work/shots" \
    --widths 390,1280 \
    "$here/Fixtures/sample-page.html" "$here/Fixtures/overflowing-page.html"
python3 "$here/walk_site.py" --site "$here/Fixtures/site" --out "$work/walk.json" \
    --tap WidgetList --tap Sprocket --tap Edit --tap Name --tap Cancel --tap Done --tap Widgets --tap +
python3 "$here/walk_site.py" --site "$here/Fixtures/site" --out "$work/stuck.json" \
    --tap WidgetList --tap Sprocket --tap Name
python3 "$here/screenshot_pages.py" --site "$here/Fixtures" --shots "$work/screens" --out "$work/screens.json" \
    "sample-page.html#add-new-2-1"
end=$(date +%s.%N)

python3 - "$work" "$start" "$end" <<'EOF'
import json, sys
from pathlib import Path

work = Path(sys.argv[1])
result = json.load(open(work / "result.json"))
failures = []

def check(condition, message):
    if not condition:
        failures.append(message)

def row_labels(facts):
    return [row["label"] for section in facts["sections"] for row in section["rows"]]

check(result["chromium"], "no Chromium version")
pages = {(Path(p["file"]).name, p["width"]): p for p in result["pages"]}
check(len(pages) == 4, f"expected 2 pages x 2 widths, got {sorted(pages)}")

for width in (390, 1280):
    where = f"sample-page.html @{width}"
    page = pages[("sample-page.html", width)]
    check(page["errors"] == [], f"{where}: errors {page['errors']}")
    check(page["requests"] == [], f"{where}: network requests {page['requests']}")
    for mode in ("view", "edit"):
        facts = page["modes"][mode]
        if facts is None:
            failures.append(f"{where} {mode}: no facts")
            continue
        at = f"{where} {mode}"
        check(facts["target"] == ("editing" if mode == "edit" else "viewing"), f"{at}: :target {facts['target']!r}")
        check(facts["visibleScreens"] == ["home"], f"{at}: screens shown {facts['visibleScreens']}")
        buttons = [b["text"] for b in facts["barButtons"]]
        check(buttons == (["Done"] if mode == "edit" else ["Edit"]), f"{at}: bar buttons {buttons}")
        check(facts["title"].startswith("WidgetDetailView"), f"{at}: title {facts['title']!r}")
        check(facts["h1"] == "Widget", f"{at}: h1 {facts['h1']!r}")
        check(facts["overflow"] is False, f"{at}: page overflows ({facts['scrollWidth']}px)")
        check(facts["overflowing"] == [], f"{at}: overflowing {facts['overflowing']}")
        check(facts["overlaps"] == [], f"{at}: label/value overlaps {facts['overlaps']}")
        check(facts["scripts"] == 0, f"{at}: has scripts")
        check(facts["diagnostics"] == 1, f"{at}: diagnostics {facts['diagnostics']}")
        first = facts["sections"][0]
        check(first["header"] == "Widget", f"{at}: header {first['header']!r}")
        check(first["footer"], f"{at}: footer missing")
        rows = {row["rowType"]: row for row in first["rows"]}
        check(rows.get("SingleLineValueLargeLabel", {}).get("value") == "Sprocket Deluxe", f"{at}: Value1 row {rows}")
        check(rows.get("SingleLineValueSmallLabel", {}).get("label") == "Released", f"{at}: Value2 row {rows}")
        check(rows.get("BooleanSwitch", {}).get("switch") is True, f"{at}: switch row {rows}")
        has_add_row = "Add New Widget" in row_labels(facts)
        check(has_add_row == (mode == "edit"), f"{at}: 'Add New Widget' shown: {has_add_row}")
        shot = Path(facts.get("screenshot", ""))
        check(shot.is_file() and shot.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n", f"{at}: screenshot {shot}")
    screens = {screen["id"]: screen for screen in page["screens"]}
    check(sorted(screens) == ["add-new-2-1", "edit-1-1"], f"{where}: screens {sorted(screens)}")
    add = screens.get("add-new-2-1", {})
    check(add.get("kind") == "add new" and add.get("heading") == "Add Widget", f"{where}: add screen {add.get('kind')} {add.get('heading')}")
    check(add.get("onlyVisible") is True and add.get("isLandmarkWithHeading") is True, f"{where}: add screen {add.get('landmark')}")
    check([r["label"] for s in add.get("sections", []) for r in s["rows"]] == ["Name"], f"{where}: add screen rows")
    untitled = screens.get("edit-1-1", {})
    check(untitled.get("onlyVisible") is True, f"{where}: edit-1-1 shown alone: {untitled.get('visibleScreens')}")
    check(untitled.get("isLandmarkWithHeading") is False, f"{where}: edit-1-1 names no heading: {untitled.get('landmark')}")

for width in (390, 1280):
    where = f"overflowing-page.html @{width}"
    page = pages[("overflowing-page.html", width)]
    check(page["errors"] == [], f"{where}: errors {page['errors']}")
    for mode in ("view", "edit"):
        facts = page["modes"][mode] or {}
        check(facts.get("overflow") is True, f"{where} {mode}: overflow not reported")
        wide = [e for e in facts.get("overflowing", []) if "too-wide" in e["class"]]
        check(wide, f"{where} {mode}: the 2000px element is not listed: {facts.get('overflowing')}")

walk = json.load(open(work / "walk.json"))
check(walk["walkError"] is None, f"walk: {walk['walkError']}")
seen = [(step["tap"], step["screen"]["visibleScreens"], step["screen"]["visibleHeading"]) for step in walk["steps"]]
check(seen == [("WidgetList", ["home"], "Widgets"), ("Sprocket", ["home"], ""), ("Edit", ["home"], ""),
               ("Name", ["edit-1-1"], "Edit Name"), ("Cancel", ["home"], ""), ("Done", ["home"], ""),
               ("Widgets", ["home"], "Widgets"), ("+", ["add"], "Add Item")], f"walk: {seen}")
check(walk["steps"][1]["screen"]["heading"] == "WidgetDetail", f"walk: detail heading {walk['steps'][1]['screen']}")
crawl = walk["crawl"]
dead = sorted((d["href"], d["reason"]) for d in crawl["deadLinks"])
check(dead == [("Missing.html", "no such file"), ("WidgetList.html#nowhere", "no element with id 'nowhere' on the page")], f"crawl: dead links {dead}")
check(crawl["unreached"] == ["Widgets/Orphan.html"], f"crawl: unreached {crawl['unreached']}")
check(len(crawl["pages"]) == 3 and crawl["external"] == [], f"crawl: {crawl}")
stuck = json.load(open(work / "stuck.json"))
check(len(stuck["steps"]) == 2 and "lands on no link" in (stuck["walkError"] or ""), f"stuck walk: {stuck['walkError']}")

screens = json.load(open(work / "screens.json"))["shots"]
check([(s["scheme"], s["visibleScreens"], s["error"]) for s in screens] == [("light", ["add-new-2-1"], None), ("dark", ["add-new-2-1"], None)], f"screenshots: {screens}")
for s in screens:
    check(s["file"] and Path(s["file"]).read_bytes()[:8] == b"\x89PNG\r\n\x1a\n", f"screenshot {s['file']}")

seconds = float(sys.argv[3]) - float(sys.argv[2])
if failures:
    print("selftest FAILED:", *failures, sep="\n  ", file=sys.stderr)
    sys.exit(1)
print(f"selftest passed: {len(result['pages'])} page/width runs, a walk of {len(walk['steps'])} steps, "
      f"{len(screens)} screenshots in {seconds:.1f}s ({result['chromium']})")
EOF
