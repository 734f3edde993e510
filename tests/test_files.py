"""Reading only regular files, walking folders with symlink loops, writing atomically (mtgrules.files)."""
from __future__ import annotations

import errno
import os
import stat

import pytest

from mtgrules import files
from mtgrules.compiler.diagnostics import DiagnosticError
from mtgrules.files import WriteError, find_files, read_text, write_files


def _message(path) -> str:
    with pytest.raises(DiagnosticError) as e:
        read_text(path)
    return e.value.diagnostics[0].message


def test_a_fifo_is_refused_without_blocking(tmp_path):
    fifo = tmp_path / "x.md"
    os.mkfifo(fifo)
    assert "not a regular file" in _message(fifo)


def test_a_symlink_to_a_device_is_refused(tmp_path):
    link = tmp_path / "zero.md"
    link.symlink_to("/dev/zero")
    assert "not a regular file" in _message(link)


def test_a_symlink_loop_is_named(tmp_path):
    a, b = tmp_path / "a.md", tmp_path / "b.md"
    a.symlink_to(b)
    b.symlink_to(a)
    assert "symlink loop" in _message(a)


def test_an_oversized_file_is_refused(tmp_path, monkeypatch):
    monkeypatch.setattr(files, "MAX_TEXT_BYTES", 10)
    big = tmp_path / "big.md"
    big.write_text("x" * 11)
    with pytest.raises(DiagnosticError) as e:
        read_text(big, limit=10)
    assert "too large" in e.value.diagnostics[0].message


def test_find_files_survives_folder_loops_and_lists_fifos(tmp_path):
    (tmp_path / "a").mkdir()
    (tmp_path / "a" / "card.md").write_text("# X\n")
    (tmp_path / "a" / "up").symlink_to(tmp_path, target_is_directory=True)   # a loop
    (tmp_path / "self").symlink_to(tmp_path / "self")                      # a looping link
    os.mkfifo(tmp_path / "fifo.md")
    got = [p.relative_to(tmp_path).as_posix() for p in find_files(tmp_path, ".md")]
    assert got == ["a/card.md", "fifo.md"]


def test_write_files_stages_everything_before_replacing(tmp_path):
    a, b = tmp_path / "a.md", tmp_path / "b.md"
    a.write_text("old a")
    b.write_text("old b")
    b.chmod(stat.S_IRUSR)                     # read-only: the editor said "don't touch"
    with pytest.raises(WriteError) as e:
        write_files([(a, "new a"), (b, "new b")])
    assert "read-only" in str(e.value) and "no file was changed" in str(e.value)
    assert a.read_text() == "old a" and b.read_text() == "old b"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["a.md", "b.md"]    # no temporary left


def test_a_full_disk_leaves_the_old_file(tmp_path, monkeypatch):
    a = tmp_path / "a.md"
    a.write_text("old")

    def full(fd):
        raise OSError(errno.ENOSPC, "No space left on device")
    monkeypatch.setattr(os, "fsync", full)
    with pytest.raises(WriteError) as e:
        write_files([(a, "new")])
    assert "No space left" in str(e.value)
    assert a.read_text() == "old" and [p.name for p in tmp_path.iterdir()] == ["a.md"]


def test_write_keeps_the_file_mode(tmp_path):
    a = tmp_path / "a.md"
    a.write_text("old")
    a.chmod(0o640)
    write_files([(a, "new")])
    assert a.read_text() == "new" and stat.S_IMODE(a.stat().st_mode) == 0o640


def test_files_are_synced_unless_the_output_is_made_again_from_sources(tmp_path, monkeypatch):
    from mtgrules import files
    synced = []
    real = os.fsync
    monkeypatch.setattr(files.os, "fsync", lambda fd: synced.append(fd) or real(fd))
    files.write_files([(tmp_path / "a.txt", "a"), (tmp_path / "b.txt", "b")])
    assert len(synced) == 2
    files.write_files([(tmp_path / "a.txt", "A"), (tmp_path / "c.txt", "c")], durable=False)
    assert len(synced) == 2
    assert (tmp_path / "a.txt").read_text() == "A" and (tmp_path / "c.txt").read_text() == "c"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["a.txt", "b.txt", "c.txt"]      # no temporary file left
