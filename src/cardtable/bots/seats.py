"""The text of a seat as the terminal's ``--seat`` and the server's ``seats`` both take it:
``kind[:param=value]...[:name=Display name]`` (``human``, ``greedy``,
``ismcts:iterations=200:name=Bo``). One reading of it for both front ends; each then
checks the parts by its own rules."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class SeatText:
    """A seat's text taken apart."""

    kind: str
    """The first part, lower-cased: ``human`` or a bot's name."""
    params: tuple[str, ...]
    """The other parts but ``name=``, stripped, as typed (a bot's ``key=value``)."""
    name: str | None
    """The display name given with ``name=`` (in any position after the kind), as typed
    but stripped; ``None`` without one."""


def read_seat(text: str) -> SeatText:
    """``"ISMCTS:name=Bo:iterations=9"`` -> ``SeatText("ismcts", ("iterations=9",), "Bo")``."""
    kind, *parts = [part.strip() for part in text.strip().split(":")]
    name: str | None = None
    params: list[str] = []
    for part in parts:
        key, sep, value = part.partition("=")
        if sep and key.strip().lower() == "name":
            name = value.strip()
        else:
            params.append(part)
    return SeatText(kind.lower(), tuple(params), name)
