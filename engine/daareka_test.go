package engine

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"undercity/engine/card"
)

// contentWith is the card content with one card's definition changed.
func contentWith(t *testing.T, id string, change func(d *card.Def)) (*Content, error) {
	t.Helper()
	base := loadTestContent(t)
	defs := append(base.Defs[:0:0], base.Defs...)
	for i, d := range defs {
		if d.ID == id {
			cp := *d
			change(&cp)
			defs[i] = &cp
		}
	}
	return NewContent(defs, base.Chars)
}

// A division keeps its cards in one Task: a card may not divide more
// than four.
func TestDividePilesAtMostFour(t *testing.T) {
	_, err := contentWith(t, "daareka_psionic_vision", func(d *card.Def) {
		modes, _, err := card.ParseSummary("type=Action; timing=action_phase; target=another_player; divide_piles(5)")
		require.NoError(t, err)
		d.Modes = modes
	})
	require.Error(t, err)
	assert.Contains(t, err.Error(), "divide_piles(5)")
}

// Without teams "How chivalrous of you" Ignores the card: it can't answer
// one that can't be Ignored.
func TestChivalrousCantIgnoreWhatCantBeIgnored(t *testing.T) {
	offered := func(unignorable bool) bool {
		c, err := contentWith(t, "jett_gambling_im_in", func(d *card.Def) { d.Protect.Ignore = unignorable })
		require.NoError(t, err)
		s, err := NewScenario(c, Scenario{Phase: "action", Seats: []ScenarioSeat{
			{Char: "jett", Hand: []string{"jett_gambling_im_in"}},
			{Char: "daareka", Hand: []string{"daareka_chivalrous"}}}})
		require.NoError(t, err)
		say(t, s, 0, playKey(s.Hand(0)[0])+":m0")
		d, _ := s.Pending()
		for _, o := range d.Options {
			if o.Verb == VerbPlay && s.Def(o.Card).ID == "daareka_chivalrous" {
				return true
			}
		}
		return false
	}
	assert.True(t, offered(false), "a Round starting: she may Ignore it")
	assert.False(t, offered(true), "a card that can't be Ignored")
}

// "My, what selfless adventurers you are!" against a card that can't be
// redirected: not offered, and the table says why.
func TestSelflessWhyNotAgainstACardThatCantBeRedirected(t *testing.T) {
	c, err := contentWith(t, "jett_claws", func(d *card.Def) { d.Protect.Redirect = true })
	require.NoError(t, err)
	s, err := NewScenario(c, Scenario{Mode: "boss", Turn: 2, Active: 1, Phase: "action", Seats: []ScenarioSeat{
		{Char: "daareka", Boss: true, Team: 0, HandSize: 8, Hand: []string{"daareka_boss_selfless", "daareka_knew_youd_do_that"}},
		{Char: "jett", Team: 1, Hand: []string{"jett_claws"}},
		{Char: "terci", Team: 1}}})
	require.NoError(t, err)
	say(t, s, 1, "teammate:seat1") // Jett's Action Phase first
	say(t, s, 1, playKey(s.Hand(1)[0]))
	say(t, s, 1, "target:seat0")
	d, _ := s.Pending()
	require.Equal(t, DecRespond, d.Kind)
	require.Equal(t, 0, d.Seat)
	if !hasKey(d, playKey(s.Hand(0)[1])) { // the Anytime pass first
		say(t, s, 0, "pass")
	}
	requireWhy(t, s, 0, "daareka_boss_selfless", WhyProtected, "Sorry 'bout the claws can't be redirected")
	_, ok := whyOf(t, s, 0, "daareka_knew_youd_do_that")
	assert.False(t, ok, "reducing its Fortitude loss is allowed")
}
