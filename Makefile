# Quick start: `make play` starts the game, `make test` runs the tests. Both set up .venv first.
PY ?= python3
VENV := .venv
BIN := $(VENV)/bin

.PHONY: play test bench build dist selftest icon clean catalogs catalogs-extract catalogs-update

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

# The Linux package (dist/tricktable_VERSION_ARCH.deb) from the executable `make build` made;
# builds it first only if it is not there yet.
dist: $(BIN)/.installed
	test -x dist/tricktable || $(MAKE) build
	$(BIN)/python tools/make_deb.py dist/tricktable dist

selftest: $(BIN)/.installed
	$(BIN)/python -m game --selftest

icon: $(BIN)/.installed
	$(BIN)/python tools/make_icon.py

clean:
	rm -rf $(VENV) build dist

# The language catalogs (assets/locale, tools/catalogs.py): collect the marked strings, merge them
# into the Hungarian and Finnish catalogs, compile those for the game.
catalogs-extract: $(BIN)/.installed
	$(BIN)/python tools/catalogs.py extract

catalogs-update: $(BIN)/.installed
	$(BIN)/python tools/catalogs.py update

catalogs: $(BIN)/.installed
	$(BIN)/python tools/catalogs.py compile
