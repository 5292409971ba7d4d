package ai

// Difficulty settings. The ISMCTS budgets are fixed iteration counts (so a
// seed gives the same game on any machine). They are calibrated on the
// 2-core development machine, where an iteration (a deal, a walk down the
// tree and a rollout of RolloutDepth decisions, about 20 engine steps of
// 2.5–3 µs) costs about 60 µs of one core and the two trees run on both
// cores: hard takes about 0.1 s a searched decision and expert about 0.7 s
// (p95 1.04 s: its own-move tree costs about a quarter more an iteration)
// (BenchmarkISMCTSDecision; `rdi-sim play` reports p50/p95 over whole games).
const (
	// EasyMistakeRate is how often "easy" answers at random instead of by
	// its rules of thumb.
	EasyMistakeRate = 0.25
	// HardIterations is the search budget of "hard" with two players
	// (scaled down for more players, see budgetFor). Half the 8,000 it had
	// until 2026-11-29: it still wins 69% of 2-player games against Normal
	// (Wilson 0.62-0.75 over 200; 76.5% at 8,000) in half the time, and
	// Expert's larger search gains more on it.
	HardIterations = 4000
	// ExpertIterations is the search budget of "expert" with two players.
	// Six times Hard's search alone did not make Expert stronger (25 of 57
	// 2-player games against Hard, Wilson 0.32-0.57): both converge to
	// what the rules of thumb's rollouts and the static evaluation say.
	// Expert's tree therefore holds only its own moves (ISMCTS.OwnTree,
	// see NewSearch).
	ExpertIterations = 24000
	// RolloutDepth caps the decisions a rollout plays before it is scored
	// by the static evaluation. Short rollouts and many iterations beat
	// long rollouts and few at the same cost (measured: depth 20 with 600
	// iterations won 24 of 30 games against normal, depth 60 with 300 won
	// 19 of 30).
	RolloutDepth = 16
	// Workers is the number of search trees grown in parallel (root
	// parallelisation); it is fixed, not the number of cores, so answers do
	// not depend on the machine.
	Workers = 2
)

// NewSearch returns the search of level "hard" or "expert" (any other
// level searches as hard does) with its own knobs, named after the level,
// and a budget of iterations for two players (0: the level's own).
func NewSearch(level string, seed uint64, iterations int) *ISMCTS {
	if level == "expert" {
		if iterations == 0 {
			iterations = ExpertIterations
		}
		m := NewISMCTS(level, seed, iterations)
		// Only Expert's own moves grow its tree; the other players
		// answer by the rules of thumb in the descent as in the rollouts,
		// so the whole budget goes into its own plans (a tree over every
		// seat's moves spreads it over the opponents' replies, which the
		// information sets merge across deals anyway). Screened at 1,000
		// iterations against Hard's search at 1,000: 87 of 160 won
		// (54.4%, Wilson 0.47-0.62; every other knob tried scored about
		// 50% or less, docs/measured/README.md), at about 1.25 times the
		// CPU. At the full budgets it won 127 of 200 two-player games
		// against Hard (63.5%, docs/measured).
		m.OwnTree = true
		// At a table of more than two sides the other seats of its
		// descent answer as Hard's searches were seen to (ranked, by
		// their place in the rules of thumb's order), not as the rules of
		// thumb: at four players Hard answers as those only 45% of the
		// time (62% at two). One Expert so against three Hard won 61 of
		// 200 four-player games (30.5%, Wilson 0.25-0.37; mean place
		// 2.23, parity 2.5), against 21-27% for every other Expert on the
		// same deals; but on fresh deals 50 of 200 (25.0%, mean place
		// 2.49), 111 of 400 on both (27.75%, Wilson 0.24-0.32): at four
		// players Expert is about as strong as Hard (docs/measured). Two
		// players are untouched.
		m.Ranked = true
		// Its leaves are scored by the shares of strength, as Hard's.
		// Each seat's chance to win fitted on four-player games
		// (evaluateExpert, the knob eval=expert) won screens at an eighth
		// of the budgets but not at the full ones (docs/measured).
		return m
	}
	if iterations == 0 {
		iterations = HardIterations
	}
	return NewISMCTS(level, seed, iterations)
}
