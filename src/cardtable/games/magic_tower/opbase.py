"""The base of Magic Tower's effect ops: the registry, the context an op runs in,
who it hits, and the shared words of card texts (the ops themselves are in
``ops_board.py``, ``ops_running.py``, ``ops_special.py`` and ``ops.py``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, ClassVar, Final, Literal

from pydantic import Field

from cardtable.games.magic_tower import board_ops
from cardtable.games.magic_tower.board_ops import WHO_CODES, Ctx, Plan
from cardtable.games.magic_tower.model import (
    ACTOR,
    ACTOR_AND_TARGET,
    EVERY,
    IMMUNE,
    NO_BOARD,
)
from cardtable.kernel import Op, OpRegistry
from cardtable.kernel.plural import Forms, count

if TYPE_CHECKING:
    from cardtable.games.magic_tower.table import Table

Who = Literal["self", "target", "others", "others_and_self"]
Touches = Literal["none", "actor", "victims", "all"]


OPS: OpRegistry[Table, Ctx] = OpRegistry("magic_tower")


class MtOp(Op["Table", Ctx]):
    """An op of Magic Tower (see the module docstring for its metadata)."""

    ends_check: ClassVar[bool] = False
    """It can change a tower: the end checks follow it at once (MT-DEC-72)."""
    boards: ClassVar[Touches] = "all"
    """Whose boards ``run`` may change: none, the actor's, its victims' and the actor's
    (by ``who``, see ``reach``) or anyone's (the safe default)."""
    weight: ClassVar[float] = 5.0

    def reach(self) -> int:
        """Whose boards ``run`` may change (``NO_BOARD`` .. ``EVERY``); a test runs every op
        of the catalog and checks that no other board changes."""
        boards = self.boards
        if boards == "none":
            return NO_BOARD
        if boards == "actor":
            return ACTOR
        if boards == "victims":
            who = self.fields.get("who", "self")
            if who == "self":
                return ACTOR
            if who == "target":
                return ACTOR_AND_TARGET
        return EVERY

    def aims(self) -> bool:
        """Whether it needs a chosen target player."""
        return False

    def plan(self) -> Plan | None:
        """What ``board_ops.run`` does for it, if it is a board op (None: its ``run``)."""
        return None

    def kinds(self) -> tuple[str, ...] | None:
        """The words the actor picks a kind from when it runs (None: no pick)."""
        return None

    def turns_of(self) -> int:
        """How many turns its effect lasts (0: at once or for good)."""
        return 0

    def inner(self) -> tuple[MtOp, ...]:
        """Ops it runs later or under a condition."""
        return ()

    def worth(self) -> float:
        """A rough value, for the content tests only (never used by the rules): its
        weight times its amount, doubled when it hits every other player."""
        mass = 2.0 if self.fields.get("who") in ("others", "others_and_self") else 1.0
        return self.weight * max(1, abs(int(self.fields.get("n", 0)))) * mass

    @property
    def fields(self) -> dict[str, Any]:
        """Its data fields by name (``op`` included)."""
        return self.__dict__


def describe(ops: tuple[MtOp, ...] | list[MtOp], lang: str) -> str:
    """An op list as one card text: fragments joined by ``;``, the first capitalised."""
    text = OPS.describe(ops, lang, "; ")
    return text[:1].upper() + text[1:]


def has_target(ops: tuple[MtOp, ...] | list[MtOp]) -> bool:
    """Whether these ops (or ops they hold) need a chosen target player."""
    return any(o.aims() or has_target(o.inner()) for o in ops)


def duration_of(ops: tuple[MtOp, ...] | list[MtOp]) -> int:
    """The longest duration among these ops and the ops they hold (0: none)."""
    return max((max(o.turns_of(), duration_of(o.inner())) for o in ops), default=0)


def worth(ops: tuple[MtOp, ...] | list[MtOp]) -> float:
    """A rough value of an op list (content tests only)."""
    return sum(o.worth() for o in ops)


def target_options(st: Table, actor: int, spell: bool) -> list[int]:
    """MT-DEC-36: another player still in the game, not immune to this kind of effect."""
    return [s for s in st.order_after(actor) if not (spell and st.has(s, IMMUNE))]


def victims(st: Table, who: str, ctx: Ctx) -> list[int]:
    """MT-CLAR-1, MT-DEC-35: mass effects hit only the others unless "including you"
    (``board_ops.victims``, by the name of ``who``)."""
    return board_ops.victims(st, WHO_CODES[who], ctx)


# ---- words ------------------------------------------------------------------
WHO_TEXT = {
    "en": {"self": "you", "target": "a chosen player", "others": "every other player",
           "others_and_self": "every player including you"},
    "cs": {"self": "ty", "target": "zvolený hráč", "others": "každý další hráč",
           "others_and_self": "každý hráč včetně tebe"},
}
KIND_TEXT = {
    "en": {"gold": "gold", "food": "food", "mana": "mana", "each": "of each resource",
           "choice": "of one resource of your choice", "mine": "mine(s)", "farm": "farm(s)",
           "monument": "monument(s)", "barracks": "barracks",
           "choice_source": "source(s) of your choice"},
    "cs": {"gold": "zlata", "food": "jídla", "mana": "many", "each": "od každé suroviny",
           "choice": "jedné suroviny dle tvé volby", "mine": "dolů", "farm": "farem",
           "monument": "monumentů", "barracks": "kasáren",
           "choice_source": "zdrojů dle tvé volby"},
}


TURNS_ACC: Forms = {"cs": ("tah", "tahy", "tahů"), "en": ("turn", "turns")}
SOLDIERS_NOM: Forms = {"cs": ("voják", "vojáci", "vojáků"), "en": ("soldier", "soldiers")}
CARDS_ACC: Forms = {"cs": ("kartu", "karty", "karet"), "en": ("card", "cards")}
SOURCE_FORMS: Final[dict[str, Forms]] = {
    "mine": {"cs": ("důl", "doly", "dolů"), "en": ("mine", "mines")},
    "farm": {"cs": ("farma", "farmy", "farem"), "en": ("farm", "farms")},
    "monument": {"cs": ("monument", "monumenty", "monumentů"),
                 "en": ("monument", "monuments")},
    "barracks": {"cs": ("kasárny", "kasárny", "kasáren"), "en": ("barracks", "barracks")},
    "choice": {"cs": ("zdroj dle tvé volby", "zdroje dle tvé volby", "zdrojů dle tvé volby"),
               "en": ("source of your choice", "sources of your choice")},
}
"""Counted words of card texts (Czech 1 / 2–4 / 5+, kernel.plural)."""


def turns_text(lang: str, turns: int) -> str:
    """``for 3 turns`` / ``na 3 tahy``."""
    return f"for {count(turns, TURNS_ACC, lang)}" if lang == "en" else (
        f"na {count(turns, TURNS_ACC, lang)}")


def signed(n: int) -> str:
    return f"{'+' if n >= 0 else '−'}{abs(n)}"


class Aimed(MtOp):
    """An op with a ``who``; the others act on their own player only."""

    who: Who = "self"

    def aims(self) -> bool:
        return self.who == "target"

    def whom(self, lang: str) -> str:
        return WHO_TEXT[lang][self.who]




class Timed(MtOp):
    """A running effect on the actor himself for ``turns`` of his turns."""

    turns: int = Field(ge=1)
    duration: ClassVar[str | None] = "turns"
    weight: ClassVar[float] = 3.0

    def turns_of(self) -> int:
        return self.turns

    def worth(self) -> float:
        return self.weight * self.turns * max(1, abs(int(self.fields.get("n", 0))) // 2 or 1)


class AimedTimed(Aimed, Timed):
    """A running effect on whoever ``who`` names for ``turns`` of the actor's turns."""
