package main

import (
	"fmt"
	"io"
	"maps"
	"os"
	"slices"
	"strings"
	"sync"
)

// progressOut is where --progress writes; tests replace it.
var progressOut io.Writer = os.Stderr

// progress tells, a line per finished game, how a long run stands: the
// report itself comes only at the end (or on SIGTERM), and a run of 200
// four-player games with a searching seat takes hours.
type progress struct {
	mu       sync.Mutex
	w        io.Writer
	total    int // games the run plays (those already finished elsewhere left out)
	finished int
	seated   map[string]int // level → seatings in finished games
	won      map[string]int // level → wins (a tie is no win, as in the report)
}

func newProgress(w io.Writer, total int) *progress {
	return &progress{w: w, total: total, seated: map[string]int{}, won: map[string]int{}}
}

// done counts a finished game and writes its line. Workers call it at once.
func (p *progress) done(r gameResult) {
	if p == nil || !r.played {
		return
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	p.finished++
	var who []string
	for i, sp := range r.seats {
		p.seated[sp.Level]++
		if r.won(i) {
			p.won[sp.Level]++
		}
		if slices.Contains(r.winners, int8(i)) { // a tie's winners are named too
			who = append(who, sp.Char+" ("+sp.Level+")")
		}
	}
	end := strings.Join(who, " and ") + " won"
	switch {
	case r.aborted:
		end = "abandoned"
	case len(who) == 0:
		end = "nobody won"
	case r.tie:
		end = "a tie of " + strings.Join(who, " and ")
	}
	var tally []string
	for _, lvl := range slices.Sorted(maps.Keys(p.seated)) {
		tally = append(tally, fmt.Sprintf("%s %d of %d", lvl, p.won[lvl], p.seated[lvl]))
	}
	fmt.Fprintf(p.w, "game %d (%d of %d): %s; so far %s\n",
		r.game, p.finished, p.total, end, strings.Join(tally, ", "))
}
