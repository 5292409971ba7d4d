package server

import (
	"encoding/json"
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/require"

	"undercity/engine"
	"undercity/game"
	"undercity/game/online"
)

// TestEncodeViewIsJSON: encodeView writes every view of games of every
// mode (each seat's, the public and the all-seeing one, at every answer)
// byte for byte as json.Marshal does.
func TestEncodeViewIsJSON(t *testing.T) {
	c, err := game.Content()
	require.NoError(t, err)
	r := rand.New(rand.NewPCG(3, 3))
	views := 0
	for k, ts := range everySetup(rand.New(rand.NewPCG(7, 7))) {
		if ts.Game == online.GameGamble {
			continue
		}
		su, err := innSetup(ts, uint64(k+1))
		require.NoError(t, err)
		s, err := engine.NewGame(c, su)
		require.NoError(t, err)
		for step := 0; step < 120 && !s.Over; step++ {
			for viewer := engine.ViewerAll; viewer < len(s.Players); viewer++ {
				v := s.View(viewer)
				switch viewer {
				case engine.ViewerAll:
					v = s.AllSeeingView()
				case engine.ViewerPublic:
					v = s.PublicView()
				}
				want, err := json.Marshal(v)
				require.NoError(t, err)
				got, err := encodeView(v)
				require.NoError(t, err)
				require.Equal(t, string(want), string(got), "%s, answer %d, viewer %d", ts.Mode, step, viewer)
				views++
			}
			d, ok := s.Pending()
			require.True(t, ok)
			require.NoError(t, s.Answer(d.Options[r.IntN(len(d.Options))].Key))
		}
	}
	require.Greater(t, views, 1000)
	// Names with what encoding/json escapes.
	v := &engine.View{Seats: []engine.SeatView{{Name: `Ann "the <Bold>" & Ünal`, Zones: []engine.ZoneView{{Name: "hand", Label: "a\\b", Cards: []engine.CardView{{ID: 3, Def: "x\u2028y"}}}}}}}
	want, _ := json.Marshal(v)
	got, err := encodeView(v)
	require.NoError(t, err)
	require.Equal(t, string(want), string(got))
}
