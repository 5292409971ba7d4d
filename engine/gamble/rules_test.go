package gamble

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

const (
	seatA = iota
	seatB
	seatC
	seatD
)

// card finds the first card of the box with this face.
func card(t testing.TB, k Kind, r Rank, su Suit, co Color) CardID {
	t.Helper()
	for i, c := range Cards {
		if c.Kind == k && c.Rank == r && c.Suit == su && (k == KindDeck || c.Color == co) {
			return CardID(i)
		}
	}
	t.Fatalf("no card %v %v %v %v", k, r, su, co)
	return NoCard
}

func rw(t testing.TB, r Rank, su Suit) CardID { return card(t, KindDeck, r, su, 0) }
func dragon(t testing.TB, co Color) CardID    { return card(t, KindDragon, RankDragon, NoSuit, co) }

// nth returns the n-th (0-based) card with this rank and suit.
func nth(t testing.TB, r Rank, su Suit, n int) CardID { return rw(t, r, su) + CardID(n) }

// setHand gives seat exactly these cards (swapping them with wherever they
// are), as a rigged deal.
func setHand(t testing.TB, s *State, seat int, ids ...CardID) {
	t.Helper()
	hand := s.Players[seat].Hand
	require.Len(t, hand, len(ids))
	for k, want := range ids {
		have := hand[k]
		if have == want {
			continue
		}
		// Find want's place and put have there.
		found := false
		for _, pl := range []int8{pDeck, pDiscard, 0, 1, 2, 3, 4, 5, 6, 7} {
			if int(pl) >= len(s.Players) {
				continue
			}
			pile := s.pile(pl)
			for i, id := range pile {
				if id == want && !(pl == int8(seat) && i == k) {
					pile[i], hand[k] = have, want
					s.Cards[have], s.Cards[want] = s.Cards[want], s.Cards[have]
					found = true
					break
				}
			}
			if found {
				break
			}
		}
		require.True(t, found, "card %d is not in play", want)
	}
	require.NoError(t, s.CheckInvariants())
}

func answer(t testing.TB, s *State, seat int, key string) {
	t.Helper()
	d, ok := s.Pending()
	require.True(t, ok, "the session is over")
	require.Equal(t, seat, d.Seat, "%s decides %s, not %s", s.Name(d.Seat), d.Kind, s.Name(seat))
	require.NoError(t, s.Answer(key))
	require.NoError(t, s.CheckInvariants())
}

func optionKeys(s *State) []string {
	var out []string
	for _, o := range s.Dec.Options {
		out = append(out, o.Key)
	}
	return out
}

func findOpt(s *State, v Verb) (Option, bool) {
	for _, o := range s.Dec.Options {
		if o.Verb == v {
			return o, true
		}
	}
	return Option{}, false
}

func newTable(t testing.TB, su Setup) *State {
	t.Helper()
	if su.Names == nil {
		su.Names = []string{"A", "B", "C", "D", "E", "F", "G", "H"}[:len(su.Stakes)]
	}
	s, err := NewGame(su)
	require.NoError(t, err)
	require.NoError(t, s.CheckInvariants())
	return s
}

func TestTheDeck(t *testing.T) {
	require.Len(t, Cards, 98)
	perSuit := map[Suit]int{}
	perRank := map[Rank]int{}
	colors := map[Suit]Color{}
	for _, c := range Cards[:DeckSize] {
		require.Equal(t, KindDeck, c.Kind)
		perSuit[c.Suit]++
		perRank[c.Rank]++
		colors[c.Suit] = c.Color
	}
	for su := Hawk; su <= Hare; su++ {
		assert.Equal(t, 15, perSuit[su], su.String())
	}
	// 1 Warrior, 2 Ladies, 3 Bards, 4 Merchants, 5 Rogues per suit.
	assert.Equal(t, map[Rank]int{Warrior: 6, Lady: 12, Bard: 18, Merchant: 24, Rogue: 30}, perRank)
	assert.Equal(t, map[Suit]Color{Hawk: Red, Wolf: Red, Owl: Green, Horse: Green, Wren: Blue, Hare: Blue}, colors)
	var dragonColors []Color
	for _, c := range Cards[FirstDragon:FirstGrey] {
		require.Equal(t, KindDragon, c.Kind)
		require.Equal(t, NoSuit, c.Suit)
		dragonColors = append(dragonColors, c.Color)
	}
	assert.Equal(t, []Color{Red, Green, Blue}, dragonColors)
	var greyRanks []Rank
	for _, c := range Cards[FirstGrey:] {
		require.Equal(t, KindGrey, c.Kind)
		greyRanks = append(greyRanks, c.Rank)
	}
	assert.Equal(t, []Rank{Warrior, Lady, Bard, Merchant, Rogue}, greyRanks)
	assert.True(t, Hawk.Bird() && Owl.Bird() && Wren.Bird())
	assert.False(t, Wolf.Bird() || Horse.Bird() || Hare.Bird())
}

func TestDeckInUse(t *testing.T) {
	// Grey Cards never join the deck; Dragons only under their variant.
	for _, v := range []Variants{0, VarDragons} {
		s := newTable(t, Setup{Stakes: []int{10, 10}, Variants: v})
		inPlay := len(s.Deck) + len(s.Players[0].Hand) + len(s.Players[1].Hand)
		if v == 0 {
			assert.Equal(t, DeckSize, inPlay)
		} else {
			assert.Equal(t, DeckSize+NumDragons, inPlay)
		}
		for _, id := range s.Box {
			assert.NotEqual(t, KindDeck, Cards[id].Kind)
		}
	}
}

func TestAnteAndDeal(t *testing.T) {
	s := newTable(t, Setup{Stakes: []int{10, 10, 10}, Starting: 1, Carry: 3})
	for q := range s.Players {
		assert.Equal(t, 9, s.Players[q].Money, "each player antes 1")
		assert.Len(t, s.Players[q].Hand, 2, "each player is dealt 2 cards")
		for _, id := range s.Players[q].Hand {
			assert.False(t, s.Cards[id].Up, "dealt face down")
			assert.Equal(t, bit(q), s.Cards[id].Seen, "only its holder sees it")
		}
	}
	assert.Equal(t, []Pot{{Amount: 6, Eligible: 7}}, s.Pots(), "the antes join the money already in the pot")
	d, _ := s.Pending()
	assert.Equal(t, 1, d.Seat, "the Starting Player acts first")
	assert.Equal(t, DecBet, d.Kind)
}

// A player without money cannot ante and sits the game out.
func TestNoMoneyNoGame(t *testing.T) {
	s := newTable(t, Setup{Stakes: []int{10, 0, 10}})
	assert.False(t, s.Players[1].In)
	assert.Empty(t, s.Players[1].Hand)
	s = newTable(t, Setup{Stakes: []int{10, 0}})
	assert.True(t, s.Over, "one player with money: no game")
	_, err := NewGame(Setup{Stakes: []int{MaxMoney, 1}})
	assert.Error(t, err, "too much money for one table")
	assert.Equal(t, []int8{0}, s.Winners)
}

func TestCheckAroundAndRaise(t *testing.T) {
	s := newTable(t, Setup{Stakes: []int{10, 10, 10}})
	// Current Bet 0: check is offered, fold is not.
	keys := optionKeys(s)
	assert.Equal(t, "check", keys[0])
	assert.NotContains(t, keys, "fold")
	assert.NotContains(t, keys, "call")
	assert.Contains(t, keys, "raise:1")
	assert.Contains(t, keys, "raise:8")
	assert.NotContains(t, keys, "raise:9", "betting everything is All In")
	assert.Contains(t, keys, "all_in")
	answer(t, s, seatA, "check")
	answer(t, s, seatB, "raise:3")
	assert.Equal(t, 3, s.Round.Current)
	// C must call 3, raise or fold.
	o, ok := findOpt(s, VerbCall)
	require.True(t, ok)
	assert.Equal(t, 3, o.Amount)
	assert.Contains(t, optionKeys(s), "fold")
	assert.NotContains(t, optionKeys(s), "check")
	answer(t, s, seatC, "raise:5")
	// A, who checked, must answer the raises; so must B.
	o, _ = findOpt(s, VerbCall)
	assert.Equal(t, 5, o.Amount)
	answer(t, s, seatA, "call")
	o, _ = findOpt(s, VerbCall)
	assert.Equal(t, 2, o.Amount, "B's 3 already counts towards the Current Bet")
	answer(t, s, seatB, "call")
	// The round is over; next: each player picks a card to reveal.
	assert.Equal(t, DecReveal, s.Dec.Kind)
	assert.Equal(t, []Pot{{Amount: 18, Eligible: 7}}, s.Pots())
	for q := range s.Players {
		assert.Equal(t, 0, s.Players[q].Bet)
		assert.Equal(t, 4, s.Players[q].Money)
	}
}

func TestAllCheckGameProceeds(t *testing.T) {
	s := newTable(t, Setup{Stakes: []int{10, 10}})
	answer(t, s, seatA, "check")
	answer(t, s, seatB, "check")
	assert.Equal(t, DecReveal, s.Dec.Kind)
	assert.Equal(t, 9, s.Players[0].Money)
}

// Simple Betting Example: A bets 2, B raises 2 more to 4, C folds, D raises
// 6 more to 10, A folds (his 2 go into the pot), B calls 6 more; B and D
// put their 10 into the pot.
func TestSimpleBettingExample(t *testing.T) {
	s := newTable(t, Setup{Stakes: []int{21, 21, 21, 21}})
	answer(t, s, seatA, "raise:2")
	o, ok := findOpt(s, VerbRaise)
	require.True(t, ok)
	answer(t, s, seatB, "raise:4")
	assert.Equal(t, 4, s.Round.Current)
	answer(t, s, seatC, "fold")
	assert.True(t, s.Players[seatC].Folded)
	assert.Empty(t, s.Players[seatC].Hand, "a folded hand is put aside")
	answer(t, s, seatD, "raise:10")
	assert.Equal(t, 10, s.Round.Current, "D raised 6 more")
	answer(t, s, seatA, "fold")
	o, ok = findOpt(s, VerbCall)
	require.True(t, ok)
	assert.Equal(t, 6, o.Amount, "B calls 6 more")
	assert.Equal(t, 10, o.Total)
	answer(t, s, seatB, "call")
	assert.Equal(t, []Pot{{Amount: 4 + 2 + 10 + 10, Eligible: bit(seatB) | bit(seatD)}}, s.Pots())
	assert.Equal(t, 20-2, s.Players[seatA].Money, "A gets nothing back")
	assert.Equal(t, 10, s.Players[seatB].Money)
	assert.Equal(t, 10, s.Players[seatD].Money)
}

// Complex Betting Example: A has 30, B 40, C 55, D 60; the pot holds 15.
// A bets 10, B raises to 20, C folds, D moves All In; A and B both call.
// The main pot is 105 (30 from each of A, B, D plus 15); B's last 10 and
// D's 10 make a side pot of 20; D gets a rebate of 20.
func TestComplexBettingExample(t *testing.T) {
	// Stakes and carry chosen so that after the antes A has 30, B 40,
	// C 55, D 60 and the pot holds 15.
	s := newTable(t, Setup{Stakes: []int{31, 41, 56, 61}, Carry: 11})
	require.Equal(t, []int{30, 40, 55, 60}, money(s))
	require.Equal(t, 15, s.PotTotal())

	answer(t, s, seatA, "raise:10")
	assert.Equal(t, 10, s.Round.Current)
	assert.Equal(t, 10, s.Players[seatA].Bet)
	answer(t, s, seatB, "raise:20")
	assert.Equal(t, 20, s.Round.Current)
	answer(t, s, seatC, "fold")
	allIn, ok := findOpt(s, VerbAllIn)
	require.True(t, ok)
	assert.Equal(t, 60, allIn.Amount)
	answer(t, s, seatD, "all_in")
	assert.Equal(t, 60, s.Round.Current)
	assert.Equal(t, []int{20, 20, 55, 0}, money(s))
	// A cannot match 60: calling puts him All In for his last 20 (the
	// call and All In are the same bet: one option, the call, "A and B
	// both call"); raising is not possible. Fold stays possible.
	assert.Equal(t, []string{"fold", "call"}, optionKeys(s))
	call, _ := findOpt(s, VerbCall)
	assert.Equal(t, Option{Key: "call", Label: "Call All In (20)", Verb: VerbCall, Card: NoCard, Amount: 20, Total: 30}, call)
	answer(t, s, seatA, "call")
	assert.Equal(t, 60, s.Round.Current, "an All In call for less does not change the Current Bet")
	assert.Equal(t, []string{"fold", "call"}, optionKeys(s))
	answer(t, s, seatB, "call")

	// The round is over: D's unmatched 20 comes back.
	assert.Equal(t, []int{0, 0, 55, 20}, money(s))
	last := s.Log[len(s.Log)-1]
	assert.Equal(t, Event{Game: 1, Seat: seatD, Verb: VerbRebate, Amount: 20, Card: NoCard}, last)
	pots := s.Pots()
	require.Len(t, pots, 2)
	assert.Equal(t, Pot{Amount: 105, Eligible: bit(seatA) | bit(seatB) | bit(seatD)}, pots[0], "main pot")
	assert.Equal(t, Pot{Amount: 20, Eligible: bit(seatB) | bit(seatD)}, pots[1], "side pot: A did not contribute")
	assert.Equal(t, s.Total, 55+20+105+20)
}

// Continues the Complex Betting Example to the showdown: A has the best
// hand and takes the main pot; B beats D and takes the side pot.
func TestComplexExampleShowdown(t *testing.T) {
	s := newTable(t, Setup{Stakes: []int{31, 41, 56, 61}, Carry: 11, Games: 1})
	setHand(t, s, seatA, rw(t, Warrior, Hawk), rw(t, Warrior, Owl))
	setHand(t, s, seatB, rw(t, Lady, Hawk), nth(t, Lady, Owl, 0))
	setHand(t, s, seatC, rw(t, Warrior, Wren), rw(t, Warrior, Hare))
	setHand(t, s, seatD, rw(t, Rogue, Hawk), nth(t, Rogue, Owl, 0))
	for _, k := range []string{"raise:10", "raise:20", "fold", "all_in", "call", "call"} {
		require.NoError(t, s.Answer(k))
	}
	// Nobody can bet any more: reveal, then the showdown.
	for s.HasDec {
		require.Equal(t, DecReveal, s.Dec.Kind)
		require.NoError(t, s.Answer(s.Dec.Options[0].Key))
	}
	assert.Equal(t, []int{105, 20, 55, 20}, money(s))
	assert.Equal(t, []int8{0}, s.Winners)
}

func money(s *State) []int {
	var out []int
	for _, p := range s.Players {
		out = append(out, p.Money)
	}
	return out
}

// A raise nobody could answer is not offered: everyone else is All In.
func TestNoRaiseWhenNobodyCanAnswer(t *testing.T) {
	s := newTable(t, Setup{Stakes: []int{5, 20}})
	answer(t, s, seatA, "all_in")
	assert.Equal(t, []string{"fold", "call"}, optionKeys(s))
}

func TestMinimumRaiseRule(t *testing.T) {
	// Without the rule any raise will do.
	s := newTable(t, Setup{Stakes: []int{30, 30, 30}})
	answer(t, s, seatA, "raise:5")
	assert.Contains(t, optionKeys(s), "raise:6")
	// With it: A bets 5, B may not raise to 7: at least 10; C then at least 15.
	s = newTable(t, Setup{Stakes: []int{30, 30, 30}, MinRaise: true})
	answer(t, s, seatA, "raise:5")
	keys := optionKeys(s)
	assert.NotContains(t, keys, "raise:7")
	assert.NotContains(t, keys, "raise:9")
	assert.Contains(t, keys, "raise:10")
	answer(t, s, seatB, "raise:10")
	keys = optionKeys(s)
	assert.NotContains(t, keys, "raise:14")
	assert.Contains(t, keys, "raise:15")
	answer(t, s, seatC, "raise:21") // raises by 11
	keys = optionKeys(s)
	assert.NotContains(t, keys, "raise:31")
	assert.Contains(t, keys, "all_in", "All In is always possible, even below the minimum")
}

// An All In raise below the minimum still raises the Current Bet but
// does not lower the minimum for the next raise.
func TestShortAllInKeepsMinimum(t *testing.T) {
	s := newTable(t, Setup{Stakes: []int{40, 14, 40}, MinRaise: true})
	answer(t, s, seatA, "raise:10")
	answer(t, s, seatB, "all_in") // 13: raises by 3 only
	assert.Equal(t, 13, s.Round.Current)
	keys := optionKeys(s)
	assert.NotContains(t, keys, "raise:22")
	assert.Contains(t, keys, "raise:23")
	o, _ := findOpt(s, VerbCall)
	assert.Equal(t, 13, o.Amount)
}

// If all players but one fold, the remaining player wins the pot at once.
func TestLastPlayerStandingWins(t *testing.T) {
	s := newTable(t, Setup{Stakes: []int{10, 10, 10}, Games: 1, Carry: 2})
	answer(t, s, seatA, "raise:4")
	answer(t, s, seatB, "fold")
	answer(t, s, seatC, "fold")
	assert.True(t, s.Over)
	assert.Equal(t, []int{5 + 3 + 2 + 4, 9, 9}, money(s), "A's bet back, the antes and the carried 2")
	assert.Equal(t, 30+2, s.Total)
}

// The Starting Player passes to the left between games.
func TestStartingPlayerRotates(t *testing.T) {
	s := newTable(t, Setup{Stakes: []int{10, 10, 10}, Starting: 2, Games: 3})
	for g := 0; g < 3; g++ {
		assert.Equal(t, (2+g)%3, int(s.Starting))
		assert.Equal(t, (2+g)%3, s.Dec.Seat, "the Starting Player bets first")
		answer(t, s, (2+g)%3, "raise:1")
		answer(t, s, (3+g)%3, "fold")
		answer(t, s, (4+g)%3, "fold")
	}
	assert.True(t, s.Over)
	assert.Equal(t, 3, s.Played)
}

// A player out of money is skipped when the Starting Player passes on.
func TestStartingPlayerSkipsBrokePlayers(t *testing.T) {
	s := newTable(t, Setup{Stakes: []int{10, 1, 10}, Starting: 0, Games: 2})
	assert.Equal(t, 0, s.Players[seatB].Money, "B's ante puts him All In")
	setHand(t, s, seatA, rw(t, Warrior, Hawk), rw(t, Warrior, Owl))
	setHand(t, s, seatB, nth(t, Rogue, Hawk, 0), nth(t, Rogue, Owl, 0))
	answer(t, s, seatA, "check") // B has nothing left to bet: the turn passes to C
	answer(t, s, seatC, "check")
	for s.Dec.Kind == DecReveal {
		require.NoError(t, s.Answer(s.Dec.Options[0].Key))
	}
	answer(t, s, seatA, "check")
	answer(t, s, seatC, "check")
	// Game 2: B lost his last money and sits out; C is the Starting Player.
	require.False(t, s.Over)
	assert.False(t, s.Players[seatB].In)
	assert.Equal(t, seatC, int(s.Starting))
	assert.Equal(t, seatC, s.Dec.Seat)
}
