// Package table is the Red Dragon Inn table screen (TableScreen) and its
// parts: the mats, the hand, the piles in the centre, the log, the
// decision bar, the turn's flow, the hint, the zoom, the take-back, a
// lesson's panel, Otto and the team panels; and the online table's
// status strip over it. Its model is render/tablemodel; the table played
// is a game.InnTable, through its game.RDISession. The App reaches it
// through the constructors here and reaches back through Nav.
package table

import (
	"time"

	"undercity/engine"
	"undercity/game"
	"undercity/render/ui"
)

// Nav is the App as the table sees it: the kit's Nav (the title, the
// theme, the clock, the settings), the sounds, the command line's
// choices that change how a table runs, the autosave and the statistics,
// and the screens a table leads to.
type Nav interface {
	ui.Nav
	// Cues plays the sounds of what happened between two views (prev
	// nil: a table just opened).
	Cues(prev, cur *engine.View)
	// Capturing reports whether frames are captured (--screenshot):
	// nothing is animated then.
	Capturing() bool
	// FixedAIDelay reports whether a table keeps its configuration's
	// pause before computer moves (captures, benchmarks, --ai-delay)
	// rather than the setting's.
	FixedAIDelay() bool
	// SeedSet reports whether new games take a seed from the command
	// line (a Rematch then takes the next one); NewSeed is a new game's
	// seed.
	SeedSet() bool
	NewSeed() uint64
	// DemoMode is the mode of a --demo table ("" or "ffa": five seats);
	// DemoAIDelay its pause before each computer move.
	DemoMode() string
	DemoAIDelay() time.Duration
	// OttoGame is the configuration of a game of players with Otto, as
	// the New Game screen sets it up (an Otto demo's).
	OttoGame(players []game.SeatConfig, seed uint64) game.Config
	// Autosaver is the Autosave hook of a new match (nil: not saved).
	Autosaver() game.AutosaveFunc
	// CountGame adds a finished game to the statistics.
	CountGame(game.InnTable)
	// OpenSummary shows rec; its Back returns to back.
	OpenSummary(back ui.Screen, rec *game.Record)
	// OpenRulesFrom and OpenSettingsFrom open the rules and the
	// Settings over the table back, which they return to.
	OpenRulesFrom(back ui.Screen)
	OpenSettingsFrom(back ui.Screen)
	// MarkLesson records a lesson finished (or skipped); OpenLesson opens
	// lesson i (0-based) at a table, OpenLessons the list.
	MarkLesson(id string, finished bool)
	OpenLesson(i int)
	OpenLessons()
	// Screen is the current screen.
	Screen() ui.Screen
	// OpenOnline opens the Online screen hosting cfg; NewGameConfig is
	// the New Game screen's game (an online table's Rematch).
	OpenOnline(cfg game.Config)
	NewGameConfig() game.Config
	// Autoplay is --autoplay's mind ("", random or first) and the least
	// time between its answers.
	Autoplay() (mind string, delay time.Duration)
}
