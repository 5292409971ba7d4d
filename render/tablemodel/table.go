package tablemodel

import (
	"slices"
	"strings"

	"undercity/engine"
	"undercity/engine/card"
)

// Table is what a table draws from: one viewer's engine.View (what that
// seat may know; the public view behind the hot-seat curtain; the
// all-seeing view of a demo or a screenshot) with the lookups the drawing
// needs: each seat's cards by zone, and the definition of every card the
// viewer sees, read from the client's own card content. A card the viewer
// may not see has no identity: in its pile it is a face-down id, below
// engine.NoCard and numbered afresh in each Table (so a face-down card
// on a mat can be pointed at), and the pile keeps its size. An empty
// slot (the Waiting room) is engine.NoCard.
type Table struct {
	*engine.View
	Content *engine.Content

	// Players are the seats' mats (View.Seats), their piles as card ids.
	Players []Seat
	// Plays are the cards being played and resolved (View.Plays).
	Plays []engine.Play
	// Drinks are the pending Drinks (View.Drinks).
	Drinks []Drink
	// The shared piles (View.Zones).
	DrinkDeck, DrinkDiscard, BarDeck []engine.CardID
	DungeonDeck, DungeonDiscard      []engine.CardID
	PrizeInn, PrizePot, PrizeBin     []engine.CardID
	cards                            map[engine.CardID]seen
	dec                              engine.Decision
	hasDec                           bool
	ottoSeat                         int
	whyNot                           []engine.WhyNot
	roundPlays                       []engine.Play
	division                         []engine.CardID
	divisionChooser                  int
	teamStats                        []engine.Stats
	backs                            map[engine.CardID]string // the backs of the face-down cards
	faceDown                         engine.CardID            // the next face-down id
}

// seen is a card the viewer sees: its definition, where it lies.
type seen struct {
	def   *card.Def
	index int16
	zone  string
	rake  int
	back  string
}

// Seat is a seat's mat as the viewer sees it.
type Seat struct {
	Name       string
	CharID     string          // "otto" for Otto
	Character  *card.Character // nil for Otto
	Team       int8
	Out        bool
	Boss       bool
	Otto       bool
	Asleep     bool
	HandOpen   bool // plays with the hand revealed
	HandSize   int
	Actions    int
	ActionsMax int

	// The core zones every seat has.
	Hand, Deck, Discard, DrinkMe, Prizes []engine.CardID

	// Counters and Zones are all the seat's counters and zones, by name, as
	// the View lists them (the components a mat places: parts.go).
	Counters []engine.CounterView
	Zones    []SeatZone
}

// Pile returns the cards of the seat's zone called name (the first of a
// group), nil when it has none.
func (p *Seat) Pile(name string) []engine.CardID {
	for _, z := range p.Zones {
		if z.Name == name {
			return z.Cards
		}
	}
	return nil
}

// Counter returns the value of the seat's counter called name (0 when it
// has none).
func (p *Seat) Counter(name string) int {
	for _, c := range p.Counters {
		if c.Name == name {
			return c.Value
		}
	}
	return 0
}

// SeatZone is one of a seat's zones: its name, its cards as ids, and for
// one of a group (a form deck) its index and label.
type SeatZone struct {
	Name  string
	Index int
	Label string
	Cards []engine.CardID
}

// Drink is a pending Drink: who drinks it, what it does, the cards it shows.
type Drink struct {
	Drinker              int8
	Alc, Fort            int
	Ignored, Copy, Split bool
	shown                []engine.CardID
}

// Shown returns the cards the Drink shows: the Drink, then its Chasers.
func (d *Drink) Shown() []engine.CardID { return d.shown }

// NewTable reads view v with the client's card content c.
func NewTable(v *engine.View, c *engine.Content) *Table {
	t := &Table{View: v, Content: c, cards: map[engine.CardID]seen{}, backs: map[engine.CardID]string{}, faceDown: engine.NoCard - 1, ottoSeat: v.OttoSeat, divisionChooser: -1}
	ids := func(zone string, cs []engine.CardView) []engine.CardID {
		out := make([]engine.CardID, len(cs))
		for k, cv := range cs {
			out[k] = cv.ID
			if cv.Hidden() {
				out[k] = t.faceDown
				t.faceDown--
				t.backs[out[k]] = cv.Back
			}
			if cv.ID == engine.NoCard {
				continue
			}
			if _, ok := t.cards[cv.ID]; ok {
				continue // listed where it lies, and among the plays too
			}
			sn := seen{zone: zone, rake: cv.Rake, back: cv.Back}
			if d, ok := c.DefByID(cv.Def); ok {
				sn.def = d
				sn.index, _ = c.DefIndex(cv.Def)
			}
			t.cards[cv.ID] = sn
		}
		return out
	}
	for q := range v.Seats {
		sv := &v.Seats[q]
		p := Seat{Name: sv.Name, CharID: sv.Char, Team: int8(sv.Team), Out: sv.Out, Boss: sv.Boss, Otto: sv.Otto, Asleep: sv.Asleep,
			HandOpen: sv.HandOpen, HandSize: sv.HandSize, Actions: sv.Actions, ActionsMax: sv.ActionsMax}
		if i, ok := c.CharIndex(sv.Char); ok && sv.Char != engine.OttoID {
			p.Character = c.Chars[i]
		}
		p.Counters = sv.Counters
		for _, z := range sv.Zones {
			cs := ids(z.Name, z.Cards)
			p.Zones = append(p.Zones, SeatZone{Name: z.Name, Index: z.Index, Label: z.Label, Cards: cs})
			switch z.Name {
			case engine.ZoneHand.String():
				p.Hand = cs
			case engine.ZoneDeck.String():
				p.Deck = cs
			case engine.ZoneDiscard.String():
				p.Discard = cs
			case engine.ZoneDrinkMe.String():
				p.DrinkMe = cs
			case engine.ZonePrizeHeld.String():
				p.Prizes = cs
			}
		}
		t.Players = append(t.Players, p)
	}
	for _, z := range v.Zones {
		cs := ids(z.Name, z.Cards)
		switch z.Name {
		case engine.ZoneDrinkDeck.String():
			t.DrinkDeck = cs
		case engine.ZoneDrinkDiscard.String():
			t.DrinkDiscard = cs
		case engine.ZoneBarDeck.String():
			t.BarDeck = cs
		case engine.ZoneDungeonDeck.String():
			t.DungeonDeck = cs
		case engine.ZoneDungeonDiscard.String():
			t.DungeonDiscard = cs
		case engine.ZonePrizeInn.String():
			t.PrizeInn = cs
		case engine.ZonePrizePot.String():
			t.PrizePot = cs
		case engine.ZonePrizeBin.String():
			t.PrizeBin = cs
		}
	}
	play := func(zone string, pv engine.PlayView) engine.Play {
		return engine.Play{Card: ids(zone, []engine.CardView{pv.Card})[0], Player: int8(pv.Player), Mode: int8(pv.Mode), Negated: pv.Negated, Resolved: pv.Resolved, Choosing: pv.Choosing}
	}
	for _, pv := range v.Plays {
		t.Plays = append(t.Plays, play(engine.ZoneInPlay.String(), pv))
	}
	for _, pv := range v.RoundPlays {
		t.roundPlays = append(t.roundPlays, play(engine.ZoneInPlay.String(), pv))
	}
	for _, dv := range v.Drinks {
		t.Drinks = append(t.Drinks, Drink{Drinker: int8(dv.Drinker), Alc: dv.Alc, Fort: dv.Fort, Ignored: dv.Ignored, Copy: dv.Copy, Split: dv.Split,
			shown: ids("drink", dv.Shown)})
	}
	if v.Division != nil {
		t.division, t.divisionChooser = ids("division", v.Division.Cards), v.Division.Chooser
	}
	if d := v.Decision; d != nil {
		t.hasDec = true
		t.dec = engine.Decision{Seat: d.Seat, Kind: d.Kind, Prompt: d.Prompt, About: d.About, AboutPly: -1, Owed: int16(d.Owed)}
		for _, o := range d.Options {
			t.dec.Options = append(t.dec.Options, o.Option())
		}
	}
	t.whyNot = v.WhyNot
	for _, tv := range v.Teams {
		t.teamStats = append(t.teamStats, engine.Stats{Fort: int16(tv.Fort), Alc: int16(tv.Alc), Gold: int16(tv.Gold)})
	}
	return t
}

// NumSeats is the number of seats at the table.
func (t *Table) NumSeats() int { return len(t.Players) }

// Name is a seat's name ("nobody" for no seat).
func (t *Table) Name(seat int) string {
	if seat < 0 || seat >= len(t.Players) {
		return "nobody"
	}
	return t.Players[seat].Name
}

// CharID is a seat's character id ("otto" for Otto).
func (t *Table) CharID(seat int) string {
	if seat < 0 || seat >= len(t.Players) {
		return ""
	}
	return t.Players[seat].CharID
}

// FaceDown reports whether id is a card the viewer does not see.
func FaceDown(id engine.CardID) bool { return id < engine.NoCard }

// Sees reports whether the viewer sees the card's face.
func (t *Table) Sees(id engine.CardID) bool {
	_, ok := t.cards[id]
	return ok
}

// Def returns the definition of a card the viewer sees (nil for one it
// does not).
func (t *Table) Def(id engine.CardID) *card.Def { return t.cards[id].def }

// DefIndex returns the content's index of a card the viewer sees, -1 for
// one it does not (a card back).
func (t *Table) DefIndex(id engine.CardID) int16 {
	if sn, ok := t.cards[id]; ok && sn.def != nil {
		return sn.index
	}
	return -1
}

// Title returns a card's title ("a card" for one the viewer does not see).
func (t *Table) Title(id engine.CardID) string {
	if id == engine.NoCard {
		return "nothing"
	}
	if d := t.Def(id); d != nil {
		return d.Title
	}
	return "a card"
}

// Rake is a Mushroom's Rake Token.
func (t *Table) Rake(id engine.CardID) int { return t.cards[id].rake }

// ZoneOf names the zone a card the viewer sees lies in ("" for one it
// does not see): the engine Zone's name.
func (t *Table) ZoneOf(id engine.CardID) string { return t.cards[id].zone }

// Back is the back a card shows, which everyone sees ("drink",
// "character:dale", "form:<deck>").
func (t *Table) Back(id engine.CardID) string {
	if b, ok := t.backs[id]; ok {
		return b
	}
	return t.cards[id].back
}

// FormBack is 1 + the index of a form card's deck among its character's
// form decks (its back tells), 0 for any other card: "Other players are
// allowed to know how many of each kind of form card are in your hand."
func (t *Table) FormBack(id engine.CardID) int {
	deck, ok := strings.CutPrefix(t.Back(id), "form:")
	if !ok {
		return 0
	}
	for _, ch := range t.Content.Chars {
		if k := slices.Index(append(slices.Clone(ch.FormDecks), ch.BossFormDecks...), deck); k >= 0 {
			return k + 1
		}
	}
	return 0
}

// FormDeckName is the label of seat's k-th form deck ("Bat").
func (t *Table) FormDeckName(seat, k int) string {
	if seat < 0 || seat >= len(t.Players) {
		return ""
	}
	for _, z := range t.Players[seat].Zones {
		if z.Name == engine.ZoneForm.String() && z.Index == k {
			return z.Label
		}
	}
	return ""
}

// KnownHand returns the cards of q's hand that viewer has seen (looked
// at, or revealed): those the view shows when it is viewer's. The
// all-seeing view does not tell what a seat has seen: none.
func (t *Table) KnownHand(viewer, q int) []engine.CardID {
	if viewer != t.Viewer || q < 0 || q >= len(t.Players) {
		return nil
	}
	var out []engine.CardID
	for _, id := range t.Players[q].Hand {
		if t.Sees(id) {
			out = append(out, id)
		}
	}
	return out
}

// HandOpen reports whether a seat plays with its hand revealed.
func (t *Table) HandOpen(seat int) bool {
	return seat >= 0 && seat < len(t.Players) && t.Players[seat].HandOpen
}

// Pending returns the pending decision as the viewer sees it: in full when
// the viewer decides (or sees all), else who decides and what kind.
func (t *Table) Pending() (engine.Decision, bool) { return t.dec, t.hasDec }

// OttoSeat is Otto's seat, -1 without him.
func (t *Table) OttoSeat() int { return t.ottoSeat }

// GameMode is the mode ("" for a free-for-all).
func (t *Table) GameMode() string { return t.Mode }

// StatsOf returns a seat's Stats (its team's, in a team game).
func (t *Table) StatsOf(seat int) engine.Stats {
	if seat < 0 || seat >= len(t.Players) {
		return engine.Stats{}
	}
	tm := int(t.Players[seat].Team)
	if tm < 0 || tm >= len(t.teamStats) {
		return engine.Stats{}
	}
	return t.teamStats[tm]
}

// WhyNotPlayable says why each card of seat's hand can't be played now:
// the viewer's own hand (every hand in the all-seeing view).
func (t *Table) WhyNotPlayable(seat int) []engine.WhyNot {
	if seat < 0 || seat >= len(t.Players) || seat != t.Viewer && t.Viewer != engine.ViewerAll {
		return nil
	}
	var out []engine.WhyNot
	for _, w := range t.whyNot {
		if slices.Contains(t.Players[seat].Hand, w.Card) {
			out = append(out, w)
		}
	}
	return out
}

// RoundPlays are the cards played in the Round of Gambling.
func (t *Table) RoundPlays() []engine.Play { return t.roundPlays }

// Choosing returns the play whose choices its player is making, if any.
func (t *Table) Choosing() (engine.Play, bool) {
	if n := len(t.Plays); n > 0 && t.Plays[n-1].Choosing {
		return t.Plays[n-1], true
	}
	return engine.Play{}, false
}

// Division returns the cards being divided and who takes a pile.
func (t *Table) Division() ([]engine.CardID, int) { return t.division, t.divisionChooser }

// InRound reports whether a seat is still in the Round of Gambling.
func (t *Table) InRound(seat int) bool {
	for _, q := range t.Round.In {
		if q == seat {
			return true
		}
	}
	return false
}
