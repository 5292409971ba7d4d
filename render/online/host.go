//go:build !js

package online

import (
	"context"
	"net"
	"path/filepath"
	"strconv"
	"sync"

	"undercity/game"
	"undercity/game/online/server"
	"undercity/game/online/server/sqlite"
)

// The table server "on this computer": the same server as rdi-server
// (game/online/server), run in-process on a free port, its tables kept in
// the config folder (online/tables.db), so a table survives a restart of
// the client. It runs until the program ends.

// noHostHere is why "On this computer" cannot be chosen: empty on the
// desktop (host_js.go gives the browser's reason).
const noHostHere = ""

// defaultOnlineAddr is the server address the Online screen starts with
// (the browser's is the page's own server, host_js.go).
func defaultOnlineAddr() string { return desktopOnlineAddr }

// friendAddr is the address the lobby gives friends for a table on the
// server at addr: addr itself on the desktop.
func friendAddr(addr string) string { return addr }

// Host is the in-process table server.
type Host struct {
	URL   string // what this client dials
	Shown string // what friends should use

	srv    *server.Server
	cancel context.CancelFunc
	done   chan struct{}
}

// localHosts holds each owner's server (an App's: the App is not
// otherwise touched by online play).
var (
	localHostsMu sync.Mutex
	localHosts   = map[any]*Host{}
)

// defaultOnlineListen is where the in-process server listens unless
// --host-addr says otherwise: this computer only, a free port.
const defaultOnlineListen = "127.0.0.1:0"

// LocalServer starts owner's in-process table server (once), listening
// at listen ("": this computer only, a free port).
func LocalServer(owner any, listen string) (*Host, error) {
	localHostsMu.Lock()
	defer localHostsMu.Unlock()
	if h := localHosts[owner]; h != nil {
		return h, nil
	}
	dir, err := game.ConfigDir()
	if err != nil {
		return nil, err
	}
	store, err := sqlite.Open(filepath.Join(dir, "online"), server.SQLiteOptions{})
	if err != nil {
		return nil, err
	}
	srv, err := server.New(server.Options{Store: store})
	if err != nil {
		store.Close()
		return nil, err
	}
	if listen == "" {
		listen = defaultOnlineListen
	}
	ln, err := net.Listen("tcp", listen)
	if err != nil {
		srv.Close()
		return nil, err
	}
	ctx, cancel := context.WithCancel(context.Background())
	h := &Host{srv: srv, cancel: cancel, done: make(chan struct{})}
	go func() {
		defer close(h.done)
		_ = srv.Serve(ctx, ln)
	}()
	addr := ln.Addr().(*net.TCPAddr)
	port := strconv.Itoa(addr.Port)
	dial, shown := addr.IP.String(), addr.IP.String()
	if addr.IP.IsLoopback() || addr.IP.IsUnspecified() {
		dial, shown = "127.0.0.1", "127.0.0.1"
	}
	if addr.IP.IsUnspecified() {
		shown = outboundIP()
	}
	h.URL = "ws://" + net.JoinHostPort(dial, port)
	h.Shown = "ws://" + net.JoinHostPort(shown, port)
	localHosts[owner] = h
	return h, nil
}

// CloseLocalServer stops owner's in-process server, if any.
func CloseLocalServer(owner any) {
	localHostsMu.Lock()
	h := localHosts[owner]
	delete(localHosts, owner)
	localHostsMu.Unlock()
	if h == nil {
		return
	}
	h.cancel()
	<-h.done
	h.srv.Close()
}

// outboundIP is this computer's address on its network (what a friend on
// it dials), found without sending anything.
func outboundIP() string {
	c, err := net.Dial("udp", "192.0.2.1:9") // TEST-NET: no packet is sent by a UDP dial
	if err != nil {
		return "127.0.0.1"
	}
	defer c.Close()
	return c.LocalAddr().(*net.UDPAddr).IP.String()
}
