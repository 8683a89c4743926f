"""The event log of Science Duel: shared log entries naming cards by id and by name.

Random play logs several events per action, most of them the same few messages;
an ``Event`` is immutable, so ``log`` and ``log_secret`` build each distinct entry
once and append the shared object. The keys and parameters of every event are
listed in ``docs/rules/science_duel.md`` (Events).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Final

from cardtable.kernel.events import Event

if TYPE_CHECKING:
    from cardtable.games.science_duel.state import SDState


# ---- the event log -------------------------------------------------------------------
_EVENTS: Final[dict[tuple[Any, ...], Event]] = {}
"""Shared log entries: an ``Event`` is immutable, so the same message is built only once
(several are logged per action in random play). Cleared when it grows large."""
_EVENTS_MAX: Final = 200_000
SEAT: Final[tuple[str, ...]] = ("seat",)
"""Parameter names of the most common log entries."""


def _keep(key: tuple[Any, ...], ev: Event) -> Event:
    if len(_EVENTS) >= _EVENTS_MAX:
        _EVENTS.clear()
    _EVENTS[key] = ev
    return ev


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


def log(st: SDState, key: str, names: tuple[str, ...], values: tuple[Any, ...],
        cid: str = "") -> None:
    """Log a public event with parameters ``names`` = ``values`` and, given ``cid``, the
    card by id as ``card`` and by its cs/en name as ``card_name``:
    ``st.log(key, **dict(zip(names, values)), card=cid, card_name=...)`` with identical
    entries sharing one ``Event``."""
    if not st.recording:
        return
    k = (key, names, values, cid)
    ev = _EVENTS.get(k)
    if ev is None:
        params: dict[str, Any] = {}
        _put(params, names, values)
        if cid:
            params["card"] = cid
            params["card_name"] = st.cat.cards[cid].name
        ev = _keep(k, Event(key, params))
    st.events.append(ev)


def log_secret(st: SDState, seat: int, key: str, cid: str, hidden_key: str) -> None:
    """Log ``key`` naming card ``cid`` for ``seat`` only; the others see ``hidden_key``:
    ``st.log_private([seat], key, {"seat": seat, "card": cid, "card_name": ...},
    hidden_key, {"seat": seat})`` with shared entries like ``log``."""
    if not st.recording:
        return
    k = (key, seat, cid, hidden_key)
    ev = _EVENTS.get(k)
    if ev is None:
        ev = _keep(k, Event.private(key, {"seat": seat, "card": cid,
                                          "card_name": st.cat.cards[cid].name}, (seat,),
                                    hidden_key, {"seat": seat}))
    st.events.append(ev)


def log_card_event(st: SDState, key: str, seat: int, cid: str, names: tuple[str, ...] = (),
                   values: tuple[Any, ...] = ()) -> None:
    """Log a public event about card ``cid`` of ``seat``, with the parameters ``seat``,
    ``card``, ``card_name`` and then ``names`` = ``values`` (hashable): ``st.log(key,
    seat=seat, card=cid, card_name=..., **dict(zip(names, values)))`` with identical entries
    sharing one ``Event``, like ``log``."""
    if not st.recording:
        return
    k = (key, seat, cid, names, values)
    ev = _EVENTS.get(k)
    if ev is None:
        params = {"seat": seat, "card": cid, "card_name": st.cat.cards[cid].name}
        _put(params, names, values)
        ev = _keep(k, Event(key, params))
    st.events.append(ev)


def shared_event(key: tuple[Any, ...]) -> Event | None:
    """The shared entry stored under ``key`` (a tuple naming the message and every value
    its parameters are built from), if one was built; see ``keep_event``."""
    return _EVENTS.get(key)


def keep_event(key: tuple[Any, ...], event: Event) -> Event:
    """Store ``event`` as the shared entry of ``key`` and return it: for log entries whose
    parameters ``log`` cannot build (several cards), made once per ``key``."""
    return _keep(key, event)
