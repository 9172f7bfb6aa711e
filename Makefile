# Two commands on a fresh machine with only Python: `make demo` and `make test`.
PYTHON ?= python3
# pytest-xdist workers for `make test` (the suite is safe to split: a database and a Redis db per worker).
PYTEST_WORKERS ?= auto
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed-stamp

.PHONY: demo test lint simulate bench bench-engine clean i18n-extract i18n-update i18n-compile

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

# Translations (README, "Translations"): extract the marked strings into the template catalog, merge it
# into each language's messages.po, compile the .mo files the app reads (committed, so a checkout runs as is).
CATALOGS := pbem/translations
i18n-extract: $(STAMP)
	$(BIN)/pybabel extract --no-location --sort-output -F babel.cfg -k lazy_gettext -o $(CATALOGS)/messages.pot .
	$(BIN)/python -m pbem.event_catalog $(CATALOGS)/events.pot

i18n-update: i18n-extract
	$(BIN)/pybabel update --no-fuzzy-matching -i $(CATALOGS)/messages.pot -d $(CATALOGS)
	$(BIN)/pybabel update --no-fuzzy-matching -D events -i $(CATALOGS)/events.pot -d $(CATALOGS)

i18n-compile: $(STAMP)
	$(BIN)/pybabel compile --statistics -d $(CATALOGS)
	$(BIN)/pybabel compile --statistics -D events -d $(CATALOGS)

simulate: $(STAMP)
	$(BIN)/python -m engine simulate cosmic --players 5 --games 300 --seed 11

# The engine's random playouts beside catanatron's (issue 13), in a virtualenv of the benchmark's own:
# catanatron is the yardstick, not a dependency. BENCH_ARGS passes options, e.g. BENCH_ARGS='--aliens all'.
BENCH_VENV := .venv-bench
BENCH_STAMP := $(BENCH_VENV)/.installed-stamp

$(BENCH_STAMP): pyproject.toml
	$(PYTHON) -m venv $(BENCH_VENV)
	$(BENCH_VENV)/bin/python -m pip install --quiet --upgrade pip
	$(BENCH_VENV)/bin/python -m pip install --quiet catanatron -e .
	touch $(BENCH_STAMP)

bench-engine: $(BENCH_STAMP)
	$(BENCH_VENV)/bin/python benchmarks/engine_speed.py $(BENCH_ARGS)

clean:
	rm -rf $(VENV) $(BENCH_VENV) instance .pytest_cache
