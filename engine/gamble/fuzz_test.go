package gamble

import (
	"math/rand/v2"
	"testing"
)

// FuzzRestore: whatever the bytes, Restore returns a session or an error
// and never panics; a restored session satisfies the invariants and plays
// to its end. Run it with `go test -fuzz FuzzRestore ./engine/gamble/`; its
// seed corpus runs in plain `go test`.
func FuzzRestore(f *testing.F) {
	for seed := uint64(1); seed <= 6; seed++ {
		s, err := NewGame(soakSetup(seed))
		if err != nil {
			f.Fatal(err)
		}
		rng := rand.New(rand.NewPCG(seed, 9))
		for k := 0; k < int(seed)*3 && !s.Over; k++ {
			_ = s.AnswerIndex(rng.IntN(len(s.Dec.Options)))
		}
		b, err := s.Snapshot()
		if err != nil {
			f.Fatal(err)
		}
		f.Add(b)
		f.Add(b[:len(b)/2])
	}
	// Adventurer's Choice at a loan, and a rigged session.
	su := ChoiceSetup(3, 1, 2)
	su.Rig = &Rig{Dice: []int8{1, 2, 3}}
	s, err := NewGame(su)
	if err != nil {
		f.Fatal(err)
	}
	s.Phase, s.HasDec = PhaseLoans, false
	s.Played = 1
	s.Players[0].Money, s.Players[1].Money = 10, 90 // as if after a game
	s.run()
	if b, err := s.Snapshot(); err == nil {
		f.Add(b)
	}
	f.Add([]byte(`{"game":"undercity-inn-gambling","kind":"snapshot","format":1,"rules":"` + RulesVersion + `","state":{}}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		s, err := Restore(data)
		if err != nil {
			if s != nil || err.Error() == "" {
				t.Fatal("bad error")
			}
			return
		}
		if err := s.CheckInvariants(); err != nil {
			t.Fatal(err)
		}
		for n := 0; !s.Over && n < 2000; n++ {
			if err := s.AnswerIndex(n % len(s.Dec.Options)); err != nil {
				t.Fatal(err)
			}
			if err := s.CheckInvariants(); err != nil {
				t.Fatal(err)
			}
		}
	})
}
