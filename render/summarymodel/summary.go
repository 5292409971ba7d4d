// Package summarymodel is the After the Game and Statistics screens
// without the drawing: the charts' lines, scales and ticks from a match's
// Record, and the rows of the statistics tables. It is plain Go (no
// Ebitengine), so it is tested by `go test` without a display; render
// draws what it says.
package summarymodel

import (
	"sort"
	"strconv"

	"undercity/engine"
	"undercity/game"
	"undercity/render/tablemodel"
)

// Rect is an axis-aligned rectangle in canvas coordinates.
type Rect = tablemodel.Rect

// Stat is one of the charted stats.
type Stat int

const (
	Fortitude Stat = iota
	Alcohol
	Gold
	NumStats
)

// Title is the stat's name on its chart.
func (s Stat) Title() string {
	return [...]string{"Fortitude", "Alcohol Content", "Gold"}[s]
}

func (s Stat) of(p game.Point, seat int) int16 {
	switch s {
	case Fortitude:
		return p.Fort[seat]
	case Alcohol:
		return p.Alc[seat]
	}
	return p.Gold[seat]
}

// Line is one seat's stat over the turns.
type Line struct {
	Seat int
	Char string // for the colour
	// Dashed: a teammate drawn over the line of the team's first seat
	// (teammates share their stats, so their lines coincide).
	Dashed bool
	Pts    [][2]float32
}

// Tick is a labelled mark on an axis at canvas position Pos.
type Tick struct {
	Pos   float32
	Label string
}

// Chart is one stat's chart in a plot area.
type Chart struct {
	Stat   Stat
	Plot   Rect // where the lines are drawn
	Max    int  // the top of the y axis
	Lines  []Line
	XTicks []Tick // turns
	YTicks []Tick
}

// NewChart lays out a stat's chart of rec in plot.
func NewChart(rec *game.Record, stat Stat, plot Rect) Chart {
	c := Chart{Stat: stat, Plot: plot, Max: 20}
	if rec == nil || len(rec.Points) == 0 {
		return c
	}
	first, last := rec.Points[0].Turn, rec.Points[len(rec.Points)-1].Turn
	span := float32(max(last-first, 1))
	if stat == Gold {
		most := 0
		for _, p := range rec.Points {
			for i := range p.Gold {
				if !rec.Seats[i].Otto {
					most = max(most, int(p.Gold[i]))
				}
			}
		}
		c.Max = max(10, (most+4)/5*5)
	}
	x := func(turn int32) float32 { return plot.X + plot.W*float32(turn-first)/span }
	y := func(v int16) float32 {
		return plot.Y + plot.H - plot.H*float32(min(max(int(v), 0), c.Max))/float32(c.Max)
	}
	firstOfTeam := map[int]bool{}
	for i, seat := range rec.Seats {
		if seat.Otto || i >= len(rec.Points[0].Fort) {
			continue
		}
		ln := Line{Seat: i, Char: seat.Char, Dashed: firstOfTeam[seat.Team]}
		firstOfTeam[seat.Team] = true
		out := rec.OutTurn(i)
		for _, p := range rec.Points {
			if out >= 0 && p.Turn > out {
				break // off the chart once out of the game
			}
			ln.Pts = append(ln.Pts, [2]float32{x(p.Turn), y(stat.of(p, i))})
		}
		c.Lines = append(c.Lines, ln)
	}
	step := niceStep(int(last-first), 12)
	for t := first; t <= last; t++ {
		if t%int32(step) == 0 {
			c.XTicks = append(c.XTicks, Tick{Pos: x(t), Label: strconv.Itoa(int(t))})
		}
	}
	ystep := niceStep(c.Max, 4)
	for v := 0; v <= c.Max; v += ystep {
		c.YTicks = append(c.YTicks, Tick{Pos: y(int16(v)), Label: strconv.Itoa(v)})
	}
	return c
}

// niceStep is the smallest of 1, 2, 5, 10, 20, 50, ... that cuts span
// into at most n steps.
func niceStep(span, n int) int {
	for base := 1; ; base *= 10 {
		for _, m := range []int{1, 2, 5} {
			if span/(base*m) <= n {
				return base * m
			}
		}
	}
}

// Row is one line of a statistics table.
type Row struct {
	ID, Label   string
	Played, Won int
	Percent     string // "62%", "–" when none played
}

func row(id, label string, t game.Tally) Row {
	r := Row{ID: id, Label: label, Played: t.Played, Won: t.Won, Percent: "–"}
	if t.Played > 0 {
		r.Percent = strconv.Itoa(t.WinPercent()) + "%"
	}
	return r
}

// CharacterRows is the characters table: every character a person can
// play (c's, Otto left out), then any others the file names.
func CharacterRows(st game.Statistics, c *engine.Content) []Row {
	var rows []Row
	seen := map[string]bool{}
	for _, ch := range c.Chars {
		if ch.ID == engine.OttoID {
			continue
		}
		seen[ch.ID] = true
		rows = append(rows, row(ch.ID, ch.Name, st.Characters[ch.ID]))
	}
	return append(rows, others(st.Characters, seen)...)
}

// ModeRows is the modes table: every mode in menu order, then any others
// the file names.
func ModeRows(st game.Statistics) []Row {
	var rows []Row
	seen := map[string]bool{}
	for _, m := range engine.Modes {
		seen[m.ID] = true
		rows = append(rows, row(m.ID, m.Title, st.Modes[m.ID]))
	}
	return append(rows, others(st.Modes, seen)...)
}

func others(m map[string]game.Tally, seen map[string]bool) []Row {
	var ids []string
	for id := range m {
		if !seen[id] {
			ids = append(ids, id)
		}
	}
	sort.Strings(ids)
	var rows []Row
	for _, id := range ids {
		rows = append(rows, row(id, id, m[id]))
	}
	return rows
}
