#!/usr/bin/env python3
"""Reads a GitHub Actions workflow with PyYAML and prints what GitHubActionsRecipeTests checks, as JSON:
the triggers, each job's permissions, the actions each step uses with their inputs, and every cdlgen
command line in the `run:` scripts, split as the shell splits it, with the file its output goes to.

Usage: workflow_facts.py WORKFLOW
"""
import json
import shlex
import sys

import yaml

OPERATORS = {">", ">>", "|", "||", "&&", ";", "&", "<"}


def cdlgen_commands(script):
    """Each line of a run: script that starts with cdlgen, as argv plus where > sends its output."""
    commands = []
    for line in script.splitlines():
        if not line.strip().startswith("cdlgen "):
            continue
        lexer = shlex.shlex(line, posix=True, punctuation_chars=True)
        lexer.whitespace_split = True
        tokens = list(lexer)
        end = next((i for i, token in enumerate(tokens) if token in OPERATORS), len(tokens))
        stdout = tokens[end + 1] if end + 1 < len(tokens) and tokens[end] in (">", ">>") else None
        commands.append({"argv": tokens[1:end], "stdout": stdout, "line": line.strip()})
    return commands


def main():
    with open(sys.argv[1], encoding="utf-8") as f:
        workflow = yaml.safe_load(f)
    # YAML 1.1 reads the bare key `on` as the boolean true.
    triggers = workflow.get("on", workflow.get(True))
    facts = {"name": workflow.get("name"), "on": sorted(triggers) if isinstance(triggers, dict) else triggers, "jobs": {}}
    for job_name, job in workflow["jobs"].items():
        steps = []
        for step in job.get("steps", []):
            steps.append({
                "name": step.get("name"),
                "id": step.get("id"),
                "uses": step.get("uses"),
                "with": step.get("with", {}),
                "if": step.get("if"),
                "commands": cdlgen_commands(step.get("run", "")),
            })
        facts["jobs"][job_name] = {"permissions": job.get("permissions", {}), "runsOn": job.get("runs-on"), "steps": steps}
    json.dump(facts, sys.stdout)


if __name__ == "__main__":
    main()
