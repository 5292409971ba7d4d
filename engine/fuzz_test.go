package engine

import (
	"encoding/json"
	"testing"
)

// Fuzz tests: `go test -fuzz FuzzRestore ./engine/` (and FuzzLoadReplay,
// FuzzAnswers). Their seed corpora (f.Add and testdata/fuzz) run in plain
// `go test`.

func fuzzSnapshots(f *testing.F) [][]byte {
	c := loadTestContent(f)
	var out [][]byte
	for _, at := range []int{0, 45, 400} {
		s := gameAt(f, c, uint64(at)+1, at)
		b, err := s.Snapshot()
		if err != nil {
			f.Fatal(err)
		}
		out = append(out, b)
	}
	return out
}

// FuzzRestore: whatever the bytes, Restore returns a game or an error and
// never panics; a restored game satisfies the invariants and can be played.
// The state is also decoded without the checksum, so mutations reach the
// reference checks behind it.
func FuzzRestore(f *testing.F) {
	c := loadTestContent(f)
	for _, b := range fuzzSnapshots(f) {
		f.Add(b)
		f.Add(b[:len(b)/2])
	}
	f.Add([]byte(`{"game":"undercity-inn","kind":"snapshot","format":2,"rules":"` + RulesVersion + `","state":{}}`))
	f.Add([]byte(`{"game":"undercity-inn","kind":"snapshot","format":2,"rules":"` + RulesVersion + `","state":{"Players":[{},{}],"Teams":[{}],"Cards":[{"Def":"x"}]}}`))
	f.Add([]byte(`[]`))
	f.Add([]byte(`{"game":null}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		for _, verify := range []bool{true, false} {
			s, err := restore(c, data, verify)
			if err != nil {
				if s != nil {
					t.Fatal("a state and an error")
				}
				if err.Error() == "" {
					t.Fatal("empty error message")
				}
				continue
			}
			if err := s.CheckInvariants(); err != nil {
				t.Fatalf("restored state breaks invariants: %v", err)
			}
			_ = s.Hash()
			if _, err := s.Snapshot(); err != nil {
				t.Fatalf("restored state cannot be saved: %v", err)
			}
			if verify {
				// A genuine snapshot: it must play on.
				for k := 0; k < 50 && !s.Over; k++ {
					if err := s.AnswerIndex(k % len(s.Dec.Options)); err != nil {
						t.Fatal(err)
					}
				}
			}
		}
	})
}

// FuzzLoadReplay: replay files never make LoadReplay or PlayReplay panic.
func FuzzLoadReplay(f *testing.F) {
	c := loadTestContent(f)
	s := gameAt(f, c, 11, 100000)
	b, err := json.Marshal(s.Replay())
	if err != nil {
		f.Fatal(err)
	}
	f.Add(b)
	f.Add(b[:len(b)/3])
	short := gameAt(f, c, 12, 30).Replay()
	short.Checksum = ""
	b, _ = json.Marshal(short)
	f.Add(b)
	f.Add([]byte(`{"game":"undercity-inn","kind":"replay","format":1,"rules":"` + RulesVersion + `","setup":{"seats":[{"char":"dale"},{"char":"nobody"}]},"answers":["pass"]}`))
	f.Add([]byte(`{"game":"undercity-inn","kind":"replay","format":1,"rules":"` + RulesVersion + `","setup":{"seats":[{"char":"dale"},{"char":"jett"}],"first":7},"answers":[]}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		r, err := LoadReplay(data)
		if err != nil {
			return
		}
		if len(r.Answers) > 5000 {
			return // keep each input fast
		}
		s, err := PlayReplay(c, r)
		if err != nil {
			if len(err.Error()) == 0 {
				t.Fatal("empty error message")
			}
			return
		}
		if err := s.CheckInvariants(); err != nil {
			t.Fatalf("replayed game breaks invariants: %v", err)
		}
	})
}

// FuzzAnswers plays games whose every answer comes from the fuzzer's bytes:
// a byte picks an option index; 0xFF first sends a garbage key (which must
// be refused without changing the game). The invariants must hold after
// every step and nothing may panic.
func FuzzAnswers(f *testing.F) {
	c := loadTestContent(f)
	f.Add(uint64(1), uint8(2), uint8(0), []byte{0})
	f.Add(uint64(2), uint8(3), uint8(1), []byte{1, 2, 3, 0xFF, 4, 5})
	f.Add(uint64(3), uint8(4), uint8(2), []byte{7, 0, 0, 3, 9, 200, 0xFF, 0xFF, 1})
	f.Add(uint64(4), uint8(5), uint8(3), []byte{255, 254, 253, 0, 1, 2})
	f.Add(uint64(5), uint8(6), uint8(1), []byte("the quick brown fox"))
	f.Add(uint64(6), uint8(6), uint8(2), []byte{3})
	f.Fuzz(func(t *testing.T, seed uint64, seats, flags uint8, choices []byte) {
		if len(choices) == 0 {
			return
		}
		n := 2 + int(seats)%5
		ss := make([]SeatSetup, n)
		for i := range ss {
			ss[i] = SeatSetup{Char: snapChars[(seed>>(3*i))%uint64(len(snapChars))]}
		}
		s, err := NewGame(c, Setup{Seats: ss, Seed: seed, First: int(flags>>2) % n,
			Opts: Options{Prizes: flags&1 != 0, BarDeck: flags&2 != 0}})
		if err != nil {
			t.Fatal(err)
		}
		s.SetQuiet(true)
		garbage := []string{"", "pass ", "play:card", "play:card-1", "play:card99999", "target:seat9", "\x00", "choose:1:2:3"}
		cancels := 0
		for step := 0; !s.Over; step++ {
			if step > 20000 {
				t.Fatalf("game did not end after %d answers", step)
			}
			b := choices[step%len(choices)]
			d := s.Dec
			if b == 0xFF {
				key := garbage[step%len(garbage)]
				legal := false
				for _, o := range d.Options {
					legal = legal || o.Key == key
				}
				if !legal {
					before := len(s.Answers)
					if s.Answer(key) == nil {
						t.Fatalf("garbage key %q accepted", key)
					}
					if len(s.Answers) != before || !s.HasDec {
						t.Fatal("a refused answer changed the game")
					}
				}
			}
			k := int(b) % len(d.Options)
			if k == d.CancelOption() {
				// Take-backs are fuzzed too, a few: answers that repeat
				// could otherwise pick and cancel the same card forever.
				if cancels++; cancels > 50 {
					k = int(b) % len(d.Moves())
				}
			}
			if err := s.AnswerIndex(k); err != nil {
				t.Fatal(err)
			}
			if err := s.CheckInvariants(); err != nil {
				t.Fatalf("step %d (%s's %s): %v", step, s.Name(d.Seat), d.Kind, err)
			}
		}
		if s.AnswerIndex(0) == nil {
			t.Fatal("answered after the game ended")
		}
	})
}
