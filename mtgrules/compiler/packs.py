"""Packs: many entries of the compile cache in one file.

A cache entry is a file of its own (see `build.Cache`), and creating a file is the dearest thing a
cold compile does on some machines: on the 2-core machine the benchmarks run on, half a millisecond
of system time each, so that 30,000 cards spent 15 to 20 seconds making their 30,000 files (the
compiling itself takes 7). Entries made together in bulk (a worker's share of a cold compile, see
`Cache.packing`) are therefore written as one pack: one file per few hundred entries.

A pack is

    # mtgrules-pack 1 COUNT SIZE            its header line;
    NAME LENGTH                             COUNT lines, SIZE bytes in all: its table of contents;
    ENTRY ...                               the entries, in that order, each byte for byte what an
                                            entry's own file would hold (its header with its name
                                            and the hash of its content, then the content).

Nothing in a pack is trusted more than an entry's own file: each entry read from one is verified by
its header as `Cache.get` verifies any entry (so a table of contents that points one entry off
finds a header of another name, or no header, and the entry is damaged). A pack whose table of
contents is malformed is not used at all. An entry's own file, when there is one, comes before
the same entry in a pack: an entry found damaged in a pack is made again as a file of its own.
"""
from __future__ import annotations

import itertools
import re

PACK_SUFFIX = ".pack"
HEADER = re.compile(rb"# mtgrules-pack 1 (\d{1,9}) (\d{1,12})\n")
_TOC = re.compile(r"(?:[0-9a-f]{32}\.[a-z]{1,16} [0-9]{1,9}\n)*")      # its lines, each NAME LENGTH
MAX_HEADER = 64


class BadPack(ValueError):
    """A pack whose header or table of contents can't be read."""


def pack_bytes(entries: list[tuple[str, bytes]]) -> bytes:
    """The pack of `entries`: (name, the entry's whole content as its own file would hold it)."""
    toc = "".join(f"{name} {len(data)}\n" for name, data in entries).encode("ascii")
    return b"".join([b"# mtgrules-pack 1 %d %d\n" % (len(entries), len(toc)), toc] + [data for _, data in entries])


def _header_and_toc(f) -> tuple[bytes, int, str]:
    head = f.readline(MAX_HEADER)
    m = HEADER.fullmatch(head)
    if m is None:
        raise BadPack("no valid pack header")
    count, size = int(m.group(1)), int(m.group(2))
    toc = f.read(size)
    if len(toc) != size:
        raise BadPack("its table of contents is cut short")
    try:
        return head, count, toc.decode("ascii")
    except UnicodeDecodeError:
        raise BadPack("its table of contents is not text") from None


def toc_names(path: str) -> list[str]:
    """The names of the entries of the pack at `path`, as its table of contents says, checked no
    further (for a look at what the cache holds: an entry is checked when it is read, read_toc)."""
    with open(path, "rb") as f:
        _, count, text = _header_and_toc(f)
    names = text.split()[0::2]
    if len(names) != count:
        raise BadPack("a malformed table of contents")
    return names


def read_toc(path: str) -> dict[str, tuple[int, int]]:
    """Name -> (offset, length) of each entry of the pack at `path`; BadPack if its header or table
    of contents is malformed or points past its end (OSError if it can't be read)."""
    with open(path, "rb") as f:
        head, count, text = _header_and_toc(f)
        end = f.seek(0, 2)
    if text.count("\n") != count or not _TOC.fullmatch(text):     # (one match over all: C speed)
        raise BadPack("a malformed table of contents")
    words = text.split()
    lengths = list(map(int, words[1::2]))
    starts = list(itertools.accumulate(lengths, initial=len(head) + len(text)))
    if starts[-1] != end:
        raise BadPack("its table of contents does not match its size")
    return dict(zip(words[0::2], zip(starts, lengths)))


def read_entry(path: str, offset: int, length: int) -> bytes:
    """The bytes of one entry of a pack (OSError if the pack is gone)."""
    with open(path, "rb") as f:
        f.seek(offset)
        return f.read(length)
