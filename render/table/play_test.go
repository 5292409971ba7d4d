package table

import (
	"testing"

	"github.com/stretchr/testify/require"

	"undercity/engine"
	"undercity/game"
)

// Positions the table's tests set up: a scenario's game, played on to a
// moment (internal/playto), opened at a table (as render's tests do with
// the App).

// resumeTable opens the table at s, seat human played here, the others
// by computers held still, nothing animated.
func resumeTable(t *testing.T, s *engine.State, human int) (*testNav, *TableScreen) {
	t.Helper()
	cfg := game.Config{Seed: s.Seed}
	for q := range s.Players {
		cfg.Seats = append(cfg.Seats, game.SeatConfig{Human: q == human, Level: "easy"})
	}
	c, err := game.Content()
	require.NoError(t, err)
	m, err := game.Resume(c, s, cfg)
	require.NoError(t, err)
	t.Cleanup(m.Close)
	nav := newTestNav(t)
	nav.settings.AnimSpeed = 0
	tbl := Open(nav, m)
	tbl.aiHold = true
	nav.SetScreen(tbl)
	return nav, tbl
}
