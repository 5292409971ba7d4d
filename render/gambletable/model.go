package gambletable

import (
	"strconv"

	"undercity/engine/gamble"
)

// CardView is one card where the viewer sees it.
type CardView struct {
	ID   gamble.CardID
	Rect Rect
	// Face: the viewer sees its face (face up, or a card of theirs); else
	// its back is drawn.
	Face bool
	// Up: face up for everyone.
	Up        bool
	Clickable bool
	Selected  bool
	// Spot is the district of a city card (City Square) or the spoke of a
	// card on The Wheel; -1 otherwise.
	Spot int
}

// DieView is one die.
type DieView struct {
	Value int
	Rect  Rect
	Kept  bool // in a Threes Keep
}

// SeatView is one player at the table.
type SeatView struct {
	Seat                  int
	Name                  string
	Box                   Rect
	Money, Bet, Committed int
	In, Folded, Starting  bool
	Turn                  bool // the pending decision is theirs
	Viewer                bool
	Cards                 []CardView
	City                  []CardView
	Dice                  []DieView
	Loans, Debts          int
	Score                 int // Adventurer's Choice final score so far
	CityGrid              Rect
	NameRect, MoneyRect   Rect
	BetRect               Rect // where this round's bet is shown, toward the pot
}

// PotView is the main pot or a side pot.
type PotView struct {
	Label  string
	Amount int
	Rect   Rect
}

// SpokeView is a spoke of The Wheel.
type SpokeView struct {
	Index    int
	Rank     gamble.Rank
	Strength int
	Marked   bool
	Card     Rect // the Grey Card that stands for it
	Target   bool // a selected card may be played here
}

// HordeView is a Horde Card of Dragon Hordes and the money on it.
type HordeView struct {
	Card  gamble.CardID
	Money int
	Rect  Rect
}

// Action is what a button does.
type Action int

const (
	ActAnswer    Action = iota // answer Key
	ActRaiseDown               // a smaller raise
	ActRaiseUp                 // a larger raise
	ActPage                    // more options
	ActPickGame                // choose_game: pick game Index
	ActVariant                 // choose_game: toggle variant Index
	ActUnselect                // forget the selected card
	ActRules                   // show or hide the rules panel's next section
	ActNone                    // a place kept for a button not offered now (drawn off)
	ActWatch                   // out of money: watch the others play on
	ActLeave                   // out of money: leave the table
)

// Button is a decision button.
type Button struct {
	Label string
	Rect  Rect
	Key   string
	Act   Action
	Index int
	On    bool
	Tip   string // a variant in one line, shown on hover
}

// Model is the gambling table as the viewer sees it.
type Model struct {
	Header     string
	Sub        string
	Prompt     string
	Seats      []SeatView
	Pots       []PotView
	PotRect    Rect
	CurrentBet int
	Betting    bool
	Deck       int
	DeckRect   Rect
	Table      []CardView
	Spokes     []SpokeView
	Hordes     []HordeView
	Dice       []DieView // Dragon Hordes' two dice
	Buttons    []Button
	RaiseLabel string
	RulesRect  Rect
	Game       gamble.GameID
	Variants   gamble.Variants
	Over       bool
	Winners    []int
	Mine       bool
	// Decision is the pending decision, when it is the viewer's.
	Decision gamble.Decision
	// Why says why the last click did nothing (a spoke the selected card
	// may not go on), "" when it did.
	Why string
	// CityScore (City Square) is the viewer's city's points so far, in
	// words, above their city.
	CityScore     string
	CityScoreRect Rect
	// Broke: the viewer has too little money to ante. BrokeRect is the
	// panel that says so (until they choose to watch), BrokeButtons its
	// choices: watch, leave, and in Adventurer's Choice take the loan
	// offered.
	Broke        bool
	BrokeRect    Rect
	BrokeButtons []Button
}

// Layout of the table (canvas coordinates).
const (
	boxW, boxH         = 232, 172
	centreX, centreW   = 300, 720
	centreTop          = 244
	rowY               = 358
	tableCardW         = 80
	tableCardH         = 112
	handX, handY       = 300, 606
	handW              = 980
	handCardW          = 100
	handCardH          = 140
	viewerDiceY        = 756
	dieSize            = 36
	barY, barH         = 828, 50
	barX, barW         = 30, 1250
	rulesX, rulesY     = 1300, 60
	rulesW, rulesH     = 290, 820
	miniW, miniH       = 40, 56
	cityCellW          = 40
	cityCellH          = 46
	smallCityW         = 19
	smallCityH         = 25
	PromptY            = 810
	potX, potY         = 560, 248
	potW, potH         = 460, 100
	deckX, deckY       = 304, 248
	deckW, deckH       = 70, 98
	chooseGameTop      = 360
	pickerW            = 220
	buttonGap          = 10
	buttonMinW         = 150
	buttonsPerPageWant = 6
)

// The seats of the other players go round the table from the viewer's
// left (bottom-left) clockwise to their right.
var slots = []Rect{
	{X: 40, Y: 414, W: boxW, H: boxH}, {X: 40, Y: 214, W: boxW, H: boxH},
	{X: 300, Y: 60, W: boxW, H: boxH}, {X: 544, Y: 60, W: boxW, H: boxH}, {X: 788, Y: 60, W: boxW, H: boxH},
	{X: 1044, Y: 214, W: boxW, H: boxH}, {X: 1044, Y: 414, W: boxW, H: boxH},
}

// slotsFor is which slots k other players take, spread round the table.
var slotsFor = [][]int{nil, {3}, {2, 4}, {1, 3, 5}, {1, 2, 4, 5}, {1, 2, 3, 4, 5}, {0, 1, 2, 4, 5, 6}, {0, 1, 2, 3, 4, 5, 6}}

// NewsRect is where the latest wins, splits and loans are written, under
// the centre and left of the City Square grid.
var NewsRect = Rect{X: centreX, Y: 574, W: 500, H: 26}

// LastGameRect is the "Last game" button in the viewer's panel (right of
// the bet), and LastGamePanel where hovering it shows the cards turned up
// in the last game.
var (
	LastGameRect  = Rect{X: 40 + 100, Y: handY + 210 - 38, W: 124, H: 30}
	LastGamePanel = Rect{X: centreX, Y: centreTop, W: centreW, H: 326}
)

// viewerBox is the viewer's own panel, left of their hand.
var viewerBox = Rect{X: 40, Y: handY, W: boxW, H: 210}

// View is what the table screen knows: what the viewer may see, and its
// own state (the raise being picked, a selected card, the options page,
// the game being chosen).
type View struct {
	State  *gamble.State // an Observation's state: read only
	Viewer int
	// Mine: the pending decision is the viewer's, and theirs to answer here.
	Mine       bool
	RaiseAt    int
	Selected   gamble.CardID
	Page       int
	PickGame   int // index in gamble.Games while choosing a game
	PickVars   gamble.Variants
	ShowScores bool
	// Why says why the last click did nothing (see Model.Why).
	Why string
	// Watching: the viewer, out of money, chose to watch (the panel that
	// says so is closed).
	Watching bool
}

// NewView is a view of st for viewer with nothing selected.
func NewView(st *gamble.State, viewer int, mine bool) *View {
	return &View{State: st, Viewer: viewer, Mine: mine, Selected: gamble.NoCard, RaiseAt: -1}
}

// heading names game g of session s (Adventurer's Choice says so first).
func heading(s *gamble.State, g gamble.GameID, _ gamble.Variants) string {
	if s.Setup.Game == gamble.AdventurersChoice {
		return "Adventurer's Choice: " + GameTitle(g)
	}
	return GameTitle(g)
}

// HeadResult makes the header name the game whose result r is shown, not
// the next one the session has already moved on to: the table stays on a
// showdown until Continue.
func (m *Model) HeadResult(s *gamble.State, r *gamble.Result) {
	m.Header = heading(s, r.GameID, r.Variants)
	m.Sub = "Game " + strconv.Itoa(r.Game) + "  ·  the result"
	if vs := variantNames(r.Variants); vs != "" {
		m.Sub += "  ·  " + vs
	}
}

// Build works out the whole table.
func (v *View) Build() *Model {
	s := v.State
	m := &Model{Game: s.Game, Variants: s.Variants, Over: s.Over, Deck: len(s.Deck),
		DeckRect: rect(deckX, deckY, deckW, deckH), PotRect: rect(potX, potY, potW, potH),
		RulesRect: rect(rulesX, rulesY, rulesW, rulesH), CurrentBet: s.Round.Current, Betting: s.Round.Active}
	for _, w := range s.Winners {
		m.Winners = append(m.Winners, int(w))
	}
	m.Header, m.Sub = heading(s, s.Game, s.Variants), "Game "+strconv.Itoa(s.Played)+"  ·  Starting Player: "+s.Name(int(s.Starting))
	if vs := variantNames(s.Variants); vs != "" {
		m.Sub += "  ·  " + vs
	}
	d, pending := s.Pending()
	m.Mine = v.Mine && pending && d.Seat == v.Viewer
	if m.Mine {
		m.Decision = d
		m.Prompt = d.Prompt
	} else if pending {
		m.Prompt = "Waiting for " + s.Name(d.Seat) + "…"
	}
	if s.Over {
		m.Prompt = "The session is over."
	}
	v.seats(m, d, pending)
	v.centre(m)
	v.options(m)
	if m.Mine && v.Selected != gamble.NoCard {
		for _, o := range optionsFor(d, v.Selected) {
			switch o.Verb {
			case gamble.VerbSpoke:
				m.Prompt = "Click a spoke"
			case gamble.VerbBuild:
				m.Prompt = "Click a district of your city"
			}
		}
	}
	m.Why = v.Why
	v.broke(m, d)
	if g := m.Seats[0].CityGrid; s.Game == gamble.CitySquare && g.W > 0 {
		pts := s.CityScore(v.bottom())[0]
		whose := "Your city: "
		if v.Viewer < 0 {
			whose = s.Name(v.bottom()) + "'s city: "
		}
		m.CityScore = whose + strconv.Itoa(int(pts)) + " points"
		if pts == 1 {
			m.CityScore = whose + "1 point"
		}
		m.CityScoreRect = rect(g.X, g.Y+g.H+2, g.W, 22)
	}
	return m
}

func variantNames(vs gamble.Variants) string {
	out := ""
	for _, t := range variantTitles {
		if vs&t.v != 0 {
			if out != "" {
				out += ", "
			}
			out += t.name
		}
	}
	return out
}

// sees reports whether the viewer may see a card's face (a spectator: a
// card every seat has seen).
func (v *View) sees(id gamble.CardID) bool {
	ci := v.State.Cards[id]
	if v.Viewer < 0 {
		all := uint16(1)<<v.State.NumSeats() - 1
		return ci.Up || ci.Seen&all == all
	}
	return ci.Up || ci.Seen&(1<<uint(v.Viewer)) != 0
}

// bottom is the seat drawn in the viewer's place: the viewer's, or the
// first seat for a spectator (gamble.Public), who sees it as the others.
func (v *View) bottom() int { return max(v.Viewer, 0) }

func (v *View) seats(m *Model, d gamble.Decision, pending bool) {
	s := v.State
	n := s.NumSeats()
	others := slotsFor[n-1]
	for k := 0; k < n; k++ {
		q := (v.bottom() + k) % n
		p := &s.Players[q]
		sv := SeatView{Seat: q, Name: s.Name(q), Money: p.Money, Bet: p.Bet, Committed: p.Committed, In: p.In, Folded: p.Folded,
			Starting: q == int(s.Starting), Turn: pending && d.Seat == q, Viewer: k == 0}
		if s.Setup.Game == gamble.AdventurersChoice {
			sv.Loans, sv.Debts = int(s.Loans[q]), int(s.Debts[q])
			sv.Score = s.FinalScore(q)
		}
		if k == 0 {
			sv.Box = viewerBox
			v.viewerSeat(&sv, p)
		} else {
			sv.Box = slots[others[k-1]]
			v.otherSeat(&sv, p)
		}
		b := sv.Box
		sv.NameRect = rect(b.X+8, b.Y+4, b.W-16, 26)
		sv.MoneyRect = rect(b.X+8, b.Y+30, b.W-16, 24)
		m.Seats = append(m.Seats, sv)
	}
}

func (v *View) otherSeat(sv *SeatView, p *gamble.Player) {
	b := sv.Box
	sv.BetRect = rect(b.X+b.W-70, b.Y+b.H-34, 62, 28)
	handW := b.W - 16
	if len(p.City) > 0 || v.State.Game == gamble.CitySquare {
		handW = b.W - 16 - smallCityW*gamble.CityBoard - 8
		sv.CityGrid = rect(b.X+b.W-8-smallCityW*gamble.CityBoard, b.Y+30, smallCityW*gamble.CityBoard, smallCityH*gamble.CityBoard)
		sv.BetRect = rect(b.X+8, b.Y+b.H-34, 62, 28)
	}
	for i, r := range fan(len(p.Hand), b.X+8, b.Y+58, handW, miniW, miniH) {
		id := p.Hand[i]
		sv.Cards = append(sv.Cards, CardView{ID: id, Rect: r, Face: v.sees(id), Up: v.State.Cards[id].Up, Spot: -1})
	}
	sv.City = v.city(p, sv.CityGrid, smallCityW, smallCityH)
	sv.Dice = dice(p, b.X+8, b.Y+b.H-32, 26, handW-70)
}

func (v *View) viewerSeat(sv *SeatView, p *gamble.Player) {
	sv.BetRect = rect(sv.Box.X+8, sv.Box.Y+sv.Box.H-36, 80, 28)
	for i, r := range fan(len(p.Hand), handX, handY, handW, handCardW, handCardH) {
		id := p.Hand[i]
		sv.Cards = append(sv.Cards, CardView{ID: id, Rect: r, Face: v.Viewer >= 0 || v.sees(id), Up: v.State.Cards[id].Up, Selected: id == v.Selected, Spot: -1})
	}
	if v.State.Game == gamble.CitySquare {
		// Your city fills the right of the centre (City Square has no
		// cards on the table).
		sv.CityGrid = rect(centreX+centreW-cityCellW*gamble.CityBoard, rowY, cityCellW*gamble.CityBoard, cityCellH*gamble.CityBoard)
		sv.City = v.city(p, sv.CityGrid, cityCellW, cityCellH)
	}
	sv.Dice = dice(p, handX, viewerDiceY, dieSize, handW)
}

// city places a player's city cards on its grid (a covered card under the
// card on top of it).
func (v *View) city(p *gamble.Player, grid Rect, cw, ch float32) []CardView {
	var out []CardView
	for i, id := range p.City {
		if i >= len(p.Spots) {
			break
		}
		k := int(p.Spots[i])
		r := rect(grid.X+float32(k%gamble.CityBoard)*cw+1, grid.Y+float32(k/gamble.CityBoard)*ch+1, cw-2, ch-2)
		out = append(out, CardView{ID: id, Rect: r, Face: true, Up: true, Spot: k})
	}
	return out
}

// fan spreads n cards of w×h from x over width, overlapping when they
// do not fit side by side.
func fan(n int, x, y, width, w, h float32) []Rect {
	if n == 0 {
		return nil
	}
	step := w + 6
	if n > 1 && float32(n-1)*step+w > width {
		step = (width - w) / float32(n-1)
	}
	out := make([]Rect, n)
	for i := range out {
		out[i] = rect(x+float32(i)*step, y, w, h)
	}
	return out
}

// dice lays out a player's dice: the Keep first, then the dice rolled.
func dice(p *gamble.Player, x, y, size, width float32) []DieView {
	var vals []DieView
	for _, d := range p.Keep[:p.NKeep] {
		vals = append(vals, DieView{Value: int(d), Kept: true})
	}
	for _, d := range p.Rolled[:p.NRolled] {
		vals = append(vals, DieView{Value: int(d)})
	}
	step := size + 6
	if n := len(vals); n > 1 && float32(n-1)*step+size > width {
		step = (width - size) / float32(n-1)
	}
	for i := range vals {
		vals[i].Rect = rect(x+float32(i)*step, y, size, size)
	}
	return vals
}

func (v *View) centre(m *Model) {
	s := v.State
	for i, p := range s.Pots() {
		label := "Pot"
		if i > 0 {
			label = "Side pot " + strconv.Itoa(i)
		}
		col, row := float32(i%3), float32(i/3)
		m.Pots = append(m.Pots, PotView{Label: label, Amount: p.Amount, Rect: rect(potX+col*potW/3, potY+30+row*22, potW/3, 22)})
	}
	switch s.Game {
	case gamble.TheWheel:
		v.wheel(m)
	case gamble.DragonHordes:
		v.hordes(m)
	}
	if d, ok := s.Pending(); ok && d.Kind == gamble.DecChooseGame {
		return // the last game's cards are gone; the choice of game takes the row
	}
	if s.Game != gamble.TheWheel {
		rs := fan(len(s.Table), centreX, rowY+14, centreW, tableCardW, tableCardH)
		for i, id := range s.Table {
			m.Table = append(m.Table, CardView{ID: id, Rect: rs[i], Face: v.sees(id), Up: true, Spot: -1})
		}
	}
}

func (v *View) wheel(m *Model) {
	s := v.State
	step := float32(centreW) / gamble.NumSpokes
	for k := 0; k < gamble.NumSpokes; k++ {
		x := centreX + float32(k)*step + (step-tableCardW)/2
		m.Spokes = append(m.Spokes, SpokeView{Index: k, Rank: gamble.SpokeRank(k), Strength: s.Wheel.Strength[k],
			Marked: s.Wheel.Marked&(1<<uint(k)) != 0, Card: rect(x, rowY+24, tableCardW, tableCardH)})
	}
	// The cards played on each spoke, stacked under it.
	count := make([]int, gamble.NumSpokes)
	for i, id := range s.Table {
		if i >= len(s.Wheel.Spokes) {
			break
		}
		k := int(s.Wheel.Spokes[i])
		c := m.Spokes[k].Card
		r := rect(c.X+float32(count[k]%4)*10, c.Y+c.H+6+float32(min(count[k]/4, 3))*12, 44, 30)
		count[k]++
		m.Table = append(m.Table, CardView{ID: id, Rect: r, Face: true, Up: true, Spot: k})
	}
}

func (v *View) hordes(m *Model) {
	s := v.State
	step := float32(centreW) / gamble.NumHordes
	for h := 0; h < gamble.NumHordes; h++ {
		x := centreX + float32(h)*step + (step-tableCardW)/2
		m.Hordes = append(m.Hordes, HordeView{Card: gamble.HordeCard(h), Money: s.Hordes.Money[h], Rect: rect(x, rowY+14, tableCardW, tableCardH)})
	}
	if s.Hordes.Rolled {
		for i, d := range s.Hordes.Dice {
			m.Dice = append(m.Dice, DieView{Value: int(d), Rect: rect(deckX+deckW+16+float32(i)*(dieSize+8), deckY+20, dieSize, dieSize)})
		}
	}
}

// BrokeRect is the out-of-money panel, in the middle of the table.
var BrokeRect = rect(centreX+110, centreTop+20, 500, 190)

// broke says when the viewer is out of money: too little to ante, and not
// in the game. In Adventurer's Choice a loan offered to them is one of the
// panel's choices (and is answered as the decision's loan option).
func (v *View) broke(m *Model, d gamble.Decision) {
	s := v.State
	if v.Viewer < 0 {
		return // a spectator has no money to lose
	}
	p := &s.Players[v.Viewer]
	if s.Over || p.Money >= s.Ante() || (p.In && s.Phase != gamble.PhaseLoans) || v.Watching {
		return
	}
	m.Broke, m.BrokeRect = true, BrokeRect
	labels := []Button{{Label: "Watch", Act: ActWatch}, {Label: "Leave", Act: ActLeave}}
	if m.Mine && d.Kind == gamble.DecLoan {
		for _, o := range d.Options {
			if o.Verb == gamble.VerbLoan {
				labels = append(labels, Button{Label: "Take a loan", Key: o.Key, Act: ActAnswer})
			}
		}
	}
	w := float32(140)
	x := BrokeRect.X + (BrokeRect.W-float32(len(labels))*(w+buttonGap)+buttonGap)/2
	for i, b := range labels {
		b.Rect = rect(x+float32(i)*(w+buttonGap), BrokeRect.Y+BrokeRect.H-60, w, 44)
		m.BrokeButtons = append(m.BrokeButtons, b)
	}
}

// ClickBroke handles a click on the out-of-money panel: Watch closes it;
// it returns the action clicked (ActLeave for the screen to act on) and
// the key of a loan taken.
func (v *View) ClickBroke(m *Model, x, y int) (Action, string, bool) {
	for _, b := range m.BrokeButtons {
		if b.Rect.Contains(x, y) {
			if b.Act == ActWatch {
				v.Watching = true
			}
			return b.Act, b.Key, true
		}
	}
	return 0, "", false
}
