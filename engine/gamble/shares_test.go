package gamble

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// playShares deals the seats these Rogues and Warriors hands in a game
// played for shares and plays it out (there are no Betting Rounds).
func playShares(t *testing.T, su Setup, hands ...[]CardID) *State {
	t.Helper()
	su.Shares = true
	s := newTable(t, su)
	require.Equal(t, DecReveal, s.Dec.Kind, "no Betting Round")
	for q, h := range hands {
		setHand(t, s, q, h...)
	}
	repose(t, s)
	for s.HasDec && s.Dec.Kind == DecReveal && s.Played == 1 {
		require.NoError(t, s.Answer(s.Dec.Options[0].Key))
	}
	return s
}

func TestSharesPlaces(t *testing.T) {
	ww := []CardID{rw(t, Warrior, Hawk), rw(t, Warrior, Owl)}
	ll := []CardID{nth(t, Lady, Hawk, 0), nth(t, Lady, Hawk, 1)}
	rr := []CardID{nth(t, Rogue, Hawk, 0), nth(t, Rogue, Hawk, 1)}
	// Three players, a share of 3: first 2 shares, second 1, third none.
	s := playShares(t, Setup{Stakes: []int{10, 10, 10}, Share: 3, Games: 1}, ww, ll, rr)
	assert.Equal(t, []int{13, 10, 7}, money(s))
}

func tie(t *testing.T, s Suit, o Suit) []CardID {
	return []CardID{rw(t, Lady, s), rw(t, Bard, o)} // a Lady and a Bard of one color
}

func TestSharesTies(t *testing.T) {
	mm := []CardID{nth(t, Merchant, Owl, 0), nth(t, Merchant, Owl, 1)}
	rr := []CardID{nth(t, Rogue, Hawk, 0), nth(t, Rogue, Hawk, 1)}
	// Two tied for first of four: first and second place's 3 + 1 shares,
	// 2 each; the next hand takes third place's nothing.
	s := playShares(t, Setup{Stakes: []int{10, 10, 10, 10}, Share: 1, Games: 1},
		tie(t, Hawk, Wolf), tie(t, Wren, Hare), mm, rr)
	assert.Equal(t, []int{11, 11, 9, 9}, money(s))
	// Three tied for first: the whole pot, split.
	s = playShares(t, Setup{Stakes: []int{10, 10, 10}, Share: 1, Games: 1},
		tie(t, Hawk, Wolf), tie(t, Wren, Hare), tie(t, Owl, Horse))
	assert.Equal(t, []int{10, 10, 10}, money(s))
	// Two tied for second: second and third place's money (2 + 0), 1 each.
	ww := []CardID{rw(t, Warrior, Hawk), rw(t, Warrior, Owl)}
	s = playShares(t, Setup{Stakes: []int{10, 10, 10}, Share: 2, Games: 1},
		ww, tie(t, Wren, Hare), tie(t, Owl, Horse))
	assert.Equal(t, []int{12, 9, 9}, money(s))
}

// A split's remainder stays in the pot; the next game's first place takes it.
func TestSharesRemainderGoesToNextFirst(t *testing.T) {
	s := playShares(t, Setup{Stakes: []int{10, 10, 10}, Share: 1, Games: 2},
		tie(t, Hawk, Wolf), tie(t, Wren, Hare), []CardID{nth(t, Rogue, Hawk, 0), nth(t, Rogue, Hawk, 1)})
	// 2 tied for first share 2 + 1: 1 each, 1 left in the pot (money
	// shown after the second game's ante).
	assert.Equal(t, []int{9, 9, 8}, money(s))
	assert.Equal(t, 1, s.PotTotal()-3, "the remainder beside the new antes")
	ww := []CardID{rw(t, Warrior, Hawk), rw(t, Warrior, Wolf)}
	setHand(t, s, seatC, ww...)
	repose(t, s)
	for s.HasDec {
		require.NoError(t, s.Answer(s.Dec.Options[0].Key))
	}
	assert.Equal(t, 9-1+2+1, s.Players[seatC].Money, "2 shares and the remainder")
}

func TestSharesNeedGames(t *testing.T) {
	_, err := NewGame(Setup{Stakes: []int{5, 5}, Shares: true})
	assert.Error(t, err, "a share of 0 would never end")
	s := newTable(t, Setup{Stakes: []int{0, 5}, Shares: true, Games: 1})
	assert.True(t, s.Players[seatA].In, "a share of 0: everyone plays")
}

func TestUnwoundClock(t *testing.T) {
	s := newTable(t, Setup{Stakes: []int{10, 10, 10}, Game: TheWheel, Variants: VarUnwound, Games: 1})
	assert.Len(t, s.Clock, 4, "one Clock card more than there are players")
	assert.Equal(t, 3, s.PotTotal(), "each antes a share of 1")
	assert.Equal(t, 9, s.Players[seatA].Money)
	require.Equal(t, DecWheel, s.Dec.Kind)
	assert.Len(t, s.Players[seatA].Hand, 8)
	// Play from the hand, or discard to play from the Clock.
	o, ok := findOpt(s, VerbDiscard)
	require.True(t, ok)
	answer(t, s, seatA, o.Key)
	assert.Equal(t, ZoneDiscard, s.Cards[o.Card].Zone)
	assert.True(t, s.Cards[o.Card].Up, "discarded face up")
	// The Clock card goes on any legal spoke, chosen by the player.
	top := s.Clock[len(s.Clock)-1]
	assert.True(t, s.Cards[top].Up)
	require.Equal(t, seatA, s.Dec.Seat)
	var spokes []int
	for _, o := range s.Dec.Options {
		spokes = append(spokes, o.Value)
	}
	assert.Equal(t, s.wheelSpokes(top), spokes)
	answer(t, s, seatA, s.Dec.Options[len(s.Dec.Options)-1].Key)
	assert.Len(t, s.Clock, 3)
	require.Equal(t, seatB, s.Dec.Seat)
	// B plays from the hand: the Clock stays.
	o, _ = findOpt(s, VerbSpoke)
	answer(t, s, seatB, o.Key)
	assert.Len(t, s.Clock, 3)
	// Play on from the Clock until the game ends with its last card: no Betting Rounds.
	for s.HasDec && s.Played == 1 {
		require.NotEqual(t, DecBet, s.Dec.Kind)
		if o, ok := findOpt(s, VerbDiscard); ok {
			require.NoError(t, s.Answer(o.Key))
		} else {
			require.NoError(t, s.AnswerIndex(0))
		}
		require.NoError(t, s.CheckInvariants())
	}
	require.True(t, s.Over)
	assert.Empty(t, s.Clock)
	assert.Equal(t, 30, s.Players[0].Money+s.Players[1].Money+s.Players[2].Money+s.PotTotal())
}

// The booklet's share table, row by row: with 2 players first place takes
// 2 shares and second none; with 5, first 3 and second 2 (third none); with
// 6 or more, third 1, second 2 and first all remaining.
func TestSharesTableRows(t *testing.T) {
	ww := []CardID{rw(t, Warrior, Hawk), rw(t, Warrior, Owl)}
	ll := []CardID{nth(t, Lady, Owl, 0), nth(t, Lady, Owl, 1)}
	bb := []CardID{nth(t, Bard, Horse, 0), nth(t, Bard, Horse, 1)}
	mm := []CardID{nth(t, Merchant, Horse, 0), nth(t, Merchant, Horse, 1)}
	mr := []CardID{nth(t, Merchant, Wren, 0), nth(t, Rogue, Wren, 0)}
	rr := []CardID{nth(t, Rogue, Hare, 0), nth(t, Rogue, Hare, 1)}
	rr2 := []CardID{nth(t, Rogue, Hawk, 0), nth(t, Rogue, Hawk, 1)}
	stakes := func(n int) []int {
		m := make([]int, n)
		for i := range m {
			m[i] = 10
		}
		return m
	}
	// 2 players, a share of 2: first takes the pot of 4, second nothing.
	s := playShares(t, Setup{Stakes: stakes(2), Share: 2, Games: 1}, rr, ww)
	assert.Equal(t, []int{8, 12}, money(s))
	// 5 players, a share of 2: pot 10, first 3 shares, second 2, third 0.
	s = playShares(t, Setup{Stakes: stakes(5), Share: 2, Games: 1}, mm, ww, rr, ll, bb)
	assert.Equal(t, []int{8, 14, 8, 12, 8}, money(s))
	// 6 players, a share of 1: pot 6, third 1, second 2, first 3.
	s = playShares(t, Setup{Stakes: stakes(6), Share: 1, Games: 1}, rr, mm, bb, ww, mr, ll)
	assert.Equal(t, []int{9, 9, 10, 12, 9, 11}, money(s))
	assert.Zero(t, s.PotTotal()-0, "nothing carried")
	// 7 players, a share of 1: first takes all remaining (7 - 2 - 1 = 4).
	s = playShares(t, Setup{Stakes: stakes(7), Share: 1, Games: 1}, rr, mm, bb, ww, mr, ll, rr2)
	assert.Equal(t, []int{9, 9, 10, 13, 9, 11, 9}, money(s))
}

// Two or more tied for third place simply split third place's money,
// rounding down; the remainder stays in the pot.
func TestSharesTieForThird(t *testing.T) {
	ww := []CardID{rw(t, Warrior, Hawk), rw(t, Warrior, Owl)}
	ll := []CardID{nth(t, Lady, Owl, 0), nth(t, Lady, Owl, 1)}
	mm := []CardID{nth(t, Merchant, Horse, 0), nth(t, Merchant, Horse, 1)}
	rr := []CardID{nth(t, Rogue, Horse, 0), nth(t, Rogue, Horse, 1)}
	// Six players, a share of 3: pot 18; third place's 3 is split by the
	// two tied Lady-Bard hands, 1 each, 1 left in the pot.
	s := playShares(t, Setup{Stakes: []int{10, 10, 10, 10, 10, 10}, Share: 3, Games: 1},
		ww, ll, tie(t, Hawk, Wolf), tie(t, Wren, Hare), mm, rr)
	assert.Equal(t, []int{16, 13, 8, 8, 7, 7}, money(s))
	assert.Equal(t, 1, s.PotTotal(), "the remainder stays in the pot")
}
