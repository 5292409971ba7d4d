package server

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"undercity/game/online"
)

// TestStagesTimeEachAnswer: with Options.Stages and the SQLite store,
// every answer of a player is timed through every stage it passes, from
// the table's queue to its next state written (the wait for its answer
// to be stored, then for the connection's writer), and the group commit's
// wait, inserts and COMMIT are timed.
func TestStagesTimeEachAnswer(t *testing.T) {
	store, err := OpenSQLite(t.TempDir())
	require.NoError(t, err)
	st := &Stages{}
	url, srv := startServer(t, Options{Store: store, Stages: st})
	c := dial(t, url)
	send(t, c, online.ClientMsg{Type: online.TypeCreate, Name: "Ann", Table: &online.TableSetup{Seats: []string{"me", "random"}}})
	recvType(t, c, online.TypeJoined)
	send(t, c, online.ClientMsg{Type: online.TypeStart})

	answered := 0
	m := recvType(t, c, online.TypeState)
	for answered < 3 && !m.Over {
		if m.Decision == nil || len(m.Decision.Options) == 0 {
			m = recvType(t, c, online.TypeState)
			continue
		}
		send(t, c, online.ClientMsg{Type: online.TypeAnswer, Seat: m.Seat, Version: m.Version, Move: m.Decision.Options[0].Key})
		answered++
		// Its next state is written (the timing ends there).
		v := m.Version
		for m = recvType(t, c, online.TypeState); m.Version <= v; m = recvType(t, c, online.TypeState) {
		}
	}
	require.Positive(t, answered)
	// A pong goes out in a later batch than the last state: its writer
	// has timed that state by then.
	send(t, c, online.ClientMsg{Type: online.TypePing})
	recvType(t, c, online.TypePong)
	srv.Close()

	st.mu.Lock()
	defer st.mu.Unlock()
	for _, stage := range []int{stageQueue, stageStore, stageViews, stageDurable, stageOutbox, stageWrite, stageTotal} {
		assert.Len(t, st.d[stage], answered, stageNames[stage])
	}
	assert.Len(t, append(st.d[stageApply], st.d[stageApplyAI]...), answered, "applied")
	for _, stage := range []int{stageStoreWait, stageInserts, stageCommit, stageBatch} {
		assert.NotEmpty(t, st.d[stage], stageNames[stage])
	}
	for k, d := range st.d[stageTotal] {
		assert.GreaterOrEqual(t, d, st.d[stageDurable][k]+st.d[stageOutbox][k], "the total holds the waits for the disk and the writer")
	}
}
