package game

import (
	"fmt"
	"strconv"
	"strings"

	"undercity/engine"
)

// Modes are the game modes ModeSetup knows, in menu order (engine.Modes).
var Modes = engine.ModeIDs()

// Seat limits of a table in the client (the New Game screen) and in the
// simulator's soak; the engine itself seats up to engine.MaxSeats.
const (
	MinSeats = 2
	MaxSeats = 6
)

// ModePlayers is the player counts a mode allows at a table: "3–5",
// "4 or 6", "2".
func ModePlayers(m engine.ModeInfo) string {
	lo, hi, step := m.SeatRange(MinSeats, MaxSeats)
	switch {
	case lo == hi:
		return strconv.Itoa(lo)
	case step > 1 && lo+step == hi:
		return strconv.Itoa(lo) + " or " + strconv.Itoa(hi)
	}
	return strconv.Itoa(lo) + "–" + strconv.Itoa(hi)
}

// ModeSetup turns a mode and the characters in seat order into an engine
// Setup, with the variant's teams, Bosses and hand sizes as engine.Modes
// describes them (rulebook "Team Variants" to "Leaders and Lackeys"; Boss
// Versus Boss from RDI 6). In a Boss Battle chars[0] is the Boss; in the
// team variants seats 1-2, 3-4, ... are teams. The Potion Tokens follow
// from the mode (engine.PotionsFor). Bad seatings get an error that says
// what the mode needs.
func ModeSetup(mode string, chars []string, seed uint64, opts engine.Options) (engine.Setup, error) {
	c, err := Content()
	if err != nil {
		return engine.Setup{}, err
	}
	return modeSetup(c, mode, chars, seed, opts)
}

func modeSetup(c *engine.Content, mode string, chars []string, seed uint64, opts engine.Options) (engine.Setup, error) {
	mode = strings.ToLower(strings.TrimSpace(mode))
	if mode == "" {
		mode = engine.ModeFFA
	}
	su := engine.Setup{Seed: seed, Opts: opts, Mode: mode, Teams: engine.TeamMode(mode)}
	if mode == engine.ModeFFA {
		su.Mode = ""
	}
	info, ok := engine.Mode(mode)
	if !ok {
		return su, fmt.Errorf("unknown mode %q (modes: %s)", mode, strings.Join(Modes, ", "))
	}
	if info.Otto {
		return ottoSetup(c, su, chars)
	}
	n := len(chars)
	if n < info.MinSeats || n > info.MaxSeats {
		return su, fmt.Errorf("%s needs %d to %d players (%s), not %d", info.Title, info.MinSeats, info.MaxSeats, info.Seating, n)
	}
	chars = append([]string(nil), chars...)
	for i, ch := range chars {
		ch = strings.ToLower(strings.TrimSpace(ch))
		if _, ok := c.CharIndex(ch); !ok || ch == engine.OttoID {
			return su, fmt.Errorf("seat %d: unknown character %q", i+1, chars[i])
		}
		chars[i] = ch
	}
	if info.Pairs() && n%2 != 0 {
		return su, fmt.Errorf("%s needs an even number of players (teams of two), not %d", info.Title, n)
	}
	for i, ch := range chars {
		st := engine.SeatSetup{Char: ch}
		if info.TeamGame() {
			st.Team = info.Team(i)
		}
		if info.BossSeat(i) {
			if ci, _ := c.CharIndex(ch); c.Chars[ci].BossDeck == "" {
				err := fmt.Errorf("%s: seat %d, %s, cannot be a Boss (the Bosses: %s)", info.Title, i+1, c.Chars[ci].Name, strings.Join(bosses(c), ", "))
				if info.Bosses == engine.BossLeaders {
					err = fmt.Errorf("%w (each team's first seat is its Leader)", err)
				}
				return su, err
			}
			st.Boss = true
			if info.BossHandBase > 0 {
				st.HandSize = info.BossHandSize(n - 1) // 8, 9 or 10 for 2, 3 or 4 Challengers
			}
		}
		su.Seats = append(su.Seats, st)
	}
	return su, nil
}

// bosses lists the characters who can be a Boss.
func bosses(c *engine.Content) []string {
	var out []string
	for _, ch := range c.Chars {
		if ch.BossDeck != "" {
			out = append(out, ch.ID)
		}
	}
	return out
}

// withMode applies cfg.Mode to a match's free-for-all setup.
func withMode(c *engine.Content, cfg Config, su engine.Setup) (engine.Setup, error) {
	if cfg.Mode == "" || cfg.Mode == engine.ModeFFA {
		return su, nil
	}
	chars := make([]string, len(cfg.Seats))
	for i, st := range cfg.Seats {
		chars[i] = st.Char
	}
	ms, err := modeSetup(c, cfg.Mode, chars, cfg.Seed, cfg.Opts)
	if err != nil {
		return su, err
	}
	if m, _ := engine.Mode(cfg.Mode); !m.BossBattle { // "The Boss always goes first."
		ms.First = cfg.First
	}
	return ms, nil
}
