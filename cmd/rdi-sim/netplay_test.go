package main

import (
	"bytes"
	"context"
	"encoding/json"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"undercity/game/online"
)

// TestNetplayPlaysTablesThroughSockets: netplay against a server in this
// process (loopback) finishes every table with no violation, leak or
// error and reports the latency and memory fields.
func TestNetplayPlaysTablesThroughSockets(t *testing.T) {
	for _, args := range [][]string{
		{"--tables", "2", "--seats", "normal,random,random", "--think-ms", "0", "--seed", "4", "--json"},
		{"--tables", "2", "--seats", "random,normal", "--game", "threes", "--think-ms", "0", "--seed", "5", "--json"},
	} {
		var out bytes.Buffer
		require.NoError(t, runNetplay(args, &out))
		var rep map[string]float64
		dec := json.NewDecoder(&out)
		var raw map[string]any
		require.NoError(t, dec.Decode(&raw))
		rep = map[string]float64{}
		for k, v := range raw {
			if f, ok := v.(float64); ok {
				rep[k] = f
			}
		}
		for _, k := range []string{"tables", "finished", "violations", "leaks", "errors", "reconnects", "answer_latency_p50_ms", "answer_latency_p99_ms", "server_rss_mb",
			"next_view_latency_p50_ms", "next_view_latency_p99_ms", "bytes_per_answer", "memory_per_table_kb", "answers_per_second", "cancelled"} {
			assert.Contains(t, rep, k)
		}
		assert.Empty(t, raw["error_samples"])
		minutes, ok := raw["next_view_by_minute"].([]any)
		require.True(t, ok, "next_view_by_minute is a list")
		require.NotEmpty(t, minutes)
		assert.Equal(t, rep["answers"] > 0, minutes[0].(map[string]any)["answers"].(float64) > 0)
		assert.Positive(t, rep["next_view_latency_p50_ms"])
		assert.GreaterOrEqual(t, rep["next_view_latency_p99_ms"], rep["next_view_latency_p50_ms"])
		assert.Positive(t, rep["bytes_per_answer"])
		assert.Less(t, rep["bytes_per_answer"], rep["uncompressed_bytes_per_answer"], "the views are compressed")
		assert.GreaterOrEqual(t, rep["table_answers"], rep["answers"], "the tables' answers count the computers' too")
		assert.Equal(t, 2.0, rep["finished"], "%v", args)
		assert.Zero(t, rep["violations"])
		assert.Zero(t, rep["leaks"])
		assert.Zero(t, rep["errors"])
		assert.Positive(t, rep["answer_latency_p50_ms"])
		assert.Positive(t, rep["server_rss_mb"])
	}
}

// TestNetplayCancelledTablesAreNoErrors: tables the run's own --timeout
// stops are counted as cancelled, not as errors.
func TestNetplayCancelledTablesAreNoErrors(t *testing.T) {
	var out bytes.Buffer
	require.NoError(t, runNetplay([]string{"--tables", "3", "--seats", "normal,random,random", "--think-ms", "1000", "--timeout", "1500ms", "--seed", "6", "--json"}, &out))
	var rep struct {
		Finished, Cancelled, Errors int
		Samples                     map[string]int `json:"error_samples"`
	}
	require.NoError(t, json.Unmarshal(out.Bytes(), &rep))
	assert.Zero(t, rep.Finished)
	assert.Equal(t, 3, rep.Cancelled)
	assert.Zero(t, rep.Errors, "%v", rep.Samples)
	assert.Empty(t, rep.Samples)
}

func TestNetplayFlagErrors(t *testing.T) {
	for _, args := range [][]string{
		{"--tables", "0"},
		{"--seats", "normal,godly"},
		{"--game", "chess"},
		{"--think-ms", "-1"},
		{"--think-spread", "1.5"},
		{"--think-spread", "-0.1"},
		{"--server", "http://x"},
		{"extra"},
	} {
		require.Error(t, runNetplay(args, &bytes.Buffer{}), "%v", args)
	}
}

// TestStructuralLeaks: what a bot can tell is a leak from a view alone: a
// card of a deck shown, an unseen card with its definition, the seed.
func TestStructuralLeaks(t *testing.T) {
	state := func(view string) online.ServerMsg {
		return online.ServerMsg{Type: online.TypeState, View: []byte(view)}
	}
	ok := `{"seats":[{"zones":[{"name":"hand","cards":[{"id":3,"def":"ale"},{"id":-1,"back":"drink"}]}]}],"zones":[{"name":"drink_deck","cards":[{"id":-1,"back":"drink"}]}]}`
	assert.Zero(t, structuralLeaks(state(ok), []byte(ok)))
	deck := `{"seats":[],"zones":[{"name":"drink_deck","cards":[{"id":7,"back":"drink"}]}]}`
	assert.Equal(t, 1, structuralLeaks(state(deck), []byte(deck)))
	def := `{"seats":[{"zones":[{"name":"hand","cards":[{"id":-1,"def":"ale","back":"x"}]}]}]}`
	assert.Equal(t, 1, structuralLeaks(state(def), []byte(def)))
	assert.Equal(t, 1, structuralLeaks(online.ServerMsg{Type: online.TypeLobby}, []byte(`{"seed":1}`)))
}

// TestByIntervalSplitsLatenciesByWhenTheyEnded: each latency lands in the
// stretch of the run it ended in, empty stretches stay as zeros, and each
// stretch has its own percentiles.
func TestByIntervalSplitsLatenciesByWhenTheyEnded(t *testing.T) {
	start := time.Unix(1000, 0)
	ms := time.Millisecond
	lat := []time.Duration{10 * ms, 30 * ms, 500 * ms, 20 * ms}
	at := []time.Time{start.Add(time.Second), start.Add(59 * time.Second), start.Add(150 * time.Second), start.Add(61 * time.Second)}
	got := byInterval(lat, at, start, time.Minute)
	require.Len(t, got, 3)
	assert.Equal(t, netplayInterval{FromS: 0, Answers: 2, P50: 10, P99: 30, Max: 30}, got[0])
	assert.Equal(t, netplayInterval{FromS: 60, Answers: 1, P50: 20, P99: 20, Max: 20}, got[1])
	assert.Equal(t, netplayInterval{FromS: 120, Answers: 1, P50: 500, P99: 500, Max: 500}, got[2])
}

// TestSitDownRampsTheTables: without a ramp every table sits down at once;
// with one, the last sits down no sooner than the ramp after the start and
// the first at once; a run that ends first sits nobody down.
func TestSitDownRampsTheTables(t *testing.T) {
	ctx := context.Background()
	start := time.Now()
	assert.True(t, sitDown(ctx, start, 0, 9, 10))
	assert.True(t, sitDown(ctx, start, time.Hour, 0, 10), "the first table sits down at once")
	ramp := 60 * time.Millisecond
	require.True(t, sitDown(ctx, start, ramp, 4, 5))
	assert.GreaterOrEqual(t, time.Since(start), ramp, "the last table sits down at the ramp's end")
	done, cancel := context.WithCancel(ctx)
	cancel()
	assert.False(t, sitDown(done, time.Now(), time.Hour, 1, 2))
}

// TestNetplayRampIsReported: a ramped run finishes its tables and says
// how long the ramp was; a negative one is refused.
func TestNetplayRampIsReported(t *testing.T) {
	var out bytes.Buffer
	require.NoError(t, runNetplay([]string{"--tables", "2", "--seats", "normal,random,random", "--think-ms", "0", "--ramp", "300ms", "--seed", "8", "--json"}, &out))
	var rep struct {
		Finished int
		Ramp     float64 `json:"ramp_s"`
	}
	require.NoError(t, json.Unmarshal(out.Bytes(), &rep))
	assert.Equal(t, 2, rep.Finished)
	assert.InDelta(t, 0.3, rep.Ramp, 1e-9)
	_, err := parseNetplayFlags([]string{"--ramp", "-1s"})
	assert.ErrorContains(t, err, "--ramp")
}
