"""Continuous effects of card data (HC-EFFECT-4, HC-CONTENT-2): a bonus to
abominations by subtype or doom, a keyword for matching abominations, and cost
modifiers. They hold while their card is in play; ``values.py`` applies them."""

from __future__ import annotations

from typing import TYPE_CHECKING, Annotated, Literal, Union

from pydantic import Field, model_validator

from cardtable.games.hecatomb.model import DOOM_INDEX
from cardtable.games.hecatomb.opbase import (
    DOOM_NAME,
    SUBTYPE_NAME,
    TYPE_NAME,
    CardFilter,
    Doom,
    Filter,
)
from cardtable.kernel.cards import CardModel

if TYPE_CHECKING:
    from cardtable.games.hecatomb.cards import Catalog

KeywordName = Literal["evader", "fanatic", "guardian", "hunter", "nemesis", "parasite", "rager",
                      "reaper", "ripper", "survivor"]
"""Keywords an effect may give an abomination (never Martyr, Regenerator, Soulbound or
Host, HC-CONTENT-6)."""


def keyword_words(word: str, value: int | None, doom: str | None, lang: str) -> str:
    """"Rager +2", "Evader (Greed)": keyword names stay English (HC-CONTENT-12)."""
    name = word.capitalize()
    if value is not None and word in ("rager", "reaper", "survivor"):
        return f"{name} +{value}"
    if doom is not None:
        return f"{name} ({DOOM_NAME[lang][doom]})"
    return name


class StrengthFor(CardModel):
    """"Your Undead abominations get +1 strength" (HC-ABOM-19)."""

    op: Literal["strength_for"]
    which: Filter
    n: int = Field(ge=-3, le=3)

    def text(self, lang: str) -> str:
        sign = f"+{self.n}" if self.n >= 0 else f"−{-self.n}"
        if lang == "cs":
            return f"{group_words(self.which, 'cs')} mají {sign} sílu."
        return f"{group_words(self.which, 'en')} get {sign} strength."


class KeywordFor(CardModel):
    """"Your abominations have Rager +2" (HC-EFFECT-4)."""

    op: Literal["keyword_for"]
    which: Filter
    keyword: KeywordName
    value: int | None = Field(default=None, ge=1, le=3)
    doom: Doom | None = None

    @model_validator(mode="after")
    def _shape(self) -> KeywordFor:
        _check_keyword(self.keyword, self.value, self.doom)
        return self

    def value_of(self) -> object:
        if self.doom is not None:
            return frozenset({DOOM_INDEX[self.doom]})
        return self.value if self.value is not None else 1

    def text(self, lang: str) -> str:
        kw = keyword_words(self.keyword, self.value, self.doom, lang)
        if lang == "cs":
            return f"{group_words(self.which, 'cs')} mají {kw}."
        return f"{group_words(self.which, 'en')} have {kw}."


class CostModifier(CardModel):
    """Cards cost more or less while the source is in play (HC-DEC-20)."""

    op: Literal["cost_modifier"]
    n: int = Field(ge=-1, le=2)
    cards: CardFilter = CardFilter()
    whose: Literal["you", "opponents"] = "you"

    def reaches(self, cat: Catalog, ci: int, mine: bool) -> bool:
        if mine != (self.whose == "you"):
            return False
        f = self.cards
        return ((f.type is None or cat.ctype[ci] == f.type)
                and (f.doom is None or cat.doom[ci] == DOOM_INDEX[f.doom])
                and (f.subtype is None or cat.subtype[ci] == f.subtype)
                and (f.combat is None or cat.combat[ci] == f.combat)
                and (f.cost_max is None or cat.cost[ci] <= f.cost_max))

    def text(self, lang: str) -> str:
        what = card_filter_words(self.cards, lang)
        sign = f"+{self.n}" if self.n > 0 else f"−{-self.n}"
        if lang == "cs":
            whose = "Tvoje" if self.whose == "you" else "Soupeřovy"
            return f"{whose} karty ({what}) stojí {sign}."
        whose = "Your" if self.whose == "you" else "Opponents'"
        return f"{whose} cards ({what}) cost {sign}."


Static = Annotated[Union[StrengthFor, KeywordFor, CostModifier],  # noqa: UP007
                   Field(discriminator="op")]


def _check_keyword(word: str, value: int | None, doom: str | None) -> None:
    if word in ("rager", "reaper", "survivor"):
        if value is None or doom is not None:
            raise ValueError(f"{word} needs a value (+1..+3) and no doom")
    elif word in ("evader", "nemesis"):
        if doom is None or value is not None:
            raise ValueError(f"{word} needs a doom and no value")
    elif value is not None or doom is not None:
        raise ValueError(f"{word} takes neither a value nor a doom")


def group_words(f: Filter, lang: str) -> str:
    """Abominations a continuous effect reaches, in the plural: "Your Undead
    abominations", "Tvé abominace typu Nemrtvý"."""
    if lang == "cs":
        head = {"your": "Tvé", "enemy": "Nepřátelské", "any": "Všechny"}[f.side]
        parts = [head, "abominace"]
        if f.doom is not None:
            parts.append(f"doomu {DOOM_NAME['cs'][f.doom]}")
        if f.subtype is not None:
            parts.append(f"typu {SUBTYPE_NAME['cs'][f.subtype]}")
        return " ".join(parts)
    parts = [{"your": "Your", "enemy": "Enemy", "any": "All"}[f.side]]
    if f.doom is not None:
        parts.append(DOOM_NAME["en"][f.doom])
    if f.subtype is not None:
        parts.append(SUBTYPE_NAME["en"][f.subtype])
    parts.append("abominations")
    return " ".join(parts)


def card_filter_words(f: CardFilter, lang: str) -> str:
    parts: list[str] = []
    if f.combat:
        parts.append("bojové" if lang == "cs" else "combat")
    if f.doom is not None:
        parts.append(DOOM_NAME[lang][f.doom])
    if f.subtype is not None:
        parts.append(SUBTYPE_NAME[lang][f.subtype])
    if f.type is not None:
        parts.append(TYPE_NAME[lang][f.type])
    if f.cost_max is not None:
        parts.append(f"cena {f.cost_max}−" if lang == "cs" else f"cost {f.cost_max}−")
    return " ".join(parts)


def in_brackets(words: str) -> str:
    """`` (words)`` or nothing for an empty filter."""
    return f" ({words})" if words else ""


__all__ = ["CostModifier", "KeywordFor", "Static", "StrengthFor", "card_filter_words",
           "in_brackets",
           "keyword_words"]
