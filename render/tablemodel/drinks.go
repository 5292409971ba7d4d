package tablemodel

import (
	"math"
	"slices"
	"sort"
	"strconv"

	"undercity/engine"
)

// Drinks and the Round's cards on the table: a revealed Drink lies face up
// in front of its drinker with its Chasers fanned on it (a split half or a
// Round on the House copy shows the cards it copies) until it is drunk;
// the cards played in a Round of Gambling lie face up by the pot until the
// Round ends.

// The size of a Drink card on the table (and of a card played in a Round), and
// how far each Chaser is fanned from the card under it (down enough to
// leave that card's title showing).
const (
	DrinkCardW, DrinkCardH = 80, 112
	ChaserDX, ChaserDY     = 16, 26
	drinkCaptionH          = 20 // the caption under a Drink: who drinks what
	drinkGap               = 8  // room kept around a Drink
)

// TableDrink is a pending Drink as it lies in front of its drinker.
type TableDrink struct {
	Index   int // into S.Drinks
	Drinker int
	Cards   []engine.CardID // the Drink, then its Chasers (what it shows)
	Rects   []Rect          // where each card lies, the Chasers fanned on the Drink
	Bounds  Rect            // the cards and the caption under them
	Caption string          // "Dale: +6 Alc, -1 Fort"
	Copy    bool            // a split half's other half or a Round on the House copy
	Split   bool
	Ignored bool
}

// RoundCard is a card played in the Round of Gambling in progress, face
// up by the pot.
type RoundCard struct {
	ID   engine.CardID
	Seat int
	Rect Rect
}

// roundCardsSmallW×H is the size of the Round's cards when a Boss's
// Actions lie under them.
const roundCardsSmallW, roundCardsSmallH = 56, 78

// RoundCardsArea is where the Round's cards lie: under the Round's box.
var RoundCardsArea = Rect{RoundBox.X, RoundBox.Y + RoundBox.H + 6, RoundBox.W, DrinkCardH}

// RoundCardsBesideDungeon is where the Round's cards lie in a game with
// Dungeon Events, whose box holds the place under the Round's: left of that
// box, under the cards being played, as small as a Boss's Actions there
// (which then lie further left: bossShown).
var RoundCardsBesideDungeon = Rect{DungeonBox.X - 12 - BossBesideDungeonW, BossBesideDungeonY, BossBesideDungeonW, roundCardsDungeonH}

// RoundLabelH is the height of the band over the Round's cards that holds
// their label (Model.RoundLabel).
const RoundLabelH = 22

// roundCardsDungeonW×H is the size of the Round's cards beside the Dungeon
// Event box.
const roundCardsDungeonW, roundCardsDungeonH = 64, 90

// RoundCardsAt is where the Round's cards lie on this table
// (RoundCardsArea, or RoundCardsBesideDungeon).
func (m *Model) RoundCardsAt() Rect {
	if m.T.Opts.Dungeon {
		return RoundCardsBesideDungeon
	}
	return RoundCardsArea
}

// Fixed things in the centre that a Drink must not cover.
var (
	// DrinkPilesArea holds the Drink Deck and discard with their labels.
	DrinkPilesArea = Rect{DrinkDeckRect.X - 4, DrinkDeckRect.Y - 4, DrinkDiscardRect.X + DrinkDiscardRect.W - DrinkDeckRect.X + 8, 146}
	// InnArea holds the Inn's Gold and its label.
	InnArea = Rect{InnX - 32, InnY - 40, 212, 58}
)

// InnX, InnY is where the Inn's label starts (its coins are left of it).
const InnX, InnY = 340, 500

// roundCards lays the cards played in the Round by the pot, overlapping
// them when there are many.
func (m *Model) roundCards() {
	ps := m.T.RoundPlays()
	n := len(ps)
	if n == 0 {
		return
	}
	a := m.RoundCardsAt()
	w, h := float32(DrinkCardW), float32(DrinkCardH)
	switch {
	case m.T.Opts.Dungeon:
		w, h = roundCardsDungeonW, roundCardsDungeonH
		m.RoundLabel = "Played in the Round"
	case slices.ContainsFunc(m.BossShown, func(b BossActions) bool { return b.Seat != m.Bottom }):
		// A Boss across the table keeps their Actions under the Round's
		// cards: smaller cards leave them room.
		w, h = roundCardsSmallW, roundCardsSmallH
	}
	step := w + 6
	if float32(n)*step-6 > a.W {
		step = (a.W - w) / float32(n-1)
	}
	for k, pl := range ps {
		m.RoundCards = append(m.RoundCards, RoundCard{ID: pl.Card, Seat: int(pl.Player), Rect: Rect{a.X + step*float32(k), a.Y, w, h}})
	}
}

// drinks lays each pending Drink in front of its drinker: just inside the
// table from their mat (below a mat across the table, above one at the
// bottom), moved to the nearest free place when that is taken by a mat,
// a pile, the cards being played, the pot, the decision bar or another
// Drink.
func (m *Model) drinks() {
	s := m.T
	busy := m.centreObstacles()
	for i := range s.Drinks {
		dr := &s.Drinks[i]
		q := int(dr.Drinker)
		if q < 0 || q >= len(m.Mats) {
			continue
		}
		td := TableDrink{Index: i, Drinker: q, Cards: append([]engine.CardID(nil), dr.Shown()...), Copy: dr.Copy, Split: dr.Split, Ignored: dr.Ignored,
			Caption: drinkCaption(s, dr)}
		n := max(len(td.Cards), 1)
		cw := float32(DrinkCardW + ChaserDX*(n-1))
		// The caption is 13 px bold; Measure gives 16 px.
		w := max(cw, m.Measure(td.Caption)*13/16+12)
		h := float32(DrinkCardH+ChaserDY*(n-1)) + drinkCaptionH
		x, y := m.place(q, m.frontOf(q, w, h), w, h, busy)
		td.Bounds = Rect{x, y, w, h}
		x += (w - cw) / 2
		for k := range td.Cards {
			td.Rects = append(td.Rects, Rect{x + ChaserDX*float32(k), y + ChaserDY*float32(k), DrinkCardW, DrinkCardH})
		}
		busy = append(busy, grow(td.Bounds, drinkGap))
		m.Drinks = append(m.Drinks, td)
	}
}

// drinkCaption sums a Drink up: who drinks it and what it does.
func drinkCaption(s *Table, dr *Drink) string {
	line := s.Name(int(dr.Drinker)) + ":"
	if dr.Alc != 0 {
		line += " " + signed(int(dr.Alc)) + " Alc"
	}
	if dr.Fort != 0 {
		if dr.Alc != 0 {
			line += ","
		}
		line += " " + signed(int(dr.Fort)) + " Fort"
	}
	if dr.Alc == 0 && dr.Fort == 0 {
		line += " no effect"
	}
	return line
}

func signed(n int) string {
	if n > 0 {
		return "+" + strconv.Itoa(n)
	}
	return strconv.Itoa(n)
}

// frontOf is where a Drink of size w×h lies in front of seat q: just off
// the edge of their mat nearest the middle of the table (under a mat
// across the table, above or beside one at the side).
func (m *Model) frontOf(q int, w, h float32) Rect {
	r := m.Mats[q]
	const mx, my = TableX + TableW/2, (CentreTop + CentreBottom) / 2
	px, py := min(max(mx, r.X), r.X+r.W), min(max(my, r.Y), r.Y+r.H)
	dx, dy := float32(mx)-px, float32(my)-py
	if d := float32(math.Hypot(float64(dx), float64(dy))); d > 0 {
		dx, dy = dx/d, dy/d
	}
	cx := px + dx*(w/2+drinkGap+2)
	cy := py + dy*(h/2+drinkGap+2)
	return Rect{cx - w/2, cy - h/2, w, h}
}

// place returns the free spot for a w×h rectangle nearest to want that
// is nearer the mat of seat q (or of a teammate, who shares its Stats)
// than any other: inside the table, left of the
// log, clear of busy (want itself when there is none).
func (m *Model) place(q int, want Rect, w, h float32, busy []Rect) (float32, float32) {
	if x, y, ok := m.search(q, want, w, h, busy); ok {
		return x, y
	}
	// A crowded table (six Drinks and a stack of plays): any free spot.
	if x, y, ok := m.search(-1, want, w, h, busy); ok {
		return x, y
	}
	return want.X, want.Y
}

// search finds the free spot nearest to want, nearer seat q's team's mats
// than any other (any free spot when q < 0).
func (m *Model) search(q int, want Rect, w, h float32, busy []Rect) (float32, float32, bool) {
	const step = 8
	bestX, bestY, best := want.X, want.Y, float32(-1)
	for dy := float32(-400); dy <= 400; dy += step {
		for dx := float32(-600); dx <= 600; dx += step {
			d := dx*dx + dy*dy
			if best >= 0 && d >= best {
				continue
			}
			r := Rect{want.X + dx, want.Y + dy, w, h}
			if r.X < 12 || r.Y < 12 || r.X+r.W > TableRight-8 || r.Y+r.H > ScreenHeight-8 || overlapsAny(r, busy) {
				continue
			}
			if cx, cy := r.Center(); q >= 0 && !m.sameTeam(m.nearestMat(cx, cy), q) {
				continue
			}
			bestX, bestY, best = r.X, r.Y, d
		}
	}
	return bestX, bestY, best >= 0
}

func (m *Model) sameTeam(a, b int) bool {
	return a >= 0 && b >= 0 && m.T.Players[a].Team == m.T.Players[b].Team
}

// nearestMat is the seat whose mat's edge is nearest (x, y).
func (m *Model) nearestMat(x, y float32) int {
	best, bd := -1, float32(0)
	for q, r := range m.Mats {
		dx := max(r.X-x, 0, x-(r.X+r.W))
		dy := max(r.Y-y, 0, y-(r.Y+r.H))
		if d := dx*dx + dy*dy; best < 0 || d < bd {
			best, bd = q, d
		}
	}
	return best
}

func overlapsAny(r Rect, rs []Rect) bool {
	for _, o := range rs {
		if r.Overlaps(o) {
			return true
		}
	}
	return false
}

func grow(r Rect, d float32) Rect { return r.Grow(d) }

// centreObstacles lists what a Drink on the table must not cover: the
// mats, the piles and the Inn, the cards being played, the Round of
// Gambling and its cards, the team banners, teammates' hands and a
// Boss's Actions, the decision bar and the hand below it.
func (m *Model) centreObstacles() []Rect {
	out := []Rect{DrinkPilesArea, InnArea}
	for _, r := range m.Mats {
		out = append(out, grow(r, drinkGap))
	}
	if st := m.Stack(); len(st) > 0 {
		x, _ := m.StackPos(len(st) - 1)
		out = append(out, Rect{480, CentreTop - 4, x + MiniCardW - 480 + drinkGap, MiniCardH + 44})
	}
	if m.T.Round.Active {
		out = append(out, grow(RoundBox, drinkGap), grow(m.RoundCardsAt(), drinkGap))
		if a := m.RoundCardsAt(); m.RoundLabel != "" {
			out = append(out, Rect{a.X, a.Y - RoundLabelH, a.W, RoundLabelH})
		}
	}
	if m.T.Opts.Dungeon {
		out = append(out, grow(DungeonBox, drinkGap))
	}
	for _, t := range m.Teams {
		out = append(out, t.Banners...)
	}
	for _, mh := range m.MateHands {
		out = append(out, mh.Rects...)
		out = append(out, Rect{m.MateArea.X, mh.TextY - 10, m.MateArea.W, 20})
	}
	for _, b := range m.BossShown {
		out = append(out, Rect{b.X, b.Y - 22, max(b.Slot.W, lastRight(b.Rects)-b.X), b.Slot.H + 22})
	}
	if m.Reward {
		out = append(out, RewardBox)
	}
	out = append(out, m.BarArea())
	return out
}

func lastRight(rs []Rect) float32 {
	if len(rs) == 0 {
		return 0
	}
	r := rs[len(rs)-1]
	return r.X + r.W
}

// BarArea is the decision bar with its prompt line, and the hand under it.
func (m *Model) BarArea() Rect {
	top := float32(HandY - 14 - BarButtonH)
	for _, b := range m.Bar {
		top = min(top, b.Rect.Y)
	}
	top -= 36 // the prompt line above the buttons
	return Rect{HandX, top, TableRight - HandX, ScreenHeight - top}
}

// tableCardAt returns the card of a Drink on the table, of a card played in
// the Round, or the Drink discard's top card under (x, y).
func (m *Model) tableCardAt(x, y int) engine.CardID {
	for i := len(m.Drinks) - 1; i >= 0; i-- {
		d := m.Drinks[i]
		for k := len(d.Rects) - 1; k >= 0; k-- {
			if d.Rects[k].Contains(x, y) {
				return d.Cards[k]
			}
		}
	}
	for k := len(m.RoundCards) - 1; k >= 0; k-- {
		if m.RoundCards[k].Rect.Contains(x, y) {
			return m.RoundCards[k].ID
		}
	}
	if n := len(m.T.DrinkDiscard); n > 0 && DrinkDiscardRect.Contains(x, y) {
		return m.T.DrinkDiscard[n-1]
	}
	return m.dungeonCardAt(x, y)
}

// DrinkRect returns where card id lies among the Drinks on the table.
func (m *Model) DrinkRect(id engine.CardID) (Rect, bool) {
	for _, d := range m.Drinks {
		for k, c := range d.Cards {
			if c == id && !d.Copy {
				return d.Rects[k], true
			}
		}
	}
	return Rect{}, false
}

// Move is a card flying across the table.
type Move struct {
	Card     engine.CardID
	From, To Rect
	Order    int // its place in a Drink: its Chasers follow the Drink one after another
}

// DrinkMoves lists the cards that move from table old to table cur (two
// models of one game, a few answers apart): a revealed Drink flies from
// its drinker's Drink Me! pile (or the Drink Deck) to its place in front
// of them, a copy from the Drink it copies; a drunk Drink goes to the
// Drink discard.
func DrinkMoves(old, cur *Model) []Move {
	var out []Move
	was := map[engine.CardID]Rect{}
	copies := map[[2]int]bool{}
	for _, d := range old.Drinks {
		for k, id := range d.Cards {
			if d.Copy {
				copies[[2]int{d.Drinker, int(id)}] = true
			} else {
				was[id] = d.Rects[k]
			}
		}
	}
	for _, d := range cur.Drinks {
		for k, id := range d.Cards {
			if _, ok := was[id]; ok && !d.Copy {
				continue
			}
			if d.Copy && copies[[2]int{d.Drinker, int(id)}] {
				continue
			}
			from := DrinkDeckRect
			if d.Copy {
				if r, ok := cur.DrinkRect(id); ok {
					from = r
				}
			} else if q := drinkMeOf(old.T, cur.T, id, d.Drinker); q >= 0 && q < len(old.Mats) {
				from = PileRect(old.Mats[q], 0)
			}
			out = append(out, Move{Card: id, From: from, To: d.Rects[k], Order: k})
		}
	}
	for id, r := range was {
		if cur.T.ZoneOf(id) == engine.ZoneDrinkDiscard.String() {
			out = append(out, Move{Card: id, From: r, To: DrinkDiscardRect})
		}
	}
	sort.Slice(out, func(a, b int) bool { return out[a].Card < out[b].Card })
	return out
}

// drinkMeOf is the seat whose Drink Me! pile card id came from, -1 for
// none: the pile that held it, when the viewer saw it there (the
// all-seeing view); else the drinker's pile, or another's, that has
// fewer cards now (a Drink Me! pile is face down).
func drinkMeOf(old, cur *Table, id engine.CardID, drinker int) int {
	for q := range old.Players {
		if slices.Contains(old.Players[q].DrinkMe, id) {
			return q
		}
	}
	shrank := func(q int) bool {
		return q >= 0 && q < len(old.Players) && q < len(cur.Players) && len(cur.Players[q].DrinkMe) < len(old.Players[q].DrinkMe)
	}
	if shrank(drinker) {
		return drinker
	}
	for q := range old.Players {
		if shrank(q) {
			return q
		}
	}
	return -1
}
