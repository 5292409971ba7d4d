package tablemodel

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"undercity/engine"
)

const jettActs = `{"seats": [
  {"char": "jett", "hand": ["jett_claws", "jett_parkour", "jett_rush_order", "jett_second_wind"]},
  {"char": "ygella", "hand": ["ygella_ants", "ygella_field_medicine"]}],
 "phase": "action"}`

func handCard(t *testing.T, s *engine.State, seat int, def string) engine.CardID {
	t.Helper()
	for _, id := range s.Hand(seat) {
		if s.Def(id).ID == def {
			return id
		}
	}
	t.Fatalf("no %s in seat %d's hand", def, seat)
	return engine.NoCard
}

// Pointing at a card that can't be played says why, in the engine's words;
// a card that can be played says nothing.
func TestWhyNotTooltip(t *testing.T) {
	s := fromScenario(t, jettActs)
	m := asked(s)
	assert.Empty(t, m.WhyNot(handCard(t, s, 0, "jett_claws")))
	assert.Equal(t, "only in response to your own Drink", m.WhyNot(handCard(t, s, 0, "jett_parkour")))
	assert.Equal(t, "only during your Order a Drink Phase", m.WhyNot(handCard(t, s, 0, "jett_rush_order")))
	r := m.WhyNotRect(handCard(t, s, 0, "jett_parkour"), 300)
	hr, _ := m.HandRect(handCard(t, s, 0, "jett_parkour"))
	assert.Less(t, r.Y+r.H, hr.Y, "above the card")
	assert.GreaterOrEqual(t, r.X, float32(HandX))
	assert.LessOrEqual(t, r.X+r.W, float32(TableRight))

	// Ygella watches Jett's Action Phase.
	w := watched(s, 1)
	assert.Equal(t, "only during your Action Phase", w.WhyNot(handCard(t, s, 1, "ygella_ants")))
	assert.Equal(t, "you may play it at your next chance to respond (Jett is deciding)", w.WhyNot(handCard(t, s, 1, "ygella_field_medicine")))
	// Not in the face-up hand: nothing.
	assert.Empty(t, m.WhyNot(handCard(t, s, 1, "ygella_ants")))
	// Behind the privacy curtain: nothing.
	hidden := newModel(s, View{Bottom: 0, HandSeat: -1, Picker: engine.NoCard})
	assert.Empty(t, hidden.WhyNot(handCard(t, s, 0, "jett_parkour")))
}

// The hint can point at every option the viewer can answer, and its
// button keeps clear of the decision buttons.
func TestHintPlaces(t *testing.T) {
	for _, s := range []*engine.State{fromScenario(t, jettActs), deal(t, "", chars5, 3, 0)} {
		m := asked(s)
		can := m.Answerable()
		for i := range m.Dec.Options {
			r, ok := m.OptionRect(i)
			if can[i] && (len(m.CardOpts[m.Dec.Options[i].Card]) <= 1 || m.Dec.Options[i].Card == engine.NoCard) {
				require.True(t, ok, "option %d %s", i, m.Dec.Options[i].Label)
				assert.True(t, onScreen(r))
			}
		}
		hb, ok := m.HintButton()
		require.True(t, ok)
		for _, b := range m.Bar {
			assert.False(t, overlaps(hb, b.Rect), "the Hint button and %q", b.Label)
		}
		assert.False(t, overlaps(hb, m.HintLine()))
		_, ok = watched(s, (m.Dec.Seat+1)%s.NumSeats()).HintButton()
		assert.False(t, ok, "no Hint button on someone else's decision")
	}
}

// The why-not tooltip of any card in hand leaves the Hint button visible.
func TestWhyNotTooltipLeavesTheHintButton(t *testing.T) {
	for _, s := range []*engine.State{fromScenario(t, jettActs), deal(t, "", chars5, 3, 0)} {
		m := asked(s)
		hb, ok := m.HintButton()
		require.True(t, ok)
		for _, h := range m.Hand {
			for _, w := range []float32{200, 300, 420} {
				r := m.WhyNotRect(h.ID, w)
				assert.False(t, r.Overlaps(hb), "card %d, width %v: %v over %v", h.ID, w, r, hb)
				assert.True(t, onScreen(r))
			}
		}
	}
}

func overlaps(a, b Rect) bool {
	return a.X < b.X+b.W && b.X < a.X+a.W && a.Y < b.Y+b.H && b.Y < a.Y+a.H
}

// The card being chosen is marked so, not refused; the other Action
// Cards wait for the choice, in the engine's words, never "only during
// your Action Phase" in that very phase.
func TestWhyNotWhileACardIsBeingChosen(t *testing.T) {
	s := fromScenario(t, `{"seats": [
  {"char": "jett", "hand": ["jett_claws", "jett_wall_run", "jett_tip_the_barkeep", "jett_missed_me", "jett_coin_trick"]},
  {"char": "dale", "fill_hand": true}, {"char": "ygella", "fill_hand": true}],
 "phase": "action"}`)
	claws := handCard(t, s, 0, "jett_claws")
	require.NoError(t, s.Answer(asked(s).Dec.Options[clickCard(t, asked(s), claws).Opt].Key))
	m := asked(s)
	require.Equal(t, claws, m.Choosing)
	assert.Empty(t, m.WhyNot(claws), "the card being chosen has no why-not")
	assert.Equal(t, "finish the choice you are making first", m.WhyNot(handCard(t, s, 0, "jett_wall_run")))
	for _, h := range m.Hand {
		assert.NotContains(t, m.WhyNot(h.ID), "Action Phase", s.Title(h.ID))
	}
}

// The why-not tooltip never covers a button the viewer can press: not the
// target buttons and Cancel while a card is being chosen, not the Order a
// Drink buttons, not the Hint button.
func TestWhyNotTooltipCoversNoButton(t *testing.T) {
	seats := `"seats": [
  {"char": "jett", "hand": ["jett_claws", "jett_wall_run", "jett_tip_the_barkeep", "jett_missed_me", "jett_coin_trick", "jett_parkour", "jett_rush_order"]},
  {"char": "dale", "fill_hand": true}, {"char": "ygella", "fill_hand": true}]`
	choosing := fromScenario(t, `{`+seats+`, "phase": "action"}`)
	claws := handCard(t, choosing, 0, "jett_claws")
	require.NoError(t, choosing.Answer(asked(choosing).Dec.Options[clickCard(t, asked(choosing), claws).Opt].Key))
	order := fromScenario(t, `{`+seats+`, "phase": "order"}`)
	require.Equal(t, engine.DecOrder, asked(order).Dec.Kind)
	for _, s := range []*engine.State{fromScenario(t, jettActs), choosing, order} {
		m := asked(s)
		press := m.pressable()
		require.NotEmpty(t, m.Bar, m.Dec.Prompt)
		shown := 0
		for _, h := range m.Hand {
			if m.WhyNot(h.ID) == "" {
				continue
			}
			shown++
			for _, w := range []float32{200, 300, 420, 700} {
				r := m.WhyNotRect(h.ID, w)
				r.H += whyNotTail // and its pointer
				for _, p := range press {
					assert.False(t, r.Overlaps(p), "%s: %s's tooltip, width %v: %v over %v", m.Dec.Prompt, s.Title(h.ID), w, r, p)
				}
				assert.True(t, onScreen(r))
			}
		}
		assert.Positive(t, shown, m.Dec.Prompt)
	}
}
