"""Science Duel: a two-player duel of five scientific classes (rules prefix ``SD``).

The package has the one shape of every game (``docs/architecture.md``): ``game``,
``state``, ``model``, ``flow``, ``legal``, ``ops``, ``cards``, ``observe``,
``position``, ``render``, ``messages``, and mechanic modules named by the rules they
hold: ``board`` (the census), ``queries``, ``targets``, ``triggers``, ``damage``,
``zones``, ``hand``, ``turn``, ``eventlog``, ``cardtext``, ``invariants``, and
``setup_menu`` (the questions before a game); ``plan`` and ``op_plans`` are how the
stack runs an instruction (the ops played most as compiled plans). Imports go one way:
model <- plan <- cards <- mechanics <- op_plans <- ops/flow <- legal/observe <- state
<- position <- game.
"""

from cardtable.games.science_duel import messages  # noqa: F401  (registers the messages)
from cardtable.games.science_duel.game import GAME, ScienceDuel
from cardtable.kernel.registry import register

register(GAME)

__all__ = ["GAME", "ScienceDuel"]
