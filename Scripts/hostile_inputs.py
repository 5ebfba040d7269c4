"""The big hostile inputs for Scripts/benchmark --hostile (issue 35): how long `cdlgen validate` takes on
each, in CPU seconds. The test suite checks only that the work grows with these inputs and no faster
(AdversarialInputTests.growsNoFasterThanItsInput); how fast it is belongs here, on a release build.

- half a million rows in one section (OpenStep, 36 MB): a clean definition;
- 64 MiB of empty JSON arrays: refused at the default node limit, ten million;
- 20,000 findings on one line of a minified JSON file: each snippet a window of the line, not the line.
"""
import os
import subprocess
import tempfile

ROW = "{rowType=CDLTableRowTypeSingleLineValueNoLabel;attributeKeyPath=name;},\n"

# name, file, contents at a scale (1 for the real sizes; --smoke makes them a thousand times smaller), status
CASES = [
    ("half a million rows", "Rows.plist",
     lambda scale: "({sectionTitle=Rows;rowInformation=(\n" + ROW * (500_000 // scale) + ");})\n", 0),
    ("64 MiB of tiny elements", "Tiny.json",
     lambda scale: "[" + "[]," * ((64 << 20) // 3 // scale - 2) + "[]]", 1),
    ("20,000 findings on one line", "Minified.json",
     lambda scale: "[" + ",".join(['"x"'] * (20_000 // scale)) + "]", 1),
]


def files(cache, scale):
    """Writes each case's file under `cache` once (its name says its scale); the paths by case name."""
    folder = os.path.join(cache, f"hostile-1-in-{scale}")
    os.makedirs(folder, exist_ok=True)
    paths = {}
    for name, file_name, contents, _ in CASES:
        path = os.path.join(folder, file_name)
        if not os.path.exists(path):
            with tempfile.NamedTemporaryFile("w", dir=folder, delete=False) as partial:
                partial.write(contents(scale))
            os.rename(partial.name, path)
        paths[name] = path
    return paths


def measure(cdlgen, cache, runs, scale, gnu_time):
    """Each case `runs` times: its median CPU seconds (user + system), wall seconds and peak MiB."""
    figures = {}
    for name, path in files(cache, scale).items():
        status = next(case[3] for case in CASES if case[0] == name)
        samples = []
        for _ in range(runs):
            with tempfile.NamedTemporaryFile() as usage:
                process = subprocess.Popen([gnu_time, "-f", "%M", "-o", usage.name, cdlgen, "validate", "--no-project", path],
                                           stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
                _, wait_status, resources = os.wait4(process.pid, 0)
                code = os.waitstatus_to_exitcode(wait_status)
                if code != status:
                    raise RuntimeError(f"cdlgen validate on {name} exited with {code}, not {status}")
                samples.append((resources.ru_utime + resources.ru_stime, int(usage.read().split()[-1]) / 1024))
        samples.sort()
        figures[name] = {"cpu_s": samples[len(samples) // 2][0], "peak_mib": max(peak for _, peak in samples),
                         "bytes": os.path.getsize(path), "runs": runs}
    return figures
