package ai

// Difficulty settings. The ISMCTS budgets are fixed iteration counts (so a
// seed gives the same game on any machine), calibrated with
// BenchmarkISMCTSDecision on the 2-core development machine to take about
// 0.3 s (hard) and 1 s (expert) per searched decision.
const (
	// EasyMistakeRate is how often "easy" answers at random instead of by
	// its rules of thumb.
	EasyMistakeRate = 0.25
	// HardIterations is the search budget of "hard".
	HardIterations = 1500
	// ExpertIterations is the search budget of "expert".
	ExpertIterations = 5000
	// RolloutDepth caps the decisions a rollout plays before it is scored
	// by the static evaluation.
	RolloutDepth = 60
	// Workers is the number of parallel search workers (root parallelisation).
	Workers = 2
)
