package render

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/stretchr/testify/require"

	"undercity/engine"
)

// Daareka's "Psionic vision": the player picked divides her revealed cards
// from the decision bar (RDI_SHOT_DIR: see assertShotWritten).
func TestDaarekaDivideShotIsWritten(t *testing.T) { assertShotWritten(t, "daareka-divide.png") }

// "My friend will play this hand for me": the cards of another player's
// hand that Daareka (the viewer) may play are buttons of the decision bar,
// with the pass.
func TestDaarekaBorrowsFromTheBar(t *testing.T) {
	s, err := scenarioState(`{"seats": [
		{"char": "jett", "hand": ["jett_gambling_im_in", "jett_winning_hand", "jett_i_raise", "jett_claws"]},
		{"char": "daareka", "hand": ["daareka_my_friend", "daareka_ink_spray"]}], "active": 0, "phase": "action"}`)
	require.NoError(t, err)
	pick := func(d engine.Decision) int {
		for i, o := range d.Options {
			if o.Verb == engine.VerbPlay && (s.Def(o.Card).ID == "jett_gambling_im_in" || s.Def(o.Card).ID == "daareka_my_friend") ||
				o.Verb == engine.VerbTarget && o.Seat == 0 {
				return i
			}
		}
		return -1
	}
	require.NoError(t, playOn(s, func() bool { return s.Dec.Kind == engine.DecBorrow }, pick))
	sh := &shooter{canvas: ebiten.NewImage(ScreenWidth, ScreenHeight)}
	defer sh.canvas.Deallocate()
	tbl, err := sh.tableShotClick(s, 1, -1, -1, Rect{760, 300, 1, 1})
	require.NoError(t, err)
	require.NoError(t, barHoldsEvery(tbl, engine.VerbPlay, 2), "Winning Hand! and I raise!, not the Action")
	require.NoError(t, barHoldsEvery(tbl, engine.VerbPass, 1))
}
