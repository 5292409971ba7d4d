//go:build js

package online

import "github.com/coder/websocket"

// dialOptions: in the browser the page's WebSocket negotiates compression
// itself; the options have nothing to set.
func dialOptions() *websocket.DialOptions { return &websocket.DialOptions{} }
