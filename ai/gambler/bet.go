package gambler

import (
	"math"
	"math/rand/v2"

	"undercity/engine/gamble"
)

// readWeight is how much more likely a deal in which a player wins is,
// per pot of raising they did this game (reads).
const readWeight = 2.0

// bet answers a Betting Round: fold when the chance to win does not pay
// for the call, raise with an edge over a fair share of the pot (more for
// a bigger edge), bluff now and then, else check or call.
func (g *Gambler) bet(obs *gamble.Observation, d gamble.Decision) string {
	s := obs.State()
	me := &s.Players[obs.Seat]
	owed := min(s.Round.Current-me.Bet, me.Money)
	pot := s.PotTotal()
	g.remember(s, obs.Seat)
	live := 0
	for q := range s.Players {
		if p := &s.Players[q]; p.In && !p.Folded {
			live++
		}
	}
	fair := 1 / float64(live)
	need := g.lv.raiseEdge
	if me.Bet > 0 && owed > 0 {
		need *= 2 // a re-raise wants a clearly better hand
	}
	stake := float64(pot + owed)
	odds := float64(owed)/stake + g.lv.margin // about the chance a call needs
	win, plain := g.chance(obs, d, owed, pot, fair, fair+need, odds)
	edge := win - fair
	switch {
	case edge > need:
		return raiseTo(d, s.Round.Current+int(math.Round(2*g.lv.aggression*edge*stake)))
	case owed == 0 && edge < 0 && g.bluffs(s, obs.Seat, live):
		g.intent = Bluff
		size := max(1, pot/2)
		if g.lv.bluffSize > 0 {
			size = max(1, int(math.Round(g.lv.bluffSize*float64(pot))))
		}
		return raiseTo(d, s.Round.Current+size)
	case owed > 0 && win*stake-float64(owed) < g.lv.margin*stake:
		return keyOf(d, gamble.VerbFold)
	case owed > 0 && plain*stake-float64(owed) < g.lv.margin*stake:
		g.intent = BluffCall // the reads alone would fold: called as a bluff
	}
	return callKey(d)
}

// bluffs says whether to bluff now (a losing hand, nobody has bet): at the
// level's plain rate, or with bluffSize at bluff a round shared among the
// opponents still in, twice as often when nobody is left to speak after
// this gambler (all before it checked: the table showed weakness).
func (g *Gambler) bluffs(s *gamble.State, seat, live int) bool {
	p := g.lv.bluff
	if g.lv.bluffSize > 0 {
		p /= float64(max(1, live-1))
		last := true
		for q := range s.Players {
			if q != seat && s.Round.Need&(1<<uint(q)) != 0 && s.Players[q].In && !s.Players[q].Folded {
				last = false
			}
		}
		if last {
			p *= 2
		}
	}
	return g.rng.Float64() < p
}

// raiseTo is the raise whose new Current Bet is nearest total (at least a
// raise of 1), All In when total takes everything, or the call when no
// raise is offered.
func raiseTo(d gamble.Decision, total int) string {
	key, gap := "", math.MaxInt
	for _, o := range d.Options {
		if o.Verb != gamble.VerbRaise && o.Verb != gamble.VerbAllIn {
			continue
		}
		diff := o.Total - total
		if o.Verb == gamble.VerbAllIn && diff < 0 {
			diff = 0 // everything is as near as it gets
		}
		if diff < 0 {
			diff = -diff
		}
		if diff < gap || (diff == gap && o.Verb == gamble.VerbRaise) {
			key, gap = o.Key, diff
		}
	}
	if key == "" {
		return callKey(d)
	}
	return key
}

// chance estimates the share of the pot the gambler wins if it calls and
// everyone calls to the showdown, over deals of the cards it has not seen
// (and futures of the dice). With reads, a deal counts more when the
// players who raised win in it: win discounts the raises by the level's
// doubt, plain does not (the two are the same without doubt). With least,
// sampling stops once win is sure standard errors away from every one of
// lines.
func (g *Gambler) chance(obs *gamble.Observation, d gamble.Decision, owed, pot int, lines ...float64) (win, plain float64) {
	s := obs.State()
	n := s.NumSeats()
	before := make([]int, n)
	for q := range before {
		before[q] = worth(s, q)
	}
	out := make([]int, n)
	after := s.Players[obs.Seat].Money - owed
	call := callKey(d)
	var sum, weights, psum, pweights float64
	next := g.lv.least
	for k := 0; k < g.lv.samples; k++ {
		if g.lv.least > 0 && k == next {
			if weights > 0 && decided(sum/weights, g.lv.sure*0.5/math.Sqrt(float64(k)), lines) {
				break
			}
			next += g.lv.least / 2
		}
		a, b := g.rng.Uint64(), g.rng.Uint64()
		st := gamble.Determinize(obs, rand.New(rand.NewPCG(a, b)))
		if st.Answer(call) != nil {
			continue
		}
		rollout(st, rand.New(rand.NewPCG(b, a)), out)
		share := float64(out[obs.Seat]-after) / float64(pot+owed)
		share = min(1, max(0, share))
		w, pw := 1.0, 1.0
		if g.lv.reads {
			for q := range out {
				if q != obs.Seat && out[q] > before[q] {
					raised := g.past[q] + g.round[q]
					w *= 1 + readWeight*(1-g.lv.doubt)*raised
					pw *= 1 + readWeight*raised
				}
			}
		}
		sum += w * share
		weights += w
		psum += pw * share
		pweights += pw
	}
	if weights == 0 {
		return 0, 0
	}
	return sum / weights, psum / pweights
}

// decided says whether est is more than band away from every line.
func decided(est, band float64, lines []float64) bool {
	for _, l := range lines {
		if math.Abs(est-l) <= band {
			return false
		}
	}
	return true
}

// remember notes how far each other player has raised over this gambler's
// bet, per Betting Round, for reads.
func (g *Gambler) remember(s *gamble.State, seat int) {
	n := s.NumSeats()
	if len(g.round) != n || g.game != s.Played {
		g.round, g.past = make([]float64, n), make([]float64, n)
		g.game, g.step = s.Played, int(s.Step)
	}
	if int(s.Step) != g.step {
		for q := range g.round {
			g.past[q] += g.round[q]
			g.round[q] = 0
		}
		g.step = int(s.Step)
	}
	mine := s.Players[seat].Bet
	pot := s.PotTotal()
	for q := range s.Players {
		if over := s.Players[q].Bet - mine; q != seat && over > 0 && pot > over {
			g.round[q] = max(g.round[q], float64(over)/float64(pot-over))
		}
	}
}
