package render

import (
	"os"
	"runtime"

	"undercity/ai"
)

// spareProcessors gives Go's scheduler a processor (P) for each of the
// computer players' search trees on top of one per core, unless the
// player set GOMAXPROCS. A search tree holds a P while it runs, whatever
// its thread's priority: with one P per core, two trees on a two-core
// machine held both, and the game's main thread, back from a draw call,
// waited for the scheduler to take one away (up to 10 ms, every time),
// which cost a five-seat table with searching players a quarter of its
// frames. With Ps to spare the operating system decides, and it runs
// the idle-class search threads only when drawing leaves a core free.
func spareProcessors() {
	if os.Getenv("GOMAXPROCS") != "" {
		return
	}
	runtime.GOMAXPROCS(runtime.NumCPU() + ai.Workers)
}
