package tablemodel

import (
	"strconv"

	"undercity/engine"
)

// Take-backs at the table. A card being chosen (its costs and targets
// asked) is still in the hand: it is marked "being chosen" there, not put
// on the stack, and the bar's Cancel (the engine's take-back) or Esc
// returns to the choice it was picked from.
//
// Discarding selects, then confirms: at the viewer's Discard and Draw
// decision a click on a card selects it (or puts it back); nothing is
// discarded until the "Discard N and draw" button, which answers the
// engine's discard for each selected card, in the order selected, and then
// its "done". The selection is the screen's (View.Discards); the engine
// still asks one card at a time, so saves and replays are as before.

// Special bar buttons (Button.Opt below zero).
const (
	OptCloseList      = -1 // Cancel: close the list of a card's ways of playing
	OptConfirmDiscard = -2 // "Discard N and draw": discard the selected cards, then draw
	OptToggleDiscard  = -3 // in a card's list of ways: select it to discard, or keep it
)

// prepareTakeBack finds the card of the face-up hand being chosen, and at
// the viewer's Discard and Draw decision the cards that may be selected
// (their discard options are given by selecting and confirming).
func (m *Model) prepareTakeBack() {
	m.Choosing, m.doneOpt = engine.NoCard, -1
	if pl, ok := m.T.Choosing(); ok && int(pl.Player) == m.HandSeat {
		m.Choosing = pl.Card
	}
	m.Discardable = map[engine.CardID]int{}
	m.Selecting = m.Mine && m.Dec.Kind == engine.DecDiscard
	if !m.Selecting {
		return
	}
	for i, o := range m.Dec.Options {
		switch o.Verb {
		case engine.VerbDiscard:
			m.Discardable[o.Card] = i
		case engine.VerbDone:
			m.doneOpt = i
		}
	}
	if m.doneOpt < 0 {
		m.Selecting = false
		return
	}
	for _, id := range m.Discards {
		if _, ok := m.Discardable[id]; ok && !m.IsSelected(id) {
			m.Selected = append(m.Selected, id)
		}
	}
}

// selectedOption reports whether option i is given by selecting cards and
// confirming (a discard, or the "done" the confirm button stands for).
func (m *Model) selectedOption(i int) bool {
	if !m.Selecting {
		return false
	}
	o := m.Dec.Options[i]
	return i == m.doneOpt || o.Verb == engine.VerbDiscard && m.Discardable[o.Card] == i
}

// selectionBar puts the confirm button first in place of "done".
func (m *Model) selectionBar(idx []int) []int {
	if !m.Selecting {
		return idx
	}
	out := []int{OptConfirmDiscard}
	for _, i := range idx {
		if i != m.doneOpt {
			out = append(out, i)
		}
	}
	return out
}

// barLabel is the label of the bar button for option i (or a special one).
func (m *Model) barLabel(i int) string {
	switch i {
	case OptCloseList:
		return "Cancel"
	case OptConfirmDiscard:
		return m.ConfirmDiscardLabel()
	case OptToggleDiscard:
		if m.IsSelected(m.Picker) {
			return "Keep it"
		}
		return "Discard it"
	}
	return m.Dec.Options[i].Label
}

// ConfirmDiscardLabel names what confirming the selection does.
func (m *Model) ConfirmDiscardLabel() string {
	n := len(m.Selected)
	p := &m.T.Players[m.Dec.Seat]
	switch {
	case n > 0 && m.T.TeamGame:
		return "Discard " + strconv.Itoa(n) // the team draws once every teammate has discarded
	case n > 0:
		return "Discard " + strconv.Itoa(n) + " and draw"
	case m.T.TeamGame || len(p.Hand) >= int(p.HandSize):
		return "Keep my hand"
	}
	return "Draw"
}

// selectionRect is where a selected option is given: a discard on its
// card, "done" on the confirm button.
func (m *Model) selectionRect(i int) (Rect, bool) {
	if i != m.doneOpt {
		return m.CardRect(m.Dec.Options[i].Card)
	}
	for _, b := range m.Bar {
		if b.Opt == OptConfirmDiscard {
			return b.Rect, true
		}
	}
	return Rect{}, false
}

// confirmAnswers marks what the confirm button gives: "done", and the
// discard of each card on screen that can be selected.
func (m *Model) confirmAnswers(can []bool) {
	can[m.doneOpt] = true
	for id, i := range m.Discardable {
		if r, ok := m.CardRect(id); ok && onScreen(r) {
			can[i] = true
		}
	}
}

// IsSelected reports whether a card is selected to be discarded.
func (m *Model) IsSelected(id engine.CardID) bool {
	for _, s := range m.Selected {
		if s == id {
			return true
		}
	}
	return false
}

// DiscardStep returns the next option that carries out the confirmed
// selection: the discard of the first selected card still in hand, else
// "done" (last reports it); -1 when the viewer is no longer discarding.
func (m *Model) DiscardStep() (opt int, last bool) {
	if !m.Selecting {
		return -1, false
	}
	if len(m.Selected) > 0 {
		return m.Discardable[m.Selected[0]], false
	}
	return m.doneOpt, true
}

// CancelOption returns the viewer's take-back option (the card being
// chosen goes back to the hand), -1 when there is none.
func (m *Model) CancelOption() int {
	if !m.Mine {
		return -1
	}
	return m.Dec.CancelOption()
}

// NewPlays returns the plays of s put on the table since old: new plays,
// and plays that were being chosen and are now played (a card being
// chosen is not on the table yet).
func NewPlays(old, s *Table) []engine.Play {
	var out []engine.Play
	for k, pl := range s.Plays {
		if !pl.Choosing && (k >= len(old.Plays) || old.Plays[k].Choosing) {
			out = append(out, pl)
		}
	}
	return out
}
