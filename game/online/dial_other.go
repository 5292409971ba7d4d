//go:build !js

package online

import "github.com/coder/websocket"

// dialOptions asks the server for compressed messages (permessage-deflate).
func dialOptions() *websocket.DialOptions {
	return &websocket.DialOptions{CompressionMode: websocket.CompressionContextTakeover}
}
