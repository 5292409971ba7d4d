package engine

import (
	"fmt"

	"undercity/engine/card"
)

// Terci's Waiting room (mechanics.go): Patient slots, face up, that keep
// their empty slots.

// PileWaiting is the Waiting room.
var PileWaiting = RegisterPile(PileSpec{Name: ZoneWaiting.String(), Zone: ZoneWaiting, Mechanic: "patients", Slots: true, Scenario: "waiting"})

func init() {
	RegisterMechanic(Mechanic{Name: "patients", Setup: func(s *State, q int) {
		for range s.charOf(q).PatientSlots {
			s.pushPile(q, PileWaiting, NoCard)
		}
	}, Deal: (*State).fillWaiting,
		// A Patient has its recipe (and the type it becomes), and only a
		// Patient has one.
		CheckCard: func(d *card.Def) error {
			if d.Is(card.Patient) != (d.Recipe != nil) {
				return fmt.Errorf("recipe=/becomes= are required on Patients and only allowed there")
			}
			return nil
		},
		// The beginning of the turn: new Patients fill the empty slots.
		Hooks: []TurnHook{{At: AtStartOfTurn, Order: 40, Run: (*State).fillWaiting}},
		Tasks: []TaskSpec{{Op: tTreat, Run: (*State).runTreat, Personal: true}},
		// Patients are treated "at any time": wherever Anytime Cards are.
		Anytime:    func(s *State, q int, opts []Option) []Option { return s.appendTreats(opts, q) },
		CanAnytime: (*State).canTreat,
		Chosen: func(s *State, q int, o Option) bool {
			if len(o.Key) <= 6 || o.Key[:6] != "treat:" {
				return false
			}
			s.push(Task{Op: tTreat, P: int8(q), Play: -1, A: int16(o.Card)})
			return true
		}})
}
