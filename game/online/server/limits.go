package server

import (
	"crypto/rand"
	"encoding/hex"
	"sync"
	"time"

	"undercity/game/online"
)

// addressLimits limits the failed joins (unknown code, wrong token) of each
// address: guessing table codes runs dry quickly, players who typed a code
// right never notice.
type addressLimits struct {
	mu      sync.Mutex
	rate    float64
	burst   float64
	buckets map[string]*online.Bucket
}

// allowed reports whether addr may try a join now (it has a token left).
func (l *addressLimits) allowed(addr string, now time.Time) bool {
	l.mu.Lock()
	defer l.mu.Unlock()
	b := l.bucket(addr)
	return b.Tokens(now, l.rate, l.burst) >= 1
}

// failed spends one of addr's tokens.
func (l *addressLimits) failed(addr string, now time.Time) {
	l.mu.Lock()
	defer l.mu.Unlock()
	l.bucket(addr).Take(now, l.rate, l.burst, 1)
}

func (l *addressLimits) bucket(addr string) *online.Bucket {
	b := l.buckets[addr]
	if b == nil {
		if len(l.buckets) > 100000 { // forget everyone rather than grow without end
			l.buckets = map[string]*online.Bucket{}
		}
		b = &online.Bucket{}
		l.buckets[addr] = b
	}
	return b
}

// codeAlphabet has no letters easily misread (no I, O, 0, 1).
const codeAlphabet = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"

// newCode returns a random 6-character table code.
func newCode() string {
	b := make([]byte, 6)
	if _, err := rand.Read(b); err != nil {
		panic(err)
	}
	for i := range b {
		b[i] = codeAlphabet[int(b[i])%len(codeAlphabet)]
	}
	return string(b)
}

// newToken returns a random seat or host token.
func newToken() string {
	b := make([]byte, 16)
	if _, err := rand.Read(b); err != nil {
		panic(err)
	}
	return hex.EncodeToString(b)
}

// newSeed returns a random game seed.
func newSeed() uint64 {
	b := make([]byte, 8)
	if _, err := rand.Read(b); err != nil {
		panic(err)
	}
	var s uint64
	for _, x := range b {
		s = s<<8 | uint64(x)
	}
	return s
}
