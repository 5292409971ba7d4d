package shots

import (
	"errors"
	"slices"
	"time"
	"undercity/render"

	"github.com/hajimehoshi/ebiten/v2"

	"undercity/engine"
	"undercity/game"
	"undercity/render/tablemodel"
	"undercity/render/ui"
)

// Shots of taking a card back (Cancel while its target is picked) and of
// discards chosen before they are confirmed.

// takeBackSeats are Jett with his hand in both shots, with two computer players.
const takeBackSeats = `"seats": [
    {"char": "jett", "hand": ["jett_claws", "jett_tip_the_barkeep", "jett_missed_me", "jett_coin_trick", "jett_i_dont_think_so"]},
    {"char": "dale", "fill_hand": true},
    {"char": "ygella", "fill_hand": true}
  ]`

// scenarioShotTable opens a scenario's table (seat 0 the human, the
// computer players answering at once) and runs it till Jett decides.
func (sh *shooter) scenarioShotTable(js string) (*render.App, *render.TableScreen, error) {
	app, err := shotApp(1)
	if err != nil {
		return nil, nil, err
	}
	app.SetClock(func() time.Time { return shotEpoch.Add(time.Duration(app.Ticks()) * time.Second) })
	m, err := game.MatchFromScenario([]byte(js), 0)
	if err != nil {
		return nil, nil, err
	}
	tbl := render.OpenMatch(app, m)
	app.SetScreen(tbl)
	if err := sh.tillMine(app, tbl); err != nil {
		m.Close()
		return nil, nil, err
	}
	return app, tbl, nil
}

// tillMine runs frames until the human is asked (the computer players
// think on their own goroutine), then two more.
func (sh *shooter) tillMine(app *render.App, tbl *render.TableScreen) error {
	deadline := time.Now().Add(time.Minute)
	for !tbl.Model().Mine {
		if time.Now().After(deadline) {
			return errors.New("the human is not asked in a minute")
		}
		if err := sh.frames(app, 1); err != nil {
			return err
		}
		time.Sleep(time.Millisecond)
	}
	return sh.frames(app, 2)
}

// shotTakeBack: Sorry 'bout the claws clicked; its target is being picked
// and the bar offers Cancel, which takes the card back.
func shotTakeBack(sh *shooter) (*ebiten.Image, error) {
	app, tbl, err := sh.scenarioShotTable(`{"name": "take-back", ` + takeBackSeats + `, "active": 0, "phase": "action"}`)
	if err != nil {
		return nil, err
	}
	defer tbl.Match().Close()
	claws := tbl.View().Players[0].Hand[0]
	r, ok := tbl.HandCard(claws)
	if !ok {
		return nil, errors.New("Sorry 'bout the claws is not in Jett's hand")
	}
	if err := sh.clickAt(app, r); err != nil {
		return nil, err
	}
	if err := sh.tillMine(app, tbl); err != nil {
		return nil, err
	}
	chips, _ := tbl.Bar()
	if tbl.Model().Dec.Kind != engine.DecTarget || tbl.Model().Choosing != claws || len(chips) == 0 || chips[len(chips)-1].Label != "Cancel" {
		return nil, errors.New("the claws' target is not being picked with Cancel offered")
	}
	return sh.canvas, nil
}

// shotDiscardSelect: two cards of Jett's hand chosen to discard, nothing
// discarded yet; the pointer on the bar's "Discard 2 and draw".
func shotDiscardSelect(sh *shooter) (*ebiten.Image, error) {
	app, tbl, err := sh.scenarioShotTable(`{"name": "discard select", ` + takeBackSeats + `, "active": 0, "phase": "discard_and_draw"}`)
	if err != nil {
		return nil, err
	}
	defer tbl.Match().Close()
	hand := slices.Clone(tbl.View().Players[0].Hand)
	if tbl.Model().Dec.Kind != engine.DecDiscard || len(hand) < 4 {
		return nil, errors.New("Jett is not discarding")
	}
	for _, id := range hand[2:4] {
		r, ok := tbl.HandCard(id)
		if !ok {
			return nil, errors.New("a card of the hand is not drawn")
		}
		// Low on the card: its top may lie under the bar.
		if err := sh.clickAt(app, ui.Rect{X: r.X, Y: r.Y + r.H - 40, W: r.W, H: 40}); err != nil {
			return nil, err
		}
		if err := sh.tillMine(app, tbl); err != nil {
			return nil, err
		}
	}
	chips, opts := tbl.Bar()
	if !slices.Equal(tbl.Model().Selected, hand[2:4]) || len(opts) == 0 || opts[0] != tablemodel.OptConfirmDiscard || chips[0].Label != "Discard 2 and draw" {
		return nil, errors.New(`the two cards are not chosen with "Discard 2 and draw" offered`)
	}
	bx, by := chips[0].Rect.Center()
	app.SetInputSource(func() *ui.Input { return &ui.Input{CursorX: int(bx), CursorY: int(by)} })
	return sh.canvas, sh.frames(app, 5)
}
