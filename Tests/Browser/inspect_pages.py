#!/usr/bin/env python3
"""Inspect cdlgen's static HTML preview pages in headless Chromium.

Usage:
    inspect_pages.py --out RESULT.json [--screenshots DIR] [--widths 390,1280]
                     [--height 900] [--scrollbars] PAGE.html...

Drives one headless Chromium over the DevTools protocol on a pipe
(--remote-debugging-pipe: NUL-terminated JSON, fd 3 to the browser, fd 4
from it). For every page and width it loads the page by file:// URL in a
fresh tab, then collects DOM facts in "view" mode (#edit-mode unchecked)
and "edit" mode (checked): sections and rendered rows, horizontal
overflow, label/value overlaps, diagnostics, and any request that left
file:// or data:. Optionally saves full-page screenshots.

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
              "requests": [{"url", "type"}],   # anything but file:// and data:
              "console": ["level: text"],     # CSP violations land here
              "errors": ["..."]}],            # load timeout, missing #edit-mode, ...
   "fatal": "..."}                            # only when the browser failed
  FACTS: url, title, h1, editModeChecked, scripts, diagnostics (rendered),
    diagnosticsInDocument, sections [{header, footer, rows: [{rowType, label,
    value, switch (true/false/null), text, valueCut}]}], viewportWidth, scrollWidth,
    documentHeight, overflow (scrollWidth > viewportWidth), overflowing
    [{tag, class, text, right}], overlaps [{section, row, rowType, label,
    value, overlapPx}], lineBreaks [{text, before, after, midWord}] (where
    the lines of titles and paths end: h1, .table-meta, .section-header,
    the index's names and details, diagnostics' locations), midWordBreaks
    (those that split a word other than between camel-case humps),
    screenshot (with --screenshots).
  A row's valueCut is true when its value is cut short (its text is wider
  than its box: an ellipsis).
  Only rendered sections and rows are listed. header/footer/label/value are
  the element's text with whitespace collapsed; row text is as rendered.
"""

import argparse
import base64
import fcntl
import json
import os
import select
import shutil
import signal
import subprocess
import sys
import tempfile
import time
from pathlib import Path

LOAD_TIMEOUT = 20.0      # per page and width, from navigation to the load event
COMMAND_TIMEOUT = 20.0   # any single DevTools command
STARTUP_TIMEOUT = 20.0   # first answer from a freshly launched browser
VIEWPORT_HEIGHT = 900
MODES = ("view", "edit")
BROWSER_CANDIDATES = ("chromium", "chromium-browser", "google-chrome")


class BrowserError(Exception):
    """The browser died or stopped answering: fatal for the whole run."""


class PageError(Exception):
    """One page failed (timeout, protocol error): recorded, the run goes on."""


# --------------------------------------------------------------------------
# JavaScript evaluated in the page. DevTools evaluation is not subject to the
# page's Content-Security-Policy, so this works although the pages forbid
# scripts; the page itself stays script-free.

# Resolves after two animation frames, so style changes (such as toggling
# #edit-mode) have been laid out and painted before we measure.
SETTLE_JS = "new Promise(done => requestAnimationFrame(() => requestAnimationFrame(() => done(true))))"

SET_MODE_JS = """(checked => {
  const box = document.getElementById('edit-mode');
  if (!box) return false;
  box.checked = checked;
  return true;
})(%s)"""

COLLECT_JS = r"""(() => {
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

  // Switch state: null without a switch, a boolean for aria-checked
  // "true"/"false", otherwise the raw attribute ("" when missing) so the
  // caller sees the contract violation.
  const switchState = row => {
    const control = row.querySelector('[role=switch]');
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
  [...document.querySelectorAll('section.table-section')].filter(rendered).forEach((section, s) => {
    const rows = [];
    [...section.querySelectorAll('ul.rows li.row')].filter(rendered).forEach((row, r) => {
      const label = firstRendered(row, '.label');
      const value = firstRendered(row, '.value');
      rows.push({
        rowType: row.getAttribute('data-row-type'),
        label: text(label),
        value: text(value),
        switch: switchState(row),
        text: row.innerText.trim(),   // as rendered: visible parts only
        valueCut: value ? value.scrollWidth > value.clientWidth + 0.5 : false,
      });
      const px = label && value ? overlapPx(label, value) : 0;
      if (px > 0) overlaps.push({section: s, row: r, rowType: row.getAttribute('data-row-type'),
                                 label: text(label), value: text(value),
                                 overlapPx: Math.round(px * 10) / 10});
    });
    sections.push({
      header: text(firstRendered(section, '.section-header')),
      footer: text(firstRendered(section, '.section-footer')),
      rows,
    });
  });

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
      right: Math.round(right * 10) / 10,
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
  const titlesAndPaths = 'h1, .table-meta, .section-header, .index-entry .value, .index-entry .detail, .diagnostic .location';
  const breaks = [...document.querySelectorAll(titlesAndPaths)].filter(rendered).flatMap(lineBreaks);

  const box = document.getElementById('edit-mode');
  return {
    url: location.href,
    title: document.title,
    h1: text(firstRendered(document, 'h1')),
    editModeChecked: box ? box.checked : null,
    sections,
    diagnostics: [...document.querySelectorAll('.diagnostic')].filter(rendered).length,
    diagnosticsInDocument: document.querySelectorAll('.diagnostic').length,
    scripts: document.scripts.length,
    viewportWidth,
    scrollWidth: document.documentElement.scrollWidth,
    documentHeight: document.documentElement.scrollHeight,
    overflow: document.documentElement.scrollWidth > viewportWidth,
    overflowing,
    overlaps,
    lineBreaks: breaks,
    midWordBreaks: breaks.filter(b => b.midWord),
  };
})()"""


# --------------------------------------------------------------------------
# The DevTools pipe.

class DevTools:
    """Commands and events over --remote-debugging-pipe (NUL-terminated JSON)."""

    def __init__(self, to_browser, from_browser):
        self._out = to_browser
        self._in = from_browser
        self._buffer = b""
        self._next_id = 0
        self._events = []        # received but not yet waited for
        self.listeners = []      # called with every event as it arrives

    def send(self, method, params=None, session=None, timeout=COMMAND_TIMEOUT):
        """Sends a command and returns its result; raises PageError on a
        protocol error or, inside a session, on timeout."""
        self._next_id += 1
        message = {"id": self._next_id, "method": method, "params": params or {}}
        if session:
            message["sessionId"] = session
        self._write(json.dumps(message).encode() + b"\0")
        deadline = time.monotonic() + timeout
        while True:
            reply = self._receive(deadline, what=method, session=session)
            if reply.get("id") == self._next_id:
                if "error" in reply:
                    raise PageError(f"{method}: {reply['error'].get('message')}")
                return reply.get("result", {})

    def wait_event(self, method, session, timeout):
        """Returns the next `method` event of `session`, queued or new."""
        deadline = time.monotonic() + timeout
        while True:
            for event in self._events:
                if event["method"] == method and event.get("sessionId") == session:
                    self._events.remove(event)
                    return event["params"]
            self._receive(deadline, what=method, session=session)

    def forget(self, session):
        """Drops queued events of a closed session."""
        self._events = [e for e in self._events if e.get("sessionId") != session]

    def _write(self, data):
        try:
            while data:
                data = data[os.write(self._out, data):]
        except BrokenPipeError:
            raise BrowserError("Chromium closed the DevTools pipe (it exited)")

    def _receive(self, deadline, what, session):
        """Reads one message; events are queued and announced, replies returned."""
        while b"\0" not in self._buffer:
            left = deadline - time.monotonic()
            if left <= 0:
                problem = PageError if session else BrowserError
                raise problem(f"timed out waiting for {what}")
            readable, _, _ = select.select([self._in], [], [], left)
            if readable:
                chunk = os.read(self._in, 1 << 20)
                if not chunk:
                    raise BrowserError("Chromium closed the DevTools pipe (it exited or crashed)")
                self._buffer += chunk
        raw, self._buffer = self._buffer.split(b"\0", 1)
        message = json.loads(raw)
        if "method" in message:
            self._events.append(message)
            for listener in self.listeners:
                listener(message)
        return message


# --------------------------------------------------------------------------
# Launching and stopping Chromium.

def find_browser():
    """$CHROMIUM, else the first of BROWSER_CANDIDATES on PATH."""
    chosen = os.environ.get("CHROMIUM")
    if chosen:
        path = shutil.which(chosen)
        if not path:
            raise BrowserError(f"$CHROMIUM is {chosen!r}, which is not an executable file")
        return path
    for name in BROWSER_CANDIDATES:
        path = shutil.which(name)
        if path:
            return path
    raise BrowserError("no Chromium found: $CHROMIUM is not set and none of "
                       + ", ".join(BROWSER_CANDIDATES) + " is on PATH")


def browser_arguments(binary, profile):
    return [
        binary,
        "--headless=new",
        "--disable-gpu",
        "--no-sandbox",                  # CI runs as root; the sandbox refuses root
        "--disable-dev-shm-usage",       # containers often have a tiny /dev/shm
        "--remote-debugging-pipe",
        "--no-first-run",
        "--no-default-browser-check",
        "--disable-extensions",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--disable-breakpad",
        # Keep timers and animation frames running in every tab so SETTLE_JS
        # and screenshots never stall on a tab Chromium thinks is hidden.
        "--disable-background-timer-throttling",
        "--disable-backgrounding-occluded-windows",
        "--disable-renderer-backgrounding",
        "--mute-audio",
        f"--user-data-dir={profile}",
        "about:blank",
    ]


class Browser:
    """A Chromium process with its DevTools pipe and throwaway profile."""

    def __init__(self):
        self.process = None
        self.devtools = None
        self.profile = tempfile.mkdtemp(prefix="inspect-pages-profile-")
        self.log = tempfile.TemporaryFile()   # Chromium's chatter, shown only on failure

    def start(self):
        binary = find_browser()
        to_read, to_write = os.pipe()       # parent writes, browser reads (fd 3)
        from_read, from_write = os.pipe()   # browser writes (fd 4), parent reads
        # Park the child's ends above 9 so that moving them onto 3 and 4 in the
        # child cannot overwrite one with the other.
        child_in = fcntl.fcntl(to_read, fcntl.F_DUPFD_CLOEXEC, 10)
        child_out = fcntl.fcntl(from_write, fcntl.F_DUPFD_CLOEXEC, 10)
        self._pipe_fds = (to_write, from_read)

        def map_pipe_fds():
            os.dup2(child_in, 3)
            os.dup2(child_out, 4)

        try:
            self.process = subprocess.Popen(
                browser_arguments(binary, self.profile),
                stdin=subprocess.DEVNULL, stdout=self.log, stderr=self.log,
                pass_fds=(3, 4), preexec_fn=map_pipe_fds,
                start_new_session=True,   # one process group to kill at the end
            )
        except OSError as error:
            raise BrowserError(f"cannot run {binary}: {error}")
        finally:
            for fd in (to_read, from_write, child_in, child_out):
                os.close(fd)
        self.devtools = DevTools(to_write, from_read)
        try:
            version = self.devtools.send("Browser.getVersion", timeout=STARTUP_TIMEOUT)
        except BrowserError as error:
            code = self.process.poll()
            exited = f" (exit status {code})" if code is not None else ""
            raise BrowserError(f"Chromium ({binary}) did not start{exited}: {error}\n{self.log_tail()}")
        return version.get("product", "unknown")

    def log_tail(self, lines=15):
        self.log.seek(0)
        # D-Bus complaints (no session bus in a container) are noise.
        output = self.log.read().decode(errors="replace").splitlines()
        tail = [line for line in output if "dbus" not in line][-lines:]
        if not tail:
            return "Chromium printed nothing."
        return "Chromium output (last lines):\n" + "\n".join("  " + line for line in tail)

    def stop(self):
        """Closes politely, then kills the process group; removes the profile."""
        if self.process and self.process.poll() is None:
            try:
                self.devtools.send("Browser.close", timeout=3)
            except (BrowserError, PageError):
                pass
            try:
                self.process.wait(timeout=2)
            except subprocess.TimeoutExpired:
                pass
        if self.process:
            try:
                os.killpg(self.process.pid, signal.SIGKILL)   # renderers and zygotes too
            except ProcessLookupError:
                pass
            self.process.wait()
        for fd in getattr(self, "_pipe_fds", ()):
            os.close(fd)
        self.log.close()
        shutil.rmtree(self.profile, ignore_errors=True)


# --------------------------------------------------------------------------
# Inspecting one page at one width.

def evaluate(devtools, session, expression, await_promise=False):
    result = devtools.send("Runtime.evaluate", {
        "expression": expression,
        "returnByValue": True,
        "awaitPromise": await_promise,
    }, session=session)
    if "exceptionDetails" in result:
        details = result["exceptionDetails"]
        message = details.get("exception", {}).get("description") or details.get("text")
        raise PageError(f"JavaScript failed: {message}")
    return result["result"].get("value")


class TabLog:
    """What one tab did besides rendering: requests that went anywhere but
    file:// or data: (CSP-blocked ones included), and console messages."""

    def __init__(self, session):
        self.session = session
        self.requests = []
        self.console = []

    def __call__(self, event):
        if event.get("sessionId") != self.session:
            return
        params = event["params"]
        if event["method"] == "Network.requestWillBeSent":
            url = params["request"]["url"]
            if not url.startswith(("file://", "data:")):
                self.requests.append({"url": url, "type": params.get("type")})
        elif event["method"] == "Log.entryAdded":
            # CSP violations and failed loads show up here.
            entry = params["entry"]
            self.console.append(f"{entry.get('level')}: {entry.get('text')}")
        elif event["method"] == "Runtime.consoleAPICalled":
            args = " ".join(str(a.get("value", a.get("description", ""))) for a in params["args"])
            self.console.append(f"{params.get('type')}: {args}")


def open_tab(devtools):
    """Creates a blank tab and returns (target, session)."""
    target = devtools.send("Target.createTarget", {"url": "about:blank"})["targetId"]
    session = devtools.send("Target.attachToTarget", {"targetId": target, "flatten": True})["sessionId"]
    return target, session


def prepare_tab(devtools, session, width, height=VIEWPORT_HEIGHT, scrollbars=False):
    """Enables the domains we listen to and sets the viewport, before loading."""
    for domain in ("Page", "Network", "Runtime", "Log"):
        devtools.send(f"{domain}.enable", session=session)
    devtools.send("Emulation.setDeviceMetricsOverride", {
        "width": width, "height": height, "deviceScaleFactor": 1, "mobile": False,
    }, session=session)
    # Overlay-style scrollbars, as on iOS: the layout width is the full width. A desktop browser's
    # take theirs from the page.
    devtools.send("Emulation.setScrollbarsHidden", {"hidden": not scrollbars}, session=session)


def load(devtools, session, url):
    """Navigates and waits for the load event of `url` (not of about:blank)."""
    deadline = time.monotonic() + LOAD_TIMEOUT
    navigation = devtools.send("Page.navigate", {"url": url}, session=session)
    if navigation.get("errorText"):
        raise PageError(f"cannot load {url}: {navigation['errorText']}")
    while True:
        devtools.wait_event("Page.loadEventFired", session, max(0.0, deadline - time.monotonic()))
        state = evaluate(devtools, session, "[location.href, document.readyState]")
        if state[0] != "about:blank" and state[1] == "complete":
            return


def screenshot(devtools, session, path):
    shot = devtools.send("Page.captureScreenshot", {
        "format": "png", "captureBeyondViewport": True,
    }, session=session)
    path.write_bytes(base64.b64decode(shot["data"]))


def inspect_mode(devtools, session, mode, shot_path):
    """Facts of one mode. Without the checkbox the page can only be seen as
    it loaded, so "view" is still collected and "edit" fails."""
    has_box = evaluate(devtools, session, SET_MODE_JS % ("true" if mode == "edit" else "false"))
    if not has_box and mode == "edit":
        raise PageError("no <input id=\"edit-mode\"> on the page: edit mode not inspected")
    evaluate(devtools, session, SETTLE_JS, await_promise=True)
    facts = evaluate(devtools, session, COLLECT_JS)
    if shot_path:
        screenshot(devtools, session, shot_path)
        facts["screenshot"] = str(shot_path)
    return facts


def inspect_page(devtools, page, width, screenshots, height=VIEWPORT_HEIGHT, scrollbars=False):
    entry = {"file": str(page), "width": width, "modes": {m: None for m in MODES},
             "requests": [], "console": [], "errors": []}
    url = page.resolve().as_uri()
    target, session = open_tab(devtools)
    log = TabLog(session)
    devtools.listeners.append(log)
    try:
        prepare_tab(devtools, session, width, height, scrollbars)
        load(devtools, session, url)
        for mode in MODES:
            shot_path = screenshots / f"{page.stem}.{width}.{mode}.png" if screenshots else None
            try:
                entry["modes"][mode] = inspect_mode(devtools, session, mode, shot_path)
            except PageError as error:
                entry["errors"].append(f"{mode}: {error}")
    except PageError as error:
        entry["errors"].append(str(error))
    finally:
        devtools.listeners.remove(log)
        entry["requests"], entry["console"] = log.requests, log.console
        try:
            devtools.send("Target.closeTarget", {"targetId": target})
        except PageError:
            pass
        devtools.forget(session)
    return entry


# --------------------------------------------------------------------------
# Command line.

def parse_arguments():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--out", required=True, type=Path, help="where to write the JSON result")
    parser.add_argument("--screenshots", type=Path, help="directory for <stem>.<width>.<mode>.png")
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


def write_result(path, result):
    temporary = path.with_name(path.name + ".tmp")
    temporary.write_text(json.dumps(result, indent=2, ensure_ascii=False) + "\n")
    temporary.replace(path)


def main():
    # A CI timeout sends SIGTERM: turn it into SystemExit so `finally` still
    # stops the browser, which runs in its own session and would outlive us.
    signal.signal(signal.SIGTERM, lambda *_: sys.exit(128 + signal.SIGTERM))
    args = parse_arguments()
    if args.screenshots:
        args.screenshots.mkdir(parents=True, exist_ok=True)
    result = {"chromium": None, "pages": []}
    browser = Browser()
    status = 0
    try:
        result["chromium"] = browser.start()
        for page in args.pages:
            for width in args.widths:
                result["pages"].append(inspect_page(browser.devtools, page, width, args.screenshots,
                                                    args.height, args.scrollbars))
    except BrowserError as error:
        started = result["chromium"] is not None
        result["fatal"] = str(error)   # the pages listed so far are complete
        print(f"inspect_pages.py: {error}", file=sys.stderr)
        if started:
            print(browser.log_tail(), file=sys.stderr)
        status = 3 if started else 2
    finally:
        browser.stop()
    if status != 2:
        write_result(args.out, result)
    return status


if __name__ == "__main__":
    sys.exit(main())
