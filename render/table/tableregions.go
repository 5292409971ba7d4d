package table

import (
	"encoding/json"
	"fmt"
	"image"
	"slices"
	"strconv"
	"strings"

	"undercity/engine"
	"undercity/render/tablemodel"
	"undercity/render/ui"
)

// The still layer's regions (ui.Regions): when only the game changed, the
// table paints again only the parts of the layer whose picture changed.
// A computer's move changes the log, its mat and often the centre; the
// hand, the other mats and the bare wood stay as they were, and under a
// software renderer what is painted is what the frame that shows it waits
// for. Each region is a place and a key that says everything drawn there
// that the game can change; regions overlap where drawings do (a mat's
// glow reaches into the centre), since painting one paints the whole
// layer clipped to it. TestRegionRepaintShowsWhatAWholePaintShows
// compares every region repaint with a whole paint.

// stillFrame is the still layer's key less the game (ui.Regions.Frame):
// the snapshot, the markers that slide or rest, which only the mats
// show, the cards in flight, which only the centre hides, and the Hint
// button without its advice.
func (k stillKey) stillFrame() stillKey {
	k.view, k.m, k.version, k.sliding, k.outMoving, k.hiding = nil, nil, 0, 0, 0, 0
	if k.hintLine == "" {
		k.hintShown = false // the Hint button alone: a region
	}
	return k
}

// stillRegions is the table's ui.Regions for key k.
func (t *TableScreen) stillRegions(k stillKey) ui.Regions {
	return ui.Regions{Frame: k.stillFrame(), List: t.regionList}
}

// regionList lists the still layer's regions as the table shows them
// now. It is false for the tables whose layout it does not know (teams,
// Otto, a Boss's Actions, a lesson, the game over): those are painted
// whole.
func (t *TableScreen) regionList() ([]ui.Region, bool) {
	m, s := t.m, t.view
	if len(m.Teams) > 0 || len(m.BossShown) > 0 || m.Reward || m.Column >= 0 ||
		s.OttoSeat() >= 0 || t.lesson != nil || s.Over {
		return nil, false
	}
	var out []ui.Region
	add := func(r tablemodel.Rect, key string) {
		out = append(out, ui.Region{R: canvasRect(r), Key: key})
	}
	for seat := range s.Players {
		if s.Players[seat].Otto {
			return nil, false
		}
		r := m.Mats[seat]
		add(r.Grow(8), t.matRegionKey(seat))
		// The active seat's glow reaches a quarter of the mat beyond each
		// side (ui.DrawGlow); a take-back mark ("BEING CHOSEN" beside a
		// pile) up to about 110 beyond its right edge.
		add(tablemodel.Rect{X: r.X - r.W/4 - 4, Y: r.Y - r.H/4 - 4, W: r.W*1.5 + 8, H: r.H*1.5 + 8}, fmt.Sprint("glow", s.Active == seat))
		add(tablemodel.Rect{X: r.X + r.W - 20, Y: r.Y, W: 140, H: r.H}, fmt.Sprint("mark", t.choosingOn(seat)))
	}
	t.addCentreRegions(add)
	t.addShownHandRegions(add)
	add(t.barRegion(), t.barRegionKey())
	add(t.handRegion(), t.handRegionKey())
	if r, ok := t.hints.hintButton(); ok && t.hints.hintButtonShown() {
		add(r.Grow(4), "hint button") // the player's decision comes and goes with the game
	}
	t.addLogRegions(add)
	return out, true
}

// canvasRect is r on the canvas, grown by a pixel for the edges of
// anti-aliased shapes.
func canvasRect(r tablemodel.Rect) image.Rectangle {
	return ui.RectOf2(r.X, r.Y, r.W, r.H).Inset(-2)
}

// matRegionKey is what a mat shows in the still layer: its seat as the
// snapshot says (every counter and pile), its components as placed, who
// plays it, its markers at rest, and whether it is active, deciding,
// thinking or can be picked.
func (t *TableScreen) matRegionKey(seat int) string {
	s, m := t.view, t.m
	var b strings.Builder
	b.WriteString(t.mats.matKey(seat))
	if seat < len(s.Seats) {
		seatJSON, _ := json.Marshal(s.Seats[seat])
		b.Write(seatJSON)
	}
	_, target := m.SeatOpts[seat]
	label := ""
	if target {
		label = m.PickLabel()
	}
	fmt.Fprint(&b, "|", s.Active == seat, t.mats.thinking(seat), t.mats.matSub(seat), target, label, t.choosingOn(seat), m.Mats[seat])
	if d, ok := s.Pending(); ok {
		fmt.Fprint(&b, "|", d.Seat == seat)
	}
	if live := t.mats.markersLive(seat); live {
		b.WriteString("|live")
	} else if seat < len(t.anims) {
		a := &t.anims[seat]
		fmt.Fprintf(&b, "|%.3f %.3f %.3f", a.fort.at(t.tick), a.alc.at(t.tick), a.gold.at(t.tick))
		for k := range a.counters {
			if c := &a.counters[k]; c.dur > 0 || c.to != 0 {
				fmt.Fprintf(&b, " %d:%.3f", k, c.at(t.tick))
			}
		}
	}
	return b.String()
}

// choosingOn reports whether the card being chosen lies on seat's mat
// (its take-back mark is drawn there: drawMatTakeBackMark).
func (t *TableScreen) choosingOn(seat int) bool {
	id := t.m.Choosing
	if id == engine.NoCard {
		return false
	}
	if seat < len(t.m.Parts) {
		for _, pt := range t.m.Parts[seat] {
			if slices.Contains(pt.Cards, id) {
				return true
			}
		}
	}
	return slices.Contains(t.view.Players[seat].Prizes, id)
}

// addCentreRegions adds the centre's parts: the Drink piles, the Inn, the
// cards being played, the Round of Gambling, the Dungeon and the Drinks
// on the table.
func (t *TableScreen) addCentreRegions(add func(tablemodel.Rect, string)) {
	s, m := t.view, t.m
	add(tablemodel.DrinkPilesArea.Grow(8), fmt.Sprint("piles", len(s.DrinkDeck), t.piles.drinkDiscardTop(), s.Opts.BarDeck, len(s.BarDeck)))
	add(tablemodel.Rect{X: tablemodel.InnX - 60, Y: tablemodel.InnY - 60, W: 280, H: 90}, "inn"+strconv.Itoa(s.Inn))
	// The plays: their names under them, the top one's glow reaching
	// half a card beyond it (drawCentre).
	var stack strings.Builder
	var at tablemodel.Rect
	stack.WriteString("stack")
	st := m.Stack()
	for i, pl := range st {
		x, y := m.StackPos(i)
		card := tablemodel.Rect{X: x, Y: y, W: tablemodel.MiniCardW, H: tablemodel.MiniCardH + 24}
		if i == 0 {
			at = tablemodel.Rect{X: tablemodel.StackX - 4, Y: tablemodel.CentreTop - 10, W: 150, H: 22} // "Being played"
		}
		if i == len(st)-1 {
			card = card.Grow(60)
		}
		at = at.Union(card)
		fmt.Fprint(&stack, pl, x, y, s.Name(int(pl.Player)), ";")
	}
	if len(st) > 0 {
		add(at, stack.String())
	}
	// The Round's box, its cards and their label.
	round := tablemodel.RoundBox.Grow(6)
	if a := m.RoundCardsAt(); a.W > 0 {
		round = round.Union(tablemodel.Rect{X: a.X, Y: a.Y - tablemodel.RoundLabelH - 6, W: a.W, H: a.H + tablemodel.RoundLabelH + 6}.Grow(8))
	}
	roundJSON, _ := json.Marshal(struct {
		R any
		P any
	}{s.View.Round, s.View.RoundPlays})
	var in []bool
	for q := range s.Players {
		in = append(in, s.InRound(q))
	}
	add(round, fmt.Sprint("round", string(roundJSON), in, m.RoundCards, m.RoundLabel, t.hiding()))
	if s.Opts.Dungeon {
		add(tablemodel.DungeonBox.Grow(60), fmt.Sprint("dungeon", len(s.DungeonDeck), s.Progress, m.DungeonShown(), s.ZoneOf(m.DungeonShown())))
	}
	for _, d := range m.Drinks {
		add(d.Bounds.Grow(10), fmt.Sprint("drink", d, t.hiding()))
	}
}

// addShownHandRegions adds the hands shown left of the Drink Deck
// without teams (teamsPart.drawMateHands): a hand played revealed, the
// cards of one the player has seen (a hand revealed for lack of a card
// stays seen while those cards stay in it, often for the rest of a
// game), the cards turned up to divide. Each is its title and its cards
// with their shadows, keyed by what it shows.
func (t *TableScreen) addShownHandRegions(add func(tablemodel.Rect, string)) {
	th := t.app.Theme()
	for _, mh := range t.m.MateHands {
		w, h := th.Measure(mh.Title, mateTitleStyle(nil))
		r := tablemodel.Rect{X: t.m.MateArea.X, Y: mh.TextY - float32(h)/2, W: float32(w), H: float32(h)}.Grow(4)
		for _, c := range mh.Rects {
			r = r.Union(tablemodel.Rect{X: c.X, Y: c.Y, W: c.W + 4, H: c.H + 6}) // ui.DrawCard's shadow: 3 right, 5 down
		}
		add(r, fmt.Sprint("shown hand", mh.Seat, mh.Title, mh.Cards, mh.Rects, mh.Revealed))
	}
}

// hiding lists the cards in flight hidden where they land.
func (t *TableScreen) hiding() []int {
	var out []int
	for _, f := range t.flyers {
		if f.hides && t.tick < f.start+f.dur {
			out = append(out, int(f.card))
		}
	}
	return out
}

// barRegion is where the decision bar draws: its buttons, the prompt over
// them, an error over that and the key hint beside them.
func (t *TableScreen) barRegion() tablemodel.Rect {
	top := float32(handY - 14 - 38)
	r := tablemodel.Rect{X: handX, Y: top, W: tableRight - handX, H: 38}
	for i, b := range t.m.Bar {
		if i == 0 {
			top = b.Rect.Y
		}
		r = r.Union(b.Rect)
	}
	if t.m.BarRows > tablemodel.TallBarRows {
		r = r.Union(t.m.BarSpan)
	}
	if len(t.m.Bar) == 0 {
		// The prompt alone (another seat decides), over where the
		// buttons would be.
		return tablemodel.Rect{X: handX, Y: top - 34, W: tableRight - handX, H: 30}.Grow(6)
	}
	r = r.Union(tablemodel.Rect{X: r.X, Y: top - 62, W: r.W, H: 62})
	return r.Grow(6)
}

// barRegionKey is what the bar shows.
func (t *TableScreen) barRegionKey() string {
	_, ok := t.view.Pending()
	return fmt.Sprint("bar", ok, t.m.Prompt(), t.m.Mine, t.m.Bar, t.m.BarRows, t.m.BarSpan, t.m.KeyHint())
}

// handRegion is where the hand draws: its cards (raised when they can be
// played, a hovered one higher) and their marks.
func (t *TableScreen) handRegion() tablemodel.Rect {
	r := tablemodel.Rect{X: handX, Y: handY, W: tableRight - handX, H: ui.ScreenHeight - handY}
	for _, hc := range t.m.Hand {
		r = r.Union(hc.Rect)
	}
	return r.Grow(12)
}

// handRegionKey is what the hand shows.
func (t *TableScreen) handRegionKey() string {
	m := t.m
	var b strings.Builder
	fmt.Fprint(&b, "hand", m.HandSeat, m.Mine, m.Choosing, m.Selected, m.Hand)
	for _, hc := range m.Hand {
		fmt.Fprint(&b, m.Playable(hc.ID), m.IsSelected(hc.ID))
	}
	return b.String()
}

// addLogRegions adds the log column's header (the turn, whose turn, the
// phase) and its lines with the auto-pass toggle at their foot.
func (t *TableScreen) addLogRegions(add func(tablemodel.Rect, string)) {
	s := t.view
	add(tablemodel.Rect{X: tableRight, Y: 0, W: ui.ScreenWidth - tableRight, H: 124},
		fmt.Sprint("header", s.TurnNo, s.Active, s.Name(s.Active), s.Over, s.Phase))
	last := ""
	if n := len(s.Log); n > 0 {
		ev, _ := json.Marshal(s.Log[n-1])
		last = string(ev)
	}
	_, toggle := t.flow.autoPassToggle()
	add(tablemodel.Rect{X: tableRight, Y: 100, W: ui.ScreenWidth - tableRight, H: ui.ScreenHeight - 100},
		fmt.Sprint("log", len(s.Log), last, toggle))
}
