"""The effect vocabulary of Magic Tower (MT-CONTENT-3).

Every card text and every spell is a list of operations ("ops") written in
TOML as inline tables, e.g. ``{op = "damage", who = "target", n = 12}``. This
module defines the vocabulary: which ops exist, which fields each one uses,
how each is validated, how it reads in Czech and English, and a rough worth
used by the data tests (a combo must be worth more than its members). The
interpreter that carries the ops out on a state is ``ops.py``.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

WHO = ("self", "target", "others", "others_and_self")
RESOURCES = ("gold", "food", "mana")
SOURCES = ("mine", "farm", "monument", "barracks")
RESOURCE_KINDS = (*RESOURCES, "each", "choice")
SOURCE_KINDS = (*SOURCES, "choice")
SOLDIER_MODES = ("add", "mul", "set", "last_battle")
CONDITIONS = ("wall_below", "tower_below", "soldiers_at_least", "tower_not_highest")

# op name -> (uses who, uses n, uses kind, uses turns, kinds allowed or None)
OPS: dict[str, tuple[bool, bool, bool, bool, tuple[str, ...] | None]] = {
    "tower": (True, True, False, False, None),
    "wall": (True, True, False, False, None),
    "damage": (True, True, False, False, None),
    "resource": (True, True, True, False, RESOURCE_KINDS),
    "steal_resource": (True, True, True, False, RESOURCES),
    "source": (True, True, True, False, SOURCE_KINDS),
    "soldiers": (True, True, False, False, None),
    "extra_turn": (False, False, False, False, None),
    "draw": (False, True, False, False, None),
    "hand_size": (False, True, False, True, None),
    "discard_highest": (False, False, False, False, None),
    "freeze_resources": (False, False, False, True, None),
    "borrow_spell": (False, False, False, False, None),
    "reveal_hand": (True, False, False, False, None),
    "block_turns": (True, False, False, True, None),
    "production_multiplier": (True, True, False, True, None),
    "block_production": (True, False, False, True, None),
    "tower_invulnerable": (True, False, False, True, None),
    "wall_invulnerable": (True, False, False, True, None),
    "conditional": (False, True, False, False, None),
    "for_turns": (False, False, False, True, None),
    # unique effects of spells (named functions in ops.py)
    "spell_immune": (True, False, False, True, None),
    "wall_sum": (False, False, False, False, None),
    "build_multiplier": (False, True, False, True, None),
    "attack_bonus": (False, True, False, True, None),
    "whirlwind": (False, False, False, False, None),
    "fountain": (False, False, False, False, None),
    "summon_archmage": (False, False, False, False, None),
    "fire_wall": (False, True, False, True, None),
    "lightning_storm": (False, False, False, False, None),
    "kill_attackers": (False, True, False, False, None),
}

TARGET_ONLY = {"reveal_hand"}
"""Ops whose ``who`` must name another player."""
SELF_ONLY = {"tower_invulnerable", "wall_invulnerable", "spell_immune"}
"""Ops that can only protect their own player."""
DURATION_OPS = {"hand_size", "freeze_resources", "block_turns", "production_multiplier",
                "block_production", "tower_invulnerable", "wall_invulnerable", "for_turns",
                "spell_immune", "build_multiplier", "attack_bonus", "fire_wall"}


def check_op(op: Mapping[str, Any]) -> str | None:
    """Return a problem with one op (``field: message``), or None when it is valid."""
    name = op.get("op")
    if name not in OPS:
        return f"op: unknown operation {name!r}; known: {', '.join(OPS)}"
    _, _, uses_kind, uses_turns, kinds = OPS[name]
    who = op.get("who", "self")
    if who not in WHO:
        return f"who: {who!r} is not one of {WHO}"
    if name in TARGET_ONLY and who not in ("target", "others"):
        return f"who: {name} must affect another player"
    if name in SELF_ONLY and who != "self":
        return f"who: {name} protects only its own player"
    if uses_kind:
        kind = op.get("kind")
        if kinds is not None and kind not in kinds:
            return f"kind: {kind!r} is not one of {kinds}"
        if kind == "choice" and who != "self":
            return "kind: only the acting player can pick the kind (who = self)"
    if uses_turns and name != "hand_size" and not op.get("turns"):
        return f"turns: {name} needs a duration"
    if name == "soldiers" and op.get("mode", "add") not in SOLDIER_MODES:
        return f"mode: {op.get('mode')!r} is not one of {SOLDIER_MODES}"
    if name == "conditional":
        if op.get("cond") not in CONDITIONS:
            return f"cond: {op.get('cond')!r} is not one of {CONDITIONS}"
        if not op.get("then"):
            return "then: a conditional needs ops to run"
    if name == "for_turns" and not op.get("then"):
        return "then: for_turns needs ops to repeat"
    for inner in op.get("then") or ():
        problem = check_op(inner)
        if problem is not None:
            return f"then.{problem}"
    return None


def has_target(ops: Sequence[Mapping[str, Any]]) -> bool:
    """Whether these ops need a chosen target player."""
    return any(op.get("who") == "target" or has_target(op.get("then") or ()) for op in ops)


def duration_of(ops: Sequence[Mapping[str, Any]]) -> int:
    """The longest duration among these ops (0: none)."""
    best = 0
    for op in ops:
        if op["op"] in DURATION_OPS:
            best = max(best, int(op.get("turns", 0)))
        best = max(best, duration_of(op.get("then") or ()))
    return best


_WEIGHT = {"tower": 1.0, "wall": 0.8, "damage": 1.0, "resource": 0.4, "steal_resource": 0.6,
           "source": 6.0, "extra_turn": 12.0, "draw": 4.0, "hand_size": 5.0,
           "discard_highest": 10.0, "freeze_resources": 8.0, "borrow_spell": 10.0,
           "reveal_hand": 3.0, "block_turns": 6.0, "production_multiplier": 3.0,
           "block_production": 3.0, "tower_invulnerable": 3.0, "wall_invulnerable": 2.0,
           "spell_immune": 2.0, "build_multiplier": 5.0, "attack_bonus": 3.0}


def worth(ops: Sequence[Mapping[str, Any]]) -> float:
    """A rough value of ops, for content checks only (never used by the rules)."""
    total = 0.0
    for op in ops:
        name = op["op"]
        n = abs(int(op.get("n", 0)))
        mass = 2.0 if op.get("who") in ("others", "others_and_self") else 1.0
        if name == "soldiers":
            mode = op.get("mode", "add")
            total += 4.0 * n if mode == "add" else 10.0 * n
        elif name == "source" and op.get("kind") == "barracks":
            total += 10.0 * n
        elif name == "resource" and op.get("kind") == "each":
            total += 3 * _WEIGHT["resource"] * n
        elif name in ("conditional", "for_turns"):
            inner = worth(op.get("then") or ())
            total += inner * (int(op.get("turns", 0)) or 1) * (1.0 if name == "for_turns" else 0.5)
        elif name in DURATION_OPS:
            total += _WEIGHT.get(name, 3.0) * int(op.get("turns", 1)) * max(1, n // 2 or 1)
        else:
            total += _WEIGHT.get(name, 5.0) * (n or 1) * mass
    return total


# ---- text -------------------------------------------------------------------
_WHO_TEXT = {
    "en": {"self": "you", "target": "a chosen player", "others": "every other player",
           "others_and_self": "every player including you"},
    "cs": {"self": "ty", "target": "zvolený hráč", "others": "každý další hráč",
           "others_and_self": "každý hráč včetně tebe"},
}
_KIND_TEXT = {
    "en": {"gold": "gold", "food": "food", "mana": "mana", "each": "of each resource",
           "choice": "of one resource of your choice", "mine": "mine(s)", "farm": "farm(s)",
           "monument": "monument(s)", "barracks": "barracks",
           "choice_source": "source(s) of your choice"},
    "cs": {"gold": "zlata", "food": "jídla", "mana": "many", "each": "od každé suroviny",
           "choice": "jedné suroviny dle tvé volby", "mine": "dolů", "farm": "farem",
           "monument": "monumentů", "barracks": "kasáren",
           "choice_source": "zdrojů dle tvé volby"},
}
_COND_TEXT = {
    "en": {"wall_below": "if your wall is below {n}", "tower_below": "if your tower is below {n}",
           "soldiers_at_least": "if you have at least {n} soldiers",
           "tower_not_highest": "if your tower is not the highest"},
    "cs": {"wall_below": "pokud máš zeď nižší než {n}",
           "tower_below": "pokud máš věž nižší než {n}",
           "soldiers_at_least": "pokud máš aspoň {n} vojáků",
           "tower_not_highest": "pokud tvá věž není nejvyšší"},
}


def _turns(lang: str, turns: int) -> str:
    return f"for {turns} turns" if lang == "en" else f"na {turns} tahů"


def describe_op(op: Mapping[str, Any], lang: str) -> str:
    """One op as a sentence fragment in ``lang`` (who, amount and duration)."""
    en = lang == "en"
    name = op["op"]
    who = _WHO_TEXT[lang][op.get("who", "self")]
    n = int(op.get("n", 0))
    turns = int(op.get("turns", 0))
    kind = str(op.get("kind"))
    k = _KIND_TEXT[lang]
    if name == "tower":
        return (f"{who}: tower {'+' if n >= 0 else '−'}{abs(n)}" if en
                else f"{who}: věž {'+' if n >= 0 else '−'}{abs(n)}")
    if name == "wall":
        return (f"{who}: wall {'+' if n >= 0 else '−'}{abs(n)}" if en
                else f"{who}: zeď {'+' if n >= 0 else '−'}{abs(n)}")
    if name == "damage":
        return f"{who}: {n} damage" if en else f"{who}: zranění {n}"
    if name == "resource":
        return f"{who}: {'+' if n >= 0 else '−'}{abs(n)} {k[kind]}"
    if name == "steal_resource":
        amount = (("all" if en else "všechnu") if n == 0 else str(n))
        return (f"take {amount} {k[kind]} from {who}" if en
                else f"vezmi {amount} {k[kind]}: {who}")
    if name == "source":
        label = k["choice_source"] if kind == "choice" else k[kind]
        return f"{who}: {'+' if n >= 0 else '−'}{abs(n)} {label}"
    if name == "soldiers":
        mode = op.get("mode", "add")
        if mode == "mul":
            return (f"{who}: soldiers ×{n}" if en else f"{who}: vojáci ×{n}")
        if mode == "set":
            return (f"{who}: soldiers become {n}" if en else f"{who}: počet vojáků je {n}")
        if mode == "last_battle":
            return ("your soldiers become the number killed in the last battle" if en
                    else "počet tvých vojáků je roven počtu padlých v poslední bitvě")
        return (f"{who}: {'+' if n >= 0 else '−'}{abs(n)} soldiers" if en
                else f"{who}: {'+' if n >= 0 else '−'}{abs(n)} vojáků")
    if name == "extra_turn":
        return "you take another turn" if en else "hraješ ještě jeden tah"
    if name == "draw":
        return f"you draw {n} card(s)" if en else f"lízneš si karty: {n}"
    if name == "hand_size":
        tail = (" " + _turns(lang, turns)) if turns else (" for good" if en else " natrvalo")
        return (f"your hand size {n:+}{tail}" if en else f"velikost tvé ruky {n:+}{tail}")
    if name == "discard_highest":
        return ("Everyone discards the highest card (and pays for it)" if en
                else "Všichni odloží nejvyšší kartu (a zaplatí za to)")
    if name == "freeze_resources":
        return ("For three turns your resources stay unchanged" if en and turns == 3
                else f"your resources stay unchanged {_turns(lang, turns)}" if en
                else "Po dobu tří tahů zůstávají tvé suroviny neměnné" if turns == 3
                else f"tvé suroviny zůstávají neměnné {_turns(lang, turns)}")
    if name == "borrow_spell":
        return "You gain a spell of any player" if en else "Získáš kouzlo libovolného hráče"
    if name == "reveal_hand":
        return f"{who} shows you his hand" if en else f"{who} ti ukáže své karty"
    if name == "block_turns":
        return (f"{who} cannot play {_turns(lang, turns)}" if en
                else f"{who} nemůže hrát {_turns(lang, turns)}")
    if name == "production_multiplier":
        return (f"{who}: production ×{n} {_turns(lang, turns)}" if en
                else f"{who}: produkce ×{n} {_turns(lang, turns)}")
    if name == "block_production":
        return (f"{who} produces no resources {_turns(lang, turns)}" if en
                else f"{who} nezískává suroviny {_turns(lang, turns)}")
    if name == "tower_invulnerable":
        return (f"your tower cannot be reduced by others {_turns(lang, turns)}" if en
                else f"tvou věž nelze ostatními snížit {_turns(lang, turns)}")
    if name == "wall_invulnerable":
        return (f"your wall cannot be lowered by others {_turns(lang, turns)}" if en
                else f"tvou zeď nelze ostatními snížit {_turns(lang, turns)}")
    if name == "conditional":
        cond = _COND_TEXT[lang][op["cond"]].format(n=n)
        return f"{cond}: " + "; ".join(describe_op(o, lang) for o in op["then"])
    if name == "for_turns":
        head = (f"at the start of each of your turns, {_turns(lang, turns)}" if en
                else f"na začátku každého tvého tahu, {_turns(lang, turns)}")
        return f"{head}: " + "; ".join(describe_op(o, lang) for o in op["then"])
    return describe_unique(name, n, turns, lang)


def describe_unique(name: str, n: int, turns: int, lang: str) -> str:
    """Texts of the unique spell effects."""
    en = lang == "en"
    texts = {
        "spell_immune": (f"you are immune to spells {_turns(lang, turns)}",
                         f"jsi netečný vůči kouzlům {_turns(lang, turns)}"),
        "wall_sum": ("your wall becomes the sum of all walls",
                     "tvá zeď je rovna součtu všech zdí"),
        "build_multiplier": (f"cards adding tower or wall work ×{n} for you "
                             f"{_turns(lang, turns)}",
                             f"karty přidávající věž či zeď mají pro tebe ×{n} účinek "
                             f"{_turns(lang, turns)}"),
        "attack_bonus": (f"each of your attacking soldiers deals +{n} damage "
                         f"{_turns(lang, turns)}",
                         f"každý tvůj útočící voják způsobí +{n} zranění {_turns(lang, turns)}"),
        "whirlwind": ("every other player discards all discardable cards and draws anew",
                      "každý další hráč odloží všechny odložitelné karty a lízne si nové"),
        "fountain": ("a fountain gives you 10 of a resource of your choice each turn",
                     "fontána ti každý tah dá 10 suroviny dle tvé volby"),
        "summon_archmage": ("one of your soldiers becomes an archmage",
                            "jeden tvůj voják se stane arcimágem"),
        "fire_wall": (f"a fire wall of {n} protects you {_turns(lang, turns)}",
                      f"ohnivá zeď výšky {n} tě chrání {_turns(lang, turns)}"),
        "lightning_storm": ("all your mana strikes the other players, split evenly",
                            "všechna tvá mana zasáhne ostatní hráče, rozdělena rovným dílem"),
        "kill_attackers": (f"kills {n} attacking soldiers", f"zabije {n} útočící vojáky"),
    }
    pair = texts[name]
    return pair[0] if en else pair[1]


def describe(ops: Sequence[Mapping[str, Any]], lang: str) -> str:
    """A whole op list as one text."""
    text = "; ".join(describe_op(op, lang) for op in ops)
    return text[:1].upper() + text[1:]
