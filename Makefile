# Quick start: `make play` starts the game, `make test` runs the tests. Both set up .venv first.
PY ?= python3
VENV := .venv
BIN := $(VENV)/bin

.PHONY: play test bench build clean

$(BIN)/.installed: pyproject.toml
	$(PY) -m venv $(VENV)
	$(BIN)/pip install --quiet --upgrade pip
	$(BIN)/pip install --quiet -e '.[test]'
	touch $@

play: $(BIN)/.installed
	$(BIN)/python -m game

test: $(BIN)/.installed
	SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy $(BIN)/python -m pytest

bench: $(BIN)/.installed
	$(BIN)/python -m game bench

build: $(BIN)/.installed
	$(BIN)/pip install --quiet -e '.[build]'
	$(BIN)/pyinstaller --noconfirm build.spec

clean:
	rm -rf $(VENV) build dist
