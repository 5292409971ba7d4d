package game

import (
	"fmt"
	"strings"

	"undercity/engine"
)

// Modes are the game modes ModeSetup knows, in menu order.
var Modes = []string{engine.ModeFFA, engine.ModeOtto, engine.ModeBoss, engine.ModeTwoHeaded, engine.ModeTwoHeadedBoss,
	engine.ModeLeadersLackeys, engine.ModeBossVsBoss}

// ModeInfo describes a mode for menus and help.
type ModeInfo struct {
	Name     string // mode name, e.g. "boss"
	Title    string // "Boss Battle"
	MinSeats int
	MaxSeats int
	Seating  string // how chars are read
}

// ModeInfos describes each mode of Modes.
var ModeInfos = map[string]ModeInfo{
	engine.ModeFFA:            {engine.ModeFFA, "Free-for-all", 2, engine.MaxSeats, "each player on their own"},
	engine.ModeOtto:           {engine.ModeOtto, "Two players + Otto", 2, 2, "two players; Otto, the automaton, sits first"},
	engine.ModeBoss:           {engine.ModeBoss, "Boss Battle", 3, 5, "the Boss first, then 2 to 4 Challengers"},
	engine.ModeTwoHeaded:      {engine.ModeTwoHeaded, "Two-Headed Dragon", 4, engine.MaxSeats, "teams of two, teammates next to each other"},
	engine.ModeTwoHeadedBoss:  {engine.ModeTwoHeadedBoss, "Two-Headed Boss Battle", 4, engine.MaxSeats, "teams of two Bosses"},
	engine.ModeLeadersLackeys: {engine.ModeLeadersLackeys, "Leaders and Lackeys", 4, engine.MaxSeats, "teams of a Boss (Leader) then a Lackey"},
	engine.ModeBossVsBoss:     {engine.ModeBossVsBoss, "Boss Versus Boss", 2, engine.MaxSeats, "each player a Boss, on their own"},
}

// ModeSetup turns a mode and the characters in seat order into an engine
// Setup, with the variant's teams, Bosses and hand sizes (rulebook "Team
// Variants" to "Leaders and Lackeys"; Boss Versus Boss from RDI 6):
//
//   - ffa: 2 to 8 players, each on their own.
//   - boss: chars[0] is the Boss (a villain: Petra), chars[1:] are 2 to 4
//     Challengers on one team. The Boss's hand is 8, 9 or 10; the Boss goes
//     first.
//   - two-headed: an even number of players (4 to 8); seats 1-2, 3-4, ... are
//     teams.
//   - two-headed-boss: as two-headed, every player a Boss.
//   - leaders-lackeys: as two-headed, each team a Boss (its first seat) and a
//     Lackey (any character, playing their normal deck).
//   - boss-vs-boss: 2 to 8 Bosses, each on their own.
//
// The Potion Tokens follow from the mode (engine.PotionsFor). Bad seatings
// get an error that says what the mode needs.
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
	if mode == engine.ModeOtto {
		return ottoSetup(c, su, chars)
	}
	info, ok := ModeInfos[mode]
	if !ok {
		return su, fmt.Errorf("unknown mode %q (modes: %s)", mode, strings.Join(Modes, ", "))
	}
	n := len(chars)
	if n < info.MinSeats || n > info.MaxSeats {
		return su, fmt.Errorf("%s needs %d to %d players (%s), not %d", info.Title, info.MinSeats, info.MaxSeats, info.Seating, n)
	}
	canBoss := func(i int) error {
		ci, _ := c.CharIndex(chars[i])
		if c.Chars[ci].BossDeck == "" {
			return fmt.Errorf("%s: seat %d, %s, cannot be a Boss (the Bosses: %s)", info.Title, i+1, c.Chars[ci].Name, strings.Join(bosses(c), ", "))
		}
		return nil
	}
	chars = append([]string(nil), chars...)
	for i, ch := range chars {
		ch = strings.ToLower(strings.TrimSpace(ch))
		if _, ok := c.CharIndex(ch); !ok || ch == engine.ModeOtto {
			return su, fmt.Errorf("seat %d: unknown character %q", i+1, chars[i])
		}
		chars[i] = ch
	}
	switch mode {
	case engine.ModeTwoHeaded, engine.ModeTwoHeadedBoss, engine.ModeLeadersLackeys:
		if n%2 != 0 {
			return su, fmt.Errorf("%s needs an even number of players (teams of two), not %d", info.Title, n)
		}
	}
	for i, ch := range chars {
		st := engine.SeatSetup{Char: ch}
		switch mode {
		case engine.ModeBoss:
			if i == 0 {
				if err := canBoss(0); err != nil {
					return su, err
				}
				st.Boss, st.HandSize, st.Team = true, 6+n-1, 0 // 8, 9 or 10 for 2, 3 or 4 Challengers
			} else {
				st.Team = 1
			}
		case engine.ModeTwoHeaded:
			st.Team = i / 2
		case engine.ModeTwoHeadedBoss:
			if err := canBoss(i); err != nil {
				return su, err
			}
			st.Team, st.Boss = i/2, true
		case engine.ModeLeadersLackeys:
			st.Team = i / 2
			if i%2 == 0 {
				if err := canBoss(i); err != nil {
					return su, fmt.Errorf("%w (each team's first seat is its Leader)", err)
				}
				st.Boss = true
			}
		case engine.ModeBossVsBoss:
			if err := canBoss(i); err != nil {
				return su, err
			}
			st.Boss = true
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
	if cfg.Mode != engine.ModeBoss { // "The Boss always goes first."
		ms.First = cfg.First
	}
	return ms, nil
}
