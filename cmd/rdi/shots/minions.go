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

// shotMinions: Torglesnarf has three Minions in play in front of him;
// Daareka (the viewer) plays "Stop thinking so loudly!" and may pick a
// Minion instead of a player: the Minions glow as clickable targets.
func shotMinions(sh *shooter) (*ebiten.Image, error) {
	s, err := playto.ScenarioState(`{"seats": [
		{"char": "daareka", "hand": ["daareka_stop_thinking", "daareka_ink_spray", "daareka_tip_the_wench"]},
		{"char": "torglesnarf", "gold": 9, "minions": ["torglesnarf_grunt", "torglesnarf_brix", "torglesnarf_mugsy"]},
		{"char": "dale"}, {"char": "jett"}], "active": 0, "phase": "action"}`)
	if err != nil {
		return nil, err
	}
	pick := func(d engine.Decision) int {
		for i, o := range d.Options {
			if o.Verb == engine.VerbPlay && s.Def(o.Card).ID == "daareka_stop_thinking" {
				return i
			}
		}
		return -1
	}
	if err := playto.PlayOn(s, func() bool { return s.Dec.Kind == engine.DecTarget }, pick); err != nil {
		return nil, err
	}
	tbl, err := sh.tableShot(s, 0, -1, -1)
	if err != nil {
		return nil, err
	}
	minions := s.Minions(1)
	if len(minions) != 3 {
		return nil, fmt.Errorf("Torglesnarf has %d Minions in play, want 3", len(minions))
	}
	for _, id := range minions {
		mc, ok := tbl.Model().OnMat[id]
		if !ok || !tbl.Model().Playable(id) {
			return nil, errors.New("a Minion is not on Torglesnarf's mat as a target to click")
		}
		if n := brightCount(sh.canvas, ui.Rect(tablemodel.Rect(mc.Rect))); n < 300 {
			return nil, fmt.Errorf("a Minion is not drawn (%d bright pixels)", n)
		}
	}
	return sh.canvas, nil
}
