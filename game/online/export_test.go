package online

import "time"

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
