package server

import (
	"encoding/json"
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"undercity/engine"
	"undercity/game"
	"undercity/game/online"
)

// TestEncodeViewIsJSON: encodeView writes every view of games of every
// mode (each seat's, the public and the all-seeing one, at every answer)
// byte for byte as json.Marshal does.
func TestEncodeViewIsJSON(t *testing.T) {
	views := 0
	eachInnView(t, 7, 3, 120, func(ts online.TableSetup, step, viewer int, v *engine.View) {
		want, err := json.Marshal(v)
		require.NoError(t, err)
		got, err := encodeView(v)
		require.NoError(t, err)
		require.Equal(t, string(want), string(got), "%s, answer %d, viewer %d", ts.Mode, step, viewer)
		// Without its log (as the server encodes them): the rest by hand too.
		v.Log = nil
		want, err = json.Marshal(v)
		require.NoError(t, err)
		got, err = encodeView(v)
		require.NoError(t, err)
		require.Equal(t, string(want), string(got), "%s, answer %d, viewer %d, without the log", ts.Mode, step, viewer)
		views++
	})
	require.Greater(t, views, 1000)
	// Names with what encoding/json escapes.
	v := &engine.View{Seats: []engine.SeatView{{Name: `Ann "the <Bold>" & Ünal`, Zones: []engine.ZoneView{{Name: "hand", Label: "a\\b", Cards: []engine.CardView{{ID: 3, Def: "x\u2028y"}}}}}}}
	want, _ := json.Marshal(v)
	got, err := encodeView(v)
	require.NoError(t, err)
	require.Equal(t, string(want), string(got))
	// Every member of the rest that a game may not reach in these runs.
	v = &engine.View{Mode: `a<b`, TeamGame: true, Opts: engine.Options{Prizes: true, BarDeck: true, Dungeon: true}, Seats: v.Seats,
		Teams: []engine.TeamView{{Fort: 1, Alc: 2, Gold: 3, Potions: 4, Out: true}, {}}, Tracks: []engine.Track{{Fort: 1, Alc: 2}}, Progress: 2,
		Zones:      []engine.ZoneView{{Name: "drink_deck", Index: 1, Label: "x", Count: 1, Cards: []engine.CardView{{ID: -1, Back: "drink", Rake: 1}}}},
		Round:      engine.RoundView{Active: true, Starter: 1, Controller: -1, WinningHand: true, Turn: 2, In: []int{0, 2}, Pot: 5},
		RoundPlays: []engine.PlayView{{Card: engine.CardView{ID: 4, Def: "d"}, Player: 1, Mode: 2, Negated: true, Resolved: true, Choosing: true}},
		Plays:      []engine.PlayView{{}},
		Drinks:     []engine.DrinkView{{Drinker: 1, Alc: 2, Fort: 3, Ignored: true, Copy: true, Split: true, Shown: []engine.CardView{{ID: 5}}}, {}},
		Division:   &engine.DivisionView{Chooser: 2},
		Decision: &engine.DecisionView{Seat: 1, Kind: "respond", Prompt: "p\"q", About: -1, Owed: 2, Concerns: true, OwnWindow: true, LastChance: true,
			Options: []engine.OptionView{{Key: "k", Label: "l", Card: 3, Seat: 1, Verb: 2, N: 3, Extra: 4, Word: 5}, {}}},
		OwnTurn: true, WhyNot: []engine.WhyNot{{Card: 3, Kind: 1, Text: "no & no"}}, Over: true, Winners: []int{1, 3}, TeamWon: true}
	for _, div := range []*engine.DivisionView{v.Division, {Cards: []engine.CardView{{ID: 2}}}, nil} {
		v.Division = div
		want, _ = json.Marshal(v)
		got, err = encodeView(v)
		require.NoError(t, err)
		require.Equal(t, string(want), string(got))
	}
	v.Teams = nil
	want, _ = json.Marshal(v)
	got, err = encodeView(v)
	require.NoError(t, err)
	require.Equal(t, string(want), string(got))
}

// TestDiffViewByParts: the patch found part by part (diffView) turns
// each view into the next one of the same viewer (and into one three
// answers on, as when states are coalesced), over games of every mode,
// and weighs about what online.Diff's does.
func TestDiffViewByParts(t *testing.T) {
	c, err := game.Content()
	require.NoError(t, err)
	r := rand.New(rand.NewPCG(4, 4))
	patches, parts, whole := 0, 0, 0
	for k, ts := range everySetup(rand.New(rand.NewPCG(11, 11))) {
		if ts.Game == online.GameGamble {
			continue
		}
		su, err := innSetup(ts, uint64(k+1))
		require.NoError(t, err)
		s, err := engine.NewGame(c, su)
		require.NoError(t, err)
		type enc struct {
			data []byte
			idx  *viewIndex
		}
		var history [][]enc // by answer, by viewer+1
		for step := 0; step < 80 && !s.Over; step++ {
			var now []enc
			for viewer := engine.ViewerPublic; viewer < len(s.Players); viewer++ {
				data, idx, err := encodeViewIndexed(s.View(viewer), 0)
				require.NoError(t, err)
				require.NotNil(t, idx)
				now = append(now, enc{data, idx})
			}
			for _, back := range []int{1, 3} {
				if len(history) < back {
					continue
				}
				for v, old := range history[len(history)-back] {
					p := diffView(old.data, now[v].data, old.idx, now[v].idx)
					got, err := p.Apply(old.data)
					require.NoError(t, err)
					require.Equal(t, string(now[v].data), string(got), "%s, answer %d, viewer %d, %d back", ts.Mode, step, v-1, back)
					patches++
					parts += p.Size()
					whole += online.Diff(old.data, now[v].data).Size()
				}
			}
			history = append(history, now)
			d, ok := s.Pending()
			require.True(t, ok)
			require.NoError(t, s.Answer(d.Options[r.IntN(len(d.Options))].Key))
		}
	}
	require.Greater(t, patches, 1000)
	t.Logf("%d patches: %d bytes put part by part, %d by online.Diff", patches, parts, whole)
	assert.LessOrEqual(t, parts, whole*5/4)
}

// eachInnView plays a game of every Red Dragon Inn setup (everySetup's,
// seeded with setups) for up to steps random answers (seeded with
// answers) and hands f every viewer's view (the all-seeing, the public
// and each seat's) before each answer.
func eachInnView(t *testing.T, setups, answers uint64, steps int, f func(ts online.TableSetup, step, viewer int, v *engine.View)) {
	t.Helper()
	c, err := game.Content()
	require.NoError(t, err)
	r := rand.New(rand.NewPCG(answers, answers))
	for k, ts := range everySetup(rand.New(rand.NewPCG(setups, setups))) {
		if ts.Game == online.GameGamble {
			continue
		}
		su, err := innSetup(ts, uint64(k+1))
		require.NoError(t, err)
		s, err := engine.NewGame(c, su)
		require.NoError(t, err)
		for step := 0; step < steps && !s.Over; step++ {
			for viewer := engine.ViewerAll; viewer < len(s.Players); viewer++ {
				v := s.View(viewer)
				switch viewer {
				case engine.ViewerAll:
					v = s.AllSeeingView()
				case engine.ViewerPublic:
					v = s.PublicView()
				}
				f(ts, step, viewer, v)
			}
			d, ok := s.Pending()
			require.True(t, ok)
			require.NoError(t, s.Answer(d.Options[r.IntN(len(d.Options))].Key))
		}
	}
}

// TestAppendStrIsJSON: appendStr writes every byte, alone and amid plain
// text, and text with non-ASCII and invalid UTF-8, as json.Marshal does.
func TestAppendStrIsJSON(t *testing.T) {
	var texts []string
	for c := range 256 {
		texts = append(texts, string([]byte{byte(c)}), "a"+string([]byte{byte(c)})+"z")
	}
	texts = append(texts, "", "Package for you! Sign here… and here…", "Jett's <Momentum> & \"Parkour\"", "\u2028", "bad \xff utf8")
	for _, s := range texts {
		want, err := json.Marshal(s)
		require.NoError(t, err)
		assert.Equal(t, string(want), string(appendStr(nil, s)), "%q", s)
	}
}
