//go:build js

package online

import (
	"errors"
	"syscall/js"
)

// Host is the in-process table server of the desktop game; a page
// cannot listen for friends, so in the browser a table is hosted on a
// server (host.go).
type Host struct {
	URL   string // what this client dials
	Shown string // what friends should use
}

// errNoLocalHost is what "on this computer" says in the browser.
var errNoLocalHost = errors.New("a table can't be hosted on this computer from the browser: host it on a server (its address, e.g. the page's own)")

// noHostHere is why the Online screen greys "On this computer": a page
// cannot take connections from friends.
const noHostHere = "A browser page can't hold a table: it goes on the server."

func LocalServer(owner any, listen string) (*Host, error) { return nil, errNoLocalHost }

func CloseLocalServer(owner any) {}

// defaultOnlineAddr is the page's own server (rdi-server --web serves the
// page and the tables on one address): ws://host:port of the page's
// location, wss:// for a page loaded over https. A page opened otherwise
// (a file) gets the desktop's default.
func defaultOnlineAddr() string {
	loc := js.Global().Get("location")
	if loc.Type() != js.TypeObject {
		return desktopOnlineAddr
	}
	host := loc.Get("host")
	if host.Type() != js.TypeString || host.String() == "" {
		return desktopOnlineAddr
	}
	switch loc.Get("protocol").String() {
	case "https:":
		return "wss://" + host.String()
	case "http:":
		return "ws://" + host.String()
	}
	return desktopOnlineAddr
}

// friendAddr is the address the lobby gives friends for a table on the
// server at addr: on the page's own server, the page's address, which a
// friend opens in a browser or types into the desktop game's Online screen
// alike (it takes http:// addresses for ws://).
func friendAddr(addr string) string {
	if addr != defaultOnlineAddr() {
		return addr
	}
	origin := js.Global().Get("location").Get("origin")
	if origin.Type() != js.TypeString || origin.String() == "" || origin.String() == "null" {
		return addr
	}
	return origin.String() + "/"
}
