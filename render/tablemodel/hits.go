package tablemodel

import "undercity/engine"

// Hover returns the card under the point (x, y) that zooms when pointed
// at (engine.NoCard for none) and the card on a mat under it, even face
// down (engine.NoCard for none). A hand card lies over everything else.
func (m *Model) Hover(x, y int) (card, onMat engine.CardID) {
	card, onMat = engine.NoCard, engine.NoCard
	for i := len(m.Hand) - 1; i >= 0; i-- {
		if m.Hand[i].Rect.Contains(x, y) {
			card = m.Hand[i].ID
			break
		}
	}
	if card == engine.NoCard {
		// Cards on the mats can be pointed at (and zoom when face up).
		for id, mc := range m.OnMat {
			if mc.Rect.Contains(x, y) {
				onMat = id
				if mc.Open {
					card = id
				}
			}
		}
	}
	if card == engine.NoCard {
		// Cards on the stack zoom too.
		for i, pl := range m.Stack() {
			px, py := m.StackPos(i)
			if (Rect{px, py, MiniCardW, MiniCardH}).Contains(x, y) && pl.Card != engine.NoCard {
				card = pl.Card
			}
		}
	}
	if card == engine.NoCard {
		// So do the Drinks on the table, the Round's cards and the top of
		// the Drink discard.
		card = m.tableCardAt(x, y)
	}
	// So do the Boss's Actions and the teammates' hands.
	for _, b := range m.BossShown {
		for i, r := range b.Rects {
			if r.Contains(x, y) {
				card = b.Cards[i]
			}
		}
	}
	for _, mh := range m.MateHands {
		for i := len(mh.Rects) - 1; i >= 0; i-- {
			if mh.Rects[i].Contains(x, y) {
				card = mh.Cards[i]
				break
			}
		}
	}
	return card, onMat
}

// Click is what a left click on the table (away from the buttons and
// the Potion Tokens) does.
type Click struct {
	Opt  int           // the option it answers, -1 for none
	Pick engine.CardID // the card whose ways of playing to list, engine.NoCard for none
	// Toggle: Pick is instead the card to select to discard, or put back
	// (takeback.go).
	Toggle bool
}

// ClickAt maps a left click at (x, y) to an answer: an offered card (on a
// mat rather than the mat under it), else an offered mat. A card with
// several options opens the list of its ways of playing.
func (m *Model) ClickAt(x, y int) Click {
	c := Click{Opt: -1, Pick: engine.NoCard}
	if !m.Mine {
		return c
	}
	card, onMat := m.Hover(x, y)
	if onMat == engine.NoCard || len(m.CardOpts[onMat]) == 0 {
		for seat, i := range m.SeatOpts {
			if seat < len(m.Mats) && m.Mats[seat].Contains(x, y) {
				c.Opt = i
				return c
			}
		}
	}
	if onMat != engine.NoCard {
		card = onMat
	}
	_, discardable := m.Discardable[card]
	switch opts := m.CardOpts[card]; {
	case card == engine.NoCard:
	case discardable && len(opts) == 0:
		c.Pick, c.Toggle = card, true
	case discardable:
		c.Pick = card // play it, or select it to discard
	case len(opts) == 1:
		c.Opt = opts[0]
	case len(opts) > 1:
		c.Pick = card
	}
	return c
}

// TokenAt returns the Potion Token of the deciding team under (x, y),
// when the viewer may use one now.
func (m *Model) TokenAt(x, y int) (Rect, bool) {
	if len(m.potions) == 0 {
		return Rect{}, false
	}
	t := m.TeamOf(m.T.Players[m.Dec.Seat].Team)
	if t == nil {
		return Rect{}, false
	}
	for _, r := range t.Tokens {
		if r.Contains(x, y) {
			return r, true
		}
	}
	return Rect{}, false
}

// BarOption returns the option button k answers (-1: Cancel) and whether
// there is such a button.
func (m *Model) BarOption(k int) (int, bool) {
	if k < 0 || k >= len(m.Bar) {
		return -1, false
	}
	return m.Bar[k].Opt, true
}

// Answerable reports, for each option of the viewer's decision, whether
// something on screen gives it: a button, an offered mat, an offered card
// (a Potion Token gives a potion option).
func (m *Model) Answerable() []bool {
	can := make([]bool, len(m.Dec.Options))
	if !m.Mine {
		return can
	}
	for _, b := range m.Bar {
		if b.Opt >= 0 && b.Opt < len(can) && onScreen(b.Rect) {
			can[b.Opt] = true
		}
		if b.Opt == OptConfirmDiscard && onScreen(b.Rect) {
			m.confirmAnswers(can)
		}
		if b.Opt == OptCloseList && onScreen(b.Rect) {
			// Cancel closes a card's list of ways and brings the bar back.
			for _, i := range m.behind {
				if i >= 0 {
					can[i] = true
				} else if i == OptConfirmDiscard {
					m.confirmAnswers(can)
				}
			}
		}
	}
	for seat, i := range m.SeatOpts {
		if seat < len(m.Mats) && onScreen(m.Mats[seat]) {
			can[i] = true
		}
	}
	for id, is := range m.CardOpts {
		if r, ok := m.CardRect(id); ok && onScreen(r) {
			for _, i := range is {
				can[i] = true
			}
		}
	}
	return can
}

// onScreen reports whether a point near r's centre can be clicked.
func onScreen(r Rect) bool {
	x, y := r.Center()
	return r.W > 0 && r.H > 0 && x >= 0 && y >= 0 && x < ScreenWidth && y < ScreenHeight
}
