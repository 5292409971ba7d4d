package engine

import (
	"strconv"
	"testing"

	"github.com/stretchr/testify/require"
)

// contentWithUnignorable is the card content with "Sorry 'bout the claws"
// made a card that can't be Ignored (like the Boss cards).
func contentWithUnignorable(t *testing.T) *Content {
	t.Helper()
	base := loadTestContent(t)
	defs := append(base.Defs[:0:0], base.Defs...)
	for i, d := range defs {
		if d.ID == "jett_claws" {
			cp := *d
			cp.Protect.Ignore = true
			defs[i] = &cp
		}
	}
	c, err := NewContent(defs, base.Chars)
	require.NoError(t, err)
	return c
}

func clawsOn(t *testing.T, s *State, target int) {
	t.Helper()
	say(t, s, 0, playKey(s.Hand(0)[0]))
	say(t, s, 0, "target:seat"+strconv.Itoa(target))
}

func TestTooHotToHandleAgainstACardThatCantBeIgnored(t *testing.T) {
	s, err := NewScenario(contentWithUnignorable(t), Scenario{Phase: "action", Seats: []ScenarioSeat{
		{Char: "jett", Hand: []string{"jett_claws"}},
		{Char: "petra", Hand: []string{"petra_too_hot", "petra_body_double"}}}})
	require.NoError(t, err)
	hot, double := s.Hand(1)[0], s.Hand(1)[1]
	clawsOn(t, s, 1)
	d, _ := s.Pending()
	require.Equal(t, DecRespond, d.Kind)
	require.True(t, hasKey(d, playKey(hot)), "it may still be played, for its hit-back: %v", keys(d))
	require.False(t, hasKey(d, playKey(double)), "a plain Ignore can't be played against it")
	say(t, s, 1, playKey(hot))
	passUntil(t, s, 0, DecOrder)
	require.Equal(t, int16(18), s.StatsOf(1).Fort, "Petra does not Ignore the card")
	require.Equal(t, int16(19), s.StatsOf(0).Fort, "Jett still loses 1")
	require.True(t, logHas(s, "Sorry 'bout the claws can't be Ignored."))
}

func TestThatTearsItAgainstACardThatCantBeIgnored(t *testing.T) {
	s, err := NewScenario(contentWithUnignorable(t), Scenario{Phase: "action", Seats: []ScenarioSeat{
		{Char: "jett", Hand: []string{"jett_claws"}},
		{Char: "dale", Hand: []string{"dale_tears"}, Box: []ScenarioMushroom{{ID: "msh_morel", Rake: 1}}}}})
	require.NoError(t, err)
	tears := s.Hand(1)[0]
	clawsOn(t, s, 1)
	say(t, s, 1, playKey(tears))
	d, _ := s.Pending()
	require.Equal(t, DecCost, d.Kind)
	require.Equal(t, []string{"harvest:yes", "cancel"}, keys(d), "played against it, it must be played with its Harvest (or taken back)")
	say(t, s, 1, "harvest:yes")
	say(t, s, 1, "harvest:card"+strconv.Itoa(int(s.pile(1, PileBox)[0])))
	passUntil(t, s, 0, DecOrder)
	require.Equal(t, int16(18), s.StatsOf(1).Fort, "Dale does not Ignore the card")
	require.Equal(t, int16(18), s.StatsOf(0).Fort, "Jett loses 2")
}

func TestThatTearsItWithoutTheHarvestCantAnswerIt(t *testing.T) {
	s, err := NewScenario(contentWithUnignorable(t), Scenario{Phase: "action", Seats: []ScenarioSeat{
		{Char: "jett", Hand: []string{"jett_claws"}},
		{Char: "dale", Hand: []string{"dale_tears"}, Box: []ScenarioMushroom{{ID: "msh_morel", Rake: 0}}}}})
	require.NoError(t, err)
	tears := s.Hand(1)[0]
	clawsOn(t, s, 1)
	if d, ok := s.Pending(); ok && d.Seat == 1 {
		require.False(t, hasKey(d, playKey(tears)), "a Planter Box worth 1 can't pay Harvest 3")
	}
	require.Equal(t, int16(18), s.StatsOf(1).Fort)
	require.Equal(t, int16(20), s.StatsOf(0).Fort)
}

// With the ordinary card (it can be Ignored), the Harvest stays optional.
func TestThatTearsItHarvestIsOptionalOtherwise(t *testing.T) {
	s, err := NewScenario(loadTestContent(t), Scenario{Phase: "action", Seats: []ScenarioSeat{
		{Char: "jett", Hand: []string{"jett_claws"}},
		{Char: "dale", Hand: []string{"dale_tears"}, Box: []ScenarioMushroom{{ID: "msh_morel", Rake: 1}}}}})
	require.NoError(t, err)
	clawsOn(t, s, 1)
	say(t, s, 1, playKey(s.Hand(1)[0]))
	d, _ := s.Pending()
	require.Equal(t, []string{"harvest:no", "harvest:yes", "cancel"}, keys(d))
	say(t, s, 1, "harvest:no")
	passUntil(t, s, 0, DecOrder)
	require.Equal(t, int16(20), s.StatsOf(1).Fort, "Ignored")
	require.Equal(t, int16(20), s.StatsOf(0).Fort, "no hit-back without the Harvest")
}
