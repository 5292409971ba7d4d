package online

import (
	"undercity/game"
	"undercity/game/online"
	"undercity/render/ui"
)

// Nav is what the Online screen and the lobby ask of the App.
type Nav interface {
	ui.Nav
	// NewGameConfig is the game the New Game screen sets up (its last
	// setup): the Online screen's, back from the lobby.
	NewGameConfig() game.Config
	// OpenNewGame opens the New Game screen.
	OpenNewGame()
	// OpenOnlineTable is the table screen of the started game r plays
	// (the Red Dragon Inn's or the gambling table), nil until its first
	// views are in.
	OpenOnlineTable(r *online.Remote) ui.Screen
	// LocalServer is the table server on this computer, started at the
	// first ask.
	LocalServer() (*Host, error)
	// OnlineOptions are the command line's choices for online play.
	OnlineOptions() Options
}

// Options are the command line's choices for online play.
type Options struct {
	Name      string // --name: the player's name the Online screen starts with
	PrintCode bool   // --host-on: print the table's code for friends
	AutoStart bool   // --autoplay: the host starts once every seat is taken
}
