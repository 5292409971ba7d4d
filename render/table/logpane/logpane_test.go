package logpane

import (
	"fmt"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"undercity/engine"
	"undercity/render/tablemodel"
	"undercity/render/ui"
)

// longLog is a table of two players whose log runs over three turns,
// more than the pane holds.
func longLog() Shown {
	v := &tablemodel.Table{View: &engine.View{Active: 1, TurnNo: 3, Phase: engine.PhaseAction}, Players: []tablemodel.Seat{{Name: "Ann"}, {Name: "Bob"}}}
	for i := range 60 {
		v.Log = append(v.Log, engine.Event{Turn: int32(1 + i/20), Seat: int8(i % 2), Text: fmt.Sprintf("line %d: %s", i, strings.Repeat("ale ", i%7))})
	}
	return Shown{View: v, CharID: func(int) string { return "dale" }}
}

// The log shows its newest lines at the bottom of its area, whole, with
// the turns between them; scrolled back, older lines take their place.
func TestLogShowsTheNewestLinesWhole(t *testing.T) {
	th, err := ui.NewTheme()
	require.NoError(t, err)
	s := longLog()
	var p Pane
	area := ui.Rect(tablemodel.LogArea(false, false))
	lines, _ := p.lines(th, s, area)
	require.NotEmpty(t, lines)
	assert.Equal(t, "line 59: ale ale ale ", lines[0].text, "the newest line first, at the bottom")
	assert.Less(t, len(lines), 60, "the log holds fewer lines than the game wrote")
	turns := 0
	for _, l := range lines {
		assert.GreaterOrEqual(t, l.y, area.Y, "%q is whole under the header", l.text)
		assert.LessOrEqual(t, l.y, area.Y+area.H, l.text)
		if l.turn {
			turns++
			assert.Equal(t, -1, l.seat)
		}
	}
	assert.Positive(t, turns, "a turn's separator")

	p.Scroll = 200
	back, _ := p.lines(th, s, area)
	assert.NotEqual(t, lines[0].text, back[0].text, "scrolled back, the newest line is gone below")

	header := p.Header(th, s)
	require.Len(t, header, 3)
	assert.Equal(t, "Turn 3", header[0].Text)
	assert.Equal(t, "Bob's turn", header[1].Text)
	assert.Equal(t, "Action phase", header[2].Text)
}
