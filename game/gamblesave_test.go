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
	assert.Equal(t, left.LastResult(), back.LastResult(), "the last showdown can be looked at again")
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
		{"minds missing", string(edit(t, good, func(m map[string]any) { delete(m, "minds") })), "0 computer minds for 3 seats"},
		{"a person with a mind", string(edit(t, good, func(m map[string]any) {
			m["minds"].([]any)[1] = map[string]any{"rng": "AAAA"}
		})), "seat 2 is a person's but has a computer's mind"},
		{"minds in the first format", string(edit(t, good, func(m map[string]any) { m["format"] = 1 })), "minds in a file of format 1"},
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

// playOn drives a session until it is over or has had `until` answers:
// the people answer by a rule of the answer's number (mostly a call or a
// check), the computers through Tick.
func playOn(t *testing.T, m *GambleMatch, until int) {
	t.Helper()
	deadline := time.Now().Add(2 * time.Minute)
	for !m.State().Over && m.Version() < until {
		require.True(t, time.Now().Before(deadline), "the session does not end")
		require.NoError(t, m.Err())
		if d, ok := m.State().Pending(); ok && m.IsHuman(d.Seat) && !m.Thinking() {
			rng := rand.New(rand.NewPCG(uint64(m.Version()), 17))
			key := d.Options[rng.IntN(len(d.Options))].Key
			if rng.IntN(4) > 0 {
				for _, o := range d.Options {
					if o.Verb == gamble.VerbCall || o.Verb == gamble.VerbCheck {
						key = o.Key
					}
				}
			}
			m.RevealTo(d.Seat)
			require.NoError(t, m.Give(d.Seat, key))
			continue
		}
		if !m.Tick() {
			time.Sleep(200 * time.Microsecond)
		}
	}
	require.NoError(t, m.Err())
}

// A session with computer gamblers saved in the middle of a game and
// continued plays on to the same end as the session never left: the same
// answers, log and state. The computers' minds (their generators and what
// they remember of the game) come back with the file; the autosave is
// written while a computer is thinking, as the table does.
func TestGambleSessionWithComputersContinuesAsIfNeverLeft(t *testing.T) {
	for _, c := range []struct {
		name string
		cfg  GambleConfig
	}{
		{"all computers", GambleConfig{
			Setup: gamble.Setup{Game: gamble.DenOfThieves, Seed: 8, Games: 4, Stakes: []int{30, 30, 30}},
			Seats: []GambleSeat{{Level: "random", Name: "Pip"}, {Level: "easy", Name: "Mara"}, {Level: "normal", Name: "Ode"}}}},
		{"mixed, Adventurer's Choice", GambleConfig{Setup: gamble.ChoiceSetup(3, 1, 4),
			Seats: []GambleSeat{{Human: true, Name: "You"}, {Level: "easy", Name: "Mara"}, {Level: "hard", Name: "Zed"}}}},
	} {
		t.Run(c.name, func(t *testing.T) {
			path := filepath.Join(t.TempDir(), "gamble-autosave.json")
			whole, err := NewGambleMatch(c.cfg)
			require.NoError(t, err)
			// Into the second game, to a Betting Round under way.
			for !whole.State().Over && !(whole.State().Played > 1 && whole.State().Round.Active && whole.State().Round.Current > 0) {
				playOn(t, whole, whole.Version()+1)
			}
			require.False(t, whole.State().Over)
			// Leave it while the next computer (if it is one's turn) thinks.
			whole.Tick()
			require.NoError(t, whole.SaveGamble(path))
			left := whole.Version()
			playOn(t, whole, 1<<30)
			require.True(t, whole.State().Over)

			sv, err := LoadGamble(path)
			require.NoError(t, err)
			back, err := sv.Resume()
			require.NoError(t, err)
			require.Equal(t, left, back.Version())
			playOn(t, back, 1<<30)
			require.True(t, back.State().Over)
			assert.Equal(t, whole.State().Answers, back.State().Answers, "the same answers")
			assert.Equal(t, whole.State().Log, back.State().Log, "the same story")
			assert.Equal(t, gamble.FormatHash(whole.State().Hash()), gamble.FormatHash(back.State().Hash()), "the same end")
			assert.Greater(t, len(back.State().Answers), left+20, "played on a good while")
		})
	}
}

// A file of the first format (no computer minds) still continues: the same
// session, its computers starting afresh from their seeds as they did.
func TestGambleSessionOfTheFirstFormatStillContinues(t *testing.T) {
	cfg := GambleConfig{Setup: gamble.Setup{Game: gamble.RoguesAndWarriors, Seed: 4, Games: 3, Stakes: []int{20, 20}},
		Seats: []GambleSeat{{Human: true, Name: "You"}, {Level: "easy", Name: "Mara"}}}
	m, err := NewGambleMatch(cfg)
	require.NoError(t, err)
	playOn(t, m, 6)
	require.False(t, m.State().Over)
	path := filepath.Join(t.TempDir(), "gamble-autosave.json")
	require.NoError(t, m.SaveGamble(path))
	b, err := os.ReadFile(path)
	require.NoError(t, err)
	old := edit(t, b, func(f map[string]any) { f["format"] = 1; delete(f, "minds") })
	require.NoError(t, os.WriteFile(path, old, 0o644))
	sv, err := LoadGamble(path)
	require.NoError(t, err)
	back, err := sv.Resume()
	require.NoError(t, err)
	assert.Equal(t, m.State().Hash(), back.State().Hash())
	playOn(t, back, 1<<30)
	assert.True(t, back.State().Over)
}

// A computer gambler's mind that is missing or damaged makes the file one
// that cannot be continued (moved aside, as any other).
func TestGambleSessionWithADamagedMindIsRefused(t *testing.T) {
	cfg := GambleConfig{Setup: gamble.Setup{Game: gamble.RoguesAndWarriors, Seed: 4, Games: 3, Stakes: []int{20, 20}},
		Seats: []GambleSeat{{Human: true, Name: "You"}, {Level: "easy", Name: "Mara"}}}
	m, err := NewGambleMatch(cfg)
	require.NoError(t, err)
	playOn(t, m, 6)
	dir := t.TempDir()
	path := filepath.Join(dir, "gamble-autosave.json")
	require.NoError(t, m.SaveGamble(path))
	good, err := os.ReadFile(path)
	require.NoError(t, err)
	for _, c := range []struct {
		name, says string
		change     func(map[string]any)
	}{
		{"no mind", "seat 2's computer gambler has no mind", func(f map[string]any) { f["minds"].([]any)[1] = nil }},
		{"damaged generator", "seat 2", func(f map[string]any) { f["minds"].([]any)[1].(map[string]any)["rng"] = "AAAA" }},
	} {
		require.NoError(t, os.WriteFile(path, edit(t, good, c.change), 0o644))
		sv, err := LoadGamble(path)
		assert.Nil(t, sv, c.name)
		var un *UnreadableFile
		require.True(t, errors.As(err, &un), "%s: %v", c.name, err)
		assert.Contains(t, un.Err.Error(), c.says, c.name)
		assert.Contains(t, un.Err.Error(), "damaged", c.name)
		require.NoError(t, os.Remove(un.Kept))
	}
}
