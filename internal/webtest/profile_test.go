//go:build webtest

package webtest

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/profiler"
	"github.com/chromedp/chromedp"
	"github.com/stretchr/testify/require"
)

// A test run with UNDERCITY_WEB_PROFILE=DIR records the page's CPU profile
// (Chromium's sampling profiler) over a stretch of the game, writes it as
// DIR/NAME.cpuprofile (DevTools opens it) and logs the functions that took
// the most time, by themselves and with what they called. The Go
// functions have names only in a page built without -s (make web strips
// them): UNDERCITY_WEB_DIR serves such a build instead of bin/web.

// profileStart starts the profiler when a profile is asked for.
func (p *page) profileStart() bool {
	if os.Getenv("UNDERCITY_WEB_PROFILE") == "" {
		return false
	}
	p.t.Helper()
	p.do("start the profiler", chromedp.Func(func(ctx context.Context, tg *chromedp.Target) error {
		if _, err := cdp.Call(ctx, tg, profiler.Enable, cdp.Empty{}); err != nil {
			return err
		}
		if _, err := cdp.Call(ctx, tg, profiler.SetSamplingInterval, profiler.SetSamplingIntervalParams{Interval: 500}); err != nil {
			return err
		}
		_, err := cdp.Call(ctx, tg, profiler.Start, cdp.Empty{})
		return err
	}))
	return true
}

// profileStop stops the profiler, writes the profile and logs its top.
func (p *page) profileStop(name string) {
	p.t.Helper()
	var prof *profiler.Profile
	p.do("stop the profiler", chromedp.Func(func(ctx context.Context, tg *chromedp.Target) error {
		res, err := cdp.Call(ctx, tg, profiler.Stop, cdp.Empty{})
		prof = res.Profile
		return err
	}))
	require.NotNil(p.t, prof)
	b, err := json.Marshal(prof)
	require.NoError(p.t, err)
	dir := os.Getenv("UNDERCITY_WEB_PROFILE")
	require.NoError(p.t, os.MkdirAll(dir, 0o755))
	require.NoError(p.t, os.WriteFile(filepath.Join(dir, name+".cpuprofile"), b, 0o644))
	p.t.Logf("profile %s (%.1f s):\n%s", name, (prof.EndTime-prof.StartTime)/1e6, profileTop(prof, 30))
}

// profileTop lists the n functions with the most self time and the n
// with the most total time (each counted once a sample, however deep its
// recursion), in ms.
func profileTop(prof *profiler.Profile, n int) string {
	parent := map[int64]int64{}
	node := map[int64]*profiler.ProfileNode{}
	for _, nd := range prof.Nodes {
		node[nd.ID] = nd
		for _, c := range nd.Children {
			parent[c] = nd.ID
		}
	}
	name := func(nd *profiler.ProfileNode) string {
		f := nd.CallFrame.FunctionName
		if f == "" {
			f = "(anonymous)"
		}
		if u := nd.CallFrame.URL; u != "" && !strings.Contains(u, ".wasm") {
			f += " " + filepath.Base(u)
		}
		return f
	}
	self, total := map[string]float64{}, map[string]float64{}
	for i, id := range prof.Samples {
		if i+1 >= len(prof.TimeDeltas) {
			break
		}
		ms := float64(prof.TimeDeltas[i+1]) / 1000 // the time until the next sample
		self[name(node[id])] += ms
		seen := map[string]bool{}
		for at, ok := id, true; ok; at, ok = parent[at] {
			f := name(node[at])
			if !seen[f] {
				seen[f] = true
				total[f] += ms
			}
		}
	}
	top := func(m map[string]float64) string {
		keys := make([]string, 0, len(m))
		for k := range m {
			keys = append(keys, k)
		}
		slices.SortFunc(keys, func(a, b string) int {
			if m[a] > m[b] {
				return -1
			}
			if m[a] < m[b] {
				return 1
			}
			return strings.Compare(a, b)
		})
		var sb strings.Builder
		for _, k := range keys[:min(n, len(keys))] {
			fmt.Fprintf(&sb, "  %8.0f ms  %s\n", m[k], k)
		}
		return sb.String()
	}
	return "self:\n" + top(self) + "total:\n" + top(total)
}
