// Package shots draws the documented screenshots (docs/screenshots) for
// `rdi --shots DIR`: each is a screen set up from a scenario or a short
// game and drawn offscreen, checked (a shot that does not show what it
// should is an error, not a picture), and saved. It drives the screens
// through render's exported API only, as a player would, and sets its
// positions up through game and its scenarios. It needs a display, as the
// game does.
package shots

import (
	"embed"
	"errors"
	"fmt"
	"image"
	"os"
	"path/filepath"
	"strings"
	"time"
	"undercity/render"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/tinne26/etxt"

	"undercity/engine"
	"undercity/engine/card"
	"undercity/game"
	"undercity/internal/playto"
	"undercity/render/art"
	"undercity/render/art/icon"
	"undercity/render/tablemodel"
	"undercity/render/ui"
)

// Shot is one documented screenshot: its file name and how it is made.
type Shot struct {
	Name string
	make func(sh *shooter) (*ebiten.Image, error)
}

// All are the screenshots `rdi --shots` writes, in order.
var All = []Shot{
	{"table-6-seats-zoom.png", shotTableZoom},
	{"portraits.png", shotPortraits},
	{"card-icons.png", shotCardIcons},
	{"drink-on-table.png", shotDrinkOnTable},
	{"round-cards.png", shotRoundCards},
	{"new-game.png", shotNewGame},
	{"otto_newgame.png", shotOttoNewGame},
	{"otto_table_human.png", shotOttoTable},
	{"otto_target.png", shotOttoTarget},
	{"otto_reveal.png", shotOttoReveal},
	{"otto_reward.png", shotOttoReward},
	{"otto_gambling.png", shotOttoGambling},
	{"new-game-two-headed.png", shotNewGameTeams(engine.ModeTwoHeaded)},
	{"new-game-leaders-lackeys.png", shotNewGameTeams(engine.ModeLeadersLackeys)},
	{"new-game-boss.png", shotNewGameBoss},
	{"boss-potion.png", shotBossPotion},
	{"boss-actions.png", shotBossActions},
	{"game-over.png", shotGameOver},
	{"your-turn.png", shotYourTurn},
	{"curtain.png", shotCurtain},
	{"settings.png", shotSettings},
	{"hint.png", shotHint},
	{"why-not.png", shotWhyNot},
	{"summary.png", shotSummary},
	{"statistics.png", shotStatistics},
	{"take-back.png", shotTakeBack},
	{"discard-select.png", shotDiscardSelect},
	{"rules-reference.png", shotRulesReference},
	{"rules-reference-search.png", shotRulesSearch},
	{"card-gallery.png", shotCardGallery},
	{"torglesnarf-minions.png", shotMinions},
	{"dungeon-table.png", shotDungeon},
	{"boss-dungeon.png", shotBossDungeon},
	{"round-dungeon.png", shotRoundDungeon},
	{"amundyr-scarabs.png", shotScarabs},
	{"vlazlo-mat.png", shotVlazlo},
	{"boss-vs-boss.png", shotBossVersusBoss},
	{"two-headed.png", shotTeamTable(engine.ModeTwoHeaded, "dale", "jett", "terci", "ygella")},
	{"two-headed-boss.png", shotTeamTable(engine.ModeTwoHeadedBoss, "petra", "vlazlo", "amundyr", "torglesnarf")},
	{"leaders-lackeys.png", shotTeamTable(engine.ModeLeadersLackeys, "petra", "dale", "daareka", "jett")},
	{"daareka-divide.png", shotDaarekaDivide},
}

// shooter draws the shots; each shot gets its own App (settings are
// neither read nor written) and a canvas of the logical screen's size.
type shooter struct {
	canvas *ebiten.Image
}

// Write writes the shots named (all when names is empty) into dir. It
// must run inside the Ebitengine loop (render.RunOffscreen).
func Write(dir string, names ...string) error {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	sh := &shooter{canvas: ebiten.NewImage(ui.ScreenWidth, ui.ScreenHeight)}
	defer sh.canvas.Deallocate()
	var errs []error
	for _, s := range All {
		if len(names) > 0 && !containsName(names, s.Name) {
			continue
		}
		sh.canvas.Clear()
		img, err := s.make(sh)
		if err == nil {
			err = ui.SavePNG(img, filepath.Join(dir, s.Name))
		}
		if err != nil {
			errs = append(errs, fmt.Errorf("%s: %w", s.Name, err))
		}
	}
	return errors.Join(errs...)
}

func containsName(names []string, n string) bool {
	for _, x := range names {
		if x == n || x+".png" == n {
			return true
		}
	}
	return false
}

//go:embed scenarios
var scenarioFiles embed.FS

// scenarioFile is a scenario of the scenarios folder, as JSON.
func scenarioFile(name string) string {
	b, err := scenarioFiles.ReadFile("scenarios/" + name)
	if err != nil {
		panic(err) // embedded: present in every build
	}
	return string(b)
}

// shotApp is a silent App for a shot: no settings file, no AI pause, no
// animation (captures show settled positions).
func shotApp(seed uint64) (*render.App, error) {
	app, err := render.NewApp(render.Options{SettingsPath: "-", Seed: seed, SeedSet: true})
	if err != nil {
		return nil, err
	}
	app.Still()
	app.SetInputSource(func() *ui.Input { return &ui.Input{} })
	return app, nil
}

// frames runs n Update+Draw ticks of app onto the canvas.
func (sh *shooter) frames(app *render.App, n int) error {
	for i := 0; i < n; i++ {
		if err := app.Update(); err != nil {
			return err
		}
		sh.canvas.Clear()
		app.Draw(sh.canvas)
	}
	return nil
}

// clickAt clicks app at (x, y) (two ticks).
func (sh *shooter) clickAt(app *render.App, r ui.Rect) error {
	x, y := r.Center()
	ins := []*ui.Input{
		{CursorX: int(x), CursorY: int(y), LeftDown: true, LeftJustPressed: true},
		{CursorX: int(x), CursorY: int(y), LeftJustReleased: true},
	}
	app.SetInputSource(func() *ui.Input {
		if len(ins) == 0 {
			return &ui.Input{}
		}
		in := ins[0]
		ins = ins[1:]
		return in
	})
	return sh.frames(app, 2)
}

// shotTableZoom: a human's six-seat table in a later turn, with the third
// card of the hand hovered and zoomed.
func shotTableZoom(sh *shooter) (*ebiten.Image, error) {
	app, tbl, err := sh.newGameTable(7, []game.SeatConfig{{Char: "dale", Human: true}, {Char: "jett", Level: "normal"}, {Char: "petra", Level: "normal"},
		{Char: "terci", Level: "normal"}, {Char: "ygella", Level: "normal"}, {Char: "dale", Level: "normal"}})
	if err != nil {
		return nil, err
	}
	defer tbl.Match().Close()
	// Play on (always passing or taking the first choice) until the human
	// is asked to play in a later turn. The computer players think on
	// their own goroutine: wait for them.
	deadline := time.Now().Add(2 * time.Minute)
	for !(tbl.Model().Mine && tbl.View().TurnNo >= 6 && len(tbl.Model().CardOpts) > 0) {
		if time.Now().After(deadline) {
			return nil, errors.New("no human decision with cards to play in two minutes")
		}
		if tbl.View().Over {
			return nil, errors.New("the game ended first")
		}
		if tbl.Model().Mine {
			tbl.Answer(max(tbl.Model().PassOption(), 0))
		}
		for i := 0; i < 4; i++ {
			if err := app.Update(); err != nil {
				return nil, err
			}
		}
		time.Sleep(time.Millisecond)
	}
	tbl.HoldAI(true)
	// The turn came in less than the banner's second of wall time: end
	// the "Your turn" banner as the player's click would.
	tbl.Parts().Flow.DismissYourTurn()
	if len(tbl.Model().Hand) < 3 {
		return nil, fmt.Errorf("the hand holds %d cards", len(tbl.Model().Hand))
	}
	cx, cy := tbl.Model().Hand[2].Rect.Center()
	app.SetInputSource(func() *ui.Input { return &ui.Input{CursorX: int(cx), CursorY: int(cy)} })
	if err := sh.frames(app, 3); err != nil {
		return nil, err
	}
	if tbl.Parts().Hand.Hovered() != tbl.Model().Hand[2].ID {
		return nil, errors.New("the hovered card is not the one under the cursor")
	}
	if tbl.YourTurnShown() {
		return nil, errors.New(`the "Your turn" banner hides the table`)
	}
	if n := brightCount(sh.canvas, ui.Rect(tablemodel.ZoomRect)); n <= 20000 {
		return nil, fmt.Errorf("the zoomed card is not shown (%d bright pixels)", n)
	}
	return sh.canvas, nil
}

// portraitIDs are the characters whose portraits the gallery shows.
var portraitIDs = []string{"dale", "jett", "petra", "terci", "ygella", "otto"}

// shotPortraits: every character's portrait large and at the sizes the
// table uses (mat, New Game, curtain).
func shotPortraits(sh *shooter) (*ebiten.Image, error) {
	th, err := ui.NewTheme()
	if err != nil {
		return nil, err
	}
	canvas := sh.canvas
	ui.DrawBackdrop(canvas)
	for i, id := range portraitIDs {
		x := float32(140 + i*264)
		op := &ebiten.DrawImageOptions{}
		op.GeoM.Translate(float64(x-110), 60)
		canvas.DrawImage(art.Portrait(id, 220, false), op)
		ui.DrawPortrait(canvas, th, x, 420, 60, id, id, false)
		ui.DrawPortrait(canvas, th, x, 580, 38, id, id, false)
		ui.DrawPortrait(canvas, th, x-40, 700, 22, id, id, false)
		ui.DrawPortrait(canvas, th, x+40, 700, 22, id, id, true)
		th.DrawText(canvas, id, int(x), 790, ui.TextStyle{Face: ui.FaceBold, Size: 22, Color: ui.ColGoldLight, Align: etxt.Center, Shadow: 1})
	}
	return canvas, nil
}

// iconCards are cards showing every kind of icon, for card-icons.png.
var iconCards = []string{
	"drk_fungal_brew", "drk_wine_chaser", "drk_pot_of_tea", "drk_cavern_runoff", "msh_shaggy_ink_cap", "dale_outta_my_field",
	"terci_rounds", "terci_consultation_fee", "pat_ogre_in_a_shaft", "jett_hot_five", "ygella_coils", "boss_nine_hells",
}

// shotCardIcons: every icon kind with its name, and cards showing them at
// the zoomed and hand sizes.
func shotCardIcons(sh *shooter) (*ebiten.Image, error) {
	th, err := ui.NewTheme()
	if err != nil {
		return nil, err
	}
	content, err := game.Content()
	if err != nil {
		return nil, err
	}
	canvas := sh.canvas
	ui.DrawBackdrop(canvas)
	for i, k := range icon.Kinds() {
		x := float32(40 + i*118)
		render.DrawIcon(canvas, k, x+19, 18, 48)
		th.DrawText(canvas, k.String(), int(x+43), 80, ui.TextStyle{Face: ui.FaceBold, Size: 14, Color: ui.ColParchment, Align: etxt.Center, Shadow: 1})
	}
	const w, h = 240, 336
	byID := map[string]*card.Def{}
	for _, d := range content.Defs {
		byID[d.ID] = d
	}
	for i, id := range iconCards {
		d, ok := byID[id]
		if !ok {
			return nil, fmt.Errorf("no card %s", id)
		}
		if i < 6 {
			ui.DrawCard(canvas, th, d, ui.Rect{X: float32(24 + i*262), Y: 104, W: w, H: h}, 1)
		} else {
			ui.DrawCard(canvas, th, d, ui.Rect{X: float32(24 + (i-6)*262), Y: 104 + h + 16, W: ui.CardW, H: ui.CardH}, 1)
			ui.DrawCard(canvas, th, d, ui.Rect{X: float32(24 + (i-6)*262 + ui.CardW + 8), Y: 104 + h + 16, W: ui.MiniCardW, H: ui.MiniCardH}, 1)
		}
	}
	return canvas, nil
}

// tableShot draws the table of game s as seat human sees it (-1: nobody's
// hand face up), the computer players held, hovering (x, y) when x ≥ 0.
func (sh *shooter) tableShot(s *engine.State, human int, x, y int) (*render.TableScreen, error) {
	return sh.tableShotClick(s, human, x, y, ui.Rect{X: 760, Y: 470, W: 1, H: 1})
}

// tableShotClick is tableShot with the click that ends the "Your turn"
// banner at another spot (away from a tall decision bar).
func (sh *shooter) tableShotClick(s *engine.State, human int, x, y int, click ui.Rect) (*render.TableScreen, error) {
	c, err := game.Content()
	if err != nil {
		return nil, err
	}
	cfg := game.Config{Seed: s.Seed}
	for q := range s.Players {
		cfg.Seats = append(cfg.Seats, game.SeatConfig{Human: q == human, Level: "easy"})
	}
	m, err := game.Resume(c, s, cfg)
	if err != nil {
		return nil, err
	}
	defer m.Close()
	app, err := shotApp(s.Seed)
	if err != nil {
		return nil, err
	}
	tbl := render.OpenMatch(app, m)
	tbl.HoldAI(true)
	app.SetScreen(tbl)
	if err := sh.frames(app, 1); err != nil {
		return nil, err
	}
	// A click on the bare table ends the "Your turn" banner.
	if err := sh.clickAt(app, click); err != nil {
		return nil, err
	}
	app.SetInputSource(func() *ui.Input { return &ui.Input{CursorX: x, CursorY: y} })
	return tbl, sh.frames(app, 3)
}

// shotDrinkOnTable: Dale reveals a Wine with a Chaser and a Dragon Breath
// Ale Chaser; it lies in front of him while the table may respond.
func shotDrinkOnTable(sh *shooter) (*ebiten.Image, error) {
	s, err := playto.ScenarioState(`{"seats": [
		{"char": "dale", "hand": ["dale_vermin", "dale_spores", "dale_i_raise"], "drink_me": ["drk_wine_chaser", "drk_dragon_breath"]},
		{"char": "jett"}, {"char": "petra"}, {"char": "terci"}], "active": 0, "phase": "action"}`)
	if err != nil {
		return nil, err
	}
	if err := playto.PlayOn(s, func() bool { return len(s.Drinks) > 0 }, nil); err != nil {
		return nil, err
	}
	tbl, err := sh.tableShot(s, 0, -1, -1)
	if err != nil {
		return nil, err
	}
	if len(tbl.Model().Drinks) != 1 || len(tbl.Model().Drinks[0].Cards) != 2 {
		return nil, errors.New("the Drink and its Chaser are not on the table")
	}
	if n := brightCount(sh.canvas, ui.Rect(tablemodel.Rect(tbl.Model().Drinks[0].Bounds))); n < 2000 {
		return nil, fmt.Errorf("the Drink is not drawn (%d bright pixels)", n)
	}
	return sh.canvas, nil
}

// shotRoundCards: a Round of Gambling under way, the cards played in it
// lying face up under the pot.
func shotRoundCards(sh *shooter) (*ebiten.Image, error) {
	if _, err := roundTable(sh, ""); err != nil {
		return nil, err
	}
	return sh.canvas, nil
}

// roundTable draws Jett's Round of Gambling with Dale's and Petra's "I
// raise!" played into it (options: the scenario's "options" entry, "" for
// none) and checks the Round's cards are on the table.
func roundTable(sh *shooter, options string) (*render.TableScreen, error) {
	if options != "" {
		options = `"options": ` + options + `, "progress": 2, `
	}
	s, err := playto.ScenarioState(`{` + options + `"seats": [
		{"char": "jett", "hand": ["jett_gambling_im_in", "jett_winning_hand", "jett_claws"]},
		{"char": "dale", "hand": ["dale_i_raise"]}, {"char": "petra", "hand": ["petra_i_raise"]}, {"char": "terci"}],
		"active": 0, "phase": "action"}`)
	if err != nil {
		return nil, err
	}
	wanted := "jett_gambling_im_in dale_i_raise petra_i_raise"
	pick := func(d engine.Decision) int {
		for i, o := range d.Options {
			if o.Verb == engine.VerbPlay && strings.Contains(wanted, s.Def(o.Card).ID) {
				return i
			}
		}
		return -1
	}
	if err := playto.PlayOn(s, func() bool { return len(s.RoundPlays()) >= 3 && s.Dec.Seat == 0 }, pick); err != nil {
		return nil, err
	}
	tbl, err := sh.tableShot(s, 0, -1, -1)
	if err != nil {
		return nil, err
	}
	if len(tbl.Model().RoundCards) < 3 {
		return nil, errors.New("the Round's cards are not on the table")
	}
	return tbl, nil
}

// shotNewGame: the New Game screen as it first opens.
func shotNewGame(sh *shooter) (*ebiten.Image, error) {
	app, err := shotApp(1234)
	if err != nil {
		return nil, err
	}
	app.SetScreen(render.NewNewGameScreen(app))
	return sh.canvas, sh.frames(app, 2)
}

// shotOttoNewGame: the New Game screen in the Otto mode, his factions
// explained under his seat.
func shotOttoNewGame(sh *shooter) (*ebiten.Image, error) {
	app, err := shotApp(1234)
	if err != nil {
		return nil, err
	}
	ng := render.NewNewGameScreen(app)
	ng.SetOttoMode(true)
	app.SetScreen(ng)
	return sh.canvas, sh.frames(app, 2)
}

// shotGameOver: a four-player game played out by the computer, its
// game-over dialog over the table.
func shotGameOver(sh *shooter) (*ebiten.Image, error) {
	s, err := playto.ScenarioState(`{"seats": [{"char": "ygella", "fort": 4}, {"char": "jett", "fort": 3}, {"char": "petra", "alc": 17},
		{"char": "terci", "fort": 5}], "active": 0, "phase": "action", "seed": 5}`)
	if err != nil {
		return nil, err
	}
	if err := playto.PlayOn(s, func() bool { return s.Over }, nil); err != nil {
		return nil, err
	}
	tbl, err := sh.tableShot(s, -1, ui.ScreenWidth/2, ui.ScreenHeight/2)
	if err != nil {
		return nil, err
	}
	if tbl.Parts().Zoom.Shown() {
		return nil, errors.New("a card zoom is shown over the game-over dialog")
	}
	return sh.canvas, nil
}

// brightCount counts the card-face pixels (bright parchment) inside r.
func brightCount(img *ebiten.Image, r ui.Rect) int {
	rgba := ui.Capture(img)
	b := image.Rect(int(r.X), int(r.Y), int(r.X+r.W), int(r.Y+r.H)).Intersect(rgba.Bounds())
	n := 0
	for y := b.Min.Y; y < b.Max.Y; y++ {
		for x := b.Min.X; x < b.Max.X; x++ {
			c := rgba.RGBAAt(x, y)
			if c.R > 210 && c.G > 190 && c.B > 150 {
				n++
			}
		}
	}
	return n
}
