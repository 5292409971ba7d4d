package engine

// The components a View shows: the seats' counters and zones and the
// shared zones. A component a character brings (its mechanic) is listed on
// its mat even when empty; any other only when it holds something (or, for
// a seat zone marked always, at every seat). A seat's components are the
// core zones below and what the mechanics register (mechanic.go).

// The seats' counters are the registered ones (mechanic.go), in order.

// seatZone is a group of cards in front of a seat.
type seatZone struct {
	name     string // the Zone's name
	mechanic string
	always   bool
	group    bool // one of a group of piles (a form deck), k its index
	k        int
	ids      []CardID
}

// seatZones lists a seat's zones: its hand, deck, discard pile and Drink
// Me! pile, every registered pile it has (mechanic.go) but those that only
// mark cards of another, and its Prizes.
func seatZones(s *State, q int) []seatZone { return appendSeatZones(nil, s, q) }

// appendSeatZones is seatZones appended to zs (a view builds a seat's in
// room of its own, not on the heap).
func appendSeatZones(zs []seatZone, s *State, q int) []seatZone {
	zs = append(zs, []seatZone{
		{name: ZoneHand.String(), always: true, ids: s.Hand(q)},
		{name: ZoneDeck.String(), always: true, ids: s.Deck(q)},
		{name: ZoneDiscard.String(), always: true, ids: s.Discard(q)},
		{name: ZoneDrinkMe.String(), always: true, ids: s.DrinkMe(q)},
	}...)
	for k := range pileInfos {
		pi := &pileInfos[k]
		if pi.Marks || !s.used(q, PileID(k)) {
			continue
		}
		zs = append(zs, seatZone{name: pi.Name, mechanic: pi.Mechanic, group: pi.Group > 1, k: pi.k, ids: s.pile(q, PileID(k))})
	}
	return append(zs, seatZone{name: ZonePrizeHeld.String(), ids: s.Prizes(q)})
}

// tableZone is a shared pile.
type tableZone struct {
	name  string
	shown func(o Options) bool // listed even when empty
	cards func(s *State) []CardID
}

func always(Options) bool { return true }

var tableZones = []tableZone{
	{ZoneDrinkDeck.String(), always, func(s *State) []CardID { return s.DrinkDeck() }},
	{ZoneDrinkDiscard.String(), always, func(s *State) []CardID { return s.DrinkDiscard() }},
	{ZoneBarDeck.String(), func(o Options) bool { return o.BarDeck }, func(s *State) []CardID { return s.BarDeck() }},
	{ZonePrizeInn.String(), func(o Options) bool { return o.Prizes }, func(s *State) []CardID { return s.PrizeInn() }},
	{ZonePrizePot.String(), func(o Options) bool { return o.Prizes }, func(s *State) []CardID { return s.roundPrize() }},
	{ZonePrizeBin.String(), func(o Options) bool { return o.Prizes }, func(s *State) []CardID { return s.PrizeBin() }},
	{ZoneDungeonDeck.String(), func(o Options) bool { return o.Dungeon }, func(s *State) []CardID { return s.DungeonDeck() }},
	{ZoneDungeonDiscard.String(), func(o Options) bool { return o.Dungeon }, func(s *State) []CardID { return s.DungeonDiscard() }},
}

// roundPrize is the Prize in the pot of the Round of Gambling, if any.
func (s *State) roundPrize() []CardID {
	id := s.Round.Prize
	if !s.Round.Active || id < 0 || int(id) >= len(s.Cards) || s.Cards[id].Zone != ZonePrizePot {
		return nil
	}
	return []CardID{id}
}
