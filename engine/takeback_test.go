package engine

import (
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// sameGame checks that got is the game want was: the same position and
// pending decision (Hash; the loop's step counter aside, it counts the
// answers too) and the same log. got's history has want's as a prefix (a
// take-back is recorded, so the game replays).
func sameGame(t *testing.T, want, got *State, msg string) {
	t.Helper()
	g := got.Clone()
	g.Steps = want.Steps
	require.Equal(t, want.Hash(), g.Hash(), "%s: the position differs", msg)
	wd, _ := want.Pending()
	gd, _ := got.Pending()
	require.Equal(t, wd, gd, "%s: the decision differs", msg)
	require.Equal(t, want.Log, got.Log, "%s: something was logged", msg)
	require.True(t, slices.Equal(want.Answers, got.Answers[:len(want.Answers)]), "%s: the history is kept", msg)
}

// At every choice of a card being chosen, in random games of every kind,
// cancel brings back the game as it was before the card was picked; and
// cancel is offered exactly while a card is being chosen (the invariants).
func TestCancelAtEveryChoiceRestoresTheGame(t *testing.T) {
	c := loadTestContent(t)
	r := rand.New(rand.NewPCG(17, 17))
	var setups []Setup
	for g := 0; g < 24; g++ {
		setups = append(setups, randomSetup(r, uint64(g)+300))
	}
	setups = append(setups, variantSetup(ModeBoss, []string{"petra", "ygella", "jett", "dale"}, 40),
		variantSetup(ModeTwoHeaded, []string{"dale", "jett", "terci", "ygella"}, 41),
		variantSetup(ModeLeadersLackeys, []string{"petra", "dale", "petra", "ygella"}, 42))
	kinds := map[DecisionKind]int{}
	for _, su := range setups {
		s, err := NewGame(c, su)
		require.NoError(t, err)
		var before *State
		for steps := 0; !s.Over && steps < 3000; steps++ {
			d := s.Dec
			if k := d.CancelOption(); k >= 0 {
				require.NotNil(t, before, "cancel offered with no card chosen: %s", d.Prompt)
				cl := s.Clone()
				require.NoError(t, cl.Answer(d.Options[k].Key))
				require.NoError(t, cl.CheckInvariants())
				sameGame(t, before, cl, string(d.Kind)+" "+d.Prompt)
				kinds[d.Kind]++
			}
			moves := d.Moves()
			i := r.IntN(len(moves))
			if moves[i].Verb == VerbPlay {
				before = s.Clone()
			}
			require.NoError(t, s.AnswerIndex(i))
			require.NoError(t, s.CheckInvariants())
			if _, choosing := s.Choosing(); !choosing {
				before = nil
			}
		}
	}
	for _, k := range []DecisionKind{DecTarget, DecCost, DecPick, DecChoose} {
		assert.Positive(t, kinds[k], "no %s decision was cancelled", k)
	}
	t.Logf("cancelled: %v", kinds)
}

// A Harvest picked and then taken back leaves the Mushrooms in the
// Planter Box; played, they are discarded in the order picked and the
// Harvest is logged before the card.
func TestHarvestTakenBack(t *testing.T) {
	s, err := NewScenario(loadTestContent(t), Scenario{Phase: "action", Seats: []ScenarioSeat{
		{Char: "dale", Hand: []string{"dale_outta_my_field"},
			Box: []ScenarioMushroom{{ID: "msh_morel", Rake: 0}, {ID: "msh_button_cap", Rake: 1}, {ID: "msh_stinkhorn", Rake: 0}}},
		{Char: "jett"}}})
	require.NoError(t, err)
	before := s.Clone()
	card := s.Hand(0)[0]
	box := append([]CardID(nil), s.pile(0, PileBox)...)
	say(t, s, 0, playKey(card))
	say(t, s, 0, "harvest:yes")
	d, _ := s.Pending()
	require.Equal(t, DecPick, d.Kind)
	say(t, s, 0, keyOf(t, d, VerbHarvest, box[2])) // Stinkhorn: 2 of 3
	d, _ = s.Pending()
	require.Equal(t, DecPick, d.Kind)
	assert.False(t, hasKey(d, d.Options[0].Key) && d.Options[0].Card == box[2], "a Mushroom is picked once")
	require.Len(t, d.Moves(), 2, "the Morel and the Button Cap are left to pick")
	assert.Equal(t, box, s.pile(0, PileBox), "nothing is Harvested while the card is chosen")
	assert.Equal(t, []CardID{card}, s.Hand(0))
	say(t, s, 0, "cancel")
	sameGame(t, before, s, "cancel at the second Mushroom")

	// Now for real: Stinkhorn then Morel, then Jett.
	say(t, s, 0, playKey(card))
	say(t, s, 0, "harvest:yes")
	d, _ = s.Pending()
	say(t, s, 0, keyOf(t, d, VerbHarvest, box[2]))
	d, _ = s.Pending()
	say(t, s, 0, keyOf(t, d, VerbHarvest, box[0]))
	d, _ = s.Pending()
	require.Equal(t, DecTarget, d.Kind)
	assert.Equal(t, 3, len(s.pile(0, PileBox)), "still chosen: nothing Harvested")
	say(t, s, 0, "target:seat1")
	assert.Equal(t, []CardID{box[1]}, s.pile(0, PileBox))
	side := s.pile(0, PileSideDiscard)
	assert.Equal(t, []CardID{box[2], box[0]}, side[len(side)-2:], "discarded in the order picked")
	text := logText(s)
	assert.Less(t, strings.Index(text, "Dale Harvests 3."), strings.Index(text, "Dale plays Get outta my field! on Jett"), text)
}

// Momentum chosen to spend and Pets chosen to reveal are spent and
// revealed only when the card is played.
func TestCostsWaitForThePlay(t *testing.T) {
	c := loadTestContent(t)
	s, err := NewScenario(c, Scenario{Phase: "action", Seats: []ScenarioSeat{
		{Char: "ygella", Hand: []string{"ygella_menagerie", "ygella_coils", "ygella_inspection"}},
		{Char: "jett"}, {Char: "dale"}}})
	require.NoError(t, err)
	before := s.Clone()
	menagerie := s.Hand(0)[0]
	say(t, s, 0, playKey(menagerie))
	d, _ := s.Pending()
	require.Equal(t, DecCost, d.Kind, d.Prompt)
	say(t, s, 0, "reveal:1")
	d, _ = s.Pending()
	require.Equal(t, DecTarget, d.Kind)
	assert.NotContains(t, logText(s), "reveals")
	say(t, s, 0, "cancel")
	sameGame(t, before, s, "cancel at the target after revealing")
	say(t, s, 0, playKey(menagerie))
	say(t, s, 0, "reveal:1")
	say(t, s, 0, "target:seat2")
	assert.Contains(t, logText(s), "Ygella reveals 1 Pet card(s).")
	assert.Equal(t, int8(1), s.Players[0].Actions)

	j, err := NewScenario(c, Scenario{Phase: "drink", Seats: []ScenarioSeat{
		{Char: "jett", Hand: []string{"jett_special_delivery"}, Counters: map[string]int{"momentum": 3}, DrinkMe: []string{"drk_light_ale"}},
		{Char: "dale"}, {Char: "ygella"}}})
	require.NoError(t, err)
	passUntil(t, j, 0, DecRespond)
	before = j.Clone()
	say(t, j, 0, playKey(j.Hand(0)[0]))
	say(t, j, 0, "spend:2")
	d, _ = j.Pending()
	require.Equal(t, DecTarget, d.Kind, d.Prompt)
	assert.Equal(t, int8(3), j.Players[0].Counters[CtrMomentum], "not spent while the card is chosen")
	say(t, j, 0, "cancel")
	sameGame(t, before, j, "cancel at the target after spending")
	say(t, j, 0, playKey(j.Hand(0)[0]))
	say(t, j, 0, "spend:2")
	say(t, j, 0, "target:seat2")
	assert.Equal(t, int8(1), j.Players[0].Counters[CtrMomentum])
}

// Once the last choice is made the card is played: no decision after it
// offers cancel, its player's response to it included.
func TestNoCancelOnceplayed(t *testing.T) {
	s, err := NewScenario(loadTestContent(t), Scenario{Phase: "action", Seats: []ScenarioSeat{
		{Char: "jett", Hand: []string{"jett_claws", "jett_i_dont_think_so"}},
		{Char: "ygella", Hand: []string{"ygella_swarm"}}}})
	require.NoError(t, err)
	say(t, s, 0, playKey(s.Hand(0)[0]))
	d, _ := s.Pending()
	require.Equal(t, []string{"target:seat1", "cancel"}, keys(d))
	say(t, s, 0, "target:seat1")
	for n := 0; n < 50 && !s.Over && s.Phase == PhaseAction; n++ {
		d, _ := s.Pending()
		if _, choosing := s.Choosing(); !choosing {
			require.Negative(t, d.CancelOption(), "%s's %s decision: %v", s.Name(d.Seat), d.Kind, keys(d))
		}
		require.NoError(t, s.Answer(firstPassive(d)))
	}
}

// Take-backs are answers like any other: a game with them replays, and a
// game saved while a card is chosen restores and goes on identically.
func TestTakeBacksReplayAndRestore(t *testing.T) {
	c := loadTestContent(t)
	saved := 0
	for seed := uint64(1); seed <= 8; seed++ {
		r := rand.New(rand.NewPCG(seed, 5))
		s, err := NewGame(c, randomSetup(r, seed+70))
		require.NoError(t, err)
		cancels := 0
		for steps := 0; !s.Over && steps < 4000; steps++ {
			d := s.Dec
			if _, choosing := s.Choosing(); choosing && saved < 20 {
				rs, err := Restore(c, mustSnapshot(t, s))
				require.NoError(t, err)
				require.Equal(t, s.Hash(), rs.Hash())
				require.NoError(t, rs.Answer("cancel"))
				cl := s.Clone()
				require.NoError(t, cl.Answer("cancel"))
				require.Equal(t, cl.Hash(), rs.Hash(), "a restored game takes back the same way")
				saved++
			}
			i := r.IntN(len(d.Options))
			if i == d.CancelOption() && cancels > 30 {
				i = 0
			}
			if i == d.CancelOption() {
				cancels++
			}
			require.NoError(t, s.AnswerIndex(i))
		}
		p, err := PlayReplay(c, s.Replay())
		require.NoError(t, err)
		assert.Equal(t, s.Hash(), p.Hash())
		assert.Equal(t, s.Log, p.Log)
	}
	assert.Positive(t, saved)
}

// keyOf is the key of d's option with verb v about card id.
func keyOf(t *testing.T, d Decision, v Verb, id CardID) string {
	t.Helper()
	for _, o := range d.Options {
		if o.Verb == v && o.Card == id {
			return o.Key
		}
	}
	t.Fatalf("no %s option for card %d: %v", v, id, keys(d))
	return ""
}

// A save claiming a card is being chosen when it cannot be is refused,
// never a panic.
func TestRestoreRefusesABadChoosingPlay(t *testing.T) {
	c := loadTestContent(t)
	s, err := NewScenario(c, Scenario{Phase: "action", Seats: []ScenarioSeat{
		{Char: "jett", Hand: []string{"jett_claws"}}, {Char: "dale"}}})
	require.NoError(t, err)
	say(t, s, 0, playKey(s.Hand(0)[0]))
	good := mustSnapshot(t, s)
	_, err = Restore(c, good)
	require.NoError(t, err)
	for _, bad := range []func(*State){
		func(b *State) { b.Plays[0].Card = NoCard },
		func(b *State) { b.Plays[0].Src = srcGather },
		func(b *State) { b.Cards[b.Plays[0].Card].Zone = ZoneInPlay; b.setPile(0, PileHand, nil) },
		func(b *State) { b.Dec.Options = b.Dec.Options[:len(b.Dec.Options)-1] },
		func(b *State) { b.Plays = append(b.Plays, b.Plays[0]) },
	} {
		b := s.Clone()
		bad(b)
		_, err := restore(c, mustSnapshot(t, b), true)
		assert.Error(t, err)
	}
}

// PassOption finds the first option that passes or ends the step, and
// none in a decision that offers neither.
func TestPassOption(t *testing.T) {
	d := Decision{Options: []Option{{Verb: VerbPlay}, {Verb: VerbDone}, {Verb: VerbPass}, {Verb: VerbCancel}}}
	require.Equal(t, 1, d.PassOption())
	d.Options = d.Options[2:]
	require.Equal(t, 0, d.PassOption())
	d.Options = []Option{{Verb: VerbPlay}, {Verb: VerbCancel}}
	require.Equal(t, -1, d.PassOption())
}
