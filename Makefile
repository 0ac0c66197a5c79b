# `make test` and `make demo` work on a bare machine: they create .venv first.
PYTHON ?= $(shell command -v python3.11 || command -v python3)
VENV := .venv
PY := $(VENV)/bin/python
STAMP := $(VENV)/.installed
# extras installed with the package; CI adds `spark` (.ci/run) so the Spark tests run there
EXTRAS ?= test

.PHONY: test demo bench venv clean

venv: $(STAMP)

$(STAMP): pyproject.toml
	test -x $(PY) || $(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --upgrade pip
	$(PY) -m pip install --quiet -e '.[$(EXTRAS)]'
	touch $(STAMP)

test: $(STAMP)
	$(PY) -m pytest -n 2 -q

demo: $(STAMP)
	$(VENV)/bin/pathfinder --provider offline --rules-dir demo-rules --paths-from rules/demo/samples.paths

bench: $(STAMP)
	$(PY) bench/bench_engine.py

clean:
	rm -rf $(VENV) build *.egg-info .pytest_cache
