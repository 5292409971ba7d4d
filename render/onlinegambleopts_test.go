package render

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"undercity/engine/gamble"
	"undercity/game/online"
)

// TestOnlineGambleOptions: hosting a gambling table, the Online screen
// offers the local gambling New Game's options: the game's variants, the
// number of games (the rounds of Adventurer's Choice), Playing for Shares
// and the share; the table is dealt with them, its computers named as
// at a local table; the column keeps inside its panel.
func TestOnlineGambleOptions(t *testing.T) {
	app := onlineApp(t)
	on := NewOnlineScreen(app, NewNewGameScreen(app).Config())
	app.SetScreen(on)
	_, err := drive(t, app, 1)
	require.NoError(t, err)
	clickOn(t, app, on.Chips().TableGame.Rect)
	require.Equal(t, gamble.RoguesAndWarriors, on.GambleGame())
	require.NotEmpty(t, on.GambleChips().Vars)
	assert.Equal(t, "Exchange", on.GambleChips().Vars[0].Label)
	clickOn(t, app, on.GambleChips().Vars[0].Rect)
	assert.True(t, on.GambleChips().Vars[0].Selected)
	clickOn(t, app, on.GambleChips().Up.Rect)
	clickOn(t, app, on.GambleChips().Up.Rect)
	clickOn(t, app, on.GambleChips().Shares.Rect)
	clickOn(t, app, on.GambleChips().ShareUp.Rect)
	ts := on.Setup()
	assert.Equal(t, gamble.VarExchange.String(), ts.Variants)
	assert.Equal(t, 5, ts.Games)
	assert.True(t, ts.Shares)
	assert.Equal(t, 4, ts.Share)
	assertLaidOut(t, app, "online-host-gamble", on.LayoutBoxes(app.Theme()))

	// Threes has the most variants: the column still fits.
	for on.GambleGame() != gamble.Threes {
		clickOn(t, app, on.Chips().TableGame.Rect)
	}
	assert.Len(t, on.GambleChips().Vars, 5)
	assert.Empty(t, on.Setup().Variants, "another game's variants are not carried over")
	assertLaidOut(t, app, "online-host-threes", on.LayoutBoxes(app.Theme()))

	for on.GambleGame() != gamble.AdventurersChoice {
		clickOn(t, app, on.Chips().TableGame.Rect)
	}
	assert.Empty(t, on.GambleChips().Vars, "Adventurer's Choice: each game's variants are chosen at the table")
	clickOn(t, app, on.GambleChips().Up.Rect)
	ts = on.Setup()
	assert.Equal(t, 3, ts.Rounds)
	assert.Zero(t, ts.Games)

	// Back to Rogues and Warriors, hosted here: the table is dealt so.
	for on.GambleGame() != gamble.RoguesAndWarriors {
		clickOn(t, app, on.Chips().TableGame.Rect)
	}
	r := hostWithComputers(t, app, on).Remote()
	require.NoError(t, r.Start())
	tb := r.GambleTable()
	until(t, app, "the first Observation", tb.Ready)
	su := tb.Session().View(0).State().Setup
	assert.Equal(t, gamble.VarExchange, su.Variants)
	assert.Equal(t, 5, su.Games)
	assert.True(t, su.Shares)
	assert.Equal(t, 4, su.Share)
	assert.Equal(t, online.GamblerName(1), su.Names[1], "a computer named as at a local table")
}

// TestOnlineGambleHouseRules: the house rules of the local gambling
// setup on the Online screen: the minimum raise, the Split Rule (a chip
// that cycles the three rules and the Starting Player picking) and, one
// step below 1 game, playing until one is left; the table is dealt with
// them.
func TestOnlineGambleHouseRules(t *testing.T) {
	app := onlineApp(t)
	on := NewOnlineScreen(app, NewNewGameScreen(app).Config())
	app.SetScreen(on)
	_, err := drive(t, app, 1)
	require.NoError(t, err)
	clickOn(t, app, on.Chips().TableGame.Rect)
	require.Equal(t, gamble.RoguesAndWarriors, on.GambleGame())
	ts := on.Setup()
	assert.False(t, ts.MinRaise || ts.ChooseSplit || ts.UntilOneLeft)
	assert.Empty(t, ts.Split)
	assert.Equal(t, "Split Rule: Merchant's Rule", on.GambleChips().Split.Label)

	clickOn(t, app, on.GambleChips().MinRaise.Rect)
	assert.True(t, on.GambleChips().MinRaise.Selected)
	for _, want := range []struct{ split, label string }{
		{"king", "Split Rule: King's Rule"}, {"commoner", "Split Rule: Commoner's Rule"},
		{"commoner", "Split Rule: Starting Player picks"}, {"", "Split Rule: Merchant's Rule"}, {"king", "Split Rule: King's Rule"},
	} {
		clickOn(t, app, on.GambleChips().Split.Rect)
		assert.Equal(t, want.label, on.GambleChips().Split.Label)
		assert.Equal(t, want.split, on.Setup().Split)
		assert.Equal(t, want.label == "Split Rule: Starting Player picks", on.Setup().ChooseSplit)
	}
	for range 3 {
		clickOn(t, app, on.GambleChips().Down.Rect)
	}
	assert.Equal(t, "until one is left", on.GambleStepper())
	clickOn(t, app, on.GambleChips().Down.Rect)
	assert.Equal(t, "until one is left", on.GambleStepper(), "nothing below it")
	ts = on.Setup()
	assert.True(t, ts.MinRaise)
	assert.True(t, ts.UntilOneLeft)
	assert.Zero(t, ts.Games)
	assertLaidOut(t, app, "online-host-house-rules", on.LayoutBoxes(app.Theme()))

	r := hostWithComputers(t, app, on).Remote()
	require.NoError(t, r.Start())
	tb := r.GambleTable()
	until(t, app, "the first Observation", tb.Ready)
	su := tb.Session().View(0).State().Setup
	assert.True(t, su.MinRaise)
	assert.Equal(t, gamble.SplitKing, su.Split)
	assert.False(t, su.ChooseSplit)
	assert.Zero(t, su.Games, "until only one player has money to ante")
}
