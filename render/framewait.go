package render

// frameWait holds the searches' page breaks that wait for the page's next
// frame (page_js.go), ended by the frame or, if none comes, by a timer
// started with the wait's first break. Every wait has its own generation,
// so that the timer of a wait a frame already ended ends nothing: before,
// such timers (one for each wait, 250 ms after it) went on firing into
// the waits after them, each letting the searches work on where they
// should have waited for a frame, and each of those breaks started one
// more. Under a software renderer a frame's wait then held up to 238 ms
// of searching where its budget is 30 ms. The caller holds the page's
// lock.
type frameWait struct {
	waiters []chan struct{}
	gen     uint64 // the waits ended so far
}

// add queues a break's channel. first: it starts a wait, whose timer the
// caller starts, for generation gen.
func (w *frameWait) add(ch chan struct{}) (gen uint64, first bool) {
	w.waiters = append(w.waiters, ch)
	return w.gen, len(w.waiters) == 1
}

// end ends the wait (a frame came): the caller closes the channels it
// returns, once it has let go of the lock.
func (w *frameWait) end() []chan struct{} {
	ws := w.waiters
	w.waiters = nil
	if len(ws) > 0 {
		w.gen++
	}
	return ws
}

// timeout ends wait gen, if no frame ended it before: the timer of a
// wait already over ends nothing.
func (w *frameWait) timeout(gen uint64) []chan struct{} {
	if gen != w.gen {
		return nil
	}
	return w.end()
}
