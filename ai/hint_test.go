package ai

import (
	"sync/atomic"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"undercity/engine"
)

// searchedDecision plays a two-player game with the rules of thumb until an
// Action Phase decision the search would think about.
func searchedDecision(t *testing.T) (*engine.State, engine.Decision) {
	t.Helper()
	s := newGame(t, 7, "jett", "ygella")
	for step := 0; step < 2000 && !s.Over; step++ {
		d, _ := s.Pending()
		if d.Kind == engine.DecAction && len(d.Options) > 2 && !s.PhaseMoment() {
			return s, d
		}
		require.NoError(t, s.AnswerIndex(pick(s, d.Seat, d)))
	}
	t.Fatal("no Action Phase decision with a choice")
	return nil, engine.Decision{}
}

func TestAdviseFollowsTheSearch(t *testing.T) {
	s, d := searchedDecision(t)
	a, err := Advise(s.Observation(d.Seat), d, "hard", 3)
	require.NoError(t, err)
	require.True(t, a.Searched)
	require.Len(t, a.Stats, len(d.Options))
	// The advice is the level's own answer to the same decision.
	assert.Equal(t, NewISMCTS("hard", 3, HardIterations).Choose(s.Observation(d.Seat), d), d.Options[a.Option].Key)
	games := 0
	for i, st := range a.Stats {
		assert.NotEmpty(t, st.Rule, "option %d", i)
		if st.Games > 0 {
			assert.GreaterOrEqual(t, st.Rating, 0.0)
			assert.LessOrEqual(t, st.Rating, 1.0)
		}
		games += st.Games
	}
	assert.Positive(t, a.Games)
	assert.LessOrEqual(t, a.Stats[a.Option].Games, a.Games)
	t.Log(a.Say(), " / ", a.Numbers)
	// Words first (what to do and why), the numbers apart.
	assert.Equal(t, d.Options[a.Option].Label, a.Do)
	assert.NotEmpty(t, a.Reason)
	assert.NotContains(t, a.Reason, "%")
	assert.Contains(t, a.Numbers, "simulated games")
	assert.Contains(t, a.Numbers, thousands(a.Games))
	assert.Contains(t, a.Numbers, pct(a.Stats[a.Option].Rating))
	assert.NotContains(t, a.Say()+a.Numbers, "\n")

	again, err := Advise(s.Observation(d.Seat), d, "hard", 3)
	require.NoError(t, err)
	assert.Equal(t, a, again, "same seed, same advice")
}

func TestAdviseByTheRulesOfThumb(t *testing.T) {
	s, d := searchedDecision(t)
	a, err := Advise(s.Observation(d.Seat), d, "normal", 1)
	require.NoError(t, err)
	assert.False(t, a.Searched)
	assert.Equal(t, pick(s, d.Seat, d), a.Option)
	do, why := plainAdvice(s, d.Seat, d, &d.Options[a.Option])
	assert.Equal(t, do, a.Do)
	assert.Equal(t, why, a.Reason)
	assert.Empty(t, a.Numbers, "no search, no numbers")
	for _, st := range a.Stats {
		assert.Equal(t, -1.0, st.Rating)
	}

	_, err = Advise(s.Observation(d.Seat), d, "random", 1)
	assert.Error(t, err)
	_, err = Advise(s.Observation(d.Seat), engine.Decision{}, "hard", 1)
	assert.Error(t, err)
}

// Every option of every decision of a game gets a rule to show.
func TestEveryOptionHasARule(t *testing.T) {
	s := newGame(t, 11, "dale", "petra", "terci")
	for step := 0; step < 3000 && !s.Over; step++ {
		d, _ := s.Pending()
		for i := range d.Options {
			assert.NotEmpty(t, rule(s, d.Seat, d, &d.Options[i]), "%s %s", d.Kind, d.Options[i].Label)
		}
		require.NoError(t, s.AnswerIndex(pick(s, d.Seat, d)))
	}
}

func TestThousands(t *testing.T) {
	for n, want := range map[int]string{0: "0", 999: "999", 1000: "1,000", 15955: "15,955", 1234567: "1,234,567", -4200: "-4,200"} {
		assert.Equal(t, want, thousands(n))
	}
}

// A hint nobody waits for can be stopped.
func TestAdviseUntilStops(t *testing.T) {
	s, d := searchedDecision(t)
	var asked atomic.Int32 // both trees ask
	_, err := AdviseUntil(s.Observation(d.Seat), d, "expert", 1, func() bool { return asked.Add(1) > 1 })
	assert.ErrorIs(t, err, ErrStopped)
	a, err := AdviseUntil(s.Observation(d.Seat), d, "normal", 1, func() bool { return true })
	require.NoError(t, err, "the rules of thumb do not search")
	assert.Equal(t, pick(s, d.Seat, d), a.Option)
}

// While a card is being chosen the advice is one of its choices, never
// the take-back (which is listed, unsearched).
func TestAdviseNeverTakesBack(t *testing.T) {
	s := newGame(t, 7, "jett", "ygella", "dale")
	for step := 0; step < 3000 && !s.Over; step++ {
		d, _ := s.Pending()
		if k := d.CancelOption(); k >= 0 && len(d.Moves()) > 1 {
			a, err := Advise(s.Observation(d.Seat), d, "hard", 3)
			require.NoError(t, err)
			require.Len(t, a.Stats, len(d.Options))
			assert.NotEqual(t, k, a.Option)
			assert.Equal(t, 0, a.Stats[k].Games)
			return
		}
		require.NoError(t, s.AnswerIndex(pick(s, d.Seat, d)))
	}
	t.Fatal("no card with a choice was chosen")
}
