package ai

import (
	"math"
	"math/rand/v2"
	"sync"

	"undercity/engine"
)

// ISMCTS is determinized information-set Monte Carlo tree search (after
// Cowling, Powley & Whitehouse 2012) at the root: every iteration deals the
// unseen cards at random consistent with the Observation
// (engine.Determinize), picks a root option by UCB1 over the option keys,
// plays the game on with the rules of thumb (with a little noise) for at most
// RolloutDepth decisions and scores the result with a static evaluation.
// Workers search in parallel with their own generators and their statistics
// are merged in worker order, so a seed and a budget give the same answer.
// Memory is one counter pair per root option and per worker.
type ISMCTS struct {
	name  string
	seed  uint64
	iters int
	calls uint64
	// Explore is the UCB1 exploration constant (values are in [0,1]).
	Explore float64
	// Noise is the chance a rollout step answers at random.
	Noise float64
}

// NewISMCTS returns a search controller with a fixed iteration budget.
func NewISMCTS(name string, seed uint64, iterations int) *ISMCTS {
	if iterations < 1 {
		iterations = 1
	}
	return &ISMCTS{name: name, seed: seed, iters: iterations, Explore: 0.7, Noise: 0.1}
}

func (m *ISMCTS) Name() string { return m.name }

type armStat struct {
	n int
	w float64
}

func (m *ISMCTS) Choose(obs *engine.Observation, d engine.Decision) string {
	if len(d.Options) == 1 {
		return d.Options[0].Key
	}
	m.calls++
	base := splitmix(m.seed ^ splitmix(m.calls))
	stats := make([][]armStat, Workers)
	var wg sync.WaitGroup
	for w := 0; w < Workers; w++ {
		n := m.iters*(w+1)/Workers - m.iters*w/Workers
		stats[w] = make([]armStat, len(d.Options))
		wg.Add(1)
		go func(w, n int) {
			defer wg.Done()
			rng := rand.New(rand.NewPCG(base, uint64(w)+1))
			m.search(obs, d, n, rng, stats[w])
		}(w, n)
	}
	wg.Wait()
	merged := make([]armStat, len(d.Options))
	for w := range stats {
		for i, a := range stats[w] {
			merged[i].n += a.n
			merged[i].w += a.w
		}
	}
	best := 0
	for i := 1; i < len(merged); i++ {
		a, b := merged[i], merged[best]
		if a.n > b.n || (a.n == b.n && a.w > b.w) {
			best = i
		}
	}
	return d.Options[best].Key
}

// search runs n iterations into st.
func (m *ISMCTS) search(obs *engine.Observation, d engine.Decision, n int, rng *rand.Rand, st []armStat) {
	me := obs.Seat
	for it := 0; it < n; it++ {
		i := ucb(st, it, m.Explore)
		g := engine.Determinize(obs, rng)
		if g.Answer(d.Options[i].Key) != nil {
			// Cannot happen: the observer's own options are exact.
			st[i].n++
			continue
		}
		for depth := 0; depth < RolloutDepth && !g.Over; depth++ {
			dd := g.Dec
			k := 0
			if len(dd.Options) > 1 {
				if rng.Float64() < m.Noise {
					k = rng.IntN(len(dd.Options))
				} else {
					k = pick(g, dd.Seat, dd)
				}
			}
			if g.AnswerIndex(k) != nil {
				break
			}
		}
		st[i].n++
		st[i].w += evaluate(g, me)
	}
}

// ucb picks the arm to try: each once, then UCB1.
func ucb(st []armStat, total int, c float64) int {
	for i := range st {
		if st[i].n == 0 {
			return i
		}
	}
	best, bestV := 0, -1.0
	lt := math.Log(float64(total))
	for i, a := range st {
		v := a.w/float64(a.n) + c*math.Sqrt(lt/float64(a.n))
		if v > bestV {
			best, bestV = i, v
		}
	}
	return best
}

// evaluate scores a game for seat me in [0,1]: a finished game by its
// winners, a running one by each player's share of strength (distance from
// passing out, Gold, being in the game).
func evaluate(s *engine.State, me int) float64 {
	if s.Over {
		for _, w := range s.Winners {
			if int(w) == me {
				return 1 / float64(len(s.Winners))
			}
		}
		return 0
	}
	total, mine := 0.0, 0.0
	for q := range s.Players {
		if s.Players[q].Out {
			continue
		}
		st := s.StatsOf(q)
		mg := math.Min(math.Max(float64(st.Fort-st.Alc), 0), 20) / 20
		gd := math.Min(float64(st.Gold), 20) / 20
		v := 0.05 + 0.65*mg*mg + 0.35*math.Sqrt(gd)
		total += v
		if q == me || s.Players[q].Team == s.Players[me].Team {
			mine += v
		}
	}
	if total == 0 {
		return 0
	}
	return mine / total
}

func splitmix(x uint64) uint64 {
	x += 0x9e3779b97f4a7c15
	x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9
	x = (x ^ (x >> 27)) * 0x94d049bb133111eb
	return x ^ (x >> 31)
}
