"""Optional integrity of saved states and records: a keyed MAC (HMAC-SHA256).

A server that hands out saved states or records and takes them back can refuse an
edited file: with a key (the ``key`` argument, else the ``CARDTABLE_SECRET``
environment variable), ``sign`` adds a ``"mac"`` field over the canonical JSON of
everything else, and loading (``Game.state_from_json``, ``GameRecord.from_json`` and
``load``) requires that field to match. Without a key nothing is signed or checked,
as before.
"""

from __future__ import annotations

import hashlib
import hmac
import json
import os
from collections.abc import Mapping
from typing import Any, Final

ENV_SECRET: Final = "CARDTABLE_SECRET"
MAC_FIELD: Final = "mac"

Key = bytes | str | None


class IntegrityError(ValueError):
    """A file without its MAC, or with one that does not match (callers turn it into their
    own engine error: ``StateError``, ``ReplayError``)."""


def secret(key: Key = None) -> bytes | None:
    """The key to use: ``key`` itself, else ``CARDTABLE_SECRET``, else ``None`` (no MAC)."""
    if key is None:
        key = os.environ.get(ENV_SECRET) or None
    if key is None:
        return None
    return key.encode("utf-8") if isinstance(key, str) else key


def _canonical(data: Mapping[str, Any]) -> bytes:
    body = {k: v for k, v in data.items() if k != MAC_FIELD}
    return json.dumps(body, sort_keys=True, separators=(",", ":"), ensure_ascii=False,
                      allow_nan=True).encode("utf-8")


def mac(data: Mapping[str, Any], key: bytes) -> str:
    """The hex HMAC-SHA256 of ``data`` without its ``mac`` field."""
    return hmac.new(key, _canonical(data), hashlib.sha256).hexdigest()


def sign(data: dict[str, Any], key: Key = None) -> dict[str, Any]:
    """``data`` with its ``mac`` when a key is available (else ``data`` unchanged)."""
    found = secret(key)
    if found is None:
        return data
    return {**data, MAC_FIELD: mac(data, found)}


def verify(data: Mapping[str, Any], key: Key = None) -> None:
    """Nothing when no key is available or the MAC matches; ``IntegrityError`` otherwise."""
    found = secret(key)
    if found is None:
        return
    given = data.get(MAC_FIELD)
    if not isinstance(given, str):
        raise IntegrityError("it is not signed, and a key is set (CARDTABLE_SECRET)")
    try:
        expected = mac(data, found)
    except (TypeError, ValueError) as exc:
        raise IntegrityError("it cannot be signed: not plain JSON") from exc
    if not hmac.compare_digest(given, expected):
        raise IntegrityError("its signature does not match: it was edited or signed with "
                             "another key")
