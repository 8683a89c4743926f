"""What ``make play`` installs is enough to play; ``--version``; the README's example actions."""

from __future__ import annotations

import re
import subprocess
import sys
import tomllib
from collections.abc import Callable
from importlib.metadata import version
from pathlib import Path

import pytest
from typer.testing import Result

from cardtable.bots import make_bot
from cardtable.cli.prompt import read_entry
from cardtable.kernel import Action, PlayerView, load

Invoke = Callable[..., Result]

ROOT = Path(__file__).resolve().parents[2]
EXAMPLE = re.compile(r"^\| `([a-z_]+)` \| `([^`]+)` \| [^|]+ \|$", re.M)
IMPORT_NAMES = {"pytest-xdist": "xdist", "open_spiel": "pyspiel"}
"""Import names of the extras' distributions where they differ from the distribution name."""


def test_version(cli: Invoke) -> None:
    result = cli("--version")
    assert result.exit_code == 0
    assert result.output == f"cardtable {version('cardtable')}\n"


def readme_examples() -> list[tuple[str, str]]:
    return EXAMPLE.findall((ROOT / "README.md").read_text(encoding="utf-8"))


def test_readme_has_examples_for_every_game() -> None:
    examples = readme_examples()
    assert {game for game, _ in examples} == {"clash_of_decks", "science_duel", "magic_tower",
                                              "hecatomb", "hexy"}
    assert "play hand=2 row=top" not in (ROOT / "README.md").read_text(encoding="utf-8")


@pytest.mark.parametrize(("game_id", "text"), readme_examples())
def test_readme_example_action_is_legal_in_a_seeded_game(game_id: str, text: str) -> None:
    """The prompt's parser reads the example as an action, and seeded games reach a
    position where it is legal."""
    game = load(game_id)
    action = read_entry(text, [], "en")
    assert isinstance(action, Action)
    game.encode(action)  # the game's action space knows its kind and arguments
    for seed in range(30):
        state = game.new_state(seed=seed, players=2)
        bot = make_bot("random", seed)
        for _ in range(400):
            seat = state.current_player()
            if seat is None:
                break
            if action in state.legal_actions():
                return
            state.apply(bot.choose(PlayerView(state, seat)))
    pytest.fail(f"{text!r} was never legal in 30 seeded games of {game_id}")


def _not_for_play() -> set[str]:
    """Import names of everything the extras add over the base dependencies."""
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    base = {re.split(r"[=<>!~ ;\[]", dep)[0] for dep in project["dependencies"]}
    extra = {re.split(r"[=<>!~ ;\[]", dep)[0]
             for deps in project["optional-dependencies"].values() for dep in deps}
    return {IMPORT_NAMES.get(name, name.replace("-", "_")) for name in extra - base}


BLOCKER = """
import importlib.abc, runpy, sys
BLOCKED = set(sys.argv[1].split(","))
class Block(importlib.abc.MetaPathFinder):
    def find_spec(self, name, path=None, target=None):
        if name.split(".")[0] in BLOCKED:
            raise ImportError(f"{name} is not installed by make play")
        return None
sys.meta_path.insert(0, Block())
sys.argv = ["cardtable", *sys.argv[2:]]
runpy.run_module("cardtable", run_name="__main__")
"""


def test_base_install_is_enough_to_play(tmp_path: Path) -> None:
    """``make play`` installs only the base dependencies: the play, replay, games and
    --version commands must not import pytest, hypothesis, ray, matplotlib, ..."""
    blocked = _not_for_play()
    assert {"pytest", "hypothesis", "ray", "matplotlib", "xdist"} <= blocked
    record = tmp_path / "game.json"

    def run(*args: str) -> subprocess.CompletedProcess[str]:
        return subprocess.run(
            [sys.executable, "-c", BLOCKER, ",".join(sorted(blocked)), *args],
            capture_output=True, text=True, cwd=ROOT, stdin=subprocess.DEVNULL,
            env={"PYTHONPATH": str(ROOT / "src"), "COLUMNS": "100", "PATH": ""})

    played = run("play", "clash_of_decks", "--seat", "random", "--seat", "random",
                 "--seed", "1", "-o", "format=prepared", "--record", str(record))
    assert played.returncode == 0, played.stderr
    assert "Result" in played.stdout
    for args in (("replay", str(record)), ("games",), ("--version",)):
        done = run(*args)
        assert done.returncode == 0, (args, done.stderr)
