package gamble

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func spokesOf(s *State, id CardID) []Rank {
	var out []Rank
	for _, k := range s.wheelSpokes(id) {
		out = append(out, spokeRank[k])
	}
	return out
}

// The booklet's example: Warrior and Bard spokes 0, Rogue 2 (a companion),
// Lady 4 (a companion and 2 allies), Merchant 4 (4 allies). Ladies are
// rarer than Merchants, so the Lady spoke wins: Ladies score 2, Rogues and
// Bards 1, Merchants and Warriors nothing.
func TestWheelExample(t *testing.T) {
	var strength [NumSpokes]int
	strength[spokeOf[Rogue]], strength[spokeOf[Lady]], strength[spokeOf[Merchant]] = 2, 4, 4
	assert.Equal(t, spokeOf[Lady], StrongestSpoke(strength))
	for r, want := range map[Rank]int16{Lady: 2, Rogue: 1, Bard: 1, Merchant: 0, Warrior: 0} {
		assert.Equal(t, want, WheelPoints([]CardID{rw(t, r, Hawk)}, spokeOf[Lady]), r.String())
	}
	// Ties between players: the Color tiebreaker.
	a := []CardID{rw(t, Lady, Hawk), rw(t, Rogue, Wolf)}
	b := []CardID{rw(t, Lady, Owl), rw(t, Rogue, Wren)}
	assert.Equal(t, 1, WheelScore(a, strength).Compare(WheelScore(b, strength)))
	// Spokes tied at 0: the Warrior spoke.
	assert.Equal(t, spokeOf[Warrior], StrongestSpoke([NumSpokes]int{}))
}

func TestWheelOrderOfPlay(t *testing.T) {
	s := newTable(t, Setup{Stakes: []int{20, 20}, Game: TheWheel, Games: 1})
	assert.Len(t, s.Clock, 3, "the Clock: 3 cards face down")
	for _, id := range s.Clock {
		assert.Equal(t, uint16(0), s.Cards[id].Seen, "nobody knows the Clock")
	}
	require.Equal(t, DecWheel, s.Dec.Kind)
	assert.Len(t, s.Players[seatA].Hand, 8, "A drew a card")
	assert.Len(t, s.Players[seatB].Hand, 7, "B draws on their turn")
	// A Rogue may go on the Lady, Rogue or Warrior spoke.
	rogue := nth(t, Rogue, Hawk, 0)
	assert.ElementsMatch(t, []Rank{Warrior, Lady, Rogue}, spokesOf(s, rogue))
	// A companion adds 2, an ally 1.
	if s.Cards[rogue].Owner != seatA || s.Cards[rogue].Zone != ZoneHand {
		swapWith(t, s, s.Players[seatA].Hand[0], rogue)
	}
	repose(t, s)
	answer(t, s, seatA, cardKey("wheel", rogue)+"@Rogue")
	assert.Equal(t, 2, s.Wheel.Strength[spokeOf[Rogue]])
	// The Clock card goes one spoke clockwise from its rank: a Warrior to the Merchant spoke.
	warrior := rw(t, Warrior, Hawk)
	if s.Cards[warrior].Zone != ZoneClock {
		swapWith(t, s, s.Clock[len(s.Clock)-1], warrior)
	}
	s.Clock[len(s.Clock)-1], s.Clock[indexOf(s.Clock, warrior)] = warrior, s.Clock[len(s.Clock)-1]
	repose(t, s)
	id := s.Players[seatB].Hand[0]
	k := s.wheelSpokes(id)[0]
	answer(t, s, seatB, cardKey("wheel", id)+"@"+spokeRank[k].String())
	assert.Equal(t, ZoneTable, s.Cards[warrior].Zone)
	assert.Equal(t, int8(spokeOf[Merchant]), s.Wheel.Spokes[len(s.Wheel.Spokes)-1])
	assert.Len(t, s.Clock, 2)
	// Then a Betting Round, and again while the Clock has cards.
	for round := 0; round < 3; round++ {
		checkRound(t, s)
		if round < 2 {
			answer(t, s, seatA, s.Dec.Options[0].Key)
			answer(t, s, seatB, s.Dec.Options[0].Key)
		}
	}
	require.True(t, s.Over)
	assert.Len(t, s.Players[seatA].Hand, 7)
	assert.Len(t, s.Table, 9, "6 cards played and 3 from the Clock")
}

func indexOf(ids []CardID, id CardID) int {
	for i, x := range ids {
		if x == id {
			return i
		}
	}
	return -1
}

// swapWith exchanges two cards between their places.
func swapWith(t *testing.T, s *State, a, b CardID) {
	t.Helper()
	var pa, pb []CardID
	var ia, ib int
	for pl := int8(pClock); pl < int8(len(s.Players)); pl++ {
		for i, id := range s.pile(pl) {
			switch id {
			case a:
				pa, ia = s.pile(pl), i
			case b:
				pb, ib = s.pile(pl), i
			}
		}
	}
	require.NotNil(t, pa)
	require.NotNil(t, pb)
	pa[ia], pb[ib] = b, a
	s.Cards[a], s.Cards[b] = s.Cards[b], s.Cards[a]
	require.NoError(t, s.CheckInvariants())
}

func TestWheelDragonCards(t *testing.T) {
	s := newTable(t, Setup{Stakes: []int{20, 20}, Game: TheWheel, Variants: VarDragons, Games: 1})
	d := dragon(t, Green)
	assert.Len(t, spokesOf(s, d), NumSpokes, "a Dragon Card may go on any spoke")
	if s.Cards[d].Zone != ZoneHand || s.Cards[d].Owner != seatA {
		swapWith(t, s, s.Players[seatA].Hand[0], d)
	}
	repose(t, s)
	answer(t, s, seatA, cardKey("wheel", d)+"@Bard")
	assert.Equal(t, 3, s.Wheel.Strength[spokeOf[Bard]])
	assert.Equal(t, int16(0), WheelPoints([]CardID{d}, spokeOf[Bard]), "worth nothing in hand")
	// A Dragon from the Clock is discarded, with no replacement.
	red := dragon(t, Red)
	if s.Cards[red].Zone != ZoneClock {
		swapWith(t, s, s.Clock[0], red)
	}
	s.Clock[len(s.Clock)-1], s.Clock[indexOf(s.Clock, red)] = red, s.Clock[len(s.Clock)-1]
	repose(t, s)
	answer(t, s, seatB, s.Dec.Options[0].Key)
	assert.Equal(t, ZoneDiscard, s.Cards[red].Zone)
	assert.True(t, s.Cards[red].Up)
	assert.Len(t, s.Clock, 2)
	assert.Len(t, s.Table, 2, "only the two players' cards")
}

func TestWheelSuccessiveGames(t *testing.T) {
	s := newTable(t, Setup{Stakes: []int{50, 50}, Game: TheWheel, Variants: VarSuccessive, Games: 4})
	play := func() int { // plays a game to its end; returns the strongest spoke
		game := s.Played
		for s.Played == game && !s.Over {
			if s.Dec.Kind == DecBet {
				require.NoError(t, s.Answer("check"))
			} else {
				require.NoError(t, s.AnswerIndex(0))
			}
			require.NoError(t, s.CheckInvariants())
		}
		return bitIndex(s)
	}
	first := play()
	assert.Equal(t, uint8(1)<<uint(first), s.Wheel.Marked, "the strongest spoke is marked")
	// Cards cannot be played on a marked spoke.
	for _, o := range s.Dec.Options {
		assert.NotEqual(t, first, o.Value)
	}
	play()
	assert.Equal(t, 2, popcount(s.Wheel.Marked))
	play()
	assert.Zero(t, s.Wheel.Marked, "cleared after every third game")
	// A Clock card bound for a marked spoke is discarded.
	s.Wheel.Marked = 1 << uint(spokeOf[Merchant])
	warrior := rw(t, Warrior, Hawk)
	if s.Cards[warrior].Zone != ZoneClock {
		swapWith(t, s, s.Clock[0], warrior)
	}
	s.Clock[len(s.Clock)-1], s.Clock[indexOf(s.Clock, warrior)] = warrior, s.Clock[len(s.Clock)-1]
	s.playClock()
	assert.Equal(t, ZoneDiscard, s.Cards[warrior].Zone)
}

func bitIndex(s *State) int {
	for k := 0; k < NumSpokes; k++ {
		if s.Wheel.Marked&(1<<uint(k)) != 0 {
			return k
		}
	}
	return -1
}

func popcount(m uint8) int {
	n := 0
	for ; m != 0; m &= m - 1 {
		n++
	}
	return n
}

// The Unwound Clock with Dragon Cards: a Dragon revealed from the Clock is
// not discarded (as in the base game) but may be played on any spoke, where
// it adds 3 strength.
func TestUnwoundClockDragonFromTheClock(t *testing.T) {
	s := newTable(t, Setup{Stakes: []int{10, 10}, Game: TheWheel, Variants: VarUnwound | VarDragons, Games: 1})
	red := dragon(t, Red)
	if s.Cards[red].Zone != ZoneClock {
		swapWith(t, s, s.Clock[0], red)
	}
	s.Clock[len(s.Clock)-1], s.Clock[indexOf(s.Clock, red)] = red, s.Clock[len(s.Clock)-1]
	repose(t, s)
	require.Equal(t, seatA, s.Dec.Seat)
	n := len(s.Clock)
	var o Option
	for _, x := range s.Dec.Options {
		if x.Verb == VerbDiscard && Cards[x.Card].Kind != KindDragon {
			o = x
			break
		}
	}
	require.Equal(t, VerbDiscard, o.Verb)
	answer(t, s, seatA, o.Key)
	assert.True(t, s.Cards[red].Up, "revealed")
	assert.Len(t, s.Dec.Options, NumSpokes, "any spoke")
	answer(t, s, seatA, "clock@Bard")
	assert.Equal(t, 3, s.Wheel.Strength[spokeOf[Bard]])
	assert.Equal(t, ZoneTable, s.Cards[red].Zone, "on the Wheel, not discarded")
	assert.Len(t, s.Clock, n-1)
}
