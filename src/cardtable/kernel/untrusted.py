"""Text that came from outside (a file, a socket, a typed line) made safe to show.

``clean`` removes control characters (C0 and C1, newlines and ESC included, and
DEL), so a seat name or an action's text read from a record cannot print fake
lines or retitle the terminal. ``short`` quotes a value in at most ``limit``
characters, so a 5 MB input does not make a 10 MB error line.
"""

from __future__ import annotations

import unicodedata
from typing import Final

QUOTE_LIMIT: Final = 120
"""The longest quoted input in a message (characters, before the ellipsis)."""


def _is_control(char: str) -> bool:
    code = ord(char)
    return code < 0x20 or 0x7F <= code <= 0x9F or unicodedata.category(char) in ("Cc", "Cs")


def clean(text: str) -> str:
    """``text`` without control characters (C0, DEL, C1; newlines and ESC as well)."""
    if text.isprintable():
        return text
    return "".join(char for char in text if not _is_control(char))


def shorten(text: str, limit: int = QUOTE_LIMIT) -> str:
    """``text`` cut to ``limit`` characters with an ellipsis when longer."""
    return text if len(text) <= limit else text[:limit] + "…"


def short(value: object, limit: int = QUOTE_LIMIT) -> str:
    """``value`` as a clean line of at most ``limit`` characters: an exception's message,
    any other value's ``repr`` (untrusted input may be huge or hold escape codes)."""
    if isinstance(value, BaseException):
        text = str(value)
    elif isinstance(value, int) and not isinstance(value, bool) and value.bit_length() > 1000:
        text = "a number of more than 300 digits"  # repr would raise past 4,300 digits
    elif isinstance(value, str):
        text = repr(value[:limit + 1])  # a huge text is cut before it is copied
    else:
        try:
            text = repr(value)
        except (RecursionError, ValueError):  # deep nesting, or a huge number inside
            text = "a value too deep or too long to show"
    return shorten(clean(text), limit)
