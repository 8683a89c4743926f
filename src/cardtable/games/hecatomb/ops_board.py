"""Ops on objects in play: damage, destroy, exile, sever, stitch, remove from the
game, strength and keyword changes, tap and untap (HC-CONTENT-2, HC-VERB-*)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Literal

from pydantic import Field, model_validator

from cardtable.games.hecatomb import board, damage
from cardtable.games.hecatomb.model import NONE, Mod
from cardtable.games.hecatomb.opbase import OPS, Ctx, Doom, Filter, HcOp, Ref, ref_words
from cardtable.games.hecatomb.statics import KeywordName, _check_keyword, keyword_words
from cardtable.games.hecatomb.targets import each_abom, own_aid, still_there, top_of

if TYPE_CHECKING:
    from cardtable.games.hecatomb.table import Table


def phrase_kind(st: Table, ctx: Ctx, ref: str) -> str:
    """What a target reference chose: its phrase's ``what``."""
    effect = st.cat.effects[ctx.effect].effect
    return effect.targets[int(ref[1:])].what


def objects(st: Table, ctx: Ctx, ref: str, each: Filter | None) -> list[tuple[str, int]]:
    """What a step acts on now, as (kind, object) pairs; objects that left meanwhile
    are skipped (HC-DEC-26)."""
    if ref in ("t0", "t1", "t2"):
        n = int(ref[1:])
        what = phrase_kind(st, ctx, ref)
        chosen = ctx.targets[n] if n < len(ctx.targets) else ()
        return [(what, o) for o in chosen if still_there(st, o, what)]
    if ref == "this":
        aid = own_aid(st, ctx.uid)
        return [] if aid == NONE else [("abomination", aid)]
    if ref == "this_minion":
        return [("minion", ctx.uid)] if st.abom_of(ctx.uid) is not None else []
    return [("abomination", a) for a in each_abom(st, ctx.seat, each or Filter(), ctx.uid)]


class _OnAbom(HcOp):
    on: Ref
    each: Filter | None = None

    @model_validator(mode="after")
    def _each(self) -> _OnAbom:
        if (self.on == "each") != (self.each is not None):
            raise ValueError("'each' goes with on = \"each\" and only with it")
        return self

    def cards(self, st: Table, ctx: Ctx) -> list[int]:
        """The single cards the step moves: a chosen card itself, or an abomination's
        top minion (HC-DEC-44)."""
        out: list[int] = []
        for what, obj in objects(st, ctx, self.on, self.each):
            uid = top_of(st, obj) if what == "abomination" else obj
            if uid != NONE:
                out.append(uid)
        return out

    def where(self, lang: str, phrases: int, case: str = "acc") -> str:
        return ref_words(self.on, lang, case, "abomination", phrases, self.each)


@OPS.register
class DamageOp(_OnAbom):
    """Damage to abominations, applied like combat damage (HC-DAMAGE-9/10, HC-DEC-86)."""

    op: Literal["damage"]
    n: int = Field(default=0, ge=0, le=6)
    x: bool = False
    verb = "damage"

    def run(self, st: Table, ctx: Ctx) -> None:
        amount = ctx.x if self.x else self.n
        for _, aid in objects(st, ctx, self.on, self.each):
            if st.abom(aid) is not None and st.result is None:
                damage.deal(st, aid, amount, ctx.seat)

    def describe(self, lang: str, phrases: int) -> str:
        amount = "X" if self.x else str(self.n)
        if lang == "cs":
            return f"{self.where('cs', phrases, 'nom').capitalize()} utrpí {amount} zranění."
        return f"Deal {amount} damage to {self.where('en', phrases)}."


@OPS.register
class DestroyOp(_OnAbom):
    """Destroy (HC-VERB-2): a chosen minion, relic, god or mana card, or an
    abomination's top minion or all of its minions (HC-DEC-44)."""

    op: Literal["destroy"]
    every: bool = False
    verb = "destroy"

    def picks_minion(self) -> bool:
        return True

    def run(self, st: Table, ctx: Ctx) -> None:
        for what, obj in objects(st, ctx, self.on, self.each):
            if what == "abomination":
                ab = st.abom(obj)
                if ab is None:
                    continue
                uids = list(reversed(ab.minions)) if self.every else [ab.minions[-1]]
                damage.destroy_minions(st, uids, combat_damage=False)
            elif what == "minion":
                damage.destroy_minions(st, [obj], combat_damage=False)
            else:
                damage.destroy_card(st, obj)

    def describe(self, lang: str, phrases: int) -> str:
        target = self.where(lang, phrases)
        if lang == "cs":
            return (f"Znič všechny miniony: {target}." if self.every else f"Znič {target}.")
        return f"Destroy every minion of {target}." if self.every else f"Destroy {target}."


@OPS.register
class ExileOp(_OnAbom):
    """Return to the owner's hand, known to all (HC-VERB-6, HC-DEC-77)."""

    op: Literal["exile"]
    verb = "exile"

    def picks_minion(self) -> bool:
        return True

    def run(self, st: Table, ctx: Ctx) -> None:
        for uid in self.cards(st, ctx):
            board.exile(st, uid)

    def describe(self, lang: str, phrases: int) -> str:
        target = self.where(lang, phrases)
        if lang == "cs":
            return f"Vrať {target} do ruky majitele."
        return f"Exile {target} (back to its owner's hand)."


@OPS.register
class SeverOp(_OnAbom):
    """A minion becomes a new abomination of its own (HC-VERB-10, HC-DEC-42)."""

    op: Literal["sever"]
    verb = "sever"

    def picks_minion(self) -> bool:
        return True

    def run(self, st: Table, ctx: Ctx) -> None:
        for uid in self.cards(st, ctx):
            board.sever(st, uid)

    def describe(self, lang: str, phrases: int) -> str:
        target = self.where(lang, phrases)
        return f"Odtrhni {target}." if lang == "cs" else f"Sever {target}."


@OPS.register
class StitchOp(HcOp):
    """Move chosen minions onto an abomination of their controller, or join them into
    a new one (HC-VERB-11..14, HC-DEC-43)."""

    op: Literal["stitch"]
    on: Literal["t0", "t1", "t2"]
    onto: Literal["t0", "t1", "t2", "new"] = "new"
    verb = "stitch"

    def refs(self) -> tuple[str, ...]:
        return (self.on,) if self.onto == "new" else (self.on, self.onto)

    def picks_minion(self) -> bool:
        return True

    def run(self, st: Table, ctx: Ctx) -> None:
        minions = [o for what, o in objects(st, ctx, self.on, None) if what == "minion"]
        if self.onto == "new":
            board.stitch_new(st, minions)
            return
        onto = [o for what, o in objects(st, ctx, self.onto, None) if what == "abomination"]
        if onto:
            board.stitch_onto(st, minions, onto[0])

    def describe(self, lang: str, phrases: int) -> str:
        what = ref_words(self.on, lang, "acc", "minion", phrases)
        if self.onto == "new":
            return (f"Sešij {what} do nové abominace." if lang == "cs"
                    else f"Stitch {what} into a new abomination.")
        onto = ref_words(self.onto, lang, "acc", "abomination", phrases)
        return (f"Sešij {what} na {onto}." if lang == "cs" else f"Stitch {what} onto {onto}.")


@OPS.register
class RemoveOp(_OnAbom):
    """Into the removed-from-game zone (HC-ZONE-8, HC-DEC-78)."""

    op: Literal["remove"]
    until: Literal["end_of_turn", "permanent"] = "end_of_turn"
    verb = "remove"

    def run(self, st: Table, ctx: Ctx) -> None:
        for uid in self.cards(st, ctx):
            board.remove_from_game(st, uid, self.until == "permanent")

    def describe(self, lang: str, phrases: int) -> str:
        target = self.where(lang, phrases)
        if lang == "cs":
            when = " natrvalo" if self.until == "permanent" else " do konce kola"
            return f"Odstraň {target} ze hry{when}."
        when = "" if self.until == "permanent" else " until end of turn"
        return f"Remove {target} from the game{when}."


@OPS.register
class StrengthOp(_OnAbom):
    """±n strength, carried by the top minion (HC-ABOM-16/17, HC-DEC-36/37)."""

    op: Literal["strength"]
    n: int = Field(ge=-5, le=5)
    until: Literal["turn", "permanent"] = "turn"
    verb = "strength"

    def run(self, st: Table, ctx: Ctx) -> None:
        for what, obj in objects(st, ctx, self.on, self.each):
            if what == "minion":
                st.add_mod(Mod(NONE, obj, strength=self.n, until=self.until, source=ctx.uid))
            else:
                st.add_mod(Mod(obj, NONE, strength=self.n, until=self.until, source=ctx.uid))
        st.log("hecatomb.strength_changed", n=self.n, card=st.name(ctx.uid))

    def describe(self, lang: str, phrases: int) -> str:
        sign = f"+{self.n}" if self.n > 0 else f"−{-self.n}"
        noun = "minion" if self.on == "this_minion" else "abomination"
        target = ref_words(self.on, lang, "nom", noun, phrases, self.each)
        if lang == "cs":
            until = "" if self.until == "permanent" else " do konce kola"
            return f"{target.capitalize()} dostane {sign} sílu{until}."
        until = "" if self.until == "permanent" else " until end of turn"
        return f"{target[:1].upper() + target[1:]} gets {sign} strength{until}."


@OPS.register
class GrantOp(_OnAbom):
    """A keyword for an abomination until the end of the turn (HC-EFFECT-2)."""

    op: Literal["grant"]
    keyword: KeywordName
    value: int | None = Field(default=None, ge=1, le=3)
    doom: Doom | None = None
    verb = "grant"

    @model_validator(mode="after")
    def _shape(self) -> GrantOp:
        _check_keyword(self.keyword, self.value, self.doom)
        return self

    def run(self, st: Table, ctx: Ctx) -> None:
        from cardtable.games.hecatomb.model import DOOM_INDEX

        value = DOOM_INDEX[self.doom] if self.doom is not None else (self.value or 1)
        for what, obj in objects(st, ctx, self.on, self.each):
            if what == "abomination":
                st.add_mod(Mod(obj, NONE, keyword=self.keyword, value=value, source=ctx.uid))

    def describe(self, lang: str, phrases: int) -> str:
        kw = keyword_words(self.keyword, self.value, self.doom, lang)
        target = self.where(lang, phrases, "nom")
        if lang == "cs":
            return f"{target.capitalize()} získá {kw} do konce kola."
        return f"{target[:1].upper() + target[1:]} gains {kw} until end of turn."


class _TapBase(_OnAbom):
    def run(self, st: Table, ctx: Ctx) -> None:
        for what, obj in objects(st, ctx, self.on, self.each):
            ab = st.abom(obj) if what == "abomination" else None
            if ab is not None:
                ab.tapped = self.op == "tap"
                st.log("hecatomb.tapped" if ab.tapped else "hecatomb.untapped",
                       seat=ab.seat, card=st.name(ab.minions[-1]))

    def describe(self, lang: str, phrases: int) -> str:
        target = self.where(lang, phrases)
        if lang == "cs":
            return f"{'Tapni' if self.op == 'tap' else 'Odtapni'} {target}."
        return f"{'Tap' if self.op == 'tap' else 'Untap'} {target}."


@OPS.register
class TapOp(_TapBase):
    """Tap abominations (HC-DEC-44)."""

    op: Literal["tap"]
    verb = "tap"


@OPS.register
class UntapOp(_TapBase):
    """Untap abominations (only in fates and summon effects, HC-CONTENT-19)."""

    op: Literal["untap"]
    verb = "untap"
