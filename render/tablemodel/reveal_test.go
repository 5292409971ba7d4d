package tablemodel

import (
	"slices"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"undercity/engine"
)

// playOnSeat plays the card of the deciding seat's hand with the given id
// and picks target for it.
func playOnSeat(t *testing.T, s *engine.State, id string, target int) {
	t.Helper()
	d, ok := s.Pending()
	require.True(t, ok)
	i := slices.IndexFunc(d.Options, func(o engine.Option) bool {
		return o.Verb == engine.VerbPlay && o.Card != engine.NoCard && s.Def(o.Card).ID == id
	})
	require.GreaterOrEqual(t, i, 0, "%s is playable", id)
	require.NoError(t, s.Answer(d.Options[i].Key))
	d, ok = s.Pending()
	require.True(t, ok)
	i = slices.IndexFunc(d.Options, func(o engine.Option) bool { return o.Verb == engine.VerbTarget && int(o.Seat) == target })
	require.GreaterOrEqual(t, i, 0, "seat %d can be picked", target)
	require.NoError(t, s.Answer(d.Options[i].Key))
}

// passUntil answers pass (or the only option) until a decision of kind k.
func passUntil(t *testing.T, s *engine.State, k engine.DecisionKind) engine.Decision {
	t.Helper()
	for n := 0; n < 50; n++ {
		d, ok := s.Pending()
		require.True(t, ok)
		if d.Kind == k {
			return d
		}
		i := d.PassOption()
		if i < 0 {
			i = 0
		}
		require.NoError(t, s.Answer(d.Options[i].Key))
	}
	t.Fatalf("no %s decision", k)
	return engine.Decision{}
}

// Daareka's "Psionic vision" turns up the top of her deck for everyone:
// the table shows those cards face up, to the divider, to her, to anyone
// else and to a table with no hand seat, until she takes her pile; they
// can be hovered like any shown card.
func TestCardsRevealedToDivideAreOnTheTable(t *testing.T) {
	s := fromScenario(t, `{"seats": [
		{"char": "daareka", "hand": ["daareka_psionic_vision"],
		 "deck_top": ["daareka_stop_thinking", "daareka_ink_spray", "daareka_clear_my_mind", "daareka_tip_the_wench"]},
		{"char": "jett", "hand": ["jett_claws"]}, {"char": "petra"}], "active": 0, "phase": "action"}`)
	playOnSeat(t, s, "daareka_psionic_vision", 1)
	d := passUntil(t, s, engine.DecDivide)
	cards, q := s.Division()
	require.Len(t, cards, 4)
	require.Equal(t, 0, q)
	for _, m := range []*Model{asked(s), watched(s, 0), watched(s, 2), newModel(s, View{Bottom: 1, HandSeat: -1, Picker: engine.NoCard})} {
		assert.Equal(t, cards, m.Revealed(0), "the four cards, seen from seat %d", m.HandSeat)
		k := slices.IndexFunc(m.MateHands, func(mh MateHand) bool { return mh.Revealed })
		require.GreaterOrEqual(t, k, 0)
		mh := m.MateHands[k]
		assert.Contains(t, mh.Title, "Daareka")
		require.Len(t, mh.Rects, 4)
		for i, r := range mh.Rects {
			assert.True(t, onScreen(r) && r.X+r.W < TableRight, "card %d at %v", i, r)
			for _, mat := range m.Mats {
				assert.False(t, r.Overlaps(mat), "card %d clear of the mats", i)
			}
			cx, cy := r.Center()
			card, _ := m.Hover(int(cx), int(cy))
			assert.Equal(t, cards[i], card, "card %d zooms on hover", i)
		}
	}
	require.NoError(t, s.Answer(d.Options[0].Key))
	passUntil(t, s, engine.DecPile)
	assert.Len(t, asked(s).Revealed(0), 4, "still shown while she chooses her pile")
	d, _ = s.Pending()
	require.NoError(t, s.Answer(d.Options[0].Key))
	assert.Empty(t, watched(s, 1).Revealed(0), "gone once she took a pile")
}

// A hand played revealed ("You might need a sanity check after this") is
// shown face up to everyone, also at a table with no hand seat.
func TestHandPlayedRevealedIsOnTheTable(t *testing.T) {
	s := fromScenario(t, `{"seats": [
		{"char": "daareka", "hand": ["daareka_sanity_check"]},
		{"char": "jett", "hand": ["jett_claws", "jett_rise", "jett_parkour"]}, {"char": "petra"}], "active": 0, "phase": "action"}`)
	playOnSeat(t, s, "daareka_sanity_check", 1)
	for n := 0; n < 50 && !s.HandOpen(1); n++ {
		d, ok := s.Pending()
		require.True(t, ok)
		i := max(slices.IndexFunc(d.Options, func(o engine.Option) bool { return o.Verb == engine.VerbPass }), 0)
		require.NoError(t, s.Answer(d.Options[i].Key))
	}
	require.True(t, s.HandOpen(1))
	for _, m := range []*Model{watched(s, 0), watched(s, 2), newModel(s, View{Bottom: 0, HandSeat: -1, Picker: engine.NoCard})} {
		mh, ok := m.MateHand(1)
		require.True(t, ok, "Jett's hand shown, seen from seat %d", m.HandSeat)
		assert.Equal(t, s.Hand(1), mh.Cards)
		assert.Contains(t, mh.Title, "revealed")
		assert.Len(t, mh.Rects, len(mh.Cards))
	}
	_, ok := watched(s, 1).MateHand(1)
	assert.False(t, ok, "not to Jett: it is his own hand")
}

// The eight ways to divide four cards are a column of compact buttons
// beside the card being played: the bar covers none of the centre (the
// card, the Drink piles, the Inn, the revealed cards, the mats), nor does
// the Hint button, and it ends above the hand.
func TestDivisionBarKeepsTheCentreInSight(t *testing.T) {
	s := fromScenario(t, `{"seats": [
		{"char": "daareka", "hand": ["daareka_psionic_vision"],
		 "deck_top": ["daareka_stop_thinking", "daareka_ink_spray", "daareka_clear_my_mind", "daareka_tip_the_wench"]},
		{"char": "jett", "hand": ["jett_claws", "jett_rise", "jett_parkour"]}, {"char": "petra"}], "active": 0, "phase": "action"}`)
	playOnSeat(t, s, "daareka_psionic_vision", 1)
	passUntil(t, s, engine.DecDivide)
	m := newModel(s, View{Bottom: 1, HandSeat: 1, Mine: true, Picker: engine.NoCard,
		Measure: func(l string) float32 { return float32(8 * len([]rune(l))) }})
	require.Len(t, m.Bar, 8)
	assert.Greater(t, m.BarRows, TallBarRows)
	keep := []Rect{DrinkPilesArea, InnArea}
	n := len(m.Stack())
	for i := 0; i < n; i++ {
		x, y := StackPos(i, n)
		keep = append(keep, Rect{x, y - 20, MiniCardW, MiniCardH + 40}) // with "Being played" and the player's name
	}
	keep = append(keep, m.Mats...)
	for _, mh := range m.MateHands {
		keep = append(keep, mh.Rects...)
	}
	hint, ok := m.HintButton()
	require.True(t, ok)
	for k, b := range append(m.Bar, Button{Label: "Hint", Rect: hint}) {
		assert.True(t, b.Rect.X >= HandX && b.Rect.X+b.Rect.W <= TableRight && b.Rect.Y+b.Rect.H <= HandY, "%q at %v inside the table, above the hand", b.Label, b.Rect)
		for _, r := range keep {
			assert.False(t, b.Rect.Overlaps(r), "%q at %v covers %v", b.Label, b.Rect, r)
		}
		for _, o := range m.Bar[:min(k, len(m.Bar))] {
			assert.False(t, b.Rect.Overlaps(o.Rect), "%q over %q", b.Label, o.Label)
		}
	}
	prompt := Rect{m.BarSpan.X, m.Bar[0].Rect.Y - 34, m.BarSpan.W, 30}
	for _, r := range keep {
		assert.False(t, prompt.Overlaps(r), "the prompt over it covers %v", r)
	}
}

// The column of divisions stays beside the card being played when
// responses lie over it on the stack: the cards being played close up
// (overlapping, the newest whole on top) instead of pushing the column
// into the middle of the table, and the column covers none of them, the
// revealed cards, the mats or the hand. Hovering the cards still finds
// each one where it is drawn.
func TestDivisionBarStaysBesideTheCardUnderResponses(t *testing.T) {
	s := fromScenario(t, `{"seats": [
		{"char": "daareka", "hand": ["daareka_psionic_vision"],
		 "deck_top": ["daareka_stop_thinking", "daareka_ink_spray", "daareka_clear_my_mind", "daareka_tip_the_wench"]},
		{"char": "jett", "hand": ["jett_claws", "jett_rise", "jett_parkour"]},
		{"char": "petra", "hand": ["petra_hardened", "petra_i_dont_think_so"]}], "active": 0, "phase": "action"}`)
	playOnSeat(t, s, "daareka_psionic_vision", 1)
	passUntil(t, s, engine.DecDivide)
	// Two responses stay unresolved over the card being played.
	vision := s.Plays[len(s.Plays)-1]
	require.False(t, vision.Resolved)
	for _, id := range s.Hand(2) {
		p := vision
		p.Card, p.Player = id, 2
		s.Plays = append(s.Plays, p)
	}
	measure := func(l string) float32 { return float32(8 * len([]rune(l))) }
	m := newModel(s, View{Bottom: 1, HandSeat: 1, Mine: true, Picker: engine.NoCard, Measure: measure})
	require.Len(t, m.Stack(), 3)
	require.Len(t, m.Bar, 8)
	require.Greater(t, m.BarRows, TallBarRows)
	n := len(m.Stack())
	first, _ := m.StackPos(0)
	last, y := m.StackPos(n - 1)
	col := m.Bar[0].Rect
	assert.Equal(t, float32(480), first, "the card being played stays where it was")
	assert.Greater(t, col.X, last+MiniCardW, "the column stands right of the cards being played")
	assert.Less(t, col.X-(last+MiniCardW), float32(40), "right beside them, not in the middle of the table")
	keep := append([]Rect{DrinkPilesArea, InnArea, {last, y - 20, MiniCardW, MiniCardH + 40}}, m.Mats...)
	for _, mh := range m.MateHands {
		keep = append(keep, mh.Rects...)
	}
	for _, b := range m.Bar {
		assert.Equal(t, col.X, b.Rect.X, "%q in the column", b.Label)
		assert.True(t, b.Rect.X+b.Rect.W <= TableRight && b.Rect.Y+b.Rect.H <= HandY, "%q at %v inside the table, above the hand", b.Label, b.Rect)
		for _, r := range keep {
			assert.False(t, b.Rect.Overlaps(r), "%q at %v covers %v", b.Label, b.Rect, r)
		}
	}
	for i, pl := range m.Stack() {
		x, y := m.StackPos(i)
		card, _ := m.Hover(int(x+6), int(y+MiniCardH/2))
		assert.Equal(t, pl.Card, card, "play %d found where it is drawn", i)
	}
}
