package shots

import (
	"errors"
	"fmt"

	"github.com/hajimehoshi/ebiten/v2"

	"undercity/engine"
	"undercity/internal/playto"
	"undercity/render/tablemodel"
	"undercity/render/ui"
)

// shotDungeon: the Dungeon Event variant on a four-seat table. Daareka's
// turn ended with the last Progress Counter: Staring Contest was revealed
// and played out; it lies face up beside the Dungeon Event Deck, which
// carries its Encounter Level in Progress Counters (3).
func shotDungeon(sh *shooter) (*ebiten.Image, error) {
	s, err := playto.ScenarioState(`{"options": {"dungeon": true}, "dungeon_deck": ["dng_staring_contest"], "progress": 1,
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
	if err := playto.PlayOn(s, at, nil); err != nil {
		return nil, err
	}
	tbl, err := sh.tableShot(s, 0, -1, -1)
	if err != nil {
		return nil, err
	}
	if id := tbl.Model().DungeonShown(); id == engine.NoCard || s.Def(id).ID != "dng_staring_contest" {
		return nil, errors.New("the revealed Dungeon Event is not beside the deck")
	}
	if n := brightCount(sh.canvas, ui.Rect(tablemodel.DungeonDiscardRect)); n < 1500 {
		return nil, fmt.Errorf("the Dungeon Event is not drawn (%d bright pixels)", n)
	}
	return sh.canvas, nil
}

// shotBossDungeon: a Boss Battle with Dungeon Events, the Boss's Actions
// shown while a Challenger may respond: they lie left of the Dungeon
// Event box, and the Challengers have one Potion Tokens panel (their other
// banner is a name tag).
func shotBossDungeon(sh *shooter) (*ebiten.Image, error) {
	var s *engine.State
	for seed := uint64(21); seed < 61 && s == nil; seed++ {
		c, err := modeGameWith(engine.ModeBoss, engine.Options{Dungeon: true}, seed, "petra", "dale", "jett", "terci")
		if err != nil {
			return nil, err
		}
		ok, err := playto.PlayUntil(c, 1, func(engine.Decision) bool { return len(c.Pile(0, engine.PileShown)) > 0 })
		if err != nil {
			return nil, err
		}
		if ok {
			s = c
		}
	}
	if s == nil {
		return nil, errors.New("the Boss never played an Action while a Challenger could respond")
	}
	app, tbl, err := resumedTable(s, engine.ModeBoss, 1)
	if err != nil {
		return nil, err
	}
	defer tbl.Match().Close()
	if err := sh.frames(app, 2); err != nil {
		return nil, err
	}
	if len(tbl.Model().BossShown) != 1 || !tbl.View().Opts.Dungeon {
		return nil, errors.New("the Boss's Actions are not shown beside the Dungeon Events")
	}
	for _, r := range tbl.Model().BossShown[0].Rects {
		if r.Overlaps(tablemodel.DungeonBox) {
			return nil, errors.New("a Boss's Action lies over the Dungeon Event box")
		}
	}
	return sh.canvas, nil
}

// shotRoundDungeon: a Round of Gambling under way at a table with Dungeon
// Events: the cards played in the Round lie clear of the Dungeon Event box.
func shotRoundDungeon(sh *shooter) (*ebiten.Image, error) {
	tbl, err := roundTable(sh, `{"dungeon": true}`)
	if err != nil {
		return nil, err
	}
	for _, rc := range tbl.Model().RoundCards {
		if rc.Rect.Overlaps(tablemodel.DungeonBox) {
			return nil, errors.New("a card of the Round lies over the Dungeon Event box")
		}
	}
	return sh.canvas, nil
}
