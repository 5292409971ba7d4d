package engine

import (
	"encoding/json"
	"errors"
	"math/rand/v2"
	"reflect"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

var snapChars = []string{"dale", "jett", "petra", "terci", "ygella"}

// randomSetup picks a line-up of 2–6 seats over every character, with or
// without Prizes and the Bar Deck.
func randomSetup(r *rand.Rand, seed uint64) Setup {
	n := 2 + r.IntN(5)
	seats := make([]SeatSetup, n)
	for i := range seats {
		seats[i] = SeatSetup{Char: snapChars[r.IntN(len(snapChars))]}
	}
	if n == 3 && r.IntN(3) == 0 {
		seats[2] = SeatSetup{Char: OttoID} // the two-player game with Otto
	}
	su := Setup{Seats: seats, Seed: seed, First: r.IntN(n), Opts: Options{Prizes: r.IntN(2) == 0, BarDeck: r.IntN(2) == 0}}
	if seats[n-1].Char == OttoID {
		su.First = n - 1 // "Otto always goes first": the setup records his seat
	}
	return su
}

// gameAt plays a random game for a number of answers (or to its end).
func gameAt(t testing.TB, c *Content, seed uint64, answers int) *State {
	t.Helper()
	r := rand.New(rand.NewPCG(seed, 3))
	s, err := NewGame(c, randomSetup(r, seed))
	require.NoError(t, err)
	for k := 0; k < answers && !s.Over; k++ {
		require.NoError(t, s.AnswerIndex(r.IntN(len(s.Dec.Options))))
	}
	return s
}

func mustSnapshot(t testing.TB, s *State) []byte {
	t.Helper()
	b, err := s.Snapshot()
	require.NoError(t, err)
	return b
}

func TestSnapshotRoundTripIsExact(t *testing.T) {
	c := loadTestContent(t)
	for seed := uint64(1); seed <= 12; seed++ {
		for _, at := range []int{0, 37, 150, 600, 100000} {
			s := gameAt(t, c, seed, at)
			data := mustSnapshot(t, s)
			r, err := Restore(c, data)
			require.NoError(t, err, "seed %d at %d", seed, at)
			assert.Equal(t, s.Hash(), r.Hash())
			again := mustSnapshot(t, r)
			require.Equal(t, string(data), string(again), "a restored game snapshots to the same bytes")
			assert.Equal(t, s.rng, r.rng, "the random generator state is restored")
			assert.Equal(t, s.setup, r.setup)
			assert.Equal(t, s.Over, r.Over)
			assert.Equal(t, s.Log, r.Log)
			assert.Equal(t, s.Answers, r.Answers)
		}
	}
}

// A snapshot's bytes are what json.Marshal writes for its header with the
// state in it (Snapshot puts the state in as it is, without compacting it
// again), and its checksum is that of the compact state.
func TestSnapshotIsWhatMarshalWrites(t *testing.T) {
	c := loadTestContent(t)
	for seed := uint64(1); seed <= 6; seed++ {
		for _, at := range []int{0, 150, 100000} {
			data := mustSnapshot(t, gameAt(t, c, seed, at))
			var h header
			require.NoError(t, json.Unmarshal(data, &h))
			again, err := json.Marshal(h)
			require.NoError(t, err)
			require.Equal(t, string(again), string(data), "seed %d at %d", seed, at)
			assert.Equal(t, checksum(h.State), h.Checksum)
		}
	}
	assert.Equal(t, `{"a":1,"s":{"b":[2]}}`, string(AppendRawField([]byte(`{"a":1}`), "s", []byte(`{"b":[2]}`))))
	assert.Equal(t, `{"s":3}`, string(AppendRawField([]byte(`{}`), "s", []byte(`3`))))
}

func TestMarshalJSONIsTheSnapshot(t *testing.T) {
	c := loadTestContent(t)
	s := gameAt(t, c, 5, 80)
	a, err := json.Marshal(s)
	require.NoError(t, err)
	b := mustSnapshot(t, s)
	require.JSONEq(t, string(b), string(a))
	var h struct {
		Game   string `json:"game"`
		Kind   string `json:"kind"`
		Format int    `json:"format"`
		Rules  string `json:"rules"`
	}
	require.NoError(t, json.Unmarshal(a, &h))
	assert.Equal(t, "undercity-inn", h.Game)
	assert.Equal(t, "snapshot", h.Kind)
	assert.Equal(t, SnapshotFormat, h.Format)
	assert.Equal(t, RulesVersion, h.Rules)
}

// TestSnapshotCoversEveryField fails when a field is added that the
// snapshot cannot carry: an unexported field of State it does not know, or
// an unexported field in any type a State holds (encoding/json skips those).
func TestSnapshotCoversEveryField(t *testing.T) {
	// fit is scratch of eachPlay, empty between steps (window.go); optFree
	// is room for options to come (keepOptions, decision.go) and reuseOpts
	// how the caller reads them (ReuseOptions: a restored game keeps its
	// options, as a new one does), and mem the
	// memory a Clone's cards and zones sit in (clone.go), no state;
	// wordless is a search's copy's (a game that is saved keeps its words,
	// SetWordless); defs
	// is saved as each card's definition id (snapCard.Def), pileIDs as the
	// seats' and the table's piles (snapPlayer.Piles, the seats' card lists
	// and snapTable's), and pileN (with
	// Player.held) is counted again from them as they are restored.
	known := map[string]bool{"content": true, "rng": true, "setup": true, "defs": true, "pileIDs": true, "pileN": true, "table": true, "ans": true, "quiet": true, "fit": true, "optFree": true, "reuseOpts": true, "mem": true, "wordless": true}
	st := reflect.TypeOf(State{})
	for i := 0; i < st.NumField(); i++ {
		f := st.Field(i)
		if !f.IsExported() {
			assert.True(t, known[f.Name], "State.%s is unexported and not saved by snapshot.go", f.Name)
		}
	}
	seen := map[reflect.Type]bool{}
	var walk func(typ reflect.Type, path string)
	walk = func(typ reflect.Type, path string) {
		switch typ.Kind() {
		case reflect.Slice, reflect.Array, reflect.Pointer:
			walk(typ.Elem(), path)
			return
		case reflect.Struct:
		default:
			return
		}
		if seen[typ] || typ.PkgPath() != st.PkgPath() {
			return
		}
		seen[typ] = true
		for i := 0; i < typ.NumField(); i++ {
			f := typ.Field(i)
			if typ == reflect.TypeOf(Player{}) && (f.Name == "piles" || f.Name == "held" || f.Name == "timings" || f.Name == "timingsKnown") {
				continue // saved by name (snapPlayer.Piles); held and timings follow from them
			}
			if !f.IsExported() {
				assert.Fail(t, "unexported field not saved", "%s.%s", path, f.Name)
				continue
			}
			walk(f.Type, path+"."+f.Name)
		}
	}
	for i := 0; i < st.NumField(); i++ {
		if f := st.Field(i); f.IsExported() {
			walk(f.Type, "State."+f.Name)
		}
	}
	assert.Contains(t, seen, reflect.TypeOf(Task{}))
	assert.Contains(t, seen, reflect.TypeOf(Play{}))
}

// TestResumeAtAnyDecisionContinuesIdentically snapshots random games at
// random decisions (often in response windows, Rounds of Gambling and
// Drinking Contests), restores each snapshot, answers the same keys on the
// original and every restored copy, and requires them all to end identical.
func TestResumeAtAnyDecisionContinuesIdentically(t *testing.T) {
	c := loadTestContent(t)
	games := 50
	if testing.Short() {
		games = 20
	}
	seen := map[string]int{}
	for g := 0; g < games; g++ {
		seed := uint64(9000 + g)
		r := rand.New(rand.NewPCG(seed, 11))
		s, err := NewGame(c, randomSetup(r, seed))
		require.NoError(t, err)
		type shadow struct {
			s    *State
			at   int
			kind string
		}
		var shadows []shadow
		for step := 0; !s.Over; step++ {
			require.Less(t, step, 100000)
			kind := string(s.Dec.Kind)
			contest := s.inStack(tContest, len(s.Tasks))
			// Snapshot at random decisions, more often at the interesting ones.
			p := 0.01
			if kind == string(DecRespond) || kind == string(DecGamble) || contest {
				p = 0.05
			}
			if len(shadows) < 12 && r.Float64() < p {
				data := mustSnapshot(t, s)
				rs, err := Restore(c, data)
				require.NoError(t, err, "game %d step %d", g, step)
				require.Equal(t, s.Hash(), rs.Hash(), "game %d step %d", g, step)
				label := kind
				if contest {
					label = "drinking_contest"
					seen[label]++
				}
				seen[kind]++
				shadows = append(shadows, shadow{rs, step, label})
			}
			key := s.Dec.Options[r.IntN(len(s.Dec.Options))].Key
			require.NoError(t, s.Answer(key))
			for _, sh := range shadows {
				require.NoError(t, sh.s.Answer(key), "game %d: copy restored at step %d (%s), step %d", g, sh.at, sh.kind, step)
			}
			if step%97 == 0 {
				for _, sh := range shadows {
					require.Equal(t, s.Hash(), sh.s.Hash(), "game %d: copy restored at step %d (%s), step %d", g, sh.at, sh.kind, step)
				}
			}
		}
		final := mustSnapshot(t, s)
		for _, sh := range shadows {
			require.True(t, sh.s.Over)
			require.Equal(t, s.Hash(), sh.s.Hash(), "game %d: copy restored at step %d (%s)", g, sh.at, sh.kind)
			require.Equal(t, string(final), string(mustSnapshot(t, sh.s)), "game %d: copy restored at step %d (%s): log and history too", g, sh.at, sh.kind)
			require.Equal(t, s.Winners, sh.s.Winners)
		}
	}
	t.Logf("snapshots by decision kind: %v", seen)
	assert.Positive(t, seen[string(DecRespond)], "resumed in a response window")
	assert.Positive(t, seen[string(DecGamble)], "resumed mid-Round of Gambling")
	assert.Positive(t, seen["drinking_contest"], "resumed mid-Drinking Contest")
}

// TestRestoreIntoReindexedContent restores into content whose definitions
// and characters are in a different order: cards are named by id, so the
// game continues the same.
func TestRestoreIntoReindexedContent(t *testing.T) {
	c := loadTestContent(t)
	defs := append(c.Defs[:0:0], c.Defs...)
	chars := append(c.Chars[:0:0], c.Chars...)
	for i, j := 0, len(defs)-1; i < j; i, j = i+1, j-1 {
		defs[i], defs[j] = defs[j], defs[i]
	}
	for i, j := 0, len(chars)-1; i < j; i, j = i+1, j-1 {
		chars[i], chars[j] = chars[j], chars[i]
	}
	c2, err := NewContent(defs, chars)
	require.NoError(t, err)
	for seed := uint64(1); seed <= 6; seed++ {
		s := gameAt(t, c, seed, 120)
		rs, err := Restore(c2, mustSnapshot(t, s))
		require.NoError(t, err)
		require.NotEqual(t, s.CardDef(0), rs.CardDef(0), "the index differs")
		require.Equal(t, s.Def(0).ID, rs.Def(0).ID, "the card is the same")
		require.Equal(t, s.Hash(), rs.Hash())
		r := rand.New(rand.NewPCG(seed, 99))
		for k := 0; k < 3000 && !s.Over; k++ {
			key := s.Dec.Options[r.IntN(len(s.Dec.Options))].Key
			require.NoError(t, s.Answer(key))
			require.NoError(t, rs.Answer(key))
		}
		require.Equal(t, s.Hash(), rs.Hash())
		require.Equal(t, s.Log, rs.Log)
	}
}

// reseal rewrites a snapshot's state through f and fixes its checksum, as a
// well-formed but different file.
func reseal(t *testing.T, data []byte, f func(top, st map[string]any)) []byte {
	t.Helper()
	var top map[string]any
	require.NoError(t, json.Unmarshal(data, &top))
	st := top["state"].(map[string]any)
	f(top, st)
	raw, err := json.Marshal(st)
	require.NoError(t, err)
	top["state"] = json.RawMessage(raw)
	top["checksum"] = checksum(raw)
	out, err := json.Marshal(top)
	require.NoError(t, err)
	return out
}

func TestRestoreErrorsNameTheProblem(t *testing.T) {
	c := loadTestContent(t)
	s := gameAt(t, c, 21, 200)
	good := mustSnapshot(t, s)
	_, err := Restore(c, good)
	require.NoError(t, err)

	cases := []struct {
		name string
		data []byte
		kind error
		msg  string
	}{
		{"empty", nil, ErrTruncated, "empty"},
		{"blank", []byte("  \n"), ErrTruncated, "empty"},
		{"truncated at half", good[:len(good)/2], ErrTruncated, "truncated"},
		{"truncated by one byte", good[:len(good)-1], ErrTruncated, "truncated"},
		{"truncated early", good[:30], ErrTruncated, "truncated"},
		{"garbage in the middle", append(append(append([]byte{}, good[:len(good)/3]...), "#@!"...), good[len(good)/3+3:]...), ErrCorrupted, "corrupted"},
		{"a digit changed", flipDigit(good), ErrCorrupted, "checksum"},
		{"not JSON", []byte("PK\x03\x04 a zip file"), ErrWrongGame, "not JSON"},
		{"other JSON", []byte(`{"name": "my notes", "items": [1, 2]}`), ErrWrongGame, "no \"game\""},
		{"a JSON array", []byte(`[1, 2, 3]`), ErrWrongGame, "not an object"},
		{"other game", []byte(`{"game": "red-dragon-inn-1", "kind": "snapshot", "format": 1}`), ErrWrongGame, "red-dragon-inn-1"},
		{"game is a number", []byte(`{"game": 7}`), ErrWrongGame, "\"game\" field is 7"},
		{"a replay", mustJSON(t, s.Replay()), ErrWrongGame, "replay, not a snapshot"},
		{"newer format", reseal(t, good, func(top, _ map[string]any) { top["format"] = SnapshotFormat + 1 }), ErrVersion, "format version 3"},
		{"older format", reseal(t, good, func(top, _ map[string]any) { top["format"] = 1 }), ErrVersion, "format version 1 is not supported"},
		{"no format", reseal(t, good, func(top, _ map[string]any) { delete(top, "format") }), ErrCorrupted, "no format version"},
		{"other rules", reseal(t, good, func(top, _ map[string]any) { top["rules"] = "rdi9-engine-0" }), ErrVersion, "rdi9-engine-0"},
		{"unknown card id", reseal(t, good, func(_, st map[string]any) {
			st["Cards"].([]any)[3].(map[string]any)["Def"] = "no-such-card"
		}), ErrUnknownCard, "no-such-card"},
		{"unknown character", reseal(t, good, func(_, st map[string]any) {
			st["Players"].([]any)[0].(map[string]any)["Char"] = "otto-the-bold"
		}), ErrUnknownCard, "otto-the-bold"},
		{"unknown zone", reseal(t, good, func(_, st map[string]any) {
			st["Cards"].([]any)[3].(map[string]any)["Zone"] = "pocket"
		}), ErrCorrupted, "pocket"},
		{"card out of range", reseal(t, good, func(_, st map[string]any) {
			p := st["Players"].([]any)[0].(map[string]any)
			p["Hand"] = append(p["Hand"].([]any), 9999)
		}), ErrCorrupted, "9999"},
		{"card in two places", reseal(t, good, func(_, st map[string]any) {
			p := st["Players"].([]any)[0].(map[string]any)
			p["Hand"] = append(p["Hand"].([]any), p["Deck"].([]any)[0])
		}), ErrCorrupted, "inconsistent"},
		{"a pile past a span's room", reseal(t, good, func(_, st map[string]any) {
			p := st["Players"].([]any)[0].(map[string]any)
			for len(p["Hand"].([]any)) <= maxPile {
				p["Hand"] = append(p["Hand"].([]any), p["Deck"].([]any)[0])
			}
		}), ErrCorrupted, "a pile of 256 cards"},
		{"bad generator", reseal(t, good, func(_, st map[string]any) { st["RNG"] = "AAAA" }), ErrCorrupted, "random generator"},
		{"unknown field", reseal(t, good, func(_, st map[string]any) { st["Weather"] = "rain" }), ErrVersion, "Weather"},
		{"one seat", reseal(t, good, func(_, st map[string]any) { st["Players"] = st["Players"].([]any)[:1] }), ErrCorrupted, "1 seats"},
		{"wrong type", reseal(t, good, func(_, st map[string]any) { st["Inn"] = "lots" }), ErrCorrupted, "Inn"},
		{"no state", []byte(`{"game": "undercity-inn", "kind": "snapshot", "format": 2, "rules": "` + RulesVersion + `"}`), ErrCorrupted, "no state"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			_, err := Restore(c, tc.data)
			require.Error(t, err)
			assert.True(t, errors.Is(err, tc.kind), "error %q should be %v", err, tc.kind)
			assert.Contains(t, err.Error(), tc.msg)
			var le *LoadError
			assert.True(t, errors.As(err, &le))
		})
	}
	_, err = Restore(nil, good)
	assert.Error(t, err)
}

func flipDigit(b []byte) []byte {
	out := append([]byte{}, b...)
	// A digit inside the state (after "state":), changed to another digit:
	// still valid JSON, so only the checksum can tell.
	i := strings.Index(string(out), `"Inn":`) + len(`"Inn":`)
	if out[i] == '9' {
		out[i] = '8'
	} else {
		out[i]++
	}
	return out
}

func mustJSON(t testing.TB, v any) []byte {
	t.Helper()
	b, err := json.Marshal(v)
	require.NoError(t, err)
	return b
}

func TestHashDistinguishesPositions(t *testing.T) {
	c := loadTestContent(t)
	s := gameAt(t, c, 4, 30)
	h := s.Hash()
	assert.Equal(t, h, s.Clone().Hash(), "a clone is the same position")
	q := s.CloneQuiet()
	assert.Equal(t, h, q.Hash(), "the hash ignores the log and the answer history")
	require.NoError(t, s.AnswerIndex(0))
	assert.NotEqual(t, h, s.Hash())
	var empty State
	assert.NotPanics(t, func() { empty.Hash() })
	_, err := empty.Snapshot()
	assert.Error(t, err)
}

func BenchmarkSnapshot(b *testing.B) {
	s := gameAt(b, loadTestContent(b), 7, 300)
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		_, _ = s.Snapshot()
	}
}

func BenchmarkRestore(b *testing.B) {
	c := loadTestContent(b)
	data := mustSnapshot(b, gameAt(b, c, 7, 300))
	b.SetBytes(int64(len(data)))
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		_, _ = Restore(c, data)
	}
}

func BenchmarkHash(b *testing.B) {
	s := gameAt(b, loadTestContent(b), 7, 300)
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		_ = s.Hash()
	}
}

// A save writes a seat's exported fields as Player has them and its five
// card lists where they were when they were fields of Player: snapSeat
// has the one and the other in that order.
func TestSnapSeatFields(t *testing.T) {
	var want []string
	pt := reflect.TypeFor[Player]()
	for i := 0; i < pt.NumField(); i++ {
		f := pt.Field(i)
		if !f.IsExported() || f.Tag.Get("json") == "-" || f.Name == "Char" { // Char: snapPlayer's, by id
			continue
		}
		want = append(want, f.Name+" "+f.Type.String()+" "+string(f.Tag))
		if f.Name == "Human" {
			for _, l := range seatLists {
				want = append(want, l.name+" []engine.CardID ")
			}
		}
	}
	var got []string
	st := reflect.TypeFor[snapSeat]()
	for i := 0; i < st.NumField(); i++ {
		f := st.Field(i)
		got = append(got, f.Name+" "+f.Type.String()+" "+string(f.Tag))
	}
	require.Equal(t, want, got)
}

// A save writes the State's exported fields as State has them (but for
// Players and Cards, saved their own way) and the table's piles where they
// were when they were fields of State: snapTable has the one and the other
// in that order.
func TestSnapTableFields(t *testing.T) {
	var want []string
	st := reflect.TypeFor[State]()
	for i := 0; i < st.NumField(); i++ {
		f := st.Field(i)
		if f.Name == "table" {
			for _, l := range tableLists[:5] {
				want = append(want, l.name+" []engine.CardID ")
			}
		}
		if f.Name == "Progress" {
			for _, l := range tableLists[5:] {
				want = append(want, l.name+` []engine.CardID json:",omitempty"`)
			}
		}
		if !f.IsExported() || f.Name == "Players" || f.Name == "Cards" {
			continue
		}
		want = append(want, f.Name+" "+f.Type.String()+" "+string(f.Tag))
	}
	var got []string
	tt := reflect.TypeFor[snapTable]()
	for i := 0; i < tt.NumField(); i++ {
		f := tt.Field(i)
		got = append(got, f.Name+" "+f.Type.String()+" "+string(f.Tag))
	}
	require.Equal(t, want, got)
}

// A game saved while a Minion acts or Scarabs bite (their plays are in the
// list of plays) loads again.
func TestRestoreMinionAndScarabPlays(t *testing.T) {
	c := loadTestContent(t)
	found := map[uint8]bool{}
	for seed := uint64(1); seed <= 40 && !(found[srcMinion] && found[srcScarab]); seed++ {
		s, err := NewGame(c, Setup{Seats: []SeatSetup{{Char: "torglesnarf"}, {Char: "amundyr"}, {Char: "dale"}}, Seed: seed})
		require.NoError(t, err)
		rng := seed
		for step := 0; !s.Over && step < 3000; step++ {
			for _, pl := range s.Plays {
				if (pl.Src == srcMinion || pl.Src == srcScarab) && !found[pl.Src] {
					_, err := Restore(c, mustSnapshot(t, s))
					require.NoError(t, err, "seed %d step %d", seed, step)
					found[pl.Src] = true
				}
			}
			rng = rng*6364136223846793005 + 1442695040888963407
			require.NoError(t, s.AnswerIndex(int((rng>>33)%uint64(len(s.Dec.Options)))))
		}
	}
	require.True(t, found[srcMinion], "a Minion's play was saved")
	require.True(t, found[srcScarab], "Scarab damage was saved")
}
