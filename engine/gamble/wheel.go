package gamble

// The Wheel: the Grey Cards form a wheel of five spokes, clockwise Warrior,
// Merchant, Bard, Lady, Rogue. Each turn a player draws a card and plays
// one to the spoke of its rank (a companion, 2 strength) or to a
// neighboring spoke (an ally, 1 strength); after each round a Clock card
// is played as an ally one spoke clockwise from its rank. At the end the
// strongest spoke scores the cards left in hand: 2 for its rank, 1 for its
// neighbors' ranks.

// NumSpokes is the number of spokes of the Wheel.
const NumSpokes = 5

// spokeRank is each spoke's rank, in clockwise order.
var spokeRank = [NumSpokes]Rank{Warrior, Merchant, Bard, Lady, Rogue}

// spokeOf is the spoke of a rank.
var spokeOf = [...]int{Warrior: 0, Merchant: 1, Bard: 2, Lady: 3, Rogue: 4}

// Wheel is the state of The Wheel.
type Wheel struct {
	Strength [NumSpokes]int
	// Spokes is the spoke of each card on the table, in the same order.
	Spokes []int8
	// Marked (Multiple Successive Games) is the spokes marked by earlier
	// games; Games counts the games played since the marks were cleared.
	Marked uint8
	Games  int
	// The Unwound Clock: whose turn it is, and whether they are placing
	// the Clock card they revealed (face up on top of the Clock).
	Turn    int8
	Placing bool
}

// Dragon strength and companion and ally strength.
const (
	companion   = 2
	ally        = 1
	dragonPower = 3
	clockCards  = 3
)

var wheelGame = []step{{stAnte, 0}, {stDeal, 7}, {stClock, clockCards},
	{stWheelTurn, 0}, {stClockCard, 0}, {stBet, 0}, {stIfClock, 3}, {stShowdown, 0}}

// The Unwound Clock: a Clock of one card more than there are players,
// turns until its last card is played, no Betting Rounds (Playing for Shares).
var wheelUnwound = []step{{stAnte, 0}, {stDeal, 7}, {stClock, -1}, {stUnwound, 0}, {stShowdown, 0}}

// SpokeRank is the rank of spoke k (0 to NumSpokes-1), clockwise from the Warrior.
func SpokeRank(k int) Rank { return spokeRank[k] }

func neighborSpoke(a, b int) bool { return (a+1)%NumSpokes == b || (b+1)%NumSpokes == a }

// marked reports whether cards may not be played on spoke k this game.
func (s *State) marked(k int) bool {
	return s.Variants&VarSuccessive != 0 && s.Wheel.Marked&(1<<uint(k)) != 0
}

// wheelSpokes lists the spokes a card may be played on: its own and its
// neighbors (any spoke for a Dragon Card), never a marked one.
func (s *State) wheelSpokes(id CardID) []int {
	var out []int
	c := Cards[id]
	for k := 0; k < NumSpokes; k++ {
		if s.marked(k) {
			continue
		}
		if c.Kind == KindDragon || spokeRank[k] == c.Rank || neighborSpoke(k, spokeOf[c.Rank]) {
			out = append(out, k)
		}
	}
	return out
}

// runWheelTurn: in turn order, each player draws a card, then plays one.
func (s *State) runWheelTurn() {
	for _, q := range s.order(int(s.Starting), s.liveMask()) {
		p := &s.Players[q]
		if p.Done {
			continue
		}
		if !p.Drew {
			s.draw(q)
			p.Drew = true
		}
		opts := s.wheelOptions(p.Hand, false)
		if len(opts) == 0 {
			p.Done = true
			continue
		}
		s.ask(q, DecWheel, "Play a card to the Wheel", opts)
		return
	}
	for q := range s.Players {
		s.Players[q].Done, s.Players[q].Drew = false, false
	}
	s.Step++
}

// playWheel plays a card from seat's hand to spoke k.
func (s *State) playWheel(seat int, id CardID, k int) {
	p := &s.Players[seat]
	for i, h := range p.Hand {
		if h == id {
			p.Hand = append(p.Hand[:i], p.Hand[i+1:]...)
			break
		}
	}
	p.Done = true
	s.toSpoke(seat, id, k)
}

// toSpoke puts a card face up on spoke k: 2 strength for a companion, 1
// for an ally, 3 for a Dragon Card.
func (s *State) toSpoke(seat int, id CardID, k int) {
	c := Cards[id]
	switch {
	case c.Kind == KindDragon:
		s.Wheel.Strength[k] += dragonPower
	case spokeRank[k] == c.Rank:
		s.Wheel.Strength[k] += companion
	default:
		s.Wheel.Strength[k] += ally
	}
	s.Cards[id] = CardInst{Zone: ZoneTable, Owner: -1}
	s.turnUp(id)
	s.Table = append(s.Table, id)
	s.Wheel.Spokes = append(s.Wheel.Spokes, int8(k))
	s.event(seat, VerbSpoke, k, id)
}

// playClock reveals the next Clock card and plays it as an ally one spoke
// clockwise from its rank. A Dragon Card, or a card bound for a marked
// spoke, is discarded instead, with no replacement.
func (s *State) playClock() {
	if len(s.Clock) == 0 {
		return
	}
	id := s.Clock[len(s.Clock)-1]
	s.Clock = s.Clock[:len(s.Clock)-1]
	c := Cards[id]
	if c.Kind != KindDragon {
		if k := (spokeOf[c.Rank] + 1) % NumSpokes; !s.marked(k) {
			s.toSpoke(-1, id, k)
			return
		}
	}
	s.Cards[id] = CardInst{Zone: ZoneDiscard, Owner: -1}
	s.turnUp(id)
	s.Discard = append(s.Discard, id)
	s.event(-1, VerbDiscard, 0, id)
}

// StrongestSpoke is the spoke of the highest strength; between tied spokes
// the least common rank wins (Warrior, then Lady, Bard, Merchant, Rogue).
func StrongestSpoke(strength [NumSpokes]int) int {
	best := 0
	for k := 1; k < NumSpokes; k++ {
		if strength[k] > strength[best] || (strength[k] == strength[best] && spokeRank[k] < spokeRank[best]) {
			best = k
		}
	}
	return best
}

// WheelPoints scores a hand against the strongest spoke: 2 per card of its
// rank, 1 per card of a neighbor's rank; Dragon Cards score nothing.
func WheelPoints(hand []CardID, strongest int) int16 {
	pts := int16(0)
	for _, id := range hand {
		c := Cards[id]
		switch {
		case c.Kind == KindDragon:
		case c.Rank == spokeRank[strongest]:
			pts += companion
		case neighborSpoke(spokeOf[c.Rank], strongest):
			pts += ally
		}
	}
	return pts
}

// WheelScore is a hand's score in The Wheel; ties go to the Color tiebreaker.
func WheelScore(hand []CardID, strength [NumSpokes]int) Score {
	var sc Score
	sc[0] = WheelPoints(hand, StrongestSpoke(strength))
	sc[1] = ColorTiebreak(hand)
	return sc
}

// markWheel (Multiple Successive Games): at the end of a game (however it
// ended) the strongest
// spoke is marked; after every third game the marks are cleared.
func (s *State) markWheel() {
	if s.Variants&VarSuccessive == 0 {
		return
	}
	k := StrongestSpoke(s.Wheel.Strength)
	s.Wheel.Marked |= 1 << uint(k)
	s.event(-1, VerbMark, k, NoCard)
	s.Wheel.Games++
	if s.Wheel.Games%3 == 0 {
		s.Wheel.Marked = 0
	}
}

// runUnwound: from the Starting Player clockwise, each player draws a card
// and either plays a card from their hand to the Wheel, or discards one
// face up and reveals a Clock card to play on any legal spoke. The game
// ends as soon as the last Clock card is played.
func (s *State) runUnwound() {
	w := &s.Wheel
	q := int(w.Turn)
	if w.Placing {
		id := s.Clock[len(s.Clock)-1]
		var opts []Option
		for _, k := range s.wheelSpokes(id) {
			opts = append(opts, Option{Key: "clock@" + spokeRank[k].String(),
				Label: "Play " + Cards[id].String() + " on the " + spokeRank[k].String() + " spoke",
				Verb:  VerbSpoke, Card: id, Value: k})
		}
		s.ask(q, DecWheel, "Play the Clock card to the Wheel", opts)
		return
	}
	if len(s.Clock) == 0 {
		s.Step++
		return
	}
	if !s.live(q) {
		w.Turn = int8(s.nextIn(q, s.liveMask()))
		return
	}
	p := &s.Players[q]
	if !p.Drew {
		s.draw(q)
		p.Drew = true
	}
	opts := s.wheelOptions(p.Hand, true)
	if len(opts) == 0 { // no cards left at all: the Clock it is
		opts = append(opts, Option{Key: "clock", Label: "Play from the Clock", Verb: VerbDiscard, Card: NoCard})
	}
	s.ask(q, DecWheel, "Play a card to the Wheel, or discard one to play from the Clock", opts)
}

// applyUnwound carries out a move of The Unwound Clock.
func (s *State) applyUnwound(seat int, o Option) {
	w := &s.Wheel
	switch {
	case w.Placing:
		id := s.Clock[len(s.Clock)-1]
		s.Clock = s.Clock[:len(s.Clock)-1]
		w.Placing = false
		s.toSpoke(seat, id, o.Value)
	case o.Verb == VerbDiscard:
		if o.Card != NoCard {
			s.discard(seat, o.Card)
			s.turnUp(o.Card)
			s.event(seat, VerbDiscard, 0, o.Card)
		}
		id := s.Clock[len(s.Clock)-1]
		s.turnUp(id)
		s.event(seat, VerbReveal, 0, id)
		w.Placing = true
		return
	default:
		s.playWheel(seat, o.Card, o.Value)
	}
	s.Players[seat].Drew, s.Players[seat].Done = false, false
	w.Turn = int8(s.nextIn(seat, s.liveMask()))
}

// wheelOptions offers each face in hand once: on every spoke it may go to,
// and (with the Clock, in The Unwound Clock) discarded to play from it.
func (s *State) wheelOptions(hand []CardID, clock bool) []Option {
	t := cardTexts()
	opts := make([]Option, 0, len(hand)*4)
	var faces []Option
	for _, id := range hand {
		if sameFaceOffered(faces, id) {
			continue
		}
		faces = append(faces, Option{Card: id})
		for _, k := range s.wheelSpokes(id) {
			opts = append(opts, Option{Key: t.wheelKeys[id][k], Label: t.wheelLabels[id][k], Verb: VerbSpoke, Card: id, Value: k})
		}
		if clock {
			opts = append(opts, Option{Key: t.discardKeys[id], Label: t.clockDiscardLabels[id], Verb: VerbDiscard, Card: id})
		}
	}
	return opts
}
