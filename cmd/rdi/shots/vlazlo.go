package shots

import (
	"fmt"

	"github.com/hajimehoshi/ebiten/v2"

	"undercity/internal/playto"
	"undercity/render"
)

// shotVlazlo: Vlazlo's mat as Dale sees it in his Discard and Draw: the
// Blood track with 5 Blood, the Bat and Wolf form decks with how many cards
// are left in each, and how many cards of each back Vlazlo holds (public).
func shotVlazlo(sh *shooter) (*ebiten.Image, error) {
	s, err := playto.ScenarioState(`{"seats": [
		{"char": "dale", "fill_hand": true},
		{"char": "vlazlo", "blood": 5, "hand": ["vlazlo_bat_flit_avay", "vlazlo_wolf_bite_vorse", "vlazlo_wolf_thick_fur", "vlazlo_nibble", "vlazlo_veeble", "vlazlo_tip_the_wench", "vlazlo_wampire"]},
		{"char": "jett"}], "active": 0, "phase": "action"}`)
	if err != nil {
		return nil, err
	}
	tbl, err := sh.tableShot(s, 0, -1, -1)
	if err != nil {
		return nil, err
	}
	if n := brightCount(sh.canvas, render.ComponentRect(tbl.MatRect(1))); n < 100 {
		return nil, fmt.Errorf("Vlazlo's Blood track and form decks are not drawn (%d bright pixels)", n)
	}
	return sh.canvas, nil
}
