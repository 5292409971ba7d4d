package table

import (
	"testing"

	"github.com/stretchr/testify/require"

	"undercity/game"
	"undercity/render/ui"
)

// Every character's components lie on its mat, each in its place, and
// the words drawn in them stay inside them.
func TestLayoutMatParts(t *testing.T) {
	c, err := game.Content()
	require.NoError(t, err)
	var ids []string
	for _, ch := range c.Chars {
		ids = append(ids, ch.ID)
	}
	for len(ids) > 0 {
		n := min(len(ids), 5)
		if len(ids)-n == 1 {
			n-- // no table of one
		}
		nav := newTestNav(t)
		var seats []game.SeatConfig
		for i, id := range ids[:n] {
			seats = append(seats, game.SeatConfig{Char: id, Human: i == 0, Level: "normal"})
		}
		tbl, err := New(nav, game.Config{Seed: 12, Seats: seats})
		require.NoError(t, err)
		t.Cleanup(tbl.Match().Close)
		nav.SetScreen(tbl)
		drive(t, nav, 2)
		for q, mat := range tbl.m.Mats {
			if len(tbl.m.Parts[q]) == 0 {
				continue // a character without components (Daareka)
			}
			boxes := partBoxes(nav.Theme(), tbl.m.Parts[q], ui.Rect(mat))
			require.NotEmpty(t, boxes)
			for _, p := range ui.LayoutProblems(boxes) {
				t.Errorf("mat-%s: %s", ids[q], p)
			}
		}
		ids = ids[n:]
	}
}
