#!/usr/bin/env python3
"""Checks and extracts the code blocks of Docs/C-API.md that Tests/CAPI/run.sh tests.

Usage: doc_blocks.py C-API.md flexlayout.h WORK_DIR
Fails unless the page's copy of the header (after <!-- c-api-header -->) is the header byte for byte; writes
the example (after <!-- c-api-example -->) to WORK_DIR/example.c and its expected output (after
<!-- c-api-example-output -->) to WORK_DIR/example-expected.txt.
"""
import sys


def block(document, marker, language):
    """The body of the first ```language fence after marker, ending with a newline."""
    fence = "```" + language + "\n"
    start = document.index(fence, document.index(marker)) + len(fence)
    return document[start:document.index("\n```\n", start) + 1]


def main():
    if len(sys.argv) != 4:
        sys.exit(__doc__)
    with open(sys.argv[1], encoding="utf-8") as file:
        document = file.read()
    with open(sys.argv[2], encoding="utf-8") as file:
        header = file.read()
    if block(document, "<!-- c-api-header -->", "c") != header:
        sys.exit("error: the header in %s differs from %s" % (sys.argv[1], sys.argv[2]))
    with open(sys.argv[3] + "/example.c", "w", encoding="utf-8") as file:
        file.write(block(document, "<!-- c-api-example -->", "c"))
    with open(sys.argv[3] + "/example-expected.txt", "w", encoding="utf-8") as file:
        file.write(block(document, "<!-- c-api-example-output -->", "text"))


if __name__ == "__main__":
    main()
