package tablemodel

import (
	"fmt"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"undercity/engine"
)

// gamblingAtTheDungeon is a table of these characters with Dungeon Events
// in the given mode, at the start of seat 0's Action Phase: every seat
// holds Gambling Cards to start and play a Round of Gambling.
func gamblingAtTheDungeon(t *testing.T, mode string, chars []string) *engine.State {
	t.Helper()
	var seats []string
	for q, ch := range chars {
		team := ""
		if mode == engine.ModeBoss {
			team = fmt.Sprintf(`"boss": %t, "team": %d, `, q == 0, min(q, 1))
		}
		seats = append(seats, fmt.Sprintf(`{%s"char": %q, "hand": ["%[2]s_gambling_im_in", "%[2]s_i_raise", "%[2]s_winning_hand", "%[2]s_i_raise"]}`, team, ch))
	}
	return fromScenario(t, fmt.Sprintf(`{"options": {"dungeon": true}, "mode": %q, "turn": 2, "seats": [%s], "active": 0, "phase": "action"}`,
		mode, strings.Join(seats, ", ")))
}

// checkBesideTheDungeon checks that the Round's cards, the Dungeon Event
// box and a Boss's Actions keep clear of each other, of the Round's box,
// of the cards being played, of the mats and the Inn, and of the decision
// bar.
func checkBesideTheDungeon(t *testing.T, m *Model, where string) {
	t.Helper()
	require.Len(t, m.RoundCards, len(m.T.RoundPlays()), where)
	var boss []Rect // each Boss's Actions: their label, slot and cards
	for _, b := range m.BossShown {
		boss = append(boss, Rect{b.X, b.Y - 22, max(b.Slot.W, lastRight(b.Rects)-b.X, m.Measure(b.Label)*15/16), 22}, b.Slot)
		boss = append(boss, b.Rects...)
	}
	for _, r := range boss {
		assert.False(t, r.Overlaps(DungeonBox), "%s: a Boss's Actions %v over the Dungeon Event box", where, r)
	}
	busy := []Rect{RoundBox, InnArea, DrinkPilesArea, m.BarArea()}
	busy = append(busy, m.Mats...)
	for i := range m.Stack() {
		x, y := m.StackPos(i)
		busy = append(busy, Rect{x, y, MiniCardW, MiniCardH + 20}) // with the player's name under it
	}
	if len(m.RoundCards) > 0 && m.RoundLabel != "" {
		a := m.RoundCardsAt()
		band := Rect{a.X, a.Y - RoundLabelH, m.Measure(m.RoundLabel) * 15 / 16, RoundLabelH}
		assert.False(t, band.Overlaps(DungeonBox), "%s: the Round's label %v over the Dungeon Event box", where, band)
		for _, o := range boss {
			assert.False(t, band.Overlaps(o), "%s: the Round's label %v over a Boss's Actions %v", where, band, o)
		}
	}
	for _, rc := range m.RoundCards {
		r := rc.Rect
		assert.True(t, onScreen(r) && r.X >= TableX && r.X+r.W <= TableRight, "%s: a Round card %v off the table", where, r)
		assert.False(t, r.Overlaps(DungeonBox), "%s: a Round card %v over the Dungeon Event box %v", where, r, DungeonBox)
		for _, o := range boss {
			assert.False(t, r.Overlaps(o), "%s: a Round card %v over a Boss's Actions %v", where, r, o)
		}
		for _, o := range busy {
			assert.False(t, r.Overlaps(o), "%s: a Round card %v over %v", where, r, o)
		}
	}
}

// A Round of Gambling at a table with Dungeon Events, in free-for-all (2
// to 6 seats) and in a Boss Battle (3 to 5; the Boss's Actions shown, seen
// by the Boss and by each Challenger): before the Round and as its cards
// pile up by the pot, seen from every seat, nothing lies over the Dungeon
// Event box or a Boss's Actions.
func TestRoundOfGamblingBesideTheDungeonEvents(t *testing.T) {
	ffa := []string{"jett", "dale", "petra", "terci", "ygella", "daareka"}
	boss := []string{"petra", "dale", "jett", "terci", "ygella"}
	type table struct {
		mode  string
		chars []string
	}
	var tables []table
	for n := 2; n <= 6; n++ {
		tables = append(tables, table{"", ffa[:n]})
	}
	for n := 3; n <= 5; n++ {
		tables = append(tables, table{engine.ModeBoss, boss[:n]})
	}
	bossRounds := 0
	for _, tb := range tables {
		s := gamblingAtTheDungeon(t, tb.mode, tb.chars)
		most, started := 0, false
		for step := 0; step < 60 && !s.Over; step++ {
			d, _ := s.Pending()
			where := fmt.Sprintf("%q %d seats, answer %d, %s %q", tb.mode, len(tb.chars), step, d.Kind, d.Prompt)
			views := []*Model{asked(s)}
			for q := range s.Players {
				views = append(views, watched(s, q))
			}
			if tb.mode == engine.ModeBoss {
				// The Boss's Actions on show, as after three of them.
				b := s.Clone()
				if len(b.Pile(0, engine.PileShown)) == 0 {
					b.SetPile(0, engine.PileShown, append(b.Pile(0, engine.PileShown), b.Deck(0)[:3]...))
				}
				for q := range b.Players {
					views = append(views, watched(b, q))
				}
				if b.Round.Active && len(b.RoundPlays()) > 0 {
					bossRounds++
				}
			}
			for _, m := range views {
				checkBesideTheDungeon(t, m, where)
			}
			most = max(most, len(s.RoundPlays()))
			if started && !s.Round.Active {
				break // the Round is over
			}
			started = started || s.Round.Active
			k := max(asked(s).PassOption(), 0)
			for i, o := range d.Options {
				if o.Verb == engine.VerbPlay && s.Def(o.Card).Is("Gambling") {
					k = i
					break
				}
			}
			require.NoError(t, s.Answer(d.Options[k].Key), where)
		}
		assert.GreaterOrEqual(t, most, min(len(tb.chars)+1, 4), "%q %d seats: the Round's cards pile up", tb.mode, len(tb.chars))
	}
	assert.Positive(t, bossRounds, "a Round with the Boss's Actions on show")
}
