package shots

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"time"
	"undercity/render"
	gambling "undercity/render/gamble"

	"github.com/hajimehoshi/ebiten/v2"

	"undercity/engine/gamble"
	"undercity/game"
	"undercity/internal/playto"
	"undercity/render/gambletable"
	"undercity/render/ui"
)

// The gambling screenshots: the setup screen, and every game's table
// (docs/screenshots/gamble-<game>.png) a few decisions into a session, with
// you at the bottom and computer gamblers round the table, and the setup
// offering to continue a session left at the table (gamble-continue.png).

func init() {
	All = append(All, Shot{"gamble-setup.png", shotGambleSetup}, Shot{"gamble-continue.png", shotGambleContinue},
		Shot{"gamble-wheel-spokes.png", shotGambleWheelSpokes}, Shot{"gamble-broke.png", shotGambleBroke},
		Shot{"gamble-last-game.png", shotGambleLastGame})
	for _, g := range gambleShowdownGames {
		g := g
		All = append(All, Shot{"gamble-showdown-" + string(g.game) + ".png", func(sh *shooter) (*ebiten.Image, error) { return shotGambleShowdown(sh, g) }})
	}
	for _, g := range gambleShotGames {
		g := g
		All = append(All, Shot{"gamble-" + string(g.game) + ".png", func(sh *shooter) (*ebiten.Image, error) { return shotGambleTable(sh, g) }})
	}
}

type gambleShotGame struct {
	game     gamble.GameID
	variants gamble.Variants
	seats    int
	answers  int // your answers before the picture
}

var gambleShotGames = []gambleShotGame{
	{gamble.RoguesAndWarriors, 0, 4, 2},
	{gamble.Threes, 0, 4, 2},
	{gamble.KingsCouncil, gamble.VarDragons, 5, 2},
	{gamble.JackOfAllTrades, 0, 4, 4},
	{gamble.ThreeKingdoms, 0, 4, 2},
	{gamble.DenOfThieves, 0, 6, 1},
	{gamble.DragonHordes, 0, 3, 2},
	{gamble.CitySquare, gamble.VarDragons, 4, 4},
	{gamble.TheWheel, 0, 4, 3},
	{gamble.AdventurersChoice, 0, 8, 0},
}

func shotGambleSetup(sh *shooter) (*ebiten.Image, error) {
	app, err := shotApp(77)
	if err != nil {
		return nil, err
	}
	s := render.NewGambleSetupScreen(app)
	s.Setup().Game = 1
	s.Setup().Variants = gamble.VarFoolsLuck | gamble.VarDragons
	s.Setup().Seats = append(s.Setup().Seats, gambletable.SeatChoice{Level: "hard"}, gambletable.SeatChoice{Human: true})
	app.SetScreen(s)
	for _, c := range s.Setup().Controls() { // hover Fool's Luck: its line from the booklet
		if c.Kind == gambletable.CtlVariant && gamble.Variants(c.Index) == gamble.VarFoolsLuck {
			x, y := ui.Rect(c.Rect).Center()
			app.SetInputSource(func() *ui.Input { return &ui.Input{CursorX: int(x), CursorY: int(y)} })
		}
	}
	return sh.canvas, sh.frames(app, 2)
}

// shotGambleContinue: a King's Council session is played twenty answers
// in and left (its autosave in a temporary directory); the setup screen,
// with eight seats chosen for a new session, offers to continue it.
func shotGambleContinue(sh *shooter) (*ebiten.Image, error) {
	app, err := shotApp(31)
	if err != nil {
		return nil, err
	}
	dir, err := os.MkdirTemp("", "rdi-gamble-continue-")
	if err != nil {
		return nil, err
	}
	defer os.RemoveAll(dir)
	app.SetSettingsPath(filepath.Join(dir, "settings.json")) // the session's file goes next to it
	cfg := game.GambleConfig{Setup: gamble.Setup{Game: gamble.KingsCouncil, Variants: gamble.VarDragons, Seed: 12}}
	for i, ch := range render.Gamblers()[:4] {
		cfg.Seats = append(cfg.Seats, game.GambleSeat{Human: i == 0 || i == 3, Level: "normal", Name: ch.Name, Char: ch.ID})
		cfg.Setup.Stakes = append(cfg.Setup.Stakes, gambletable.DefaultStake)
	}
	t, err := render.NewGambleTable(app, cfg)
	if err != nil {
		return nil, err
	}
	app.SetScreen(t)
	deadline := time.Now().Add(time.Minute)
	for t.Match().Version() < 20 {
		if time.Now().After(deadline) || t.Model().Over {
			return nil, errors.New("the session did not reach its twentieth answer")
		}
		if err := app.Update(); err != nil {
			return nil, err
		}
		if d, ok := t.Match().State().Pending(); ok && t.Match().IsHuman(d.Seat) {
			t.Match().RevealTo(d.Seat)
			if err := t.Match().Give(d.Seat, playto.GambleAnswer(d)); err != nil {
				return nil, err
			}
		}
		time.Sleep(time.Millisecond)
	}
	if err := app.Update(); err != nil { // the last answer saved
		return nil, err
	}
	s := render.NewGambleSetupScreen(app)
	if !s.CanContinue() || s.Setup().Last == "" {
		return nil, fmt.Errorf("the setup offers no session to continue (%s)", s.Problem())
	}
	for len(s.Setup().Seats) < gambletable.MaxSeats {
		s.Setup().Seats = append(s.Setup().Seats, gambletable.SeatChoice{Level: "normal"})
	}
	app.SetScreen(s)
	return sh.canvas, sh.frames(app, 2)
}

// shotGambleTable plays a session (you call or check, easy computer gamblers
// play the others) until your answers reach g.answers and you are asked again.
func shotGambleTable(sh *shooter, g gambleShotGame) (*ebiten.Image, error) {
	app, err := shotApp(5)
	if err != nil {
		return nil, err
	}
	su := gamble.Setup{Game: g.game, Variants: g.variants, Seed: 11}
	if g.game == gamble.AdventurersChoice {
		su = gamble.ChoiceSetup(g.seats, 2, 11)
	}
	t, err := shotGambleAt(app, su, g.seats, g.game != gamble.AdventurersChoice)
	if err != nil {
		return nil, err
	}
	app.SetScreen(t)
	deadline := time.Now().Add(time.Minute)
	answered := 0
	for {
		if time.Now().After(deadline) {
			return nil, errors.New("no decision of yours in a minute")
		}
		if err := app.Update(); err != nil {
			return nil, err
		}
		if t.Model().Over {
			return nil, errors.New("the session ended first")
		}
		if _, held := t.Match().Held(); held {
			t.Match().Continue()
			continue
		}
		if !t.Model().Mine {
			time.Sleep(time.Millisecond)
			continue
		}
		if answered >= g.answers {
			break
		}
		if err := t.Match().Give(0, playto.GambleAnswer(t.Model().Decision)); err != nil {
			return nil, err
		}
		answered++
	}
	if err := sh.frames(app, 2); err != nil {
		return nil, err
	}
	if len(t.Model().Seats) != g.seats || len(t.Model().Buttons)+len(t.Model().Seats[0].Cards) == 0 {
		return nil, fmt.Errorf("the table shows %d seats and nothing to do", len(t.Model().Seats))
	}
	return sh.canvas, nil
}

// shotGambleAt opens a table of seats: you at the first, easy computer
// gamblers at the others, each a character of the tavern.
func shotGambleAt(app *render.App, su gamble.Setup, seats int, stakes bool) (*gambling.Table, error) {
	cfg := game.GambleConfig{}
	cast := render.Gamblers()
	for i := 0; i < seats; i++ {
		ch := cast[i%len(cast)]
		cfg.Seats = append(cfg.Seats, game.GambleSeat{Human: i == 0, Level: "easy", Name: ch.Name, Char: ch.ID})
		if stakes {
			su.Stakes = append(su.Stakes, gambletable.DefaultStake)
		}
	}
	cfg.Setup = su
	return render.NewGambleTable(app, cfg)
}

// playShot plays the table (you call or check, the first option else)
// until stop says so, or fails after a minute.
func playShot(app *render.App, t *gambling.Table, stop func() bool) error {
	deadline := time.Now().Add(time.Minute)
	for {
		if time.Now().After(deadline) {
			return errors.New("the table did not get there in a minute")
		}
		if err := app.Update(); err != nil {
			return err
		}
		if stop() {
			return nil
		}
		if t.Model().Over {
			return errors.New("the session ended first")
		}
		if _, held := t.Match().Held(); held {
			t.Match().Continue()
			continue
		}
		if t.Model().Mine {
			if err := t.Match().Give(t.Viewer(), playto.GambleAnswer(t.Model().Decision)); err != nil {
				return err
			}
			continue
		}
		time.Sleep(time.Millisecond)
	}
}

// gambleShowdownGames are the showdowns pictured: a game's result on the
// table, waiting for Continue.
var gambleShowdownGames = []gambleShotGame{
	{gamble.RoguesAndWarriors, gamble.VarDragons, 5, 0},
	{gamble.Threes, gamble.VarHiddenFate, 4, 0},
	{gamble.KingsCouncil, 0, 4, 0},
	{gamble.CitySquare, gamble.VarDragons, 4, 0},
	{gamble.TheWheel, 0, 4, 0},
}

// shotGambleShowdown plays the first game of a session to its end: the
// table shows the result until Continue.
func shotGambleShowdown(sh *shooter, g gambleShotGame) (*ebiten.Image, error) {
	app, err := shotApp(5)
	if err != nil {
		return nil, err
	}
	t, err := shotGambleAt(app, gamble.Setup{Game: g.game, Variants: g.variants, Seed: 21}, g.seats, true)
	if err != nil {
		return nil, err
	}
	app.SetScreen(t)
	held := func() bool { _, ok := t.Match().Held(); return ok }
	for !held() {
		if err := playOneShot(app, t); err != nil {
			return nil, err
		}
	}
	if err := sh.frames(app, 2); err != nil {
		return nil, err
	}
	if !t.ResultShown() {
		return nil, errors.New("the result is not shown")
	}
	return sh.canvas, nil
}

// playOneShot is one tick of playShot that never continues past a result.
func playOneShot(app *render.App, t *gambling.Table) error {
	if err := app.Update(); err != nil {
		return err
	}
	if t.Model().Over {
		return errors.New("the session ended first")
	}
	if _, held := t.Match().Held(); !held && t.Model().Mine {
		return t.Match().Give(t.Viewer(), playto.GambleAnswer(t.Model().Decision))
	}
	time.Sleep(time.Millisecond)
	return nil
}

// shotGambleWheelSpokes: your turn at The Wheel with a card picked: its
// legal spokes are lit and the prompt says to click one.
func shotGambleWheelSpokes(sh *shooter) (*ebiten.Image, error) {
	app, err := shotApp(5)
	if err != nil {
		return nil, err
	}
	t, err := shotGambleAt(app, gamble.Setup{Game: gamble.TheWheel, Seed: 11}, 4, true)
	if err != nil {
		return nil, err
	}
	app.SetScreen(t)
	answered := 0
	if err := playShot(app, t, func() bool {
		if t.Model().Mine && t.Model().Decision.Kind == gamble.DecWheel {
			answered++
		}
		return answered > 2 // the third turn: a few cards on the Wheel
	}); err != nil {
		return nil, err
	}
	for _, c := range t.Model().Seats[0].Cards {
		if c.Clickable && gamble.Face(c.ID).Kind == gamble.KindDeck {
			t.Select(c.ID)
			break
		}
	}
	return sh.canvas, sh.frames(app, 2)
}

// shotGambleBroke: you have lost all your money; the table says so and
// offers to watch or leave.
func shotGambleBroke(sh *shooter) (*ebiten.Image, error) {
	app, err := shotApp(5)
	if err != nil {
		return nil, err
	}
	// You came with nothing to ante.
	t, err := shotGambleAt(app, gamble.Setup{Game: gamble.RoguesAndWarriors, Seed: 11, Stakes: []int{0, 40, 40, 40}}, 4, false)
	if err != nil {
		return nil, err
	}
	app.SetScreen(t)
	if err := sh.frames(app, 3); err != nil {
		return nil, err
	}
	if !t.Model().Broke {
		return nil, errors.New("the table does not say you are out of money")
	}
	return sh.canvas, nil
}

// shotGambleLastGame: in the second game, "Last game" opens the first
// game's result again.
func shotGambleLastGame(sh *shooter) (*ebiten.Image, error) {
	app, err := shotApp(5)
	if err != nil {
		return nil, err
	}
	t, err := shotGambleAt(app, gamble.Setup{Game: gamble.KingsCouncil, Variants: gamble.VarDragons, Seed: 4, Shares: true, Share: 3, Games: 3}, 3, true)
	if err != nil {
		return nil, err
	}
	app.SetScreen(t)
	if err := playShot(app, t, func() bool { return t.View().State.Played >= 2 && t.Model().Mine }); err != nil {
		return nil, err
	}
	if err := sh.clickAt(app, ui.Rect(gambletable.LastGameRect)); err != nil {
		return nil, err
	}
	if !t.ResultShown() {
		return nil, errors.New("Last game shows nothing")
	}
	return sh.canvas, sh.frames(app, 1)
}
