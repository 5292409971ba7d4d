package gambletable

import (
	"strconv"
	"strings"

	"undercity/engine/gamble"
)

// Showdown is a game's result laid out on the table, as the engine
// recorded it (gamble.Result): every hand shown at the showdown face up at
// its seat with its rank or score, and who won what from which pot. The
// table shows it when a game ends, until Continue; "Last game" shows the
// same again.
type Showdown struct {
	Game  int
	Title string
	Seats []ShowSeat
	// Lines say what each pot paid: "Mara wins 12 from the main pot".
	Lines []string
	// Spoke (The Wheel) names the strongest spoke; Spokes are the Grey
	// Cards with their strength.
	Spoke  string
	Spokes []SpokeView
	// Table is the cards face up in the middle (the King, the War Cards,
	// the jobs).
	Table []CardView
	// LinesRect is where the lines are written (under Title), Button the
	// Continue (or Close) button.
	LinesRect Rect
	Button    Rect
}

// ShowSeat is one seat in a Showdown.
type ShowSeat struct {
	Seat   int
	Name   string
	Box    Rect
	Viewer bool
	// Shown: the seat's hand was shown (it was still in at the showdown).
	Shown    bool
	Cards    []CardView
	Dice     []DieView
	City     []CardView // the districts of a city, each with its points
	CityGrid Rect
	Points   []int // the points of each City card, in the same order
	Failed   []bool
	Rank     string // the hand's rank or score in the booklet's words
	// Detail (City Square) sums the city's points by district:
	// "Markets 3, Estates 2".
	Detail   string
	Place    int
	Won      int // money won from the pots
	RankRect Rect
}

// Showdown layout.
const (
	showCardW, showCardH = 58, 81
	showCellW, showCellH = 34, 38
	bigCellW, bigCellH   = 44, 46
)

// ShowdownButton is where Continue (or Close) sits: under the lines, at
// the right of the centre.
var ShowdownButton = rect(centreX+centreW-230, centreTop+270, 220, 48)

// BuildShowdown lays out result r for viewer at the table of s (which
// names the seats).
func BuildShowdown(s *gamble.State, r *gamble.Result, viewer int) *Showdown {
	sd := &Showdown{Game: r.Game, Button: ShowdownButton,
		LinesRect: rect(centreX, centreTop+36, centreW, 160)}
	switch {
	case r.GameID == gamble.DragonHordes:
		sd.Title = "Game " + strconv.Itoa(r.Game) + ": Dragon Hordes is over"
	case r.ByFold:
		sd.Title = "Game " + strconv.Itoa(r.Game) + ": everyone else folded"
	default:
		sd.Title = "Game " + strconv.Itoa(r.Game) + ": the showdown"
	}
	hands := map[int]gamble.HandResult{}
	for _, h := range r.Hands {
		hands[h.Seat] = h
	}
	won := map[int]int{}
	for _, a := range r.Awards {
		if a.Replay {
			continue
		}
		for _, q := range a.Seats {
			won[q] += a.Each
		}
	}
	n := s.NumSeats()
	for k := 0; k < n; k++ {
		q := (max(viewer, 0) + k) % n // a spectator's: from the first seat
		ss := ShowSeat{Seat: q, Name: s.Name(q), Box: seatBox(n, k), Viewer: k == 0, Won: won[q]}
		if b := ss.Box; ss.Viewer {
			ss.RankRect = rect(b.X+8, b.Y+58, b.W-16, 60)
		} else {
			ss.RankRect = rect(b.X+8, b.Y+30, b.W-16, 24)
		}
		h, ok := hands[q]
		if ok {
			ss.Shown, ss.Rank, ss.Place = true, h.Rank, h.Place
			layoutShown(&ss, h)
		}
		sd.Seats = append(sd.Seats, ss)
	}
	sd.Lines = AwardLines(s, r)
	if r.Spoke >= 0 {
		k := int(r.Spoke)
		sd.Spoke = "The strongest spoke: " + gamble.SpokeRank(k).String() + " (strength " + strconv.Itoa(r.Strength[k]) + ")"
		step := float32(centreW) / gamble.NumSpokes
		for i := 0; i < gamble.NumSpokes; i++ {
			x := centreX + float32(i)*step + (step-miniW)/2
			sd.Spokes = append(sd.Spokes, SpokeView{Index: i, Rank: gamble.SpokeRank(i), Strength: r.Strength[i],
				Target: i == k, Card: rect(x, centreTop+200, miniW, miniH)})
		}
	}
	for i, rr := range fan(len(r.Table), centreX+20, centreTop+210, centreW-280, miniW, miniH) {
		sd.Table = append(sd.Table, CardView{ID: r.Table[i], Rect: rr, Face: true, Up: true, Spot: -1})
	}
	return sd
}

// seatBox is the box of the k-th seat from the viewer (0: the viewer's).
func seatBox(n, k int) Rect {
	if k == 0 {
		return viewerBox
	}
	return slots[slotsFor[n-1][k-1]]
}

// layoutShown places a shown hand: the viewer's full size where their
// hand is, another's in their box.
func layoutShown(ss *ShowSeat, h gamble.HandResult) {
	b := ss.Box
	var x, y, w, cw, ch float32
	var cellW, cellH float32
	if ss.Viewer {
		x, y, w, cw, ch = handX, handY, handW, handCardW, handCardH
		cellW, cellH = bigCellW, bigCellH
	} else {
		x, y, w, cw, ch = b.X+8, b.Y+56, b.W-16, showCardW, showCardH
		cellW, cellH = showCellW, showCellH
	}
	if len(h.Districts) > 0 {
		ss.Detail = districtSums(h.Districts)
		minR, minC := gamble.CityBoard, gamble.CityBoard
		for _, d := range h.Districts {
			minR, minC = min(minR, d.Spot/gamble.CityBoard), min(minC, d.Spot%gamble.CityBoard)
		}
		gx := x
		if !ss.Viewer {
			gx = b.X + b.W - 8 - gamble.CitySide*cellW
			y = b.Y + 30
		}
		ss.CityGrid = rect(gx, y, gamble.CitySide*cellW, gamble.CitySide*cellH)
		for _, d := range h.Districts {
			r, c := d.Spot/gamble.CityBoard-minR, d.Spot%gamble.CityBoard-minC
			ss.City = append(ss.City, CardView{ID: d.Card, Rect: rect(gx+float32(c)*cellW+1, y+float32(r)*cellH+1, cellW-2, cellH-2),
				Face: true, Up: true, Spot: d.Spot})
			ss.Points = append(ss.Points, d.Points)
			ss.Failed = append(ss.Failed, d.Failed)
		}
		if !ss.Viewer {
			ss.RankRect = rect(b.X+8, b.Y+30, b.W-24-gamble.CitySide*cellW, 24)
		}
		return
	}
	cardsW := w
	if len(h.Dice) > 0 && !ss.Viewer && len(h.Cards) > 0 {
		cardsW = 2*cw + 6
	}
	for i, r := range fan(len(h.Cards), x, y, cardsW, cw, ch) {
		ss.Cards = append(ss.Cards, CardView{ID: h.Cards[i], Rect: r, Face: true, Up: true, Spot: -1})
	}
	dice := h.Dice
	if len(h.Cards) > 0 && len(dice) >= len(h.Cards) {
		dice = dice[:len(dice)-len(h.Cards)] // Hidden Fate: the card's value is the card's
	}
	if len(dice) > 0 {
		dx, dy, size := x, y, float32(30)
		if len(h.Cards) > 0 {
			dx = x + min(cardsW, float32(len(h.Cards))*(cw+6)) + 4
		}
		if ss.Viewer {
			size = dieSize
		}
		for i, d := range dice {
			ss.Dice = append(ss.Dice, DieView{Value: int(d), Kept: true, Rect: rect(dx+float32(i)*(size+5), dy, size, size)})
		}
	}
}

// AwardLines says what each pot of a result paid, in the booklet's words:
// the main pot and the side pots by name, splits, what stayed in the pot,
// and Playing for Shares' places.
func AwardLines(s *gamble.State, r *gamble.Result) []string {
	side := false
	for _, a := range r.Awards {
		side = side || a.Pot > 0
	}
	names := func(seats []int) string {
		var ns []string
		for _, q := range seats {
			ns = append(ns, s.Name(q))
		}
		switch len(ns) {
		case 0:
			return "nobody"
		case 1:
			return ns[0]
		}
		return strings.Join(ns[:len(ns)-1], ", ") + " and " + ns[len(ns)-1]
	}
	n := strconv.Itoa
	var out []string
	for _, a := range r.Awards {
		pot := "the pot"
		switch {
		case a.Pot < 0:
			pot = "the Horde Cards"
		case a.Pot > 0:
			pot = "side pot " + n(a.Pot)
		case side:
			pot = "the main pot"
		}
		var line string
		switch {
		case a.Place > 0 && len(a.Seats) == 0:
			line = placeName(a.Place) + " place: nobody; " + n(a.Carried) + " stays in the pot"
		case a.Place > 0 && len(a.Seats) == 1:
			line = placeName(a.Place) + " place: " + names(a.Seats) + " wins " + n(a.Each)
		case a.Place > 0:
			line = placeName(a.Place) + " place: " + names(a.Seats) + " share " + n(a.Amount) + ", " + n(a.Each) + " each"
		case a.Replay:
			line = names(a.Seats) + " tie for " + pot + " (" + n(a.Amount) + "): it stays in the pot for a replay"
		case len(a.Seats) == 1:
			line = names(a.Seats) + " wins " + n(a.Each) + " from " + pot
		default:
			line = names(a.Seats) + " split " + pot + " (" + n(a.Amount) + "): " + n(a.Each) + " each"
		}
		if a.Carried > 0 && !a.Replay && len(a.Seats) > 0 {
			line += "; " + n(a.Carried) + " stays in the pot"
		}
		out = append(out, line)
	}
	return out
}

func placeName(p int) string {
	switch p {
	case 1:
		return "1st"
	case 2:
		return "2nd"
	case 3:
		return "3rd"
	}
	return strconv.Itoa(p) + "th"
}

// CardAt is the face-up card of the showdown under (x, y), for zooming.
func (sd *Showdown) CardAt(x, y int) (gamble.CardID, bool) {
	for i := len(sd.Seats) - 1; i >= 0; i-- {
		s := &sd.Seats[i]
		if id, ok := topCardAt(s.Cards, x, y); ok {
			return id, true
		}
		if id, ok := topCardAt(s.City, x, y); ok {
			return id, true
		}
	}
	return topCardAt(sd.Table, x, y)
}

func topCardAt(cards []CardView, x, y int) (gamble.CardID, bool) {
	for i := len(cards) - 1; i >= 0; i-- {
		if cards[i].Face && cards[i].Rect.Contains(x, y) {
			return cards[i].ID, true
		}
	}
	return gamble.NoCard, false
}

// FaceAt is a card whose face the viewer sees under (x, y) that is not
// theirs to play: another player's revealed card, a city card, a card on
// the table or on The Wheel, for zooming.
func (m *Model) FaceAt(x, y int) (gamble.CardID, bool) {
	for i := len(m.Seats) - 1; i >= 1; i-- {
		s := &m.Seats[i]
		if id, ok := topCardAt(s.Cards, x, y); ok {
			return id, true
		}
		if id, ok := topCardAt(s.City, x, y); ok {
			return id, true
		}
	}
	if id, ok := topCardAt(m.Seats[0].City, x, y); ok {
		return id, true
	}
	return topCardAt(m.Table, x, y)
}

// districtSums sums a city's points by kind of district, in the order
// the kinds first appear: "Markets 3, Estates 2, Slums 0".
func districtSums(ds []gamble.District) string {
	var kinds []string
	sum := map[string]int{}
	for _, d := range ds {
		if _, ok := sum[d.Kind]; !ok {
			kinds = append(kinds, d.Kind)
		}
		sum[d.Kind] += d.Points
	}
	var parts []string
	for _, k := range kinds {
		name := k
		if !strings.HasSuffix(k, "s") {
			name += "s"
		}
		parts = append(parts, name+" "+strconv.Itoa(sum[k]))
	}
	return strings.Join(parts, ", ")
}
