package server

import (
	"fmt"
	"slices"
	"strings"
	"sync"
	"time"
)

// Stages times, per player's answer, where the wait from the answer
// arriving to the answering connection's next state went (Options.Stages;
// rdi-server --stages): a diagnostic for load runs, off by default.
type Stages struct {
	mu sync.Mutex
	d  [numStages][]time.Duration
}

// The stages of an answer, in order.
const (
	stageQueue     = iota // read, to its job starting on the table's worker
	stageApply            // the engine applies it (no computer answers after it)
	stageApplyAI          // the engine applies it and computer seats answer after it
	stageStore            // the answers stored (the group commit waited for)
	stageViews            // the new views built and queued
	stageDurable          // queued, to the answer stored (the disk; 0 when it was before)
	stageOutbox           // stored (or queued, if later), to the writer taking it: its wake-up
	stageWrite            // the writer builds the message (patch, JSON) and writes it
	stageTotal            // read, to the next state written
	stageStoreWait        // the store: an answer queued, to its batch's transaction starting
	stageInserts          // the store: a group commit's inserts (one per batch)
	stageCommit           // the store: its COMMIT (the disk sync; a checkpoint now and then)
	stageBatch            // the store: the writes in a batch (a count, shown as ms)
	numStages
)

var stageNames = [numStages]string{"queue", "apply", "apply+computers", "store", "views", "stored", "writer woken", "write", "total", "store: waited", "store: inserts", "store: commit", "store: batch size"}

func (s *Stages) add(stage int, d time.Duration) {
	if s == nil {
		return
	}
	s.mu.Lock()
	s.d[stage] = append(s.d[stage], d)
	s.mu.Unlock()
}

// String is each stage's count and p50, p90, p99 and max in ms.
func (s *Stages) String() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	var b strings.Builder
	for i, d := range s.d {
		if len(d) == 0 {
			continue
		}
		d = slices.Clone(d)
		slices.Sort(d)
		q := func(p float64) float64 { return float64(d[min(len(d)-1, int(p*float64(len(d))))]) / 1e6 }
		fmt.Fprintf(&b, "%-16s n=%-7d p50 %7.2f  p90 %7.2f  p99 %7.2f  max %7.1f ms\n", stageNames[i], len(d), q(0.5), q(0.9), q(0.99), float64(d[len(d)-1])/1e6)
	}
	return b.String()
}

// answerTiming follows one answer through the stages.
type answerTiming struct {
	read, queued, popped time.Time // read; its states queued; the writer took its state
	conn                 *conn     // the connection that answered
	version              int       // the version the answer leaves: a state of it or later ends the wait
}
