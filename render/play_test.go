package render

import (
	"os"
	"path/filepath"
)

// Positions the tests share with the documented screenshots
// (cmd/rdi/shots): the same scenario files (and the same ways of playing
// a game on to a moment: internal/playto).

// The scenarios of the Otto and hint shots, which the tests open too.
var (
	clawsOnOtto         = shotScenario("claws-on-otto.json")
	ottoPassesOutOnJett = shotScenario("otto-passes-out-on-jett.json")
	ottoGambles         = shotScenario("otto-gambles.json")
	hintTable           = shotScenario("hint.json")
)

// shotScenario reads a scenario of the screenshots' folder.
func shotScenario(name string) string {
	b, err := os.ReadFile(filepath.Join("..", "cmd", "rdi", "shots", "scenarios", name))
	if err != nil {
		panic(err)
	}
	return string(b)
}
