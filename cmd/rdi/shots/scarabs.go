package shots

import (
	"errors"

	"github.com/hajimehoshi/ebiten/v2"

	"undercity/engine"
	"undercity/internal/playto"
)

// shotScarabs: Amundyr at a four-player table; Scarab Tokens lie on the
// mats of the players who hold them and the rest in her supply.
func shotScarabs(sh *shooter) (*ebiten.Image, error) {
	s, err := playto.ScenarioState(`{"seats": [
		{"char": "dale", "fill_hand": true, "scarabs": 1},
		{"char": "amundyr", "fill_hand": true},
		{"char": "jett", "fill_hand": true, "scarabs": 3},
		{"char": "petra", "fill_hand": true, "scarabs": 2}], "active": 0, "phase": "action", "seed": 3}`)
	if err != nil {
		return nil, err
	}
	tbl, err := sh.tableShot(s, 0, -1, -1)
	if err != nil {
		return nil, err
	}
	if tbl.Parts().Mats.TokenOwner("scarabs") != 1 || s.Players[1].Counters[engine.CtrScarabSupply] != 6 {
		return nil, errors.New("Amundyr's supply is not at the table")
	}
	return sh.canvas, nil
}
