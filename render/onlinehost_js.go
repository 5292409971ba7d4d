//go:build js

package render

import "errors"

// localHost is the in-process table server of the desktop game; a page
// cannot listen for friends, so in the browser a table is hosted on a
// server (onlinehost.go).
type localHost struct {
	url   string // what this client dials
	shown string // what friends should use
}

// errNoLocalHost is what "on this computer" says in the browser.
var errNoLocalHost = errors.New("a table can't be hosted on this computer from the browser: host it on a server (its address, e.g. the page's own)")

func (a *App) localServer() (*localHost, error) { return nil, errNoLocalHost }

func (a *App) closeLocalServer() {}
