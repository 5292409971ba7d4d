package render

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"undercity/engine"
	"undercity/render/tablemodel"
	"undercity/render/ui"
)

// A revealed Drink flies from the drinker's Drink Me! pile to its place in
// front of them, its Chaser a few frames behind, and is drawn there only
// once it has landed; when it is drunk it flies to the Drink discard,
// which shows it once it lands. Time is the table's frame counter.
func TestARevealedDrinkFliesToTheTableAndOnToTheDiscard(t *testing.T) {
	s, err := scenarioState(`{"seats": [
		{"char": "dale", "hand": ["dale_vermin"], "drink_me": ["drk_wine_chaser", "drk_dragon_breath"]},
		{"char": "jett"}, {"char": "petra"}], "active": 0, "phase": "action"}`)
	require.NoError(t, err)
	require.NoError(t, playOn(s, func() bool { return s.Phase == engine.PhaseOrder || len(s.Drinks) > 0 }, nil))
	require.Empty(t, s.Drinks, "the Drink is not revealed yet")
	app, tbl := resumeTable(t, s, "", 0)
	app.settings.AnimSpeed = 1
	pile := tablemodel.PileRect(tbl.Model().Mats[0], 0)
	for len(tbl.Match().Snapshot().Drinks) == 0 {
		require.True(t, tbl.Model().Mine)
		tbl.Answer(max(tbl.Model().PassOption(), 0))
	}
	require.Len(t, tbl.Model().Drinks, 1)
	d := tbl.Model().Drinks[0]
	require.Len(t, d.Cards, 2)
	flights := probe(tbl).Flights()
	require.Len(t, flights, 2, "the Drink and its Chaser fly")
	for _, f := range flights {
		assert.Equal(t, [2]float32{pile.X, pile.Y}, [2]float32{f.X0, f.Y0}, "from Dale's Drink Me! pile")
		r, ok := tbl.Model().DrinkRect(f.Card)
		require.True(t, ok)
		assert.Equal(t, [2]float32{r.X, r.Y}, [2]float32{f.X1, f.Y1}, "to where it lies")
	}
	assert.NotEqual(t, flights[0].Start, flights[1].Start, "the Chaser follows the Drink")
	assert.True(t, probe(tbl).InFlight(d.Cards[0]) && probe(tbl).InFlight(d.Cards[1]), "not yet drawn where it lies")
	end := 0
	for _, f := range flights {
		end = max(end, f.Start+f.Dur)
	}
	for probe(tbl).Tick() < end {
		require.NoError(t, app.Update())
	}
	assert.False(t, probe(tbl).InFlight(d.Cards[0]) || probe(tbl).InFlight(d.Cards[1]), "landed")

	// Pass until it is drunk: both cards fly on to the Drink discard.
	for len(tbl.Match().Snapshot().Drinks) > 0 {
		require.True(t, tbl.Model().Mine)
		tbl.Answer(max(tbl.Model().PassOption(), 0))
	}
	top := tbl.Match().Snapshot().DrinkDiscard[len(tbl.Match().Snapshot().DrinkDiscard)-1]
	require.Contains(t, d.Cards, top)
	assert.True(t, probe(tbl).InFlight(top))
	assert.NotEqual(t, top, probe(tbl).DrinkDiscardTop(), "the discard shows its old top until the Drink lands")
	for probe(tbl).InFlight(top) {
		require.NoError(t, app.Update())
	}
	assert.Equal(t, top, probe(tbl).DrinkDiscardTop())
	// And the discard's top card zooms on hover, like a hand card.
	x, y := tablemodel.DrinkDiscardRect.Center()
	app.SetInputSource(script(&ui.Input{CursorX: int(x), CursorY: int(y)}))
	require.NoError(t, app.Update())
	assert.Equal(t, top, probe(tbl).HoverCard())
}

// The game-over dialog is never covered by a card zoom, even one kept
// (right-click) or hovered when the game ended.
func TestNoZoomOverTheGameOverDialog(t *testing.T) {
	s, err := scenarioState(`{"seats": [{"char": "jett", "fort": 2, "hand": ["jett_claws", "jett_race"]}, {"char": "petra", "alc": 18}],
		"active": 1, "phase": "action"}`)
	require.NoError(t, err)
	require.NoError(t, playOn(s, func() bool { return s.Over }, nil))
	app, tbl := resumeTable(t, s, "", 0)
	require.NotEmpty(t, tbl.Model().Hand, "a hand to point at")
	probe(tbl).SetZoomCard(tbl.Model().Hand[0].ID) // kept from before the end
	hx, hy := tbl.Model().Hand[0].Rect.Center()
	app.SetInputSource(script(&ui.Input{CursorX: int(hx), CursorY: int(hy)}, &ui.Input{CursorX: int(hx), CursorY: int(hy), RightJustPressed: true}))
	frame, err := drive(t, app, 2)
	require.NoError(t, err)
	assert.False(t, probe(tbl).Zoomed(), "no zoom once the game is over")
	// The log's text shows there; a zoomed card is over 20,000 bright pixels.
	assert.Less(t, brightPixels(frame, rectOf(ui.Rect(tablemodel.ZoomRect))), 10000, "no card drawn where the zoom goes")
}
