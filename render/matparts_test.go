package render

import (
	"testing"

	"github.com/stretchr/testify/require"

	"undercity/game"
	"undercity/render/table"
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
		app := newTestApp(t, Options{SettingsPath: "-"})
		var seats []game.SeatConfig
		for i, id := range ids[:n] {
			seats = append(seats, game.SeatConfig{Char: id, Human: i == 0, Level: "normal"})
		}
		tbl, err := NewTableScreen(app, game.Config{Seed: 12, Seats: seats})
		require.NoError(t, err)
		t.Cleanup(tbl.Match().Close)
		app.SetScreen(tbl)
		_, err = drive(t, app, 2)
		require.NoError(t, err)
		for q, mat := range tbl.Model().Mats {
			if len(tbl.Model().Parts[q]) == 0 {
				continue // a character without components (Daareka)
			}
			assertLaidOut(t, app, "mat-"+ids[q], table.PartBoxes(app.Theme(), tbl.Model().Parts[q], ui.Rect(mat)))
		}
		ids = ids[n:]
	}
}
