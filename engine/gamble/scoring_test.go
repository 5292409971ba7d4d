package gamble

import (
	"math/bits"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func pair(t testing.TB, a, b Rank) []CardID {
	// Different suits of one color would change the Color tiebreaker: use
	// Hawk and Owl (red, green) so color never decides here.
	return []CardID{rw(t, a, Hawk) + CardID(0), rw(t, b, Owl)}
}

func beats(t *testing.T, a, b []CardID) {
	t.Helper()
	assert.Equal(t, 1, PairScore(a).Compare(PairScore(b)), "%v should beat %v", names(a), names(b))
	assert.Equal(t, -1, PairScore(b).Compare(PairScore(a)))
}

func names(ids []CardID) []string {
	var out []string
	for _, id := range ids {
		out = append(out, Cards[id].String())
	}
	return out
}

// The booklet: Warrior-Warrior is the best pair, Rogue-Rogue the worst;
// Warrior-Bard beats Lady-Merchant, which beats Rogue-Rogue.
func TestPairRankingBookletExamples(t *testing.T) {
	ww := pair(t, Warrior, Warrior)
	rr := pair(t, Rogue, Rogue)
	for a := Warrior; a <= Rogue; a++ {
		for b := a; b <= Rogue; b++ {
			p := pair(t, a, b)
			if a != Warrior || b != Warrior {
				beats(t, ww, p)
			}
			if a != Rogue || b != Rogue {
				beats(t, p, rr)
			}
		}
	}
	beats(t, pair(t, Warrior, Bard), pair(t, Lady, Merchant))
	beats(t, pair(t, Lady, Merchant), rr)
}

// Our reading of the printed ranking: lower sum of rank numbers is better;
// equal sums go to the better single card.
func TestPairRankingOurReading(t *testing.T) {
	beats(t, pair(t, Warrior, Lady), pair(t, Lady, Lady))       // 3 vs 4
	beats(t, pair(t, Warrior, Bard), pair(t, Lady, Lady))       // 4 vs 4, Warrior beats Lady
	beats(t, pair(t, Warrior, Rogue), pair(t, Lady, Merchant))  // 6 vs 6
	beats(t, pair(t, Lady, Merchant), pair(t, Bard, Bard))      // 6 vs 6
	beats(t, pair(t, Bard, Bard), pair(t, Lady, Rogue))         // 6 vs 7
	beats(t, pair(t, Bard, Rogue), pair(t, Merchant, Merchant)) // 8 vs 8, Bard beats Merchant
}

func TestColorTiebreak(t *testing.T) {
	// Lady-Bard in one color beats Lady-Bard in two colors.
	same := []CardID{rw(t, Lady, Hawk), rw(t, Bard, Wolf)} // red, red
	mixed := []CardID{rw(t, Lady, Owl), rw(t, Bard, Wren)} // green, blue
	beats(t, same, mixed)
	other := []CardID{rw(t, Lady, Wren), rw(t, Bard, Hare)} // blue, blue
	assert.Equal(t, 0, PairScore(same).Compare(PairScore(other)), "still tied: the Split Rule decides")
	assert.Equal(t, int16(2), ColorTiebreak(same))
	assert.Equal(t, int16(1), ColorTiebreak(mixed))
	assert.Equal(t, int16(2), ColorTiebreak([]CardID{dragon(t, Red), rw(t, Rogue, Wolf), rw(t, Rogue, Owl)}), "Dragons have a color")
}

func TestRankTiebreak(t *testing.T) {
	// The most Warriors wins, then the most Ladies...; Dragons beat Warriors.
	w := RankTiebreak([]CardID{rw(t, Warrior, Hawk), rw(t, Rogue, Hawk)})
	l := RankTiebreak([]CardID{rw(t, Lady, Hawk), nth(t, Lady, Hawk, 1)})
	d := RankTiebreak([]CardID{dragon(t, Blue), rw(t, Rogue, Owl)})
	assert.Greater(t, cmp6(w, l), 0)
	assert.Greater(t, cmp6(d, w), 0)
	assert.Equal(t, 0, cmp6(w, RankTiebreak([]CardID{rw(t, Warrior, Owl), rw(t, Rogue, Owl)})))
}

func cmp6(a, b [6]int16) int {
	for i := range a {
		if a[i] != b[i] {
			return int(a[i] - b[i])
		}
	}
	return 0
}

// Dragon Cards: a Dragon counts as the other card's rank; on a tie the hand
// with a Dragon wins, then Color; a pair of Dragons beats every hand.
func TestDragonCards(t *testing.T) {
	dw := []CardID{dragon(t, Green), rw(t, Warrior, Hawk)}
	beats(t, dw, pair(t, Lady, Lady))
	beats(t, dw, pair(t, Warrior, Warrior)) // same rank, the Dragon wins the tie
	dr := []CardID{dragon(t, Red), rw(t, Rogue, Owl)}
	beats(t, pair(t, Merchant, Rogue), dr) // Rogue-Rogue
	beats(t, dr, pair(t, Rogue, Rogue))    // tie on rank, the Dragon wins
	beats(t, []CardID{dragon(t, Red), dragon(t, Blue)}, dw)
	// Two Dragon hands of equal rank: Color decides.
	red := []CardID{dragon(t, Red), rw(t, Lady, Wolf)}    // red, red
	blue := []CardID{dragon(t, Blue), rw(t, Lady, Horse)} // blue, green
	beats(t, red, blue)
}

// playToShowdown checks or reveals until the session ends or a decision
// other than those is asked.
func playToShowdown(t *testing.T, s *State) {
	t.Helper()
	played := s.Played
	for s.HasDec && (s.Dec.Kind == DecReveal || s.Dec.Kind == DecBet || s.Dec.Kind == DecExchange) && s.Round.Current == 0 {
		k := s.Dec.Options[0].Key
		if s.Dec.Kind == DecBet {
			k = "check"
		}
		if s.Dec.Kind == DecExchange {
			k = "keep"
		}
		require.NoError(t, s.Answer(k))
		require.NoError(t, s.CheckInvariants())
		if s.Played != played {
			return // a new game started
		}
	}
}

// tiedGame deals A and B equal hands (Lady-Bard, red-red and blue-blue)
// and C a worse one, and plays to the showdown.
func tiedGame(t *testing.T, su Setup) *State {
	s := newTable(t, su)
	setHand(t, s, seatA, rw(t, Lady, Hawk), rw(t, Bard, Wolf))
	setHand(t, s, seatB, rw(t, Lady, Wren), rw(t, Bard, Hare))
	setHand(t, s, seatC, nth(t, Rogue, Hawk, 0), nth(t, Rogue, Owl, 0))
	playToShowdown(t, s)
	return s
}

// Merchant's Rule (the default): the tied players split the pot evenly and
// the remainder stays in the pot for the next game.
func TestMerchantsRule(t *testing.T) {
	s := tiedGame(t, Setup{Stakes: []int{10, 10, 10}, Games: 2})
	// The pot was the three antes: 1 each to A and B, 1 left for game 2.
	require.Equal(t, 2, s.Played)
	assert.Equal(t, []int{10 - 1, 10 - 1, 9 - 1}, money(s), "after game 2's ante")
	assert.Equal(t, 1+3, s.PotTotal())
	assert.Equal(t, []Pot{{Amount: 4, Eligible: 7}}, s.Pots(), "everyone may win the remainder")
	assert.Contains(t, s.Log, Event{Game: 1, Seat: -1, Verb: VerbCarry, Amount: 1, Card: NoCard})
}

// King's Rule: the bets stay in the pot and only the tied players play
// again, without an ante.
func TestKingsRule(t *testing.T) {
	s := tiedGame(t, Setup{Stakes: []int{10, 10, 10}, Games: 1, Split: SplitKing})
	require.False(t, s.Over, "the tie is played off even though the session's games are done")
	assert.Equal(t, 2, s.Played)
	assert.True(t, s.Replaying)
	assert.True(t, s.Players[seatA].In && s.Players[seatB].In)
	assert.False(t, s.Players[seatC].In, "C did not tie")
	assert.Equal(t, []int{9, 9, 9}, money(s), "no ante")
	assert.Equal(t, []Pot{{Amount: 3, Eligible: bit(seatA) | bit(seatB)}}, s.Pots())
	assert.Equal(t, seatB, int(s.Starting), "the Starting Player passes to the left among the players")
	// B folds to A's bet: A takes the old pot too.
	answer(t, s, seatB, "check")
	answer(t, s, seatA, "raise:2")
	answer(t, s, seatB, "fold")
	assert.True(t, s.Over)
	assert.Equal(t, []int{12, 9, 9}, money(s))
}

// Commoner's Rule: the bets stay in the pot and everyone plays again, with
// an ante.
func TestCommonersRule(t *testing.T) {
	s := tiedGame(t, Setup{Stakes: []int{10, 10, 10}, Games: 1, Split: SplitCommoner})
	require.False(t, s.Over)
	assert.True(t, s.Replaying)
	for q := range s.Players {
		assert.True(t, s.Players[q].In)
	}
	assert.Equal(t, []int{8, 8, 8}, money(s), "everyone antes again")
	assert.Equal(t, []Pot{{Amount: 6, Eligible: 7}}, s.Pots())
}

// The Starting Player chooses the Split Rule before the game.
func TestStartingPlayerChoosesSplitRule(t *testing.T) {
	s := newTable(t, Setup{Stakes: []int{10, 10, 10}, Starting: 1, ChooseSplit: true})
	d, _ := s.Pending()
	assert.Equal(t, DecSplitRule, d.Kind)
	assert.Equal(t, seatB, d.Seat)
	assert.Equal(t, []string{"split:merchant", "split:king", "split:commoner"}, optionKeys(s))
	assert.Equal(t, 10, s.Players[0].Money, "chosen before the ante")
	answer(t, s, seatB, "split:king")
	assert.Equal(t, SplitKing, s.Split)
	assert.Equal(t, DecBet, s.Dec.Kind)
}

func TestStartingPlayerChoosesGame(t *testing.T) {
	s := newTable(t, Setup{Stakes: []int{10, 10}, ChooseGame: true})
	assert.Equal(t, DecChooseGame, s.Dec.Kind)
	var rw []string
	for _, k := range optionKeys(s) {
		if strings.HasPrefix(k, "game:rogues-and-warriors") {
			rw = append(rw, k)
		}
	}
	assert.ElementsMatch(t, []string{"game:rogues-and-warriors", "game:rogues-and-warriors+exchange",
		"game:rogues-and-warriors+dragons", "game:rogues-and-warriors+exchange+dragons"}, rw)
	combos := 0
	for _, g := range Games {
		combos += 1 << bits.OnesCount32(uint32(gameVariants[g]))
	}
	assert.Len(t, s.Dec.Options, combos, "every combination of every game's variants")
	answer(t, s, seatA, "game:rogues-and-warriors+exchange+dragons")
	assert.Equal(t, VarExchange|VarDragons, s.Variants)
	assert.Len(t, s.Deck, DeckSize+NumDragons-4)
}

// Each player reveals one card, simultaneously: nobody sees a pick until
// all have picked.
func TestSimultaneousReveal(t *testing.T) {
	s := newTable(t, Setup{Stakes: []int{10, 10, 10}})
	setHand(t, s, seatA, rw(t, Warrior, Hawk), rw(t, Lady, Owl))
	answer(t, s, seatA, "check")
	answer(t, s, seatB, "check")
	answer(t, s, seatC, "check")
	require.Equal(t, DecReveal, s.Dec.Kind)
	assert.Len(t, s.Dec.Options, 2)
	answer(t, s, seatA, cardKey("reveal", rw(t, Lady, Owl)))
	assert.False(t, s.Cards[rw(t, Lady, Owl)].Up, "not shown before the others pick")
	obs := s.Observation(seatB)
	assert.Equal(t, int8(0), obs.State().Players[seatA].Pick, "B sees that A picked, not what")
	answer(t, s, seatB, s.Dec.Options[0].Key)
	answer(t, s, seatC, s.Dec.Options[0].Key)
	assert.True(t, s.Cards[rw(t, Lady, Owl)].Up)
	assert.False(t, s.Cards[rw(t, Warrior, Hawk)].Up)
	for q := range s.Players {
		assert.Equal(t, 1, s.hiddenCount(q))
	}
	assert.Equal(t, DecBet, s.Dec.Kind, "the second Betting Round")
}

// Two cards with the same face are one choice.
func TestRevealSameFaceOnce(t *testing.T) {
	s := newTable(t, Setup{Stakes: []int{10, 10}})
	setHand(t, s, seatA, nth(t, Rogue, Hawk, 0), nth(t, Rogue, Hawk, 1))
	answer(t, s, seatA, "check")
	answer(t, s, seatB, "check")
	assert.Len(t, s.Dec.Options, 1)
}

// Exchange Variant: after the second Betting Round each player in turn may
// discard their face-down card and draw a new one; another Betting Round
// follows, then the showdown.
func TestExchangeVariant(t *testing.T) {
	s := newTable(t, Setup{Stakes: []int{10, 10}, Variants: VarExchange, Games: 1})
	for _, k := range []string{"check", "check"} {
		require.NoError(t, s.Answer(k))
	}
	require.NoError(t, s.Answer(s.Dec.Options[0].Key))
	require.NoError(t, s.Answer(s.Dec.Options[0].Key))
	answer(t, s, seatA, "check")
	answer(t, s, seatB, "check")
	require.Equal(t, DecExchange, s.Dec.Kind)
	assert.Equal(t, seatA, s.Dec.Seat, "in turn order from the Starting Player")
	var down CardID
	for _, id := range s.Players[seatA].Hand {
		if !s.Cards[id].Up {
			down = id
		}
	}
	answer(t, s, seatA, "exchange")
	assert.Equal(t, ZoneDiscard, s.Cards[down].Zone)
	assert.False(t, s.Cards[down].Up, "discarded face down")
	assert.Equal(t, bit(seatA), s.Cards[down].Seen, "only A knows it")
	assert.Len(t, s.Players[seatA].Hand, 2)
	assert.Equal(t, 1, s.hiddenCount(seatA))
	answer(t, s, seatB, "keep")
	assert.Equal(t, DecBet, s.Dec.Kind, "another Betting Round")
	answer(t, s, seatA, "check")
	answer(t, s, seatB, "check")
	assert.True(t, s.Over)
	for q := range s.Players {
		assert.Equal(t, 0, s.hiddenCount(q), "the face-down cards are shown")
	}
}

// Without the Exchange Variant, the game ends after the second round.
func TestNoExchangeWithoutVariant(t *testing.T) {
	s := newTable(t, Setup{Stakes: []int{10, 10}, Games: 1})
	for _, k := range []string{"check", "check"} {
		require.NoError(t, s.Answer(k))
	}
	require.NoError(t, s.Answer(s.Dec.Options[0].Key))
	require.NoError(t, s.Answer(s.Dec.Options[0].Key))
	answer(t, s, seatA, "check")
	answer(t, s, seatB, "check")
	assert.True(t, s.Over)
}

// The best hand takes the pot at the showdown.
func TestShowdownBestPairWins(t *testing.T) {
	s := newTable(t, Setup{Stakes: []int{10, 10, 10}, Games: 1})
	setHand(t, s, seatA, rw(t, Lady, Hawk), rw(t, Merchant, Owl))
	setHand(t, s, seatB, rw(t, Warrior, Hawk), rw(t, Bard, Owl))
	setHand(t, s, seatC, nth(t, Rogue, Hawk, 0), nth(t, Rogue, Owl, 0))
	playToShowdown(t, s)
	require.True(t, s.Over)
	assert.Equal(t, []int{9, 12, 9}, money(s), "Warrior-Bard beats Lady-Merchant")
	assert.Equal(t, []int8{seatB}, s.Winners)
}

// Commoner's Rule when fewer than two players can ante for the replay
// (both tied players went All In): the pot cannot be left on the table for
// nobody; the tied players play the game again without an ante, as under
// King's Rule.
func TestCommonersRuleNobodyCanAnte(t *testing.T) {
	s := newTable(t, Setup{Stakes: []int{5, 5}, Games: 1, Split: SplitCommoner})
	setHand(t, s, seatA, rw(t, Lady, Hawk), rw(t, Bard, Wolf))
	setHand(t, s, seatB, rw(t, Lady, Wren), rw(t, Bard, Hare))
	answer(t, s, seatA, "all_in")
	answer(t, s, seatB, "call")
	for s.HasDec && s.Played == 1 {
		require.Equal(t, DecReveal, s.Dec.Kind)
		require.NoError(t, s.Answer(s.Dec.Options[0].Key))
	}
	require.False(t, s.Over, "the tied pot of 10 is played for again")
	assert.Equal(t, 2, s.Played)
	assert.True(t, s.Replaying)
	assert.True(t, s.NoAnte)
	assert.Equal(t, []Pot{{Amount: 10, Eligible: bit(seatA) | bit(seatB)}}, s.Pots())
	for s.HasDec {
		require.NoError(t, s.Answer(s.Dec.Options[0].Key))
	}
	assert.Equal(t, 10, s.Players[seatA].Money+s.Players[seatB].Money, "someone won it (or it was split)")
}

// Commoner's Rule plays the game again "with all players (who must all
// ante)": a player who folded in the tied game is dealt in again, and the
// money they lost stays in the pot for anyone to win.
func TestCommonersRuleBringsBackAFoldedPlayer(t *testing.T) {
	s := newTable(t, Setup{Stakes: []int{10, 10, 10}, Games: 1, Split: SplitCommoner})
	setHand(t, s, seatA, rw(t, Lady, Hawk), rw(t, Bard, Wolf))
	setHand(t, s, seatB, rw(t, Lady, Wren), rw(t, Bard, Hare))
	setHand(t, s, seatC, nth(t, Rogue, Hawk, 0), nth(t, Rogue, Owl, 0))
	answer(t, s, seatA, "raise:2")
	answer(t, s, seatB, "call")
	answer(t, s, seatC, "fold")
	for s.HasDec && s.Played == 1 {
		k := s.Dec.Options[0].Key
		if s.Dec.Kind == DecBet {
			k = "check"
		}
		require.NoError(t, s.Answer(k))
	}
	require.False(t, s.Over)
	require.True(t, s.Replaying)
	assert.Equal(t, 2, s.Played)
	for q := range s.Players {
		assert.True(t, s.Players[q].In, "seat %d plays again", q)
	}
	assert.Equal(t, []int{6, 6, 8}, money(s), "everyone antes again, C too")
	assert.Equal(t, []Pot{{Amount: 3 + 4 + 3, Eligible: 7}}, s.Pots(), "C may win it all back")
}
