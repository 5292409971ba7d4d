package table

import "undercity/render/ui"

// A page drawn by a software WebGL renderer (SwiftShader, llvmpipe: a
// browser without a GPU) pays for every frame it shows pixel by pixel:
// about as much to show a frame at all (the window cleared, read back and
// composited) as to draw it. There the table is calm (page_js.go sets it):
// what pulses holds still, the thinking dots step every calmDotsFrames
// frames (every second or two while a computer thinks), and a
// frame that would show what the last one showed is not drawn (the
// table's resting, App.Draw), so while a computer thinks most of the
// page's frames draw nothing and the search gets the time. The desktop is
// never calm. (ui.Calm: the screens in packages of their own hold
// still too.)

// calmTick is the tick a pulse is drawn at: tick, or when calm the tick
// still (each pulse picks the one where it glows brightly).
func calmTick(tick, still int) int {
	if ui.Calm {
		return still
	}
	return tick
}

// calmFrame is the App's frame (App.Draw): the calm dots count frames,
// not ticks, so that a page whose frames are slow (a loaded machine)
// still has frames at rest between the dots' steps.
var calmFrame int

// calmDotsFrames is how many frames a calm table's thinking dots hold
// each step: every second or two while a computer thinks, at a frame at
// rest and the search's share of the thread (page_js.go) each. Each step
// is shown in four frames (Ebitengine presents three more after a
// change), the slow frames of a software renderer: at 15 a step, 9–12%
// of the frames while Hard searched waited over 100 ms, at 30 5–7%.
const calmDotsFrames = 30

// dotsTick is the tick the thinking dots are drawn at (a step every 20
// ticks): when calm a step every calmDotsFrames frames.
func dotsTick(tick int) int {
	if ui.Calm {
		return calmFrame / calmDotsFrames * 20
	}
	return tick
}

// SetFrame tells the tables the App's frame (App.Draw), which the calm
// thinking dots count.
func SetFrame(frame int) { calmFrame = frame }
