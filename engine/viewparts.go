package engine

// The components a View shows, one table each: the seats' counters and
// zones and the shared zones. A component a character brings (its
// mechanic) is listed on its mat even when empty; any other only when it
// holds something (or, for a seat zone marked always, at every seat). A new
// component is one row here.

// seatCounter is a number on a mat.
type seatCounter struct {
	name     string
	mechanic string // the character mechanic that brings it; "" for any seat
	value    func(p *Player) int
}

var seatCounters = []seatCounter{
	{"momentum", "momentum", func(p *Player) int { return int(p.Momentum) }},
	{"hellfire", "hellfire", func(p *Player) int { return int(p.Hellfire) }},
	{"bandage", "medical_supplies", func(p *Player) int { return int(p.Supplies[0]) }},
	{"splint", "medical_supplies", func(p *Player) int { return int(p.Supplies[1]) }},
	{"salve", "medical_supplies", func(p *Player) int { return int(p.Supplies[2]) }},
	{"blood", "blood", func(p *Player) int { return int(p.Blood) }},
	{"scarabs", "", func(p *Player) int { return int(p.Scarabs) }}, // held by any player but an Amundyr
	{"scarab_supply", "scarabs", func(p *Player) int { return int(p.ScarabSupply) }},
}

// seatZone is a group of cards in front of a seat (several for form decks).
type seatZone struct {
	name     string // the Zone's name
	mechanic string
	always   bool
	cards    func(p *Player) [][]CardID
}

func one(ids []CardID) [][]CardID { return [][]CardID{ids} }

var seatZones = []seatZone{
	{ZoneHand.String(), "", true, func(p *Player) [][]CardID { return one(p.Hand) }},
	{ZoneDeck.String(), "", true, func(p *Player) [][]CardID { return one(p.Deck) }},
	{ZoneDiscard.String(), "", true, func(p *Player) [][]CardID { return one(p.Discard) }},
	{ZoneDrinkMe.String(), "", true, func(p *Player) [][]CardID { return one(p.DrinkMe) }},
	{ZonePlotted.String(), "plot", false, func(p *Player) [][]CardID { return one(p.Plotted) }},
	{ZonePlanterBox.String(), "planter_box", false, func(p *Player) [][]CardID { return one(p.Box) }},
	{ZoneWaiting.String(), "patients", false, func(p *Player) [][]CardID { return one(p.Waiting) }},
	{ZoneSideDeck.String(), "", false, func(p *Player) [][]CardID { return one(p.SideDeck) }},
	{ZoneSideDiscard.String(), "", false, func(p *Player) [][]CardID { return one(p.SideDiscard) }},
	{ZoneMinion.String(), "minions", false, func(p *Player) [][]CardID { return one(p.Minions) }},
	{ZoneForm.String(), "forms", false, func(p *Player) [][]CardID { return p.Forms }},
	{ZonePrizeHeld.String(), "", false, func(p *Player) [][]CardID { return one(p.Prizes) }},
	{ZoneShown.String(), "", false, func(p *Player) [][]CardID { return one(p.Shown) }},
}

// tableZone is a shared pile.
type tableZone struct {
	name  string
	shown func(o Options) bool // listed even when empty
	cards func(s *State) []CardID
}

func always(Options) bool { return true }

var tableZones = []tableZone{
	{ZoneDrinkDeck.String(), always, func(s *State) []CardID { return s.DrinkDeck }},
	{ZoneDrinkDiscard.String(), always, func(s *State) []CardID { return s.DrinkDiscard }},
	{ZoneBarDeck.String(), func(o Options) bool { return o.BarDeck }, func(s *State) []CardID { return s.BarDeck }},
	{ZonePrizeInn.String(), func(o Options) bool { return o.Prizes }, func(s *State) []CardID { return s.PrizeInn }},
	{ZonePrizePot.String(), func(o Options) bool { return o.Prizes }, func(s *State) []CardID { return s.roundPrize() }},
	{ZonePrizeBin.String(), func(o Options) bool { return o.Prizes }, func(s *State) []CardID { return s.PrizeBin }},
	{ZoneDungeonDeck.String(), func(o Options) bool { return o.Dungeon }, func(s *State) []CardID { return s.DungeonDeck }},
	{ZoneDungeonDiscard.String(), func(o Options) bool { return o.Dungeon }, func(s *State) []CardID { return s.DungeonDiscard }},
}

// roundPrize is the Prize in the pot of the Round of Gambling, if any.
func (s *State) roundPrize() []CardID {
	id := s.Round.Prize
	if !s.Round.Active || id < 0 || int(id) >= len(s.Cards) || s.Cards[id].Zone != ZonePrizePot {
		return nil
	}
	return []CardID{id}
}
