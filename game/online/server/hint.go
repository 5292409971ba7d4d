package server

import (
	"errors"
	"slices"
	"time"

	"undercity/ai"
	"undercity/engine"
	"undercity/game"
	"undercity/game/online"
)

// hint answers a hint request: what game.HintLevel would do about the
// seat's own pending decision, worked out from that seat's Observation
// (nothing it may not know) on a goroutine of its own, so the table's
// worker does not wait for the search. A connection gets one hint at a
// time, and one every online.MinHintGap after the last was asked and
// answered; a refused hint is a hint message with the reason (not an
// error, which a client would take for its request's).
func (c *conn) hint(m online.ClientMsg) {
	refuse := func(msg string) {
		c.reply(online.ServerMsg{Type: online.TypeHint, Seat: m.Seat, Version: m.Version, Message: msg})
	}
	t := c.t
	if t == nil {
		refuse("join a table first")
		return
	}
	if c.hinting.Load() || time.Since(time.Unix(0, c.hintAt.Load())) < online.MinHintGap {
		refuse("one hint every 2 seconds: wait a moment")
		return
	}
	c.hinting.Store(true)
	c.hintAt.Store(time.Now().UnixNano())
	done := func() {
		c.hintAt.Store(time.Now().UnixNano())
		c.hinting.Store(false)
	}
	if !t.do(func() {
		obs, d, seed, err := t.hintPosition(c, m.Seat, m.Version)
		if err != nil {
			done()
			refuse(err.Error())
			return
		}
		go func() {
			a, err := ai.AdviseUntil(obs, d, game.HintLevel, seed, func() bool { return false })
			done()
			if err != nil {
				refuse("no hint: " + err.Error())
				return
			}
			h := &online.HintAdvice{Option: a.Option, Do: a.Do, Reason: a.Reason, Numbers: a.Numbers}
			if a.Option >= 0 && a.Option < len(d.Options) {
				h.Key = d.Options[a.Option].Key
			}
			c.send(online.ServerMsg{Type: online.TypeHint, Seat: m.Seat, Version: m.Version, Hint: h})
		}()
	}) {
		done()
		refuse("this table is busy: try again")
	}
}

// hintPosition is the seat's Observation and pending decision for a hint,
// when the connection holds the seat and the table waits for it at
// version.
func (t *table) hintPosition(c *conn, seat, version int) (*engine.Observation, engine.Decision, uint64, error) {
	t.mu.Lock()
	defer t.mu.Unlock()
	m, ok := t.m.(*innMatch)
	if !ok || m == nil {
		return nil, engine.Decision{}, 0, errors.New("hints are given at a Red Dragon Inn table once the game has started")
	}
	if !slices.Contains(c.seats, seat) {
		return nil, engine.Decision{}, 0, errors.New("not your seat")
	}
	if version != m.answers() {
		return nil, engine.Decision{}, 0, errors.New("stale: the table has moved on")
	}
	d, ok := m.st.Pending()
	if !ok || m.st.Over || d.Seat != seat {
		return nil, engine.Decision{}, 0, errors.New("the table does not wait for that seat")
	}
	d.Options = slices.Clone(d.Options) // the search runs after the lock
	return m.st.Observation(seat), d, game.HintSeed(m.st), nil
}
