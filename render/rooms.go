package render

import (
	"log"

	"undercity/engine"
	"undercity/engine/gamble"
	"undercity/game"
	"undercity/game/online"
	gambling "undercity/render/gamble"
	"undercity/render/newgame"
	onlineroom "undercity/render/online"
	"undercity/render/rules"
	"undercity/render/settings"
	"undercity/render/statistics"
	"undercity/render/summary"
	"undercity/render/table"
	"undercity/render/title"
	"undercity/render/ui"
)

// The screens with packages of their own (docs/render.md): their
// constructors as the App builds them, and what they ask of it (the App
// is their ui.Nav).

// Screen is one state of the user interface (ui.Screen).
type Screen = ui.Screen

// GoToTitle implements ui.Nav: back to the title screen.
func (a *App) GoToTitle() { a.SetScreen(NewTitleScreen(a)) }

// NewTitleScreen builds the title screen.
func NewTitleScreen(app *App) *title.Screen { return title.New(app) }

// The title's rooms (title.Nav).

// ContinueStatus implements title.Nav: whether the autosave holds a game
// to continue, else what is wrong with it (continue.go).
func (a *App) ContinueStatus() (ok bool, problem string) { return a.continueStatus() }

// ContinueGame implements title.Nav: the table at the autosaved game, or
// what is wrong with the save.
func (a *App) ContinueGame() (problem string) {
	t, err := a.continueGame()
	if err != nil {
		return saveProblem(err)
	}
	a.SetScreen(t)
	return ""
}

// OpenNewGame implements title.Nav.
func (a *App) OpenNewGame() { a.SetScreen(NewNewGameScreen(a)) }

// OpenGambling implements title.Nav: the gambling setup.
func (a *App) OpenGambling() { a.SetScreen(NewGambleSetupScreen(a)) }

// OpenRules implements title.Nav: the rules reference, back to the title.
func (a *App) OpenRules() { a.SetScreen(NewRulesScreen(a, nil)) }

// OpenStatistics implements title.Nav.
func (a *App) OpenStatistics() { a.SetScreen(NewStatisticsScreen(a)) }

// OpenSettings implements title.Nav: the Settings, back to the title.
func (a *App) OpenSettings() { a.SetScreen(NewSettingsScreen(a, nil)) }

// OpenLessons implements title.Nav: Learn to play's list.
func (a *App) OpenLessons() { a.SetScreen(NewLessonsScreen(a)) }

// Seat limits of the free-for-all (the New Game screen's).
const (
	MinSeats = newgame.MinSeats
	MaxSeats = newgame.MaxSeats
)

// NewNewGameScreen builds the New Game screen with the last setup started
// from it, or you against two computers.
func NewNewGameScreen(app *App) *newgame.Screen { return newgame.New(app) }

// StartTable implements newgame.Nav: the table at a new game of cfg.
func (a *App) StartTable(cfg game.Config) error {
	t, err := NewTableScreen(a, cfg)
	if err != nil {
		return err
	}
	a.SetScreen(t)
	return nil
}

// OpenOnline implements newgame.Nav: the Online screen, cfg the game to
// host.
func (a *App) OpenOnline(cfg game.Config) { a.SetScreen(NewOnlineScreen(a, cfg)) }

// NewOnlineScreen is the Online screen for the game cfg describes.
func NewOnlineScreen(app *App, cfg game.Config) *onlineroom.Screen { return onlineroom.New(app, cfg) }

// NewOnlineGambleScreen is the Online screen hosting a gambling table of
// g with variants v on (for the screenshots: no saved table is read).
func NewOnlineGambleScreen(app *App, g gamble.GameID, v gamble.Variants) *onlineroom.Screen {
	return onlineroom.NewGamble(app, g, v)
}

// NewWatchScreen is the Online screen's Join tab with a server's address
// and a table's code typed, ready to Join or Watch (for the screenshots).
func NewWatchScreen(app *App, addr, code string) *onlineroom.Screen {
	return onlineroom.NewWatch(app, addr, code)
}

// NewLobbyScreen shows r's lobby; addr is the server's address to give
// friends.
func NewLobbyScreen(app *App, r *online.Remote, addr string) *onlineroom.Lobby {
	return onlineroom.NewLobby(app, r, addr)
}

// NewGameConfig implements the Online screens' Nav: the game the New
// Game screen sets up.
func (a *App) NewGameConfig() game.Config { return NewNewGameScreen(a).Config() }

// LocalServer implements the Online screens' Nav: the App's table server
// on this computer, listening where --host-addr says.
func (a *App) LocalServer() (*onlineroom.Host, error) {
	return onlineroom.LocalServer(a, a.opts.OnlineListen)
}

// closeLocalServer stops the App's table server on this computer, if
// it runs.
func (a *App) closeLocalServer() { onlineroom.CloseLocalServer(a) }

// OnlineOptions implements the Online screens' Nav.
func (a *App) OnlineOptions() onlineroom.Options {
	return onlineroom.Options{Name: a.opts.OnlineName, PrintCode: a.opts.OnlineHostOn != "", AutoStart: a.opts.Autoplay != ""}
}

// OttoConfig is the match configuration of a two-player game with Otto
// (newgame.OttoConfig).
func OttoConfig(players []game.SeatConfig, seed uint64, opts engine.Options, factions []string) game.Config {
	return newgame.OttoConfig(players, seed, opts, factions)
}

// NewSettingsScreen builds the Settings screen; back is the screen to
// return to (nil: the title). Opened from a table, its auto-pass row
// edits the level of the player at that table's screen, in that game.
func NewSettingsScreen(app *App, back Screen) *settings.Screen {
	var tbl settings.Table
	if t, ok := back.(*TableScreen); ok {
		tbl = table.AutoPassOf(t)
	}
	return settings.New(app, back, tbl)
}

// NewGambleSetupScreen builds the gambling setup; it offers the last
// session when the App autosaves and one was left unfinished.
func NewGambleSetupScreen(app *App) *gambling.Setup { return gambling.NewSetup(app) }

// NewGambleTable starts a gambling session at the table.
func NewGambleTable(app *App, cfg game.GambleConfig) (*gambling.Table, error) {
	return gambling.NewTable(app, cfg)
}

// GambleSavePath implements gambling.Nav: the gambling session's
// autosave file, "" when this App does not autosave (settings disabled,
// demos, captures, benchmarks).
func (a *App) GambleSavePath() string {
	if !a.autosaveOn() {
		return ""
	}
	return a.configFile(game.GambleSaveFileFor)
}

// NewStatisticsScreen reads the statistics file next to the settings. An
// unreadable file is moved aside and the screen says so.
func NewStatisticsScreen(app *App) *statistics.Screen {
	return statistics.New(app, app.statisticsPath())
}

// A game counts in the statistics when it ends, once, for each human
// player at the table, if it is a game the client autosaves (begun from
// New Game or continued): demos, scenarios and computer-only games do not
// count.

// statisticsPath is the statistics file ("" when settings are disabled).
func (a *App) statisticsPath() string { return a.configFile(game.StatisticsFileFor) }

// configFile is the file next to the settings that fileFor names ("" when
// settings are disabled).
func (a *App) configFile(fileFor func(settingsPath string) string) string {
	if a.settingsPath == "-" {
		return ""
	}
	return fileFor(a.settingsPath)
}

// countGame adds a finished match to the statistics, once per game. A
// problem with the file is logged; it never stops the game.
func (a *App) countGame(m game.InnTable) {
	path := a.statisticsPath()
	if path == "" || !a.autosaveOn() {
		return
	}
	if _, err := game.CountGame(path, m.Record()); err != nil {
		log.Printf("rdi: statistics: %v", err)
	}
}

// NewRulesScreen builds the rules reference; from is the screen Back
// returns to (nil: the title).
func NewRulesScreen(app *App, from Screen) *rules.Screen { return rules.New(app, from) }

// NewGalleryScreen builds the card gallery; from is where Back returns.
func NewGalleryScreen(app *App, from Screen) (*rules.Gallery, error) {
	return rules.NewGallery(app, from)
}

// NewSummaryScreen shows rec; Back (or Esc) returns to back.
func NewSummaryScreen(app *App, back Screen, rec *game.Record) *summary.Screen {
	return summary.New(app, back, rec)
}
