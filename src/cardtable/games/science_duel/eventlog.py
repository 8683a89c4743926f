"""The event log of Science Duel: entries naming cards by id and by name, built when read.

Random play logs several events per action; most readers (a playout, a simulation)
never look at them. ``log``, ``log_card_event`` and ``log_secret`` therefore record
an entry's values (``kernel.events.Event.built``) and make its JSON-ready
parameters (the names of the message's values, the card's cs/en name) only when
someone reads them. The keys and parameters of every event are listed in
``docs/rules/science_duel.md`` (Events).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Final

from cardtable.kernel.events import Event, ParamsBuilder

if TYPE_CHECKING:
    from cardtable.games.science_duel.state import SDState


SEAT: Final[tuple[str, ...]] = ("seat",)
"""Parameter names of the most common log entries."""
ONLY: Final[tuple[frozenset[int], ...]] = (frozenset((0,)), frozenset((1,)))
"""The seats that see a secret entry in full: its seat alone."""
_HIDDEN: Final[dict[str, tuple[Event, Event]]] = {}
"""What the other seat sees of a secret entry, by its key and the seat: one shared
``Event`` each (an event is immutable), made when first needed."""


def _put(params: dict[str, Any], names: tuple[str, ...], values: tuple[Any, ...]) -> None:
    """``params.update(zip(names, values, strict=True))`` as a plain loop (compiled, a
    ``zip`` is a generic call and the update a generic merge)."""
    if len(names) != len(values):
        raise ValueError(f"{len(names)} parameter names for {len(values)} values")
    for i in range(len(names)):
        params[names[i]] = values[i]


def card_params(st: SDState, cid: str) -> dict[str, Any]:
    """How an event names card ``cid``: ``card`` (the id) and ``card_name`` (cs/en)."""
    return {"card": cid, "card_name": st.cat.cards[cid].name}


def _log_params(args: tuple[Any, ...]) -> dict[str, Any]:
    """The parameters of a ``log`` entry recorded as ``(names, values, cid, cat)``."""
    names, values, cid, cat = args
    params: dict[str, Any] = {}
    _put(params, names, values)
    if cid:
        params["card"] = cid
        params["card_name"] = cat.cards[cid].name
    return params


_LOG_BUILDER: Final[ParamsBuilder] = _log_params
"""``_log_params`` read as a constant (compiled, naming a function as a value looks it up in
the module's dict on each use)."""


def log(st: SDState, key: str, names: tuple[str, ...], values: tuple[Any, ...],
        cid: str = "") -> None:
    """Log a public event with parameters ``names`` = ``values`` (immutable) and, given
    ``cid``, the card by id as ``card`` and by its cs/en name as ``card_name``:
    ``st.log(key, **dict(zip(names, values)), card=cid, card_name=...)``, made when read."""
    if st.recording:
        st.events.append(Event(key, None, None, None, _LOG_BUILDER, (names, values, cid, st.cat)))


def _card_event_params(args: tuple[Any, ...]) -> dict[str, Any]:
    """The parameters of a ``log_card_event`` entry: ``(seat, cid, names, values, cat)``."""
    seat, cid, names, values, cat = args
    params = {"seat": seat, "card": cid, "card_name": cat.cards[cid].name}
    _put(params, names, values)
    return params


_CARD_EVENT_BUILDER: Final[ParamsBuilder] = _card_event_params
"""``_card_event_params`` read as a constant (compiled, naming a function as a value looks it up in
the module's dict on each use)."""


def log_card_event(st: SDState, key: str, seat: int, cid: str, names: tuple[str, ...] = (),
                   values: tuple[Any, ...] = ()) -> None:
    """Log a public event about card ``cid`` of ``seat``, with the parameters ``seat``,
    ``card``, ``card_name`` and then ``names`` = ``values`` (immutable): ``st.log(key,
    seat=seat, card=cid, card_name=..., **dict(zip(names, values)))``, made when read."""
    if st.recording:
        st.events.append(Event(key, None, None, None, _CARD_EVENT_BUILDER,
                               (seat, cid, names, values, st.cat)))


def _secret_params(args: tuple[Any, ...]) -> dict[str, Any]:
    """The parameters of a ``log_secret`` entry: ``(seat, cid, cat)``."""
    seat, cid, cat = args
    return {"seat": seat, "card": cid, "card_name": cat.cards[cid].name}


_SECRET_BUILDER: Final[ParamsBuilder] = _secret_params
"""``_secret_params`` read as a constant (compiled, naming a function as a value looks it up in
the module's dict on each use)."""


def hidden_event(key: str, seat: int) -> Event:
    """The shared ``key`` event with the parameter ``seat`` alone: what the other seat
    sees of a secret entry of ``seat``."""
    found = _HIDDEN.get(key)
    if found is None:
        found = _HIDDEN[key] = (Event(key, {"seat": 0}), Event(key, {"seat": 1}))
    return found[seat]


def log_secret(st: SDState, seat: int, key: str, cid: str, hidden_key: str) -> None:
    """Log ``key`` naming card ``cid`` for ``seat`` only; the others see ``hidden_key``:
    ``st.log_private([seat], key, {"seat": seat, "card": cid, "card_name": ...},
    hidden_key, {"seat": seat})``, the parameters made when read."""
    if st.recording:
        st.events.append(Event(key, None, ONLY[seat], hidden_event(hidden_key, seat),
                               _SECRET_BUILDER, (seat, cid, st.cat)))
