package game

import (
	"encoding/json"
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"undercity/engine"
	"undercity/engine/card"
)

func savedGame(t testing.TB) (*engine.Content, *engine.State) {
	t.Helper()
	c, err := Content()
	require.NoError(t, err)
	s, err := engine.NewGame(c, engine.Setup{Seats: []engine.SeatSetup{{Char: "dale"}, {Char: "petra"}, {Char: "terci"}},
		Seed: 31, First: 1, Opts: engine.Options{Prizes: true}})
	require.NoError(t, err)
	for k := 0; k < 150 && !s.Over; k++ {
		require.NoError(t, s.AnswerIndex(k%len(s.Dec.Options)))
	}
	return c, s
}

func TestSaveAndLoadResumeTheSameGame(t *testing.T) {
	c, s := savedGame(t)
	path := filepath.Join(t.TempDir(), "saves", "slot1.json")
	meta := SaveMeta{Seats: []SeatConfig{{Human: true}, {Level: "hard"}, {Level: "easy"}}, AIDelayMS: 250, Label: "before the Round"}
	require.NoError(t, Save(path, s, meta))

	got, gm, err := Load(path, c)
	require.NoError(t, err)
	assert.Equal(t, s.Hash(), got.Hash())
	assert.Equal(t, s.Log, got.Log)
	assert.Equal(t, []SeatConfig{{Char: "dale", Human: true}, {Char: "petra", Level: "hard"}, {Char: "terci", Level: "easy"}}, gm.Seats)
	assert.Equal(t, 250, gm.AIDelayMS)
	assert.Equal(t, "before the Round", gm.Label)
	assert.Equal(t, s.TurnNo, gm.Turn)
	assert.WithinDuration(t, time.Now(), gm.Saved, time.Minute)

	cfg := gm.Config(got)
	assert.Equal(t, uint64(31), cfg.Seed)
	assert.Equal(t, 1, cfg.First)
	assert.True(t, cfg.Opts.Prizes)
	assert.Equal(t, 250*time.Millisecond, cfg.AIDelay)

	// Both copies continue identically.
	for k := 0; k < 400 && !s.Over; k++ {
		key := s.Dec.Options[(k*7)%len(s.Dec.Options)].Key
		require.NoError(t, s.Answer(key))
		require.NoError(t, got.Answer(key))
	}
	assert.Equal(t, s.Hash(), got.Hash())

	// Saving again replaces the file and leaves no temporary files behind.
	require.NoError(t, Save(path, s, SaveMeta{}))
	_, gm, err = Load(path, c)
	require.NoError(t, err)
	assert.Equal(t, "normal", gm.Seats[1].Level, "empty meta: AI seats default to normal")
	entries, err := os.ReadDir(filepath.Dir(path))
	require.NoError(t, err)
	require.Len(t, entries, 1)
	assert.Equal(t, "slot1.json", entries[0].Name())
}

func TestSaveRejectsBadInput(t *testing.T) {
	_, s := savedGame(t)
	dir := t.TempDir()
	assert.Error(t, Save(filepath.Join(dir, "a.json"), nil, SaveMeta{}))
	assert.ErrorContains(t, Save(filepath.Join(dir, "b.json"), s, SaveMeta{Seats: []SeatConfig{{Human: true}}}), "1 seat configs for 3 seats")
	// A directory in the way: the save fails and nothing is left behind.
	blocked := filepath.Join(dir, "blocked")
	require.NoError(t, os.MkdirAll(filepath.Join(blocked, "x.json"), 0o755))
	assert.Error(t, Save(filepath.Join(blocked, "x.json"), s, SaveMeta{}))
	entries, err := os.ReadDir(blocked)
	require.NoError(t, err)
	assert.Len(t, entries, 1, "no temporary file left")
}

func TestLoadErrorsNameTheProblemAndKeepTheFile(t *testing.T) {
	c, s := savedGame(t)
	dir := t.TempDir()
	goodPath := filepath.Join(dir, "good.json")
	require.NoError(t, Save(goodPath, s, SaveMeta{}))
	good, err := os.ReadFile(goodPath)
	require.NoError(t, err)
	mid := len(good) / 2
	digit := strings.Index(string(good), `"Inn":`) + len(`"Inn":`)
	flipped := append([]byte{}, good...)
	if flipped[digit] == '9' {
		flipped[digit] = '8'
	} else {
		flipped[digit]++
	}
	snap, err := s.Snapshot()
	require.NoError(t, err)

	cases := []struct {
		name string
		data string
		kind error
		msg  string
	}{
		{"empty", "", engine.ErrTruncated, "empty"},
		{"truncated", string(good[:mid]), engine.ErrTruncated, "truncated"},
		{"truncated near the end", string(good[:len(good)-3]), engine.ErrTruncated, "truncated"},
		{"garbage inside", string(good[:mid]) + "\x00\x01garbage" + string(good[mid+9:]), engine.ErrCorrupted, "corrupted"},
		{"a changed digit", string(flipped), engine.ErrCorrupted, "checksum"},
		{"zeroed", string(make([]byte, 4096)), engine.ErrWrongGame, "not an Undercity Inn save"},
		{"other JSON", `{"window_w": 1600, "window_h": 900}`, engine.ErrWrongGame, "no \"game\""},
		{"other game", `{"game": "tavern-brawl", "kind": "save", "format": 1}`, engine.ErrWrongGame, "tavern-brawl"},
		{"a bare snapshot", string(snap), engine.ErrWrongGame, "snapshot, not a save file"},
		{"newer format", strings.Replace(string(good), `"format":1`, `"format":2`, 1), engine.ErrVersion, "version 2"},
		{"no game inside", `{"game": "undercity-inn", "kind": "save", "format": 1, "meta": {"seats": []}}`, engine.ErrCorrupted, "holds no game"},
		{"unknown card", strings.Replace(string(good), `"Def":"`, `"Def":"zz-`, 1), engine.ErrCorrupted, "checksum"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			path := filepath.Join(dir, strings.ReplaceAll(tc.name, " ", "_")+".json")
			require.NoError(t, os.WriteFile(path, []byte(tc.data), 0o644))
			st, _, err := Load(path, c)
			require.Error(t, err)
			assert.Nil(t, st)
			assert.True(t, errors.Is(err, tc.kind), "%v", err)
			assert.Contains(t, err.Error(), tc.msg)
			assert.Contains(t, err.Error(), path, "the error names the file")
			after, rerr := os.ReadFile(path)
			require.NoError(t, rerr, "the bad file is not deleted")
			assert.Equal(t, tc.data, string(after), "the bad file is not changed")
		})
	}
	// A card the save names that this build's content lacks.
	missing := s.Def(0).ID
	var defs []*card.Def
	for _, d := range c.Defs {
		if d.ID != missing {
			defs = append(defs, d)
		}
	}
	c2, err := engine.NewContent(defs, c.Chars)
	require.NoError(t, err)
	_, _, err = Load(goodPath, c2)
	assert.True(t, errors.Is(err, engine.ErrUnknownCard), "%v", err)
	assert.Contains(t, err.Error(), missing)

	_, _, err = Load(filepath.Join(dir, "missing.json"), c)
	assert.True(t, errors.Is(err, fs.ErrNotExist))
}

func TestAutosavePath(t *testing.T) {
	dir := t.TempDir()
	t.Setenv(ConfigDirEnv, dir)
	p, err := AutosavePath()
	require.NoError(t, err)
	assert.Equal(t, filepath.Join(dir, "autosave.json"), p)
	settings, err := SettingsPath()
	require.NoError(t, err)
	assert.Equal(t, p, AutosaveFileFor(settings), "the autosave lies next to the settings")
}

// A Rematch after Continue starts from the loaded save's Config: it must
// keep the variant (a Boss Battle stays a Boss Battle).
func TestSaveConfigKeepsTheMode(t *testing.T) {
	c, err := Content()
	require.NoError(t, err)
	su, err := ModeSetup("boss", []string{"petra", "dale", "jett"}, 5, engine.Options{})
	require.NoError(t, err)
	s, err := engine.NewGame(c, su)
	require.NoError(t, err)
	path := filepath.Join(t.TempDir(), "boss.json")
	require.NoError(t, Save(path, s, SaveMeta{}))
	got, gm, err := Load(path, c)
	require.NoError(t, err)
	cfg := gm.Config(got)
	assert.Equal(t, "boss", cfg.Mode)
	again, err := ModeSetup(cfg.Mode, []string{"petra", "dale", "jett"}, cfg.Seed+1, cfg.Opts)
	require.NoError(t, err)
	assert.True(t, again.Seats[0].Boss, "the rematch's first seat is the Boss again")
}

// Continue resumes at the very decision the player left, inside a Round of
// Gambling and inside a response window: a game is played until each such
// decision is pending, saved there as the autosave would, loaded and
// resumed as a Match; the resumed match asks the same player the same
// question with the same options, and both copies play on identically.
func TestContinueAtTheSameDecisionMidRoundAndMidResponse(t *testing.T) {
	c := testContent(t)
	cases := []struct {
		name string
		at   func(s *engine.State, d engine.Decision) bool
	}{
		{"mid-Round", func(s *engine.State, _ engine.Decision) bool { return s.Round.Active }},
		{"mid-response", func(_ *engine.State, d engine.Decision) bool { return d.Kind == engine.DecRespond }},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			found := false
			for seed := uint64(1); seed < 40 && !found; seed++ {
				s, err := engine.NewGame(c, engine.Setup{Seats: []engine.SeatSetup{{Char: "dale"}, {Char: "jett"}, {Char: "petra"}, {Char: "terci"}}, Seed: seed})
				require.NoError(t, err)
				for k := 0; k < 600 && !s.Over; k++ {
					d, ok := s.Pending()
					require.True(t, ok)
					if k > 20 && len(d.Moves()) > 1 && tc.at(s, d) {
						found = true
						break
					}
					moves := d.Moves()
					require.NoError(t, s.Answer(moves[(k*7+int(seed))%len(moves)].Key))
				}
				if !found {
					continue
				}
				d, _ := s.Pending()
				seats := make([]SeatConfig, s.NumSeats())
				for i := range seats {
					seats[i] = SeatConfig{Level: "easy"}
				}
				seats[d.Seat] = SeatConfig{Human: true}
				s.Players[d.Seat].Human = true // as in a client's game
				path := filepath.Join(t.TempDir(), "autosave.json")
				require.NoError(t, Save(path, s, SaveMeta{Seats: seats}))
				got, meta, err := Load(path, c)
				require.NoError(t, err)
				m, err := Resume(c, got, meta.Config(got))
				require.NoError(t, err)
				resumed := m.Snapshot()
				m.Close()
				rd, ok := resumed.Pending()
				require.True(t, ok)
				assert.Equal(t, d.Seat, rd.Seat)
				assert.Equal(t, d.Kind, rd.Kind)
				assert.Equal(t, d.Prompt, rd.Prompt)
				assert.Equal(t, d.Options, rd.Options)
				assert.Equal(t, s.Hash(), resumed.Hash())
				assert.Equal(t, tc.at(s, d), tc.at(resumed, rd))
				for k := 0; k < 200 && !s.Over; k++ {
					key := s.Dec.Options[(k*5)%len(s.Dec.Options)].Key
					require.NoError(t, s.Answer(key))
					require.NoError(t, resumed.Answer(key))
				}
				assert.Equal(t, s.Hash(), resumed.Hash(), "both copies play on identically")
			}
			require.True(t, found, "no game reached a %s decision", tc.name)
		})
	}
}

// TestAutosaveKeepsEachSeatsAutoPass: the autosave holds each human seat's
// auto-pass level, and the game continued from it plays every seat at its
// own level; a save from before levels were kept loads with none (the
// table then starts those seats at the settings' level).
func TestAutosaveKeepsEachSeatsAutoPass(t *testing.T) {
	c := testContent(t)
	path := filepath.Join(t.TempDir(), "autosave.json")
	cfg := Config{Seats: []SeatConfig{{Char: "dale", Human: true}, {Char: "jett", Level: "easy"}, {Char: "petra", Human: true}}, Seed: 5}
	cfg.Autosave = func(s *engine.State, rec *Record, seats []SeatConfig) error {
		return Save(path, s, SaveMeta{Seats: seats, Label: "Autosave", Record: rec})
	}
	m, err := NewMatch(c, cfg)
	require.NoError(t, err)
	m.SetAutoPass(0, AutoPassTurn)
	m.SetAutoPass(2, AutoPassAll)
	m.Close() // waits for the autosaves

	s, meta, err := Load(path, c)
	require.NoError(t, err)
	assert.Equal(t, []AutoPass{AutoPassTurn, "", AutoPassAll}, []AutoPass{meta.Seats[0].AutoPass, meta.Seats[1].AutoPass, meta.Seats[2].AutoPass})
	got, err := Resume(c, s, meta.Config(s))
	require.NoError(t, err)
	defer got.Close()
	for seat := range cfg.Seats {
		assert.Equal(t, m.AutoPassOf(seat), got.AutoPassOf(seat), "seat %d", seat)
	}

	// A save without levels (made before they were kept) still loads.
	b, err := os.ReadFile(path)
	require.NoError(t, err)
	old := strings.NewReplacer(`,"auto_pass":"turn"`, "", `,"auto_pass":"all"`, "").Replace(string(b))
	require.NotEqual(t, string(b), old)
	require.NoError(t, os.WriteFile(path, []byte(old), 0o644))
	_, meta, err = Load(path, c)
	require.NoError(t, err)
	for _, sc := range meta.Seats {
		assert.Empty(t, sc.AutoPass, sc.Char)
	}
}

// A save's bytes are what json.Marshal writes for the save file with the
// snapshot in it (Save adds the snapshot as it is), and a newline.
func TestSaveIsWhatMarshalWrites(t *testing.T) {
	_, s := savedGame(t)
	path := filepath.Join(t.TempDir(), "slot.json")
	require.NoError(t, Save(path, s, SaveMeta{Label: `Ann's <"best"> & last`}))
	data, err := os.ReadFile(path)
	require.NoError(t, err)
	var f saveFile
	require.NoError(t, json.Unmarshal(data, &f))
	again, err := json.Marshal(f)
	require.NoError(t, err)
	assert.Equal(t, string(again)+"\n", string(data))
	assert.Equal(t, `Ann's <"best"> & last`, f.Meta.Label)
}
