package shots

import (
	"fmt"
	"os"
	"runtime"
	"testing"

	"undercity/render"
)

// The shots draw offscreen, which needs a running Ebitengine loop: the
// tests run inside it (render.RunOffscreen), under a display (`make test`
// uses xvfb-run).
func TestMain(m *testing.M) {
	if runtime.GOOS == "linux" && os.Getenv("DISPLAY") == "" && os.Getenv("WAYLAND_DISPLAY") == "" {
		fmt.Fprintln(os.Stderr, "the screenshot tests need a display: run `make test` (it uses xvfb-run)")
		os.Exit(1)
	}
	code := 1
	if err := render.RunOffscreen(func() error { code = m.Run(); return nil }); err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	os.Exit(code)
}
