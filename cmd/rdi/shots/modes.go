package shots

import (
	"errors"
	"fmt"
	"slices"
	"time"
	"undercity/render"
	"undercity/render/newgame"

	"github.com/hajimehoshi/ebiten/v2"

	"undercity/engine"
	"undercity/game"
	"undercity/internal/playto"
	"undercity/render/ui"
)

// Shots of the other modes: Otto at the table (a target, his revealed
// boxes, the pass-out reward), the team variants' New Game, and a Boss
// Battle's Potion Tokens and shown Actions, the team variants' tables.

// Scenarios the Otto shots (and the Otto tests) start from; seat 0 is the
// human.
var (
	clawsOnOtto         = scenarioFile("claws-on-otto.json")
	ottoPassesOutOnJett = scenarioFile("otto-passes-out-on-jett.json")
	ottoGambles         = scenarioFile("otto-gambles.json")
)

// secondsApp is a shot's App whose clock moves a second per Update (the
// "Your turn" moment passes in a tick).
func secondsApp(seed uint64) (*render.App, error) {
	app, err := shotApp(seed)
	if err != nil {
		return nil, err
	}
	app.SetClock(func() time.Time { return shotEpoch.Add(time.Duration(app.Ticks()) * time.Second) })
	return app, nil
}

// modeScenarioTable opens a scenario's table, seat 0 the human.
func modeScenarioTable(js string) (*render.App, *render.TableScreen, error) {
	app, err := secondsApp(1)
	if err != nil {
		return nil, nil, err
	}
	m, err := game.MatchFromScenario([]byte(js), 0)
	if err != nil {
		return nil, nil, err
	}
	tbl := render.OpenMatch(app, m)
	app.SetScreen(tbl)
	return app, tbl, nil
}

// shotOttoTable: Dale and Jett with Otto at the head of the table, his
// steel mat with a track facing each player.
func shotOttoTable(sh *shooter) (*ebiten.Image, error) {
	app, err := secondsApp(7)
	if err != nil {
		return nil, err
	}
	c, err := game.Content()
	if err != nil {
		return nil, err
	}
	m, err := game.NewMatch(c, render.OttoConfig([]game.SeatConfig{{Char: "dale", Human: true}, {Char: "jett", Level: "easy"}}, 7, engine.Options{}, nil))
	if err != nil {
		return nil, err
	}
	defer m.Close()
	tbl := render.OpenMatch(app, m)
	tbl.HoldAI(true)
	app.SetScreen(tbl)
	if err := sh.frames(app, 3); err != nil {
		return nil, err
	}
	if o := tbl.View().OttoSeat(); o != 2 || tbl.MatRect(o) != render.OttoMatRect {
		return nil, errors.New("Otto's mat is not at the head of the table")
	}
	return sh.canvas, nil
}

// ottoClaws plays Sorry 'bout the claws from Jett's hand: it stops when
// Jett picks the target (Otto's mat lit among the targets) or, when
// reveal is set, once Otto's mat is clicked and his revealed card lights
// its Sometimes box.
func (sh *shooter) ottoClaws(reveal bool) (*ebiten.Image, error) {
	app, tbl, err := modeScenarioTable(clawsOnOtto)
	if err != nil {
		return nil, err
	}
	defer tbl.Match().Close()
	otto := tbl.View().OttoSeat()
	deadline := time.Now().Add(time.Minute)
	targeted := false
	for !targeted {
		if time.Now().After(deadline) {
			return nil, errors.New("Jett was not asked for a target in a minute")
		}
		if err := sh.frames(app, 1); err != nil {
			return nil, err
		}
		if !tbl.Model().Mine {
			time.Sleep(time.Millisecond)
			continue
		}
		switch d := tbl.Model().Dec; {
		case d.Kind == engine.DecAction && len(tbl.View().Players[0].Hand) > 0:
			r, _ := tbl.HandCard(tbl.View().Players[0].Hand[0])
			if err := sh.clickAt(app, r); err != nil {
				return nil, err
			}
		case d.Kind == engine.DecTarget:
			if _, ok := tbl.Model().SeatOpts[otto]; !ok {
				return nil, errors.New("Otto is not a target")
			}
			if !reveal {
				return sh.canvas, sh.frames(app, 1)
			}
			if err := sh.clickAt(app, tbl.MatRect(otto)); err != nil {
				return nil, err
			}
			targeted = true
		case tbl.Model().PassOption() >= 0:
			tbl.Answer(tbl.Model().PassOption())
		}
	}
	for {
		if time.Now().After(deadline) {
			return nil, errors.New("Otto revealed no card in a minute")
		}
		if pl, ok := render.OttoReveal(tbl.View()); ok {
			if pl.Mode != 1 {
				return nil, fmt.Errorf("Otto answered with box %d, not his Sometimes box", pl.Mode)
			}
			return sh.canvas, sh.frames(app, 2)
		}
		if tbl.Model().Mine && tbl.Model().PassOption() >= 0 {
			tbl.Answer(tbl.Model().PassOption())
		}
		if err := sh.frames(app, 1); err != nil {
			return nil, err
		}
		time.Sleep(time.Millisecond)
	}
}

// shotOttoTarget: Jett's Sorry 'bout the claws picks its target, Otto's
// mat among them.
func shotOttoTarget(sh *shooter) (*ebiten.Image, error) { return sh.ottoClaws(false) }

// shotOttoReveal: Otto answers the claws with the Sometimes box of the
// card he reveals, lit on his mat.
func shotOttoReveal(sh *shooter) (*ebiten.Image, error) { return sh.ottoClaws(true) }

// shotOttoReward: Otto's own Drink passes him out on Jett's track: Jett
// chooses the reward with two large buttons.
func shotOttoReward(sh *shooter) (*ebiten.Image, error) {
	app, tbl, err := modeScenarioTable(ottoPassesOutOnJett)
	if err != nil {
		return nil, err
	}
	defer tbl.Match().Close()
	deadline := time.Now().Add(time.Minute)
	for !tbl.Model().Reward {
		if time.Now().After(deadline) {
			return nil, errors.New("Jett was not offered the reward in a minute")
		}
		if tbl.Model().Mine && tbl.Model().PassOption() >= 0 {
			tbl.Answer(tbl.Model().PassOption())
		}
		if err := sh.frames(app, 1); err != nil {
			return nil, err
		}
		time.Sleep(time.Millisecond)
	}
	return sh.canvas, sh.frames(app, 2)
}

// shotOttoGambling: Jett starts a Round of Gambling and Otto answers it
// with his Gambling box, lit on his mat.
func shotOttoGambling(sh *shooter) (*ebiten.Image, error) {
	app, tbl, err := modeScenarioTable(ottoGambles)
	if err != nil {
		return nil, err
	}
	defer tbl.Match().Close()
	deadline := time.Now().Add(time.Minute)
	played := false
	for {
		if time.Now().After(deadline) {
			return nil, errors.New("Otto did not answer the Round in a minute")
		}
		if err := sh.frames(app, 1); err != nil {
			return nil, err
		}
		pl, ok := render.OttoReveal(tbl.View())
		gambled := ok && pl.Mode == 2
		if gambled && tbl.Model().Mine {
			if !tbl.View().Round.Active {
				return nil, errors.New("the Round of Gambling is over")
			}
			return sh.canvas, sh.frames(app, 2)
		}
		if !tbl.Model().Mine {
			time.Sleep(time.Millisecond)
			continue
		}
		switch d := tbl.Model().Dec; {
		case !played && d.Kind == engine.DecAction:
			k := slices.IndexFunc(d.Options, func(o engine.Option) bool { return o.Verb == engine.VerbPlay })
			if k < 0 {
				return nil, errors.New("Jett cannot start the Round")
			}
			tbl.Answer(k)
			played = true
		case d.Kind == engine.DecRespond && !gambled && tbl.Model().PassOption() >= 0:
			tbl.Answer(tbl.Model().PassOption())
		}
	}
}

// teamNewGame opens the New Game screen on a team variant.
func (sh *shooter) teamNewGame(mode string) (*render.App, *newgame.Screen, error) {
	app, err := shotApp(31)
	if err != nil {
		return nil, nil, err
	}
	ng := render.NewNewGameScreen(app)
	app.SetScreen(ng)
	if err := sh.frames(app, 1); err != nil {
		return nil, nil, err
	}
	if teamChip(ng) == nil {
		return nil, nil, errors.New("no team variants are offered")
	}
	if err := sh.clickAt(app, teamChip(ng).Rect); err != nil {
		return nil, nil, err
	}
	for k := 0; ng.TeamMode() != mode; k++ {
		if k > len(render.TeamModes()) {
			return nil, nil, fmt.Errorf("the arrows never reach %s", mode)
		}
		if err := sh.clickAt(app, teamNext(ng).Rect); err != nil {
			return nil, nil, err
		}
	}
	return app, ng, nil
}

// shotNewGameTeams is the New Game screen on a team variant, with one seat
// more than its fewest.
func shotNewGameTeams(mode string) func(sh *shooter) (*ebiten.Image, error) {
	return func(sh *shooter) (*ebiten.Image, error) {
		app, ng, err := sh.teamNewGame(mode)
		if err != nil {
			return nil, err
		}
		lo, _, step := render.SeatLimits(mode)
		for len(ng.Seats()) > lo {
			if err := sh.clickAt(app, seatMinus(ng).Rect); err != nil {
				return nil, err
			}
		}
		if err := sh.clickAt(app, seatPlus(ng).Rect); err != nil {
			return nil, err
		}
		if len(ng.Seats()) != lo+step {
			return nil, fmt.Errorf("%s: %d seats, want %d", mode, len(ng.Seats()), lo+step)
		}
		return sh.canvas, sh.frames(app, 1)
	}
}

// shotNewGameBoss: a Boss Battle on the New Game screen, you a Challenger
// against a computer Boss.
func shotNewGameBoss(sh *shooter) (*ebiten.Image, error) {
	app, ng, err := sh.teamNewGame(engine.ModeBoss)
	if err != nil {
		return nil, err
	}
	for len(ng.Seats()) > 3 {
		if err := sh.clickAt(app, seatMinus(ng).Rect); err != nil {
			return nil, err
		}
	}
	for _, c := range []*ui.Chip{seatAI(ng, 0), seatHuman(ng, 1)} {
		if err := sh.clickAt(app, c.Rect); err != nil {
			return nil, err
		}
	}
	if cfg := ng.Config(); cfg.Mode != engine.ModeBoss || !cfg.Seats[1].Human || cfg.Seats[0].Human {
		return nil, errors.New("the Boss Battle is not set up with a human Challenger")
	}
	return sh.canvas, sh.frames(app, 1)
}

// resumedTable opens the table on s in mode with seat human and the others
// Easy computer players held still; the caller closes the match.
func resumedTable(s *engine.State, mode string, human int) (*render.App, *render.TableScreen, error) {
	c, err := game.Content()
	if err != nil {
		return nil, nil, err
	}
	cfg := game.Config{Seed: s.Seed, Mode: mode}
	for q := range s.Players {
		cfg.Seats = append(cfg.Seats, game.SeatConfig{Human: q == human, Level: "easy"})
	}
	m, err := game.Resume(c, s, cfg)
	if err != nil {
		return nil, nil, err
	}
	app, err := secondsApp(s.Seed)
	if err != nil {
		m.Close()
		return nil, nil, err
	}
	tbl := render.OpenMatch(app, m)
	tbl.HoldAI(true)
	app.SetScreen(tbl)
	return app, tbl, nil
}

// bossGame is a Boss Battle of Petra against seats' characters, dealt
// with seed.
func bossGame(seed uint64, chars ...string) (*engine.State, error) {
	return modeGame(engine.ModeBoss, seed, append([]string{"petra"}, chars...)...)
}

// modeGame is a game of mode with chars in seat order, dealt with seed.
func modeGame(mode string, seed uint64, chars ...string) (*engine.State, error) {
	return modeGameWith(mode, engine.Options{}, seed, chars...)
}

// modeGameWith is modeGame with the game options opts.
func modeGameWith(mode string, opts engine.Options, seed uint64, chars ...string) (*engine.State, error) {
	var seats []game.SeatConfig
	for _, ch := range chars {
		seats = append(seats, game.SeatConfig{Char: ch})
	}
	c, err := game.Content()
	if err != nil {
		return nil, err
	}
	m, err := game.NewMatch(c, game.Config{Mode: mode, Seed: seed, Seats: seats, Opts: opts})
	if err != nil {
		return nil, err
	}
	m.Close()
	return m.Snapshot().Clone(), nil
}

// shotTeamTable: a team variant's table at the human's (seat 0) first
// Action: the teams' banners and shared trackers, the teammate's hand face
// up beside the Drink Deck.
func shotTeamTable(mode string, chars ...string) func(sh *shooter) (*ebiten.Image, error) {
	return func(sh *shooter) (*ebiten.Image, error) {
		s, err := modeGame(mode, 5, chars...)
		if err != nil {
			return nil, err
		}
		if ok, err := playto.PlayUntil(s, 0, func(d engine.Decision) bool { return d.Kind == engine.DecAction }); err != nil || !ok {
			return nil, errors.Join(err, errors.New("the human was never asked for an Action"))
		}
		app, tbl, err := resumedTable(s, mode, 0)
		if err != nil {
			return nil, err
		}
		defer tbl.Match().Close()
		if err := sh.frames(app, 2); err != nil {
			return nil, err
		}
		if len(tbl.Model().MateHands) == 0 {
			return nil, errors.New("the teammate's hand is not shown")
		}
		if tm := tbl.Model().TeamOf(tbl.View().Players[0].Team); tm == nil || len(tm.Banners) == 0 {
			return nil, errors.New("the human's team has no banner")
		}
		return sh.canvas, nil
	}
}

// shotBossPotion: a Challenger clicked one of the team's Potion Tokens and
// picks what it does.
func shotBossPotion(sh *shooter) (*ebiten.Image, error) {
	s, err := bossGame(12, "dale", "jett")
	if err != nil {
		return nil, err
	}
	offered := func(d engine.Decision) bool {
		return slices.ContainsFunc(d.Options, func(o engine.Option) bool { return o.Verb == engine.VerbPotion && o.Word == engine.WordGold })
	}
	if ok, err := playto.PlayUntil(s, 1, offered); err != nil || !ok {
		return nil, errors.Join(err, errors.New("Dale was not offered a Potion Token"))
	}
	app, tbl, err := resumedTable(s, engine.ModeBoss, 1)
	if err != nil {
		return nil, err
	}
	defer tbl.Match().Close()
	if err := sh.frames(app, 1); err != nil {
		return nil, err
	}
	toks := tbl.PotionTokens(int(tbl.View().Players[1].Team))
	if len(toks) == 0 {
		return nil, errors.New("no Potion Token lies on the table")
	}
	if err := sh.clickAt(app, toks[0]); err != nil {
		return nil, err
	}
	if chips, _ := tbl.PotionPopup(); len(chips) < 3 {
		return nil, errors.New("the token's choices are not shown")
	}
	return sh.canvas, nil
}

// shotBossActions: the Boss's Actions stay on the table, with a counter,
// while a Challenger may respond.
func shotBossActions(sh *shooter) (*ebiten.Image, error) {
	var s *engine.State
	for seed := uint64(21); seed < 61 && s == nil; seed++ {
		c, err := bossGame(seed, "dale", "jett", "terci")
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
	if len(tbl.Model().BossShown) != 1 {
		return nil, errors.New("the Boss's Actions are not shown")
	}
	if r := ui.Rect(tbl.Model().BossShown[0].Rects[0]); brightCount(sh.canvas, r) == 0 {
		return nil, errors.New("the Boss's Action is not drawn")
	}
	return sh.canvas, nil
}

// shotBossVersusBoss: Boss Versus Boss with the four villains of RDI 6,
// played a few turns in: Vlazlo's Blood and form decks, Amundyr's Scarabs
// on their holders, Torglesnarf's Minions and Daareka, each a Boss.
func shotBossVersusBoss(sh *shooter) (*ebiten.Image, error) {
	c, err := game.Content()
	if err != nil {
		return nil, err
	}
	seats := []game.SeatConfig{{Char: "vlazlo", Human: true}, {Char: "amundyr"}, {Char: "torglesnarf"}, {Char: "daareka"}}
	m, err := game.NewMatch(c, game.Config{Mode: engine.ModeBossVsBoss, Seed: 9, Seats: seats})
	if err != nil {
		return nil, err
	}
	m.Close()
	s := m.Snapshot().Clone()
	ok, err := playto.PlayUntil(s, 0, func(d engine.Decision) bool { return s.TurnNo >= 7 && d.Kind == engine.DecAction })
	if err != nil || !ok {
		return nil, errors.Join(err, errors.New("Vlazlo never reached his Action Phase after turn 7"))
	}
	app, tbl, err := resumedTable(s, engine.ModeBossVsBoss, 0)
	if err != nil {
		return nil, err
	}
	defer tbl.Match().Close()
	if err := sh.frames(app, 3); err != nil {
		return nil, err
	}
	return sh.canvas, nil
}

// The New Game screen's chips a shot clicks.
func teamChip(ng *newgame.Screen) *ui.Chip  { c, _ := ng.TeamChips(); return c }
func teamNext(ng *newgame.Screen) *ui.Chip  { _, n := ng.TeamChips(); return n }
func seatMinus(ng *newgame.Screen) *ui.Chip { m, _ := ng.SeatCount(); return m }
func seatPlus(ng *newgame.Screen) *ui.Chip  { _, p := ng.SeatCount(); return p }
func seatAI(ng *newgame.Screen, i int) *ui.Chip {
	ai, _ := ng.SeatChips(i)
	return ai
}
func seatHuman(ng *newgame.Screen, i int) *ui.Chip {
	_, h := ng.SeatChips(i)
	return h
}
