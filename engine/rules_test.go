package engine

import (
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
)

// Rule tests that set up a table directly. Each starts a game at the first
// player's Discard and Draw decision, arranges cards, then answers.

func tableFor(t *testing.T, chars ...string) *State {
	t.Helper()
	seats := make([]SeatSetup, len(chars))
	for i, c := range chars {
		seats[i] = SeatSetup{Char: c}
	}
	s, err := NewGame(loadTestContent(t), Setup{Seats: seats, Seed: 11})
	require.NoError(t, err)
	d, ok := s.Pending()
	require.True(t, ok)
	require.Equal(t, DecDiscard, d.Kind)
	return s
}

// give moves a card instance of def id owned by seat into its hand.
func give(t *testing.T, s *State, seat int, defID string) CardID {
	t.Helper()
	di, ok := s.content.DefIndex(defID)
	require.True(t, ok, defID)
	for id := range s.Cards {
		c := s.Cards[id]
		if s.defs[id] == di && (int(c.Owner) == seat || c.Owner < 0) && c.Zone != ZoneHand {
			s.toHand(seat, CardID(id))
			s.Cards[id].Owner = int8(seat)
			return CardID(id)
		}
	}
	t.Fatalf("no free %s for seat %d", defID, seat)
	return NoCard
}

// pile puts a Drink card of def id on top of seat's Drink Me! pile.
func pile(t *testing.T, s *State, seat int, defID string) CardID {
	t.Helper()
	di, ok := s.content.DefIndex(defID)
	require.True(t, ok, defID)
	for id := range s.Cards {
		c := s.Cards[id]
		if s.defs[id] == di && c.Zone == ZoneDrinkDeck {
			s.putOnPile(seat, CardID(id))
			return CardID(id)
		}
	}
	t.Fatalf("no %s left in the Drink Deck", defID)
	return NoCard
}

// deckTop puts a Drink card of def id on top of the Drink Deck.
func deckTop(t *testing.T, s *State, defID string) {
	t.Helper()
	di, _ := s.content.DefIndex(defID)
	for id := range s.Cards {
		c := s.Cards[id]
		if s.defs[id] == di && c.Zone == ZoneDrinkDeck {
			s.removeFromTable(TableDrinkDeck, CardID(id))
			s.pushTable(TableDrinkDeck, CardID(id))
			return
		}
	}
	t.Fatalf("no %s in the Drink Deck", defID)
}

// answer answers the pending decision, asserting its seat.
func say(t *testing.T, s *State, seat int, key string) {
	t.Helper()
	d, ok := s.Pending()
	require.True(t, ok, "game over, wanted %s", key)
	require.Equal(t, seat, d.Seat, "decision %s %q: %v", d.Kind, d.Prompt, keys(d))
	require.NoError(t, s.Answer(key), "decision %s %q: %v", d.Kind, d.Prompt, keys(d))
	require.NoError(t, s.CheckInvariants())
}

// passUntil answers pass/done/no for every decision until seat must make a
// decision of kind k.
func passUntil(t *testing.T, s *State, seat int, k DecisionKind) Decision {
	t.Helper()
	for n := 0; n < 500; n++ {
		d, ok := s.Pending()
		require.True(t, ok)
		if d.Seat == seat && d.Kind == k {
			return d
		}
		require.NoError(t, s.Answer(firstPassive(d)))
	}
	t.Fatalf("never reached %s for seat %d", k, seat)
	return Decision{}
}

func firstPassive(d Decision) string {
	for _, o := range d.Options {
		switch o.Key {
		case "pass", "done", "nosplit", "harvest:no", "may:no", "spend:0", "reveal:0":
			return o.Key
		}
	}
	return d.Options[0].Key
}

func keys(d Decision) []string {
	var out []string
	for _, o := range d.Options {
		out = append(out, o.Key)
	}
	return out
}

func hasKey(d Decision, key string) bool {
	for _, o := range d.Options {
		if o.Key == key {
			return true
		}
	}
	return false
}

func logHas(s *State, sub string) bool {
	for _, e := range s.Log {
		if strings.Contains(e.Text, sub) {
			return true
		}
	}
	return false
}

func playKey(id CardID) string { return "play:card" + strconv.Itoa(int(id)) }

func TestSetupByPlayerCount(t *testing.T) {
	require.Equal(t, 8, StartingGold(2))
	require.Equal(t, 10, StartingGold(4))
	require.Equal(t, 12, StartingGold(7))
	s := tableFor(t, "jett", "terci", "ygella")
	for q := range s.Players {
		st := s.StatsOf(q)
		require.Equal(t, Stats{Fort: 20, Alc: 0, Gold: 10}, st)
		require.Len(t, s.Hand(q), 7)
		require.Len(t, s.DrinkMe(q), 1)
	}
	require.Len(t, s.pile(1, PileWaiting), 2, "Terci reveals two Waiting Patients")
	require.NotEqual(t, NoCard, s.pile(1, PileWaiting)[0])
}

func TestActionDamageAndHitBack(t *testing.T) {
	s := tableFor(t, "jett", "ygella")
	claws := give(t, s, 0, "jett_claws")
	swarm := give(t, s, 1, "ygella_swarm")
	idts := give(t, s, 0, "jett_i_dont_think_so")
	say(t, s, 0, "done")
	passUntil(t, s, 0, DecAction)
	say(t, s, 0, playKey(claws))
	// Ygella loses 2 Fortitude, then may hit back; Jett Negates it.
	d := passUntil(t, s, 1, DecRespond)
	for !hasKey(d, playKey(swarm)) {
		say(t, s, 1, "pass")
		d = passUntil(t, s, 1, DecRespond)
	}
	require.Equal(t, int16(18), s.StatsOf(1).Fort)
	say(t, s, 1, playKey(swarm))
	d = passUntil(t, s, 0, DecRespond)
	for !hasKey(d, playKey(idts)) {
		say(t, s, 0, "pass")
		d = passUntil(t, s, 0, DecRespond)
	}
	say(t, s, 0, playKey(idts))
	passUntil(t, s, 0, DecAction)
	require.Equal(t, int16(20), s.StatsOf(0).Fort, "the Negated hit-back does nothing")
	require.True(t, logHas(s, "is Negated"))
}

func TestIgnoreDrinkWithChaser(t *testing.T) {
	s := tableFor(t, "dale", "jett")
	vermin := give(t, s, 0, "dale_vermin")
	for len(s.DrinkMe(0)) > 0 {
		s.toDiscard(s.DrinkMe(0)[0])
	}
	pile(t, s, 0, "drk_dragon_breath")
	pile(t, s, 0, "drk_wine_chaser") // on top: Wine with a Chaser, then Dragon Breath Ale
	say(t, s, 0, "done")
	d := passUntil(t, s, 0, DecRespond)
	require.Len(t, s.Drinks, 1)
	require.Equal(t, int16(6), s.Drinks[0].Alc, "Chaser Example 1: Wine with a Chaser + Dragon Breath Ale = 6")
	require.Equal(t, s.Drinks[0].Cards[0], d.About, "the response window names the Drink it is about")
	respondWith(t, s, 0, vermin)
	passUntil(t, s, 1, DecDiscard)
	require.Equal(t, int16(0), s.StatsOf(0).Alc, "the whole Drink with its Chaser is Ignored")
}

func TestSoberUpWithEmptyPile(t *testing.T) {
	s := tableFor(t, "dale", "jett")
	for len(s.DrinkMe(0)) > 0 {
		s.toDiscard(s.DrinkMe(0)[0])
	}
	s.stats(0).Alc = 3
	say(t, s, 0, "done")
	passUntil(t, s, 1, DecDiscard)
	require.Equal(t, int16(2), s.StatsOf(0).Alc)
}

func TestRunningOutOfDrinksCostsEachPlayerOneGold(t *testing.T) {
	s := tableFor(t, "dale", "jett", "petra")
	// Move the whole Drink Deck to the discard pile.
	for len(s.DrinkDeck()) > 0 {
		s.toDiscard(s.DrinkDeck()[len(s.DrinkDeck())-1])
	}
	say(t, s, 0, "done")
	passUntil(t, s, 0, DecOrder)
	say(t, s, 0, "order:seat1")
	require.True(t, logHas(s, "ran out"))
	require.Equal(t, int16(9), s.StatsOf(1).Gold)
	require.Equal(t, int16(9), s.StatsOf(2).Gold)
	require.NotEmpty(t, s.DrinkDeck())
}

func TestHarvestReplacesBaseEffect(t *testing.T) {
	s := tableFor(t, "dale", "jett")
	field := give(t, s, 0, "dale_outta_my_field")
	for _, id := range s.pile(0, PileBox) {
		s.Cards[id].Rake = int8(len(s.Def(id).Values) - 1)
	}
	for s.boxValue(0) < 3 {
		s.plantNow(0, NoCard)
		for _, id := range s.pile(0, PileBox) {
			s.Cards[id].Rake = int8(len(s.Def(id).Values) - 1)
		}
	}
	say(t, s, 0, "done")
	passUntil(t, s, 0, DecAction)
	before := len(s.pile(0, PileBox))
	say(t, s, 0, playKey(field))
	say(t, s, 0, "harvest:yes")
	for {
		d, _ := s.Pending()
		if d.Kind != DecPick {
			break
		}
		say(t, s, 0, d.Options[0].Key)
	}
	if d, _ := s.Pending(); d.Kind == DecTarget {
		say(t, s, 0, "target:seat1")
	}
	passUntil(t, s, 0, DecAction)
	require.Equal(t, int16(16), s.StatsOf(1).Fort, "Harvest 3: instead they lose 4")
	require.Less(t, len(s.pile(0, PileBox)), before, "harvested Mushrooms are discarded")
}

// A Harvest is paid one Mushroom at a time; the Decision says how much
// Harvest Value is still owed.
func TestHarvestDecisionSaysWhatIsOwed(t *testing.T) {
	s, err := NewScenario(loadTestContent(t), Scenario{Active: 0, Phase: "action", Seats: []ScenarioSeat{
		{Char: "dale", Hand: []string{"dale_outta_my_field"}, Box: []ScenarioMushroom{{ID: "msh_button_cap", Rake: 1}, {ID: "msh_morel", Rake: 2}}},
		{Char: "jett"}}})
	require.NoError(t, err)
	s.SetQuiet(true)
	d, _ := s.Pending()
	require.Zero(t, d.Owed)
	for _, o := range d.Options {
		if o.Verb == VerbPlay && o.Card != NoCard {
			say(t, s, 0, o.Key)
			break
		}
	}
	if d, _ := s.Pending(); d.Kind == DecTarget {
		say(t, s, 0, "target:seat1")
	}
	say(t, s, 0, "harvest:yes")
	d, _ = s.Pending()
	require.Equal(t, DecPick, d.Kind)
	require.EqualValues(t, 3, d.Owed, "Harvest 3, nothing picked yet")
	for _, o := range d.Options {
		if o.Card != NoCard && s.harvestValue(o.Card) == 2 {
			say(t, s, 0, o.Key)
		}
	}
	d, _ = s.Pending()
	require.Equal(t, DecPick, d.Kind)
	require.EqualValues(t, 1, d.Owed, "a Mushroom worth 2 picked")
}

func TestJettGainsMomentumAtStartOfTurn(t *testing.T) {
	s := tableFor(t, "dale", "jett")
	say(t, s, 0, "done")
	passUntil(t, s, 1, DecDiscard)
	require.Equal(t, int8(1), s.Players[1].Counters[CtrMomentum])
}

func TestPetraDiscardsPlotsForHellfire(t *testing.T) {
	s := tableFor(t, "petra", "jett")
	say(t, s, 0, "done")
	d := passUntil(t, s, 0, DecPlot)
	say(t, s, 0, d.Options[1].Key)
	plotted := s.pile(0, PilePlotted)
	require.Len(t, plotted, 1)
	passUntil(t, s, 0, DecDiscard)
	require.Empty(t, s.pile(0, PilePlotted))
	require.Equal(t, int8(1), s.Players[0].Counters[CtrHellfire])
}

func TestPassingOutSplitsGold(t *testing.T) {
	s := tableFor(t, "dale", "jett", "petra")
	s.stats(1).Alc = 19
	s.stats(1).Gold = 5
	s.Inn += 5
	pile(t, s, 1, "drk_dragon_breath")
	say(t, s, 0, "done")
	passUntil(t, s, 0, DecOrder)
	say(t, s, 0, "order:seat2")
	// Jett's turn: he drinks Dragon Breath Ale and passes out.
	for !s.Players[1].Out {
		d, ok := s.Pending()
		require.True(t, ok)
		require.NoError(t, s.Answer(firstPassive(d)))
	}
	// 5 Gold: 3 to the Inn, 1 each to Dale and Petra.
	require.Equal(t, int16(11), s.StatsOf(0).Gold)
	require.Equal(t, int16(11), s.StatsOf(2).Gold)
	require.NoError(t, s.CheckInvariants())
}

func TestLastPlayerStandingWins(t *testing.T) {
	s := tableFor(t, "dale", "jett")
	s.stats(1).Alc = 19
	pile(t, s, 1, "drk_dragon_breath")
	say(t, s, 0, "done")
	for !s.Over {
		d, _ := s.Pending()
		require.NoError(t, s.Answer(firstPassive(d)))
	}
	require.Equal(t, []int8{0}, s.Winners)
}

func TestIllegalAnswerIsRejected(t *testing.T) {
	s := tableFor(t, "dale", "jett")
	require.Error(t, s.Answer("play:card9999"))
	d, ok := s.Pending()
	require.True(t, ok)
	require.Equal(t, DecDiscard, d.Kind, "a bad answer changes nothing")
}

// respondWith passes every decision until seat may play card id, then plays it.
func respondWith(t *testing.T, s *State, seat int, id CardID) {
	t.Helper()
	for n := 0; n < 500; n++ {
		d, ok := s.Pending()
		require.True(t, ok)
		if d.Seat == seat && hasKey(d, playKey(id)) {
			say(t, s, seat, playKey(id))
			return
		}
		require.NoError(t, s.Answer(firstPassive(d)))
	}
	t.Fatalf("seat %d never got to play %s", seat, s.Title(id))
}

// The start-of-turn growth is told in the log, so players see why the
// Rake Tokens moved.
func TestDaleMushroomsGrowIsLogged(t *testing.T) {
	s := tableFor(t, "dale", "jett")
	s.plantNow(0, NoCard)
	id := s.pile(0, PileBox)[0]
	s.Cards[id].Rake = 0
	s.growAll(0, 1)
	require.Equal(t, int8(1), s.Cards[id].Rake)
	require.True(t, logHas(s, "Dale's Mushrooms grow 1."))
}
