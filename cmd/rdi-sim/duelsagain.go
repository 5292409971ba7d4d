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
// With --again-at N (3 or more) the same is done from earlier: from when N
// players were left, each of them in turn by a try. So where a level gains
// or loses before the duel shows beside how it plays the duel.
//
// The seats played again are fresh (their seeds drawn from the game's and
// duelSalt), and untimed: the run's latencies are the played games'.

// duelSalt separates the seeds of the seats that play a duel again from
// those of the game's own seats.
const duelSalt = 0xd0e1_5a17

// duelAgain is what playing one game's duel (or its stage of --again-at
// players) again gave.
type duelAgain struct {
	// seats: the players left as it began, in seat order.
	seats []int
	// by: who won (per seats) with all of them by --duels-by.
	by []bool
	// tries: per --duels-try level, who won with that level in each seat
	// in turn (the others by --duels-by): tries[l][j] says whether the
	// try's seat won with the try in seats[j].
	tries map[string][]bool
}

// tryReport counts a --duels-try level's duels played again: Duels (one a
// seat left, two a duel, the try in each seat), Won by the try, ByWon by
// the --duels-by level in the same seat from the same position (played
// again with every seat by it), Better and Worse the seats where exactly one of
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
// --duels-by level: Won of duelReport.Reached. With --again-at N of 3 or
// more it is the level's own (controllerReport.AgainAt): At is N and
// Reached its seats among the N left.
type againReport struct {
	At      int     `json:"at,omitempty"`
	Reached int     `json:"reached,omitempty"`
	Won     int     `json:"won"`
	Rate    float64 `json:"rate"`
}

// playDuelsAgain plays the stage that began in start (a copy made as the
// last but cfg.againAt players went out) again as duelAgain says, seats
// being the players then left. ok is false when the run was interrupted
// meanwhile.
func playDuelsAgain(start *engine.State, seats []int, cfg *playConfig, seed uint64) (res duelAgain, ok bool) {
	res.seats = seats
	if res.by, ok = playDuelOnce(start, seats, cfg, seed, -1, ""); !ok {
		return res, false
	}
	for _, try := range cfg.duelsTry {
		w := make([]bool, len(seats))
		for j := range seats {
			won, done := playDuelOnce(start, seats, cfg, seed, j, try)
			if !done {
				return res, false
			}
			w[j] = won[j]
		}
		if res.tries == nil {
			res.tries = map[string][]bool{}
		}
		res.tries[try] = w
	}
	return res, true
}

// playDuelOnce plays a copy of start to its end with every seat by
// --duels-by but seats[j], by try (j < 0: none), and says which of seats
// won (a tie is no one's win).
func playDuelOnce(start *engine.State, left []int, cfg *playConfig, seed uint64, j int, try string) (won []bool, ok bool) {
	s := start.Clone()
	seats := make([]ai.Seat, len(s.Players))
	for i := range seats {
		level := cfg.duelsBy // the seats out of the game are asked nothing
		if j >= 0 && i == left[j] {
			level = try
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
	won = make([]bool, len(left))
	if len(s.Winners) > 1 && !s.OneTeam(s.Winners) {
		return won, true
	}
	for k, q := range left {
		won[k] = slices.Contains(s.Winners, int8(q))
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
		for j := range w {
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
