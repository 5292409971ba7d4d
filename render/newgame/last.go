package newgame

import (
	"log"
	"slices"

	"undercity/engine"
	"undercity/game"
)

// The New Game screen remembers the last setup started from it (mode,
// seats, characters, levels, the Boss, options) in the settings, and
// offers it again, across runs. A remembered setup that no longer fits
// (a character or mode this build lacks) is taken as far as it fits.

// setup is what the screen would remember of the game it starts.
func (s *Screen) setup() *game.NewGameSetup {
	su := &game.NewGameSetup{Mode: s.TeamMode(), Seats: s.Seats(), Prizes: s.optPrizes, BarDeck: s.optBarDeck, Dungeon: s.optDungeon}
	if s.ottoMode() {
		su.Mode = engine.ModeOtto
		su.Seats = su.Seats[:min(len(su.Seats), 2)]
	}
	return su
}

// remember keeps the setup of the game being started in the settings.
func (s *Screen) remember() {
	st := s.nav.Settings()
	st.LastSetup = s.setup()
	if err := s.nav.SetSettings(st); err != nil {
		log.Printf("rdi: saving the settings: %v", err)
	}
}

// applySetup sets the screen to a remembered setup.
func (s *Screen) applySetup(su *game.NewGameSetup) {
	if su == nil || len(su.Seats) == 0 {
		return
	}
	ids := s.playable()
	n := min(max(len(su.Seats), MinSeats), MaxSeats)
	s.n = n
	s.optPrizes, s.optBarDeck, s.optDungeon = su.Prizes, su.BarDeck, su.Dungeon
	switch su.Mode {
	case "", engine.ModeFFA:
	case engine.ModeOtto:
		s.SetOttoMode(true)
	default:
		s.SetTeamMode(su.Mode) // an unknown mode leaves the free-for-all
	}
	// The seats as they were (after the variant, which would give a Boss's
	// double another character: the player chose it).
	for i := 0; i < n && i < len(su.Seats); i++ {
		st := su.Seats[i]
		if slices.Contains(ids, st.Char) && (!bossSeat(s.TeamMode(), i) || slices.Contains(s.bossChars(), st.Char)) {
			s.seats[i].Char = st.Char
		}
		s.seats[i].Human = st.Human
		if slices.Contains(game.Levels, st.Level) {
			s.seats[i].Level = st.Level
		}
		s.team.saved[i], s.team.moved[i] = "", ""
	}
	s.team.lastN = s.n
}
