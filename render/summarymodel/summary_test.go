package summarymodel

import (
	"os/exec"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"undercity/game"
)

// The model is tested without a display: it must not reach Ebitengine.
func TestNoEbitengineImport(t *testing.T) {
	out, err := exec.Command("go", "list", "-deps", ".").Output()
	require.NoError(t, err)
	for _, p := range strings.Fields(string(out)) {
		assert.False(t, strings.Contains(p, "ebiten"), "summarymodel depends on %s", p)
	}
}

// record: turns 0..4 of a two-headed game (seats 0-1 a team) with Otto's
// seat 2 ignored, seat 1's team out at turn 3.
func record() *game.Record {
	r := &game.Record{Seats: []game.RecordSeat{{Char: "dale", Team: 0}, {Char: "jett", Team: 0}, {Char: "otto", Team: 1, Otto: true}, {Char: "petra", Team: 2}}}
	for turn := int32(0); turn <= 4; turn++ {
		f := 20 - int16(turn)*4
		r.Points = append(r.Points, game.Point{Turn: turn, Fort: []int16{f, f, 0, 20}, Alc: []int16{int16(turn), int16(turn), 0, 2}, Gold: []int16{10, 10, 0, 10 + int16(turn)*4}})
	}
	r.Outs = []game.Out{{Turn: 3, Seat: 0, Why: game.OutFortitude}, {Turn: 3, Seat: 1, Why: game.OutFortitude}}
	return r
}

func TestChartLines(t *testing.T) {
	plot := Rect{X: 100, Y: 50, W: 400, H: 200}
	c := NewChart(record(), Fortitude, plot)
	require.Len(t, c.Lines, 3, "Otto has no line")
	assert.Equal(t, []int{0, 1, 3}, []int{c.Lines[0].Seat, c.Lines[1].Seat, c.Lines[2].Seat})
	assert.False(t, c.Lines[0].Dashed)
	assert.True(t, c.Lines[1].Dashed, "the teammate's line is dashed over the team's")
	assert.Len(t, c.Lines[0].Pts, 4, "the line stops at the turn the team left")
	assert.Len(t, c.Lines[2].Pts, 5)
	assert.Equal(t, [2]float32{100, 50}, c.Lines[0].Pts[0], "turn 0 at the left, 20 Fortitude at the top")
	assert.Equal(t, [2]float32{500, 50}, c.Lines[2].Pts[4], "the last turn at the right")
	assert.Equal(t, float32(50+200-200*8/20), c.Lines[0].Pts[3][1])
	assert.Equal(t, 20, c.Max)
	assert.Equal(t, []string{"0", "5", "10", "15", "20"}, labels(c.YTicks))
	assert.Equal(t, []string{"0", "1", "2", "3", "4"}, labels(c.XTicks))

	g := NewChart(record(), Gold, plot)
	assert.Equal(t, 30, g.Max, "26 Gold at most: the axis goes to 30")
	assert.Equal(t, []string{"0", "10", "20", "30"}, labels(g.YTicks))
}

func labels(ts []Tick) []string {
	var out []string
	for _, t := range ts {
		out = append(out, t.Label)
	}
	return out
}

func TestNiceStep(t *testing.T) {
	assert.Equal(t, 1, niceStep(4, 12))
	assert.Equal(t, 2, niceStep(20, 12))
	assert.Equal(t, 5, niceStep(45, 12))
	assert.Equal(t, 10, niceStep(100, 12))
	assert.Equal(t, 5, niceStep(20, 4))
}

func TestStatisticsRows(t *testing.T) {
	c, err := game.Content()
	require.NoError(t, err)
	st := game.NewStatistics()
	st.Characters["jett"] = game.Tally{Played: 3, Won: 2}
	st.Characters["someone-new"] = game.Tally{Played: 1}
	st.Modes["boss"] = game.Tally{Played: 2, Won: 1}
	rows := CharacterRows(st, c)
	var jett, last Row
	for _, r := range rows {
		assert.NotEqual(t, "otto", r.ID, "nobody plays Otto")
		if r.ID == "jett" {
			jett = r
		}
		last = r
	}
	assert.Equal(t, Row{ID: "jett", Label: "Jett the Courier", Played: 3, Won: 2, Percent: "67%"}, jett)
	assert.Equal(t, "someone-new", last.ID, "characters the file names are kept")
	assert.Equal(t, "–", rows[0].Percent)
	modes := ModeRows(st)
	assert.Equal(t, "Free-for-all", modes[0].Label)
	assert.Equal(t, Row{ID: "boss", Label: "Boss Battle", Played: 2, Won: 1, Percent: "50%"}, modes[2])
}
