package ai

import "undercity/engine"

// warmSeats and warmIterations size Warm's throwaway game: the five
// Undercity characters (their mechanics' code is used), and enough
// iterations for the searches' hot code to be run many times.
var warmSeats = []string{"dale", "jett", "petra", "terci", "ygella"}

const (
	warmIterations = 200
	warmMoves      = 60
)

// Warm plays a short game of the rules of thumb and a small search of
// each searching level (Hard's tree of every seat's moves, Expert's of its
// own) on a throwaway game. In the browser, WebAssembly's code is compiled
// when first run and made fast once it has run a while: a game's first
// search paid for that in one slice of 17-42 ms (9-13 ms once warm) (a frame waiting over 100
// ms under a software renderer); the web client warms the searches on the
// title screen instead. Nothing is kept: every game's answers are as they
// would be without it.
func Warm(c *engine.Content) error {
	_, err := warm(c)
	return err
}

// warm is Warm, reporting how many searches ran (one a level, unless the
// game ended first).
func warm(c *engine.Content) (int, error) {
	seats := make([]engine.SeatSetup, len(warmSeats))
	for i, ch := range warmSeats {
		seats[i].Char = ch
	}
	s, err := engine.NewGame(c, engine.Setup{Seats: seats, Seed: 1})
	if err != nil {
		return 0, err
	}
	normal, err := New("normal", 1)
	if err != nil {
		return 0, err
	}
	play := func() error { return s.Answer(normal.Choose(s.Observation(s.Dec.Seat), s.Dec)) }
	for k := 0; k < warmMoves && !s.Over && s.HasDec; k++ {
		if err := play(); err != nil {
			return 0, err
		}
	}
	searches := 0
	for _, level := range []string{"hard", "expert"} {
		m := NewSearch(level, 1, warmIterations)
		// Until a decision is searched (one with a single move, or a
		// moment between phases, is not).
		for !s.Over && s.HasDec {
			if m.decide(s.Observation(s.Dec.Seat), s.Dec).searched {
				searches++
				break
			}
			if err := play(); err != nil {
				return searches, err
			}
		}
	}
	return searches, nil
}
