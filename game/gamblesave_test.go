package game

import (
	"encoding/json"
	"errors"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"undercity/engine/gamble"
)

func TestGambleSaveFileIsNextToTheSettings(t *testing.T) {
	assert.Equal(t, filepath.Join("a", "b", "gamble-autosave.json"), GambleSaveFileFor(filepath.Join("a", "b", "settings.json")))
}

// playHumans answers n decisions of a session of people (the curtain
// lifted for whoever is asked): mostly a call or a check, else a pick of
// rng among the options.
func playHumans(t *testing.T, m *GambleMatch, rng *rand.Rand, n int) {
	t.Helper()
	for i := 0; i < n && !m.State().Over; i++ {
		d, ok := m.State().Pending()
		require.True(t, ok)
		m.RevealTo(d.Seat)
		key := d.Options[rng.IntN(len(d.Options))].Key
		if rng.IntN(4) > 0 {
			for _, o := range d.Options {
				if o.Verb == gamble.VerbCall || o.Verb == gamble.VerbCheck {
					key = o.Key
				}
			}
		}
		require.NoError(t, m.Give(d.Seat, key))
	}
}

func threeHumans() GambleConfig {
	su := gamble.Setup{Game: gamble.KingsCouncil, Variants: gamble.VarDragons, Seed: 21, Games: 6, Stakes: []int{50, 50, 50}}
	return GambleConfig{Setup: su, Seats: []GambleSeat{{Human: true, Name: "Ann"}, {Human: true, Name: "Bo"}, {Human: true, Name: "Cy"}}}
}

// A session saved in the middle of a game continues exactly where it was
// left: the same state, the same decision, the same news and showdown on
// the table, and the same session after more answers as one never left.
func TestGambleSessionSavedMidGameContinuesExactly(t *testing.T) {
	path := filepath.Join(t.TempDir(), "gamble-autosave.json")
	// Answer until a few games are in and one is under way (the first
	// answer stream that gets there).
	var left *GambleMatch
	for seed := uint64(1); seed < 50; seed++ {
		m, err := NewGambleMatch(threeHumans())
		require.NoError(t, err)
		rng := rand.New(rand.NewPCG(seed, 2))
		for i := 0; i < 400 && !m.State().Over && !(m.State().Played > 1 && m.State().Round.Active); i++ {
			playHumans(t, m, rng, 1)
		}
		if !m.State().Over {
			left = m
			break
		}
	}
	require.NotNil(t, left)
	require.False(t, left.State().Over)
	require.Greater(t, left.State().Played, 1, "a few games in")
	require.True(t, left.State().Round.Active || len(left.State().Players[0].Hand) > 0, "in the middle of a game")
	require.NoError(t, left.SaveGamble(path))

	sv, err := LoadGamble(path)
	require.NoError(t, err)
	require.NotNil(t, sv)
	assert.WithinDuration(t, time.Now(), sv.Saved, time.Minute)
	assert.Equal(t, left.Config().Seats, sv.Cfg.Seats)
	assert.Equal(t, left.State().Hash(), sv.State().Hash(), "the same state")
	assert.Equal(t, left.State().Log, sv.State().Log, "the same story")
	back, err := sv.Resume()
	require.NoError(t, err)
	assert.Equal(t, left.Version(), back.Version(), "the driver counts the answers already given")
	dl, _ := left.State().Pending()
	db, ok := back.State().Pending()
	require.True(t, ok)
	assert.Equal(t, dl, db, "the same decision is asked")
	assert.Equal(t, left.News(), back.News(), "the money news are shown again")
	gl, hl := left.LastShown()
	gb, hb := back.LastShown()
	assert.Equal(t, gl, gb)
	assert.Equal(t, hl, hb, "the last showdown can be looked at again")
	assert.Equal(t, left.Config(), back.Config())

	// Both play on with the same answers: one session.
	playHumans(t, left, rand.New(rand.NewPCG(5, 6)), 10000)
	playHumans(t, back, rand.New(rand.NewPCG(5, 6)), 10000)
	require.True(t, left.State().Over)
	assert.Equal(t, left.State().Hash(), back.State().Hash())
	assert.Equal(t, left.State().Answers, back.State().Answers)
	assert.Equal(t, left.State().Winners, back.State().Winners)
	assert.Equal(t, left.Version(), back.Version())

	// Resume plays on a copy: the loaded session is still as saved.
	again, err := sv.Resume()
	require.NoError(t, err)
	assert.Equal(t, db, mustPending(t, again))
}

func mustPending(t *testing.T, m *GambleMatch) gamble.Decision {
	t.Helper()
	d, ok := m.State().Pending()
	require.True(t, ok)
	return d
}

// Computer gamblers and Adventurer's Choice: the seats and levels come
// back, and the computer asked when the session was left is asked again.
func TestGambleSessionWithComputersContinues(t *testing.T) {
	path := filepath.Join(t.TempDir(), "gamble-autosave.json")
	cfg := GambleConfig{Setup: gamble.ChoiceSetup(3, 1, 8), Seats: []GambleSeat{{Human: true, Name: "You"}, {Level: "easy", Name: "Mara"}, {Level: "random", Name: "Pip"}}}
	m, err := NewGambleMatch(cfg)
	require.NoError(t, err)
	rng := rand.New(rand.NewPCG(3, 3))
	deadline := time.Now().Add(30 * time.Second)
	for m.Version() < 25 && !m.State().Over {
		require.True(t, time.Now().Before(deadline))
		if d, ok := m.State().Pending(); ok && m.IsHuman(d.Seat) {
			require.NoError(t, m.Give(d.Seat, d.Options[rng.IntN(len(d.Options))].Key))
			continue
		}
		m.Tick()
		time.Sleep(time.Millisecond)
	}
	for m.Thinking() { // let the computer asked finish, then leave
		m.Tick()
		time.Sleep(time.Millisecond)
	}
	require.NoError(t, m.SaveGamble(path))
	sv, err := LoadGamble(path)
	require.NoError(t, err)
	back, err := sv.Resume()
	require.NoError(t, err)
	assert.Equal(t, m.State().Hash(), back.State().Hash())
	assert.Equal(t, cfg.Seats, back.Seats())
	assert.Equal(t, gamble.AdventurersChoice, back.Config().Setup.Game)
	for i := range cfg.Seats {
		assert.Equal(t, m.IsHuman(i), back.IsHuman(i))
	}
	assert.Equal(t, m.Viewer(), back.Viewer())
	for !back.State().Over && time.Now().Before(deadline.Add(30*time.Second)) {
		if d, ok := back.State().Pending(); ok && back.IsHuman(d.Seat) {
			require.NoError(t, back.Give(d.Seat, d.Options[0].Key))
			continue
		}
		back.Tick()
		time.Sleep(time.Millisecond)
	}
	require.NoError(t, back.Err())
	assert.True(t, back.State().Over, "the resumed session plays to its end")
}

// gambleFile is a valid session file to spoil.
func gambleFile(t *testing.T) []byte {
	t.Helper()
	path := filepath.Join(t.TempDir(), "gamble-autosave.json")
	m, err := NewGambleMatch(threeHumans())
	require.NoError(t, err)
	playHumans(t, m, rand.New(rand.NewPCG(1, 2)), 12)
	require.NoError(t, m.SaveGamble(path))
	b, err := os.ReadFile(path)
	require.NoError(t, err)
	return b
}

func edit(t *testing.T, b []byte, change func(map[string]any)) []byte {
	t.Helper()
	var top map[string]any
	require.NoError(t, json.Unmarshal(b, &top))
	change(top)
	out, err := json.Marshal(top)
	require.NoError(t, err)
	return out
}

// A file that cannot be continued is reported in words and moved aside,
// never deleted, and never crashes; a missing file is no session.
func TestGambleSessionFileProblemsAreClearAndHarmless(t *testing.T) {
	good := gambleFile(t)
	cases := []struct {
		name, data, says string
	}{
		{"garbage", "§§ not json at all", "not a gambling session file"},
		{"empty", "", "empty"},
		{"cut short", string(good[:len(good)/2]), "not a gambling session file"},
		{"another game", string(edit(t, good, func(m map[string]any) { m["game"] = "chess" })), "not an Undercity Inn file"},
		{"wrong kind", string(edit(t, good, func(m map[string]any) { m["kind"] = "save" })), `kind "save", not a gambling session`},
		{"wrong format", string(edit(t, good, func(m map[string]any) { m["format"] = 99 })), "format version 99 is not supported"},
		{"seats missing", string(edit(t, good, func(m map[string]any) { m["seats"] = []any{} })), "0 seats for 3 stakes"},
		{"unknown level", string(edit(t, good, func(m map[string]any) {
			m["seats"].([]any)[1] = map[string]any{"level": "godlike"}
		})), "godlike"},
		{"answers changed", string(edit(t, good, func(m map[string]any) {
			r := m["replay"].(map[string]any)
			r["answers"] = r["answers"].([]any)[:3]
		})), "does not play again"},
		{"other rules", string(edit(t, good, func(m map[string]any) { m["replay"].(map[string]any)["rules"] = "gamble-0" })), "does not play again"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			dir := t.TempDir()
			path := filepath.Join(dir, "gamble-autosave.json")
			require.NoError(t, os.WriteFile(path, []byte(c.data), 0o644))
			var sv *SavedGamble
			var err error
			assert.NotPanics(t, func() { sv, err = LoadGamble(path) })
			assert.Nil(t, sv)
			var un *UnreadableFile
			require.True(t, errors.As(err, &un), "%v", err)
			assert.Equal(t, "gambling session", un.What)
			assert.Contains(t, un.Err.Error(), c.says)
			assert.Contains(t, err.Error(), "gambling session file")
			assert.Equal(t, filepath.Join(dir, "gamble-autosave.unreadable.json"), un.Kept)
			kept, rerr := os.ReadFile(un.Kept)
			require.NoError(t, rerr, "the file is kept")
			assert.Equal(t, c.data, string(kept), "unchanged")
			_, serr := os.Stat(path)
			assert.True(t, os.IsNotExist(serr), "moved aside: the next session's autosave cannot overwrite it")
		})
	}

	t.Run("missing", func(t *testing.T) {
		sv, err := LoadGamble(filepath.Join(t.TempDir(), "gamble-autosave.json"))
		assert.NoError(t, err)
		assert.Nil(t, sv)
	})

	t.Run("cannot be written", func(t *testing.T) {
		dir := t.TempDir()
		blocker := filepath.Join(dir, "file")
		require.NoError(t, os.WriteFile(blocker, []byte("x"), 0o644))
		m, err := NewGambleMatch(threeHumans())
		require.NoError(t, err)
		err = m.SaveGamble(filepath.Join(blocker, "gamble-autosave.json"))
		require.Error(t, err)
		assert.True(t, strings.Contains(err.Error(), "gambling session"), "%v", err)
	})
}
