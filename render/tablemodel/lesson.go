package tablemodel

import (
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
	otto := m.S.Players[seat].Otto
	switch t.Kind {
	case tutorial.TargetOption:
		return m.OptionRect(opt)
	case tutorial.TargetHand:
		for _, h := range m.Hand {
			if m.S.Def(h.ID).ID == t.Card {
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
			if m.S.Def(id).ID == t.Card {
				return mc.Rect, true
			}
		}
	case tutorial.TargetPotions:
		if tm := m.TeamOf(m.S.Players[seat].Team); tm != nil && len(tm.Tokens) > 0 {
			r := tm.Tokens[0] // in a row, the first on the right
			left := tm.Tokens[len(tm.Tokens)-1].X
			return Rect{min(left, r.X), r.Y, max(left, r.X) + r.W - min(left, r.X), r.H}, true
		}
	case tutorial.TargetDrink:
		for _, td := range m.Drinks {
			if t.Card == "" || len(td.Cards) > 0 && m.S.Def(td.Cards[0]).ID == t.Card {
				return td.Bounds, true
			}
		}
	default:
		return m.centreTarget(t.Kind)
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
		x0, y := StackPos(0, n)
		x1, _ := StackPos(n-1, n)
		return Rect{x0, y, x1 + MiniCardW - x0, MiniCardH}, true
	case tutorial.TargetRound:
		return RoundBox, m.S.Round.Active
	case tutorial.TargetInn:
		return InnArea, true
	case tutorial.TargetPhase:
		return PhaseRect, true
	case tutorial.TargetDungeon:
		return DungeonDeckRect, m.S.Opts.Dungeon
	}
	return Rect{}, false
}

// seatOf is the seat of a character id, -1 for none.
func (m *Model) seatOf(char string) int {
	for q := range m.S.Players {
		if m.CharID(q) == char {
			return q
		}
	}
	return -1
}
