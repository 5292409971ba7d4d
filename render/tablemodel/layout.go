package tablemodel

import (
	"math"
	"slices"

	"undercity/engine"
)

// layout places the mats: the bottom seat at the bottom left, the others
// clockwise along an arc across the top (Otto at the head of the table;
// in a team game, in a line with the bottom seat's teammate above it).
func (m *Model) layout() {
	if m.layoutOtto() {
		return
	}
	n := m.T.NumSeats()
	m.Mats = make([]Rect, n)
	m.Mats[m.Bottom] = BottomMat
	k1 := n - 1
	slot := float32(TableRight-20) / float32(max(k1, 1))
	for k := 0; k < k1; k++ {
		seat := (m.Bottom + 1 + k) % n
		x := 10 + slot*float32(k) + (slot-MatW)/2
		d := 0.0
		if k1 > 1 {
			d = math.Abs(float64(k)-float64(k1-1)/2) / (float64(k1-1) / 2)
		}
		y := 12 + float32(50*d*d)
		m.Mats[seat] = Rect{x, y, MatW, MatH}
	}
	m.layoutTeams()
}

// layoutOtto places the mats of a table with Otto: the bottom player at
// the bottom left as usual, Otto at the head of the table (top centre) and
// the other player at the top right. It reports false without Otto.
func (m *Model) layoutOtto() bool {
	s := m.T
	o := s.OttoSeat()
	m.OttoLeft, m.OttoRight = -1, -1
	if o < 0 {
		return false
	}
	n := s.NumSeats()
	m.Mats = make([]Rect, n)
	if m.Bottom == o {
		m.Bottom = (o + 1) % n
	}
	for q := 0; q < n; q++ {
		switch q {
		case o:
			m.Mats[q] = OttoMatRect
		case m.Bottom:
			m.Mats[q] = BottomMat
		default:
			m.Mats[q] = Rect{TableRight - MatW - 14, 12, MatW, MatH}
		}
	}
	// His left track faces the bottom player, his right one the other.
	for q := range s.Players {
		if q == o {
			continue
		}
		if q == m.Bottom && m.OttoLeft < 0 {
			m.OttoLeft = q
		} else if m.OttoRight < 0 {
			m.OttoRight = q
		}
	}
	return true
}

// layoutTeams lines the top mats up in a team game, leaving a band under
// them for the team banners. When the bottom seat has a teammate, the one
// next to it in turn order sits just above it (one banner over both) and
// the others keep their top slots in turn order, going round the table:
// clockwise when that teammate plays right after the bottom seat,
// anticlockwise when it plays right before. The top slot it leaves holds
// the teammates' hands.
func (m *Model) layoutTeams() {
	m.Column = -1
	m.MateArea = Rect{14, 300, 276, 0}
	if !m.T.TeamGame {
		return
	}
	for q := range m.Mats {
		if q != m.Bottom {
			m.Mats[q].Y = 12
		}
	}
	n := len(m.Mats)
	k1 := n - 1
	if k1 < 2 {
		return
	}
	s := m.T
	bt := s.Players[m.Bottom].Team
	others := make([]int, 0, k1)
	for k := 0; k < k1; k++ {
		others = append(others, (m.Bottom+1+k)%n)
	}
	// The teammate who plays right after the bottom seat, else the one
	// right before it, else the first in turn order.
	mate := slices.IndexFunc(others, func(q int) bool { return s.Players[q].Team == bt })
	if mate > 0 && s.Players[others[k1-1]].Team == bt {
		mate = k1 - 1
	}
	if mate < 0 {
		return
	}
	rest := append(others[:mate:mate], others[mate+1:]...)
	if mate == k1-1 {
		slices.Reverse(rest)
	}
	slot := float32(TableRight-20) / float32(k1)
	for k, q := range rest {
		m.Mats[q] = Rect{10 + slot*float32(k+1) + (slot-MatW)/2, 12, MatW, MatH}
	}
	b := m.Mats[m.Bottom]
	m.Mats[others[mate]] = Rect{b.X, b.Y - MatH - 14, MatW, MatH}
	m.Column = others[mate]
	m.MateArea = Rect{14, 20, min(276, m.Mats[rest[0]].X-24), 0}
}

// OttoReveal returns the card Otto revealed this turn that is being (or
// was last) followed, and the box it uses (0 Action, 1 Sometimes, 2
// Gambling/Cheating). ok is false when he revealed nothing this turn.
func OttoReveal(s *Table) (pl engine.Play, ok bool) {
	o := s.OttoSeat()
	if o < 0 {
		return engine.Play{}, false
	}
	for k := len(s.Plays) - 1; k >= 0; k-- {
		if int(s.Plays[k].Player) == o && s.Plays[k].Card != engine.NoCard {
			return s.Plays[k], true
		}
	}
	return engine.Play{}, false
}
