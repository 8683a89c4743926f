"""A simulation records no events when no seat's bot reads them (``Bot.reads_log``)."""

from __future__ import annotations

import pytest

from cardtable.bots import BOTS, GreedyBot, IsmctsBot, RandomBot
from cardtable.bots.base import Bot
from cardtable.kernel import Action, PlayerView
from cardtable.sim import make_job
from cardtable.sim.match import play_game
from support.toy_game import TOY

SEEN: list[int] = []
"""The log length each ``LogCounter`` saw, in order."""


class LogCounter(Bot):
    """Plays the first legal action and notes how many events it was shown."""

    name = "log_counter"

    def choose(self, view: PlayerView) -> Action:
        SEEN.append(len(view.events))
        return view.legal_actions[0]


class BlindCounter(LogCounter):
    """The same, but says it does not read the log."""

    name = "blind_counter"

    def reads_log(self) -> bool:
        return False


def _log_lengths(monkeypatch: pytest.MonkeyPatch, bot: str, records: bool = False
                 ) -> list[int]:
    monkeypatch.setitem(BOTS, "log_counter", LogCounter)
    monkeypatch.setitem(BOTS, "blind_counter", BlindCounter)
    SEEN.clear()
    job = make_job(TOY, [bot, "random"], 1, records=records)
    result = play_game(job, 0)
    assert result.length > 4 and len(SEEN) > 2
    return list(SEEN)


def test_a_bot_that_reads_the_log_is_shown_every_event(monkeypatch: pytest.MonkeyPatch) -> None:
    seen = _log_lengths(monkeypatch, "log_counter")
    assert seen[-1] > seen[0]  # the log grew while the game went on


def test_no_event_is_built_when_no_bot_reads_the_log(monkeypatch: pytest.MonkeyPatch) -> None:
    seen = _log_lengths(monkeypatch, "blind_counter")
    assert len(set(seen)) == 1  # only what setup logged before the state went silent


def test_a_job_that_keeps_records_records_events(monkeypatch: pytest.MonkeyPatch) -> None:
    """A record's digest covers the log, so a replay must see the same one."""
    seen = _log_lengths(monkeypatch, "blind_counter", records=True)
    assert seen[-1] > seen[0]


def test_which_built_in_bots_read_the_log() -> None:
    assert not RandomBot(0).reads_log()
    assert not GreedyBot(0).reads_log()
    assert not IsmctsBot(0, iterations=5).reads_log()
    assert IsmctsBot(0, iterations=5, reuse=True).reads_log()  # its kept tree checks the log
    assert LogCounter(0).reads_log()  # a bot that does not say is taken to read it
