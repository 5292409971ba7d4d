//go:build !js

package online

import (
	"context"
	"net"
	"net/http"
	"sync/atomic"

	"github.com/coder/websocket"
)

// WireCount counts the bytes a client's sockets read and wrote as they go
// over the network: compressed, with the WebSocket and HTTP framing.
type WireCount struct{ Read, Written atomic.Int64 }

// countBytes makes a dial count its socket's bytes in wc (when not nil).
func countBytes(opts *websocket.DialOptions, wc *WireCount) {
	if wc == nil {
		return
	}
	opts.HTTPClient = &http.Client{Transport: &http.Transport{DialContext: func(ctx context.Context, network, addr string) (net.Conn, error) {
		c, err := (&net.Dialer{}).DialContext(ctx, network, addr)
		if err != nil {
			return nil, err
		}
		return countedConn{c, wc}, nil
	}}}
}

// countedConn is a socket that counts its bytes.
type countedConn struct {
	net.Conn
	wc *WireCount
}

func (c countedConn) Read(p []byte) (int, error) {
	n, err := c.Conn.Read(p)
	c.wc.Read.Add(int64(n))
	return n, err
}

func (c countedConn) Write(p []byte) (int, error) {
	n, err := c.Conn.Write(p)
	c.wc.Written.Add(int64(n))
	return n, err
}
