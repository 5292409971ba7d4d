package render

// A page drawn by a software WebGL renderer (SwiftShader, llvmpipe: a
// browser without a GPU) pays for every frame it shows pixel by pixel:
// about as much to show a frame at all (the window cleared, read back and
// composited) as to draw it. There the table is calm (page_js.go sets it):
// what pulses holds still, the thinking dots step once a second, and a
// frame that would show what the last one showed is not drawn (the
// table's resting, App.Draw), so while a computer thinks most of the
// page's frames draw nothing and the search gets the time. The desktop is
// never calm.
var calm bool

// calmTick is the tick a pulse is drawn at: tick, or when calm the tick
// still (each pulse picks the one where it glows brightly).
func calmTick(tick, still int) int {
	if calm {
		return still
	}
	return tick
}

// dotsTick is the tick the thinking dots are drawn at (a step every 20
// ticks): when calm they step once a second (60 ticks).
func dotsTick(tick int) int {
	if calm {
		return tick / 60 * 20
	}
	return tick
}
