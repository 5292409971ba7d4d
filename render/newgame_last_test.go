package render

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"undercity/engine"
	"undercity/game"
	"undercity/render/ui"
)

// Starting a game remembers its setup in the settings file; the next run's
// New Game screen offers it again (a new seed), the Boss included.
func TestNewGameRemembersTheLastSetupAcrossRuns(t *testing.T) {
	path := filepath.Join(t.TempDir(), "settings.json")
	app := newTestApp(t, Options{SettingsPath: path, Seed: 5, SeedSet: true})
	ng := NewNewGameScreen(app)
	app.SetScreen(ng)
	require.True(t, ng.SetTeamMode(engine.ModeBoss))
	ng.SetSeats([]game.SeatConfig{{Char: "petra", Level: "expert"}, {Char: "terci", Human: true, Level: "normal"}, {Char: "ygella", Level: "easy"}, {Char: "dale", Level: "hard"}})
	clickChip(t, app, ng.Chips().Prizes)
	require.True(t, ng.Prizes())
	want := ng.Config()
	ng.Start()
	tbl, ok := app.Screen().(*TableScreen)
	require.True(t, ok, ng.Err())
	tbl.Match().Close()

	app2 := newTestApp(t, Options{SettingsPath: path, Seed: 6, SeedSet: true})
	ng2 := NewNewGameScreen(app2)
	got := ng2.Config()
	assert.Equal(t, engine.ModeBoss, got.Mode)
	assert.Equal(t, want.Seats, got.Seats, "the seats, characters, levels and the Boss")
	assert.True(t, got.Opts.Prizes)
	assert.Equal(t, uint64(6), got.Seed, "a new seed")

	// The Otto mode too.
	ng2.SetOttoMode(true)
	ng2.SetSeats([]game.SeatConfig{{Char: "jett", Human: true}, {Char: "dale", Level: "hard"}})
	ng2.Start()
	if tbl, ok := app2.Screen().(*TableScreen); ok {
		tbl.Match().Close()
	}
	ng3 := NewNewGameScreen(newTestApp(t, Options{SettingsPath: path}))
	assert.True(t, ng3.OttoMode())
	assert.Equal(t, []game.SeatConfig{{Char: "jett", Human: true, Level: "normal"}, {Char: "dale", Level: "hard"}}, ng3.Seats())
}

// A remembered setup this build cannot honour is taken as far as it fits;
// a settings file that cannot be read gives the defaults.
func TestNewGameToleratesAnOddRememberedSetup(t *testing.T) {
	path := filepath.Join(t.TempDir(), "settings.json")
	require.NoError(t, os.WriteFile(path, []byte(`{"last_setup": {"mode": "chess", "seats": [{"char": "gandalf", "level": "godlike"}, {"char": "jett"}, {"char": "dale"}, {"char": "petra"}]}}`), 0o644))
	ng := NewNewGameScreen(newTestApp(t, Options{SettingsPath: path}))
	assert.Equal(t, "", ng.TeamMode())
	assert.False(t, ng.OttoMode())
	seats := ng.Seats()
	require.Len(t, seats, 4)
	assert.Equal(t, "dale", seats[0].Char, "an unknown character keeps the default")
	assert.Equal(t, "normal", seats[0].Level)
	assert.Equal(t, []string{"jett", "dale", "petra"}, []string{seats[1].Char, seats[2].Char, seats[3].Char})

	require.NoError(t, os.WriteFile(path, []byte(`{"last_setup": 7`), 0o644))
	ng = NewNewGameScreen(newTestApp(t, Options{SettingsPath: path}))
	assert.Len(t, ng.Seats(), 3, "the default setup")
}

// Choosing Boss Battle makes seat 1 the Boss (Petra) and gives a
// Challenger who was Petra another character, so the default is not
// Petra against Petra; leaving the variant gives the seats back.
func TestBossBattleDoesNotSeatTheBossTwice(t *testing.T) {
	app, ng := openNewGame(t, 3)
	before := ng.Seats()
	require.Equal(t, "petra", before[2].Char, "the default third seat")
	clickChip(t, app, ng.Chips().TeamChip)
	require.Equal(t, engine.ModeBoss, ng.TeamMode())
	seats := ng.Seats()
	assert.Equal(t, "petra", seats[0].Char, "the Boss")
	for i, st := range seats[1:] {
		assert.NotEqual(t, "petra", st.Char, "Challenger %d", i+2)
	}
	clickChip(t, app, ng.Chips().Modes[0])
	assert.Equal(t, before, ng.Seats(), "the free-for-all seats come back")

	// A Challenger may still pick the Boss's character.
	clickChip(t, app, ng.Chips().TeamChip)
	for ng.Seats()[1].Char != "petra" {
		clickChip(t, app, ng.Row(1).Next)
	}
	require.NoError(t, app.Update())
	assert.Equal(t, "petra", ng.Seats()[1].Char)
}

// Otto's factions are explained where they are chosen.
func TestOttosFactionsAreExplained(t *testing.T) {
	_, ng := openNewGame(t, 3)
	ng.SetOttoMode(true)
	fs := ng.OttoFactions()
	require.Len(t, fs, 2)
	for _, f := range fs {
		assert.NotEmpty(t, ui.Presentation.OttoFactions[f], f)
	}
	assert.NotEqual(t, ui.Presentation.OttoFactions[fs[0]], ui.Presentation.OttoFactions[fs[1]])
}
