package tablemodel

import (
	"slices"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"undercity/engine"
	"undercity/game"
)

// A player holds Space down (every tick reads it as pressed) through whole
// games against the computer: Space passes their response windows and
// never ends a phase, the discard or anything of their own turn, and the
// keys of each turn's first moment are dropped.
func TestHeldSpaceNeverEndsAPhase(t *testing.T) {
	for _, seed := range []uint64{3, 8} {
		m, err := game.NewMatch(mustContent(t), game.Config{Seed: seed, Seats: []game.SeatConfig{
			{Char: "dale", Human: true}, {Char: "jett", Level: "easy"}, {Char: "petra", Level: "easy"}}})
		require.NoError(t, err)
		m.SetAutoPass(0, game.AutoPassAll) // asked as often as possible
		var gate TurnGate
		now := time.Unix(1000, 0)
		spacePassed, turns, dropped := 0, 0, 0
		for k := 0; k < 3000 && !m.Over() && m.Snapshot().TurnNo < 12; k++ {
			v := m.Version()
			require.NoError(t, m.RunUntilHuman(10*time.Second))
			// The computer players' moves take their pacing delay.
			now = now.Add(time.Duration(m.Version()-v) * game.DefaultAIDelay)
			s := m.Snapshot()
			d, ok := s.Pending()
			if !ok {
				break
			}
			now = now.Add(200 * time.Millisecond) // the player's own pace
			mod := asked(s)
			if gate.Observe(mod, now) {
				turns++
			}
			i := mod.SpaceOption()
			if i >= 0 && !gate.KeyCounts(now) {
				dropped++
				i = -1
			}
			if i >= 0 {
				require.Equal(t, engine.DecRespond, d.Kind, "Space answers only response windows")
				require.Equal(t, engine.VerbPass, d.Options[i].Verb)
				spacePassed++
			} else {
				// Space did nothing: the player clicks (the first thing, or
				// the button that ends the step).
				i = max(mod.PassOption(), 0)
				if d.Kind == engine.DecAction && len(d.Options) > 1 {
					i = 0
				}
			}
			require.NoError(t, m.Answer(d.Options[i].Key), "%s %q", d.Kind, d.Prompt)
		}
		t.Logf("seed %d: turn %d, over %v, passed %d, turns %d, dropped %d, auto %d", seed, m.Snapshot().TurnNo, m.Over(), spacePassed, turns, dropped, m.AutoPassed())
		assert.Positive(t, spacePassed, "seed %d: Space passed response windows", seed)
		assert.Greater(t, turns, 2, "seed %d: the human's turns started", seed)
		m.Close()
	}
}

// The "Your turn" moment: keys pressed from half a second before the turn
// starts until the banner ends are dropped; a click ends the banner early.
func TestYourTurnDropsKeysPressedJustBefore(t *testing.T) {
	s := fromScenario(t, `{"seats": [{"char": "dale", "hand": ["dale_outta_my_field"]}, {"char": "jett"}], "phase": "action"}`)
	mine, theirs := asked(s), watched(s, 1)
	var g TurnGate
	t0 := time.Unix(5000, 0)
	assert.False(t, g.Observe(theirs, t0), "not the viewer's decision")
	assert.True(t, g.KeyCounts(t0))
	turn := t0.Add(2 * time.Second)
	assert.True(t, g.Observe(mine, turn), "Dale's turn starts")
	assert.False(t, g.Observe(mine, turn.Add(time.Second)), "once a turn")
	assert.True(t, g.Banner(turn))
	assert.False(t, g.KeyCounts(turn.Add(-300*time.Millisecond)), "Space pressed 0.3 s before the turn")
	assert.False(t, g.KeyCounts(turn), "pressed as it starts")
	assert.False(t, g.KeyCounts(turn.Add(900*time.Millisecond)), "during the banner")
	assert.True(t, g.KeyCounts(turn.Add(-600*time.Millisecond)), "well before")
	assert.True(t, g.KeyCounts(turn.Add(YourTurnShown)), "after the banner")
	assert.False(t, g.Banner(turn.Add(YourTurnShown)))
	g.Dismiss(turn.Add(200 * time.Millisecond))
	assert.False(t, g.Banner(turn.Add(300*time.Millisecond)), "a click ends it")
	assert.True(t, g.KeyCounts(turn.Add(300*time.Millisecond)))
	assert.False(t, g.KeyCounts(turn.Add(-100*time.Millisecond)), "still dropped: pressed before the turn")

	g.Quiet(turn.Add(5 * time.Second))
	assert.False(t, g.KeyCounts(turn.Add(5*time.Second+100*time.Millisecond)), "just after the curtain lifted")
	assert.True(t, g.KeyCounts(turn.Add(5*time.Second+KeyDeadBefore)))

	var opened TurnGate
	opened.Skip(mine)
	assert.False(t, opened.Observe(mine, turn), "a table opened in the middle of the turn")
	assert.True(t, opened.KeyCounts(turn))
}

// The curtain lifts only on a press and release on its button, the press
// coming after the curtain had time to be seen.
func TestCurtainLiftsOnlyOnADeliberateClick(t *testing.T) {
	var c CurtainGate
	t0 := time.Unix(100, 0)
	assert.False(t, c.Click(t0, true, true, true), "no curtain")
	c.Show(true, t0)
	assert.False(t, c.Click(t0.Add(100*time.Millisecond), true, false, true), "the second click of a double-click")
	assert.False(t, c.Click(t0.Add(150*time.Millisecond), false, true, true))
	at := t0.Add(CurtainArmTime)
	assert.False(t, c.Click(at, false, true, true), "a release without a press")
	assert.False(t, c.Click(at, true, false, false), "pressed beside the button")
	assert.False(t, c.Click(at, false, true, true))
	assert.False(t, c.Click(at, true, false, true))
	assert.False(t, c.Click(at, false, true, false), "released beside the button")
	assert.False(t, c.Click(at, true, false, true))
	c.Show(true, at) // still up: the press stands
	assert.True(t, c.Click(at.Add(50*time.Millisecond), false, true, true), "pressed and released on the button")
	c.Show(false, at)
	c.Show(true, at.Add(time.Second))
	assert.False(t, c.Click(at.Add(time.Second+10*time.Millisecond), true, true, true), "a new curtain arms again")
}

// Enter takes the lit button, which is the one that ends the step among
// several ("End your Action Phase" beside a Potion Token), and never
// Cancel: while Mushrooms are picked to Harvest, the bar's only button is
// Cancel and nothing is lit.
func TestEnterTakesTheLitButton(t *testing.T) {
	s := fromScenario(t, `{"seats": [
  {"char": "dale", "hand": ["dale_pitchfork"], "box": [{"id": "msh_stinkhorn", "rake": 1}, {"id": "msh_morel"}]},
  {"char": "jett", "fill_hand": true}], "phase": "action"}`)
	m := asked(s)
	require.Equal(t, engine.DecAction, m.Dec.Kind)
	// A second button beside "End your Action Phase" (as a Challenger's
	// Potion Token).
	s.Dec.Options = append(s.Dec.Options, engine.Option{Key: "potion:gold", Label: "Use a Potion Token: gain 3 Gold from the Inn", Verb: engine.VerbPotion, Word: engine.WordGold, Card: engine.NoCard, Seat: -1})
	m = asked(s)
	require.Len(t, m.Bar, 2)
	k := m.EnterButton()
	require.GreaterOrEqual(t, k, 0, "a lit button")
	assert.Equal(t, engine.VerbDone, m.Dec.Options[m.Bar[k].Opt].Verb, "End your Action Phase is lit")
	assert.Equal(t, m.Bar[k].Opt, m.ConfirmOption())
	s.Dec.Options = s.Dec.Options[:len(s.Dec.Options)-1]

	// Pitchfork, Harvest 2, then the Mushrooms are picked.
	pitch := handCard(t, s, 0, "dale_pitchfork")
	require.NoError(t, s.Answer(m.Dec.Options[clickCard(t, asked(s), pitch).Opt].Key))
	for d, _ := s.Pending(); d.Kind != engine.DecPick; d, _ = s.Pending() {
		m = asked(s)
		i := slices.IndexFunc(d.Options, func(o engine.Option) bool { return o.Verb == engine.VerbHarvest && o.Word == engine.WordYes })
		if i < 0 {
			i = slices.IndexFunc(d.Options, func(o engine.Option) bool { return o.Verb == engine.VerbTarget })
		}
		require.GreaterOrEqual(t, i, 0, "%s: %v", d.Prompt, d.Options)
		require.NoError(t, s.Answer(d.Options[i].Key))
	}
	m = asked(s)
	require.Equal(t, m.Choosing, pitch)
	require.Len(t, m.Bar, 1, "Cancel alone")
	assert.Equal(t, engine.VerbCancel, m.Dec.Options[m.Bar[0].Opt].Verb)
	assert.Equal(t, -1, m.EnterButton(), "Cancel is not lit")
	assert.Equal(t, -1, m.ConfirmOption(), "Enter does not take the card back")
	assert.Empty(t, m.KeyHint())
}
