package newgame

import (
	"undercity/engine"
	"undercity/render/ui"
)

// What the screenshots (cmd/rdi/shots) and render's tests need to drive
// the New Game screen as a player would, and to check what it shows.
// Nothing here is used by the game itself.

// TeamChips are the team variant's chip and its › arrow.
func (s *Screen) TeamChips() (chip, next *ui.Chip) { return s.team.chip, s.team.next }

// SeatCount are the buttons that take a seat away and add one.
func (s *Screen) SeatCount() (minus, plus *ui.Chip) { return s.minus, s.plus }

// SeatChips are seat i's computer and human chips.
func (s *Screen) SeatChips(i int) (ai, human *ui.Chip) { return s.rows[i].ai, s.rows[i].human }

// Err is why the game could not start ("" for none).
func (s *Screen) Err() string { return s.err }

// TeamModes are the team variants the screen offers, in order.
func TeamModes() []string { return teamModes }

// SeatLimits are the fewest and most seats of a mode, and the step.
func SeatLimits(mode string) (lo, hi, step int) { return seatLimits(mode) }

// Chips are the screen's controls besides the seat rows.
type Chips struct {
	Modes                                      []*ui.Chip
	Minus, Plus, Reroll, Prizes, Bar, Dungeon  *ui.Chip
	Back, Online, TeamPrev, TeamNext, TeamChip *ui.Chip
	SeedField                                  ui.Rect
	Start                                      *ui.Button
}

// Chips returns the screen's controls (tests click them).
func (s *Screen) Chips() Chips {
	return Chips{Modes: s.modes, Minus: s.minus, Plus: s.plus, Reroll: s.reroll, Prizes: s.prizes, Bar: s.bar, Dungeon: s.dungeon,
		Back: s.back, Online: s.online, TeamPrev: s.team.prev, TeamNext: s.team.next, TeamChip: s.team.chip, SeedField: s.seedField, Start: s.start}
}

// SeatRow are seat i's controls: its character arrows, its Human and
// Computer chips and its level chips.
type SeatRow struct {
	Prev, Next, Human, AI *ui.Chip
	Levels                []*ui.Chip
}

// Row returns seat i's controls.
func (s *Screen) Row(i int) SeatRow {
	r := &s.rows[i]
	return SeatRow{Prev: r.prev, Next: r.next, Human: r.human, AI: r.ai, Levels: r.levels}
}

// RowRect is where seat i's row is drawn.
func (s *Screen) RowRect(i int) ui.Rect { return s.rowRect(i) }

// N is the number of seats chosen.
func (s *Screen) N() int { return s.n }

// SetLevel sets seat i's computer level (tests keep a run short).
func (s *Screen) SetLevel(i int, level string) { s.seats[i].Level = level }

// OttoMode reports whether "Two players + Otto" is selected.
func (s *Screen) OttoMode() bool { return s.ottoMode() }

// OttoFactions are Otto's factions in a new game.
func (s *Screen) OttoFactions() []string { return s.ottoFactions() }

// Prizes reports whether the Prizes option is on.
func (s *Screen) Prizes() bool { return s.optPrizes }

// Start starts the game, as the Start button does.
func (s *Screen) Start() { s.startGame() }

// Content is the card data the screen offers characters from.
func (s *Screen) Content() *engine.Content { return s.content }

// Level is seat i's computer level (every row, shown or not).
func (s *Screen) Level(i int) string { return s.seats[i].Level }
