package render

import (
	"errors"
	"fmt"

	"github.com/hajimehoshi/ebiten/v2"

	"undercity/engine"
	"undercity/render/tablemodel"
)

// shotDungeon: the Dungeon Event variant on a four-seat table. Daareka's
// turn ended with the last Progress Counter: Staring Contest was revealed
// and played out; it lies face up beside the Dungeon Event Deck, which
// carries its Encounter Level in Progress Counters (3).
func shotDungeon(sh *shooter) (*ebiten.Image, error) {
	s, err := scenarioState(`{"options": {"dungeon": true}, "dungeon_deck": ["dng_staring_contest"], "progress": 1,
		"seats": [
		{"char": "dale", "hand": ["dale_sharpenin", "dale_pitchfork", "dale_vermin"], "alc": 3},
		{"char": "jett"}, {"char": "petra", "fort": 17}, {"char": "daareka", "gold": 8}],
		"active": 3, "phase": "end"}`)
	if err != nil {
		return nil, err
	}
	at := func() bool {
		d, ok := s.Pending()
		return ok && d.Seat == 0 && s.Progress == 3
	}
	if err := playOn(s, at, nil); err != nil {
		return nil, err
	}
	tbl, err := sh.tableShot(s, 0, -1, -1)
	if err != nil {
		return nil, err
	}
	if id := tbl.m.DungeonShown(); id == engine.NoCard || s.Def(id).ID != "dng_staring_contest" {
		return nil, errors.New("the revealed Dungeon Event is not beside the deck")
	}
	if n := brightCount(sh.canvas, Rect(tablemodel.DungeonDiscardRect)); n < 1500 {
		return nil, fmt.Errorf("the Dungeon Event is not drawn (%d bright pixels)", n)
	}
	return sh.canvas, nil
}
