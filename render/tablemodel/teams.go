package tablemodel

import (
	"slices"
	"sort"
	"strconv"

	"undercity/engine"
)

// Team is one team of a team game as the table shows it: one shared
// Fortitude / Alcohol / Gold tracker on its lead's mat, banners with its
// Potion Tokens.
type Team struct {
	ID      int8
	Seats   []int  // in seat order
	Lead    int    // the seat whose mat shows the shared tracker
	Title   string // the name on its banners
	Potions int
	// Banners: one under each run of its top mats, one above the bottom
	// mat. The first is its Potion Tokens' panel; the others are name
	// tags (BannerTagH high), without the tokens.
	Banners []Rect
	Tokens  []Rect // its Potion Tokens, on its first banner
	// Clickable: the viewer may use a Potion Token of this team now.
	Clickable bool
}

// MateHand is a hand face up to the hand seat (a teammate's, one played
// revealed, the cards of one the hand seat has looked at), or with
// Revealed the cards turned up from Seat's deck for everyone to see.
type MateHand struct {
	Seat     int
	Title    string
	TextY    float32 // the title's centre line
	Cards    []engine.CardID
	Rects    []Rect
	Revealed bool
}

// BossActions are a Boss's Actions kept face up with their counter.
type BossActions struct {
	Seat  int
	Label string // "Petra's Actions: 1 of 2"
	X, Y  float32
	Slot  Rect // the empty place when none are played
	Cards []engine.CardID
	Rects []Rect
}

// teams fills the team parts of the table.
func (m *Model) teams() {
	m.bossShown()
	if !m.T.TeamGame {
		m.mateHands() // hands the viewer has looked at, or played revealed
		return
	}
	s := m.T
	m.lead = map[int8]int{}
	clickable := int8(-1)
	if len(m.potions) > 0 {
		clickable = s.Players[m.Dec.Seat].Team
	}
	for _, tm := range m.teamIDs() {
		t := Team{ID: tm, Seats: m.teamSeats(tm), Title: m.teamTitle(tm), Potions: int(s.Teams[tm].Potions), Clickable: tm == clickable}
		t.Lead = m.teamLead(t.Seats)
		m.lead[tm] = t.Lead
		t.Banners = m.bannerRects(tm)
		for k := 1; k < len(t.Banners); k++ {
			t.Banners[k].H = BannerTagH
		}
		if len(t.Banners) > 0 {
			br := t.Banners[0]
			for k := 0; k < t.Potions; k++ {
				cx := br.X + br.W - 20 - float32(k)*27
				t.Tokens = append(t.Tokens, Rect{cx - 12, br.Y + br.H/2 - 12, 24, 24})
			}
		}
		m.Teams = append(m.Teams, t)
	}
	m.mateHands()
}

// BannerTagH is the height of a team's banners after the first (its name
// only: the Potion Tokens are on the first).
const BannerTagH = 24

// teamIDs lists the teams in order of their first seat.
func (m *Model) teamIDs() []int8 {
	var out []int8
	for q := range m.T.Players {
		if tm := m.T.Players[q].Team; !slices.Contains(out, tm) {
			out = append(out, tm)
		}
	}
	return out
}

// teamSeats lists a team's seats in seat order.
func (m *Model) teamSeats(team int8) []int {
	var out []int
	for q := range m.T.Players {
		if m.T.Players[q].Team == team {
			out = append(out, q)
		}
	}
	return out
}

// teamLead is the seat whose mat shows a team's tracker: the bottom seat
// when it is on the team, else the first who is not out.
func (m *Model) teamLead(seats []int) int {
	s := m.T
	lead := seats[0]
	for _, q := range seats {
		if s.Players[q].Out && lead == q {
			lead = -1
		} else if lead < 0 {
			lead = q
		}
	}
	if lead < 0 {
		lead = seats[0]
	}
	if slices.Contains(seats, m.Bottom) {
		lead = m.Bottom
	}
	return lead
}

// teamTitle is a team's name on its banner.
func (m *Model) teamTitle(tm int8) string {
	s := m.T
	seats := m.teamSeats(tm)
	if len(seats) == 1 {
		if s.Players[seats[0]].Boss {
			return "The Boss"
		}
		return s.Name(seats[0])
	}
	if bossBattle(s) {
		return "Challengers"
	}
	return "Team " + strconv.Itoa(int(tm)+1)
}

// TrackerSeats lists the seats whose mat shows a Fortitude / Alcohol /
// Gold tracker (in a team game one per team).
func (m *Model) TrackerSeats() []int {
	if !m.T.TeamGame {
		out := make([]int, len(m.T.Players))
		for i := range out {
			out[i] = i
		}
		return out
	}
	var out []int
	for _, q := range m.lead {
		out = append(out, q)
	}
	sort.Ints(out)
	return out
}

// Lead returns the seat whose mat shows seat q's tracker (q itself
// outside a team game).
func (m *Model) Lead(q int) int {
	if l, ok := m.lead[m.T.Players[q].Team]; ok && m.T.TeamGame {
		return l
	}
	return q
}

// TeamOf returns the table's view of a team (nil outside a team game).
func (m *Model) TeamOf(tm int8) *Team {
	for i := range m.Teams {
		if m.Teams[i].ID == tm {
			return &m.Teams[i]
		}
	}
	return nil
}

// bannerRects places a team's banners: one under each run of its top
// mats with no other team's mat between them, and one above the bottom mat.
func (m *Model) bannerRects(tm int8) []Rect {
	var top []int
	for q := range m.Mats {
		if q != m.Bottom && q != m.Column {
			top = append(top, q)
		}
	}
	sort.Slice(top, func(a, b int) bool { return m.Mats[top[a]].X < m.Mats[top[b]].X })
	var out []Rect
	if m.Bottom < len(m.T.Players) && m.T.Players[m.Bottom].Team == tm {
		r := m.Mats[m.Bottom]
		if m.Column >= 0 {
			r = m.Mats[m.Column] // the teammate just above the bottom mat
		}
		out = append(out, Rect{r.X, r.Y - 50, r.W, 40})
	}
	for i := 0; i < len(top); i++ {
		if m.T.Players[top[i]].Team != tm {
			continue
		}
		j := i
		for j+1 < len(top) && m.T.Players[top[j+1]].Team == tm {
			j++
		}
		a, b := m.Mats[top[i]], m.Mats[top[j]]
		out = append(out, Rect{a.X, max(a.Y+a.H, b.Y+b.H) + 4, b.X + b.W - a.X, 40})
		i = j
	}
	return out
}

// mateHands shows the hand seat's teammates' hands face up, left of the
// Drink Deck: teammates see each other's hands, and the hand seat's view
// holds exactly the hands that seat may see.
// Another player's hand played revealed, or the cards of it the hand seat
// has looked at (Daareka), are shown there too, and last the cards turned
// up from a deck for everyone to see while a player divides them
// (Daareka's "Psionic vision"). What is revealed to all players is shown
// with no hand seat too (a table watched behind the privacy curtain, or
// before a hot-seat player took the screen).
func (m *Model) mateHands() {
	s := m.T
	hs := m.HandSeat
	if hs >= len(s.Players) {
		return
	}
	y := m.MateArea.Y
	add := func(mh MateHand) {
		mh.TextY = y + 8
		m.layMateHand(&mh, y)
		m.MateHands = append(m.MateHands, mh)
		y += mateCardH + 26
	}
	for q := range s.Players {
		if q == hs || s.Players[q].Out {
			continue
		}
		mh := MateHand{Seat: q, Title: s.Name(q) + "'s hand (teammate)"}
		switch {
		case hs >= 0 && s.Players[q].Team == s.Players[hs].Team:
			mh.Cards = append([]engine.CardID(nil), s.Players[q].Hand...)
		case s.HandOpen(q):
			mh.Title, mh.Cards = s.Name(q)+"'s hand (revealed)", append([]engine.CardID(nil), s.Players[q].Hand...)
		case hs >= 0 && len(s.KnownHand(hs, q)) > 0:
			mh.Title, mh.Cards = s.Name(q)+"'s cards you have seen", s.KnownHand(hs, q)
		default:
			continue
		}
		if len(mh.Cards) == 0 {
			mh.Title += ": empty"
		}
		add(mh)
	}
	if cards, q := s.Division(); len(cards) > 0 {
		add(MateHand{Seat: q, Title: s.Name(q) + " reveals (to divide)", Cards: cards, Revealed: true})
	}
}

// The size of a card of a hand shown face up on the table.
const mateCardW, mateCardH = 56, 78

// layMateHand places the cards of mh in a row at y (under its title),
// overlapping them when they do not fit.
func (m *Model) layMateHand(mh *MateHand, y float32) {
	area := m.MateArea
	step := float32(mateCardW + 4)
	if n := len(mh.Cards); n > 1 && float32(n)*step > area.W {
		step = (area.W - mateCardW) / float32(n-1)
	}
	for k := range mh.Cards {
		mh.Rects = append(mh.Rects, Rect{area.X + step*float32(k), y + 18, mateCardW, mateCardH})
	}
}

// Revealed returns the cards turned up from seat's deck for everyone to
// see that the table shows (nil for none).
func (m *Model) Revealed(seat int) []engine.CardID {
	for _, mh := range m.MateHands {
		if mh.Revealed && mh.Seat == seat {
			return mh.Cards
		}
	}
	return nil
}

// MateHand returns the shown hand of teammate q.
func (m *Model) MateHand(q int) (MateHand, bool) {
	for _, mh := range m.MateHands {
		if mh.Seat == q && !mh.Revealed {
			return mh, true
		}
	}
	return MateHand{}, false
}

// A Boss across the table in a game with Dungeon Events: their Actions
// lie left of the Dungeon Event box, below the cards being played.
const BossBesideDungeonY, BossBesideDungeonW = 492, 240

// bossShown keeps a Boss Battle's Boss's Actions face up near their mat,
// with the counter "Actions: k of X".
func (m *Model) bossShown() {
	s := m.T
	if !bossBattle(s) {
		return
	}
	for q := range s.Players {
		p := &s.Players[q]
		if !p.Boss {
			continue
		}
		shown := p.Pile(engine.ZoneShown.String())
		// Above the Boss's own mat at the bottom left; for a Boss across the
		// table, in the right of the centre, under the Round of Gambling's box
		// and clear of the cards being played and the decision bar.
		w, h, gap := float32(76), float32(106), float32(6)
		x, y, avail := float32(14), float32(484), float32(276)
		if q != m.Bottom {
			w, h, x, y, avail = 64, 90, 1036, 474, 254
			if s.Round.Active {
				// Under the Round's cards, smaller, clear of the decision bar.
				w, h, y = 52, 72, RoundCardsArea.Y+roundCardsSmallH+24
			}
			if s.Opts.Dungeon {
				// The Dungeon Event box holds that place: left of it, under
				// the cards being played (left of the Round's cards there).
				w, h, y, avail = 64, 90, BossBesideDungeonY, BossBesideDungeonW
				x = DungeonBox.X - 12 - avail
				if s.Round.Active {
					x = RoundCardsBesideDungeon.X - 12 - avail
				}
			}
		}
		n := max(len(shown), 1)
		step := w + gap
		if n > 1 && float32(n)*step-gap > avail {
			step = (avail - w) / float32(n-1) // overlap rather than run into the Inn or the log
		}
		active := int(s.Active) == q && s.Phase == engine.PhaseAction
		b := BossActions{Seat: q, Label: s.Name(q) + "'s Actions", X: x, Y: y, Slot: Rect{x, y, w, h}}
		if active || len(shown) > 0 {
			b.Label += ": " + strconv.Itoa(int(p.Actions)) + " of " + strconv.Itoa(int(p.ActionsMax))
		}
		for k, id := range shown {
			b.Cards = append(b.Cards, id)
			b.Rects = append(b.Rects, Rect{x + float32(k)*step, y, w, h})
		}
		m.BossShown = append(m.BossShown, b)
	}
}

// PotionPopup lists the potion choices next to the clicked token tok,
// with Cancel last.
func (m *Model) PotionPopup(tok Rect) []Button {
	const w, h, gap = 132, 34, 6
	x := min(max(tok.X+tok.W/2-w/2, 8), TableRight-w-8)
	opts := m.potions
	n := len(opts) + 1
	y := tok.Y + tok.H + 8
	if y+float32(n)*(h+gap) > ScreenHeight-8 {
		y = tok.Y - 8 - float32(n)*(h+gap)
	}
	var out []Button
	for k, i := range append(append([]int(nil), opts...), -1) {
		label := "Cancel"
		if i >= 0 {
			label = potionLabel(m.Dec.Options[i])
		}
		out = append(out, Button{Label: label, Rect: Rect{x, y + float32(k)*(h+gap), w, h}, Size: 15, Opt: i})
	}
	return out
}

// bossBattle reports whether the game's mode has one Boss against a team
// (the mode table's Boss seating, not a mode id).
func bossBattle(s *Table) bool {
	m, _ := engine.Mode(s.GameMode())
	return m.Bosses == engine.BossFirst
}
