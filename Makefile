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
ifeq ($(shell uname -s),Linux)
XVFB ?= xvfb-run -a -s "-screen 0 1600x900x24"
else
XVFB ?=
endif

# Packages whose tests open a window (./render and ./cmd/rdi, run by
# test-gui) are left out of the unit tests; everything else (render/tablemodel
# too: the table's layout and clicks) is tested normally, so new packages
# are picked up automatically.
GUI_FILTER := grep -v -e '/render$$' -e '/cmd/rdi$$'

# Extra flags: make test TESTFLAGS=-count=1, make run ARGS="--screenshot x.png".
TESTFLAGS ?=
ARGS ?=

.PHONY: run build deps deps-build fmt-check vet test test-unit test-gui clean

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

## test: formatting, vet, unit tests, then window tests under Xvfb
test: deps fmt-check vet test-unit test-gui

# The unit tests also write a coverage profile, from which the engine
# package's total is printed (the tests run once).
test-unit:
	pkgs=$$($(GO) list ./... | $(GUI_FILTER)); \
	prof=$$(mktemp); trap 'rm -f "$$prof" "$$prof.engine"' EXIT; \
	$(GO) test $(TESTFLAGS) -coverprofile="$$prof" $$pkgs; \
	grep -E '^mode:|^undercity/engine/[^/]+:' "$$prof" > "$$prof.engine"; \
	echo "engine coverage: $$($(GO) tool cover -func="$$prof.engine" | tail -n 1 | awk '{print $$NF}') of statements"

# Window tests run inside one Ebitengine frame, and Ebitengine frees images
# only when a frame ends, so a process's memory grows with every test. The
# render tests are therefore split over three processes (names A–N, the
# rest, and the GUI monkey with its thousands of frames), each returning its
# memory before the next starts. -timeout leaves room for a loaded machine.
GUI_TIMEOUT ?= 30m
test-gui:
	$(XVFB) $(GO) test -p=1 -timeout $(GUI_TIMEOUT) $(TESTFLAGS) ./cmd/rdi
	$(XVFB) $(GO) test -p=1 -timeout $(GUI_TIMEOUT) $(TESTFLAGS) -run '^Test[A-N]' ./render
	$(XVFB) $(GO) test -p=1 -timeout $(GUI_TIMEOUT) $(TESTFLAGS) -run '^Test[^A-N]' -skip '^TestMonkey$$' ./render
	$(XVFB) $(GO) test -p=1 -timeout $(GUI_TIMEOUT) $(TESTFLAGS) -run '^TestMonkey$$' ./render

clean:
	rm -rf bin
