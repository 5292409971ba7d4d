package gamble

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// onTop moves card id (in the deck) to the top of the deck, as a rigged
// shuffle.
func onTop(t *testing.T, s *State, id CardID) {
	t.Helper()
	for i, d := range s.Deck {
		if d == id {
			last := len(s.Deck) - 1
			s.Deck[i], s.Deck[last] = s.Deck[last], s.Deck[i]
			return
		}
	}
	t.Fatalf("%s is not in the deck", Cards[id])
}

func workers(s *State, seat int) []int8 {
	p := &s.Players[seat]
	return append([]int8(nil), p.Rolled[:p.NRolled]...)
}

// checkRound checks a whole Betting Round around the table.
func checkRound(t *testing.T, s *State) {
	t.Helper()
	require.Equal(t, DecBet, s.Dec.Kind)
	for s.HasDec && s.Dec.Kind == DecBet {
		require.NoError(t, s.Answer("check"))
	}
}

// jackTable starts a two-player game with rigged workers: A and B roll
// these dice.
func jackTable(t *testing.T, v Variants, a, b []int8) *State {
	s := newTable(t, Setup{Stakes: []int{20, 20}, Game: JackOfAllTrades, Variants: v, Games: 1})
	require.Equal(t, DecBet, s.Dec.Kind, "a Betting Round after the roll")
	copy(s.Players[seatA].Rolled[:], a)
	copy(s.Players[seatB].Rolled[:], b)
	require.NoError(t, s.CheckInvariants())
	return s
}

func TestJackOrderOfPlay(t *testing.T) {
	s := jackTable(t, 0, []int8{2, 2, 6, 6, 5}, []int8{1, 3, 4, 4, 4})
	assert.Equal(t, []int{19, 19}, money(s), "the ante")
	assert.Equal(t, int8(5), s.Players[seatA].NRolled, "5 dice each")
	// Job 1: a Lady (2). A places one 2 of two; B has no 2 and no 6.
	onTop(t, s, rw(t, Lady, Hawk))
	checkRound(t, s)
	assert.Equal(t, int8(1), s.Jobs.Count)
	assert.Equal(t, int8(2), s.Jobs.Value)
	assert.Equal(t, []string{"place:2", "pass"}, optionKeys(s))
	o, _ := findOpt(s, VerbPlace)
	assert.Equal(t, 1, o.Amount, "one worker only")
	answer(t, s, seatA, "place:2")
	assert.Equal(t, []int8{2, 6, 6, 5}, workers(s, seatA))
	// Job 2: a Bard (3). A has no 3: a Jack of All Trades (6) may go. B places the 3.
	onTop(t, s, rw(t, Bard, Hawk))
	checkRound(t, s)
	assert.Equal(t, []string{"place:6", "pass"}, optionKeys(s))
	answer(t, s, seatA, "place:6")
	assert.Equal(t, []int8{2, 6, 5}, workers(s, seatA), "one Jack only")
	assert.Equal(t, []string{"place:3", "pass"}, optionKeys(s), "B has a 3: no Jack")
	answer(t, s, seatB, "pass")
	assert.Equal(t, []int8{1, 3, 4, 4, 4}, workers(s, seatB), "placing is optional")
	// Job 3: a Warrior (1). A has no 1 but a Jack left; B places the 1.
	onTop(t, s, rw(t, Warrior, Hawk))
	checkRound(t, s)
	answer(t, s, seatA, "place:6")
	answer(t, s, seatB, "place:1")
	// The Last Call: a Merchant (4). B places all three 4's; A has no 4
	// and no 6 left, so is not asked.
	onTop(t, s, rw(t, Merchant, Hawk))
	checkRound(t, s)
	assert.Equal(t, int8(4), s.Jobs.Count)
	assert.Equal(t, []string{"place:4", "pass"}, optionKeys(s))
	o, _ = findOpt(s, VerbPlace)
	assert.Equal(t, 3, o.Amount, "all matching workers on the Last Call")
	answer(t, s, seatB, "place:4")
	// No Betting Round after the Last Call: B owes 3, A owes 7.
	require.True(t, s.Over)
	assert.Equal(t, []int{19, 21}, money(s))
	assert.Len(t, s.Table, 4, "four jobs revealed")
}

func TestJackLastCallOneJack(t *testing.T) {
	s := jackTable(t, 0, []int8{6, 6, 6, 5, 5}, []int8{4, 4, 4, 4, 4})
	for k := 0; k < 3; k++ {
		onTop(t, s, nth(t, Warrior, Suit(Hawk+Suit(k)), 0))
		checkRound(t, s)
		if s.HasDec && s.Dec.Kind == DecPlace {
			answer(t, s, seatA, "pass")
		}
	}
	onTop(t, s, rw(t, Bard, Hawk))
	checkRound(t, s)
	o, _ := findOpt(s, VerbPlace)
	assert.Equal(t, Jack, o.Value)
	assert.Equal(t, 1, o.Amount, "one Jack of All Trades on the Last Call")
	answer(t, s, seatA, "place:6")
	assert.Equal(t, []int8{6, 6, 5, 5}, workers(s, seatA))
}

func TestJackNoLastCall(t *testing.T) {
	s := jackTable(t, VarNoLastCall, []int8{1, 2, 3, 6, 6}, []int8{4, 4, 4, 4, 4})
	for k := 0; k < 3; k++ {
		onTop(t, s, nth(t, Warrior, Suit(Hawk+Suit(k)), 0))
		checkRound(t, s)
		if s.HasDec && s.Dec.Kind == DecPlace {
			answer(t, s, seatA, "pass")
		}
	}
	// The Last Call is like the other jobs: one worker, a 4 or else a Jack.
	onTop(t, s, rw(t, Merchant, Hawk))
	checkRound(t, s)
	o, _ := findOpt(s, VerbPlace)
	assert.Equal(t, Option{Key: "place:6", Label: "Place a 6", Verb: VerbPlace, Card: NoCard, Value: Jack, Amount: 1}, o)
	answer(t, s, seatA, "place:6")
	o, _ = findOpt(s, VerbPlace)
	assert.Equal(t, 1, o.Amount, "one of B's five 4's")
	answer(t, s, seatB, "place:4")
	assert.Equal(t, []int8{4, 4, 4, 4}, workers(s, seatB))
}

func TestJackScoringAndTie(t *testing.T) {
	s := jackTable(t, 0, []int8{1, 1, 1, 1, 1}, []int8{1, 1, 1, 1, 1})
	// Jobs of Rogues: nobody has a 5 or a 6; nobody places; equal totals.
	for k := 0; k < NumJobs; k++ {
		onTop(t, s, nth(t, Rogue, Suit(Hawk+Suit(k)), 0))
		checkRound(t, s)
	}
	require.True(t, s.Over)
	// No tiebreaker: Merchant's Rule splits the pot of 2.
	assert.Equal(t, []int{20, 20}, money(s))
	assert.Equal(t, 0, jackScoreOf(t, []int8{3, 3}, []int8{1, 5}))
	assert.Equal(t, 1, jackScoreOf(t, []int8{1, 1, 1}, []int8{4}))
}

// jackScoreOf compares two sets of remaining workers: +1 when a wins.
func jackScoreOf(t *testing.T, a, b []int8) int {
	s := newTable(t, Setup{Stakes: []int{5, 5}, Game: JackOfAllTrades, Games: 1})
	s.Players[seatA].NRolled = int8(copy(s.Players[seatA].Rolled[:], a))
	s.Players[seatB].NRolled = int8(copy(s.Players[seatB].Rolled[:], b))
	return s.jackScore(seatA).Compare(s.jackScore(seatB))
}

func TestJackDragonJob(t *testing.T) {
	s := jackTable(t, VarDragons, []int8{1, 2, 2, 5, 6}, []int8{4, 4, 4, 4, 4})
	for k := 0; k < 3; k++ {
		onTop(t, s, nth(t, Warrior, Suit(Hawk+Suit(k)), 0))
		checkRound(t, s)
		if s.HasDec && s.Dec.Kind == DecPlace {
			answer(t, s, seatA, "pass")
		}
	}
	// A Dragon Card as the Last Call: any worker, but only one.
	onTop(t, s, dragon(t, Green))
	checkRound(t, s)
	assert.Equal(t, int8(0), s.Jobs.Value)
	assert.Equal(t, []string{"place:1", "place:2", "place:5", "place:6", "pass"}, optionKeys(s))
	answer(t, s, seatA, "place:6")
	assert.Equal(t, []string{"place:4", "pass"}, optionKeys(s))
	o, _ := findOpt(s, VerbPlace)
	assert.Equal(t, 1, o.Amount, "one worker even on the Last Call")
	answer(t, s, seatB, "place:4")
	assert.Equal(t, []int8{1, 2, 2, 5}, workers(s, seatA))
	assert.Equal(t, []int8{4, 4, 4, 4}, workers(s, seatB))
}

// hiddenJack starts a Hidden Fate game and deals A and B these hands.
func hiddenJack(t *testing.T, v Variants, a, b []CardID) *State {
	s := newTable(t, Setup{Stakes: []int{20, 20}, Game: JackOfAllTrades, Variants: VarHiddenFate | v, Games: 1})
	setHand(t, s, seatA, a...)
	setHand(t, s, seatB, b...)
	return s
}

func TestJackHiddenFate(t *testing.T) {
	a := []CardID{rw(t, Warrior, Hawk), nth(t, Lady, Hawk, 0), nth(t, Lady, Hawk, 1), nth(t, Rogue, Hawk, 0), nth(t, Rogue, Hawk, 1)}
	b := []CardID{nth(t, Rogue, Owl, 0), nth(t, Rogue, Owl, 1), nth(t, Rogue, Owl, 2), nth(t, Bard, Owl, 0), nth(t, Bard, Owl, 1)}
	s := hiddenJack(t, 0, a, b)
	for q := range s.Players {
		assert.Equal(t, int8(0), s.Players[q].NRolled, "no dice: cards are the workers")
	}
	// Before the first Betting Round the Starting Player chooses card or die for each job.
	require.Equal(t, DecPlanJobs, s.Dec.Kind)
	require.Equal(t, seatA, s.Dec.Seat)
	assert.Len(t, s.Dec.Options, 16)
	answer(t, s, seatA, "jobs:10") // card, die, card, die
	assert.Equal(t, uint8(10), s.Jobs.Dice)
	// Job 1 (card): a Lady. A places one Lady, face up in the center.
	onTop(t, s, nth(t, Lady, Wren, 0))
	checkRound(t, s)
	assert.Equal(t, []string{cardKey("place", a[1]), "pass"}, optionKeys(s), "two identical Ladies are one choice")
	answer(t, s, seatA, cardKey("place", a[1]))
	assert.Equal(t, ZoneTable, s.Cards[a[1]].Zone)
	assert.True(t, s.Cards[a[1]].Up)
	// B has no Lady but is asked too: hidden cards must not show it.
	assert.Equal(t, []string{"pass"}, optionKeys(s))
	answer(t, s, seatB, "pass")
	// Job 2 is a die: a 6 takes any worker.
	checkRound(t, s)
	rigJob(t, s, 0)
	assert.Equal(t, []string{cardKey("place", a[0]), cardKey("place", a[2]), cardKey("place", a[3]), "pass"}, optionKeys(s))
	answer(t, s, seatA, cardKey("place", a[3]))
	answer(t, s, seatB, cardKey("place", b[0]))
	// Job 3 (card): a Rogue. B places one Rogue.
	onTop(t, s, nth(t, Rogue, Wren, 0))
	checkRound(t, s)
	answer(t, s, seatA, cardKey("place", a[4]))
	answer(t, s, seatB, cardKey("place", b[1]))
	// The Last Call is a die: rig it to 3 (Bards); B places both Bards.
	checkRound(t, s)
	rigJob(t, s, 3)
	assert.Equal(t, []string{"pass"}, optionKeys(s), "A has no Bard (and no card is a 6)")
	answer(t, s, seatA, "pass")
	assert.Equal(t, []string{"place:all", "pass"}, optionKeys(s))
	answer(t, s, seatB, "place:all")
	assert.Len(t, s.Players[seatB].Hand, 1)
	// A final Betting Round after the Last Call, then the lowest total wins:
	// A's Warrior and Lady (3) beat B's Rogue (5).
	require.Equal(t, DecBet, s.Dec.Kind)
	checkRound(t, s)
	require.True(t, s.Over)
	assert.Equal(t, []int{21, 19}, money(s))
}

// rigJob sets the value of a job a die has just set, before anyone placed
// a worker on it (with Hidden Fate every player is asked).
func rigJob(t *testing.T, s *State, v int8) {
	t.Helper()
	require.Equal(t, stPlace, s.program()[s.Step].kind)
	s.Jobs.Value = v
	for q := range s.Players {
		s.Players[q].Done = false
	}
	repose(t, s)
}

func TestJackHiddenFateDragonInHand(t *testing.T) {
	a := []CardID{dragon(t, Red), nth(t, Lady, Hawk, 0), nth(t, Lady, Hawk, 1), nth(t, Rogue, Hawk, 0), nth(t, Rogue, Hawk, 1)}
	b := []CardID{nth(t, Rogue, Owl, 0), nth(t, Rogue, Owl, 1), nth(t, Rogue, Owl, 2), nth(t, Bard, Owl, 0), nth(t, Bard, Owl, 1)}
	s := hiddenJack(t, VarDragons, a, b)
	answer(t, s, seatA, "jobs:0")
	// A Dragon Card as a job takes any worker, but never a Dragon Card from hand.
	onTop(t, s, dragon(t, Blue))
	checkRound(t, s)
	assert.Equal(t, []string{cardKey("place", a[1]), cardKey("place", a[3]), "pass"}, optionKeys(s))
	// A Dragon Card in hand is worth 0.
	assert.Equal(t, 0+2+2+5+5, s.JackTotal(seatA))
}

func TestJackVariantNames(t *testing.T) {
	v, err := ParseVariants("no-last-call,hidden-fate,dragons")
	require.NoError(t, err)
	assert.Equal(t, gameVariants[JackOfAllTrades], v)
}

// Hidden Fate: a 6 rolled as the Last Call takes any worker, but each
// player places only one, even though it is the Last Call.
func TestJackHiddenFateSixOnTheLastCall(t *testing.T) {
	a := []CardID{rw(t, Warrior, Hawk), nth(t, Lady, Hawk, 0), nth(t, Lady, Hawk, 1), nth(t, Rogue, Hawk, 0), nth(t, Rogue, Hawk, 1)}
	b := []CardID{nth(t, Rogue, Owl, 0), nth(t, Rogue, Owl, 1), nth(t, Rogue, Owl, 2), nth(t, Bard, Owl, 0), nth(t, Bard, Owl, 1)}
	s := newTable(t, Setup{Stakes: []int{20, 20}, Game: JackOfAllTrades, Variants: VarHiddenFate, Games: 1,
		Rig: &Rig{Dice: []int8{6}}}) // the only die rolled: the Last Call
	setHand(t, s, seatA, a...)
	setHand(t, s, seatB, b...)
	answer(t, s, seatA, "jobs:8") // card, card, card, die
	for k := 0; k < 3; k++ {
		onTop(t, s, nth(t, Merchant, Wren, k)) // nobody has a Merchant
		checkRound(t, s)
		answer(t, s, seatA, "pass")
		answer(t, s, seatB, "pass")
	}
	checkRound(t, s)
	assert.Equal(t, int8(0), s.Jobs.Value, "a 6 takes any worker")
	assert.Equal(t, []string{cardKey("place", a[0]), cardKey("place", a[1]), cardKey("place", a[3]), "pass"}, optionKeys(s),
		"any worker, one at a time: no placing all")
	answer(t, s, seatA, cardKey("place", a[3]))
	assert.Equal(t, []string{cardKey("place", b[0]), cardKey("place", b[3]), "pass"}, optionKeys(s))
	answer(t, s, seatB, cardKey("place", b[0]))
	assert.Len(t, s.Players[seatA].Hand, 4, "one worker placed")
	assert.Len(t, s.Players[seatB].Hand, 4, "one worker placed")
	require.Equal(t, DecBet, s.Dec.Kind, "the final Betting Round")
}
