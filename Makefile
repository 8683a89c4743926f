# Both entry points bootstrap .venv themselves, so each works as the first
# command on a fresh clone with only Python 3.11 and make installed.
# `make play` installs only what playing needs (the base dependencies of
# pyproject.toml); `make test` and the other developer targets install the
# `dev` extra on top (pytest, hypothesis, ruff, mypy, matplotlib, ray, the web
# server's libraries and the RL frameworks, whose adapter tests run in `make test`);
# `make serve` adds the `web` extra.
PYTHON ?= python3.11
VENV := .venv
BIN := $(VENV)/bin
PLAY_STAMP := $(VENV)/.installed-play
DEV_STAMP := $(VENV)/.installed-dev

.PHONY: play serve test lint typecheck bench clean compiled test-compiled

$(BIN)/python:
	@command -v $(PYTHON) >/dev/null 2>&1 || { echo "need $(PYTHON) on PATH"; exit 1; }
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip

$(PLAY_STAMP): pyproject.toml | $(BIN)/python
	$(BIN)/python -m pip install --quiet -e .
	touch $(PLAY_STAMP)

# The dev extra includes the base dependencies, so it satisfies `play` as well.
$(DEV_STAMP): pyproject.toml | $(BIN)/python
	$(BIN)/python -m pip install --quiet -e ".[dev]"
	touch $(DEV_STAMP) $(PLAY_STAMP)

play: $(PLAY_STAMP)
	$(BIN)/cardtable play

# The web server: the base dependencies plus the `web` extra (FastAPI, uvicorn,
# SQLAlchemy, Alembic, psycopg). SQLite file cardtable.db unless DB is given.
WEB_STAMP := $(VENV)/.installed-web
DB ?= sqlite:///cardtable.db

$(WEB_STAMP): pyproject.toml | $(BIN)/python
	$(BIN)/python -m pip install --quiet -e ".[web]"
	touch $(WEB_STAMP) $(PLAY_STAMP)

serve: $(WEB_STAMP)
	$(BIN)/cardtable serve --db "$(DB)"

test: $(DEV_STAMP) lint typecheck
	$(BIN)/python -m pytest -n 2

lint: $(DEV_STAMP)
	$(BIN)/ruff check src tests benchmarks

typecheck: $(DEV_STAMP)
	$(BIN)/mypy --strict src

bench: $(DEV_STAMP)
	$(BIN)/python -m pip install --quiet -e ".[dev,bench]"
	$(BIN)/python benchmarks/run.py

# The optional mypyc-compiled build (docs/performance.md): the kernel and
# three games compiled into build/compiled/src, the pure-Python package untouched. test-compiled
# runs against it the golden traces (and the check that they ran on .so modules), the
# kernel's and the three games' tests, the bots' and the conformance properties (tests
# marked pure_python, which reach past what a compiled module keeps, are skipped).
COMPILED := build/compiled

compiled: $(DEV_STAMP)
	$(BIN)/python scripts/build_compiled.py --out $(COMPILED)

test-compiled: compiled
	PYTHONPATH=$(COMPILED)/src CARDTABLE_EXPECT_COMPILED=1 $(BIN)/python -m pytest -n 2 \
		tests/golden tests/test_compiled_build.py tests/kernel tests/conformance tests/bots \
		tests/games/clash_of_decks tests/games/magic_tower tests/games/science_duel

clean:
	rm -rf $(VENV) .pytest_cache .mypy_cache .ruff_cache $(COMPILED)
