"""Headless Chromium over the DevTools pipe, shared by the browser scripts.

--remote-debugging-pipe: NUL-terminated JSON, fd 3 to the browser, fd 4 from
it; no port, so nothing else on the machine can talk to the browser. Python 3
standard library only.

    browser = Browser()
    browser.start()                    # raises BrowserError when it cannot
    target, session = open_tab(browser.devtools)
    prepare_tab(browser.devtools, session, width=390)
    load(browser.devtools, session, "file:///.../index.html")
    evaluate(browser.devtools, session, "document.title")
    browser.stop()
"""

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
from urllib.parse import urldefrag

# Hang guards, not speed targets: only a browser that hangs waits this long.
LOAD_TIMEOUT = 120.0     # per page and width, from navigation to the load event
COMMAND_TIMEOUT = 120.0  # any single DevTools command
STARTUP_TIMEOUT = 120.0  # first answer from a freshly launched browser
VIEWPORT_HEIGHT = 900
BROWSER_CANDIDATES = ("chromium", "chromium-browser", "google-chrome")


class BrowserError(Exception):
    """The browser died or stopped answering: fatal for the whole run."""


class PageError(Exception):
    """One page failed (timeout, protocol error): recorded, the run goes on."""


# Resolves after two animation frames, so style changes (such as a new URL
# fragment that :target follows) have been laid out and painted before we measure.
SETTLE_JS = "new Promise(done => requestAnimationFrame(() => requestAnimationFrame(() => done(true))))"


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

    def forget(self, session, method=None):
        """Drops queued events of a closed session (only `method`'s, if given)."""
        self._events = [e for e in self._events
                        if e.get("sessionId") != session or (method and e["method"] != method)]

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
        self.profile = tempfile.mkdtemp(prefix="headless-chromium-profile-")
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
# Tabs.

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
    # A load event still queued belongs to the page before: it must not end the wait.
    devtools.forget(session, "Page.loadEventFired")
    navigation = devtools.send("Page.navigate", {"url": url}, session=session)
    if navigation.get("errorText"):
        raise PageError(f"cannot load {url}: {navigation['errorText']}")
    while True:
        devtools.wait_event("Page.loadEventFired", session, max(0.0, deadline - time.monotonic()))
        state = evaluate(devtools, session, "[location.href, document.readyState]")
        if state[0] != "about:blank" and state[1] == "complete":
            return


def close_tab(devtools, target, session):
    try:
        devtools.send("Target.closeTarget", {"targetId": target})
    except PageError:
        pass
    devtools.forget(session)


def settle(devtools, session):
    evaluate(devtools, session, SETTLE_JS, await_promise=True)


def go_to_fragment(devtools, session, fragment):
    """Moves to `#fragment` as a click on a same-page link does (a new
    history entry, :target follows), and waits until it is laid out."""
    evaluate(devtools, session, "location.hash = %s" % json.dumps("#" + fragment))
    settle(devtools, session)


def follow(devtools, session, url):
    """Goes to `url` as a click on a link to it does: within the page when only
    the fragment differs, else by loading the other page."""
    here = evaluate(devtools, session, "location.href")
    if urldefrag(url).url == urldefrag(here).url and "#" in url:
        go_to_fragment(devtools, session, urldefrag(url).fragment)
    else:
        load(devtools, session, url)
        settle(devtools, session)


def set_color_scheme(devtools, session, scheme):
    """"light" or "dark", as prefers-color-scheme reports it."""
    devtools.send("Emulation.setEmulatedMedia", {
        "features": [{"name": "prefers-color-scheme", "value": scheme}],
    }, session=session)


def screenshot(devtools, session, path):
    """The whole page, from its top, whatever it is scrolled to."""
    size = evaluate(devtools, session,
                    "[document.documentElement.scrollWidth, document.documentElement.scrollHeight]")
    shot = devtools.send("Page.captureScreenshot", {
        "format": "png", "captureBeyondViewport": True,
        "clip": {"x": 0, "y": 0, "width": size[0], "height": size[1], "scale": 1},
    }, session=session)
    path.write_bytes(base64.b64decode(shot["data"]))


def write_result(path, result):
    """Writes JSON through a temporary file, so a reader never sees half of it."""
    temporary = path.with_name(path.name + ".tmp")
    temporary.write_text(json.dumps(result, indent=2, ensure_ascii=False) + "\n")
    temporary.replace(path)


def run_in_browser(script, out, result, work):
    """Starts Chromium, runs `work(devtools)`, stops it, and writes `result` to `out`. A CI timeout's
    SIGTERM becomes SystemExit first, so that the browser, in a session of its own, is still stopped.
    Returns the exit status: 0 when the run completed, 2 when Chromium did not start (nothing written),
    3 when it died or stopped answering midway (what was done is written, with "fatal" set)."""
    signal.signal(signal.SIGTERM, lambda *_: sys.exit(128 + signal.SIGTERM))
    browser = Browser()
    status = 0
    try:
        result["chromium"] = browser.start()
        work(browser.devtools)
    except BrowserError as error:
        started = result["chromium"] is not None
        result["fatal"] = str(error)
        print(f"{script}: {error}", file=sys.stderr)
        if started:
            print(browser.log_tail(), file=sys.stderr)
        status = 3 if started else 2
    finally:
        browser.stop()
    if status != 2:
        write_result(out, result)
    return status

