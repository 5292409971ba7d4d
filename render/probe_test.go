package render

import (
	"undercity/engine"
	"undercity/game/online"
	"undercity/render/table"
)

// probe is a table's inside, for the tests that set or read it.
func probe(tbl *TableScreen) table.Probe { return table.ProbeOf(tbl) }

// modeInfo is a mode's row of engine.Modes.
func modeInfo(mode string) engine.ModeInfo {
	m, _ := engine.Mode(mode)
	return m
}

func abs(n int) int {
	if n < 0 {
		return -n
	}
	return n
}

// onlineTable is an online table screen as the tests see it: the table
// under the status strip, and the remote table.
type onlineTable struct {
	*TableScreen
	r *online.Remote
}

// asOnlineTable is scr as an online table (ok false: it is not one).
func asOnlineTable(scr Screen) (*onlineTable, bool) {
	t, r, ok := table.Online(scr)
	if !ok {
		return nil, false
	}
	return &onlineTable{TableScreen: t, r: r}, true
}
