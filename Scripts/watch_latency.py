"""The watch figure for Scripts/benchmark --watch (issue 35): `cdlgen preview --watch` on a copy of the
repository's Definitions/, a label changed and saved as an editor saves (a new file renamed over the old),
and the time until the page that shows it holds the new label: the settle time (0.1 s, for bursts of
saves) plus drawing what the change affects. The test suite checks that the page is drawn again
(WatchCommandTests); how soon belongs here.
"""
import os
import select
import shutil
import signal
import subprocess
import tempfile
import time

HANG_GUARD = 60.0  # seconds: only a watcher that never draws waits this long; the run then fails
SOURCE, PAGE = "Definitions/Events/EventDetailView.plist", "Definitions/preview/Events/EventDetailView.html"


def measure(cdlgen, repository, runs):
    """`runs` saves, one at a time: each save's seconds until its page is drawn; the median and the most."""
    folder = tempfile.mkdtemp(prefix="cdlgen-benchmark-watch-")
    shutil.copytree(os.path.join(repository, "Definitions"), os.path.join(folder, "Definitions"),
                    ignore=shutil.ignore_patterns("preview"))
    process = subprocess.Popen([cdlgen, "preview", "--watch"], cwd=folder, stdin=subprocess.DEVNULL,
                               stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, env={**os.environ, "NO_COLOR": "1"})
    try:
        wait_for_line(process.stderr, b"watching for changes")
        source, page = os.path.join(folder, SOURCE), os.path.join(folder, PAGE)
        label = "Public"
        seconds = []
        for run in range(runs):
            text = open(source).read()
            new_label = f"Shown{run}"
            assert f"rowLabel = {label};" in text, f"no rowLabel = {label}; in {SOURCE}"
            with open(source + ".saving", "w") as saving:
                saving.write(text.replace(f"rowLabel = {label};", f"rowLabel = {new_label};"))
            began = time.perf_counter()
            os.rename(source + ".saving", source)
            while new_label not in read(page):
                if time.perf_counter() - began > HANG_GUARD:
                    raise RuntimeError(f"preview --watch drew no page with {new_label} in {HANG_GUARD:.0f} s")
                time.sleep(0.002)
            seconds.append(time.perf_counter() - began)
            label = new_label
            time.sleep(0.3)  # past the settle time, so that each save is a round of its own
        seconds.sort()
        return {"runs": runs, "median_s": seconds[len(seconds) // 2], "max_s": seconds[-1]}
    finally:
        process.send_signal(signal.SIGINT)
        try:
            process.wait(timeout=HANG_GUARD)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()
        shutil.rmtree(folder, ignore_errors=True)


def read(path):
    try:
        with open(path, encoding="utf-8") as f:
            return f.read()
    except OSError:
        return ""


def wait_for_line(stream, text):
    seen = b""
    deadline = time.monotonic() + HANG_GUARD
    while text not in seen:
        left = deadline - time.monotonic()
        if left <= 0 or not select.select([stream], [], [], left)[0]:
            raise RuntimeError(f"preview --watch did not say {text.decode()!r}: {seen[-500:]!r}")
        chunk = os.read(stream.fileno(), 4096)
        if not chunk:
            raise RuntimeError(f"preview --watch ended: {seen[-500:]!r}")
        seen += chunk
