"""Card data in TOML, validated against a game's pydantic schema.

A card file holds an array of tables (``[[card]]``), each with an ``id``.
Any problem is reported as one ``CardDataError`` naming the file, the line,
the card id and the field.
"""

from __future__ import annotations

import re
import sys
import tomllib
from collections.abc import Callable
from pathlib import Path
from typing import Any, TypeVar

from pydantic import ConfigDict, ValidationError
from pydantic.main import BaseModel  # not `from pydantic`: mypyc needs the defining module

from cardtable.kernel.errors import CardDataError

M = TypeVar("M", bound=BaseModel)

MAX_NESTING = 24
"""The deepest nesting of tables and lists inside one record (a card): deeper data is a
``CardDataError``, not a ``RecursionError`` from the schema's validation."""


def nesting(value: Any) -> int:
    """How deeply tables and lists nest in ``value`` (a scalar: 0), without recursion."""
    deepest = 0
    stack: list[tuple[Any, int]] = [(value, 0)]
    while stack:
        item, depth = stack.pop()
        if isinstance(item, dict):
            children: Any = item.values()
        elif isinstance(item, list):
            children = item
        else:
            continue
        deepest = max(deepest, depth + 1)
        stack.extend((child, depth + 1) for child in children)
    return deepest


def intern_strings(data: dict[str, Any]) -> dict[str, Any]:
    """``data`` (parsed TOML) with every string, key or value, interned (in place; also
    returned). A card's id read from a deck list is then the very object that keys the
    catalogue's tables, and a lookup by it is an identity check, not a comparison of the
    two strings' characters (a rule looks a card up by its id many times a step)."""
    stack: list[Any] = [data]
    while stack:
        item = stack.pop()
        if isinstance(item, dict):
            pairs = [(sys.intern(k) if isinstance(k, str) else k, v) for k, v in item.items()]
            item.clear()
            for k, v in pairs:
                item[k] = sys.intern(v) if isinstance(v, str) else v
                if isinstance(v, (dict, list)):
                    stack.append(v)
        else:  # a list
            for i, v in enumerate(item):
                if isinstance(v, str):
                    item[i] = sys.intern(v)
                elif isinstance(v, (dict, list)):
                    stack.append(v)
    return data


class CardModel(BaseModel):
    """Base of card schemas: unknown fields are errors, records are frozen."""

    model_config = ConfigDict(extra="forbid", frozen=True)


class Localized(CardModel):
    """A text in both languages."""

    cs: str
    en: str

    def get(self, lang: str) -> str:
        return self.cs if lang == "cs" else self.en

    def as_dict(self) -> dict[str, str]:
        return {"cs": self.cs, "en": self.en}


def _line_of(text: str, card_id: str, nth: int = 0) -> int | None:
    """The line of the ``nth`` (0-based) ``id = "card_id"`` in ``text``."""
    pattern = re.compile(r'^\s*id\s*=\s*["\']' + re.escape(card_id) + r'["\']', re.M)
    matches = list(pattern.finditer(text))
    if not matches:
        return None
    match = matches[min(nth, len(matches) - 1)]
    return text.count("\n", 0, match.start()) + 1


def read_toml(path: Path) -> tuple[dict[str, Any], str]:
    """Parse a TOML file; ``CardDataError`` with the line on a syntax error."""
    try:
        text = path.read_text(encoding="utf-8")
    except OSError as exc:
        raise CardDataError(str(path), None, None, f"cannot read: {exc.strerror}") from None
    try:
        return intern_strings(tomllib.loads(text)), text
    except tomllib.TOMLDecodeError as exc:
        raise CardDataError(str(path), None, None, f"not valid TOML: {exc}") from None
    except RecursionError:
        raise CardDataError(str(path), None, None, "tables or lists nested too deeply "
                            f"(at most {MAX_NESTING} levels)") from None


def _message(error: Any) -> str:
    """A pydantic error as one sentence; an unknown tag of a tagged union (an op name)
    says which names are known."""
    ctx = error.get("ctx") or {}
    if error.get("type") == "union_tag_invalid":
        return (f"unknown operation {ctx.get('tag')!r}; known: "
                f"{str(ctx.get('expected_tags', '')).replace(chr(39), '')}")
    return str(error["msg"])


def load_records(path: str | Path, table: str, schema: type[M],
                 check: Callable[[M], str | None] | None = None) -> dict[str, M]:
    """Load ``[[table]]`` entries of ``path`` into ``schema`` instances by id.

    ``check`` may add a cross-field rule: it returns an error message or None.
    """
    path = Path(path)
    data, text = read_toml(path)
    return parse_records(str(path), data, text, table, schema, check)


TEXT_ORIGIN = "<cards text>"
"""The file name errors give for cards passed as TOML text."""


def read_source(source: str | Path) -> tuple[str, dict[str, Any], str]:
    """A card source: a file path, or TOML text (a string holding a newline or a
    ``[[`` table). Returns (origin for errors, parsed data, text)."""
    if isinstance(source, Path) or ("\n" not in source and "[[" not in source):
        data, text = read_toml(Path(source))
        return str(source), data, text
    try:
        return TEXT_ORIGIN, intern_strings(tomllib.loads(source)), source
    except tomllib.TOMLDecodeError as exc:
        raise CardDataError(TEXT_ORIGIN, None, None, f"not valid TOML: {exc}") from None
    except RecursionError:
        raise CardDataError(TEXT_ORIGIN, None, None, "tables or lists nested too deeply "
                            f"(at most {MAX_NESTING} levels)") from None


def parse_records(origin: str, data: dict[str, Any], text: str, table: str, schema: type[M],
                  check: Callable[[M], str | None] | None = None,
                  optional: bool = False) -> dict[str, M]:
    """The ``[[table]]`` entries of parsed TOML ``data`` as ``schema`` instances by id
    (``optional``: a missing table is no entries); errors name ``origin``."""
    path = origin
    if optional and table not in data:
        return {}
    entries = data.get(table)
    if not isinstance(entries, list):
        raise CardDataError(str(path), None, table, f"expected an array of [[{table}]] tables")
    out: dict[str, M] = {}
    for n, entry in enumerate(entries):
        card_id = entry.get("id") if isinstance(entry, dict) else None
        label = card_id if isinstance(card_id, str) else f"#{n + 1}"
        # a duplicate is reported at its own (second) occurrence
        line = (_line_of(text, card_id, 1 if card_id in out else 0)
                if isinstance(card_id, str) else None)
        if not isinstance(card_id, str) or not re.fullmatch(r"[a-z][a-z0-9_]*", card_id):
            raise CardDataError(str(path), label, "id",
                                "needs an id of lowercase letters, digits and _", line)
        if card_id in out:
            raise CardDataError(str(path), card_id, "id", "duplicate id", line)
        for field, value in entry.items():
            if nesting(value) > MAX_NESTING - 1:
                raise CardDataError(str(path), card_id, str(field), "nested too deeply (at "
                                    f"most {MAX_NESTING} levels of tables and lists)", line)
        try:
            record = schema.model_validate(entry)
        except ValidationError as exc:
            first = exc.errors()[0]
            where = ".".join(str(p) for p in first["loc"]) or None
            raise CardDataError(str(path), card_id, where, _message(first), line) from None
        if check is not None:
            problem = check(record)
            if problem is not None:
                field, _, message = problem.partition(": ")
                raise CardDataError(str(path), card_id, field or None, message or problem, line)
        out[card_id] = record
    return out
