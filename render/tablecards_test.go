package render

import (
	"fmt"
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"undercity/engine"
	"undercity/game/tutorial"
	"undercity/render/tablemodel"
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
		require.NoError(t, app.Update())
	}
	assert.False(t, tbl.piles.inFlight(d.Cards[0]) || tbl.piles.inFlight(d.Cards[1]), "landed")

	// Pass until it is drunk: both cards fly on to the Drink discard.
	for len(tbl.Match().Snapshot().Drinks) > 0 {
		require.True(t, tbl.m.Mine)
		tbl.answer(max(tbl.m.PassOption(), 0))
	}
	top := tbl.Match().Snapshot().DrinkDiscard[len(tbl.Match().Snapshot().DrinkDiscard)-1]
	require.Contains(t, d.Cards, top)
	assert.True(t, tbl.piles.inFlight(top))
	assert.NotEqual(t, top, tbl.piles.drinkDiscardTop(), "the discard shows its old top until the Drink lands")
	for tbl.piles.inFlight(top) {
		require.NoError(t, app.Update())
	}
	assert.Equal(t, top, tbl.piles.drinkDiscardTop())
	// And the discard's top card zooms on hover, like a hand card.
	x, y := tablemodel.DrinkDiscardRect.Center()
	app.SetInputSource(script(&Input{CursorX: int(x), CursorY: int(y)}))
	require.NoError(t, app.Update())
	assert.Equal(t, top, tbl.hoverCard)
}

// The game-over dialog is never covered by a card zoom, even one kept
// (right-click) or hovered when the game ended.
func TestNoZoomOverTheGameOverDialog(t *testing.T) {
	s, err := scenarioState(`{"seats": [{"char": "jett", "fort": 2, "hand": ["jett_claws", "jett_race"]}, {"char": "petra", "alc": 18}],
		"active": 1, "phase": "action"}`)
	require.NoError(t, err)
	require.NoError(t, playOn(s, func() bool { return s.Over }, nil))
	app, tbl := resumeTable(t, s, "", 0)
	require.NotEmpty(t, tbl.m.Hand, "a hand to point at")
	tbl.zoomCard = tbl.m.Hand[0].ID // kept from before the end
	hx, hy := tbl.m.Hand[0].Rect.Center()
	app.SetInputSource(script(&Input{CursorX: int(hx), CursorY: int(hy)}, &Input{CursorX: int(hx), CursorY: int(hy), RightJustPressed: true}))
	frame, err := drive(t, app, 2)
	require.NoError(t, err)
	assert.False(t, tbl.zoom.zoomShown(), "no zoom once the game is over")
	// The log's text shows there; a zoomed card is over 20,000 bright pixels.
	assert.Less(t, brightPixels(frame, rectOf(Rect(tablemodel.ZoomRect))), 10000, "no card drawn where the zoom goes")
}

// rdi --shots writes the documented screenshots; the quick ones are
// written here (the six-seat table and the summary play games first, the
// hint waits for the Expert's search).
func TestShotsAreWritten(t *testing.T) {
	dir := t.TempDir()
	names := []string{"portraits.png", "card-icons.png", "drink-on-table.png", "round-cards.png", "new-game.png", "otto_newgame.png", "game-over.png",
		"your-turn.png", "curtain.png", "settings.png", "why-not.png", "statistics.png", "take-back.png", "discard-select.png",
		"rules-reference.png", "rules-reference-search.png", "card-gallery.png", "torglesnarf-minions.png", "dungeon-table.png", "round-dungeon.png", "tutorial-list.png", "amundyr-scarabs.png", "vlazlo-mat.png", "daareka-divide.png",
		"gamble-setup.png", "online-lobby.png"}
	for i := 1; i <= 6; i++ {
		names = append(names, fmt.Sprintf("tutorial-%02d.png", i))
	}
	// Played to their moment: slow, written by rdi --shots (which checks each).
	slow := []string{"table-6-seats-zoom.png", "hint.png", "summary.png",
		"otto_table_human.png", "otto_target.png", "otto_reveal.png", "otto_reward.png", "otto_gambling.png",
		"new-game-two-headed.png", "new-game-leaders-lackeys.png", "new-game-boss.png", "boss-potion.png", "boss-actions.png", "boss-dungeon.png", "boss-vs-boss.png",
		"two-headed.png", "two-headed-boss.png", "leaders-lackeys.png"}
	for i := 7; i <= tutorial.Count(); i++ { // the later lessons: as the first six, but not twice in CI (game/tutorial walks every lesson)
		slow = append(slow, fmt.Sprintf("tutorial-%02d.png", i))
	}
	slow = append(slow, "gamble-continue.png") // leaves a session at the table first
	for _, g := range gambleShotGames {        // each plays a session first
		slow = append(slow, "gamble-"+string(g.game)+".png")
	}
	for _, g := range gambleShowdownGames { // each plays a game to its end
		slow = append(slow, "gamble-showdown-"+string(g.game)+".png")
	}
	slow = append(slow, "gamble-wheel-spokes.png", "gamble-broke.png", "gamble-last-game.png")
	slow = append(slow, "online-table.png") // plays a few decisions through a server first
	require.NoError(t, WriteShots(dir, names...))
	for _, n := range names {
		st, err := os.Stat(filepath.Join(dir, n))
		require.NoError(t, err, n)
		assert.Greater(t, st.Size(), int64(50000), n)
	}
	for _, n := range slow {
		_, err := os.Stat(filepath.Join(dir, n))
		assert.True(t, os.IsNotExist(err), "only the shots asked for: %s", n)
	}
	require.Len(t, Shots, len(names)+len(slow))
}
