package tablemodel

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"undercity/engine"
)

// barWith returns the bar button labelled label, and whether there is one.
func barWith(m *Model, label string) (Button, bool) {
	for _, b := range m.Bar {
		if b.Label == label {
			return b, true
		}
	}
	return Button{}, false
}

// clickCard clicks the middle of a card the viewer can point at.
func clickCard(t *testing.T, m *Model, id engine.CardID) Click {
	t.Helper()
	r, ok := m.CardRect(id)
	require.True(t, ok, "card %d is on the table", id)
	x, y := r.Center()
	return m.ClickAt(int(x), int(y))
}

// A card whose targets are being picked stays in the hand, marked as being
// chosen and off the stack; the bar's Cancel (and Esc: CancelOption) takes
// it back to the Action decision, the hand as it was.
func TestCancelTakesTheChosenCardBack(t *testing.T) {
	s := fromScenario(t, `{
  "name": "take-back",
  "seats": [
    {"char": "jett", "hand": ["jett_claws", "jett_missed_me"]},
    {"char": "dale"}, {"char": "ygella"}
  ],
  "active": 0,
  "phase": "action"
}`)
	claws := s.Hand(0)[0]
	m := asked(s)
	assert.Equal(t, -1, m.CancelOption(), "nothing chosen yet")
	assert.Equal(t, engine.NoCard, m.Choosing)
	_, ok := barWith(m, "Cancel")
	assert.False(t, ok)
	c := clickCard(t, m, claws)
	require.GreaterOrEqual(t, c.Opt, 0)
	require.NoError(t, s.Answer(m.Dec.Options[c.Opt].Key))

	m = asked(s)
	require.Equal(t, engine.DecTarget, m.Dec.Kind)
	assert.Equal(t, claws, m.Choosing, "the card is being chosen")
	assert.Empty(t, m.Stack(), "not played: nothing on the stack")
	r, ok := m.HandRect(claws)
	require.True(t, ok, "still in the hand")
	o, _ := m.HandRect(s.Hand(0)[1])
	assert.Less(t, r.Y, o.Y, "picked out of the hand")
	assert.Len(t, m.SeatOpts, 2, "the players to pick are on their mats")
	cancel, ok := barWith(m, "Cancel")
	require.True(t, ok, "the target picker has a Cancel button")
	assert.Equal(t, m.CancelOption(), cancel.Opt, "Cancel and Esc answer the take-back")
	assert.Equal(t, engine.VerbCancel, m.Dec.Options[cancel.Opt].Verb)
	assert.Equal(t, -1, m.PassOption(), "Space does not pick a lone target or cancel")
	for i, can := range m.Answerable() {
		assert.True(t, can, "option %s", m.Dec.Options[i].Key)
	}

	require.NoError(t, s.Answer(m.Dec.Options[cancel.Opt].Key))
	m = asked(s)
	assert.Equal(t, engine.DecAction, m.Dec.Kind, "back at the Action decision")
	assert.Equal(t, engine.NoCard, m.Choosing)
	assert.Len(t, m.Hand, 2)
	assert.Equal(t, c, clickCard(t, m, claws), "the card plays as before")
	assert.Equal(t, int8(0), s.Players[0].Actions)
}

// Mushrooms picked for a Harvest are clicked on the mat, with Cancel on
// the bar.
func TestHarvestPickHasCancel(t *testing.T) {
	s := fromScenario(t, `{
  "name": "harvest take-back",
  "seats": [
    {"char": "dale", "hand": ["dale_outta_my_field"], "box": [{"id": "msh_button_cap", "rake": 0}, {"id": "msh_morel", "rake": 1}]},
    {"char": "jett"}
  ],
  "active": 0,
  "phase": "action"
}`)
	m := asked(s)
	require.NoError(t, s.Answer(m.Dec.Options[clickCard(t, m, s.Hand(0)[0]).Opt].Key))
	m = asked(s)
	require.Equal(t, engine.DecCost, m.Dec.Kind)
	_, ok := barWith(m, "Cancel")
	assert.True(t, ok, "the cost choice has Cancel")
	require.NoError(t, s.Answer("harvest:yes"))
	m = asked(s)
	require.Equal(t, engine.DecPick, m.Dec.Kind)
	cap := s.Pile(0, engine.PileBox)[0]
	c := clickCard(t, m, cap)
	require.GreaterOrEqual(t, c.Opt, 0, "a Mushroom is picked on the mat")
	require.NoError(t, s.Answer(m.Dec.Options[c.Opt].Key))
	m = asked(s)
	assert.False(t, m.Playable(cap), "picked once")
	cancel, ok := barWith(m, "Cancel")
	require.True(t, ok)
	require.NoError(t, s.Answer(m.Dec.Options[cancel.Opt].Key))
	assert.Len(t, s.Pile(0, engine.PileBox), 2, "nothing Harvested")
	assert.Equal(t, engine.DecAction, asked(s).Dec.Kind)
}

// confirm does what the screen does for "Discard N and draw": the
// discard of each selected card, then done, each answered in turn.
func confirm(t *testing.T, s *engine.State, sel []engine.CardID) {
	t.Helper()
	for n := 0; n < 20; n++ {
		d, _ := s.Pending()
		m := newModel(s, View{Bottom: d.Seat, HandSeat: d.Seat, Mine: true, Picker: engine.NoCard, Discards: sel})
		i, last := m.DiscardStep()
		if i < 0 {
			return
		}
		require.NoError(t, s.Answer(m.Dec.Options[i].Key))
		if last {
			return
		}
	}
	t.Fatal("the selection was never confirmed")
}

// At Discard and Draw a click selects a card (or puts it back) and nothing
// is discarded; "Discard N and draw" discards the selection in the order
// picked and draws.
func TestDiscardSelectsThenConfirms(t *testing.T) {
	s := fromScenario(t, `{
  "name": "discard select",
  "seats": [
    {"char": "jett", "hand": ["jett_claws", "jett_tip_the_barkeep", "jett_i_dont_think_so", "jett_missed_me", "jett_coin_trick"]},
    {"char": "dale"}
  ],
  "active": 0,
  "phase": "discard_and_draw"
}`)
	hand := append([]engine.CardID(nil), s.Hand(0)...)
	claws, tip, missed := hand[0], hand[1], hand[3]
	m := asked(s)
	require.Equal(t, engine.DecDiscard, m.Dec.Kind)
	require.True(t, m.Selecting)
	assert.Equal(t, "Draw", m.Bar[0].Label, "nothing selected, the hand not full: draw")
	assert.Equal(t, OptConfirmDiscard, m.Bar[0].Opt)
	assert.Equal(t, -1, m.PassOption(), "Space does not end the discard")
	assert.Equal(t, 0, m.EnterButton(), "Enter takes the lit confirm button")
	assert.Equal(t, -1, m.ConfirmOption(), "which answers no one option")
	assert.Contains(t, m.Prompt(), "click cards to pick them")
	for i, can := range m.Answerable() {
		assert.True(t, can, "option %s", m.Dec.Options[i].Key)
	}

	c := clickCard(t, m, claws)
	assert.Equal(t, Click{Opt: -1, Pick: claws, Toggle: true}, c, "a click selects: no answer")
	before := len(s.Answers)
	m = newModel(s, View{Bottom: 0, HandSeat: 0, Mine: true, Picker: engine.NoCard, Discards: []engine.CardID{missed, claws}})
	assert.Equal(t, []engine.CardID{missed, claws}, m.Selected)
	assert.Equal(t, "Discard 2 and draw", m.Bar[0].Label)
	r, _ := m.HandRect(claws)
	o, _ := m.HandRect(hand[2])
	assert.Greater(t, r.Y, o.Y, "a selected card sinks back")
	assert.Equal(t, before, len(s.Answers), "selecting answers nothing")

	// A card that may also be played lists its ways, with "Discard it".
	require.NotEmpty(t, m.CardOpts[tip], "Tip the Barkeep is an Anytime Card")
	{
		c = clickCard(t, m, tip)
		assert.Equal(t, tip, c.Pick)
		assert.False(t, c.Toggle)
		p := newModel(s, View{Bottom: 0, HandSeat: 0, Mine: true, Picker: tip, Discards: []engine.CardID{missed}})
		tog, ok := barWith(p, "Discard it")
		require.True(t, ok, "the list of ways can select it")
		assert.Equal(t, OptToggleDiscard, tog.Opt)
		p = newModel(s, View{Bottom: 0, HandSeat: 0, Mine: true, Picker: tip, Discards: []engine.CardID{tip}})
		_, ok = barWith(p, "Keep it")
		assert.True(t, ok, "and put it back")
	}

	confirm(t, s, []engine.CardID{missed, claws})
	p := s.Players[0]
	assert.Equal(t, []engine.CardID{missed, claws}, s.Discard(0), "discarded in the order picked")
	assert.Len(t, s.Hand(0), int(p.HandSize))
	assert.True(t, logHas(s, "Jett discards 2 and draws 4."), "%v", s.Log)
	assert.NotEqual(t, engine.DecDiscard, asked(s).Dec.Kind)
}

// With a full hand and nothing selected the button keeps the hand.
func TestDiscardNothingKeepsTheHand(t *testing.T) {
	s := fromScenario(t, `{
  "name": "keep hand",
  "seats": [
    {"char": "dale", "fill_hand": true},
    {"char": "jett"}
  ],
  "active": 0,
  "phase": "discard_and_draw"
}`)
	m := asked(s)
	require.True(t, m.Selecting)
	assert.Equal(t, "Keep my hand", m.Bar[0].Label)
	hand := append([]engine.CardID(nil), s.Hand(0)...)
	confirm(t, s, nil)
	assert.Equal(t, hand, s.Hand(0))
	assert.Empty(t, s.Discard(0))
}
