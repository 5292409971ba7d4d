package ai

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"undercity/engine"
)

// Pets (rdi9 Ygella): a reveal clause applies only with enough OTHER Pets in
// hand; a Pet that a reward card in hand needs is worth keeping.

func ygellaHand(t *testing.T, hand ...string) *engine.State {
	return reach(t, engine.Scenario{Active: 0, Phase: "action", Seats: []engine.ScenarioSeat{
		{Char: "ygella", Hand: hand}, {Char: "dale"}}}, 0, engine.DecAction)
}

func inHand(t *testing.T, s *engine.State, def string) engine.CardID {
	return inHandOf(t, s, 0, def)
}

func TestPetRewardCannotRevealItself(t *testing.T) {
	// "Coils! Heel! …Coils?" (a Pet): 2 Fortitude, 3 instead with another
	// Pet revealed. Alone it is worth 2, beside another Pet 3 — not 2 + 3.
	value := func(hand ...string) float64 {
		s := ygellaHand(t, append([]string{"ygella_coils"}, hand...)...)
		return modeValue(s, 0, &s.Def(inHand(t, s, "ygella_coils")).Modes[0])
	}
	alone, other := value("ygella_rations"), value("ygella_lichen")
	assert.InDelta(t, 1.0, other-alone, 0.3, "the reveal adds the third Fortitude only")
	assert.Less(t, other, 1.8*alone, "the instead clause replaces the base loss")
}

func TestPetNeededByARewardIsKept(t *testing.T) {
	// With "Runoff Ranger inspection!" in hand the only Pet is worth more
	// in hand; with two Pets neither is needed alone.
	one := ygellaHand(t, "ygella_inspection", "ygella_lichen")
	assert.Greater(t, petKeep(one, 0, inHand(t, one, "ygella_lichen")), 0.0)
	none := ygellaHand(t, "ygella_rations", "ygella_lichen")
	assert.Zero(t, petKeep(none, 0, inHand(t, none, "ygella_lichen")), "no reward card, no reason to keep")
	two := ygellaHand(t, "ygella_inspection", "ygella_lichen", "ygella_ants")
	assert.Zero(t, petKeep(two, 0, inHand(t, two, "ygella_lichen")), "the other Pet does the job")
	assert.Zero(t, petKeep(one, 0, inHand(t, one, "ygella_inspection")), "not a Pet")
}

func TestHeuristicPlaysTheRewardBeforeItsOnlyPet(t *testing.T) {
	// One Action: "Coils!" revealing "Group hug!" (3 Fortitude) beats
	// "Someone's got ants in their pants!" (2), which also keeps the Pets.
	s := ygellaHand(t, "ygella_ants", "ygella_coils", "ygella_group_hug")
	_, id := normalChoice(t, s)
	assert.Equal(t, "ygella_coils", id)
}

func TestHeuristicGamblesWithTheBeetleWhenAPetIsInHand(t *testing.T) {
	// "I'll bet my lucky beetle": take control; with a Pet revealed, also
	// draw 1 card. With a Pet to show it beats "I raise!".
	round := func(hand ...string) *engine.State {
		s := reach(t, engine.Scenario{Active: 0, Phase: "action", Seats: []engine.ScenarioSeat{
			{Char: "dale", Hand: []string{"dale_gambling_im_in"}},
			{Char: "ygella", Hand: hand}}}, 0, engine.DecAction)
		answer(t, s, "dale_gambling_im_in")
		return reachFrom(t, s, 1, engine.DecGamble)
	}
	s := round("ygella_i_raise", "ygella_lucky_beetle", "ygella_lichen")
	_, id := normalChoice(t, s)
	assert.Equal(t, "ygella_lucky_beetle", id)
	b := round("ygella_lucky_beetle", "ygella_rations")
	assert.Zero(t, revealGain(b, 1, inHandOf(t, b, 1, "ygella_lucky_beetle")), "no Pet, no draw")
	assert.Greater(t, revealGain(s, 1, inHandOf(t, s, 1, "ygella_lucky_beetle")), 0.0)
}

func inHandOf(t *testing.T, s *engine.State, seat int, def string) engine.CardID {
	for _, id := range s.Hand(seat) {
		if s.Def(id).ID == def {
			return id
		}
	}
	require.FailNow(t, "not in hand", def)
	return engine.NoCard
}
