package engine

import (
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/stretchr/testify/require"
)

// handSet is a hand as a sorted list of card ids.
func handSet(s *State, q int) []CardID {
	return slices.Sorted(slices.Values(s.Hand(q)))
}

// Cards Daareka has looked at stay where they are in every deal of her
// observation; a player who has not looked sees them dealt at random.
func TestLookedAtHandStaysKnownToTheLookerOnly(t *testing.T) {
	s := tableFor(t, "daareka", "jett", "dale")
	s.lookAtHand(0, 1)
	want := handSet(s, 1)
	rng := rand.New(rand.NewPCG(1, 2))
	mine, theirs := s.Observation(0), s.Observation(2)
	varied := false
	for k := 0; k < 20; k++ {
		require.Equal(t, want, handSet(Determinize(mine, rng), 1), "Daareka knows Jett's hand")
		if !slices.Equal(want, handSet(Determinize(theirs, rng), 1)) {
			varied = true
		}
	}
	require.True(t, varied, "Dale has not seen Jett's hand")
}

// A card that leaves the hand is forgotten with it; a card drawn later is
// not known.
func TestSeenCardsAreForgottenWhenTheyMove(t *testing.T) {
	s := tableFor(t, "daareka", "jett")
	s.lookAtHand(0, 1)
	gone := s.Hand(1)[0]
	s.toDiscard(gone)
	require.Zero(t, s.Cards[gone].Seen)
	drawn := s.draw(1)
	require.False(t, s.Knows(0, 1, drawn))
	require.Len(t, s.KnownHand(0, 1), len(s.Hand(1))-1)
}

// Two games that differ only in cards Daareka has not seen look the same
// to her; a card she has seen changes what she observes.
func TestObservationOfAKnownHandIsCanonical(t *testing.T) {
	s := tableFor(t, "daareka", "jett", "dale")
	s.lookAtHand(0, 1)
	other := s.Clone()
	// Swap one of Jett's (known) cards with the top of his Character Deck:
	// Daareka sees the difference.
	a, b := other.Hand(1)[0], other.Deck(1)[len(other.Deck(1))-1]
	other.Hand(1)[0], other.Deck(1)[len(other.Deck(1))-1] = b, a
	other.Cards[a].Zone, other.Cards[b].Zone = ZoneDeck, ZoneHand
	other.Cards[b].Seen, other.Cards[a].Seen = other.Cards[a].Seen, 0
	require.NotEqual(t, s.Observation(0), other.Observation(0))
	// Dale has seen neither: the swap is invisible to him.
	require.Equal(t, s.Observation(2), other.Observation(2))
}

// "You might need a sanity check after this": the target plays with their
// hand revealed to all players until the beginning of Daareka's next turn.
func TestSanityCheckRevealsTheHandUntilDaarekasNextTurn(t *testing.T) {
	s := tableFor(t, "daareka", "jett", "dale")
	card := give(t, s, 0, "daareka_sanity_check")
	say(t, s, 0, "done")
	passUntil(t, s, 0, DecAction)
	say(t, s, 0, playKey(card))
	say(t, s, 0, "target:seat1")
	passUntil(t, s, 1, DecDiscard) // Jett's turn
	require.True(t, s.HandOpen(1))
	require.True(t, logHas(s, "Jett plays with their hand revealed until Daareka's next turn."))
	rng := rand.New(rand.NewPCG(3, 4))
	want := handSet(s, 1)
	for k := 0; k < 10; k++ {
		require.Equal(t, want, handSet(Determinize(s.Observation(2), rng), 1), "Dale sees Jett's hand too")
	}
	passUntil(t, s, 0, DecDiscard) // Daareka's next turn
	require.False(t, s.HandOpen(1))
	require.True(t, logHas(s, "Jett's hand is hidden again."))
}

// A card every player has seen is saved as it always was (Seen 65535: the
// snapshot is also the Hash, and old saves load), though a card keeps one
// bit a seat.
func TestSeenByAllSavesAsSixteenBits(t *testing.T) {
	s := midGameState(t)
	all, one := s.Hand(1)[0], s.Hand(1)[1]
	s.Cards[all].Seen = allSeats
	s.Cards[one].Seen = seenBit(2)
	snap := mustSnapshot(t, s)
	require.Contains(t, string(snap), `"Seen":65535`)
	require.Contains(t, string(snap), `"Seen":4`)
	rs, err := Restore(s.content, snap)
	require.NoError(t, err)
	require.Equal(t, allSeats, rs.Cards[all].Seen)
	require.Equal(t, seenBit(2), rs.Cards[one].Seen)
	require.Equal(t, s.Hash(), rs.Hash())
}
