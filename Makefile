# Quick start: `make play` starts the game, `make test` runs the tests. Both set up .venv first.
PY ?= python3
VENV := .venv
BIN := $(VENV)/bin

.PHONY: play test bench build selftest icon clean

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
	PYGAME_HIDE_SUPPORT_PROMPT=1 $(BIN)/pyinstaller --noconfirm --log-level WARN build.spec
	@ls -l dist

selftest: $(BIN)/.installed
	$(BIN)/python -m game --selftest

icon: $(BIN)/.installed
	$(BIN)/python tools/make_icon.py

clean:
	rm -rf $(VENV) build dist
