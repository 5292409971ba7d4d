package ai

import "time"

// PageBreak, when set, gives the thread back to the page the game runs in
// and returns when the page has had its turn. In the browser (js/wasm) Go
// has one thread and no preemption, so a search would hold it, and the
// page would draw no frame, until it ends: the web client (render) sets
// PageBreak, and every search calls it after each PageSlice of work. A
// break changes nothing the search computes: the same seed gives the same
// answers. On the desktop it is nil and searches never pause.
var PageBreak func()

// PageSlice is how long a search works between page breaks (two trees
// search at once, so a frame may wait about twice this); the web client
// may set it.
var PageSlice = 15 * time.Millisecond

// pager times one search goroutine's slices.
type pager struct{ next time.Time }

// breathe is called at each iteration of a search.
func (p *pager) breathe() {
	if PageBreak == nil {
		return
	}
	now := time.Now()
	if p.next.IsZero() {
		p.next = now.Add(PageSlice)
		return
	}
	if now.Before(p.next) {
		return
	}
	PageBreak()
	p.next = time.Now().Add(PageSlice)
}
