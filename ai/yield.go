package ai

import "time"

// In the browser (js/wasm) Go has one thread and no preemption: a search
// would hold it, and the page would not draw a frame, until it ends. So a
// search gives the page the thread back now and then: after every
// pageSlice of work it sleeps pagePause, which returns to the browser's
// event loop (a sleeping goroutine is the only way back to it; Gosched
// would just run the search again). Sleeping changes nothing the search
// computes: the same seed gives the same answers. On the desktop
// pageSlice is 0 and the search never pauses.
var pageSlice, pagePause time.Duration = defaultPageSlice, time.Millisecond

// pageSleep is the pause (tests count the calls).
var pageSleep = time.Sleep

// pager times one search goroutine's slices.
type pager struct{ next time.Time }

// breathe is called at each iteration it of a search.
func (p *pager) breathe(it int) {
	if pageSlice <= 0 || it&3 != 3 {
		return
	}
	now := time.Now()
	if p.next.IsZero() {
		p.next = now.Add(pageSlice)
		return
	}
	if now.Before(p.next) {
		return
	}
	pageSleep(pagePause)
	p.next = time.Now().Add(pageSlice)
}
