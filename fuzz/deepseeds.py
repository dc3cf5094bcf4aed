#!/usr/bin/env python3
"""Writes the deeply nested seeds that cannot use fuzz_cli's and fuzz_request's "<<N*TEXT>>"
repeat: fuzz_journal reads its input as a journal file, byte for byte.

    fuzz/deepseeds.py     # rewrites fuzz/corpus/fuzz_journal/nlb-nested-100000.jsonl

The journal is a header and one note whose data holds an array nested 100,000 levels deep (about
200 KB): every reader and every error path that walks an event's data recursively (a dump, a
comparison, a copy) meets it on its second line.
"""
import json
import pathlib

DEPTH = 100_000
here = pathlib.Path(__file__).resolve().parent
header = {"format": "umpire-journal", "version": 1, "ruleset": "nlb", "title": "nested 100,000 deep",
          "created": "2024-06-18T09:00:00.000Z"}
# The event without its nested value, which json.dumps would recurse into.
event = '{"seq":1,"time":"2024-06-18T09:00:01.000Z","kind":"note","data":{"text":"deep","more":%s}}'
line = event % ("[" * DEPTH + "]" * DEPTH)
out = here / "corpus" / "fuzz_journal" / "nlb-nested-100000.jsonl"
out.write_text(json.dumps(header, separators=(",", ":")) + "\n" + line + "\n")
print(f"{out}: {out.stat().st_size} bytes")
