"""The observation tensor layout of each game as Markdown, for ``docs/rl.md``.

``python -m cardtable.adapters.layouts`` prints the tables; a test checks that
``docs/rl.md`` holds them as printed, so the document follows the code.
"""

from __future__ import annotations

from cardtable.kernel import OptionError, load
from cardtable.kernel.registry import BUILTIN


def layout_markdown(game_id: str) -> str:
    """The game's tensor lengths per player count and its sections with default options
    at the default player count."""
    game = load(game_id)
    players, options = game.validate_options(None, {})
    lo, hi = game.player_range(options)
    lengths = []
    for n in range(lo, hi + 1):
        try:
            lengths.append(f"{n} players: {game.observation_shape(n, {})[0]}")
        except OptionError:
            continue
    lines = [f"### {game_id}", "",
             f"Length with default options: {'; '.join(lengths)}. Sections for "
             f"{players} players:", "",
             "| section | offset | size | contents |", "|---|---|---|---|"]
    for name, offset, size, doc in game.tensor_layout(players, options).describe():
        lines.append(f"| `{name}` | {offset} | {size} | {doc} |")
    return "\n".join(lines) + "\n"


def all_layouts() -> str:
    return "\n".join(layout_markdown(game_id) for game_id in BUILTIN)


if __name__ == "__main__":
    print(all_layouts(), end="")
