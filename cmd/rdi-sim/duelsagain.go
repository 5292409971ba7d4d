package main

import (
	"slices"

	"undercity/ai"
	"undercity/engine"
	"undercity/game/drive"
)

// Duels played again (--duels-by, --duels-try). A level may win few of
// the duels it reaches (the last two of a bigger table) because it plays
// them worse, or because it arrives in a worse position than its margin
// and Gold show. From each duel's start, on copies of the game, the duel
// is played out again:
//
//   - with both seats by the --duels-by level: how often each level's
//     seats win from the positions they reached, played alike
//     (duelReport.Again);
//   - with each --duels-try level in one seat and the --duels-by level in
//     the other, in turn: how often the try wins a seat the --duels-by
//     level won or lost from the same position (playReport.DuelTries).
//
// The seats played again are fresh (their seeds drawn from the game's and
// duelSalt), and untimed: the run's latencies are the played games'.

// duelSalt separates the seeds of the seats that play a duel again from
// those of the game's own seats.
const duelSalt = 0xd0e1_5a17

// duelAgain is what playing one game's duel again gave.
type duelAgain struct {
	// by: who won the duel (its two seats in duelStart.seats order) with
	// both seats by --duels-by.
	by [2]bool
	// tries: per --duels-try level, who won with that level in the first
	// seat and in the second (the other by --duels-by): tries[l][j] says
	// whether the try's seat won with the try in seat j.
	tries map[string][2]bool
}

// tryReport counts a --duels-try level's duels played again: Duels (two a
// position, the try in each seat), Won by the try, ByWon by the --duels-by
// level in the same seat from the same position (the duel played again
// with both seats by it), Better and Worse the seats where exactly one of
// the two won.
type tryReport struct {
	Duels  int     `json:"duels"`
	Won    int     `json:"won"`
	Rate   float64 `json:"rate"`
	ByWon  int     `json:"by_won"`
	ByRate float64 `json:"by_rate"`
	Better int     `json:"better"`
	Worse  int     `json:"worse"`
}

// againReport counts a level's duels played again with both seats by the
// --duels-by level: Won of duelReport.Reached.
type againReport struct {
	Won  int     `json:"won"`
	Rate float64 `json:"rate"`
}

// playDuelsAgain plays the duel that began in start (a copy made as the
// last other player went out) again as duelAgain says. ok is false when
// the run was interrupted meanwhile.
func playDuelsAgain(start *engine.State, d *duelStart, cfg *playConfig, seed uint64) (res duelAgain, ok bool) {
	if res.by, ok = playDuelOnce(start, d, cfg, seed, cfg.duelsBy, cfg.duelsBy); !ok {
		return res, false
	}
	for _, try := range cfg.duelsTry {
		var w [2]bool
		for j := range 2 {
			levels := [2]string{cfg.duelsBy, cfg.duelsBy}
			levels[j] = try
			won, done := playDuelOnce(start, d, cfg, seed, levels[0], levels[1])
			if !done {
				return res, false
			}
			w[j] = won[j]
		}
		if res.tries == nil {
			res.tries = map[string][2]bool{}
		}
		res.tries[try] = w
	}
	return res, true
}

// playDuelOnce plays a copy of start to its end with the duel's seats by
// levels a and b, and says which of them won (a tie is no one's win).
func playDuelOnce(start *engine.State, d *duelStart, cfg *playConfig, seed uint64, a, b string) (won [2]bool, ok bool) {
	s := start.Clone()
	seats := make([]ai.Seat, len(s.Players))
	for i := range seats {
		level := cfg.duelsBy // the seats out of the game are asked nothing
		switch i {
		case d.seats[0]:
			level = a
		case d.seats[1]:
			level = b
		}
		seat, err := newSeat(level, mix(seed^duelSalt, uint64(i)))
		if err != nil { // checked in runPlay
			return won, false
		}
		seats[i] = seat
	}
	dr := &drive.Driver{State: s, Seats: seats, Limit: cfg.maxSteps,
		Stop: func(*engine.State, engine.Decision) bool { return cfg.stop != nil && cfg.stop.Load() }}
	if end, _ := dr.Run(); end == drive.Stopped {
		return won, false
	}
	if len(s.Winners) > 1 && !s.OneTeam(s.Winners) {
		return won, true
	}
	for j, q := range d.seats {
		won[j] = slices.Contains(s.Winners, int8(q))
	}
	return won, true
}

// addTries counts one game's tries into the run's reports.
func addTries(reps map[string]*tryReport, a *duelAgain) {
	for try, w := range a.tries {
		t := reps[try]
		if t == nil {
			t = &tryReport{}
			reps[try] = t
		}
		for j := range 2 {
			t.Duels++
			switch {
			case w[j] && !a.by[j]:
				t.Won++
				t.Better++
			case !w[j] && a.by[j]:
				t.ByWon++
				t.Worse++
			case w[j]:
				t.Won++
				t.ByWon++
			}
		}
	}
}

// rate turns a tryReport's counts into rates.
func (t *tryReport) rate() {
	n := float64(t.Duels)
	t.Rate, t.ByRate = float64(t.Won)/n, float64(t.ByWon)/n
}
