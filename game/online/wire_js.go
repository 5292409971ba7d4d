//go:build js

package online

import (
	"sync/atomic"

	"github.com/coder/websocket"
)

// WireCount counts the bytes a client's sockets read and wrote; in the
// browser the socket is the browser's, and nothing is counted.
type WireCount struct{ Read, Written atomic.Int64 }

func countBytes(*websocket.DialOptions, *WireCount) {}
