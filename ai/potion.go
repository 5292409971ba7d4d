package ai

import "undercity/engine"

// potionScore rates using a Potion Token now (team variants). A team has
// few of them, so one is used when it matters: to keep the team from
// passing out or going broke, or when its full effect is not wasted late in
// the game; otherwise it is kept: potionKept, below every real move, since
// a Potion Token is also offered where the other moves may all score below
// zero (ordering a Drink cannot be passed).
func potionScore(s *engine.State, me int, d engine.Decision, o *engine.Option) float64 {
	st := s.StatsOf(me)
	margin := int(st.Fort - st.Alc)
	// At the last chance, only the potion for what is losing the game helps.
	danger := d.Kind == engine.DecLastCall && margin <= 0
	switch o.Word {
	case engine.WordFort:
		gain := min(6, 20-int(st.Fort))
		switch {
		case danger || margin <= 0:
			return 10 + float64(gain)
		case margin <= 5 && gain >= 5:
			return 1 + float64(gain)/6
		}
	case engine.WordAlc:
		drop := min(6, int(st.Alc))
		switch {
		case danger || margin <= 0:
			return 10 + float64(drop)
		case margin <= 5 && drop >= 5:
			return 1.2 + float64(drop)/6
		}
	case engine.WordGold:
		switch {
		case st.Gold <= 0 || d.Kind == engine.DecLastCall && st.Gold <= 1:
			return 12
		case st.Gold <= 1 && d.Kind != engine.DecLastCall:
			return 1.5
		}
	}
	return potionKept
}

// potionKept is the score of keeping a Potion Token for later.
const potionKept = -100
