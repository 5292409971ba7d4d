package engine

import "undercity/engine/card"

// Vlazlo's Blood Tokens and form decks (blood.go).

// CtrBlood is the Blood Tokens on Vlazlo's mat.
var CtrBlood = RegisterCounter(CounterSpec{Name: "blood", Mechanic: "blood", Max: func(s *State, q int) int {
	if ch := s.charOf(q); ch != nil && ch.BloodMax > 0 {
		return ch.BloodMax
	}
	return 127
}})

// IconBlood is the Blood icon of a card (blood=n in its summary).
const IconBlood = "blood"

// maxFormDecks is the room for form decks (a Boss's included).
const maxFormDecks = 3

// PileForms is the first form deck, face down, in the order of the
// character's FormDecks then BossFormDecks.
var PileForms = RegisterPile(PileSpec{Name: ZoneForm.String(), Zone: ZoneForm, Mechanic: "forms", Vis: VisHidden, Scenario: "form_deck_top",
	Group: maxFormDecks, Used: func(s *State, q int) int {
		ch := s.charOf(q)
		if ch == nil {
			return 0
		}
		return len(formDeckList(ch, s.Players[q].Boss))
	}})

func init() {
	// Spend Blood for a card's clause: any player who plays the card is
	// asked (one without Blood Tokens only notes they have none to spend).
	RegisterCost(CostSpec{Modifier: card.ModSpendBlood, Ask: (*State).askBlood})
	// A card with Blood icons gives its player that many Blood once it has
	// resolved.
	RegisterMechanic(Mechanic{Name: "blood", Icons: []string{IconBlood}, Resolved: func(s *State, k int) { s.bloodIcons(&s.Plays[k]) }})
	RegisterMechanic(Mechanic{Name: "forms", Setup: func(s *State, q int) { s.addForms(q, s.charOf(q), s.Players[q].Boss) },
		Tasks: []TaskSpec{{Op: tForm, Run: (*State).runForm, Personal: true}},
		// Discard and Draw: he may buy form cards, then draws.
		Draw: func(s *State, q, discarded int) (Task, bool) {
			if !s.buysForms(q) {
				return Task{}, false
			}
			t, _ := s.formTask(q, formBuy, allForms)
			t.B = int16(discarded)
			return t, true
		}})
}

// Forms are a seat's form decks (read only).
func (s *State) Forms(seat int) [][]CardID {
	out := make([][]CardID, s.formDecks(seat))
	for k := range out {
		out[k] = s.form(seat, k)
	}
	return out
}

// setForms writes a seat's form decks (Forms, changed).
func (s *State) setForms(seat int, forms [][]CardID) {
	for k, f := range forms {
		s.setPile(seat, PileForms+PileID(k), f)
	}
}

// formDecks is how many form decks the seat has.
func (s *State) formDecks(seat int) int { return s.group(seat, PileForms) }

// form is the seat's form deck k (top last).
func (s *State) form(seat, k int) []CardID { return s.pile(seat, PileForms+PileID(k)) }
