"""Opens a page `preview --serve` serves in headless Chromium, changes a definition, and tells whether
the page reloaded by itself with the new text — the served copy's script, allowed by its own policy.

    live_reload.py --out RESULT.json URL FILE OLD NEW SHOWN

(SHOWN: text the page holds once it shows the change.)

Writes {"reloaded": bool, "text_seen": bool, "console": [...], "requests": [...]}.
"""
import argparse
import json
import time

from headless_chromium import LOAD_TIMEOUT, Browser, TabLog, evaluate, load, open_tab, prepare_tab


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--out", required=True)
    parser.add_argument("url")
    parser.add_argument("file")
    parser.add_argument("old")
    parser.add_argument("new")
    parser.add_argument("shown")
    arguments = parser.parse_args()
    browser = Browser()
    browser.start()
    try:
        target, session = open_tab(browser.devtools)
        log = TabLog(session)
        browser.devtools.listeners.append(log)
        prepare_tab(browser.devtools, session, width=390)
        load(browser.devtools, session, arguments.url)
        # A mark the page loses when it reloads; time for its script to ask for the site's number.
        evaluate(browser.devtools, session, "window.cdlgenMark = 1")
        time.sleep(0.5)
        with open(arguments.file, encoding="utf-8") as f:
            text = f.read()
        with open(arguments.file, "w", encoding="utf-8") as f:
            f.write(text.replace(arguments.old, arguments.new))
        reloaded = text_seen = False
        deadline = time.monotonic() + LOAD_TIMEOUT  # a hang guard
        while time.monotonic() < deadline and not (reloaded and text_seen):
            time.sleep(0.1)
            try:
                reloaded, text_seen = evaluate(browser.devtools, session,
                    f"[window.cdlgenMark === undefined, document.body !== null && document.body.textContent.includes({json.dumps(arguments.shown)})]")
            except Exception:
                pass  # The page is between two loads.
        result = {"reloaded": reloaded, "text_seen": text_seen, "console": log.console, "requests": log.requests}
    finally:
        browser.stop()
    with open(arguments.out, "w") as f:
        json.dump(result, f, indent=2)


if __name__ == "__main__":
    main()
