"""Czech and English message catalogs.

Messages are ``str.format`` templates registered under a namespace (``kernel``
or a game id) and looked up as ``"namespace.key"``. Formatting is lazy: events
store a key and parameters, and text is produced only when someone reads it.
A parameter given as ``{"cs": ..., "en": ...}`` is itself localised; one made by
``message(key, **params)`` is itself a message, formatted in the reader's language
when its event is read (a list of them reads as a comma-separated list:
"tower 20 → 12, wall 10 → 0").
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Final

LANGS: Final[tuple[str, ...]] = ("cs", "en")
DEFAULT_LANG: Final = "en"

_CATALOG: Final[dict[str, dict[str, str]]] = {lang: {} for lang in LANGS}


def register_messages(namespace: str, messages: Mapping[str, Mapping[str, str]]) -> None:
    """Add ``{lang: {key: template}}`` under ``namespace``; both languages required."""
    keys = {lang: set(messages.get(lang, {})) for lang in LANGS}
    if keys["cs"] != keys["en"]:
        missing = sorted(keys["cs"] ^ keys["en"])
        raise ValueError(f"messages of {namespace!r} differ between cs and en: {missing}")
    for lang in LANGS:
        for key, template in messages[lang].items():
            _CATALOG[lang][f"{namespace}.{key}"] = template


MESSAGE: Final = "message"
"""The key of a parameter that is itself a message (``message``)."""


def message(key: str, **params: Any) -> dict[str, Any]:
    """A parameter that is itself the message ``key`` with ``params``, JSON-ready and
    formatted lazily in the reader's language: ``{"message": key, "params": params}``."""
    return {MESSAGE: key, "params": params}


def localize(value: Any, lang: str) -> Any:
    """Pick the ``lang`` variant of a ``{"cs": .., "en": ..}`` value, format a ``message``
    in ``lang``, join a list of either; pass others through."""
    if isinstance(value, Mapping):
        if "en" in value and "cs" in value:
            return value.get(lang, value[DEFAULT_LANG])
        if MESSAGE in value:
            return translate(value[MESSAGE], lang, value.get("params"))
        return value
    if isinstance(value, (list, tuple)):
        return ", ".join(str(localize(v, lang)) for v in value)
    return value


def translate(key: str, lang: str = DEFAULT_LANG, params: Mapping[str, Any] | None = None) -> str:
    """Format message ``key`` in ``lang``; unknown keys fall back to the key itself."""
    if lang not in _CATALOG:
        raise ValueError(f"unknown language {lang!r}; expected one of {', '.join(LANGS)}")
    template = _CATALOG[lang].get(key) or _CATALOG[DEFAULT_LANG].get(key)
    values = {k: localize(v, lang) for k, v in (params or {}).items()}
    if template is None:
        inner = " ".join(f"{k}={v}" for k, v in values.items())
        return f"{key} {inner}".rstrip()
    return template.format(**values)


def has_message(key: str) -> bool:
    return key in _CATALOG[DEFAULT_LANG]


register_messages("kernel", {
    "en": {
        "game_over": "the game is over",
        "wrong_seat": "it is seat {current}'s decision, not seat {seat}'s",
        "unknown_kind": "unknown action '{kind}'; possible now: {kinds}",
        "not_legal": "'{action}' is not legal now",
        "no_actions": "there is no decision to make",
        "unknown_game": "unknown game '{game}'; known: {known}",
        "seed_range": "{game}: a seed is a whole number from 0 to 2^64 − 1",
        "bad_seat": "a seat is a whole number, not {seat}",
        "not_an_action": "{value} is not an Action",
    },
    "cs": {
        "game_over": "hra skončila",
        "wrong_seat": "rozhoduje hráč {current}, ne hráč {seat}",
        "unknown_kind": "neznámá akce '{kind}'; teď lze: {kinds}",
        "not_legal": "'{action}' teď nelze zahrát",
        "no_actions": "není co rozhodnout",
        "unknown_game": "neznámá hra '{game}'; známé: {known}",
        "seed_range": "{game}: semínko je celé číslo od 0 do 2^64 − 1",
        "bad_seat": "hráč se udává celým číslem, ne {seat}",
        "not_an_action": "{value} není akce (Action)",
    },
})
