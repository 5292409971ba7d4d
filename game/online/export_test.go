package online

import (
	"fmt"
	"time"
)

// Cut drops the connection as a lost network would (the Remote reconnects
// by itself).
func (r *Remote) Cut() {
	r.mu.Lock()
	c := r.ws
	r.mu.Unlock()
	if c != nil {
		c.CloseNow()
	}
}

// SendAnswer sends an answer as it is, without the session's own checks
// (the server's refusal is what is tested).
func (r *Remote) SendAnswer(seat, version int, key string) error { return r.send(seat, version, key) }

// SetUnreachableAfter shortens the wait before "unreachable" (tests).
func SetUnreachableAfter(d time.Duration) func() {
	old := unreachableAfter
	unreachableAfter = d
	return func() { unreachableAfter = old }
}

// SetHeartbeat shortens the heartbeat (tests).
func SetHeartbeat(every, dead time.Duration) func() {
	oe, od := heartbeatEvery, heartbeatDead
	heartbeatEvery, heartbeatDead = every, dead
	return func() { heartbeatEvery, heartbeatDead = oe, od }
}

// Dump is the Remote's state in one line, for a test's failure message.
func (r *Remote) Dump() string {
	r.mu.Lock()
	defer r.mu.Unlock()
	s := fmt.Sprintf("held=%v version=%d status=%v lobbyOver=%v sending=%v refused=%v err=%q", r.held, r.version, r.status, r.lobby != nil && r.lobby.Over, r.sending, r.refused, r.lastErr)
	for k, st := range r.states {
		s += fmt.Sprintf(" [seat %d v%d over=%v ask=%v]", k, st.version, st.over, st.ask != nil)
	}
	return s
}

// AutoPass runs the table's auto-pass once, as a Poll does.
func (t *RemoteTable) AutoPass() bool { return t.autoPass() }

// Rebuild is what Recv does to a state of a view delta connection.
func Rebuild(logDelta bool) func(m *ServerMsg) error {
	c := &Conn{viewDelta: true, logDelta: logDelta}
	return c.rebuild
}

// LinesRead is the number of log lines the Remote has decoded.
func (r *Remote) LinesRead() int {
	r.mu.Lock()
	defer r.mu.Unlock()
	return r.linesRead
}

// JoinLog is how a Remote puts a seat's log together from log deltas.
func JoinLog(held []int, from int, lines []int) ([]int, error) { return joinLog(held, from, lines) }

// DecodeState is decodeState (tests).
func DecodeState(data []byte, m *ServerMsg) bool { return decodeState(data, m) }

// ThinkOnce is the bot's next wait before an answer.
func (b *Bot) ThinkOnce() time.Duration { return b.think() }
