package render

import (
	"undercity/game/online"
	gambling "undercity/render/gamble"
	"undercity/render/table"
	"undercity/render/ui"
)

// onlineGamble is the gambling table of an online game: the gambling
// screen over the remote table (online.RemoteGambleTable, a
// game.GambleTable), with the connection's line in its heading, as the
// Red Dragon Inn table's strip (onlineTable). Leaving the table closes
// the connection.
type onlineGamble struct {
	*gambling.Table
	app    *App
	r      *online.Remote
	forgot bool // the session is over: its saved seats are forgotten
}

// OpenOnlineGamble is the gambling table of a started online game (nil
// until its first views are in): for the screenshots.
func OpenOnlineGamble(app *App, r *online.Remote) Screen { return app.openOnlineGamble(r) }

// openOnlineGamble is the gambling table screen of a started online
// gambling table; nil until the held seats' first views have arrived (a
// spectator's never do: the gambling table is drawn for its players).
func (a *App) openOnlineGamble(r *online.Remote) Screen {
	tbl := r.GambleTable()
	if !tbl.Ready() {
		return nil
	}
	o := &onlineGamble{app: a, r: r}
	o.Table = gambling.OpenTable(a, tbl, func() string { return table.ConnectionLine(r) })
	return o
}

// Update implements Screen.
func (o *onlineGamble) Update(in *ui.Input) error {
	err := o.Table.Update(in)
	if !o.forgot && o.r.Over() {
		o.forgot = true
		_ = online.ForgetTable(o.r.Code()) // nothing to take back
	}
	if o.app.Screen() != o { // left the table (Leave, or Done at the end)
		o.r.Close()
	}
	return err
}
