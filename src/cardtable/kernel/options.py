"""``GameOptions``, the base of every game's options model (re-exported by ``kernel.game``).

A module of its own so that the optional mypyc build can leave it as Python:
a class defined in a compiled module is checked by exact type against the
subclasses mypyc knows, and it does not know the games' options models that
stay Python (``ClashOptions``, ``HcOptions``...).
"""

from __future__ import annotations

from pydantic import ConfigDict
from pydantic.main import BaseModel  # not `from pydantic`: mypyc needs the defining module


class GameOptions(BaseModel):
    """Base of every game's options model: unknown options are errors."""

    model_config = ConfigDict(extra="forbid", frozen=True)


class NoOptions(GameOptions):
    """For games without options."""
