package render

import (
	"image/color"
	"slices"
	"sort"
	"strconv"
	"strings"
	"time"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/tinne26/etxt"

	"undercity/engine"
	"undercity/game"
)

// Team variants and Boss Battle on the client (issue 8): the New Game
// screen's variant chooser (seat counts from engine.Modes, Boss seats
// limited to the characters who can be Bosses, teams shown as pairs), and
// at the table one shared Fortitude / Alcohol / Gold tracker per team (on
// the team's lead mat; the teammates' mats say whose tracker they share), a
// team banner with the Potion Tokens (clickable when a potion: option is
// offered), the Boss's Actions kept face up with a counter, and the hands
// of the viewer's teammates face up (teammates see each other's hands).

// teamModes are the variants the New Game screen's third chip cycles
// through, in table order: every mode of engine.Modes with teams or Bosses.
var teamModes = func() []string {
	var out []string
	for _, m := range engine.Modes {
		if !m.Otto && (m.TeamGame() || m.Bosses != engine.BossNone) {
			out = append(out, m.ID)
		}
	}
	return out
}()

// modeInfo is a mode's row of engine.Modes.
func modeInfo(mode string) engine.ModeInfo {
	m, _ := engine.Mode(mode)
	return m
}

// teamPick is the New Game screen's variant chooser.
type teamPick struct {
	chip       *Chip // the mode chip; its label is the variant's title
	prev, next *Chip
	k          int // index into teamModes
	lastN      int
	saved      [MaxSeats]string // a seat's own character while a variant makes it a Boss
}

// teamChip builds the variant chip (with its ‹ › arrows) in row r.
func (s *NewGameScreen) teamChip(r Rect) *Chip {
	s.team.chip = &Chip{Label: modeInfo(teamModes[0]).Title, Rect: Rect{r.X + 40, r.Y, r.W - 80, r.H}, Size: 18}
	s.team.prev = &Chip{Label: "‹", Rect: Rect{r.X, r.Y + 4, 34, r.H - 8}, Size: 24}
	s.team.next = &Chip{Label: "›", Rect: Rect{r.X + r.W - 34, r.Y + 4, 34, r.H - 8}, Size: 24}
	return s.team.chip
}

// TeamMode returns the selected team variant ("" when none is).
func (s *NewGameScreen) TeamMode() string {
	if s.team.chip == nil || !s.team.chip.Selected {
		return ""
	}
	return teamModes[s.team.k]
}

// SetTeamMode selects a team variant (as its chip and arrows do) and makes
// the seats valid for it; an unknown mode leaves the screen unchanged.
func (s *NewGameScreen) SetTeamMode(mode string) bool {
	for k, m := range teamModes {
		if m == mode && s.team.chip != nil {
			s.selectTeam(k)
			s.fixTeamSeats(0)
			return true
		}
	}
	return false
}

func (s *NewGameScreen) selectTeam(k int) {
	s.team.k = (k + len(teamModes)) % len(teamModes)
	s.team.chip.Label = modeInfo(teamModes[s.team.k]).Title
	for _, m := range s.modes {
		m.Selected = m == s.team.chip
	}
}

// pairMode reports whether a mode seats teams of two.
func pairMode(mode string) bool { return modeInfo(mode).Pairs() }

// bossSeat reports whether seat i of a mode must be a Boss.
func bossSeat(mode string, i int) bool { return modeInfo(mode).BossSeat(i) }

// bossChars lists the characters who can be a Boss.
func (s *NewGameScreen) bossChars() []string {
	var out []string
	if s.content == nil {
		return out
	}
	for _, c := range s.content.Chars {
		if c.BossDeck != "" {
			out = append(out, c.ID)
		}
	}
	return out
}

// seatLimits are the player counts a mode allows on this screen, and the
// step of the + and – buttons.
func seatLimits(mode string) (lo, hi, step int) { return modeInfo(mode).SeatRange(MinSeats, MaxSeats) }

// updateTeam runs after the mode chips and the + / – buttons: the arrows
// cycle the variant; in a variant the player count is kept in range (in
// steps of two for teams of two) and Boss seats hold a Boss.
func (s *NewGameScreen) updateTeam(in *Input) {
	if s.team.chip == nil {
		return
	}
	if s.team.prev.Update(in) {
		s.selectTeam(s.team.k - 1)
	}
	if s.team.next.Update(in) {
		s.selectTeam(s.team.k + 1)
	}
	s.fixTeamSeats(s.team.lastN)
}

// fixTeamSeats makes the seats valid for the selected variant; lastN is the
// count before this frame's + or – (0: none).
func (s *NewGameScreen) fixTeamSeats(lastN int) {
	mode := s.TeamMode()
	defer func() { s.team.lastN = s.n }()
	for i := range s.rows {
		s.rows[i].prev.Disabled, s.rows[i].next.Disabled = false, false
		if s.team.saved[i] != "" && (mode == "" || !bossSeat(mode, i)) {
			s.seats[i].Char, s.team.saved[i] = s.team.saved[i], ""
		}
	}
	if mode == "" {
		return
	}
	lo, hi, step := seatLimits(mode)
	if step == 2 && s.n%2 != 0 {
		if lastN > 0 && s.n < lastN {
			s.n--
		} else {
			s.n++
		}
	}
	s.n = min(max(s.n, lo), hi)
	s.minus.Disabled, s.plus.Disabled = s.n-step < lo, s.n+step > hi
	bosses := s.bossChars()
	for i := 0; i < s.n; i++ {
		if !bossSeat(mode, i) || len(bosses) == 0 {
			continue
		}
		if !slices.Contains(bosses, s.seats[i].Char) {
			s.team.saved[i] = s.seats[i].Char
			s.seats[i].Char = bosses[0]
		}
		s.rows[i].prev.Disabled, s.rows[i].next.Disabled = len(bosses) < 2, len(bosses) < 2
	}
}

// teamSeatRange is the note beside the player count in a variant.
func (s *NewGameScreen) teamSeatRange() string {
	mode := s.TeamMode()
	if mode == "" {
		return ""
	}
	lo, hi, _ := seatLimits(mode)
	switch info := modeInfo(mode); {
	case info.Pairs():
		return strconv.Itoa(lo/2) + " to " + strconv.Itoa(hi/2) + " teams"
	case info.Bosses == engine.BossFirst:
		return "Boss + " + strconv.Itoa(lo-1) + " to " + strconv.Itoa(hi-1)
	case info.Bosses == engine.BossAll:
		return strconv.Itoa(lo) + " to " + strconv.Itoa(hi) + " Bosses"
	}
	return strconv.Itoa(lo) + " to " + strconv.Itoa(hi) + " players"
}

// withTeams sets the variant on a configuration.
func (s *NewGameScreen) withTeams(cfg game.Config) game.Config {
	if mode := s.TeamMode(); mode != "" {
		cfg.Mode = mode
	}
	return cfg
}

// seatRole names seat i's part in a variant ("" in a free-for-all).
func seatRole(mode string, i int) string { return modeInfo(mode).Role(i) }

// teamColors tell the teams apart.
var teamColors = []color.NRGBA{
	{0x4a, 0x8a, 0xd0, 0xff}, {0xc8, 0x48, 0x38, 0xff}, {0x58, 0xa8, 0x50, 0xff}, {0xa0, 0x60, 0xc8, 0xff},
}

func teamColor(t int) color.NRGBA { return teamColors[t%len(teamColors)] }

// drawTeamRows marks the seats' parts and brackets the teams.
func (s *NewGameScreen) drawTeamRows(dst *ebiten.Image, th *Theme) {
	if s.team.chip == nil {
		return
	}
	s.team.prev.Draw(dst, th)
	s.team.next.Draw(dst, th)
	mode := s.TeamMode()
	if mode == "" {
		return
	}
	team := modeInfo(mode).Team
	for i := 0; i < s.n; i++ {
		r := s.rowRect(i)
		col := teamColor(team(i))
		th.DrawText(dst, seatRole(mode, i), int(r.X+518), int(r.Y+27), TextStyle{Face: FaceBold, Size: 15, Color: lerpColor(col, color.White, 0.45), Align: etxt.Left | etxt.VertCenter, Shadow: 1})
		// The bracket joining a team's rows.
		top, bot := r.Y+4, r.Y+r.H-4
		if i > 0 && team(i-1) == team(i) {
			top = r.Y - 8
		}
		FillRoundedRect(dst, Rect{r.X - 11, top, 6, bot - top}, 3, col, lerpColor(col, color.Black, 0.3))
	}
}

// ---- The table ----

// teamView is the table's team state, recomputed when the match moves on.
type teamView struct {
	version   int
	lead      map[int8]int            // team → seat whose mat shows the shared tracker
	mateHands map[int][]engine.CardID // the hand seat's teammates' hands, as its Observation shows them
	tokens    map[int8][]Rect         // each team's Potion Tokens on the table
	shown     []Rect                  // the Boss's Actions kept face up
	shownIDs  []engine.CardID
	handRects map[int][]Rect // teammates' hands
	popup     []*Chip        // the potion choices after a token is clicked
	popupOpts []int          // option index of each popup chip, -1 for Cancel
	popupVer  int
	column    int  // the bottom seat's teammate drawn just above it, -1 for none
	mateArea  Rect // where the teammates' hands are shown
}

// teamGame reports whether the table shows teams.
func (t *TableScreen) teamGame() bool { return t.snap.TeamGame() }

// layoutTeams lines the top mats up in a team game, leaving a band under
// them for the team banners. When the bottom seat has a teammate, the one
// next to it in turn order sits just above it (one banner over both) and
// the others keep their top slots in turn order, going round the table:
// clockwise when that teammate plays right after the bottom seat,
// anticlockwise when it plays right before. The top slot it leaves holds
// the teammates' hands.
func (t *TableScreen) layoutTeams() {
	t.team.column = -1
	t.team.mateArea = Rect{14, 300, 276, 0}
	if !t.teamGame() {
		return
	}
	for q := range t.mats {
		if q != t.bottom {
			t.mats[q].Y = 12
		}
	}
	n := len(t.mats)
	m := n - 1
	if m < 2 {
		return
	}
	s := t.snap
	bt := s.Players[t.bottom].Team
	others := make([]int, 0, m)
	for k := 0; k < m; k++ {
		others = append(others, (t.bottom+1+k)%n)
	}
	// The teammate who plays right after the bottom seat, else the one
	// right before it, else the first in turn order.
	mate := slices.IndexFunc(others, func(q int) bool { return s.Players[q].Team == bt })
	if mate > 0 && s.Players[others[m-1]].Team == bt {
		mate = m - 1
	}
	if mate < 0 {
		return
	}
	rest := append(others[:mate:mate], others[mate+1:]...)
	if mate == m-1 {
		slices.Reverse(rest)
	}
	slot := float32(tableRight-20) / float32(m)
	for k, q := range rest {
		t.mats[q] = Rect{10 + slot*float32(k+1) + (slot-matW)/2, 12, matW, matH}
	}
	b := t.mats[t.bottom]
	t.mats[others[mate]] = Rect{b.X, b.Y - matH - 14, matW, matH}
	t.team.column = others[mate]
	t.team.mateArea = Rect{14, 20, min(276, t.mats[rest[0]].X-24), 0}
}

// teamSeats lists a team's seats in seat order.
func (t *TableScreen) teamSeats(team int8) []int {
	var out []int
	for q := range t.snap.Players {
		if t.snap.Players[q].Team == team {
			out = append(out, q)
		}
	}
	return out
}

// teams lists the teams in order of their first seat.
func (t *TableScreen) teams() []int8 {
	var out []int8
	seen := map[int8]bool{}
	for q := range t.snap.Players {
		if tm := t.snap.Players[q].Team; !seen[tm] {
			seen[tm] = true
			out = append(out, tm)
		}
	}
	return out
}

// refreshTeams recomputes the team view for a new snapshot.
func (t *TableScreen) refreshTeams() {
	tv := &t.team
	if tv.lead != nil && tv.version == t.version*64+t.bottom {
		return
	}
	tv.version = t.version*64 + t.bottom
	tv.lead = map[int8]int{}
	tv.mateHands = map[int][]engine.CardID{}
	s := t.snap
	if !t.teamGame() {
		return
	}
	for _, tm := range t.teams() {
		seats := t.teamSeats(tm)
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
		for _, q := range seats {
			if q == t.bottom {
				lead = q
			}
		}
		tv.lead[tm] = lead
	}
	// Teammates see each other's hands: take them from the hand seat's
	// Observation, which keeps exactly the hands that seat may see.
	if hs := t.handSeat(); hs >= 0 {
		obs := s.Observation(hs).State()
		for q := range s.Players {
			if q != hs && s.Players[q].Team == s.Players[hs].Team && !s.Players[q].Out {
				tv.mateHands[q] = append([]engine.CardID(nil), obs.Players[q].Hand...)
			}
		}
	}
}

// TrackerSeats lists the seats whose mat shows a Fortitude / Alcohol /
// Gold tracker (in a team game one per team).
func (t *TableScreen) TrackerSeats() []int {
	t.refreshTeams()
	if !t.teamGame() {
		out := make([]int, len(t.snap.Players))
		for i := range out {
			out[i] = i
		}
		return out
	}
	var out []int
	for _, q := range t.team.lead {
		out = append(out, q)
	}
	sort.Ints(out)
	return out
}

// PotionTokens returns where a team's Potion Tokens are drawn.
func (t *TableScreen) PotionTokens(team int) []Rect { return t.team.tokens[int8(team)] }

// PotionPopup returns the potion choices open after a token was clicked.
func (t *TableScreen) PotionPopup() ([]*Chip, []int) { return t.team.popup, t.team.popupOpts }

// potionOptions lists the pending decision's potion: options, if the viewer
// decides.
func (t *TableScreen) potionOptions() []int {
	if !t.mine {
		return nil
	}
	var out []int
	for i, o := range t.dec.Options {
		if o.Verb == engine.VerbPotion {
			out = append(out, i)
		}
	}
	return out
}

// bannerRects places a team's banners: one under each run of its top
// mats with no other team's mat between them, and one above the bottom mat.
func (t *TableScreen) bannerRects(tm int8) []Rect {
	var top []int
	for q := range t.mats {
		if q != t.bottom && q != t.team.column {
			top = append(top, q)
		}
	}
	sort.Slice(top, func(a, b int) bool { return t.mats[top[a]].X < t.mats[top[b]].X })
	var out []Rect
	if t.bottom < len(t.snap.Players) && t.snap.Players[t.bottom].Team == tm {
		m := t.mats[t.bottom]
		if t.team.column >= 0 {
			m = t.mats[t.team.column] // the teammate just above the bottom mat
		}
		out = append(out, Rect{m.X, m.Y - 50, m.W, 40})
	}
	for i := 0; i < len(top); i++ {
		if t.snap.Players[top[i]].Team != tm {
			continue
		}
		j := i
		for j+1 < len(top) && t.snap.Players[top[j+1]].Team == tm {
			j++
		}
		a, b := t.mats[top[i]], t.mats[top[j]]
		out = append(out, Rect{a.X, max(a.Y+a.H, b.Y+b.H) + 4, b.X + b.W - a.X, 40})
		i = j
	}
	return out
}

// teamTitle is a team's name on its banner.
func (t *TableScreen) teamTitle(tm int8) string {
	s := t.snap
	seats := t.teamSeats(tm)
	if len(seats) == 1 {
		if s.Players[seats[0]].Boss {
			return "The Boss"
		}
		return s.Name(seats[0])
	}
	if modeInfo(s.GameMode()).Bosses == engine.BossFirst {
		return "Challengers"
	}
	return "Team " + strconv.Itoa(int(tm)+1)
}

// drawTeams draws the team variants' parts of the table (after the mats).
func (t *TableScreen) drawTeams(dst *ebiten.Image, th *Theme) {
	t.refreshTeams()
	t.team.shown, t.team.shownIDs = t.team.shown[:0], t.team.shownIDs[:0]
	t.drawBossShown(dst, th)
	if !t.teamGame() {
		return
	}
	s := t.snap
	t.team.tokens = map[int8][]Rect{}
	clickable := int8(-1)
	if len(t.potionOptions()) > 0 {
		clickable = s.Players[t.dec.Seat].Team
	}
	pulse := float32(0.5 + 0.5*float32(sinTick(t.tick)))
	for _, tm := range t.teams() {
		seats := t.teamSeats(tm)
		lead := t.team.lead[tm]
		col := teamColor(int(tm))
		// One tracker per team: the teammates' mats point at the lead's.
		for _, q := range seats {
			if q != lead && !s.Players[q].Out {
				t.drawSharedPlaque(dst, th, q, lead, col)
			}
		}
		if len(seats) > 1 {
			// A tab on the top edge of the lead's mat, clear of its header.
			m := t.mats[lead]
			var names []string
			for _, q := range seats {
				names = append(names, s.Name(q))
			}
			label, st := "Team tracker · "+strings.Join(names, " & "), TextStyle{Size: 11}
			for st.Size > 9 {
				if w, _ := th.Measure(label, st); w <= int(m.W-60) {
					break
				}
				st.Size -= 0.5
			}
			label, size := fitLine(th, label, int(m.W-60), st)
			w, _ := th.Measure(label, TextStyle{Size: size})
			tab := Rect{m.X + m.W/2 - float32(w)/2 - 8, m.Y - 7, float32(w) + 16, 14}
			FillRoundedRect(dst, tab, 6, lerpColor(col, color.Black, 0.45), lerpColor(col, color.Black, 0.65))
			StrokeRoundedRect(dst, tab, 6, 1, lerpColor(col, color.White, 0.3))
			th.DrawText(dst, label, int(tab.X+tab.W/2), int(tab.Y+tab.H/2), TextStyle{Size: size, Color: lerpColor(col, color.White, 0.7), Align: etxt.Center})
		}
		pots := int(s.Teams[tm].Potions)
		for bi, br := range t.bannerRects(tm) {
			FillRoundedRect(dst, Rect{br.X + 2, br.Y + 3, br.W, br.H}, 10, color.NRGBA{0, 0, 0, 0x70}, color.NRGBA{0, 0, 0, 0x70})
			FillRoundedRect(dst, br, 10, lerpColor(col, color.Black, 0.45), lerpColor(col, color.Black, 0.7))
			StrokeRoundedRect(dst, br, 10, 1.5, lerpColor(col, color.White, 0.3))
			th.DrawText(dst, t.teamTitle(tm), int(br.X+12), int(br.Y+13), TextStyle{Face: FaceBold, Size: 15, Color: ColParchment, Align: etxt.Left | etxt.VertCenter, Shadow: 1})
			sub := "Potion Tokens: " + strconv.Itoa(pots)
			if pots == 0 {
				sub = "no Potion Tokens left"
			}
			th.DrawText(dst, sub, int(br.X+12), int(br.Y+30), TextStyle{Size: 12, Color: ColParchDim, Align: etxt.Left | etxt.VertCenter})
			if bi > 0 {
				continue // the tokens sit on the team's first banner
			}
			for k := 0; k < pots; k++ {
				cx := br.X + br.W - 20 - float32(k)*27
				r := Rect{cx - 12, br.Y + br.H/2 - 12, 24, 24}
				t.team.tokens[tm] = append(t.team.tokens[tm], r)
				if tm == clickable {
					FillGlow(dst, cx, r.Y+12, 22, 22, color.NRGBA{0xff, 0xe0, 0x80, uint8(0x60 + 0x70*pulse)}, ebiten.BlendLighter)
				}
				drawPotion(dst, cx, r.Y+12, tm == clickable)
			}
		}
	}
	t.drawMateHands(dst, th)
	for _, c := range t.team.popup {
		c.Draw(dst, th)
	}
}

// pickLabel names what clicking a glowing mat does: make that player the
// team's Champion, give them the next Action Phase, or pick them.
func (t *TableScreen) pickLabel() string {
	switch {
	case t.dec.Kind == engine.DecChampion:
		return "Make Champion"
	case len(t.dec.Options) > 0 && t.dec.Options[0].Verb == engine.VerbTeammate:
		return "Goes next"
	}
	return "Click to pick"
}

func sinTick(tick int) float64 {
	x := float64(tick%75) / 75
	if x < 0.5 {
		return 4 * x * x
	}
	return 1 - 4*(1-x)*(1-x)
}

// drawPotion draws a Potion Token: a round token with a flask on it.
func drawPotion(dst *ebiten.Image, cx, cy float32, lit bool) {
	var rim color.Color = color.NRGBA{0x70, 0x58, 0x90, 0xff}
	if lit {
		rim = ColGoldLight
	}
	FillCircle(dst, cx+1, cy+2, 12, color.NRGBA{0, 0, 0, 0x90})
	FillCircle(dst, cx, cy, 12, color.NRGBA{0x3a, 0x2a, 0x58, 0xff})
	StrokeCircle(dst, cx, cy, 12, 2, rim)
	FillCircle(dst, cx, cy+3, 6, color.NRGBA{0x60, 0xd0, 0x90, 0xff})
	FillRect(dst, Rect{cx - 2, cy - 8, 4, 7}, color.NRGBA{0xc8, 0xe0, 0xe8, 0xff})
	FillRect(dst, Rect{cx - 3, cy - 9, 6, 2}, color.NRGBA{0x8a, 0x5a, 0x30, 0xff})
}

// drawSharedPlaque covers a teammate's tracker: Fortitude, Alcohol Content
// and Gold are the team's, shown once on the lead's mat.
func (t *TableScreen) drawSharedPlaque(dst *ebiten.Image, th *Theme, q, lead int, col color.NRGBA) {
	r := t.mats[q]
	p := Rect{r.X + 6, r.Y + 52, r.W - 12, 56}
	FillRoundedRect(dst, p, 8, lerpColor(col, color.Black, 0.6), lerpColor(col, color.Black, 0.78))
	StrokeRoundedRect(dst, p, 8, 1, lerpColor(col, color.White, 0.2))
	th.DrawText(dst, "Fortitude, Alcohol & Gold shared", int(p.X+p.W/2), int(p.Y+18), TextStyle{Face: FaceBold, Size: 13, Color: ColParchment, Align: etxt.Center})
	th.DrawText(dst, "with "+t.snap.Name(lead)+": on "+t.snap.Name(lead)+"'s mat", int(p.X+p.W/2), int(p.Y+38), TextStyle{Size: 12, Color: lerpColor(col, color.White, 0.55), Align: etxt.Center})
	g := Rect{r.X + 4, r.Y + 110, 76, 62}
	FillRoundedRect(dst, g, 8, lerpColor(col, color.Black, 0.6), lerpColor(col, color.Black, 0.78))
	th.DrawText(dst, "Team", int(g.X+g.W/2), int(g.Y+22), TextStyle{Face: FaceBold, Size: 13, Color: ColParchment, Align: etxt.Center})
	th.DrawText(dst, "Gold", int(g.X+g.W/2), int(g.Y+40), TextStyle{Size: 12, Color: ColParchDim, Align: etxt.Center})
}

// drawBossShown keeps the Boss's Actions face up near their mat with the
// counter "Actions: k of X".
func (t *TableScreen) drawBossShown(dst *ebiten.Image, th *Theme) {
	s := t.snap
	if modeInfo(s.GameMode()).Bosses != engine.BossFirst {
		return
	}
	for q := range s.Players {
		p := &s.Players[q]
		if !p.Boss {
			continue
		}
		// Above the Boss's own mat at the bottom left; for a Boss across the
		// table, in the right of the centre, under the Round of Gambling's box
		// and clear of the cards being played and the decision bar.
		w, h, gap := float32(76), float32(106), float32(6)
		x, y, avail := float32(14), float32(484), float32(276)
		if q != t.bottom {
			w, h, x, y, avail = 64, 90, 1036, 474, 254
		}
		n := max(len(p.Shown), 1)
		step := w + gap
		if n > 1 && float32(n)*step-gap > avail {
			step = (avail - w) / float32(n-1) // overlap rather than run into the Inn or the log
		}
		active := int(s.Active) == q && s.Phase == engine.PhaseAction
		label := s.Name(q) + "'s Actions"
		if active || len(p.Shown) > 0 {
			label += ": " + strconv.Itoa(int(p.Actions)) + " of " + strconv.Itoa(int(p.ActionsMax))
		}
		th.DrawText(dst, label, int(x), int(y-12), TextStyle{Face: FaceSmallcaps, Size: 15, Color: ColGold, Align: etxt.Left | etxt.VertCenter, Shadow: 1})
		if len(p.Shown) == 0 {
			StrokeRoundedRect(dst, Rect{x, y, w, h}, 6, 1, color.NRGBA{ColParchDim.R, ColParchDim.G, ColParchDim.B, 0x60})
			th.DrawWrapped(dst, "none played", int(x+w/2), int(y+h/2-8), int(w-6), TextStyle{Size: 11, Color: ColParchDim, Align: etxt.Center})
			continue
		}
		for k, id := range p.Shown {
			r := Rect{x + float32(k)*step, y, w, h}
			DrawCard(dst, th, s.Def(id), r, 1)
			t.team.shown = append(t.team.shown, r)
			t.team.shownIDs = append(t.team.shownIDs, id)
		}
	}
}

// drawMateHands shows the hand seat's teammates' hands face up, left of
// the Drink Deck.
func (t *TableScreen) drawMateHands(dst *ebiten.Image, th *Theme) {
	t.team.handRects = map[int][]Rect{}
	var seats []int
	for q := range t.team.mateHands {
		seats = append(seats, q)
	}
	sort.Ints(seats)
	if len(seats) == 0 {
		return
	}
	const w, h = 56, 78
	area := t.team.mateArea
	y := area.Y
	for _, q := range seats {
		hand := t.team.mateHands[q]
		title := t.snap.Name(q) + "'s hand (teammate)"
		if len(hand) == 0 {
			title += ": empty"
		}
		th.DrawText(dst, title, int(area.X), int(y+8), TextStyle{Face: FaceSmallcaps, Size: 14, Color: CharColorLight(t.charID(q)), Align: etxt.Left | etxt.VertCenter, Shadow: 1})
		step := float32(w + 4)
		if n := len(hand); n > 1 && float32(n)*step > area.W {
			step = (area.W - w) / float32(n-1)
		}
		for k, id := range hand {
			r := Rect{area.X + step*float32(k), y + 18, w, h}
			DrawCard(dst, th, t.snap.Def(id), r, 1)
			t.team.handRects[q] = append(t.team.handRects[q], r)
		}
		y += h + 26
	}
}

// updateTeams handles the Potion Tokens and the zoom of the Boss's and
// teammates' cards; it reports whether it took the click.
func (t *TableScreen) updateTeams(in *Input) bool {
	t.refreshTeams()
	for i, r := range t.team.shown {
		if in.Hover(r) && i < len(t.team.shownIDs) {
			t.hoverCard = t.team.shownIDs[i]
		}
	}
	for q, rs := range t.team.handRects {
		for i := len(rs) - 1; i >= 0; i-- {
			if in.Hover(rs[i]) && i < len(t.team.mateHands[q]) {
				t.hoverCard = t.team.mateHands[q][i]
				break
			}
		}
	}
	opts := t.potionOptions()
	if len(opts) == 0 || t.team.popupVer != t.version {
		t.team.popup, t.team.popupOpts = nil, nil
	}
	if len(opts) == 0 {
		return false
	}
	for k, c := range t.team.popup {
		if c.Update(in) {
			i := t.team.popupOpts[k]
			t.team.popup, t.team.popupOpts = nil, nil
			if i >= 0 {
				t.answer(i)
			}
			return true
		}
	}
	if !in.LeftJustReleased {
		return false
	}
	tm := t.snap.Players[t.dec.Seat].Team
	for _, r := range t.team.tokens[tm] {
		if !in.Hover(r) {
			continue
		}
		if len(opts) == 1 {
			t.answer(opts[0])
			return true
		}
		t.openPotionPopup(r, opts)
		return true
	}
	if t.team.popup != nil {
		t.team.popup, t.team.popupOpts = nil, nil
		return true
	}
	return false
}

// potionLabels are the short names of the potion effects.
var potionLabels = map[engine.Word]string{engine.WordFort: "+6 Fortitude", engine.WordAlc: "−6 Alcohol", engine.WordGold: "+3 Gold"}

// openPotionPopup lists the potion choices next to the clicked token.
func (t *TableScreen) openPotionPopup(tok Rect, opts []int) {
	const w, h, gap = 132, 34, 6
	x := min(max(tok.X+tok.W/2-w/2, 8), tableRight-w-8)
	n := len(opts) + 1
	y := tok.Y + tok.H + 8
	if y+float32(n)*(h+gap) > ScreenHeight-8 {
		y = tok.Y - 8 - float32(n)*(h+gap)
	}
	t.team.popup, t.team.popupOpts = nil, nil
	for k, i := range append(append([]int(nil), opts...), -1) {
		label := "Cancel"
		if i >= 0 {
			label = potionLabels[t.dec.Options[i].Word]
			if label == "" {
				label = t.dec.Options[i].Label
			}
		}
		t.team.popup = append(t.team.popup, &Chip{Label: label, Rect: Rect{x, y + float32(k)*(h+gap), w, h}, Size: 15})
		t.team.popupOpts = append(t.team.popupOpts, i)
	}
	t.team.popupVer = t.version
}

// NewTeamDemoTable starts an all-computer game of a team variant or Boss
// Versus Boss to watch (--demo --mode).
func NewTeamDemoTable(app *App, mode string) (*TableScreen, error) {
	cfg := game.Config{Seed: app.NewSeed(), AIDelay: app.Settings().AIDelay(), Mode: mode}
	if app.opts.Screenshot != "" || app.opts.BenchFrames > 0 {
		cfg.AIDelay = 150 * time.Millisecond
	}
	for i, ch := range demoSeating(mode) {
		cfg.Seats = append(cfg.Seats, game.SeatConfig{Char: ch, Level: game.Levels[i%2]})
	}
	t, err := NewTableScreen(app, cfg)
	if err != nil {
		return nil, err
	}
	t.demo = true
	return t, nil
}

// demoSeating seats four players (three in a mode of Bosses on their own)
// for a demo of mode: the Boss seats cycle through the characters who can
// be Bosses, the others through the rest, in the content's order.
func demoSeating(mode string) []string {
	info := modeInfo(mode)
	n := 4
	if !info.TeamGame() {
		n = 3
	}
	lo, hi, _ := info.SeatRange(MinSeats, MaxSeats)
	n = min(max(n, lo), hi)
	c, err := game.Content()
	if err != nil {
		return nil
	}
	var bosses, others []string
	for _, ch := range c.Chars {
		switch {
		case ch.BossDeck != "":
			bosses = append(bosses, ch.ID)
		case ch.ID != engine.OttoID:
			others = append(others, ch.ID)
		}
	}
	out := make([]string, n)
	nb, no := 0, 0
	for i := range out {
		if info.BossSeat(i) && len(bosses) > 0 {
			out[i], nb = bosses[nb%len(bosses)], nb+1
		} else {
			out[i], no = others[no%len(others)], no+1
		}
	}
	return out
}
