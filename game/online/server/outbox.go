package server

import (
	"sync"
	"time"

	"undercity/game/online"
)

// maxQueued is the most messages a connection's outbox holds (a viewer's
// state and the lobby count once however many positions pass); past it
// the client is too slow to take its messages and is dropped (it
// reconnects and gets the current position).
const maxQueued = 256

// The keys of the outbox's latest-only messages: a viewer's state (its
// seat, -1 for the public view) and the lobby.
const keyLobby = -1000

// outbox is a connection's messages not yet written, in order. A state
// or the lobby is a slot: a newer one queued before it is written takes
// its place (and keeps its turn), so a client whose writer falls behind
// (a slow network, a client not reading) gets only the latest position,
// and what the server holds for it stays bounded: at most maxQueued
// messages, one state per viewer. A state is built when it is written,
// as a patch against the last view written to that connection.
//
// A message that follows an answer (its states, its ack) is written only
// once that answer is stored. The writer does not wait for the store: it
// is woken when the first message may be written, at once or when the
// answer it follows is stored (the store's writer wakes it), so an answer
// costs each connection's writer one wake-up, not one to take the message
// and another when the disk is done.
type outbox struct {
	mu    sync.Mutex
	items []*outItem
	slots map[int]*outItem // by key: the slot queued, not yet written
	wake  chan struct{}
	// waiting is the store's result the writer is to be woken by (the
	// first message's, not yet done).
	waiting *Durable
	// replaced counts the positions dropped for later ones (tests).
	replaced int
	// timing is the answer whose next state is queued (Options.Stages).
	timing *answerTiming
	// writeNow writes what may be written now without waiting on the
	// socket, false when something is left for the writer (set once,
	// before the connection is served; nil: the writer is woken).
	writeNow func() bool
}

// follow marks the answer whose next state is queued next (Options.Stages).
func (o *outbox) follow(at *answerTiming) {
	o.mu.Lock()
	o.timing = at
	o.mu.Unlock()
}

// outItem is a message to write: its bytes, or a viewer's position.
type outItem struct {
	data   []byte
	view   *seatView // a state: built when written
	viewer int
	key    int
	slot   bool
	after  *Durable      // the answer stored first (nil: none to wait for)
	timing *answerTiming // Options.Stages: the answer this state ends the wait of
}

// signal is the channel that tells the writer there is something to write.
func (o *outbox) signal() <-chan struct{} {
	o.mu.Lock()
	defer o.mu.Unlock()
	if o.wake == nil {
		o.wake = make(chan struct{}, 1)
	}
	return o.wake
}

// notify wakes the writer (under mu).
func (o *outbox) notify() {
	if o.wake == nil {
		o.wake = make(chan struct{}, 1)
	}
	select {
	case o.wake <- struct{}{}:
	default:
	}
}

// ready reports whether the first message may be written now; when it
// waits for its answer to be stored, it returns that store's result for
// the caller to wake the writer by (await, once mu is released), unless
// the writer will be woken by it already (under mu).
func (o *outbox) ready() (bool, *Durable) {
	if len(o.items) == 0 {
		return false, nil
	}
	d := o.items[0].after
	if d == nil || d.Done() {
		return true, nil
	}
	if o.waiting == d {
		return false, nil
	}
	o.waiting = d
	return false, d
}

// wakeWhenReady wakes the writer when the first message may be written
// (under mu); the result is await's.
func (o *outbox) wakeWhenReady() *Durable {
	ok, d := o.ready()
	if ok {
		o.notify()
	}
	return d
}

// await wakes the writer once d is done (nil: nothing to wait for). Not
// under mu: d may be done already, and then it wakes the writer at once.
func (o *outbox) await(d *Durable) {
	if d == nil {
		return
	}
	d.whenDone(func(batch bool) {
		o.mu.Lock()
		if o.waiting == d {
			o.waiting = nil
		}
		if !batch || o.writeNow == nil {
			o.notify()
			o.mu.Unlock()
			return
		}
		o.mu.Unlock()
		if !o.writeNow() {
			o.mu.Lock()
			o.notify()
			o.mu.Unlock()
		}
	})
}

// push queues a message, written once after is done (nil: at once);
// false when the outbox is full.
func (o *outbox) push(data []byte, after *Durable) bool {
	o.mu.Lock()
	if len(o.items) >= maxQueued {
		o.mu.Unlock()
		return false
	}
	o.items = append(o.items, &outItem{data: data, after: after})
	d := o.wakeWhenReady()
	o.mu.Unlock()
	o.await(d)
	return true
}

// latest queues a slot's message (data, or a viewer's view), or puts it
// in the place of the one of the same key not yet written; it is written
// once after is done (nil: at once); false when the outbox is full.
func (o *outbox) latest(key int, data []byte, viewer int, view *seatView, after *Durable) bool {
	o.mu.Lock()
	if it := o.slots[key]; it != nil {
		// The later answer's store is done only once the earlier's is.
		it.data, it.view, it.viewer, it.after = data, view, viewer, after
		o.replaced++
		d := o.wakeWhenReady()
		o.mu.Unlock()
		o.await(d)
		return true
	}
	if len(o.items) >= maxQueued {
		o.mu.Unlock()
		return false
	}
	it := &outItem{data: data, view: view, viewer: viewer, key: key, slot: true, after: after}
	if o.slots == nil {
		o.slots = map[int]*outItem{}
	}
	o.slots[key] = it
	o.items = append(o.items, it)
	d := o.wakeWhenReady()
	o.mu.Unlock()
	o.await(d)
	return true
}

// pop takes the next message to write, if it may be written now: not
// when it waits for its answer to be stored (the writer is woken then).
func (o *outbox) pop() (outItem, bool) {
	o.mu.Lock()
	if len(o.items) == 0 {
		if cap(o.items) > 64 {
			o.items = nil // a burst's room is given back
		}
		o.mu.Unlock()
		return outItem{}, false
	}
	if ok, d := o.ready(); !ok {
		o.mu.Unlock()
		o.await(d)
		return outItem{}, false
	}
	defer o.mu.Unlock()
	it := o.items[0]
	o.items[0] = nil
	o.items = o.items[1:]
	if it.slot {
		delete(o.slots, it.key)
	}
	if at := o.timing; at != nil && it.view != nil && it.view.version >= at.version {
		o.timing = nil
		at.popped = time.Now()
		it.timing = at
	}
	return *it, true
}

// len is the number of messages queued.
func (o *outbox) len() int {
	o.mu.Lock()
	defer o.mu.Unlock()
	return len(o.items)
}

// next is the next message to write, a state built now against what
// this connection last got; ok is false when there is none (data is nil
// for a state that could not be built: skipped).
func (c *conn) next() (data []byte, ok bool) {
	it, ok := c.out.pop()
	if !ok {
		return nil, false
	}
	stored := time.Time{}
	if it.after != nil {
		// Nothing unstored is shown or acknowledged (pop gives a message
		// only once its answer's store is done): a failed store drops
		// the connection (back, it hears the table has stopped).
		if err := it.after.Wait(); err != nil {
			c.closeNow()
			return nil, true
		}
		stored = it.after.at
	}
	if it.view == nil {
		return it.data, true
	}
	if at := it.timing; at != nil {
		// The wait for the disk after the state was queued, then for
		// the writer to take it.
		st := c.srv.opts.Stages
		if stored.After(at.queued) {
			st.add(stageDurable, stored.Sub(at.queued))
			st.add(stageOutbox, at.popped.Sub(stored))
		} else {
			st.add(stageDurable, 0)
			st.add(stageOutbox, at.popped.Sub(at.queued))
		}
		c.writing = at
	}
	data, err := encode(c.stateMsg(it.viewer, it.view))
	if err != nil {
		return nil, true
	}
	return data, true
}

// stateMsg is viewer's state message for c at sv's position: with the
// whole log, or, when c asked for log deltas, the lines after those it
// has; when c asked for view deltas, the view as a patch against the
// last one written to c for that viewer (the whole view the first
// time), its log apart. Only the writer calls it.
func (c *conn) stateMsg(viewer int, sv *seatView) online.ServerMsg {
	from := 0
	if c.logDelta || c.viewDelta {
		from = c.logSent[viewer]
		if from > len(sv.lines) {
			from = 0 // cannot happen (the log only grows): the whole log then
		}
		if c.logSent == nil {
			c.logSent = map[int]int{}
		}
		c.logSent[viewer] = len(sv.lines)
	}
	msg := online.ServerMsg{Type: online.TypeState, Seat: viewer, Version: sv.version, Over: sv.over, LogFrom: from, Decision: sv.decision}
	log := joinLines(sv.lines[from:])
	tamper := c.srv.opts.Tamper
	if !c.viewDelta {
		msg.View = online.WithLog(sv.data, log)
		if tamper != nil {
			tamper(viewer, &msg, sv.all)
		}
		return msg
	}
	msg.View, msg.Log, msg.ViewCRC = sv.data, log, sv.crc
	if tamper != nil {
		tamper(viewer, &msg, sv.all)
		msg.ViewCRC = online.ViewCRC(msg.View)
	}
	sent := sentView{data: msg.View}
	if tamper == nil {
		sent.idx = sv.idx
	}
	if base, ok := c.lastView[viewer]; ok {
		// A patch unless it weighs about as much as the view.
		if p := diffView(base.data, sent.data, base.idx, sent.idx); p.Size() < len(sent.data)*3/4 {
			msg.View, msg.Patch = nil, p
		}
	}
	if c.lastView == nil {
		c.lastView = map[int]sentView{}
	}
	c.lastView[viewer] = sent
	return msg
}

// sentView is the last view written to a connection for a viewer: its
// JSON and where its parts lie (nil: not known).
type sentView struct {
	data []byte
	idx  *viewIndex
}
