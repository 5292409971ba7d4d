package shots

import (
	"errors"
	"fmt"
	"time"
	"undercity/render"

	"github.com/hajimehoshi/ebiten/v2"

	"undercity/engine"
	"undercity/game"
	"undercity/render/ui"
)

// Shots of the turn's flow (the "Your turn" banner, the hot-seat curtain,
// Settings) and of the help a player can ask for (a hint, why a card can't
// be played).

// shotEpoch is when a shot's clock starts.
var shotEpoch = time.Date(2026, 1, 1, 20, 0, 0, 0, time.UTC)

// clockedApp is an App with default settings (none read or written), no
// input, and a clock that moves by per at each Update: the banner's and
// the curtain's moments pass in a known number of frames.
func clockedApp(per time.Duration) (*render.App, error) {
	app, err := render.NewApp(render.Options{SettingsPath: "-"})
	if err != nil {
		return nil, err
	}
	app.SetClock(func() time.Time { return shotEpoch.Add(time.Duration(app.Ticks()) * per) })
	app.SetInputSource(func() *ui.Input { return &ui.Input{} })
	return app, nil
}

// shotYourTurn: the "Your turn" banner as Dale's first turn begins at a
// four-seat table, the auto-pass toggle at the foot of the log.
func shotYourTurn(sh *shooter) (*ebiten.Image, error) {
	app, err := clockedApp(10 * time.Millisecond)
	if err != nil {
		return nil, err
	}
	seats := []game.SeatConfig{{Char: "dale", Human: true}, {Char: "jett", Level: "normal"}, {Char: "petra", Level: "normal"}, {Char: "ygella", Level: "normal"}}
	tbl, err := render.NewTableScreen(app, game.Config{Seed: 12, First: 0, Seats: seats})
	if err != nil {
		return nil, err
	}
	defer tbl.Match().Close()
	app.SetScreen(tbl)
	if err := sh.frames(app, 3); err != nil {
		return nil, err
	}
	if !tbl.YourTurnShown() {
		return nil, errors.New(`the "Your turn" banner is not shown`)
	}
	if _, ok := tbl.AutoPassToggle(); !ok {
		return nil, errors.New("the auto-pass toggle is not shown")
	}
	return sh.canvas, nil
}

// shotCurtain: a hot-seat game (two players at one screen) before its first
// turn, the curtain down and no hand face up.
func shotCurtain(sh *shooter) (*ebiten.Image, error) {
	app, err := clockedApp(time.Second)
	if err != nil {
		return nil, err
	}
	seats := []game.SeatConfig{{Char: "terci", Human: true}, {Char: "jett", Level: "normal"}, {Char: "ygella", Human: true}}
	tbl, err := render.NewTableScreen(app, game.Config{Seed: 12, First: 0, Seats: seats})
	if err != nil {
		return nil, err
	}
	defer tbl.Match().Close()
	app.SetScreen(tbl)
	if err := sh.frames(app, 2); err != nil {
		return nil, err
	}
	if !tbl.Parts().Flow.CurtainDown() || tbl.Model().HandSeat != -1 {
		return nil, errors.New("the curtain is not down over the hands")
	}
	return sh.canvas, nil
}

// shotSettings: the Settings screen with the default settings.
func shotSettings(sh *shooter) (*ebiten.Image, error) {
	app, err := clockedApp(time.Second)
	if err != nil {
		return nil, err
	}
	st := render.NewSettingsScreen(app, nil)
	app.SetScreen(st)
	if err := sh.frames(app, 2); err != nil {
		return nil, err
	}
	if len(st.Chips()) == 0 {
		return nil, errors.New("the settings show no choices")
	}
	return sh.canvas, nil
}

// hintTable is Jett's Action Phase at a four-seat table, with cards that
// can be played now and cards that can't (and the hint tests' too).
var hintTable = scenarioFile("hint.json")

// hintShotTable opens hintTable, Jett (seat 0) a human about to decide,
// the computer players held.
func (sh *shooter) hintShotTable() (*render.App, *render.TableScreen, error) {
	app, err := shotApp(5)
	if err != nil {
		return nil, nil, err
	}
	app.SetClock(func() time.Time { return shotEpoch.Add(time.Duration(app.Ticks()) * time.Second) })
	m, err := game.MatchFromScenario([]byte(hintTable), 0)
	if err != nil {
		return nil, nil, err
	}
	tbl := render.OpenMatch(app, m)
	tbl.HoldAI(true)
	app.SetScreen(tbl)
	if err := sh.frames(app, 2); err != nil {
		m.Close()
		return nil, nil, err
	}
	if !tbl.Model().Mine {
		m.Close()
		return nil, nil, errors.New("Jett is not the one to decide")
	}
	return app, tbl, nil
}

// shotHint: H pressed on Jett's Action Phase; the option the Expert would
// choose glows, with its line on why.
func shotHint(sh *shooter) (*ebiten.Image, error) {
	app, tbl, err := sh.hintShotTable()
	if err != nil {
		return nil, err
	}
	defer tbl.Match().Close()
	h := &ui.Input{}
	h.PressKey(ebiten.KeyH)
	app.SetInputSource(func() *ui.Input { in := h; h = &ui.Input{}; return in })
	// The Expert thinks on its own goroutine: keep drawing till it answers.
	deadline := time.Now().Add(time.Minute)
	for first := true; first || tbl.HintPending(); first = false {
		if time.Now().After(deadline) {
			return nil, errors.New("no advice in a minute")
		}
		if err := sh.frames(app, 1); err != nil {
			return nil, err
		}
		time.Sleep(2 * time.Millisecond)
	}
	opt, line, ok := tbl.HintShown()
	if !ok {
		return nil, errors.New("no hint is shown")
	}
	d, _ := tbl.View().Pending()
	if opt < 0 || opt >= len(d.Options) || line == "" {
		return nil, fmt.Errorf("the hint (option %d, %q) does not advise an offered option with a reason", opt, line)
	}
	if _, ok := tbl.Model().OptionRect(opt); !ok {
		return nil, errors.New("the advised option is not on screen")
	}
	// The glows pulse with the table's frames, as many as the search
	// took: draw them at one phase.
	tbl.SetTick(12)
	return sh.canvas, sh.frames(app, 1)
}

// shotWhyNot: the pointer on Parkour, which can't be played in the Action
// Phase; the tooltip gives the rules engine's reason.
func shotWhyNot(sh *shooter) (*ebiten.Image, error) {
	app, tbl, err := sh.hintShotTable()
	if err != nil {
		return nil, err
	}
	defer tbl.Match().Close()
	parkour := engine.NoCard
	for _, h := range tbl.Model().Hand {
		if tbl.View().Def(h.ID).ID == "jett_parkour" {
			parkour = h.ID
		}
	}
	r, ok := tbl.Model().HandRect(parkour)
	if !ok {
		return nil, errors.New("Parkour is not in Jett's hand")
	}
	cx, cy := r.Center()
	app.SetInputSource(func() *ui.Input { return &ui.Input{CursorX: int(cx), CursorY: int(cy)} })
	if err := sh.frames(app, 3); err != nil {
		return nil, err
	}
	if tbl.Parts().Hand.Hovered() != parkour || tbl.Model().WhyNot(parkour) == "" {
		return nil, errors.New("no reason is given for Parkour")
	}
	if n := brightCount(sh.canvas, ui.Rect(tbl.Model().WhyNotRect(parkour, 200))); n <= 100 {
		return nil, fmt.Errorf("the tooltip's text is not drawn (%d bright pixels)", n)
	}
	return sh.canvas, nil
}
