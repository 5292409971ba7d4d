package tablemodel

import (
	"undercity/assets"
	"undercity/engine"
	"undercity/game/tutorial"
)

// Learn to play: where the thing a lesson's step points at is drawn, so
// the table can outline it and point an arrow at it.

// PhaseRect is the turn and phase heading at the top of the log column.
var PhaseRect = Rect{LogX + 10, 14, LogW - 20, 90}

// StatsRect is the Fortitude and Alcohol Content tracks of a mat.
func StatsRect(mat Rect) Rect { return Rect{mat.X + 6, mat.Y + 56, mat.W - 12, 50} }

// GoldRect is the Gold stack of a mat with its label.
func GoldRect(mat Rect) Rect {
	x, y := GoldPos(mat)
	return Rect{x - 18, y - 22, 40, 58}
}

// LessonTarget returns where target t is drawn; learner is the seat the
// player plays (the default seat) and opt the option the step waits for
// (-1: none). ok is false when it is not on the table now.
func (m *Model) LessonTarget(t tutorial.Target, learner, opt int) (Rect, bool) {
	seat := learner
	if t.Seat != "" {
		seat = m.seatOf(t.Seat)
	}
	if seat < 0 || seat >= len(m.Mats) {
		return Rect{}, false
	}
	mat := m.Mats[seat]
	otto := m.T.Players[seat].Otto
	switch t.Kind {
	case tutorial.TargetOption:
		if r, ok := m.confirmRect(opt); ok {
			return r, true
		}
		return m.OptionRect(opt)
	case tutorial.TargetHand:
		for _, h := range m.Hand {
			if m.T.Def(h.ID).ID == t.Card {
				return h.Rect, true
			}
		}
	case tutorial.TargetMat:
		return mat, true
	case tutorial.TargetDrinkMe:
		return PileRect(mat, 0), !otto
	case tutorial.TargetStats:
		return StatsRect(mat), !otto
	case tutorial.TargetGold:
		return GoldRect(mat), !otto
	case tutorial.TargetComponent:
		return ComponentRect(mat), !otto
	case tutorial.TargetMatCard:
		for id, mc := range m.OnMat {
			if m.T.Def(id).ID == t.Card {
				return mc.Rect, true
			}
		}
	case tutorial.TargetPotions:
		if tm := m.TeamOf(m.T.Players[seat].Team); tm != nil && len(tm.Tokens) > 0 {
			r := tm.Tokens[0] // in a row, the first on the right
			left := tm.Tokens[len(tm.Tokens)-1].X
			return Rect{min(left, r.X), r.Y, max(left, r.X) + r.W - min(left, r.X), r.H}, true
		}
	case tutorial.TargetDrink:
		for _, td := range m.Drinks {
			if t.Card == "" || len(td.Cards) > 0 && m.T.Def(td.Cards[0]).ID == t.Card {
				return td.Bounds, true
			}
		}
	default:
		return m.centreTarget(t.Kind)
	}
	return Rect{}, false
}

// confirmRect is the button that discards the selected cards when the
// option the step waits for is the discard of one of them: once the
// learner has picked the card, the button is what is left to click.
func (m *Model) confirmRect(opt int) (Rect, bool) {
	if !m.Mine || opt < 0 || opt >= len(m.Dec.Options) {
		return Rect{}, false
	}
	if o := m.Dec.Options[opt]; o.Verb != engine.VerbDiscard || !m.IsSelected(o.Card) {
		return Rect{}, false
	}
	for _, b := range m.Bar {
		if b.Opt == OptConfirmDiscard {
			return b.Rect, true
		}
	}
	return Rect{}, false
}

// centreTarget is where a target in the middle of the table is drawn.
func (m *Model) centreTarget(kind string) (Rect, bool) {
	switch kind {
	case tutorial.TargetDrinkDeck:
		return DrinkDeckRect, true
	case tutorial.TargetStack:
		n := len(m.Stack())
		if n == 0 {
			return Rect{}, false
		}
		x0, y := m.StackPos(0)
		x1, _ := m.StackPos(n - 1)
		return Rect{x0, y, x1 + MiniCardW - x0, MiniCardH}, true
	case tutorial.TargetRound:
		return RoundBox, m.T.Round.Active
	case tutorial.TargetInn:
		return InnArea, true
	case tutorial.TargetPhase:
		return PhaseRect, true
	case tutorial.TargetDungeon:
		return DungeonDeckRect, m.T.Opts.Dungeon
	}
	return Rect{}, false
}

// seatOf is the seat of a character id, -1 for none.
func (m *Model) seatOf(char string) int {
	for q := range m.T.Players {
		if m.CharID(q) == char {
			return q
		}
	}
	return -1
}

// LessonPanel is a lesson's caption panel, over the top of the log column
// (the log's lines go under it: LogArea).
var LessonPanel = Rect{LogX, 116, LogW, 352}

// AutoPassRect is the auto-pass toggle at the foot of the log column.
var AutoPassRect = Rect{LogX + 10, ScreenHeight - 48, LogW - 20, 34}

// LogArea is where the game log's lines are written: under the turn
// heading, or in a lesson under its panel, so the newest lines stay
// readable; above the auto-pass toggle when it is shown.
func LogArea(lesson, autoPass bool) Rect {
	a := Rect{LogX + 10, 124, LogW - 20, ScreenHeight - 144}
	if lesson {
		top := LessonPanel.Y + LessonPanel.H + 10
		a.H -= top - a.Y
		a.Y = top
	}
	if autoPass {
		a.H = AutoPassRect.Y - 8 - a.Y
	}
	return a
}

// LessonLogMin is how tall the log's lines stay under a lesson's panel
// while a card is zoomed: the newest four or five lines.
const LessonLogMin = 96

// ZoomArea is where a zoomed card is shown: ZoomRect, at the bottom of
// the log column under the log's lines. In a lesson the panel takes the
// top of the column and a full-size card would leave no room for the log
// at all: the card is shown smaller (still half again as large as a hand
// card), as low, so that LessonLogMin of the log stays in sight.
func ZoomArea(lesson bool) Rect {
	if !lesson {
		return ZoomRect
	}
	top := LogArea(true, false).Y + LessonLogMin + 12
	h := ZoomRect.Y + ZoomRect.H - top
	w := h * ZoomW / ZoomH
	return Rect{ZoomRect.X + (ZoomRect.W-w)/2, top, w, h}
}

// ZoomedLogArea is LogArea while a card is zoomed: the lines end above
// the card (ZoomArea).
func ZoomedLogArea(lesson, autoPass bool) Rect {
	a := LogArea(lesson, autoPass)
	a.H = min(a.H, ZoomArea(lesson).Y-12-a.Y)
	return a
}

// Arrow is a lesson's arrow: where its tip is (before it bobs along its
// axis) and the way it points, one of (1, 0), (-1, 0), (0, 1), (0, -1);
// SeeThrough when it covers something (no way round it was clear), so
// that what lies under it shows.
type Arrow struct {
	TipX, TipY, DX, DY float32
	SeeThrough         bool
}

// The arrow's size: ArrowLen from the tip to the end of the shaft,
// ArrowHalf across from its axis to the edge of its head (with its
// outline and shadow); ArrowBob how far it bobs along its axis, and
// ArrowGap the room between the tip and the outlined target.
const ArrowLen, ArrowHalf, ArrowBob, ArrowGap = 88, 28, 7, 14

// Bounds is everything the arrow covers as it bobs.
func (a Arrow) Bounds() Rect {
	// The tip bobs ArrowBob either way along the axis, the tail is
	// ArrowLen behind it; the head is ArrowHalf either side of the axis.
	back := float32(ArrowLen + ArrowBob)
	x0, x1 := a.TipX+a.DX*ArrowBob, a.TipX-a.DX*back
	y0, y1 := a.TipY+a.DY*ArrowBob, a.TipY-a.DY*back
	if a.DX == 0 {
		x0, x1 = a.TipX-ArrowHalf, a.TipX+ArrowHalf
	} else {
		y0, y1 = a.TipY-ArrowHalf, a.TipY+ArrowHalf
	}
	return Rect{min(x0, x1), min(y0, y1), max(x0, x1) - min(x0, x1), max(y0, y1) - min(y0, y1)}
}

// LessonArrow places the arrow pointing at the target r: from the left at
// something in the log column, from beside a mat across the table, down
// onto it from above when it is low on the screen, up at it from below
// otherwise. When that way would cover something outside the target, the
// way that covers least is taken instead (ArrowCost): a card on a mat or
// in the hand before the tracks, those before Gold or a pile, those
// before a player's name, the prompt, a card in play (Words, CardsInPlay)
// or the log's lines, and anything before another thing
// the player may click now. Where every way covers
// something, the arrow is drawn see-through (Arrow.SeeThrough).
func (m *Model) LessonArrow(r Rect) Arrow {
	cx, cy := r.Center()
	down := Arrow{TipX: cx, TipY: r.Y - ArrowGap, DY: 1}
	up := Arrow{TipX: cx, TipY: r.Y + r.H + ArrowGap, DY: -1}
	left := Arrow{TipX: r.X + r.W + ArrowGap, TipY: cy, DX: -1} // from the right, pointing left
	right := Arrow{TipX: r.X - ArrowGap, TipY: cy, DX: 1}       // from the left, pointing right
	var ways []Arrow
	switch {
	case cx >= LogX:
		ways = []Arrow{right, down, up}
	case cy < ScreenHeight/2 && r.H >= MatH && r.W <= MatW:
		// A mat across the table: from the open table beside it, not over
		// the centre's piles below it.
		ways = []Arrow{left, right, up, down}
		if r.X+r.W+110 > TableRight {
			ways = []Arrow{right, left, up, down}
		}
	case cy < ScreenHeight/2:
		ways = []Arrow{up, down, left, right}
	default:
		ways = []Arrow{down, left, right, up}
	}
	best, cost := ways[0], -1
	for _, w := range ways {
		for _, a := range alongEdge(w, r) {
			if c := m.ArrowCost(a, r); c >= 0 && (cost < 0 || c < cost) {
				best, cost = a, c
			}
		}
	}
	best.SeeThrough = cost != 0
	return best
}

// alongEdge is an arrow pointing down or up at r from over the middle of
// its edge, then from over either end of it: a card at the end of the
// hand can be pointed at by its corner, clear of the prompt's last words
// beside it. An arrow from the side stays at the middle.
func alongEdge(a Arrow, r Rect) []Arrow {
	if a.DY == 0 || r.W < 4*ArrowHalf {
		return []Arrow{a}
	}
	lo, hi := a, a
	// The tip stays over the target, a little in from its corner; the
	// head may reach past the end.
	lo.TipX, hi.TipX = r.X+ArrowHalf/2, r.X+r.W-ArrowHalf/2
	return []Arrow{a, lo, hi}
}

// What an arrow may cover, costliest first (ArrowCost).
const (
	coverOption = 32 // a card, button or mat the player may click now
	coverText   = 24 // a player's name, the prompt, a card in play, the log's lines
	coverGold   = 8  // a mat's Gold or one of its piles
	coverStats  = 2  // a mat's Fortitude and Alcohol Content tracks
	coverCard   = 1  // a card on a mat or in the hand, or its character components
)

// ArrowCost says how much arrow a, pointing at the target r, hides
// outside the target: 0 for nothing, else the sum of coverOption,
// coverText, coverGold, coverStats and coverCard for each thing it
// covers; -1 when it leaves the screen or lies over the lesson's panel.
func (m *Model) ArrowCost(a Arrow, r Rect) int {
	b := a.Bounds()
	if b.X < 0 || b.Y < 0 || b.X+b.W > ScreenWidth || b.Y+b.H > ScreenHeight || b.Overlaps(LessonPanel) {
		return -1
	}
	return m.covers(b, r, true)
}

// covers is what b hides outside the target r, at the costs of ArrowCost
// (for an outline, !options: Gold, piles, tracks and cards on the mats,
// touched at all; an arrow may reach a Sliver over an edge).
func (m *Model) covers(b, r Rect, options bool) int {
	cost := 0
	add := func(p Rect, c int) {
		over := b.Overlaps(p) // an outline on any of it hides it
		if options {
			over = hides(b, p)
		}
		if over && !inside(p, r) && !inside(r, p) {
			cost += c
		}
	}
	for q, mat := range m.Mats {
		if m.T.Players[q].Otto {
			continue
		}
		add(GoldRect(mat), coverGold)
		for k := 0; k < 3; k++ {
			add(PileRect(mat, k), coverGold)
		}
		add(StatsRect(mat), coverStats)
		if options && m.componentShows(q) && b.Overlaps(ComponentRect(mat)) && !inside(ComponentRect(mat), r) {
			cost += coverCard // even round a target in it: the arrow is beside the target
		}
	}
	for id, mc := range m.OnMat {
		if options && m.Playable(id) {
			add(mc.Rect, coverOption)
		} else {
			add(mc.Rect, coverCard)
		}
	}
	if !options {
		return cost
	}
	for _, h := range m.Hand {
		if m.Playable(h.ID) {
			add(h.Rect, coverOption)
		} else {
			add(h.Rect, coverCard)
		}
	}
	for _, bt := range m.Bar {
		add(bt.Rect, coverOption)
	}
	for q := range m.SeatOpts {
		if q < len(m.Mats) {
			add(m.Mats[q], coverOption)
		}
	}
	for _, t := range m.Words() {
		add(t, coverText)
	}
	for _, c := range m.CardsInPlay() {
		add(c, coverText)
	}
	add(LogArea(true, false), coverText) // the lesson's first lines say what the scenario is
	return cost
}

// NameRect is a mat's header: the portrait, the player's name with the
// line under it, and the count of cards in hand.
func NameRect(mat Rect) Rect { return Rect{mat.X + 8, mat.Y + 6, mat.W - 16, 46} }

// PromptRect is the band of the prompt line above the decision buttons
// (false when nothing is asked); its words are centred in it, 20 in from
// either end.
func (m *Model) PromptRect() (Rect, bool) {
	if _, ok := m.T.Pending(); !ok {
		return Rect{}, false
	}
	left, right := float32(HandX), float32(TableRight)
	if m.BarRows > TallBarRows {
		left, right = m.BarSpan.X, m.BarSpan.X+m.BarSpan.W // over the column
	}
	top := float32(HandY - 14 - BarButtonH)
	if len(m.Bar) > 0 {
		top = m.Bar[0].Rect.Y
	}
	// The prompt is 17 px bold; Measure gives 16 px.
	w := min(m.Measure(m.Prompt())*17/16+40, right-left-10)
	return Rect{left + (right-left-w)/2, top - 32, w, 26}, true
}

// Words are the lines of words on the table a lesson's arrow must leave
// readable: each player's name and the prompt (its letters: the prompt's
// band less its ends). The key hint is not drawn in a lesson: its panel
// says what to press.
func (m *Model) Words() []Rect {
	var out []Rect
	for q, mat := range m.Mats {
		if !m.T.Players[q].Otto {
			out = append(out, NameRect(mat))
		}
	}
	if p, ok := m.PromptRect(); ok {
		out = append(out, Rect{p.X + 16, p.Y + 3, p.W - 32, p.H - 6})
	}
	return out
}

// CardsInPlay are where the cards on the table outside the mats and the
// hand are drawn: the cards being played, the cards played in the Round
// of Gambling and the Drinks in front of their drinkers.
func (m *Model) CardsInPlay() []Rect {
	var out []Rect
	for i := range m.Stack() {
		x, y := m.StackPos(i)
		out = append(out, Rect{x, y, MiniCardW, MiniCardH})
	}
	for _, rc := range m.RoundCards {
		out = append(out, rc.Rect)
	}
	for _, td := range m.Drinks {
		out = append(out, td.Bounds)
	}
	return out
}

// componentShows reports whether seat's character components show
// something besides cards on the mat (tracks, tokens, words); a row of
// Planter Box or Minion slots shows only its cards (OnMat).
func (m *Model) componentShows(seat int) bool {
	if seat >= len(m.Parts) {
		return false
	}
	for _, pt := range m.Parts[seat] {
		if k := pt.Style.Kind; k != assets.KindSlots && k != assets.KindRow && k != assets.KindBadge {
			return true
		}
	}
	return false
}

// HighlightPad is how far outside the target r its outline is drawn: 10,
// or less when that would cover something a mat shows outside it (a card
// in a mat's lowest row sits right under the "Gold" label: 0, the outline
// on the card's own edge). Its neighbours in a row of cards keep the
// outline's edge over theirs, as they always have.
func (m *Model) HighlightPad(r Rect) float32 {
	for _, pad := range []float32{10, 5} {
		if m.covers(Rect{r.X - pad, r.Y - pad, r.W + 2*pad, r.H + 2*pad}, r, false) == 0 {
			return pad
		}
	}
	return 0
}

// Sliver is how far b may reach over the edge of something without
// hiding it (hides): the frame of a card, the margin round a line of
// words.
const Sliver = 6

// hides reports whether b covers more of p than a sliver along its edge.
func hides(b, p Rect) bool {
	w := min(b.X+b.W, p.X+p.W) - max(b.X, p.X)
	h := min(b.Y+b.H, p.Y+p.H) - max(b.Y, p.Y)
	return w > Sliver && h > Sliver
}

// inside reports whether p lies within r (a part of the target).
func inside(p, r Rect) bool {
	return p.X >= r.X && p.Y >= r.Y && p.X+p.W <= r.X+r.W && p.Y+p.H <= r.Y+r.H
}
