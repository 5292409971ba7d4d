package game

import (
	"encoding/json"
	"path/filepath"
	"regexp"
	"strconv"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"undercity/engine"
	"undercity/game/drive"
)

// recordedGame plays a whole game with normal AI seats through the driver,
// recording it, and checks each answer's Fortitude losses against the
// record's biggest hit. It returns the final state and record.
func recordedGame(t *testing.T, mode string, chars []string, seed uint64) (*engine.State, *Record) {
	return recordedGameAt(t, "normal", mode, chars, seed)
}

func recordedGameAt(t *testing.T, level, mode string, chars []string, seed uint64) (*engine.State, *Record) {
	t.Helper()
	c := testContent(t)
	su, err := modeSetup(c, mode, chars, seed, engine.Options{})
	require.NoError(t, err)
	s, err := engine.NewGame(c, su)
	require.NoError(t, err)
	levels, seeds := make([]string, s.NumSeats()), make([]uint64, s.NumSeats())
	for i := range levels {
		levels[i], seeds[i] = level, seed+uint64(i)
	}
	seats, err := drive.Seats(levels, seeds)
	require.NoError(t, err)
	rec := NewRecord(s)
	biggest := 0
	prev := s.Clone()
	dr := &drive.Driver{State: s, Seats: seats, Limit: 20000, After: func(s *engine.State, _ engine.Decision, _ string) error {
		rec.Observe(s)
		for tm := range s.Teams {
			if !teamHasOtto(s, tm) {
				biggest = max(biggest, int(prev.Teams[tm].Fort)-int(s.Teams[tm].Fort))
			}
		}
		prev = s.Clone()
		return nil
	}}
	end, err := dr.Run()
	require.NoError(t, err)
	require.Equal(t, drive.Over, end)
	if biggest > 0 {
		require.NotEmpty(t, rec.Hits)
		assert.Equal(t, biggest, rec.Hits[0].Lost, "the biggest hit is the biggest Fortitude loss of one answer")
	}
	return s, rec
}

func teamHasOtto(s *engine.State, team int) bool {
	for i := range s.Players {
		if int(s.Players[i].Team) == team && s.Players[i].Otto {
			return true
		}
	}
	return false
}

var (
	potTaken = regexp.MustCompile(`takes (\d+) Gold|the (\d+) Gold goes to the Inn`)
)

// checkRecord compares a finished game's record with its log and state.
func checkRecord(t *testing.T, s *engine.State, rec *Record) {
	t.Helper()
	require.True(t, rec.Over)
	assert.Equal(t, len(s.Winners), len(rec.Winners))
	for i, w := range s.Winners {
		assert.Equal(t, int(w), rec.Winners[i])
	}
	// One point per turn, in order, ending with the final stats.
	require.NotEmpty(t, rec.Points)
	for i := 1; i < len(rec.Points); i++ {
		assert.Equal(t, rec.Points[i-1].Turn+1, rec.Points[i].Turn, "point %d", i)
	}
	last := rec.Points[len(rec.Points)-1]
	assert.Equal(t, s.TurnNo, last.Turn)
	for i := range s.Players {
		st := s.StatsOf(i)
		assert.Equal(t, st.Fort, last.Fort[i])
		assert.Equal(t, st.Alc, last.Alc[i])
		assert.Equal(t, st.Gold, last.Gold[i])
	}
	// The Rounds of Gambling won are the log's, with its pots.
	var rounds []RoundWon
	for k, e := range s.Log {
		if e.Kind == engine.LogRoundEnd && e.Seat >= 0 {
			m := potTaken.FindStringSubmatch(e.Text)
			require.NotNil(t, m, e.Text)
			n, _ := strconv.Atoi(m[1] + m[2])
			rounds = append(rounds, RoundWon{Turn: e.Turn, Seat: int(e.Seat), Gold: n, At: k})
		}
	}
	assert.Equal(t, rounds, rec.Rounds)
	// Everyone out is recorded once, with the log's reason.
	outs := 0
	for i := range s.Players {
		if s.Players[i].Out {
			outs++
			assert.GreaterOrEqual(t, rec.OutTurn(i), int32(1), "seat %d", i)
		}
	}
	assert.Len(t, rec.Outs, outs)
	for _, o := range rec.Outs {
		st := s.StatsOf(o.Seat)
		if o.Why == OutGold {
			assert.Less(t, st.Alc, st.Fort, "seat %d ran out of Gold without passing out", o.Seat)
			assert.Contains(t, logKinds(s, o.Seat), engine.LogBroke)
		} else {
			assert.GreaterOrEqual(t, st.Alc, st.Fort, "seat %d passed out", o.Seat)
		}
	}
	for _, h := range rec.Hits {
		assert.Greater(t, h.Lost, 0)
		assert.False(t, rec.Seats[h.Seat].Otto)
	}
	// Otto's pass-outs are the log's, naming the track's player.
	var ottoOuts []OttoOut
	for k, e := range s.Log {
		if e.Kind == engine.LogOttoPassOut {
			ottoOuts = append(ottoOuts, OttoOut{Turn: e.Turn, Track: int(e.N), At: k})
			assert.Contains(t, e.Text, "on "+s.Name(int(e.N))+"'s track")
		}
	}
	assert.Equal(t, ottoOuts, rec.OttoOuts)
	m := rec.Moments()
	assert.NotEmpty(t, m.Winner)
	assert.Len(t, m.Rounds, len(rec.Rounds))
	assert.Len(t, m.Outs, len(rec.Outs)+len(rec.OttoOuts))
	assert.Empty(t, m.Recorded)
}

func logKinds(s *engine.State, seat int) []engine.EventKind {
	var out []engine.EventKind
	for _, e := range s.Log {
		if int(e.Seat) == seat || (e.Seat >= 0 && s.Players[e.Seat].Team == s.Players[seat].Team) {
			out = append(out, e.Kind)
		}
	}
	return out
}

// TestRecordOfWholeGames records fixed-seed games of every kind of table
// through the driver and checks the series and key moments against the
// games' logs.
func TestRecordOfWholeGames(t *testing.T) {
	games := []struct {
		level string
		mode  string
		chars []string
		seed  uint64
	}{
		{"normal", "ffa", []string{"dale", "jett", "petra"}, 3},
		{"normal", "ffa", []string{"terci", "ygella", "dale", "jett", "petra"}, 11},
		{"normal", "otto", []string{"jett", "petra"}, 5},
		{"normal", "two-headed", []string{"dale", "jett", "petra", "terci"}, 7},
		{"normal", "boss", []string{"petra", "dale", "jett", "terci"}, 9},
		// Random players start Rounds of Gambling far more often.
		{"random", "ffa", []string{"dale", "jett", "petra", "terci"}, 1},
		{"random", "ffa", []string{"ygella", "jett", "petra"}, 2},
		{"random", "otto", []string{"dale", "terci"}, 3},
		{"random", "two-headed", []string{"dale", "jett", "petra", "terci"}, 4},
	}
	rounds, ottoOuts := 0, 0
	for _, g := range games {
		t.Run(g.level+"-"+g.mode+"-"+strconv.FormatUint(g.seed, 10), func(t *testing.T) {
			s, rec := recordedGameAt(t, g.level, g.mode, g.chars, g.seed)
			checkRecord(t, s, rec)
			rounds += len(rec.Rounds)
			ottoOuts += len(rec.OttoOuts)
			assert.Equal(t, g.mode, rec.Mode)
			assert.Equal(t, int32(0), rec.Points[0].Turn, "the game's start is the first point")
			for i, st := range rec.Seats {
				assert.Equal(t, s.CharID(i), st.Char)
				assert.Equal(t, s.Players[i].Otto, st.Otto)
			}
		})
	}
	assert.Greater(t, rounds, 3, "the games have Rounds of Gambling to check")
	assert.Greater(t, ottoOuts, 0, "and Otto passing out")
}

// TestKeyMomentsOfAScriptedGame pins the key moments of one fixed-seed
// three-player game: who won, the biggest hit with what did it, and who
// left the table when.
func TestKeyMomentsOfAScriptedGame(t *testing.T) {
	s, rec := recordedGame(t, "ffa", []string{"dale", "jett", "petra"}, 3)
	m := rec.Moments()
	t.Logf("%+v", m)
	require.NotEmpty(t, rec.Winners)
	if len(rec.Winners) == 1 {
		assert.Equal(t, s.Name(rec.Winners[0])+" won the game.", m.Winner)
	} else {
		assert.Contains(t, m.Winner, "A tie between "+s.Name(rec.Winners[0]))
	}
	require.NotEmpty(t, rec.Hits)
	h := rec.Hits[0]
	assert.NotEmpty(t, h.Cause, "the biggest hit says what did it")
	assert.Contains(t, m.Hit, s.Name(h.Seat)+" lost "+strconv.Itoa(h.Lost)+" Fortitude at once")
	assert.Contains(t, m.Hit, h.Cause[:len(h.Cause)-1])
	if h.By >= 0 {
		assert.Contains(t, h.Cause, s.Name(h.By)+" plays", "the play is the hitter's")
		assert.Contains(t, m.Hit, "to "+s.Name(h.By))
	}
	// Everyone who is not a sole winner left the table, at the turn the
	// log says, in turn order.
	assert.Len(t, rec.Outs, 3-len(rec.Winners)+countOut(s, rec.Winners))
	for k, o := range rec.Outs {
		e := s.Log[o.At]
		assert.Contains(t, []engine.EventKind{engine.LogPassOut, engine.LogBroke}, e.Kind)
		assert.Equal(t, e.Turn, o.Turn)
		assert.Contains(t, m.Outs[k], "Turn "+strconv.Itoa(int(o.Turn))+": "+s.Name(o.Seat))
		if k > 0 {
			assert.GreaterOrEqual(t, o.Turn, rec.Outs[k-1].Turn)
		}
	}
}

// countOut counts the winners who are out (a tie of players passing out
// at once).
func countOut(s *engine.State, winners []int) int {
	n := 0
	for _, w := range winners {
		if s.Players[w].Out {
			n++
		}
	}
	return n
}

// TestRecordSurvivesTheSave: a record saved with the game and loaded back
// is the same story, and goes on where it stopped; a save from before
// records loads without one.
func TestRecordSurvivesTheSave(t *testing.T) {
	c := testContent(t)
	m, err := NewMatch(c, Config{Seats: []SeatConfig{{Char: "dale", Level: "easy"}, {Char: "jett", Level: "easy"}, {Char: "petra", Level: "easy"}}, Seed: 3})
	require.NoError(t, err)
	// Play some turns, then save.
	m.drv.Stop = func(s *engine.State, _ engine.Decision) bool { return s.TurnNo >= 8 }
	_, err = m.drv.Run()
	require.NoError(t, err)
	m.drv.Stop = nil
	rec := m.Record()
	require.GreaterOrEqual(t, len(rec.Points), 8)
	path := filepath.Join(t.TempDir(), "save.json")
	require.NoError(t, Save(path, m.Snapshot(), SaveMeta{Record: rec}))

	s, meta, err := Load(path, c)
	require.NoError(t, err)
	require.NotNil(t, meta.Record)
	want, _ := json.Marshal(rec)
	got, _ := json.Marshal(meta.Record)
	assert.JSONEq(t, string(want), string(got))

	m2, err := Resume(c, s, meta.Config(s))
	require.NoError(t, err)
	require.NoError(t, m2.RunUntilHuman(time.Minute))
	require.True(t, m2.Over())
	end := m2.Record()
	assert.Equal(t, rec.ID, end.ID, "the same game")
	assert.Equal(t, rec.Points[:len(rec.Points)-1], end.Points[:len(rec.Points)-1], "the turns before the save are kept")
	checkRecord(t, m2.Snapshot(), end)

	// A save without a record (an older version's) starts one at its turn.
	require.NoError(t, Save(path, s, SaveMeta{Seats: meta.Seats}))
	s3, meta3, err := Load(path, c)
	require.NoError(t, err)
	assert.Nil(t, meta3.Record)
	m3, err := Resume(c, s3, meta3.Config(s3))
	require.NoError(t, err)
	r3 := m3.Record()
	assert.Equal(t, s3.TurnNo-1, r3.From)
	assert.Contains(t, r3.Moments().Recorded, "Recorded from turn "+strconv.Itoa(int(s3.TurnNo)))
}

// TestRecordRewinds: a state from earlier in the game (an answer taken
// back) drops what was recorded after it.
func TestRecordRewinds(t *testing.T) {
	c := testContent(t)
	s, err := engine.NewGame(c, engine.Setup{Seed: 3, Seats: []engine.SeatSetup{{Char: "dale"}, {Char: "jett"}}})
	require.NoError(t, err)
	seats, err := drive.Seats([]string{"easy", "easy"}, []uint64{1, 2})
	require.NoError(t, err)
	rec := NewRecord(s)
	var early *engine.State
	dr := &drive.Driver{State: s, Seats: seats, After: func(s *engine.State, _ engine.Decision, _ string) error {
		rec.Observe(s)
		if early == nil && s.TurnNo == 3 {
			early = s.Clone()
		}
		return nil
	}}
	_, err = dr.Run()
	require.NoError(t, err)
	require.NotNil(t, early)
	rec.Observe(early)
	assert.Equal(t, int32(3), rec.Points[len(rec.Points)-1].Turn)
	assert.False(t, rec.Over)
	for _, o := range rec.Outs {
		assert.Less(t, o.At, len(early.Log))
	}
}
