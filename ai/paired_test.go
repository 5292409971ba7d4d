package ai

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// Paired weighs a four-player root's moves by sequential halving on common
// random numbers: every move is tried in the first phase, the last phase's
// moves have the most visits and as many as each other in a tree, the
// whole budget is spent, and a seed gives the same answer.
func TestPairedHalvesTheRootMoves(t *testing.T) {
	s := searchPosition(t, 34, "dale", "terci", "jett", "petra")
	obs := s.Observation(s.Dec.Seat)
	d := s.Dec
	d.Options = d.Moves()
	require.GreaterOrEqual(t, len(d.Options), 3, "a position with moves to halve")
	search := func(seed uint64) (*ISMCTS, rootStats) {
		m := NewSearch("expert", seed, 2000)
		m.Paired, m.Trees = true, 1
		return m, m.decide(obs, d)
	}
	m, r := search(5)
	require.True(t, r.searched)
	for i, v := range r.visits {
		assert.Positive(t, v, "option %d tried", i)
	}
	tr := m.arenas[0]
	var visits []int32
	for c := tr[0].child; c >= 0; c = tr[c].next {
		visits = append(visits, tr[c].n)
	}
	most := 0
	for _, v := range visits {
		if v == int32(r.visits[r.best]) {
			most++
		}
		assert.LessOrEqual(t, float64(v), r.visits[r.best], "the answer is among the most visited")
	}
	assert.Equal(t, 2, most, "the last phase weighs two moves alike")
	budget := m.budget(s)
	assert.InDelta(t, budget, r.iters, float64(len(visits)*4), "the whole budget, not stopped early")
	_, again := search(5)
	assert.Equal(t, r, again, "the same seed, the same search")
}

// At two sides Paired changes nothing: the search is search's.
func TestPairedLeavesTwoPlayersAlone(t *testing.T) {
	s := searchPosition(t, 34, "dale", "terci")
	obs := s.Observation(s.Dec.Seat)
	plain := NewSearch("expert", 5, 600).decide(obs, s.Dec)
	m := NewSearch("expert", 5, 600)
	m.Paired = true
	assert.Equal(t, plain, m.decide(obs, s.Dec))
}

// rootMove plays the move of a key on a copy of the game, and nothing when
// no option has that key.
func TestRootMoveFindsTheMoveByKey(t *testing.T) {
	s := searchPosition(t, 34, "dale", "terci", "jett", "petra")
	d := s.Dec
	opts := d.Moves()
	last := opts[len(opts)-1]
	g := s.Clone()
	require.True(t, rootMove(g, moveKey(s, &d, &last)))
	want := s.Clone()
	require.NoError(t, want.AnswerIndex(len(opts)-1))
	assert.Equal(t, want.Answers, g.Answers)
	assert.False(t, rootMove(s.Clone(), 0xdeadbeef))
}
