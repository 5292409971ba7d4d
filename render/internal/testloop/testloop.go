// Package testloop runs a package's tests from inside a running Ebitengine
// loop, which drawing and reading pixels need. Only tests import it; it
// imports nothing of the game, so render/ui's own tests can use it too.
package testloop

import (
	"fmt"
	"os"
	"runtime"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
)

// harness runs every test inside the loop's first Update, then ends it.
type harness struct {
	m    *testing.M
	w, h int
	code int
}

func (h *harness) Update() error {
	h.code = h.m.Run()
	return ebiten.Termination
}

func (h *harness) Draw(*ebiten.Image)         {}
func (h *harness) Layout(int, int) (int, int) { return h.w, h.h }

// Main is a TestMain for pkg's tests on a w×h window: without a display it
// says how to run them (`make test` uses xvfb-run) and exits 1; otherwise it
// exits with the tests' code.
func Main(m *testing.M, pkg string, w, h int) {
	if runtime.GOOS == "linux" && os.Getenv("DISPLAY") == "" && os.Getenv("WAYLAND_DISPLAY") == "" {
		fmt.Fprintf(os.Stderr, "%s tests need a display: run `make test` (it uses xvfb-run)\n", pkg)
		os.Exit(1)
	}
	hn := &harness{m: m, w: w, h: h, code: 1}
	ebiten.SetWindowSize(w, h)
	if err := ebiten.RunGame(hn); err != nil {
		panic(err)
	}
	os.Exit(hn.code)
}
