#!/bin/sh
# Self-test of inspect_pages.py against its two fixtures: the sample page
# must be clean and show "Add New Widget" only in edit mode; the
# overflowing page must be reported as overflowing.
# Needs headless Chromium ($CHROMIUM or chromium on PATH) and python3.
set -eu

here=$(cd "$(dirname "$0")" && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

start=$(date +%s.%N)
python3 "$here/inspect_pages.py" --out "$work/result.json" --screenshots "$work/shots" \
    --widths 390,1280 \
    "$here/Fixtures/sample-page.html" "$here/Fixtures/overflowing-page.html"
end=$(date +%s.%N)

python3 - "$work/result.json" "$start" "$end" <<'EOF'
import json, sys
from pathlib import Path

result = json.load(open(sys.argv[1]))
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
        check(facts["editModeChecked"] == (mode == "edit"), f"{at}: checkbox state")
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

for width in (390, 1280):
    where = f"overflowing-page.html @{width}"
    page = pages[("overflowing-page.html", width)]
    check(page["errors"] == [], f"{where}: errors {page['errors']}")
    for mode in ("view", "edit"):
        facts = page["modes"][mode] or {}
        check(facts.get("overflow") is True, f"{where} {mode}: overflow not reported")
        wide = [e for e in facts.get("overflowing", []) if "too-wide" in e["class"]]
        check(wide, f"{where} {mode}: the 2000px element is not listed: {facts.get('overflowing')}")

seconds = float(sys.argv[3]) - float(sys.argv[2])
if failures:
    print("selftest FAILED:", *failures, sep="\n  ", file=sys.stderr)
    sys.exit(1)
print(f"selftest passed: {len(result['pages'])} page/width runs in {seconds:.1f}s ({result['chromium']})")
EOF
