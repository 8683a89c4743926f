"""The optional mypyc build (``scripts/build_compiled.py``, ``make test-compiled``).

A normal run imports the pure-Python package and checks that it is what it
imported; ``make test-compiled`` sets ``CARDTABLE_EXPECT_COMPILED=1`` and puts the
compiled copy first on the path, and then every module the build compiles must
come from an extension module, so the golden traces beside it ran on compiled
code and not on a Python fallback.
"""

from __future__ import annotations

import ast
import importlib
import importlib.util
import os
import sys
from pathlib import Path
from types import ModuleType

import pytest

SCRIPT = Path(__file__).resolve().parents[1] / "scripts" / "build_compiled.py"
EXPECT_COMPILED = os.environ.get("CARDTABLE_EXPECT_COMPILED") == "1"


def _load_script() -> ModuleType:
    spec = importlib.util.spec_from_file_location("cardtable_build_compiled", SCRIPT)
    assert spec is not None and spec.loader is not None, f"cannot load {SCRIPT}"
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module


build = _load_script()


def test_packages_and_exclusions_name_existing_code() -> None:
    base = build.ROOT / "src" / "cardtable"
    assert [p for p in build.PACKAGES if not (base / p / "__init__.py").exists()] == []
    assert [p for p in build.EXCLUDED if not (base / p).exists()] == []
    assert [p for p in build.MODULES if not (base / p).exists()] == []
    paths = build.compiled_paths()
    assert "cardtable/kernel/game.py" in paths and "cardtable/kernel/compiled.py" not in paths


def _fixed_tuple_constants(tree: ast.Module) -> list[str]:
    """Module-level ``Final`` constants holding a tuple whose declared or inferred type has
    a fixed length (``X: Final = (1, 2)``, ``X: Final[tuple[int, int]] = ...``)."""
    found = []
    for node in tree.body:
        if not (isinstance(node, ast.AnnAssign) and isinstance(node.target, ast.Name)):
            continue
        ann = ast.unparse(node.annotation)
        if not ann.startswith("Final"):
            continue
        if ann == "Final":
            if isinstance(node.value, ast.Tuple):
                found.append(node.target.id)
        elif ann.startswith("Final[tuple[") and "..." not in ann:
            found.append(node.target.id)
    return found


def test_compiled_modules_declare_tuple_constants_variable_length() -> None:
    """A ``Final`` tuple of a fixed length is kept unboxed by mypyc and boxed again (a new
    tuple) at every use, which also breaks an identity test against it; the compiled
    modules declare such constants ``Final[tuple[T, ...]]``, but for those only ever handed
    whole to a compiled function that takes the fixed type (passed unboxed, never boxed)."""
    src = build.ROOT / "src"
    unboxed = {"cardtable/games/clash_of_decks/evaluation.py": ["SOLO_OWN", "SOLO_AI", "DUEL"]}
    offenders = {}
    for path in build.compiled_paths():
        names = _fixed_tuple_constants(ast.parse((src / path).read_text(encoding="utf-8")))
        names = [n for n in names if n not in unboxed.get(path, [])]
        if names:
            offenders[path] = names
    assert offenders == {}


@pytest.mark.parametrize("path", build.compiled_paths())
def test_module_is_from_the_expected_build(path: str) -> None:
    module_file = importlib.import_module(build.module_name(path)).__file__ or ""
    if EXPECT_COMPILED:
        assert module_file.endswith(".so"), f"{path} ran as Python: {module_file}"
    else:
        assert module_file.endswith(".py"), (
            f"{path} is compiled ({module_file}); run with CARDTABLE_EXPECT_COMPILED=1")


def _splitmix_reference(seed: int, count: int) -> list[int]:
    """SplitMix64 written out with masks, independent of ``kernel.rng``."""
    mask, out, state = (1 << 64) - 1, [], seed & ((1 << 64) - 1)
    for _ in range(count):
        state = (state + 0x9E3779B97F4A7C15) & mask
        z = ((state ^ (state >> 30)) * 0xBF58476D1CE4E5B9) & mask
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & mask
        out.append(z ^ (z >> 31))
    return out


@pytest.mark.parametrize("seed", [0, 1, 7, 2**63 - 1, 2**63, 2**64 - 1, -5, 12345678901234567890])
def test_rng_draws_the_same_numbers_compiled_or_not(seed: int) -> None:
    """``Rng`` keeps a signed ``i64`` when compiled and an unsigned ``int`` in Python; both
    draw what the masked formula draws, for bounds on both sides of its 2**31 fast path."""
    from cardtable.kernel import Rng
    from cardtable.kernel import rng as rng_module

    assert rng_module.NATIVE is EXPECT_COMPILED
    draws = _splitmix_reference(seed, 40)
    rng = Rng(seed)
    assert [rng.next64() for _ in range(10)] == draws[:10]
    bounds = [1, 2, 3, 52, 2**31 - 1, 2**31, 2**40 + 3, 2**64, 10**30, 6, 100, 7]
    assert [rng.below(n) for n in bounds] == [z * n >> 64 for z, n in zip(draws[10:22], bounds,
                                                                              strict=True)]
    assert rng.state == (seed + 22 * 0x9E3779B97F4A7C15) % 2**64
    items = list(range(12))
    Rng(seed).shuffle(items)
    expected, zs = list(range(12)), _splitmix_reference(seed, 11)
    for step, i in enumerate(range(11, 0, -1)):
        j = zs[step] * (i + 1) >> 64
        expected[i], expected[j] = expected[j], expected[i]
    assert items == expected
    copy = rng.copy()
    assert copy == rng and copy.next64() == rng.next64() and Rng(rng.state) == rng


def test_events_are_native_records_when_compiled() -> None:
    """A compiled ``Event`` is built by the compiled constructor, refuses assignment and
    round-trips through JSON and pickle like the Python one."""
    import dataclasses
    import pickle

    from cardtable.kernel import Event, serial
    from cardtable.kernel import events as events_module

    assert events_module._COMPILED is EXPECT_COMPILED
    inner = Event("k.redacted", {"seat": 1})
    event = Event("k.full", {"seat": 1, "card": 4}, frozenset({1}), inner)
    with pytest.raises(dataclasses.FrozenInstanceError):
        event.key = "other"  # type: ignore[misc]
    assert serial.decode(serial.encode(event)) == event
    assert pickle.loads(pickle.dumps(event)) == event
    assert event.for_seat(0) == inner and event.for_seat(1) is event


def test_science_duel_records_are_built_natively_when_compiled() -> None:
    """Science Duel's ``Card``, ``Unit``, ``Slotted`` and ``Flight`` have written-out
    constructors (a dataclass-generated one is interpreted even in the compiled build):
    compiled, they are native; in both builds a ``Card`` stays frozen, defaults and equality
    are the dataclass's, and the records round-trip through the state's JSON encoding."""
    import dataclasses

    from cardtable.games.science_duel import model
    from cardtable.kernel import serial
    from cardtable.kernel.records import compiled

    assert model._NATIVE is EXPECT_COMPILED
    for cls in (model.Card, model.Unit, model.Slotted, model.Flight):
        assert compiled(cls) is EXPECT_COMPILED, cls
    card = model.Card(7, "x_card")
    assert (card.uid, card.cid, card.known) == (7, "x_card", False)
    assert card == model.Card(7, "x_card", False) and hash(card) == hash(model.Card(7, "x_card"))
    with pytest.raises(dataclasses.FrozenInstanceError):
        card.uid = 8  # type: ignore[misc]
    unit = model.Unit(3, "x_unit", 1, 2, 5)
    assert unit.kws == [] and unit.kws is not model.Unit(3, "x_unit", 1, 2, 5).kws
    assert (unit.tmp_atk, unit.ready, unit.dormant) == (0, False, 0)
    assert dataclasses.replace(unit, hp=4) == model.Unit(3, "x_unit", 1, 2, 4)
    flight = model.Flight(0, card, 2, -1, -1, True)
    assert flight.cancelled is False and flight.card is card
    slot = model.Slotted(9, "x_exp", 1, "experiment")
    assert slot.ready is True
    for record in (card, unit, flight, slot):
        assert serial.decode(serial.encode(record)) == record


def _native(cls: type) -> bool:
    """Whether ``cls`` is a mypyc native class (it lists its fields in ``__mypyc_attrs__``)."""
    return "__mypyc_attrs__" in vars(cls)


def test_task_types_are_native_records_when_compiled() -> None:
    """The kernel's ``Task`` base and the tasks the compiled games declare with
    ``task_type`` are native classes in the build (their fields are read directly), and
    behave as frozen, registered dataclasses in both builds; ``Pending`` and Science Duel's
    contexts and most-made tasks have native constructors, which its ``make_*`` functions
    call when compiled (in Python they are LRU caches)."""
    import dataclasses

    from cardtable.games.clash_of_decks import model as cd_model
    from cardtable.games.magic_tower import model as mt_model
    from cardtable.games.science_duel import model as sd_model
    from cardtable.kernel import Pending, Task, serial
    from cardtable.kernel.records import compiled

    assert _native(Task) is EXPECT_COMPILED
    for cls in (mt_model.Ops, mt_model.Pay, mt_model.Allocate, sd_model.Notify,
                sd_model.Strike, cd_model.Attack):
        assert _native(cls) is EXPECT_COMPILED, cls
        assert issubclass(cls, Task)
    assert compiled(Pending) is EXPECT_COMPILED
    assert compiled(sd_model.Ctx) is EXPECT_COMPILED and compiled(sd_model.Place) is EXPECT_COMPILED
    assert hasattr(sd_model.make_place, "cache_info") is not EXPECT_COMPILED
    assert type(sd_model.make_ctx(1, "x", 0)) is sd_model.Ctx
    ops = mt_model.ops_task(1, 5, 2)
    assert ops == mt_model.Ops(1, 5, 2, -1, 0, -1) and ops is mt_model.ops_task(1, 5, 2)
    with pytest.raises(dataclasses.FrozenInstanceError):
        ops.idx = 3  # type: ignore[misc]
    place = sd_model.make_place("token", 0, 1, cid="x")
    assert (place.uid, place.owner, place.slot) == (-1, -1, -1)
    pending = Pending("pay", 1, (), mt_model.pay_task(1, 7))
    for value in (ops, place, pending, sd_model.Ctx(3, "x", 1, subject=4),
                  cd_model.Attack(0, 1, True)):
        assert serial.decode(serial.encode(value)) == value, value


def test_science_duel_card_definitions_are_native_and_pickle() -> None:
    """Science Duel's run-time card records (``carddef.py``) are native classes in the build
    and round-trip through pickle (a game, its catalogue and cards travel to the search pool
    so)."""
    import pickle

    from cardtable.games.science_duel import carddef
    from cardtable.kernel import load

    for cls in (carddef.CardDef, carddef.Whenever, carddef.Aura):
        assert _native(cls) is EXPECT_COMPILED, cls
    cards = load("science_duel").catalogue.cards  # type: ignore[attr-defined]
    some = ([c for c in cards.values() if c.whenever][:2]
            + [c for c in cards.values() if c.auras][:2])
    assert len(some) == 4
    for card in some:
        copy = pickle.loads(pickle.dumps(card))
        assert copy == card and copy is not card
