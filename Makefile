# Two commands on a fresh machine with only Python: `make demo` and `make test`.
PYTHON ?= python3
# pytest-xdist workers for `make test` (the suite is safe to split: a database and a Redis db per worker).
PYTEST_WORKERS ?= auto
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed-stamp

.PHONY: demo test lint simulate bench clean

$(STAMP): pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -e '.[dev]'
	touch $(STAMP)

demo: $(STAMP)
	$(BIN)/pbem demo

test: $(STAMP)
	$(BIN)/python -m pytest -n $(PYTEST_WORKERS) $(PYTEST_ARGS)

lint: $(STAMP)
	$(BIN)/ruff check .

simulate: $(STAMP)
	$(BIN)/python -m engine simulate cosmic --players 5 --games 300 --seed 11

clean:
	rm -rf $(VENV) instance .pytest_cache
