package gamble

import (
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// Two players: a fold hands the other the pot at once, with no showdown.
func TestFoldHeadsUp(t *testing.T) {
	s := newTable(t, Setup{Stakes: []int{10, 10}, Games: 1})
	answer(t, s, seatA, "raise:3")
	answer(t, s, seatB, "fold")
	assert.True(t, s.Over)
	assert.Equal(t, []int{11, 9}, money(s))
	for _, e := range s.Log {
		assert.NotEqual(t, VerbReveal, e.Verb, "nothing is revealed")
	}
}

// A folded player's bets of this round and of earlier rounds stay in the
// pot and go to the winner.
func TestFoldLeavesEarlierBetsInThePot(t *testing.T) {
	s := newTable(t, Setup{Stakes: []int{20, 20, 20}, Games: 1})
	answer(t, s, seatA, "raise:3")
	answer(t, s, seatB, "call")
	answer(t, s, seatC, "call")
	for s.Dec.Kind == DecReveal {
		require.NoError(t, s.Answer(s.Dec.Options[0].Key))
	}
	answer(t, s, seatA, "raise:5")
	answer(t, s, seatB, "fold")
	assert.True(t, s.Players[seatB].Folded)
	assert.Equal(t, 4, s.Players[seatB].Committed, "B's ante and first bet stay")
	assert.Equal(t, 4+9+4, s.PotTotal())
	assert.Empty(t, s.Players[seatB].Hand, "B's cards are put aside")
	answer(t, s, seatC, "call")
	assert.True(t, s.Over)
	assert.Equal(t, 16, s.Players[seatB].Money, "B gets nothing back")
	assert.Equal(t, 60-16, s.Players[seatA].Money+s.Players[seatC].Money, "the winner takes B's 4 too")
}

// The All-In player cannot fold, and when everybody else folds to a raise
// the pot is not won by fold: the All-In player is still in.
func TestFoldAgainstAllInGoesToShowdown(t *testing.T) {
	s := newTable(t, Setup{Stakes: []int{4, 20, 20}, Games: 1})
	setHand(t, s, seatA, rw(t, Warrior, Hawk), rw(t, Warrior, Owl))
	setHand(t, s, seatB, nth(t, Rogue, Hawk, 0), nth(t, Rogue, Owl, 0))
	setHand(t, s, seatC, nth(t, Rogue, Wren, 0), nth(t, Rogue, Hare, 0))
	answer(t, s, seatA, "all_in") // 3
	answer(t, s, seatB, "raise:10")
	answer(t, s, seatC, "fold")
	require.False(t, s.Over)
	// B's 7 above A's All In was matched by nobody: it comes back.
	assert.Equal(t, 19-3, s.Players[seatB].Money)
	assert.Equal(t, []Pot{{Amount: 4 + 4 + 1, Eligible: bit(seatA) | bit(seatB)}}, s.Pots())
	for s.HasDec {
		require.Equal(t, DecReveal, s.Dec.Kind, "no more betting: B alone has money")
		require.NoError(t, s.Answer(s.Dec.Options[0].Key))
	}
	assert.Equal(t, []int{9, 16, 19}, money(s))
}

// Folding out of a side pot: the side pot's last contender wins it
// uncontested, the main pot goes to the best hand among its contenders.
func TestFoldOutOfSidePot(t *testing.T) {
	s := newTable(t, Setup{Stakes: []int{4, 30, 30}, Games: 1})
	setHand(t, s, seatA, rw(t, Warrior, Hawk), rw(t, Warrior, Owl))
	setHand(t, s, seatB, nth(t, Rogue, Hawk, 0), nth(t, Rogue, Owl, 0))
	setHand(t, s, seatC, rw(t, Lady, Wren), rw(t, Lady, Hare))
	answer(t, s, seatA, "all_in") // 3
	answer(t, s, seatB, "raise:8")
	answer(t, s, seatC, "call")
	assert.Equal(t, []Pot{{Amount: 12, Eligible: 7}, {Amount: 10, Eligible: bit(seatB) | bit(seatC)}}, s.Pots())
	for s.Dec.Kind == DecReveal {
		require.NoError(t, s.Answer(s.Dec.Options[0].Key))
	}
	answer(t, s, seatB, "raise:5")
	answer(t, s, seatC, "fold") // C had the better hand than B, and gives up the side pot
	// A is All In and still in the game: not a win by fold, a showdown.
	assert.True(t, s.Over)
	// A wins the main pot (12); B the side pot uncontested (10; his 5 came back).
	assert.Equal(t, []int{12, 21 + 10, 21}, money(s))
	assert.Contains(t, s.Log, Event{Game: 1, Seat: seatB, Verb: VerbWin, Amount: 10, Card: NoCard})
	assert.Contains(t, s.Log, Event{Game: 1, Seat: seatA, Verb: VerbWin, Amount: 12, Card: NoCard})
}

// The last fold ends the game whoever folds last, and the winner is the
// one player left, not the last to raise.
func TestFoldOrderWinnerIsLastStanding(t *testing.T) {
	s := newTable(t, Setup{Stakes: []int{20, 20, 20, 20}, Games: 1})
	answer(t, s, seatA, "check")
	answer(t, s, seatB, "raise:2")
	answer(t, s, seatC, "raise:6")
	answer(t, s, seatD, "fold")
	answer(t, s, seatA, "fold")
	answer(t, s, seatB, "fold")
	assert.True(t, s.Over)
	assert.Equal(t, []int{19, 17, 19 - 6 + 4 + 2 + 6, 19}, money(s))
}

// Simple Betting Example: "Player A folds, putting the 2 money he has
// already bet into the pot" — a folded bet is in the pot at once, while
// the bets of the players still in stay in front of them.
func TestFoldPutsTheBetIntoThePot(t *testing.T) {
	s := newTable(t, Setup{Stakes: []int{21, 21, 21, 21}})
	answer(t, s, seatA, "raise:2")
	answer(t, s, seatB, "raise:4")
	answer(t, s, seatC, "fold")
	answer(t, s, seatD, "raise:10")
	assert.Equal(t, []Pot{{Amount: 4, Eligible: bit(seatA) | bit(seatB) | bit(seatD)}}, s.Pots())
	answer(t, s, seatA, "fold")
	assert.Equal(t, 0, s.Players[seatA].Bet, "nothing left in front of A")
	assert.Equal(t, 3, s.Players[seatA].Committed)
	assert.Equal(t, []Pot{{Amount: 4 + 2, Eligible: bit(seatB) | bit(seatD)}}, s.Pots())
	assert.Equal(t, 4+2+4+10, s.PotTotal())
}

// Complex Betting Example: "A and B both call" though neither can match
// D's All In: a call for less than the Current Bet puts the caller All In.
func TestCallForLessIsAllIn(t *testing.T) {
	s := newTable(t, Setup{Stakes: []int{31, 41, 56, 61}, Carry: 11})
	for _, k := range []string{"raise:10", "raise:20", "fold", "all_in"} {
		require.NoError(t, s.Answer(k))
	}
	o, ok := findOpt(s, VerbCall)
	require.True(t, ok, "A may call: %v", optionKeys(s))
	assert.Equal(t, 20, o.Amount, "all A has left")
	assert.Equal(t, 30, o.Total)
	answer(t, s, seatA, "call")
	assert.Equal(t, 60, s.Round.Current, "a call for less does not change the Current Bet")
	answer(t, s, seatB, "call")
	assert.Equal(t, []int{0, 0, 55, 20}, money(s))
	pots := s.Pots()
	require.Len(t, pots, 2)
	assert.Equal(t, Pot{Amount: 105, Eligible: bit(seatA) | bit(seatB) | bit(seatD)}, pots[0])
	assert.Equal(t, Pot{Amount: 20, Eligible: bit(seatB) | bit(seatD)}, pots[1])
	// Exactly enough to call: the call takes everything. Calling and going
	// All In are one move, offered once: the call, named for what it is.
	s = newTable(t, Setup{Stakes: []int{11, 21}})
	answer(t, s, seatA, "check")
	answer(t, s, seatB, "raise:10")
	assert.Equal(t, []string{"fold", "call"}, optionKeys(s))
	o, ok = findOpt(s, VerbCall)
	require.True(t, ok)
	assert.Equal(t, 10, o.Amount)
	assert.Equal(t, "Call All In (10)", o.Label)
	answer(t, s, seatA, "call")
	assert.Equal(t, 0, s.Players[seatA].Money)
}

// Random betting over many sessions: a folded player never wins money in
// that game, and no player wins more than each player's bets up to their
// own total, plus the money carried into the game (the side pot rule: you
// win from each opponent at most what you put in yourself).
func TestFoldedNeverWinAndSidePotBound(t *testing.T) {
	for seed := uint64(1); seed <= 300; seed++ {
		r := rand.New(rand.NewPCG(seed, 11))
		n := 2 + r.IntN(5)
		su := Setup{Seed: seed, Games: 6, Starting: r.IntN(n)}
		for i := 0; i < n; i++ {
			su.Stakes = append(su.Stakes, 1+r.IntN(30))
		}
		s := playRandom(t, su, seed)
		type game struct {
			committed [MaxSeats]int
			won       [MaxSeats]int
			folded    [MaxSeats]bool
			carried   int
		}
		games := map[int]*game{}
		at := func(g int) *game {
			if games[g] == nil {
				games[g] = &game{}
			}
			return games[g]
		}
		for _, e := range s.Log {
			g := at(e.Game)
			switch e.Verb {
			case VerbAnte, VerbCall, VerbRaise, VerbAllIn:
				g.committed[e.Seat] += e.Amount
			case VerbRebate:
				g.committed[e.Seat] -= e.Amount
			case VerbFold:
				g.folded[e.Seat] = true
			case VerbWin, VerbSplit:
				require.False(t, g.folded[e.Seat], "seed %d game %d: %d folded and won", seed, e.Game, e.Seat)
				g.won[e.Seat] += e.Amount
			case VerbCarry:
				at(e.Game + 1).carried += e.Amount
			}
		}
		for num, g := range games {
			for w := 0; w < n; w++ {
				bound := g.carried
				for q := 0; q < n; q++ {
					bound += min(g.committed[q], g.committed[w])
				}
				require.LessOrEqual(t, g.won[w], bound, "seed %d game %d seat %d", seed, num, w)
			}
		}
	}
}

// A folded player is passed over for the rest of the game: in the same
// round after a raise, in the reveal and in later rounds.
func TestFoldedPlayerIsPassedOver(t *testing.T) {
	s := newTable(t, Setup{Stakes: []int{20, 20, 20, 20}, Games: 1})
	answer(t, s, seatA, "raise:2")
	answer(t, s, seatB, "fold")
	answer(t, s, seatC, "call")
	answer(t, s, seatD, "raise:4")
	answer(t, s, seatA, "call") // B is not asked again
	answer(t, s, seatC, "call")
	for _, q := range []int{seatA, seatC, seatD} {
		require.Equal(t, DecReveal, s.Dec.Kind)
		answer(t, s, q, s.Dec.Options[0].Key)
	}
	require.Equal(t, DecBet, s.Dec.Kind)
	answer(t, s, seatA, "check")
	answer(t, s, seatC, "check")
	answer(t, s, seatD, "check")
	assert.True(t, s.Over)
	for _, e := range s.Log {
		if e.Seat == seatB {
			assert.Contains(t, []Verb{VerbAnte, VerbFold}, e.Verb, "B does nothing after folding")
		}
	}
}

// In every game with Betting Rounds a folded player takes no further part:
// no rolls, keeps, discards, draws, workers, buildings or turns at the
// Wheel, and wins nothing.
func TestFoldedPlayerSitsOutEveryGame(t *testing.T) {
	for _, g := range Games {
		if g == DragonHordes {
			continue // no Betting Rounds: a player leaves instead (TestHordesLeaving)
		}
		for _, v := range []Variants{0, gameVariants[g] &^ VarUnwound} {
			t.Run(string(g)+"+"+v.String(), func(t *testing.T) {
				s := newTable(t, Setup{Stakes: []int{30, 30, 30}, Games: 1, Game: g, Variants: v, Seed: 5})
				for s.Dec.Kind != DecBet {
					answer(t, s, s.Dec.Seat, s.Dec.Options[0].Key)
				}
				answer(t, s, s.Dec.Seat, "raise:1")
				folder := s.Dec.Seat
				answer(t, s, folder, "fold")
				from := len(s.Log)
				for !s.Over {
					d := s.Dec
					require.NotEqual(t, folder, d.Seat, "%s is asked to %s after folding", s.Name(folder), d.Kind)
					k := d.Options[0].Key
					if o, ok := findOpt(s, VerbCheck); ok {
						k = o.Key
					} else if o, ok := findOpt(s, VerbCall); ok {
						k = o.Key
					}
					answer(t, s, d.Seat, k)
				}
				for _, e := range s.Log[from:] {
					assert.NotEqual(t, int8(folder), e.Seat, "after folding: %s %d", e.Verb, e.Amount)
				}
				assert.Equal(t, 30-1, s.Players[folder].Money, "the folder lost the ante and nothing more")
			})
		}
	}
}
