package ai

import (
	"math"
	"math/bits"
	"math/rand/v2"
	"sync"

	"undercity/engine"
)

// ISMCTS is single-observer information-set Monte Carlo tree search
// (SO-ISMCTS, Cowling, Powley & Whitehouse 2012). The tree's nodes are
// information sets of the searching player: a node is reached by a sequence
// of moves, each identified by a canonical move key (who decides, the kind
// of decision, and the option with every card named by its definition and
// zone rather than its id, so that interchangeable copies and the cards of a
// different deal are the same move). Every iteration
//
//   - deals the unseen cards at random consistent with the Observation
//     (engine.Determinize);
//   - descends the tree: at each decision with more than one option, if an
//     option of this deal has no node yet it is expanded (the rules of
//     thumb's choice first), otherwise the child with the best UCB1 value
//     for the deciding seat is taken, where the logarithm uses the child's
//     availability count (how often it was legal when its parent was
//     visited) instead of the parent's visits;
//   - plays on with the rules of thumb (with a little noise) for at most
//     Depth decisions, then scores every seat with a static evaluation;
//   - adds each seat's score to the nodes that seat moved into.
//
// Decisions with one option are played without a node, and the moments
// between phases (engine.State.PhaseMoment) follow the rules of thumb. Trees independent
// searches (root parallelisation) run on their own goroutines with
// generators derived from the seed and the call count; their root statistics
// are merged in tree order, so a seed and an iteration budget give the same
// answer on any number of cores. A tree stops early when its most visited
// root move can no longer be overtaken within its budget.
type ISMCTS struct {
	name  string
	seed  uint64
	iters int
	calls uint64
	// Explore is the UCB1 exploration constant (scores are in [0,1]).
	Explore float64
	// Noise is the chance a rollout step answers at random.
	Noise float64
	// Depth caps the decisions a rollout plays before the evaluation.
	Depth int
	// Trees is the number of independent trees searched in parallel.
	Trees int
	// OwnTree: only the searching seat's moves grow the tree; the other
	// seats answer in the descent as in a rollout (the rules of thumb, with
	// Noise), so the budget goes into the seat's own plans.
	OwnTree bool
	// LiveBudget: the budget is scaled to the players still in the game,
	// not to the seats at the table (budgetFor, ownTreeBudget): an
	// iteration costs what the living seats' moves cost, so once players
	// are out the same time buys more iterations, at the end of a game
	// as many as with that many players from the start. No level sets
	// it: one Expert so scaled won 31 of 148 four-player games against
	// three Hard (20.9%, Wilson 0.15-0.28; docs/measured), no better than
	// without.
	LiveBudget bool
	// Ranked: at a table of more than two sides, the other seats in an
	// own-move tree's descent answer as searching players were seen to
	// (ranked: among the rules of thumb's best few moves, by how often
	// Hard took each place), not by the rules of thumb with Noise. At
	// four players Hard answers as the rules of thumb only 44% of the
	// time (62% at two). Expert sets it (NewSearch).
	Ranked bool
	// Soft: Ranked's other seats (and RankedRollouts' seats) draw among
	// the rules of thumb's moves by how far their scores are from the
	// best (softened), not by the place alone (ranked). No level sets it:
	// though it predicts Hard's answers far better than ranked, one Expert
	// so set won 20 of 96 four-player games against three Hard (20.8%,
	// Wilson 0.14-0.30; docs/measured), worse than with ranked.
	Soft bool
	// Even: Ranked's other seats (and RankedRollouts' seats) draw every
	// distinct move alike (evenly), not by place: ranked predicts Hard's
	// answers no better than that (docs/measured), so whether ranked's
	// gain in games came from its spread or from its fit is told by this.
	// No level sets it: one Expert so against three Hard won 48 of 200
	// four-player games (24.0%, Wilson 0.19-0.30; docs/measured), below
	// ranked's 61 on the same deals, so the spread alone is not the gain.
	Even bool
	// RankedRollouts: at a table of more than two sides every seat in the
	// rollouts answers as Ranked's other seats do (ranked), not by the
	// rules of thumb with Noise.
	RankedRollouts bool
	// PassAware: Ranked and RankedRollouts let the moment go by (a pass,
	// the end of a step) as often as Hard was seen to for whether the
	// rules of thumb do (passRates), and draw the other moves' places
	// among themselves. No level sets it: one Expert so set won 47 of
	// 200 four-player games against three Hard (23.5%, Wilson
	// 0.18-0.30; docs/measured), against 61 of 200 with Ranked alone.
	PassAware bool
	// Duel: once only two sides are left in a game of more, the search
	// plays as at a two-player table: the two-player budget, and the last
	// other side answered by the rules of thumb with Noise, not by Ranked
	// (which was fitted while more were in). The end of a four-player
	// game is a duel, and Expert's own-move tree so set won 63.5% of
	// two-player games against Hard. No level sets it: one Expert so set
	// won 56 of 180 four-player games against three Hard (31.1%), as
	// many as with Ranked alone (docs/measured).
	Duel bool
	// Bias is progressive bias (Chaslot et al. 2008) toward the rules of
	// thumb: in the tree, the child of the rules of thumb's choice gets
	// Bias/(visits+1) on top of its UCB1 value, so that among moves the
	// search can barely tell apart (at four players the best root move's
	// mean beats the second's by a median 0.0044, and a quarter of
	// Expert's answers there follow the seed, not the position;
	// docs/measured) it leans to the rules of thumb's, and less so as
	// visits tell the moves apart; a negative Bias leans away from it.
	// 0: none. No level sets it: one Expert with Bias 1 won 4 of 35
	// four-player games against three Hard, with -1 5 of 44 (docs/measured),
	// far below the other knobs on the same deals, most of it lost in the
	// duels: it bends every node of the seat's own moves, so the tree's
	// later plays too.
	Bias float64
	// BiasRoot: Bias is given at the root alone (the answer's own moves),
	// so that the near-ties of the answer lean without bending the tree's
	// later plays. No level sets it yet: with Bias 1, one Expert won 29
	// of its first 96 four-player games against three Hard (30.2%),
	// where Expert without it won 21 of the same deals (docs/measured).
	BiasRoot bool
	// Paired: at a table with more than two sides in the game, the root's
	// moves are weighed on common random numbers by sequential halving
	// (searchPaired), not by UCB1. No level sets it: one Expert so set
	// won 35 of its first 128 four-player games against three Hard
	// (27.3%), where Expert without it won 28 of the same deals and
	// with BiasRoot 36 (docs/measured).
	Paired bool
	// Eval scores every seat of a game a rollout stopped in, in [0,1]
	// (nil: evaluateAll, the share of the table's strength).
	Eval func(s *engine.State, r []float64)

	arenas [][]node // one node arena per tree, reused between decisions
	// stop, when set, is asked now and then during a search; true ends it
	// early (a hint nobody waits for any more). Games never set it.
	stop func() bool
}

// SearchThread runs one search tree's work (it is called on the tree's
// own goroutine). The client replaces it to lower the priority of the
// searches, so that drawing the table comes first on a machine whose
// cores the searches would otherwise fill.
var SearchThread = func(work func()) { work() }

// NewISMCTS returns a search controller with a fixed iteration budget.
func NewISMCTS(name string, seed uint64, iterations int) *ISMCTS {
	if iterations < 1 {
		iterations = 1
	}
	return &ISMCTS{name: name, seed: seed, iters: iterations, Explore: 0.7, Noise: 0.1,
		Depth: RolloutDepth, Trees: Workers}
}

func (m *ISMCTS) Name() string { return m.name }

// node is one information set of the tree. Children form a linked list
// through child/next (indices into the tree's arena, -1 for none).
type node struct {
	key         uint64  // move into this node
	w           float64 // total score of mover
	n, avail    int32   // visits, availability
	child, next int32
	mover       int8 // seat that made the move
}

// Choose answers d for obs.Seat; a decision whose options are all the same
// move (one option, or copies of the same card) is answered without search.
func (m *ISMCTS) Choose(obs *engine.Observation, d engine.Decision) string {
	return d.Options[m.decide(obs, d).best].Key
}

// rootStats is what a search found at the root: per option, the visits
// and total score of its move (copies of the same move share the first
// copy's numbers), the option chosen, and whether a search ran at all.
type rootStats struct {
	visits, score []float64
	best          int
	searched      bool
	iters         int // iterations run, over all trees
}

// decide answers d, searching when the decision needs it.
func (m *ISMCTS) decide(obs *engine.Observation, d engine.Decision) rootStats {
	d.Options = d.Moves() // never take a card back
	if len(d.Options) == 1 {
		return rootStats{}
	}
	s := obs.State()
	keys := make([]uint64, len(d.Options))
	distinct := 0
	for i := range d.Options {
		keys[i] = moveKey(s, &d, &d.Options[i])
		if firstWith(keys[:i], keys[i]) < 0 {
			distinct++
		}
	}
	if distinct == 1 {
		return rootStats{}
	}
	if s.PhaseMoment() {
		// A moment between phases answers nothing and comes again at the
		// next phase: the rules of thumb decide (play only what is worth a
		// card now), so these moments cost no search time.
		return rootStats{best: pick(s, obs.Seat, d)}
	}
	m.calls++
	base := splitmix(m.seed ^ splitmix(m.calls))
	trees := max(m.Trees, 1)
	iters := m.budget(s)
	if len(m.arenas) < trees {
		m.arenas = make([][]node, trees)
	}
	var wg sync.WaitGroup
	for t := 0; t < trees; t++ {
		n := iters*(t+1)/trees - iters*t/trees
		wg.Add(1)
		go SearchThread(func() {
			defer wg.Done()
			rng := rand.New(rand.NewPCG(base, uint64(t)+1))
			if m.Paired && livingSides(s) > 2 {
				m.arenas[t] = m.searchPaired(obs, d, n, rng, m.arenas[t][:0])
			} else {
				m.arenas[t] = m.search(obs, d, n, rng, m.arenas[t][:0])
			}
		})
	}
	wg.Wait()
	// Merge the root children of the trees by move, in tree order.
	r := rootStats{visits: make([]float64, len(d.Options)), score: make([]float64, len(d.Options)), searched: true}
	for t := 0; t < trees; t++ {
		tr := m.arenas[t]
		r.iters += int(tr[0].n)
		for c := tr[0].child; c >= 0; c = tr[c].next {
			if i := firstWith(keys, tr[c].key); i >= 0 {
				r.visits[i] += float64(tr[c].n)
				r.score[i] += tr[c].w
			}
		}
	}
	visits, score := r.visits, r.score
	best := 0
	for i := 1; i < len(d.Options); i++ {
		if visits[i] > visits[best] || (visits[i] == visits[best] && visits[i] > 0 && score[i]/visits[i] > score[best]/max(visits[best], 1)) {
			best = i
		}
	}
	r.best = best
	// Copies of a move share its numbers.
	for i := range keys {
		if j := firstWith(keys[:i], keys[i]); j >= 0 {
			visits[i], score[i] = visits[j], score[j]
		}
	}
	return r
}

// budgetFor scales a level's iteration budget (set for two players) to the
// table: an iteration costs more engine work with more players, about a
// fifth more for each seat past two (measured with Hard: p95 0.32 s at 8,000
// iterations with two players, 0.27 s at 4,800 with four), so the budget is
// multiplied by 5/(players+3) to keep the time a decision takes about the
// same.
func budgetFor(iters, players int) int {
	if players <= 2 {
		return iters
	}
	return max(1, iters*5/(players+3))
}

// ownTreeBudget scales budgetFor's budget down again for a tree of the
// searcher's own moves: in its descent every other seat's move is the
// rules of thumb's, worked out at each step, so an iteration costs more
// with each seat past two than budgetFor allows (measured: Expert at
// 24,000 iterations with two players search CPU p95 1.98 s, wall p95
// 1.04 s; at 17,142 with four 3.24 s, about 1.7 s of wall). Multiplied by
// 2/players: 8,571 iterations with four, about 0.9 s.
func ownTreeBudget(iters, players int) int {
	if players <= 2 {
		return iters
	}
	return max(1, iters*2/players)
}

// budget is the iterations a decision of game s gets: the level's budget
// scaled to the table (budgetFor, and ownTreeBudget for an own-move
// tree), or with LiveBudget to the players still in it.
func (m *ISMCTS) budget(s *engine.State) int {
	players := s.NumSeats()
	if m.LiveBudget {
		players = living(s)
	}
	if m.dueling(s) {
		players = 2
	}
	iters := budgetFor(m.iters, players)
	if m.OwnTree {
		iters = ownTreeBudget(iters, players)
	}
	return iters
}

// living counts the players still in the game (at least two: a search
// runs only while the game goes on).
func living(s *engine.State) int {
	n := 0
	for q := range s.Players {
		if !s.Players[q].Out {
			n++
		}
	}
	return max(n, 2)
}

func firstWith(keys []uint64, k uint64) int {
	for i, x := range keys {
		if x == k {
			return i
		}
	}
	return -1
}

// search grows one tree of n iterations in tr (whose first node becomes the
// root) and returns it.
func (m *ISMCTS) search(obs *engine.Observation, d engine.Decision, n int, rng *rand.Rand, tr []node) []node {
	tr = append(tr, node{child: -1, next: -1, mover: -1})
	seats := obs.State().NumSeats()
	reward := make([]float64, seats)
	path := make([]int32, 0, 32)
	var page pager
	var g *engine.State // each iteration's deal, over the one before
	pol := m.policyFor(obs.State())
	var sc descentScratch
	for it := 0; it < n; it++ {
		if it > 0 && settled(tr, n-it) || it&255 == 255 && m.stop != nil && m.stop() {
			break
		}
		page.breathe()
		g = engine.DeterminizeInto(obs, rng, g)
		path = append(path[:0], 0)
		tr, path = m.descend(tr, g, obs.Seat, rng, pol, path, &sc)
		m.playOut(tr, g, rng, pol, path, reward)
	}
	return tr
}

// playOut ends an iteration: it rolls game g out, scores it and adds each
// seat's score to the nodes of path (after the root) that seat moved into.
func (m *ISMCTS) playOut(tr []node, g *engine.State, rng *rand.Rand, pol *policy, path []int32, reward []float64) {
	m.rollout(g, rng, pol)
	if m.Eval != nil {
		m.Eval(g, reward)
	} else {
		evaluateAll(g, reward)
	}
	tr[0].n++
	for _, v := range path[1:] {
		tr[v].n++
		tr[v].w += reward[tr[v].mover]
	}
}

// descentScratch holds descend's slices between iterations, so that a
// search makes no garbage for them.
type descentScratch struct {
	keys []uint64
	kids []int32
}

// descend walks game g down tree tr from path's last node (the searching
// seat is me), choosing by UCB1 among known moves and expanding the first
// new one, until a node is added or the game ends or stops. It returns the
// tree and the path of nodes moved into.
func (m *ISMCTS) descend(tr []node, g *engine.State, me int, rng *rand.Rand, pol *policy, path []int32, sc *descentScratch) ([]node, []int32) {
	cur := path[len(path)-1]
	expanded := false
	for !g.Over && !expanded {
		dd := &g.Dec
		opts := dd.Moves() // never a take-back: an index into it is one into dd.Options
		if len(opts) == 1 {
			if g.AnswerIndex(0) != nil {
				break
			}
			continue
		}
		if m.OwnTree && dd.Seat != me {
			if g.AnswerIndex(pol.answer(g, dd, len(opts), rng, pol.others)) != nil {
				break
			}
			continue
		}
		keys, kids := sc.keys[:0], sc.kids[:0]
		unexplored := -1
		for i := range opts {
			k := moveKey(g, dd, &opts[i])
			keys = append(keys, k)
			if firstWith(keys[:i], k) >= 0 {
				kids = append(kids, -2) // a copy of an earlier option
				continue
			}
			c := childWith(tr, cur, k)
			kids = append(kids, c)
			if c >= 0 {
				tr[c].avail++
			} else if unexplored < 0 {
				unexplored = i
			}
		}
		sc.keys, sc.kids = keys, kids
		var pickI int
		if unexplored >= 0 {
			// Expand the rules of thumb's choice if it is new, else the
			// first new option.
			if h := pick(g, dd.Seat, *dd); kids[h] == -1 {
				pickI = h
			} else {
				pickI = unexplored
			}
			tr = append(tr, node{key: keys[pickI], child: -1, next: tr[cur].child, mover: int8(dd.Seat), avail: 1})
			c := int32(len(tr) - 1)
			tr[cur].child = c
			cur = c
			expanded = true
		} else {
			favoured := -1
			if m.Bias != 0 && (cur == 0 || !m.BiasRoot) {
				h := pick(g, dd.Seat, *dd)
				if favoured = h; kids[h] == -2 { // a copy: its first
					favoured = firstWith(keys[:h], keys[h])
				}
			}
			pickI = m.selectUCB(tr, kids, favoured)
			cur = kids[pickI]
		}
		path = append(path, cur)
		if g.AnswerIndex(pickI) != nil {
			break
		}
	}
	return tr, path
}

// settled reports that the most visited root move cannot be overtaken by
// another in the iterations left.
func settled(tr []node, left int) bool {
	first, second := int32(0), int32(0)
	for c := tr[0].child; c >= 0; c = tr[c].next {
		switch n := tr[c].n; {
		case n > first:
			first, second = n, first
		case n > second:
			second = n
		}
	}
	return int(first-second) > left
}

func childWith(tr []node, parent int32, k uint64) int32 {
	for c := tr[parent].child; c >= 0; c = tr[c].next {
		if tr[c].key == k {
			return c
		}
	}
	return -1
}

// selectUCB picks the option whose child has the best UCB1 value with
// availability counts (kids[i] < 0 marks copies of an earlier option);
// option favoured (-1: none) gets the progressive bias (Bias).
func (m *ISMCTS) selectUCB(tr []node, kids []int32, favoured int) int {
	best, bestV := 0, math.Inf(-1)
	for i, c := range kids {
		if c < 0 {
			continue
		}
		nd := &tr[c]
		v := nd.w/float64(nd.n) + m.Explore*math.Sqrt(math.Log(float64(nd.avail))/float64(nd.n))
		if i == favoured {
			v += m.Bias / float64(nd.n+1)
		}
		if v > bestV {
			best, bestV = i, v
		}
	}
	return best
}

// rollout plays on with the rules of thumb (answering at random with
// probability Noise), or as pol says, for at most Depth decisions.
func (m *ISMCTS) rollout(g *engine.State, rng *rand.Rand, pol *policy) {
	for depth := 0; depth < m.Depth && !g.Over; depth++ {
		dd := &g.Dec
		k := 0
		if n := len(dd.Moves()); n > 1 {
			k = pol.answer(g, dd, n, rng, pol.rollouts)
		}
		if g.AnswerIndex(k) != nil {
			return
		}
	}
}

// thumb is a rollout's answer to dd, which has n moves: the rules of
// thumb's, or with probability Noise one at random (the rules of thumb
// then not worked out).
func (m *ISMCTS) thumb(g *engine.State, dd *engine.Decision, n int, rng *rand.Rand) int {
	if rng.Float64() < m.Noise {
		return rng.IntN(n)
	}
	return pick(g, dd.Seat, *dd)
}

// moveKey identifies a move across deals (the engine's MoveID: the same
// card in the same place is the same move whatever its instance number).
func moveKey(s *engine.State, d *engine.Decision, o *engine.Option) uint64 {
	return s.MoveID(d, o)
}

// evaluate scores a game for seat me in [0,1]: a finished game by its
// winners (a tie shared), a running one by the share of strength (distance
// from passing out, Gold, being in the game) of me's team.
func evaluate(s *engine.State, me int) float64 {
	r := make([]float64, s.NumSeats())
	evaluateAll(s, r)
	return r[me]
}

// evaluateAll fills r with every seat's evaluation.
func evaluateAll(s *engine.State, r []float64) {
	if s.Over {
		share := 1.0 // a team's win is a win for each of its players
		if len(s.Winners) > 1 && !s.OneTeam(s.Winners) {
			share = 1 / float64(len(s.Winners)) // a tie
		}
		for q := range r {
			r[q] = 0
			for _, w := range s.Winners {
				if int(w) == q {
					r[q] = share
				}
			}
		}
		return
	}
	strengthShare(s, r, func(_ int, st engine.Stats) float64 { return float64(st.Fort - st.Alc) })
}

func splitmix(x uint64) uint64 {
	x += 0x9e3779b97f4a7c15
	x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9
	x = (x ^ (x >> 27)) * 0x94d049bb133111eb
	return x ^ (x >> 31)
}

// Evaluations are the leaf evaluations a search may use (ISMCTS.Eval), by
// name: "share" is evaluateAll, "reach" evaluateReach, "fit" evaluateFit,
// "fit4" evaluateFit4, "expert" evaluateExpert and "rival" evaluateRival.
var Evaluations = map[string]func(s *engine.State, r []float64){
	"share":  evaluateAll,
	"reach":  evaluateReach,
	"fit":    evaluateFit,
	"fit4":   evaluateFit4,
	"expert": evaluateExpert,
	"rival":  evaluateRival,
}

// evaluateReach is evaluateAll with a seat's distance from passing out
// counted as it will be, not as it is: less a point of Alcohol for each
// Drink waiting on its Drink Me! pile, plus what its mechanics' components
// on the table are worth (engine.State.Worth, the reserve the rules of
// thumb count too).
func evaluateReach(s *engine.State, r []float64) {
	if s.Over {
		evaluateAll(s, r)
		return
	}
	strengthShare(s, r, func(q int, st engine.Stats) float64 {
		return float64(st.Fort-st.Alc) - float64(len(s.DrinkMe(q))) + s.Worth(q)
	})
}

// strengthShare fills r with each living seat's share (its team's) of the
// table's strength, where a seat's strength grows with its distance from
// passing out (margin, in points of Fortitude, from the seat and its
// Stats) and its Gold.
func strengthShare(s *engine.State, r []float64, margin func(q int, st engine.Stats) float64) {
	shareOf(s, r, func(q int) float64 {
		st := s.StatsOf(q)
		return strength(margin(q, st), st.Gold)
	})
}

// strength is a seat's strength for strengthShare: it grows with its
// distance from passing out (margin, in points of Fortitude) and its Gold.
func strength(margin float64, gold int16) float64 {
	mg := math.Min(math.Max(margin, 0), 20) / 20
	gd := math.Min(float64(gold), 20) / 20
	return 0.05 + 0.65*mg*mg + 0.35*math.Sqrt(gd)
}

// evaluateRival scores each living side against its strongest rival: its
// strength (evaluateAll's) over its own and the strongest other living
// side's. With two sides it is evaluateAll's share. With more, putting a
// weak player out gains a side nothing, gaining on the strongest does:
// the last two of a four-player game meet in a duel mostly decided as it
// begins (docs/measured), where a share of the whole table paid as much
// for the weakest player's going out as for the duel's opponent's loss.
func evaluateRival(s *engine.State, r []float64) {
	if s.Over {
		evaluateAll(s, r)
		return
	}
	var side [nSides]float64
	for q := range s.Players {
		if !s.Players[q].Out {
			st := s.StatsOf(q)
			side[sideOf(s, q)] += strength(float64(st.Fort-st.Alc), st.Gold)
		}
	}
	// The strongest side and the second: each side's strongest rival is
	// the first, or the second for the first itself.
	first, second := 0, -1
	for k := 1; k < nSides; k++ {
		switch {
		case side[k] > side[first]:
			first, second = k, first
		case second < 0 || side[k] > side[second]:
			second = k
		}
	}
	for q := range s.Players {
		r[q] = 0
		if s.Players[q].Out {
			continue
		}
		me, rival := sideOf(s, q), side[first]
		if me == first {
			rival = side[second]
		}
		r[q] = side[me] / (side[me] + rival)
	}
}

// nSides bounds sideOf: the teams a share counts, then a side for each
// seat of its own.
const nSides = maxTeams + engine.MaxSeats

// maxTeams is the most teams a share of strength counts.
const maxTeams = 16

// sideOf is seat q's side in a share of strength: its team, or a side of
// its own (maxTeams+q) when it has none.
func sideOf(s *engine.State, q int) int {
	if t := int(s.Players[q].Team); t >= 0 && t < len(s.Teams) && t < maxTeams {
		return t
	}
	return maxTeams + q
}

// shareOf fills r with each living seat's share of the table's value
// (value(q) for a seat in the game), a team's players sharing their
// team's.
func shareOf(s *engine.State, r []float64, value func(q int) float64) {
	var side [nSides]float64
	total := 0.0
	for q := range s.Players {
		if !s.Players[q].Out {
			v := value(q)
			total += v
			side[sideOf(s, q)] += v
		}
	}
	for q := range s.Players {
		r[q] = 0
		if !s.Players[q].Out && total != 0 {
			r[q] = side[sideOf(s, q)] / total
		}
	}
}

// SetName renames the seat (a measured variant is reported by its spec).
func (m *ISMCTS) SetName(name string) { m.name = name }

// fitWeights weigh seatFeatures in evaluateFit: a logistic regression of
// who won on the difference of the two seats' features, over 73,476
// positions of 3,000 two-player games played by the rules of thumb with
// Noise 0.1 (the rollouts' own policy), the five characters of the base
// set paired in turn (TestFitEvaluation; log-loss 0.591 against 0.693 for
// a coin). Distance from passing out counts most when it is short (the
// fit is concave, where evaluateAll's square is convex), Gold, the Drink
// Me! pile and the hand barely count.
var fitWeights = [nFeatures]float64{9.267, -4.171, 0.130, 0.010, -0.044, 1.442}

// evaluateFit scores each living seat by the chance fitWeights give it to
// win: exp(w·features) over the table's sum (for two players the logistic
// of the difference the weights were fitted on); a team's chance is its
// players' together.
func evaluateFit(s *engine.State, r []float64) { logitChances(s, r, &fitWeights, seatFeatures) }

// logitChances fills r with each living seat's chance to win by weights w
// over its features: exp(w·features) over the table's sum, a team's
// chance its players' together (a finished game: evaluateAll).
func logitChances(s *engine.State, r []float64, w *[nFeatures]float64, features func(*engine.State, int, *[nFeatures]float64)) {
	if s.Over {
		evaluateAll(s, r)
		return
	}
	var f [nFeatures]float64
	shareOf(s, r, func(q int) float64 {
		features(s, q, &f)
		z := 0.0
		for i, wi := range w {
			z += wi * f[i]
		}
		return math.Exp(z)
	})
}

// nFeatures is the length of seatFeatures.
const nFeatures = 6

// seatFeatures describes seat q's standing for evaluateFit: its distance
// from passing out (and its square), the square root of its Gold, the
// Drinks waiting on its Drink Me! pile, the cards in its hand and its
// reserve (engine.State.Worth).
func seatFeatures(s *engine.State, q int, f *[nFeatures]float64) {
	st := s.StatsOf(q)
	mg := math.Min(math.Max(float64(st.Fort-st.Alc), 0), 30) / 20
	f[0] = mg
	f[1] = mg * mg
	f[2] = math.Sqrt(math.Min(math.Max(float64(st.Gold), 0), 30) / 20)
	f[3] = float64(len(s.DrinkMe(q))) / 5
	f[4] = float64(len(s.Hand(q))) / 7
	f[5] = s.Worth(q) / 10
}

// fit4Weights weigh fit4Features in evaluateFit4: a conditional logit of
// who won among the seats still in the game (a seat's chance is
// exp(w·features) over the living seats' sum), over 63,905 positions of
// 2,000 four-player games played by the rules of thumb with Noise 0.1,
// the five characters of the base set in turn (TestFit4Evaluation).
// Log-loss 1.078, against 1.193 for evaluateAll's shares, 1.176 for
// evaluateReach and 1.097 for evaluateFit's two-player weights (ln 4 =
// 1.386 for a coin of four sides). At three and five players the same
// weights predict better than the others too (0.893 and 1.251, against
// 0.974 and 1.360 for the shares, 0.898 and 1.274 for evaluateFit's).
// As at two players, a long lead counts less than a short one (the
// square's weight is negative): at four players the others go for the
// leader (the rules of thumb's focus).
var fit4Weights = [nFeatures]float64{9.866, -4.877, -1.634, -0.526, 0.306, 1.115}

// fit4Features are seatFeatures with Gold's place taken by how near the
// seat is to running out of it (0 from 4 Gold up, 1 at none). Fitted
// with Gold itself, Gold's weight comes out negative (at four players the
// seats with much of it are those the rest go for, not ones it weakens),
// and a search scored so would throw its Gold away.
func fit4Features(s *engine.State, q int, f *[nFeatures]float64) {
	seatFeatures(s, q, f)
	f[2] = math.Max(0, 4-float64(s.StatsOf(q).Gold)) / 4
}

// evaluateFit4 is evaluateFit with fit4Weights over fit4Features: each
// living seat's chance to win a table of more than two sides.
func evaluateFit4(s *engine.State, r []float64) { logitChances(s, r, &fit4Weights, fit4Features) }

// evaluateExpert is evaluateFit4 at a table of more than two sides and
// evaluateAll otherwise (two players, or two teams): the knob eval=expert.
// Screened at an eighth of the budgets, one Expert against three Hard won
// 68 of 180 four-player games with it (37.8%, Wilson 0.31-0.45) and 26 of
// 120 with evaluateAll (21.7%, 0.15-0.30); but at the full budgets 13 of
// 68 (19.1%, 0.12-0.30; mean place 2.89, parity 2.5), so Expert keeps
// evaluateAll.
func evaluateExpert(s *engine.State, r []float64) {
	if sides(s) > 2 {
		evaluateFit4(s, r)
		return
	}
	evaluateAll(s, r)
}

// sides counts the table's sides: the teams of its seats other than
// Otto's (a seat of its own is a team of one), in the game or not.
func sides(s *engine.State) int { return countSides(s, false) }

// livingSides counts the sides with a player still in the game.
func livingSides(s *engine.State) int { return countSides(s, true) }

// dueling says whether m searches game s as a duel (Duel): two sides
// left of more.
func (m *ISMCTS) dueling(s *engine.State) bool {
	return m.Duel && livingSides(s) == 2 && sides(s) > 2
}

// countSides counts the sides of s's seats, or (living) of those still
// in the game.
func countSides(s *engine.State, living bool) int {
	var seen uint64
	for q := range s.Players {
		if living && s.Players[q].Out {
			continue
		}
		if t := s.Players[q].Team; !s.Players[q].Otto && t >= 0 && t < 64 {
			seen |= 1 << uint(t)
		}
	}
	return bits.OnesCount64(seen)
}
