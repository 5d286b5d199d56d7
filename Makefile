# Two commands for a newcomer: `make demo` and `make test`; `make serve` plays in the browser.
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed

CHROMIUM := /usr/bin/chromium

.PHONY: demo serve test lint typecheck unit browser clean

$(STAMP): pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -e '.[dev]'
	touch $(STAMP)

demo: $(STAMP)
	$(BIN)/hegemon demo

serve: $(STAMP)
	$(BIN)/hegemon serve

# The browser tests drive Debian's chromium (never a downloaded browser): installed here
# when missing and we may (root); otherwise those tests are skipped, saying why.
browser:
	@if [ ! -x $(CHROMIUM) ]; then \
		if [ "$$(id -u)" = 0 ] && command -v apt-get >/dev/null; then \
			echo "installing Debian's chromium for the browser tests"; \
			apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null; \
		else \
			echo "no $(CHROMIUM) and no root to install it: the browser tests will be skipped"; \
		fi; \
	fi

lint: $(STAMP)
	$(BIN)/ruff check src tests
	$(BIN)/ruff format --check src tests

typecheck: $(STAMP)
	$(BIN)/mypy --strict src/hegemon

unit: $(STAMP) browser
	$(BIN)/pytest -n 2 -p no:cacheprovider

test: lint typecheck unit

clean:
	rm -rf $(VENV) build *.egg-info src/*.egg-info
