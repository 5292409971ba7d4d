package engine

import "strconv"

// The game modes, in menu order: every place that offers, checks or sets up
// a mode (engine setup, the New Game screen, rdi --mode, rdi-sim and the
// README's list) reads this one table, so a new mode is one row here plus
// whatever new rules it brings.
var Modes = []ModeInfo{
	{ID: ModeFFA, Title: "Free-for-all", Blurb: "each player on their own",
		MinSeats: 2, MaxSeats: MaxSeats, Seating: "each player on their own", Drinks: 1},
	{ID: ModeOtto, Title: "Two players + Otto", Blurb: "Otto, an automaton, sits at the head of the table and goes first",
		MinSeats: 2, MaxSeats: 2, Seating: "two players; Otto, the automaton, sits first", Otto: true, Drinks: 1},
	{ID: ModeBoss, Title: "Boss Battle", Blurb: "one Boss against 2 to 4 Challengers on one team",
		MinSeats: 3, MaxSeats: 5, Seating: "the Boss first, then 2 to 4 Challengers", Teams: TeamsBossVsRest, Bosses: BossFirst, BossBattle: true,
		BossHandBase: 6, PotionsPerChallenger: true, Drinks: 1, BossRole: "The Boss", OtherRole: "Challenger"},
	{ID: ModeTwoHeaded, Title: "Two-Headed Dragon", Blurb: "teams of two, shared Fortitude, Alcohol and Gold",
		MinSeats: 4, MaxSeats: MaxSeats, Seating: "teams of two, teammates next to each other", Teams: TeamsOfTwo,
		Potions: 2, Drinks: 2},
	{ID: ModeTwoHeadedBoss, Title: "Two-Headed Boss Battle", Blurb: "teams of two, every player a Boss",
		MinSeats: 4, MaxSeats: MaxSeats, Seating: "teams of two Bosses", Teams: TeamsOfTwo, Bosses: BossAll,
		Potions: 2, Drinks: 2, BossRole: "Boss"},
	{ID: ModeLeadersLackeys, Title: "Leaders and Lackeys", Blurb: "teams of a Leader, who plays a Boss, and a Lackey",
		MinSeats: 4, MaxSeats: MaxSeats, Seating: "teams of a Boss (Leader) then a Lackey", Teams: TeamsOfTwo, Bosses: BossLeaders,
		Potions: 2, Drinks: 2, BossRole: "Leader (Boss)", OtherRole: "Lackey"},
	{ID: ModeBossVsBoss, Title: "Boss Versus Boss", Blurb: "every player a Boss, each on their own",
		MinSeats: 2, MaxSeats: MaxSeats, Seating: "each player a Boss, on their own", Bosses: BossAll,
		Drinks: 1, BossRole: "Boss, on their own"},
}

// ModeInfo is one game mode: who may sit where and what the variant
// changes (rulebook "Team Variants" to "Leaders and Lackeys"; Boss Versus
// Boss from RDI 6; Otto from the Otto rules).
type ModeInfo struct {
	ID    string // Setup.Mode, --mode values: "boss"
	Title string // "Boss Battle"
	Blurb string // a line for menus and the README

	MinSeats, MaxSeats int    // players (Otto not counted)
	Seating            string // how the characters are read, for errors
	Otto               bool   // Otto, the automaton, sits first as an extra seat

	Teams  TeamLayout // who plays together (TeamsNone: the free-for-all rules)
	Bosses BossSeats  // which seats play a Boss
	// BossBattle: one Boss against a team of Challengers; the Boss's hand
	// size, Actions and Drinks grow with the number of Challengers
	// (boss.go).
	BossBattle bool

	// BossHandBase + the number of Challengers is a Boss Battle Boss's
	// hand size (0: the usual 7).
	BossHandBase int
	// Potions is each team's Potion Tokens; PotionsPerChallenger gives
	// each team one per Challenger instead (Boss Battle).
	Potions              int
	PotionsPerChallenger bool
	// Drinks is how many Drinks a team orders on its turn (a Boss Battle
	// Boss orders X instead: boss.go).
	Drinks int

	// The New Game screen's role names for Boss seats and other seats
	// (team modes prefix "Team N").
	BossRole, OtherRole string
}

// TeamLayout is how a mode groups seats into teams.
type TeamLayout uint8

const (
	TeamsNone       TeamLayout = iota // each player on their own
	TeamsOfTwo                        // seats 1-2, 3-4, ...
	TeamsBossVsRest                   // the Boss (seat 1) alone, everyone else one team
)

// BossSeats is which seats of a mode play a Boss.
type BossSeats uint8

const (
	BossNone    BossSeats = iota
	BossFirst             // seat 1 only
	BossAll               // every seat
	BossLeaders           // each team's first seat
)

// Mode finds a mode by id ("" is the free-for-all).
func Mode(id string) (ModeInfo, bool) {
	if id == "" {
		id = ModeFFA
	}
	for _, m := range Modes {
		if m.ID == id {
			return m, true
		}
	}
	return ModeInfo{}, false
}

// ModeIDs lists the modes' ids in menu order.
func ModeIDs() []string {
	out := make([]string, len(Modes))
	for i, m := range Modes {
		out[i] = m.ID
	}
	return out
}

// TeamGame reports whether the mode uses the team rules.
func (m ModeInfo) TeamGame() bool { return m.Teams != TeamsNone }

// Pairs reports whether the mode seats teams of two.
func (m ModeInfo) Pairs() bool { return m.Teams == TeamsOfTwo }

// Team is seat i's team (its own seat when players are on their own).
func (m ModeInfo) Team(i int) int {
	switch m.Teams {
	case TeamsOfTwo:
		return i / 2
	case TeamsBossVsRest:
		return min(i, 1)
	}
	return i
}

// BossSeat reports whether seat i plays a Boss.
func (m ModeInfo) BossSeat(i int) bool {
	switch m.Bosses {
	case BossFirst:
		return i == 0
	case BossAll:
		return true
	case BossLeaders:
		return i%2 == 0
	}
	return false
}

// Role names seat i's part ("" in a free-for-all): "Team 2 · Lackey".
func (m ModeInfo) Role(i int) string {
	role := m.OtherRole
	if m.BossSeat(i) {
		role = m.BossRole
	}
	if !m.Pairs() {
		return role
	}
	team := "Team " + strconv.Itoa(i/2+1)
	if role == "" {
		return team
	}
	return team + " · " + role
}

// SeatRange is the player counts the mode allows within lo..hi (a table's
// own limits) and the step between them (2 for teams of two).
func (m ModeInfo) SeatRange(lo, hi int) (min_, max_, step int) {
	min_, max_, step = max(m.MinSeats, lo), min(m.MaxSeats, hi), 1
	if m.Pairs() {
		step = 2
		min_ += min_ % 2
		max_ -= max_ % 2
	}
	return min_, max_, step
}

// PotionsFor is the number of Potion Tokens each team starts with, given
// the number of Challengers.
func (m ModeInfo) PotionsFor(challengers int) int {
	if m.PotionsPerChallenger {
		return challengers
	}
	return m.Potions
}
