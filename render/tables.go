package render

import (
	"time"

	"undercity/engine"
	"undercity/game"
	"undercity/game/online"
	"undercity/render/newgame"
	"undercity/render/table"
	"undercity/render/ui"
)

// The Red Dragon Inn table (render/table): its constructors as the App
// builds them, and what it asks of the App (table.Nav).

// TableScreen plays a Red Dragon Inn table (table.TableScreen).
type TableScreen = table.TableScreen

// TableParts are the table's parts a tool drives or checks.
type TableParts = table.TableParts

// NewTableScreen starts a new match from cfg.
func NewTableScreen(app *App, cfg game.Config) (*TableScreen, error) { return table.New(app, cfg) }

// NewDemoTable starts an all-AI game to watch (of --mode, five seats by
// default).
func NewDemoTable(app *App) (*TableScreen, error) { return table.NewDemo(app) }

// NewOttoDemoTable starts an all-computer game of two players and Otto to
// watch (rdi --demo --mode otto).
func NewOttoDemoTable(app *App) (*TableScreen, error) { return table.NewOttoDemo(app) }

// NewTeamDemoTable starts an all-computer game of a team variant or Boss
// Versus Boss to watch (--demo --mode).
func NewTeamDemoTable(app *App, mode string) (*TableScreen, error) {
	return table.NewTeamDemo(app, mode)
}

// NewScenarioTable starts the table from a scenario file.
func NewScenarioTable(app *App, path string) (*TableScreen, error) {
	return table.NewScenario(app, path)
}

// NewLessonTable opens lesson i (0-based) at the table.
func NewLessonTable(app *App, i int) (*TableScreen, error) { return table.NewLesson(app, i) }

// OpenOnlineTable is the table screen of a started online game (nil until
// its first views are in): for the screenshots.
func OpenOnlineTable(app *App, r *online.Remote) Screen { return app.openOnlineTable(r) }

// OpenOnlineTable implements the Online screens' Nav: the table of the
// started game r plays, the Red Dragon Inn's or the gambling table.
func (a *App) OpenOnlineTable(r *online.Remote) Screen {
	if r.Lobby().Game == online.GameGamble {
		return a.openOnlineGamble(r)
	}
	return a.openOnlineTable(r)
}

// openOnlineTable is the table screen of a started online Red Dragon Inn
// game, with the connection's status line over it; nil until the first
// views have arrived.
func (a *App) openOnlineTable(r *online.Remote) Screen {
	if s := table.OpenOnline(a, r); s != nil {
		return s
	}
	return nil
}

// Cues implements table.Nav: the sounds of what happened at the table.
func (a *App) Cues(prev, cur *engine.View) { a.sound.Cues(prev, cur) }

// Capturing implements table.Nav: frames are captured (--screenshot).
func (a *App) Capturing() bool { return a.opts.Screenshot != "" }

// FixedAIDelay implements table.Nav: captures, benchmarks and --ai-delay
// keep a table's own pause before computer moves.
func (a *App) FixedAIDelay() bool {
	return a.opts.Screenshot != "" || a.opts.BenchFrames > 0 || a.opts.AIDelaySet
}

// SeedSet implements table.Nav: new games take their seed from --seed.
func (a *App) SeedSet() bool { return a.opts.SeedSet }

// DemoMode implements table.Nav: --demo's --mode.
func (a *App) DemoMode() string { return a.opts.Mode }

// DemoAIDelay implements table.Nav (demoAIDelay).
func (a *App) DemoAIDelay() time.Duration { return a.demoAIDelay() }

// OttoGame implements table.Nav: a game of players with Otto
// (newgame.OttoConfig).
func (a *App) OttoGame(players []game.SeatConfig, seed uint64) game.Config {
	return newgame.OttoConfig(players, seed, engine.Options{}, nil)
}

// Autosaver implements table.Nav (autosaver).
func (a *App) Autosaver() game.AutosaveFunc { return a.autosaver() }

// CountGame implements table.Nav (countGame).
func (a *App) CountGame(m game.InnTable) { a.countGame(m) }

// OpenSummary implements table.Nav: the summary of rec, back to back.
func (a *App) OpenSummary(back ui.Screen, rec *game.Record) {
	a.SetScreen(NewSummaryScreen(a, back, rec))
}

// OpenRulesFrom implements table.Nav: the rules reference, back to back.
func (a *App) OpenRulesFrom(back ui.Screen) { a.SetScreen(NewRulesScreen(a, back)) }

// OpenSettingsFrom implements table.Nav: the Settings, back to back.
func (a *App) OpenSettingsFrom(back ui.Screen) { a.SetScreen(NewSettingsScreen(a, back)) }

// MarkLesson implements table.Nav (markLesson).
func (a *App) MarkLesson(id string, finished bool) { a.markLesson(id, finished) }

// Autoplay implements table.Nav: --autoplay and its pause.
func (a *App) Autoplay() (mind string, delay time.Duration) {
	return a.opts.Autoplay, a.opts.AutoplayDelay
}
