# Undercity Inn: `make run` to play, `make test` to test.
# Both first install missing system packages (see .ci/deps).

SHELL := /bin/bash
.SHELLFLAGS := -eu -o pipefail -c
.DEFAULT_GOAL := run

GO ?= go
# Ebitengine needs cgo on Linux; modules come from the Go module proxy into
# the normal (possibly empty) module cache; go.sum must already be complete.
export CGO_ENABLED := 1
export GOFLAGS := $(strip $(GOFLAGS) -mod=readonly -buildvcs=false)

# Window tests run on a virtual X display on Linux (Xvfb), natively elsewhere.
# XVFB_MALLOC keeps Xvfb's request buffer in its heap: a frame of a
# 1600x900 window reaches Xvfb as one 5.8 MB PutImage, which glibc would
# otherwise map afresh every frame, and where page faults are dear (as on
# the virtual machines CI runs on) that cost two thirds of the frame rate.
XVFB_MALLOC ?= MALLOC_MMAP_THRESHOLD_=2000000000 MALLOC_TRIM_THRESHOLD_=2000000000
ifeq ($(shell uname -s),Linux)
XVFB ?= env $(XVFB_MALLOC) xvfb-run -a -s "-screen 0 1600x900x24"
else
XVFB ?=
endif

# Packages whose tests open a window (./render, ./cmd/rdi and its
# screenshots ./cmd/rdi/shots, run by test-gui) are left out of the unit
# tests; everything else (render/tablemodel too: the table's layout and
# clicks) is tested normally, so new packages are picked up automatically.
# Packages whose tests open Ebitengine (a display): run under Xvfb by
# test-gui, left out of test-unit.
GUI_PKGS := ./cmd/rdi ./cmd/rdi/shots ./render/ui ./render/online ./render/table ./render/table/logpane
GUI_FILTER := grep -v -e '/render$$' -e '/render/ui$$' -e '/render/online$$' -e '/render/table$$' -e '/render/table/logpane$$' -e '/cmd/rdi$$' -e '/cmd/rdi/shots$$'

# Extra flags: make test TESTFLAGS=-count=1, make run ARGS="--screenshot x.png".
TESTFLAGS ?=
ARGS ?=

.PHONY: run build web deps deps-build fmt-check vet test test-unit test-gui test-web test-window shots-web clean

## run: build and start the game (installs build packages if missing)
run: deps-build
	$(GO) build -o bin/rdi ./cmd/rdi
	@if [[ "$$(uname -s)" == Linux && -z "$${DISPLAY:-}" && -z "$${WAYLAND_DISPLAY:-}" ]]; then \
		echo "No display found (DISPLAY is empty): run this from a desktop session." >&2; exit 1; fi
	./bin/rdi $(ARGS)

## build: compile every command into bin/
build: deps-build
	mkdir -p bin
	$(GO) build -o bin/ ./cmd/...

## web: build the game for the browser into bin/web (serve it with
## rdi-server --web bin/web): the page with its loading bar, the game as
## WebAssembly and Go's wasm_exec.js from this toolchain (lib/wasm since
## Go 1.24, misc/wasm before).
web:
	mkdir -p bin/web
	GOOS=js GOARCH=wasm CGO_ENABLED=0 $(GO) build -trimpath -ldflags="-s -w" -o bin/web/rdi.wasm ./cmd/rdi
	root=$$($(GO) env GOROOT); \
	if [[ -f "$$root/lib/wasm/wasm_exec.js" ]]; then cp "$$root/lib/wasm/wasm_exec.js" bin/web/; \
	else cp "$$root/misc/wasm/wasm_exec.js" bin/web/; fi
	sed "s/@WASM_SIZE@/$$(wc -c < bin/web/rdi.wasm | tr -d ' ')/" cmd/rdi/web/index.html > bin/web/index.html

## deps: install missing system packages for building and testing
deps:
	@bash .ci/deps test

deps-build:
	@bash .ci/deps build

## fmt-check: fail listing the files gofmt would change
fmt-check:
	@files=$$(gofmt -l $$(find . -name '*.go' -not -path './.git/*' -not -path './bin/*')); \
	if [[ -n "$$files" ]]; then echo "gofmt needed on:"; echo "$$files"; exit 1; fi

## vet: go vet every package (needs the X headers: cgo)
vet: deps-build
	$(GO) vet ./...

## test: formatting, vet, unit tests, window tests under Xvfb, then the
## browser build in headless Chromium
test: deps fmt-check vet test-unit test-gui test-web

# Tests never read or write the player's config folder (undercity-inn/ under
# the user config directory): the test targets point UNDERCITY_CONFIG_DIR
# (which the game reads before HOME, XDG_CONFIG_HOME or the system's
# folders) at a fresh temporary folder, removed afterwards, and fail if a
# test left anything in it (each test gives the code it runs a folder of
# its own). In a test binary without UNDERCITY_CONFIG_DIR, game.ConfigDir
# panics, so a test that reaches for the real folder fails under plain
# `go test` too. XDG_CONFIG_HOME is left alone: the go command keeps its
# own settings (go env -w) and telemetry there. with-test-config starts
# such a shell line, test-config-untouched ends it.
define with-test-config
cfg=$$(mktemp -d); trap 'rm -rf "$$cfg"' EXIT; \
	export UNDERCITY_CONFIG_DIR="$$cfg/undercity-inn";
endef
define test-config-untouched
if [[ -n "$$(ls -A "$$cfg")" ]]; then \
	echo "tests wrote into the shared config folder (give each test its own):" >&2; \
	find "$$cfg" -mindepth 1 >&2; exit 1; fi
endef

# The unit tests also write a coverage profile, from which the engine
# package's total is printed (the tests run once).
test-unit:
	$(with-test-config) \
	pkgs=$$($(GO) list ./... | $(GUI_FILTER)); \
	prof=$$(mktemp); trap 'rm -rf "$$cfg" "$$prof" "$$prof.engine"' EXIT; \
	$(GO) test $(TESTFLAGS) -coverprofile="$$prof" $$pkgs; \
	grep -E '^mode:|^undercity/engine/[^/]+:' "$$prof" > "$$prof.engine"; \
	echo "engine coverage: $$($(GO) tool cover -func="$$prof.engine" | tail -n 1 | awk '{print $$NF}') of statements"; \
	$(test-config-untouched)

# Window tests run inside one Ebitengine frame, and Ebitengine frees images
# only when a frame ends, so a process's memory grows with every test. The
# render tests are therefore split over three processes (names A–N, the
# rest, and the GUI monkey with its thousands of frames). The first two run
# at once on one virtual display (many of their tests wait on sockets and
# timers: 80 s together against 115 s one after the other on the 2-core
# machine), after the package is compiled once; the monkey after them. -timeout leaves room for a loaded machine.
# The small GUI packages go two at a time (their windows share the virtual
# display without trouble): linking each test binary is most of their time.
GUI_TIMEOUT ?= 30m
test-gui:
	$(with-test-config) \
	$(XVFB) $(GO) test -p=2 -timeout $(GUI_TIMEOUT) $(TESTFLAGS) $(GUI_PKGS); \
	$(XVFB) bash -c '$(GO) test -count=1 -run "^$$" ./render >/dev/null; \
		$(GO) test -p=1 -timeout $(GUI_TIMEOUT) $(TESTFLAGS) -run "^Test[A-N]" ./render & a=$$!; \
		$(GO) test -p=1 -timeout $(GUI_TIMEOUT) $(TESTFLAGS) -run "^Test[^A-N]" -skip "^TestMonkey$$" ./render && b=0 || b=$$?; \
		wait $$a && exit $$b || exit 1'; \
	$(XVFB) $(GO) test -p=1 -timeout $(GUI_TIMEOUT) $(TESTFLAGS) -run '^TestMonkey$$' ./render; \
	$(test-config-untouched)

# The browser test (internal/webtest, build tag webtest) builds the page
# once (make web), serves it with rdi-server --web and plays it in Debian's
# headless Chromium (chromium-headless-shell, installed by .ci/deps): a game
# started by clicks, a decision answered, the page reloaded and the game
# continued; then, in the same tab, a table hosted online on the page's
# server, joined by a bot of the test by its code, started and a decision
# answered that the bot sees; then the other way, a table hosted by the
# test (as the desktop hosts) that the page joins by typing its code, sits
# at and answers a decision of (make shots-web also writes
# docs/screenshots/web-table.png, web-online.png, web-lobby.png and
# web-joined.png). It logs the page's download, the time to its first
# frame and to the table's, and the waits between frames while Hard and
# Expert seats search (UNDERCITY_WEB_MEASURE=DIR writes them as
# DIR/web-frames-LEVEL.json; UNDERCITY_WEB_PROFILE=DIR records CPU profiles).
## test-web: play the browser build in headless Chromium
test-web: web
	$(with-test-config) \
	$(GO) test -tags webtest -count=1 -timeout 10m $(TESTFLAGS) -v ./internal/webtest | grep -v 'GL Driver Message'; \
	$(test-config-untouched)

# The window test (internal/windowtest, build tag windowtest): rdi-server
# as a process and two rdi windows, each under its own Xvfb with its own
# config folder, play a Boss Battle with a computer in the third seat
# (rdi --host-on ... --autoplay random, rdi --join ... --autoplay random);
# the server is killed with SIGKILL mid-game and started again on the same
# data, and both windows must print the same result. A game takes 1 to 3
# minutes here, so make test leaves it out: run it on its own.
## test-window: two client processes finish an online game across a server kill
test-window:
	$(with-test-config) \
	$(GO) test -tags windowtest -count=1 -timeout 10m $(TESTFLAGS) -v ./internal/windowtest | grep -v ': turn [0-9]'; \
	$(test-config-untouched)

## shots-web: the browser test, writing docs/screenshots/web-*.png
shots-web:
	UNDERCITY_WEB_SHOT=1 $(MAKE) test-web

clean:
	rm -rf bin
