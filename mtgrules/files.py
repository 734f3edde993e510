"""Reading and writing the files people give us, safely.

Rule, card, scenario, golden and CR files are read only when they are regular files of a sane
size: a FIFO would block forever, `/dev/zero` would read until memory runs out, a symlink loop
would raise deep inside the standard library. Every problem is a positioned Diagnostic at the path.

Every file the tools write (sync, stamp, test --update, compile -o) goes through `write_files`:
each new content is first written to a temporary file in the same folder, and only when all of
them are ready are they moved over the originals with `os.replace` (atomic on POSIX). A full disk,
a read-only file or an interrupted command never leaves a file half-written.
"""
from __future__ import annotations

import errno
import functools
import os
import stat
from pathlib import Path

from .compiler.diagnostics import Diagnostic, DiagnosticError

MAX_TEXT_BYTES = 16 * 1024 * 1024        # no rule, card, scenario or CR file comes near this
MAX_FOLDER_ENTRIES = 200_000             # files and folders visited by one walk


def display_path(p: Path | str) -> str:
    """A path as the user should see it: relative to the current folder when below it."""
    s, cwd = os.fspath(p), os.getcwd()
    if _plain_path(s) and _plain_path(cwd) and os.sep == "/":    # what pathlib would give, without it
        if not s.startswith("/"):
            return s
        if cwd != "/" and s.startswith(cwd) and s[len(cwd):len(cwd) + 1] == "/":
            return s[len(cwd) + 1:]
        return s if s != cwd else "."
    return _display_path(s, cwd)


def _plain_path(s: str) -> bool:
    """A path pathlib leaves as it is: no empty or `.` part, no trailing slash."""
    return bool(s) and s != "." and "//" not in s and "/./" not in s and not s.startswith("./") \
        and not s.endswith(("/", "/."))


@functools.lru_cache(maxsize=1 << 16)
def _display_path(p: str, cwd: str) -> str:       # (a card's path is shown several times per command)
    p = Path(p)
    try:
        return str(p.absolute().relative_to(Path.cwd().absolute()))
    except ValueError:
        return str(p)


def _problem(path: Path, message: str) -> DiagnosticError:
    return DiagnosticError([Diagnostic(display_path(path), 1, 1, message)])


def _os_reason(exc: OSError) -> str:
    if exc.errno == errno.ELOOP:
        return "is a symlink loop"
    if exc.errno in (errno.EACCES, errno.EPERM):
        return "can't be read: permission denied"
    if exc.errno == errno.ENOENT:
        return "no such file"
    return f"can't be read: {exc.strerror or exc}"


def read_bytes(path: Path, limit: int = MAX_TEXT_BYTES) -> bytes:
    """The bytes of a regular file of at most `limit` bytes, else a DiagnosticError at the path."""
    try:
        st = os.stat(path)
    except OSError as exc:
        raise _problem(path, _os_reason(exc)) from None
    if stat.S_ISDIR(st.st_mode):
        raise _problem(path, "is a folder, not a file")
    if not stat.S_ISREG(st.st_mode):
        raise _problem(path, "is not a regular file (a FIFO, device or socket); only regular files are read")
    if st.st_size > limit:
        raise _problem(path, f"is too large ({st.st_size:,} bytes; the limit is {limit:,})")
    try:
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0))
    except OSError as exc:
        raise _problem(path, _os_reason(exc)) from None
    # Read with os.read, not a file object (a fifth of the time, over 30,000 card files); at most
    # limit + 1 bytes, since the file may have grown since stat.
    chunks, size = [], 0
    try:
        while size <= limit:
            chunk = os.read(fd, limit + 1 - size)
            if not chunk:
                break
            chunks.append(chunk)
            size += len(chunk)
    except OSError as exc:
        raise _problem(path, _os_reason(exc)) from None
    finally:
        os.close(fd)
    data = chunks[0] if len(chunks) == 1 else b"".join(chunks)
    if len(data) > limit:
        raise _problem(path, f"is too large (over {limit:,} bytes)")
    return data


def read_text(path: Path, limit: int = MAX_TEXT_BYTES) -> str:
    """Rule, card, scenario, golden and CR files are UTF-8 text (a BOM and any line-ending style
    are accepted; lines come back separated by "\\n"); anything else is a positioned error."""
    data = read_bytes(path, limit)
    if b"\0" in data:
        raise _problem(path, "is a binary file, not UTF-8 text")
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        raise not_utf8(path, data, exc, "is not valid UTF-8 text") from None
    return text.replace("\r\n", "\n").replace("\r", "\n")


def not_utf8(path: Path, data: bytes, exc: UnicodeDecodeError, message: str) -> DiagnosticError:
    """The error for bytes of `path` that aren't UTF-8, at the line and column of the first bad byte."""
    line = data[: exc.start].count(b"\n") + 1
    col = exc.start - (data.rfind(b"\n", 0, exc.start) + 1) + 1
    return DiagnosticError([Diagnostic(display_path(path), line, col, message)])


def find_files(folder: Path, suffix: str) -> list[Path]:
    """Every path under `folder` whose name ends with `suffix`, sorted, regular or not (reading a
    FIFO or device named `x.md` is refused by `read_text`, at its path).

    Symlinked folders are followed once: a folder already visited (a symlink loop, or two links to
    one folder) is not entered again. The walk is bounded by MAX_FOLDER_ENTRIES.
    """
    return [Path(p) for p in find_file_names(folder, suffix)]


def find_file_names(folder: Path | str, suffix: str, folders: list | None = None) -> list[str]:
    """find_files, as strings (`folder` joined with the names below it by `/`): 30,000 card files
    cost a tenth of a second less without a Path each. Each folder listed is added to `folders`
    (if given) with its os.stat taken before it was listed, and each link that leads nowhere (yet)
    with None: creating what it points to changes no folder listed, and may add files."""
    found: list[str] = []
    seen: set[tuple[int, int]] = set()
    todo = [folder]
    visited = 0
    while todo:
        d = todo.pop()
        try:
            st = os.stat(d)
        except OSError as exc:
            if d == folder:
                raise _problem(d, _os_reason(exc)) from None
            continue                       # a dangling or looping link to a folder: nothing to read
        if (st.st_dev, st.st_ino) in seen:
            continue
        seen.add((st.st_dev, st.st_ino))
        if folders is not None:
            folders.append((os.fspath(d), st))
        try:
            entries = sorted(os.scandir(d), key=lambda e: e.name)
        except OSError as exc:
            raise _problem(d, _os_reason(exc)) from None
        for e in entries:
            visited += 1
            if visited > MAX_FOLDER_ENTRIES:
                raise _problem(folder, f"holds more than {MAX_FOLDER_ENTRIES:,} files and folders")
            path = e.path                                # os.path.join(d, e.name)
            try:
                is_dir = e.is_dir()                      # follows symlinks; False for a loop
            except OSError:
                is_dir = False
            if is_dir:
                todo.append(path)
            elif e.name.endswith(suffix):
                found.append(path)
            elif folders is not None and e.is_symlink() and not os.path.exists(path):
                folders.append((path, None))
    plain = isinstance(folder, str) and _plain_path(folder) or isinstance(folder, Path) and _plain_path(str(folder))
    return sorted(found, key=_plain_order if plain and os.sep == "/" else _path_order)


def _plain_order(p: str) -> list[str]:
    return p.split("/")


def _path_order(p: str) -> list[str]:
    """The order of sorted Paths: part by part (`a/b` before `a-b/c`), empty and `.` parts aside."""
    return [x for x in p.split(os.sep) if x and x != "."]


class WriteError(Exception):
    """A file could not be written; nothing was changed (or, for a failure while replacing, the
    message says which files were)."""

    def __init__(self, path: Path, reason: str, replaced: list[Path] | None = None) -> None:
        self.path = path
        self.reason = reason
        self.replaced = replaced or []
        done = f" ({len(self.replaced)} file(s) had already been replaced: " \
               f"{', '.join(display_path(p) for p in self.replaced)})" if self.replaced else " (no file was changed)"
        super().__init__(f"{display_path(path)}: can't write: {reason}{done}")


def _stage(path: Path, data: bytes, durable: bool = True) -> str:
    """Write data to a temporary file beside `path` (same folder, so os.replace is atomic), synced
    to the disk first if `durable`."""
    try:
        st = os.stat(path)
    except FileNotFoundError:
        st = None
    except OSError as exc:
        raise WriteError(path, exc.strerror or str(exc)) from None
    if st is not None:
        if not stat.S_ISREG(st.st_mode):
            raise WriteError(path, "it is not a regular file")
        if not st.st_mode & 0o222:
            raise WriteError(path, "the file is read-only")
    folder = path.parent
    try:
        import tempfile          # (here: 4 ms of every command's start otherwise, and only writing needs it)
        fd, tmp = tempfile.mkstemp(dir=folder, prefix=f".{path.name}.", suffix=".tmp")
    except OSError as exc:
        raise WriteError(path, exc.strerror or str(exc)) from None
    try:
        with os.fdopen(fd, "wb") as f:
            f.write(data)
            if durable:
                f.flush()
                os.fsync(f.fileno())
        os.chmod(tmp, stat.S_IMODE(st.st_mode) if st is not None else 0o666 & ~_umask())
    except OSError as exc:
        _remove(tmp)
        raise WriteError(path, exc.strerror or str(exc)) from None
    return tmp


def _umask() -> int:
    mask = os.umask(0)
    os.umask(mask)
    return mask


def _remove(tmp: str) -> None:
    try:
        os.unlink(tmp)
    except OSError:
        pass


def write_files(changes: list[tuple[Path, str | bytes]], durable: bool = True) -> list[Path]:
    """Write every (path, content) atomically: all new contents are staged first, then moved into
    place. A failure while staging changes nothing and raises WriteError. Returns the paths written.

    Each file is synced to the disk before it replaces the old one, unless not `durable`: for
    output made again from its sources by running the command again (the rules book), where 600
    syncs would be most of the command's time. Either way no reader sees half a file."""
    staged: list[tuple[str, Path]] = []
    try:
        for path, content in changes:
            data = content.encode("utf-8") if isinstance(content, str) else content
            staged.append((_stage(Path(path), data, durable), Path(path)))
    except BaseException:
        for tmp, _ in staged:
            _remove(tmp)
        raise
    replaced: list[Path] = []
    for i, (tmp, path) in enumerate(staged):
        try:
            os.replace(tmp, path)
        except OSError as exc:
            for t, _ in staged[i:]:
                _remove(t)
            raise WriteError(path, exc.strerror or str(exc), replaced) from None
        replaced.append(path)
    return replaced


def write_file(path: Path, content: str | bytes) -> None:
    """One file, atomically (see write_files)."""
    write_files([(path, content)])
