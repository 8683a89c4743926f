"""The generic terminal renderer: an observation as indented text.

Games register their own renderer through ``Game.render``; this fallback
shows any JSON-ready observation readably.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Final

from cardtable.kernel.i18n import localize

_SKIP: Final = {"game", "returns"}


def _lines(value: Any, lang: str, indent: int, out: list[str], key: str) -> None:
    pad = "  " * indent
    label = f"{key}: " if key else ""
    value = localize(value, lang) if isinstance(value, Mapping) and "en" in value else value
    if isinstance(value, Mapping):
        out.append(f"{pad}{label}".rstrip())
        for k, v in value.items():
            _lines(v, lang, indent + 1, out, str(k))
    elif isinstance(value, (list, tuple)) and any(isinstance(v, (Mapping, list)) for v in value):
        out.append(f"{pad}{label}".rstrip())
        for i, v in enumerate(value):
            _lines(v, lang, indent + 1, out, f"[{i}]")
    elif isinstance(value, (list, tuple)):
        out.append(f"{pad}{label}[{', '.join(str(v) for v in value)}]")
    else:
        out.append(f"{pad}{label}{value}")


def render_generic(observation: Mapping[str, Any], lang: str) -> str:
    out: list[str] = []
    for key, value in observation.items():
        if key not in _SKIP:
            _lines(value, lang, 0, out, key)
    return "\n".join(out)
