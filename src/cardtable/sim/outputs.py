"""Output paths are checked before the work (issue 16, item 7).

``check_file`` (a record, a JSONL file) and ``check_folder`` (a report's folder) refuse a
path that cannot be written, with one ``OptionError`` whose reason is catalogued in cs
and en, so a long simulation or a whole game is never played only to fail at the end.
They try the write itself (creating and removing a probe), so a read-only file system
is caught as well as missing rights.
"""

from __future__ import annotations

import os
import tempfile
from pathlib import Path

from cardtable.kernel.errors import OptionError, Refusal
from cardtable.kernel.i18n import register_messages
from cardtable.kernel.untrusted import clean, shorten

NAMESPACE = "outputs"


def _shown(path: Path) -> str:
    return shorten(clean(str(path)), 200)


def _refuse(key: str, path: Path, **params: str) -> OptionError:
    return OptionError(Refusal(f"{NAMESPACE}.{key}", {"path": _shown(path), **params}))


def _reason(exc: OSError) -> str:
    return exc.strerror or type(exc).__name__


def check_file(path: str | Path) -> None:
    """``OptionError`` unless a file can be written at ``path`` (an existing file is left as
    it is: opened for appending and closed; a new one is created and removed again)."""
    target = Path(path)
    if target.is_dir():
        raise _refuse("is_folder", target)
    folder = target.parent
    if not folder.is_dir():
        raise _refuse("no_folder", target, folder=_shown(folder))
    try:
        if target.exists():
            with target.open("a", encoding="utf-8"):
                pass
        else:
            with target.open("x", encoding="utf-8"):
                pass
            target.unlink()
    except OSError as exc:
        raise _refuse("not_writable", target, reason=_reason(exc)) from None


def check_folder(path: str | Path) -> None:
    """``OptionError`` unless files can be written into the folder ``path``; a missing
    folder is created (with its parents)."""
    target = Path(path)
    if target.exists() and not target.is_dir():
        raise _refuse("not_a_folder", target)
    try:
        target.mkdir(parents=True, exist_ok=True)
        handle, probe = tempfile.mkstemp(dir=target, prefix=".cardtable-probe-")
        os.close(handle)
        os.unlink(probe)
    except OSError as exc:
        raise _refuse("not_writable", target, reason=_reason(exc)) from None


register_messages(NAMESPACE, {
    "en": {
        "is_folder": "cannot write to {path}: it is a folder",
        "no_folder": "cannot write to {path}: folder {folder} does not exist",
        "not_a_folder": "cannot write into {path}: it is not a folder",
        "not_writable": "cannot write to {path}: {reason}",
    },
    "cs": {
        "is_folder": "do {path} nelze zapisovat: je to složka",
        "no_folder": "do {path} nelze zapisovat: složka {folder} neexistuje",
        "not_a_folder": "do {path} nelze zapisovat: není to složka",
        "not_writable": "do {path} nelze zapisovat: {reason}",
    },
})
