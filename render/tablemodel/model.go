package tablemodel

import (
	"undercity/assets"
	"undercity/engine"
	"undercity/engine/card"
)

// View is what the model needs besides the snapshot: who is looking and
// what the table screen itself holds.
type View struct {
	Bottom   int  // the seat drawn at the bottom (moved to the decider, and off Otto)
	HandSeat int  // the seat whose hand is face up; -1 behind the privacy curtain
	Mine     bool // the pending decision is the viewer's to answer at this table
	// Picker is the card whose ways of playing the bar lists (after a click
	// on a card with several), or engine.NoCard.
	Picker engine.CardID
	// Discards are the cards selected to discard at the viewer's Discard
	// and Draw decision, in the order selected (takeback.go).
	Discards []engine.CardID
	// Measure is the width of a decision button's label (bold, 16 px);
	// nil measures 8 px a character.
	Measure func(label string) float32
}

// Model is the table as one seat sees it at one moment.
type Model struct {
	T *Table // the table as the viewer may know it (engine.View); not modified
	View
	Dec engine.Decision // the pending decision (zero when none)

	Mats     []Rect // each seat's mat
	Column   int    // the bottom seat's teammate drawn just above it, -1 for none
	MateArea Rect   // where the teammates' hands are shown

	OttoLeft, OttoRight int // the seats Otto's left and right tracks face, -1 when none

	// Parts are each seat's components placed on its mat (parts.go).
	Parts [][]Part
	OnMat map[engine.CardID]MatCard // cards on the mats that can be pointed at
	Hand  []HandCard                // the face-up hand, left to right

	// What the viewer may click, when Mine: cards (in hand or on a mat)
	// with the options they answer, mats with the option picking that seat.
	CardOpts map[engine.CardID][]int
	SeatOpts map[int]int
	Bar      []Button // the decision buttons
	BarRows  int
	// BarSpan is where the bar's rows are: their left and right end (the
	// prompt is centred over them), top and bottom.
	BarSpan Rect
	// stackEnd is where the cards being played end when a column of
	// compact decision buttons beside them squeezes them (0: StackEnd).
	stackEnd float32
	Reward   bool // the bar is Otto's pass-out reward (two large buttons)

	Teams     []Team        // in a team game, in order of their first seat
	MateHands []MateHand    // the hand seat's teammates' hands, face up
	BossShown []BossActions // a Boss Battle's Boss's Actions kept face up

	Drinks     []TableDrink // the pending Drinks, each in front of its drinker
	RoundCards []RoundCard  // the cards played in the Round of Gambling, by the pot
	// RoundLabel is drawn over the Round's cards when they lie away from
	// the Round's box (beside the Dungeon Event box), "" under it.
	RoundLabel string
	lead       map[int8]int // team → seat whose mat shows the shared tracker
	potions    []int        // the decision's potion options, when Mine
	behind     []int        // bar options hidden while a card's ways are listed (Cancel shows them)

	// Take-backs (takeback.go): the card of the face-up hand being chosen
	// (engine.NoCard for none); at the viewer's Discard and Draw decision,
	// the cards that may be discarded (with their options) and those
	// selected, in order.
	Choosing    engine.CardID
	Selecting   bool
	Discardable map[engine.CardID]int
	Selected    []engine.CardID
	doneOpt     int
}

// MatCard is a card shown on a mat (a Mushroom in a Planter Box, a
// Waiting Patient, a Plotted Card) and where it is drawn.
type MatCard struct {
	Rect Rect
	Seat int
	Open bool // face up to the viewer (zooms on hover)
}

// HandCard is a card of the face-up hand and where it is drawn (raised
// when it can be played).
type HandCard struct {
	ID   engine.CardID
	Rect Rect
}

// Button is a decision button: its label, where it is, its number key
// (0: none) and the option it answers (-1: Cancel, which closes the list
// of a card's ways of playing or the potion choices).
type Button struct {
	Label  string
	Rect   Rect
	Hotkey int
	Size   float64 // label size in px
	Opt    int
}

// New computes table s as v sees it.
func New(s *Table, v View) *Model {
	m := &Model{T: s, View: v, CardOpts: map[engine.CardID][]int{}, SeatOpts: map[int]int{}}
	if m.Measure == nil {
		m.Measure = func(l string) float32 { return float32(8 * len([]rune(l))) }
	}
	d, ok := s.Pending()
	if ok {
		m.Dec = d
	}
	m.Mine = m.Mine && ok
	if m.Mine && d.Seat != m.Bottom {
		m.Bottom = d.Seat // the deciding human sits at the bottom
	}
	m.layout()
	m.parts()
	m.OnMat = m.matCards()
	m.decide()
	m.layoutHand()
	m.teams()
	m.roundCards()
	m.drinks()
	return m
}

// Char returns a seat's character (nil for Otto).
func (m *Model) Char(seat int) *card.Character { return m.T.Players[seat].Character }

// CharID returns a seat's character id ("otto" for Otto).
func (m *Model) CharID(seat int) string { return m.T.CharID(seat) }

// matCards returns the cards on the mats that can be pointed at, by id.
// Plotted Cards share their pile, each owning a strip of it.
func (m *Model) matCards() map[engine.CardID]MatCard {
	s := m.T
	out := map[engine.CardID]MatCard{}
	for seat := range s.Players {
		if seat >= len(m.Mats) {
			break
		}
		for k := range m.Parts[seat] {
			pt := &m.Parts[seat][k]
			switch pt.Style.Kind {
			case assets.KindSlots, assets.KindRow: // face up, clickable
				for k, id := range pt.Cards {
					if id != engine.NoCard {
						out[id] = MatCard{pt.Slot(k), seat, true}
					}
				}
			case assets.KindPile:
				if n := len(pt.Cards); n > 0 {
					pr := pt.Pile()
					pr.X, pr.Y, pr.W, pr.H = pr.X-3, pr.Y-3, pr.W+6, pr.H+6
					for k, id := range pt.Cards {
						strip := Rect{pr.X + pr.W*float32(k)/float32(n), pr.Y, pr.W / float32(n), pr.H}
						out[id] = MatCard{strip, seat, seat == m.HandSeat}
					}
				}
			}
		}
	}
	return out
}

// layoutHand places the face-up hand, overlapping the cards when needed.
func (m *Model) layoutHand() {
	seat := m.HandSeat
	if seat < 0 || seat >= len(m.T.Players) {
		return
	}
	hand := m.T.Players[seat].Hand
	n := len(hand)
	if n == 0 {
		return
	}
	avail := float32(TableRight - HandX - 10)
	step := float32(CardW + 8)
	if float32(n)*step-8 > avail {
		step = (avail - CardW) / float32(n-1)
	}
	total := step*float32(n-1) + CardW
	x := HandX + (avail-total)/2
	for i, id := range hand {
		r := Rect{x + step*float32(i), HandY, CardW, CardH}
		if m.Playable(id) && !m.IsSelected(id) || id == m.Choosing {
			r.Y -= 10 // a card selected to discard sinks back among the others
		}
		m.Hand = append(m.Hand, HandCard{id, r})
	}
}

// HandRect returns where a card of the face-up hand is drawn.
func (m *Model) HandRect(id engine.CardID) (Rect, bool) {
	for _, h := range m.Hand {
		if h.ID == id {
			return h.Rect, true
		}
	}
	return Rect{}, false
}

// CardRect returns where a card the viewer can point at is drawn: in the
// hand, or on a mat.
func (m *Model) CardRect(id engine.CardID) (Rect, bool) {
	if r, ok := m.HandRect(id); ok {
		return r, true
	}
	mc, ok := m.OnMat[id]
	return mc.Rect, ok
}

// Stack returns the plays not yet resolved, oldest first (a card being
// chosen is not played yet).
func (m *Model) Stack() []engine.Play {
	var out []engine.Play
	for _, p := range m.T.Plays {
		if !p.Resolved && !p.Choosing {
			out = append(out, p)
		}
	}
	return out
}

// StackPos is where unresolved play i is drawn in the centre.
// The plays end at StackEnd, or where the column of a tall decision bar
// beside them leaves room (stackEnd, set by buildTallBar).
func (m *Model) StackPos(i int) (float32, float32) {
	end := m.stackEnd
	if end == 0 {
		end = StackEnd
	}
	return stackPosTo(i, len(m.Stack()), end)
}

// PotPos is where Gold goes to and comes from: the pot of a Round of
// Gambling, else the Inn.
func (m *Model) PotPos() (float32, float32) {
	if m.T.Round.Active {
		return 1080, 392
	}
	return 318, 498
}
