package shots

import (
	"fmt"
	"os"
	"path/filepath"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"undercity/engine"
	"undercity/game/tutorial"
	"undercity/internal/playto"
	"undercity/render/ui"
)

// Daareka's "Psionic vision": the player picked divides her revealed cards
// from the decision bar (RDI_SHOT_DIR: see assertShotWritten).
func TestDaarekaDivideShotIsWritten(t *testing.T) { assertShotWritten(t, "daareka-divide.png") }

// "My friend will play this hand for me": the cards of another player's
// hand that Daareka (the viewer) may play are buttons of the decision bar,
// with the pass.
func TestDaarekaBorrowsFromTheBar(t *testing.T) {
	s, err := playto.ScenarioState(`{"seats": [
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
	require.NoError(t, playto.PlayOn(s, func() bool { return s.Dec.Kind == engine.DecBorrow }, pick))
	sh := &shooter{canvas: ebiten.NewImage(ui.ScreenWidth, ui.ScreenHeight)}
	defer sh.canvas.Deallocate()
	tbl, err := sh.tableShotClick(s, 1, -1, -1, ui.Rect{X: 760, Y: 300, W: 1, H: 1})
	require.NoError(t, err)
	require.NoError(t, barHoldsEvery(tbl, engine.VerbPlay, 2), "Winning Hand! and I raise!, not the Action")
	require.NoError(t, barHoldsEvery(tbl, engine.VerbPass, 1))
}

// With RDI_SHOT_DIR set the shot is written there (e.g. docs/screenshots).
func TestDungeonShotIsWritten(t *testing.T) { assertShotWritten(t, "dungeon-table.png") }

// assertShotWritten writes one shot (into RDI_SHOT_DIR when set) and
// checks the picture is there and not blank.
func assertShotWritten(t *testing.T, name string) {
	t.Helper()
	dir := t.TempDir()
	if d := os.Getenv("RDI_SHOT_DIR"); d != "" {
		dir = d
	}
	require.NoError(t, Write(dir, name))
	st, err := os.Stat(filepath.Join(dir, name))
	require.NoError(t, err)
	assert.Greater(t, st.Size(), int64(50000))
}

// rdi --shots writes the documented screenshots; the quick ones are
// written here (the six-seat table and the summary play games first, the
// hint waits for the Expert's search).
func TestShotsAreWritten(t *testing.T) {
	dir := t.TempDir()
	names := []string{"portraits.png", "card-icons.png", "drink-on-table.png", "round-cards.png", "new-game.png", "otto_newgame.png", "game-over.png",
		"your-turn.png", "curtain.png", "settings.png", "why-not.png", "statistics.png", "take-back.png", "discard-select.png",
		"rules-reference.png", "rules-reference-search.png", "card-gallery.png", "torglesnarf-minions.png", "dungeon-table.png", "round-dungeon.png", "tutorial-list.png", "amundyr-scarabs.png", "vlazlo-mat.png", "daareka-divide.png",
		"gamble-setup.png", "online-lobby.png", "online-watch.png", "online-gamble-setup.png"}
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
	slow = append(slow, "online-table.png", "online-gamble.png", "online-watch-gamble.png") // play a few decisions through a server first
	require.NoError(t, Write(dir, names...))
	for _, n := range names {
		st, err := os.Stat(filepath.Join(dir, n))
		require.NoError(t, err, n)
		assert.Greater(t, st.Size(), int64(50000), n)
	}
	for _, n := range slow {
		_, err := os.Stat(filepath.Join(dir, n))
		assert.True(t, os.IsNotExist(err), "only the shots asked for: %s", n)
	}
	require.Len(t, All, len(names)+len(slow))
}
