package engine

import (
	"undercity/engine/card"
)

// What players know of hands that are not theirs. Daareka's cards look at
// another player's hand ("look at their hand"), make a player play with
// their hand revealed to all players for a while, and have her choose the
// card another player discards. Knowledge is kept on the cards: a card
// remembers the seats that have seen it (CardInst.Seen) until it moves, so
// a card drawn later is not known and a known card that leaves the hand is
// forgotten with it (wherever it goes is public or shuffled). Observation
// keeps the known cards out of the pools it deals at random, so the search
// never forgets what its seat has seen, and never learns what it has not.

// allSeats is the Seen mask of a card every player has seen.
const allSeats = ^uint8(0)

// A card's Seen has a bit for each seat: this stops the build if a table
// could seat more players than it has bits.
const _ = uint8(1) << (MaxSeats - 1)

// seenBit is seat's bit in a card's Seen.
func seenBit(seat int) uint8 { return 1 << uint(seat) }

// lookAtHand: viewer looks at q's hand.
func (s *State) lookAtHand(viewer, q int) {
	for _, id := range s.Hand(q) {
		s.Cards[id].Seen |= seenBit(viewer)
	}
}

// showHand: q's hand is revealed to all players (once: a card drawn later
// is not).
func (s *State) showHand(q int) {
	for _, id := range s.Hand(q) {
		s.Cards[id].Seen = allSeats
	}
}

// HandOpen reports whether q plays with their hand revealed to all players.
func (s *State) HandOpen(q int) bool { return s.Players[q].HandRevealed > 0 }

// Knows reports whether viewer knows card id of q's hand: their own or a
// teammate's hand, a hand played revealed, or a card they have looked at.
func (s *State) Knows(viewer, q int, id CardID) bool {
	return viewer == q || s.sameTeam(viewer, q) || s.HandOpen(q) || s.Cards[id].Seen&seenBit(viewer) != 0
}

// KnownHand returns the cards of q's hand that viewer knows, in hand order.
func (s *State) KnownHand(viewer, q int) []CardID {
	var out []CardID
	for _, id := range s.Hand(q) {
		if s.Knows(viewer, q, id) {
			out = append(out, id)
		}
	}
	return out
}

// endHandReveals: "until the beginning of your next turn" ends for the
// hands seat a revealed.
func (s *State) endHandReveals(a int) {
	s.wakeUp(a) // "Bat nap" ends at the beginning of the napper's turn too
	for q := range s.Players {
		if p := &s.Players[q]; int(p.HandRevealed) == a+1 {
			p.HandRevealed = 0
			s.logf(q, LogShow, "%s's hand is hidden again.", s.Name(q))
		}
	}
}

// opLookAtHand: the card's player looks at the target's hand (Otto and
// Minions have none: nothing happens).
func opLookAtHand(s *State, _ Task, pl *Play, _ *card.Effect, q int, _ int) {
	if s.Players[q].Otto || int(pl.Player) == q {
		return
	}
	s.lookAtHand(int(pl.Player), q)
	s.logf(int(pl.Player), LogLook, "%s looks at %s's hand.", s.Name(int(pl.Player)), s.Name(q))
}

// revealHand: q plays with their hand revealed to all players until the
// beginning of the next turn of the card's player (status hand_revealed).
func (s *State) revealHand(pl *Play, q int) {
	s.Players[q].HandRevealed = pl.Player + 1
	s.logf(q, LogShow, "%s plays with their hand revealed until %s's next turn.", s.Name(q), s.Name(int(pl.Player)))
}

// discardChosen: discard(n, filter, by=you) — the card's player chooses n
// cards of the target's hand (matching the filter) and the target discards
// them. Otto has no hand: nothing.
func (s *State) discardChosen(t Task, pl *Play, e *card.Effect, q int, n int) {
	if s.Players[q].Otto {
		return
	}
	s.push(Task{Op: tDiscardN, P: int8(q), Q: pl.Player, Play: t.Play, A: int16(n), B: filterCode(firstWord(e)), C: discardChosen})
}
