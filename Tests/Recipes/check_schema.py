#!/usr/bin/env python3
"""Validates JSON documents against cdlgen's JSON Schema with the jsonschema package, for SchemaTests.

Usage: check_schema.py SCHEMA CASES OUT
CASES is {"cases": [{"name": ..., "text": ...}]}; each text is parsed as its own JSON document, as an
editor would read the file. OUT receives {"draft": ..., "results": {name: [error, ...]}}: an empty
list means the schema accepts the document. The schema itself is first checked against its meta-schema.
"""
import json
import sys

import jsonschema


def main():
    schema_path, cases_path, out_path = sys.argv[1:4]
    with open(schema_path, encoding="utf-8") as f:
        schema = json.load(f)
    validator_class = jsonschema.validators.validator_for(schema)
    validator_class.check_schema(schema)
    validator = validator_class(schema)
    with open(cases_path, encoding="utf-8") as f:
        cases = json.load(f)["cases"]
    results = {}
    for case in cases:
        document = json.loads(case["text"])
        errors = sorted(validator.iter_errors(document), key=lambda e: list(map(str, e.absolute_path)))
        results[case["name"]] = ["/" + "/".join(map(str, e.absolute_path)) + ": " + e.message for e in errors]
    with open(out_path, "w", encoding="utf-8") as f:
        json.dump({"draft": validator_class.__name__, "results": results}, f)


if __name__ == "__main__":
    main()
