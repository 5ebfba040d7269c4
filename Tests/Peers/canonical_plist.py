#!/usr/bin/env python3
"""Reads property lists with peer implementations and prints each value in a canonical typed JSON form,
for cdlgen's differential tests (Tests/PlistLoaderTests/PeerComparisonTests.swift). Standard library only.

  canonical_plist.py read [--via-plutil PLUTIL] FILE...   one JSON array: {"file", "value"} or {"file", "error"}
  canonical_plist.py to-binary IN OUT                      IN (XML) rewritten as a binary plist by plistlib

Readers: XML and binary files with plistlib, JSON files with the json module (plistlib has no JSON reader),
OpenStep files with none (plistlib cannot read them: "error" says so). With --via-plutil, each file is first
converted by `plutil -convert binary1`, so the value is the one plutil read; plistlib only carries it back
(a binary plist holds every value exactly, unlike plutil's JSON or XML output).

Canonical form, chosen so both sides can write it exactly:
  {"string": s}  {"bool": b}  {"int": "<decimal>"}  {"real": "<16 hex digits of the IEEE 754 bits>"}
  {"date": "<microseconds since 1970, decimal>"}  {"data": "<base64>"}  {"array": [...]}
  {"dict": [[key, value], ...]}  keys in the order of their first appearance, the last value of a key
A UID reads as {"dict": [["CF$UID", {"int": n}]]}, as plutil writes it in XML; cdlgen compares its UIDs in this form.
"""
import base64, datetime, json, os, plistlib, struct, subprocess, sys, tempfile

EPOCH = datetime.datetime(1970, 1, 1)


def canonical(value):
    # bool before int: in Python a bool is an int.
    if isinstance(value, bool):
        return {"bool": value}
    if isinstance(value, int):
        return {"int": str(value)}
    if isinstance(value, float):
        return {"real": struct.pack(">d", value).hex()}
    if isinstance(value, str):
        return {"string": value}
    if isinstance(value, (bytes, bytearray)):
        return {"data": base64.b64encode(value).decode("ascii")}
    if isinstance(value, datetime.datetime):
        delta = value.replace(tzinfo=None) - EPOCH
        return {"date": str((delta.days * 86400 + delta.seconds) * 1_000_000 + delta.microseconds)}
    if isinstance(value, plistlib.UID):
        return {"dict": [["CF$UID", {"int": str(value.data)}]]}
    if isinstance(value, list):
        return {"array": [canonical(element) for element in value]}
    if isinstance(value, dict):
        for key in value:
            if not isinstance(key, str):
                raise TypeError(f"a dictionary key is {type(key).__name__}")
        return {"dict": [[key, canonical(element)] for key, element in value.items()]}
    raise TypeError(f"{type(value).__name__} is not a property-list value")


def decoded_text(data):
    """The text of a JSON or OpenStep file, as cdlgen decodes it: UTF-8 with or without BOM, UTF-16 with BOM."""
    if data.startswith(b"\xff\xfe") or data.startswith(b"\xfe\xff"):
        return data.decode("utf-16")
    return data.decode("utf-8-sig")


def load(path):
    with open(path, "rb") as file:
        data = file.read()
    if data.startswith(b"bplist"):
        return plistlib.loads(data, fmt=plistlib.FMT_BINARY)
    text = decoded_text(data)
    if text.lstrip(" \t\r\n").startswith("<"):
        return plistlib.loads(data, fmt=plistlib.FMT_XML)
    try:
        return json.loads(text)
    except json.JSONDecodeError:
        if path.endswith(".json"):
            raise
        raise NotImplementedError("OpenStep: neither plistlib nor json reads it")


def load_via_plutil(path, plutil, folder):
    output = os.path.join(folder, "converted.plist")
    result = subprocess.run([plutil, "-convert", "binary1", "-o", output, path], capture_output=True, text=True)
    if result.returncode != 0:
        raise RuntimeError("plutil: " + (result.stderr or result.stdout).strip())
    with open(output, "rb") as file:
        return plistlib.load(file, fmt=plistlib.FMT_BINARY)


def read(arguments):
    plutil = None
    if arguments[:1] == ["--via-plutil"]:
        plutil, arguments = arguments[1], arguments[2:]
    results = []
    with tempfile.TemporaryDirectory() as folder:
        for path in arguments:
            try:
                value = load_via_plutil(path, plutil, folder) if plutil else load(path)
                results.append({"file": path, "value": canonical(value)})
            except Exception as error:  # Every failure is a result: the test decides which are expected.
                results.append({"file": path, "error": f"{type(error).__name__}: {error}"})
    json.dump(results, sys.stdout)


def to_binary(source, destination):
    with open(source, "rb") as file:
        value = plistlib.load(file)
    with open(destination, "wb") as file:
        plistlib.dump(value, file, fmt=plistlib.FMT_BINARY, sort_keys=False)


if __name__ == "__main__":
    command, rest = sys.argv[1], sys.argv[2:]
    if command == "read":
        read(rest)
    elif command == "to-binary" and len(rest) == 2:
        to_binary(*rest)
    else:
        sys.exit(__doc__)
