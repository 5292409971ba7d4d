package shots

import (
	"fmt"
	"undercity/render"

	"github.com/hajimehoshi/ebiten/v2"

	"undercity/engine"
	"undercity/internal/playto"
	"undercity/render/tablemodel"
	"undercity/render/ui"
)

// shotDaarekaDivide: Daareka plays "Psionic vision" on Jett (the viewer):
// Jett divides her four revealed cards, shown face up on the table, into
// two piles, one button per division in a column of compact buttons
// beside the card being played, every one inside the table.
func shotDaarekaDivide(sh *shooter) (*ebiten.Image, error) {
	s, err := playto.ScenarioState(`{"seats": [
		{"char": "daareka", "hand": ["daareka_psionic_vision"],
		 "deck_top": ["daareka_stop_thinking", "daareka_ink_spray", "daareka_clear_my_mind", "daareka_tip_the_wench"]},
		{"char": "jett", "hand": ["jett_claws", "jett_rise", "jett_parkour"]}, {"char": "petra"}], "active": 0, "phase": "action"}`)
	if err != nil {
		return nil, err
	}
	pick := func(d engine.Decision) int {
		for i, o := range d.Options {
			if o.Verb == engine.VerbPlay && s.Def(o.Card).ID == "daareka_psionic_vision" || o.Verb == engine.VerbTarget && o.Seat == 1 {
				return i
			}
		}
		return -1
	}
	if err := playto.PlayOn(s, func() bool { return s.Dec.Kind == engine.DecDivide }, pick); err != nil {
		return nil, err
	}
	tbl, err := sh.tableShotClick(s, 1, -1, -1, ui.Rect{X: 760, Y: 300, W: 1, H: 1})
	if err != nil {
		return nil, err
	}
	if err := barHoldsEvery(tbl, engine.VerbDivide, 8); err != nil {
		return nil, err
	}
	if got := tbl.Model().Revealed(0); len(got) != 4 {
		return nil, fmt.Errorf("%d revealed cards on the table, want 4", len(got))
	}
	for _, mh := range tbl.Model().MateHands {
		for _, r := range mh.Rects {
			if n := brightCount(sh.canvas, ui.Rect(r)); mh.Revealed && n < 300 {
				return nil, fmt.Errorf("a revealed card is not drawn (%d bright pixels)", n)
			}
		}
	}
	return sh.canvas, nil
}

// barHoldsEvery checks that the decision bar has a button for each of the
// n options of verb v, each inside the table.
func barHoldsEvery(tbl *render.TableScreen, v engine.Verb, n int) error {
	found := 0
	for _, b := range tbl.Model().Bar {
		if b.Opt < 0 || b.Opt >= len(tbl.Model().Dec.Options) || tbl.Model().Dec.Options[b.Opt].Verb != v {
			continue
		}
		found++
		if b.Rect.X < 0 || b.Rect.X+b.Rect.W > tablemodel.TableRight || b.Rect.Y < 0 {
			return fmt.Errorf("button %q is outside the table: %+v", b.Label, b.Rect)
		}
	}
	if found != n {
		return fmt.Errorf("the bar has %d buttons for the %d options", found, n)
	}
	return nil
}
