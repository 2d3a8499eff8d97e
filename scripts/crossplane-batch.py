#!/usr/bin/env python3
"""Parses many nginx files with crossplane in one process; prints one JSON array.

Reads file paths, one per line, on standard input. Each file is parsed on its own
(--single-file: includes are not followed) with comments kept. Context checks are off
because a lone snippet's context is unknown; argument checks stay on, so crossplane's
analyzer still reports a block directive without "{" and a plain one without ";".
"""
import json
import sys

import crossplane


def main():
    out = []
    for path in (line.rstrip("\n") for line in sys.stdin):
        if not path:
            continue
        try:
            payload = crossplane.parse(
                path,
                single=True,
                comments=True,
                catch_errors=True,
                check_ctx=False,
                check_args=True,
            )
            config = payload["config"][0]
            out.append({
                "file": path,
                "status": config["status"],
                "errors": config["errors"],
                "parsed": config["parsed"],
            })
        except Exception as e:  # crossplane itself failed: report, never stop the batch
            out.append({"file": path, "status": "crashed", "errors": [{"error": repr(e), "line": None}], "parsed": []})
    json.dump(out, sys.stdout)


if __name__ == "__main__":
    main()
