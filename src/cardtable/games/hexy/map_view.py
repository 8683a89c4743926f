"""The map of an observation as plain data, for front ends that draw it (the browser).

An observation names its map by id only (``observation["map"]``); the map itself is
public game data (HX-DEC-10), the same for every seat. ``map_view`` gives each cell's
axial coordinates (``q``, ``r``, in cell-index order: sorted by r, then q, the index
actions and board cards name a cell by), which seat's Flag stands on it, whether it
is the Center, and the map's name in cs and en. Nothing here reads a state.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from cardtable.games.hexy.maps import hexy_map


def map_view(observation: Mapping[str, Any]) -> dict[str, Any]:
    """``{"id", "name": {"cs", "en"}, "cells": [{"q", "r", "flag", "center"}]}`` of the
    map ``observation`` is played on (``flag``: the seat whose Flag is there, or
    ``None``)."""
    hmap = hexy_map(str(observation["map"]))
    return {"id": hmap.id, "name": dict(hmap.names),
            "cells": [{"q": cell.q, "r": cell.r,
                       "flag": hmap.flags.index(i) if i in hmap.flags else None,
                       "center": i == hmap.center}
                      for i, cell in enumerate(hmap.cells)]}
