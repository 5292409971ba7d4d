package newgame

import (
	"image/color"
	"slices"
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/tinne26/etxt"

	"undercity/engine"
	"undercity/game"
	"undercity/render/ui"
)

// Team variants and Boss Battle on the New Game screen: the variant
// chooser (seat counts from engine.Modes, Boss seats limited to the
// characters who can be Bosses, teams shown as pairs). The table's side of
// the variants is render/table/team.go.

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
	chip       *ui.Chip // the mode chip; its label is the variant's title
	prev, next *ui.Chip
	k          int // index into teamModes
	lastN      int
	saved      [MaxSeats]string // a seat's own character while a variant makes it a Boss
	// moved is a Challenger's own character while it is the Boss's: the
	// Challenger plays another one until the variant is left.
	moved [MaxSeats]string
	mode  string // the variant the seats were last made valid for
}

// teamChip builds the variant chip (with its ‹ › arrows) in row r.
func (s *Screen) teamChip(r ui.Rect) *ui.Chip {
	s.team.chip = &ui.Chip{Label: modeInfo(teamModes[0]).Title, Rect: ui.Rect{X: r.X + 40, Y: r.Y, W: r.W - 80, H: r.H}, Size: 18}
	s.team.prev = &ui.Chip{Label: "‹", Rect: ui.Rect{X: r.X, Y: r.Y + 4, W: 34, H: r.H - 8}, Size: 24}
	s.team.next = &ui.Chip{Label: "›", Rect: ui.Rect{X: r.X + r.W - 34, Y: r.Y + 4, W: 34, H: r.H - 8}, Size: 24}
	return s.team.chip
}

// TeamMode returns the selected team variant ("" when none is).
func (s *Screen) TeamMode() string {
	if s.team.chip == nil || !s.team.chip.Selected {
		return ""
	}
	return teamModes[s.team.k]
}

// SetTeamMode selects a team variant (as its chip and arrows do) and makes
// the seats valid for it; an unknown mode leaves the screen unchanged.
func (s *Screen) SetTeamMode(mode string) bool {
	for k, m := range teamModes {
		if m == mode && s.team.chip != nil {
			s.selectTeam(k)
			s.fixTeamSeats(0)
			return true
		}
	}
	return false
}

func (s *Screen) selectTeam(k int) {
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
func (s *Screen) bossChars() []string {
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
func (s *Screen) updateTeam(in *ui.Input) {
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
func (s *Screen) fixTeamSeats(lastN int) {
	mode := s.TeamMode()
	changed := mode != s.team.mode
	defer func() { s.team.lastN, s.team.mode = s.n, mode }()
	for i := range s.rows {
		s.rows[i].prev.Disabled, s.rows[i].next.Disabled = false, false
		if s.team.saved[i] != "" && (mode == "" || !bossSeat(mode, i)) {
			s.seats[i].Char, s.team.saved[i] = s.team.saved[i], ""
		}
		if s.team.moved[i] != "" && (mode == "" || modeInfo(mode).Bosses == engine.BossNone || bossSeat(mode, i)) {
			s.seats[i].Char, s.team.moved[i] = s.team.moved[i], ""
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
		if changed {
			s.unlikeBoss(mode, i)
		}
		s.rows[i].prev.Disabled, s.rows[i].next.Disabled = len(bosses) < 2, len(bosses) < 2
	}
}

// unlikeBoss, when a variant is chosen, gives the Challengers who hold
// the character of Boss seat b another one (the Boss's own, else one nobody plays), so
// a Boss Battle does not start with Petra against Petra. A Challenger may
// still pick the Boss's character.
func (s *Screen) unlikeBoss(mode string, b int) {
	boss := s.seats[b].Char
	for j := 0; j < s.n; j++ {
		if j == b || bossSeat(mode, j) || s.seats[j].Char != boss {
			continue
		}
		used := func(id string) bool {
			return slices.ContainsFunc(s.seats[:s.n], func(st game.SeatConfig) bool { return st.Char == id })
		}
		pick := s.team.saved[b]
		if pick == "" || used(pick) {
			pick = ""
			for _, id := range s.playable() {
				if !used(id) {
					pick = id
					break
				}
			}
		}
		if pick != "" {
			s.team.moved[j], s.seats[j].Char = boss, pick
		}
	}
}

// teamSeatRange is the note beside the player count in a variant.
func (s *Screen) teamSeatRange() string {
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
func (s *Screen) withTeams(cfg game.Config) game.Config {
	if mode := s.TeamMode(); mode != "" {
		cfg.Mode = mode
	}
	return cfg
}

// seatRole names seat i's part in a variant ("" in a free-for-all).
func seatRole(mode string, i int) string { return modeInfo(mode).Role(i) }

// rolePlaced is seat i's part in the selected variant, written after the
// name's › arrow.
func (s *Screen) rolePlaced(i int) ui.Placed {
	mode, r := s.TeamMode(), s.rowRect(i)
	col := ui.TeamColor(modeInfo(mode).Team(i))
	return ui.Placed{Text: seatRole(mode, i), X: int(r.X + 518), Y: int(r.Y + 27), Style: ui.TextStyle{Face: ui.FaceBold, Size: 15, Color: ui.LerpColor(col, color.White, 0.45), Align: etxt.Left | etxt.VertCenter, Shadow: 1}}
}

// drawTeamRows marks the seats' parts and brackets the teams.
func (s *Screen) drawTeamRows(dst *ebiten.Image, th *ui.Theme) {
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
		col := ui.TeamColor(team(i))
		s.rolePlaced(i).Draw(dst, th)
		// The bracket joining a team's rows.
		top, bot := r.Y+4, r.Y+r.H-4
		if i > 0 && team(i-1) == team(i) {
			top = r.Y - 8
		}
		ui.FillRoundedRect(dst, ui.Rect{X: r.X - 11, Y: top, W: 6, H: bot - top}, 3, col, ui.LerpColor(col, color.Black, 0.3))
	}
}
