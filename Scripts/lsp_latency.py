"""The language server's figures for Scripts/benchmark --lsp (issue 24, item 5): `cdlgen lsp` driven as an
editor drives it, on a corpus's definitions with its model.

- load: from `initialize` to the answer of a request sent right after `initialized` (the server loads and
  checks the whole workspace first: every definition, against the model);
- change: from a `didChange` of one definition (its whole text, one label edited) to the
  `publishDiagnostics` for it;
- completion: from a `textDocument/completion` request to its answer, alternating a row type and a key path;
- peak memory: the server's peak resident set (VmHWM) at the end.
"""
import json
import os
import queue
import statistics
import subprocess
import threading
import time
import urllib.parse


class Client:
    """A minimal LSP client: framed JSON-RPC on the server's stdin, messages read back on a thread of their
    own, each with the time it arrived."""

    def __init__(self, argv):
        self.process = subprocess.Popen(argv, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
        self.messages = queue.Queue()
        threading.Thread(target=self._read, daemon=True).start()

    def _read(self):
        stream = self.process.stdout
        while True:
            length = None
            while True:
                line = stream.readline()
                if not line:
                    return
                line = line.strip()
                if not line:
                    break
                name, _, value = line.partition(b":")
                if name.lower() == b"content-length":
                    length = int(value)
            body = stream.read(length)
            self.messages.put((time.perf_counter(), json.loads(body)))

    def send(self, message):
        body = json.dumps({"jsonrpc": "2.0", **message}).encode()
        self.process.stdin.write(b"Content-Length: %d\r\n\r\n" % len(body) + body)
        self.process.stdin.flush()
        return time.perf_counter()

    def wait(self, matches, timeout=120):
        deadline = time.monotonic() + timeout
        while True:
            arrived, message = self.messages.get(timeout=max(0.01, deadline - time.monotonic()))
            if matches(message):
                return arrived, message

    def peak_mib(self):
        with open(f"/proc/{self.process.pid}/status") as status:
            for line in status:
                if line.startswith("VmHWM:"):
                    return int(line.split()[1]) / 1024
        return None

    def close(self):
        self.send({"id": 999999, "method": "shutdown"})
        self.wait(lambda m: m.get("id") == 999999)
        self.send({"method": "exit"})
        self.process.wait(timeout=30)


def percentile(values, fraction):
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(fraction * (len(ordered) - 1))))]


def offset_position(text, offset):
    """LSP's position (UTF-16 characters) of a character offset."""
    before = text[:offset]
    line = before.count("\n")
    start = before.rfind("\n") + 1
    return {"line": line, "character": len(before[start:].encode("utf-16-le")) // 2}


def measure(cdlgen, corpus, edits=200, completions=200):
    definitions = os.path.join(corpus, "Definitions")
    # The corpus is the workspace, its project file beside its folders: a project file's paths stay inside
    # the project (issue 36), so one in a temporary folder naming the corpus would load nothing.
    workspace = corpus
    project_file = os.path.join(workspace, "cdlgen.json")
    with open(project_file, "w") as f:
        json.dump({"definitions": "Definitions", "model": "Model.xcdatamodeld", "samples": "Samples"}, f)
    name = sorted(n for n in os.listdir(definitions) if n.endswith("DetailView.plist") or n.endswith("DetailView.json"))[0]
    path = os.path.join(definitions, name)
    uri = "file://" + urllib.parse.quote(path)
    text = open(path, encoding="utf-8").read()
    client = Client([cdlgen, "lsp"])
    try:
        started = client.send({"id": 1, "method": "initialize", "params": {
            "processId": os.getpid(), "rootUri": "file://" + urllib.parse.quote(workspace), "capabilities": {}}})
        client.send({"method": "initialized", "params": {}})
        client.send({"id": 2, "method": "textDocument/documentSymbol", "params": {"textDocument": {"uri": uri}}})
        loaded, _ = client.wait(lambda m: m.get("id") == 2)
        client.send({"method": "textDocument/didOpen", "params": {"textDocument": {
            "uri": uri, "languageId": "plist", "version": 1, "text": text}}})
        _, opened = client.wait(lambda m: m.get("method") == "textDocument/publishDiagnostics" and m["params"]["uri"] == uri)
        if opened["params"]["diagnostics"]:  # the corpus is clean: a finding means the workspace did not load as meant
            raise RuntimeError(f"{name} has findings in the workspace: {opened['params']['diagnostics'][:3]}")

        label = text.index("rowLabel")
        value = text.index("<string>", label) + len("<string>") if "<string>" in text[label:label + 40] else label + len("rowLabel") + 4
        change_ms = []
        for version in range(edits):
            edited = text[:value] + f"x{version}" + text[value:]
            sent = client.send({"method": "textDocument/didChange", "params": {
                "textDocument": {"uri": uri, "version": version + 2}, "contentChanges": [{"text": edited}]}})
            arrived, _ = client.wait(lambda m: m.get("method") == "textDocument/publishDiagnostics" and m["params"]["uri"] == uri)
            change_ms.append((arrived - sent) * 1000)
        # Back to the file's own text, then completions in it: a row type's value and a key path's.
        client.send({"method": "textDocument/didChange", "params": {
            "textDocument": {"uri": uri, "version": edits + 2}, "contentChanges": [{"text": text}]}})
        row_type = text.index("CDLTableRowType") + len("CDLTableRow")
        key_path = text.index("<string>", text.index("attributeKeyPath")) + len("<string>") + 2
        positions = [offset_position(text, row_type), offset_position(text, key_path)]
        completion_ms = []
        for request in range(completions):
            sent = client.send({"id": 100 + request, "method": "textDocument/completion", "params": {
                "textDocument": {"uri": uri}, "position": positions[request % 2]}})
            arrived, answer = client.wait(lambda m: m.get("id") == 100 + request)
            if "error" in answer:
                raise RuntimeError(f"completion failed: {answer['error']}")
            completion_ms.append((arrived - sent) * 1000)
        peak = client.peak_mib()
        client.close()
    finally:
        if client.process.poll() is None:
            client.process.kill()
        os.remove(project_file)
    return {
        "file": name,
        "load_s": loaded - started,
        "change_ms": {"p50": statistics.median(change_ms), "p95": percentile(change_ms, 0.95), "max": max(change_ms), "count": len(change_ms)},
        "completion_ms": {"p50": statistics.median(completion_ms), "p95": percentile(completion_ms, 0.95),
                          "max": max(completion_ms), "count": len(completion_ms)},
        "change_ms_all": change_ms,
        "completion_ms_all": completion_ms,
        "peak_mib": peak,
    }


if __name__ == "__main__":
    import sys
    print(json.dumps(measure(sys.argv[1], sys.argv[2]), indent=2))
