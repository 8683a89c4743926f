"""Build the optional mypyc-compiled cardtable into a folder of its own.

    .venv/bin/python scripts/build_compiled.py [--out build/compiled] [--jobs 2]

The pure-Python package stays the default: this copies ``src/cardtable`` to
``OUT/src``, compiles the kernel and the games in ``PACKAGES`` there with
mypyc (the ``dev`` extra brings mypy, which brings mypyc; a C compiler and the
Python headers are needed) and checks that every compiled module then imports
as an extension module. Put ``OUT/src`` first on ``PYTHONPATH`` to use it
(``make test-compiled`` runs the golden traces so). Modules in ``EXCLUDED``
stay Python in the copy, each for the reason given; docs/performance.md has
the figures and the limitations.
"""

from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PACKAGES = ("kernel", "games/clash_of_decks", "games/magic_tower", "games/science_duel")
"""Folders under ``src/cardtable`` whose modules are compiled."""
MODULES = ("bots/ismcts_search.py",)
"""Single modules compiled besides: the ISMCTS inner loop (selection, expansion,
rollout, backup), where a search with short rollouts spends a good part of its time."""
PYDANTIC = "pydantic models with methods: compiled methods look like unannotated fields"
EXCLUDED = {
    "kernel/compiled.py": "the mypyc markers' fallback must run as Python",
    "kernel/task.py": "`dataclass_transform` cannot mark a compiled function",
    "kernel/errors.py": "exception classes that uncompiled code subclasses",
    "kernel/options.py": "games' options models subclass GameOptions; compiled code would "
                         "check its exact type",
    "kernel/cards.py": PYDANTIC,
    "kernel/ops.py": PYDANTIC,
    "games/clash_of_decks/cards.py": PYDANTIC,
    "games/clash_of_decks/game.py": PYDANTIC,
    "games/clash_of_decks/ops.py": PYDANTIC,
    "games/magic_tower/cards.py": PYDANTIC,
    "games/magic_tower/game.py": PYDANTIC,
    "games/magic_tower/opbase.py": PYDANTIC,
    "games/magic_tower/ops.py": PYDANTIC,
    "games/magic_tower/ops_board.py": PYDANTIC,
    "games/magic_tower/ops_running.py": PYDANTIC,
    "games/magic_tower/ops_special.py": PYDANTIC,
    "games/science_duel/cardinfo.py": PYDANTIC,
    "games/science_duel/game.py": PYDANTIC,
    "games/science_duel/ops.py": PYDANTIC,
    "games/science_duel/cards.py": PYDANTIC + "; `x in (*A, 'b')` crashes mypyc",
    "kernel/encoding.py": "dataclasses subclassing an ABC fail at import (mypyc/mypyc#1061)",
}
"""Modules left as Python, and why."""
GROUP = "cardtable"
"""Name of the shared library that holds the compiled code (``cardtable__mypyc``)."""


def compiled_paths() -> list[str]:
    """The modules to compile, as paths relative to ``src`` (what mypyc is given)."""
    base = ROOT / "src" / "cardtable"
    paths: list[str] = []
    for package in PACKAGES:
        for path in sorted((base / package).glob("*.py")):
            rel = path.relative_to(base).as_posix()
            if rel not in EXCLUDED:
                paths.append(f"cardtable/{rel}")
    paths.extend(f"cardtable/{rel}" for rel in MODULES)
    return paths


def module_name(path: str) -> str:
    """``cardtable/kernel/game.py`` -> ``cardtable.kernel.game``."""
    name = path.removesuffix(".py").replace("/", ".")
    return name.removesuffix(".__init__")


def copy_sources(out: Path) -> Path:
    """A clean copy of ``src/cardtable`` under ``out/src`` (no caches, no old builds)."""
    src = out / "src"
    if src.exists():
        shutil.rmtree(src)
    shutil.copytree(ROOT / "src" / "cardtable", src / "cardtable",
                    ignore=shutil.ignore_patterns("__pycache__", "*.so", "*.pyc"))
    return src


def build(out: Path, jobs: int) -> None:
    """Generate C with mypyc and compile it into ``out/src`` (runs in ``out/src``)."""
    from mypyc.build import mypycify
    from setuptools import setup

    src = out / "src"
    os.chdir(src)
    extensions = mypycify(["--strict", *compiled_paths()], opt_level="3", multi_file=True,
                          group_name=GROUP, target_dir=str(out / "c"))
    setup(name="cardtable-compiled", ext_modules=extensions,
          script_args=["build_ext", "--build-lib", ".", "--build-temp", str(out / "temp"),
                       "--parallel", str(jobs)])


def verify(src: Path) -> list[str]:
    """Compiled modules that do not import from an extension module (empty if all do)."""
    names = [module_name(p) for p in compiled_paths()]
    probe = ("import importlib, sys\n"
             "for name in sys.argv[1:]:\n"
             "    f = importlib.import_module(name).__file__ or ''\n"
             "    if not f.endswith('.so'): print(name, f)\n")
    env = {**os.environ, "PYTHONPATH": str(src)}
    done = subprocess.run([sys.executable, "-c", probe, *names], env=env, cwd=ROOT,
                          capture_output=True, text=True, check=True)
    return done.stdout.splitlines()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=ROOT / "build" / "compiled")
    parser.add_argument("--jobs", type=int, default=2, help="C compiler processes")
    args = parser.parse_args(argv)
    out = args.out.resolve()
    wall, cpu = time.perf_counter(), time.process_time()
    children = os.times()
    src = copy_sources(out)
    build(out, args.jobs)
    after = os.times()
    compile_cpu = (time.process_time() - cpu) + (after.children_user - children.children_user) \
        + (after.children_system - children.children_system)
    print(f"compiled {len(compiled_paths())} modules in {time.perf_counter() - wall:.0f} s "
          f"wall, {compile_cpu:.0f} s CPU (mypyc and the C compiler)")
    wrong = verify(src)
    if wrong:
        print("not compiled:", *wrong, sep="\n  ")
        return 1
    print(f"every compiled module imports from a .so; use PYTHONPATH={src}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
