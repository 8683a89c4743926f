"""Science Duel: a two-player duel of five scientific classes (rules prefix ``SD``)."""

from cardtable.games.science_duel import messages  # noqa: F401  (registers the messages)
from cardtable.games.science_duel.game import GAME, ScienceDuel
from cardtable.kernel.registry import register

register(GAME)

__all__ = ["GAME", "ScienceDuel"]
