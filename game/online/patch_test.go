package online_test

import (
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"undercity/engine"
	"undercity/game"
	"undercity/game/online"
)

// roundTrip checks that the patch from a to b turns a into b, also after
// a trip through its JSON.
func roundTrip(t *testing.T, a, b []byte) online.Patch {
	t.Helper()
	p := online.Diff(a, b)
	got, err := p.Apply(a)
	require.NoError(t, err)
	require.Equal(t, string(b), string(got))
	wire, err := json.Marshal(struct {
		P online.Patch `json:"patch"`
	}{p})
	require.NoError(t, err)
	var back struct {
		P online.Patch `json:"patch"`
	}
	require.NoError(t, json.Unmarshal(wire, &back))
	got, err = back.P.Apply(a)
	require.NoError(t, err)
	require.Equal(t, string(b), string(got), "after its JSON: %s", wire)
	return p
}

func TestPatchCases(t *testing.T) {
	for _, c := range [][2]string{
		{`{"a":1,"b":[1,2,3]}`, `{"a":1,"b":[1,2,3]}`},
		{`{"a":1,"b":[1,2,3]}`, `{"a":2,"b":[1,2,3]}`},
		{`{"a":1,"b":[1,2,3]}`, `{"a":1,"b":[1,5,2,3]}`},
		{`{"a":1,"b":[1,2,3]}`, `{"a":1,"b":[2,3]}`},
		{`{"a":1,"b":[1,2,3]}`, `{"a":1,"b":[]}`},
		{`{"a":1,"b":[]}`, `{"a":1,"b":[{"id":4,"def":"x\"y"}]}`},
		{`{"a":1,"b":[1]}`, `{"a":1,"c":true,"b":[1]}`},
		{`{"a":1,"c":true,"b":[1]}`, `{"a":1,"b":[1]}`},
		{`{"a":1}`, `{}`},
		{`{}`, `{"a":"\u003c\\"}`},
		{`{"s":[{"z":[{"id":1},{"id":2}]},{"z":[]}]}`, `{"s":[{"z":[{"id":1},{"id":3}]},{"z":[{"id":-1}]}]}`},
		{`{"a":[1,2]}`, `{"a":{"b":2}}`},
		{`[1,2,3]`, `[3,2,1]`},
		{`{"a": [1, 2], "b" : 3}`, `{"a": [1, 2 ], "b" : 3}`},
	} {
		roundTrip(t, []byte(c[0]), []byte(c[1]))
	}
	p := online.Diff([]byte(`{"a":1,"b":[1,2,3],"c":"long text that stays"}`), []byte(`{"a":1,"b":[1,2,3,4],"c":"long text that stays"}`))
	require.Len(t, p, 1)
	assert.Equal(t, ",4", string(p[0].Put), "an element added is the element only")
}

// TestPatchViews: the views of seats and of a spectator of real games, one
// version after the other: each patch rebuilds the next view exactly and
// weighs a fraction of it.
func TestPatchViews(t *testing.T) {
	c, err := game.Content()
	require.NoError(t, err)
	views, patched := 0, 0
	for seed := uint64(1); seed <= 3; seed++ {
		su, err := game.ModeSetup("", []string{"dale", "jett", "petra", "ygella"}, seed, engine.Options{Prizes: seed == 2, Dungeon: seed == 3})
		require.NoError(t, err)
		s, err := engine.NewGame(c, su)
		require.NoError(t, err)
		r := rand.New(rand.NewPCG(seed, 5))
		last := map[int][]byte{}
		for step := 0; step < 400 && !s.Over; step++ {
			for _, viewer := range []int{0, 2, engine.ViewerPublic} {
				var v *engine.View
				if viewer < 0 {
					v = s.PublicView()
				} else {
					v = s.View(viewer)
				}
				v.Log = nil
				data, err := json.Marshal(v)
				require.NoError(t, err)
				if old := last[viewer]; old != nil {
					p := roundTrip(t, old, data)
					views += len(data)
					patched += p.Size()
				}
				last[viewer] = data
			}
			d, ok := s.Pending()
			require.True(t, ok)
			require.NoError(t, s.Answer(d.Options[r.IntN(len(d.Options))].Key))
		}
	}
	require.Positive(t, views)
	assert.Less(t, patched*5, views, "patches weigh less than a fifth of the views (%d of %d bytes)", patched, views)
}

// TestPatchMisapplied: a patch on another view than its own is refused,
// or builds a view whose checksum differs.
func TestPatchMisapplied(t *testing.T) {
	a := []byte(`{"a":1,"b":[1,2,3]}`)
	b := []byte(`{"a":1,"b":[1,2,3,4]}`)
	p := online.Diff(a, b)
	_, err := p.Apply([]byte(`{}`))
	require.ErrorIs(t, err, online.ErrBadPatch)
	got, err := p.Apply([]byte(`{"a":1,"b":[1,2,9]}`))
	require.NoError(t, err)
	assert.NotEqual(t, online.ViewCRC(b), online.ViewCRC(got))
	_, err = online.Patch{{At: 5, Cut: 1}, {At: 2, Cut: 1}}.Apply(a)
	require.ErrorIs(t, err, online.ErrBadPatch, "edits out of order")
}

// TestRebuild: a connection with view deltas builds each state's whole
// view from the patches, its log from the new lines; a patch that does
// not give the view the server meant (another checksum) or a log that does
// not follow on is an error, not a wrong view.
func TestRebuild(t *testing.T) {
	v0 := []byte(`{"turn":1,"seats":[{"hand":[1,2]}]}`)
	v1 := []byte(`{"turn":2,"seats":[{"hand":[1,2,3]}]}`)
	v2 := []byte(`{"turn":2,"seats":[{"hand":[2,3]}]}`)
	for _, logDelta := range []bool{false, true} {
		rebuild := online.Rebuild(logDelta)
		m := online.ServerMsg{Type: online.TypeState, Seat: 1, View: v0, ViewCRC: online.ViewCRC(v0), Log: []byte(`[{"t":"a"}]`)}
		require.NoError(t, rebuild(&m))
		assert.JSONEq(t, `{"turn":1,"seats":[{"hand":[1,2]}],"log":[{"t":"a"}]}`, string(m.View))
		m = online.ServerMsg{Type: online.TypeState, Seat: 1, Patch: online.Diff(v0, v1), ViewCRC: online.ViewCRC(v1), LogFrom: 1, Log: []byte(`[{"t":"b"}]`)}
		require.NoError(t, rebuild(&m))
		want := `{"turn":2,"seats":[{"hand":[1,2,3]}],"log":[{"t":"a"},{"t":"b"}]}`
		if logDelta {
			want = `{"turn":2,"seats":[{"hand":[1,2,3]}],"log":[{"t":"b"}]}`
			assert.Equal(t, 1, m.LogFrom)
		}
		assert.JSONEq(t, want, string(m.View), "log delta %v", logDelta)
		// The patch from v1 to v2 applied again (to v1's result, v1 the
		// connection holds now): right; then the same patch once more on
		// v2: a view the server did not send, refused.
		p := online.Diff(v1, v2)
		m = online.ServerMsg{Type: online.TypeState, Seat: 1, Patch: p, ViewCRC: online.ViewCRC(v2), LogFrom: 2}
		require.NoError(t, rebuild(&m))
		m = online.ServerMsg{Type: online.TypeState, Seat: 1, Patch: p, ViewCRC: online.ViewCRC(v2), LogFrom: 2}
		err := rebuild(&m)
		require.Error(t, err, "log delta %v", logDelta)
		assert.ErrorIs(t, err, online.ErrBadPatch)
		m = online.ServerMsg{Type: online.TypeState, Seat: 2, Patch: p, ViewCRC: online.ViewCRC(v2)}
		assert.ErrorIs(t, rebuild(&m), online.ErrBadPatch, "no view of that seat to patch")
		if !logDelta {
			m = online.ServerMsg{Type: online.TypeState, Seat: 1, View: v2, ViewCRC: online.ViewCRC(v2), LogFrom: 5, Log: []byte(`[{"t":"c"}]`)}
			assert.ErrorContains(t, rebuild(&m), fmt.Sprintf("starts at line %d", 5))
		}
	}
}

// TestPatchJSON: a patch read by hand is what its JSON says, every
// escape included; broken patches are refused.
func TestPatchJSON(t *testing.T) {
	put := "a\"b\\c/\b\f\n\r\t\x01\u2028é<>&"
	p := online.Patch{{At: 0, Cut: 3, Put: []byte(put)}, {At: 7, Cut: 0, Put: []byte(`{"id":-1,"back":"x"}`)}, {At: 9, Cut: 2}}
	wire, err := json.Marshal(p)
	require.NoError(t, err)
	var back online.Patch
	require.NoError(t, json.Unmarshal(wire, &back))
	require.Len(t, back, 3)
	assert.Equal(t, put, string(back[0].Put))
	assert.Equal(t, `{"id":-1,"back":"x"}`, string(back[1].Put))
	assert.Equal(t, [3]int{7, 0, 9}, [3]int{back[1].At, back[1].Cut, back[2].At})
	// Escapes another encoder may write.
	require.NoError(t, json.Unmarshal([]byte(` [ [ 1 , 2 , "x\/y\u0041\ud83d\ude00" ] ] `), &back))
	assert.Equal(t, online.Patch{{At: 1, Cut: 2, Put: []byte("x/yA😀")}}, back)
	require.NoError(t, json.Unmarshal([]byte(`[]`), &back))
	assert.Empty(t, back)
	for _, bad := range []string{`{}`, `[[1,2]]`, `[[1,2,"x",4]]`, `[[-1,2,"x"]]`, `[[1,2,3]]`, `[[1.5,2,"x"]]`, `[[1,2,"x"]`, `[[1,2,"x"] [3,4,"y"]]`, `[[1,2,"\q"]]`} {
		var p online.Patch
		assert.Error(t, p.UnmarshalJSON([]byte(bad)), bad)
	}
}

// TestDecodeState: a state or an ack read by hand is what encoding/json
// reads, and anything else is left to it.
func TestDecodeState(t *testing.T) {
	msgs := []online.ServerMsg{
		{Type: online.TypeState, Seat: 2, Version: 41, View: []byte(`{"seats":[{"zones":[]}],"turn":3}`), Decision: &online.Ask{Seat: 2, Kind: "respond", Prompt: "Play a \"card\"?", Options: []online.Choice{{Key: "pass", Label: "Pass"}, {Key: "c7", Label: "Ale"}}}, LogFrom: 12, Log: []byte(`[{"k":1},{"k":2}]`), ViewCRC: 4294967295},
		{Type: online.TypeState, Seat: -1, Version: 0, Patch: online.Patch{{At: 3, Cut: 1, Put: []byte(`"x\\y"`)}}, Over: true},
		{Type: online.TypeState, Seat: 0, Version: 7},
		{Type: online.TypeState, Seat: 1, Version: 8, Decision: &online.Ask{Seat: 1, Kind: "pick", Prompt: "\u00e9 \\ \n\t é", Options: []online.Choice{}}},
		{Type: online.TypeState, Seat: 1, Version: 9, Decision: &online.Ask{Seat: 1, Kind: "pick"}},
		{Type: online.TypeAck, Seat: 2, Version: 10},
		{Type: online.TypeAck, Seat: 0, Version: 1},
	}
	for _, m := range msgs {
		data, err := json.Marshal(m)
		require.NoError(t, err)
		var want, got online.ServerMsg
		require.NoError(t, json.Unmarshal(data, &want))
		require.True(t, online.DecodeState(data, &got), "%s", data)
		assert.Equal(t, want, got, "%s", data)
	}
	for _, other := range []string{`{"type":"ack","seat":1,"version":2,"over":true}`, `{"type":"ack","version":2,"view":{}}`, `{"type":"error","message":"x"}`, `{"type":"lobby","seat":1}`, `{"type":"state","seat":1,"hint":{}}`, `{"type":"state","seat":"1"}`, `{"type":"state","over":1}`, `{"type":"state"} x`, `{"type":"state","patch":[[1]]}`} {
		var m online.ServerMsg
		assert.False(t, online.DecodeState([]byte(other), &m), other)
	}
}
