package ai

import (
	"cmp"
	"math/bits"
	"math/rand/v2"
	"slices"

	"undercity/engine"
)

// searchPaired grows one tree of about n iterations as search does, but
// weighs the root's moves against each other on common random numbers: a
// round deals the hidden cards once and plays every move still in the
// running from that deal with the same random numbers (the engine's and
// the policy's), so that what tells the moves apart is the moves, not the
// deals (at four players the best root move's mean beats the second's by
// a median 0.0044, and a quarter of Expert's answers there followed the
// seed). The budget is spent by sequential halving (Karnin, Koren and
// Somekh 2013): ceil(log2 k) phases of equal budget for k moves, the
// worse half by mean dropped after each. Below each root move the tree
// grows as in search.
func (m *ISMCTS) searchPaired(obs *engine.Observation, d engine.Decision, n int, rng *rand.Rand, tr []node) []node {
	me := obs.Seat
	tr = append(tr, node{child: -1, next: -1, mover: -1})
	s := obs.State()
	var alive []int32 // root children still in the running
	for i := range d.Options {
		k := moveKey(s, &d, &d.Options[i])
		if childWith(tr, 0, k) >= 0 {
			continue // a copy of an earlier option
		}
		tr = append(tr, node{key: k, child: -1, next: tr[0].child, mover: int8(me)})
		tr[0].child = int32(len(tr) - 1)
		alive = append(alive, tr[0].child)
	}
	slices.Reverse(alive) // in the options' order
	reward := make([]float64, s.NumSeats())
	path := make([]int32, 0, 32)
	var page pager
	var sc descentScratch
	var deal, g *engine.State
	src := rand.NewPCG(0, 0)
	common := rand.New(src)
	pol := m.policyFor(s)
	phases := max(1, bits.Len(uint(len(alive)-1)))
	for phase := 0; phase < phases; phase++ {
		rounds := max(1, n/phases/len(alive))
		for r := 0; r < rounds; r++ {
			if r&15 == 15 && m.stop != nil && m.stop() {
				return tr
			}
			deal = engine.DeterminizeInto(obs, rng, deal)
			a, b := rng.Uint64(), rng.Uint64()
			for _, c := range alive {
				page.breathe()
				g = deal.CloneInto(g)
				src.Seed(a, b)
				path = append(path[:0], 0, c)
				tr[c].avail++
				if rootMove(g, tr[c].key) {
					tr, path = m.descend(tr, g, me, common, pol, path, &sc)
				}
				m.playOut(tr, g, common, pol, path, reward)
			}
		}
		if len(alive) > 1 && phase < phases-1 {
			mean := func(c int32) float64 { return tr[c].w / float64(tr[c].n) }
			slices.SortStableFunc(alive, func(x, y int32) int { return cmp.Compare(mean(y), mean(x)) })
			alive = alive[:(len(alive)+1)/2]
		}
	}
	return tr
}

// rootMove answers g's pending decision (the searcher's, dealt again) with
// the move of key k, and reports whether the game goes on to another
// decision.
func rootMove(g *engine.State, k uint64) bool {
	dd := &g.Dec
	opts := dd.Moves()
	for i := range opts {
		if moveKey(g, dd, &opts[i]) == k {
			return g.AnswerIndex(i) == nil && !g.Over
		}
	}
	return false
}
