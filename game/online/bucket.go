package online

import (
	"context"
	"sync"
	"time"
)

// Bucket is a token bucket: burst tokens, refilled at rate per second.
// The server limits each connection's messages with one; a client paces
// its own with one at the rate the server's welcome gave, so that a fast
// player (or a computer on autoplay) is never refused.
type Bucket struct {
	tokens float64
	last   time.Time
}

// refill adds the tokens earned since the last use (a new bucket is full).
func (b *Bucket) refill(now time.Time, rate, burst float64) {
	if b.last.IsZero() {
		b.tokens = burst
	} else {
		b.tokens = min(burst, b.tokens+now.Sub(b.last).Seconds()*rate)
	}
	b.last = now
}

// Take spends cost tokens if there are enough, refilling first.
func (b *Bucket) Take(now time.Time, rate, burst, cost float64) bool {
	b.refill(now, rate, burst)
	if b.tokens < cost {
		return false
	}
	b.tokens -= cost
	return true
}

// Tokens is what the bucket holds now.
func (b *Bucket) Tokens(now time.Time, rate, burst float64) float64 {
	b.refill(now, rate, burst)
	return b.tokens
}

// pacer keeps a connection's messages under the server's limit: Send
// waits for a token rather than have the server refuse a message. It
// keeps a margin below the limit, because the server counts arrivals and
// the network can bunch messages sent apart.
type pacer struct {
	mu          sync.Mutex
	rate, burst float64 // 0: no pacing (a server that gave no limit)
	b           Bucket
}

// paceMargin is the share of the server's limit a client uses.
const paceMargin = 0.8

func (p *pacer) set(rate, burst float64) {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.rate, p.burst = rate*paceMargin, burst*paceMargin
}

// wait takes one token, waiting (bounded by ctx) until there is one.
func (p *pacer) wait(ctx context.Context) error {
	for {
		p.mu.Lock()
		if p.rate <= 0 {
			p.mu.Unlock()
			return nil
		}
		now := time.Now()
		if p.b.Take(now, p.rate, p.burst, 1) {
			p.mu.Unlock()
			return nil
		}
		short := 1 - p.b.Tokens(now, p.rate, p.burst)
		d := time.Duration(short / p.rate * float64(time.Second))
		p.mu.Unlock()
		select {
		case <-ctx.Done():
			return ctx.Err()
		case <-time.After(max(d, time.Millisecond)):
		}
	}
}
