"""Where a destroyed minion goes (HC-DEC-67..69, HC-REGEN-*, HC-MARTYR-1,
HC-SOULBOUND-*): the ``Fate`` task of each destroyed minion, in the order of
HC-DEC-46, with the owner's choices when Soulbound or two replacements apply."""

from __future__ import annotations

from typing import TYPE_CHECKING

from cardtable.games.hecatomb.model import NONE, REPLACEMENTS, Fate
from cardtable.games.hecatomb.values import keywords, minion_keyword
from cardtable.kernel import Action

if TYPE_CHECKING:
    from cardtable.games.hecatomb.table import Table


def soulbound_homes(st: Table, item: Fate) -> list[int]:
    """Abominations a Soulbound minion may join (HC-DEC-67): its owner's, still there,
    top minion of its doom, at most 4 minions, no Parasite, not the one it left."""
    cat = st.cat
    doom = cat.doom[st.card[item.uid]]
    return [ab.aid for ab in st.aboms[item.seat]
            if ab.aid != item.origin and len(ab.minions) <= 4
            and cat.doom[st.card[ab.minions[-1]]] == doom
            and not keywords(st, ab).get("parasite")]


def replacements(st: Table, item: Fate) -> list[str]:
    out: list[str] = []
    if (item.combat_damage and minion_keyword(st, item.uid, "soulbound")
            and soulbound_homes(st, item)):
        out.append("soulbound")
    out += [r for r in ("regenerator", "martyr") if minion_keyword(st, item.uid, r)]
    return out


def settle(st: Table, item: Fate) -> None:
    """The handler of ``Fate``."""
    if item.uid not in st.limbo:
        return
    found = replacements(st, item)
    if not found:
        _to(st, item, "graveyard")
    elif len(found) >= 2:
        st.ask("choose_replacement", item.seat, (), item)
    elif found == ["soulbound"]:
        st.ask("soulbound", item.seat, (), item)
    else:
        _to(st, item, found[0])


def soulbound_options(st: Table, item: Fate) -> list[int]:
    """Homes, and NONE (decline) unless another replacement is waiting."""
    others = [r for r in replacements(st, item) if r != "soulbound"]
    return [*soulbound_homes(st, item), *([] if others else [NONE])]


def resume(st: Table, item: Fate, action: Action) -> None:
    if action.kind == "choose_replacement":
        what = action.word_arg("what")
        if what == "soulbound":
            st.ask("soulbound", item.seat, (), item)
        else:
            _to(st, item, what)
        return
    home = action.int_arg("choice")
    if home == NONE:
        others = [r for r in replacements(st, item) if r != "soulbound"]
        _to(st, item, others[0] if others else "graveyard")
        return
    ab = st.abom(home)
    assert ab is not None
    st.limbo.remove(item.uid)
    ab.minions.append(item.uid)
    st.play_changed()
    ab.changed = True
    st.log("hecatomb.soulbound", seat=item.seat, card=st.name(item.uid))


def _to(st: Table, item: Fate, where: str) -> None:
    st.limbo.remove(item.uid)
    if where == "regenerator":
        st.to_hand(item.uid, public=True)
        st.log("hecatomb.regenerated", seat=item.seat, card=st.name(item.uid))
    elif where == "martyr":
        st.to_mana(item.uid)
        st.log("hecatomb.martyr", seat=item.seat, card=st.name(item.uid))
    else:
        st.to_grave(item.uid)


assert REPLACEMENTS == ("soulbound", "regenerator", "martyr")
