package engine

import (
	"fmt"

	"undercity/engine/card"
)

// Petra's Hellfire tracker (mechanics.go): the spots moved from the start
// spot; reaching the fire spot (the tracker's Spots) starts it again.

// CtrHellfire is the Hellfire tracker's spot.
var CtrHellfire = RegisterCounter(CounterSpec{Name: "hellfire", Mechanic: "hellfire",
	Max: func(s *State, q int) int {
		if tr := s.hellfireTracker(q); tr != nil {
			return tr.Spots - 1
		}
		return 127
	},
	Note: func(s *State, q int) string {
		if tr := s.hellfireTracker(q); tr != nil {
			return tr.Text
		}
		return ""
	}})

// hellfireTracker is the seat's Hellfire tracker (a Boss's own when its
// character has one), nil when it has none.
func (s *State) hellfireTracker(q int) *card.Tracker {
	ch := s.charOf(q)
	if ch == nil {
		return nil
	}
	if s.Players[q].Boss && ch.BossHellfire != nil {
		return ch.BossHellfire
	}
	return ch.Hellfire
}

func init() {
	RegisterMechanic(Mechanic{Name: "hellfire", Tasks: []TaskSpec{{Op: tHellfire, Run: (*State).runHellfire, Personal: true}},
		CheckCharacter: checkHellfireData})
}

// gainHellfire gains n Hellfire (for a seat with the tracker), one spot at
// a time (runHellfire).
func (s *State) gainHellfire(q, n int) {
	if s.hasMechanic(q, "hellfire") && n > 0 {
		s.push(Task{Op: tHellfire, P: int8(q), A: int16(n), Play: -1})
	}
}

// checkHellfireData checks a character's Hellfire trackers (each side's):
// one that declares the mechanic has one.
func checkHellfireData(c *card.Character) error {
	for _, t := range []struct {
		name string
		t    *card.Tracker
	}{{"hellfire", c.Hellfire}, {"boss_hellfire", c.BossHellfire}} {
		if t.t == nil {
			continue
		}
		if err := t.t.Parse(); err != nil {
			return fmt.Errorf("%s tracker: %w", t.name, err)
		}
	}
	if c.HasMechanic("hellfire") && c.Hellfire == nil {
		return fmt.Errorf("mechanic hellfire needs a hellfire tracker")
	}
	return nil
}
