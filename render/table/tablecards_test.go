package table

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"undercity/engine"
	"undercity/internal/playto"
	"undercity/render/internal/uitest"
	"undercity/render/tablemodel"
	"undercity/render/ui"
)

// A revealed Drink flies from the drinker's Drink Me! pile to its place in
// front of them, its Chaser a few frames behind, and is drawn there only
// once it has landed; when it is drunk it flies to the Drink discard,
// which shows it once it lands. Time is the table's frame counter.
func TestARevealedDrinkFliesToTheTableAndOnToTheDiscard(t *testing.T) {
	s, err := playto.ScenarioState(`{"seats": [
		{"char": "dale", "hand": ["dale_vermin"], "drink_me": ["drk_wine_chaser", "drk_dragon_breath"]},
		{"char": "jett"}, {"char": "petra"}], "active": 0, "phase": "action"}`)
	require.NoError(t, err)
	require.NoError(t, playto.PlayOn(s, func() bool { return s.Phase == engine.PhaseOrder || len(s.Drinks) > 0 }, nil))
	require.Empty(t, s.Drinks, "the Drink is not revealed yet")
	nav, tbl := resumeTable(t, s, 0)
	nav.settings.AnimSpeed = 1
	pile := tablemodel.PileRect(tbl.m.Mats[0], 0)
	for len(tbl.Match().Snapshot().Drinks) == 0 {
		require.True(t, tbl.m.Mine)
		tbl.answer(max(tbl.m.PassOption(), 0))
	}
	require.Len(t, tbl.m.Drinks, 1)
	d := tbl.m.Drinks[0]
	require.Len(t, d.Cards, 2)
	var flights []flyer
	for _, f := range tbl.flyers {
		if f.hides {
			flights = append(flights, f)
		}
	}
	require.Len(t, flights, 2, "the Drink and its Chaser fly")
	for _, f := range flights {
		assert.Equal(t, [2]float32{pile.X, pile.Y}, [2]float32{f.x0, f.y0}, "from Dale's Drink Me! pile")
		r, ok := tbl.m.DrinkRect(f.card)
		require.True(t, ok)
		assert.Equal(t, [2]float32{r.X, r.Y}, [2]float32{f.x1, f.y1}, "to where it lies")
	}
	assert.NotEqual(t, flights[0].start, flights[1].start, "the Chaser follows the Drink")
	assert.True(t, tbl.piles.inFlight(d.Cards[0]) && tbl.piles.inFlight(d.Cards[1]), "not yet drawn where it lies")
	end := 0
	for _, f := range flights {
		end = max(end, f.start+f.dur)
	}
	for tbl.tick < end {
		drive(t, nav, 1)
	}
	assert.False(t, tbl.piles.inFlight(d.Cards[0]) || tbl.piles.inFlight(d.Cards[1]), "landed")

	// Pass until it is drunk: both cards fly on to the Drink discard.
	for len(tbl.Match().Snapshot().Drinks) > 0 {
		require.True(t, tbl.m.Mine)
		tbl.answer(max(tbl.m.PassOption(), 0))
	}
	top := tbl.Match().Snapshot().DrinkDiscard()[len(tbl.Match().Snapshot().DrinkDiscard())-1]
	require.Contains(t, d.Cards, top)
	assert.True(t, tbl.piles.inFlight(top))
	assert.NotEqual(t, top, tbl.piles.drinkDiscardTop(), "the discard shows its old top until the Drink lands")
	for tbl.piles.inFlight(top) {
		drive(t, nav, 1)
	}
	assert.Equal(t, top, tbl.piles.drinkDiscardTop())
	// And the discard's top card zooms on hover, like a hand card.
	x, y := tablemodel.DrinkDiscardRect.Center()
	nav.input = uitest.Script(&ui.Input{CursorX: int(x), CursorY: int(y)})
	drive(t, nav, 1)
	assert.Equal(t, top, tbl.hoverCard)
}

// The game-over dialog is never covered by a card zoom, even one kept
// (right-click) or hovered when the game ended.
func TestNoZoomOverTheGameOverDialog(t *testing.T) {
	s, err := playto.ScenarioState(`{"seats": [{"char": "jett", "fort": 2, "hand": ["jett_claws", "jett_race"]}, {"char": "petra", "alc": 18}],
		"active": 1, "phase": "action"}`)
	require.NoError(t, err)
	require.NoError(t, playto.PlayOn(s, func() bool { return s.Over }, nil))
	nav, tbl := resumeTable(t, s, 0)
	require.NotEmpty(t, tbl.m.Hand, "a hand to point at")
	tbl.zoomCard = tbl.m.Hand[0].ID // kept from before the end
	hx, hy := tbl.m.Hand[0].Rect.Center()
	nav.input = uitest.Script(&ui.Input{CursorX: int(hx), CursorY: int(hy)}, &ui.Input{CursorX: int(hx), CursorY: int(hy), RightJustPressed: true})
	frame := drive(t, nav, 2)
	assert.False(t, tbl.zoom.zoomShown(), "no zoom once the game is over")
	// The log's text shows there; a zoomed card is over 20,000 bright pixels.
	assert.Less(t, uitest.BrightPixels(frame, uitest.RectOf(ui.Rect(tablemodel.ZoomRect))), 10000, "no card drawn where the zoom goes")
}
