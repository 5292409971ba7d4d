package render

import (
	"image"
	"slices"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"undercity/engine"
	"undercity/engine/card"
	"undercity/game"
	"undercity/internal/playto"
	"undercity/render/internal/uitest"
	"undercity/render/newgame"
	"undercity/render/tablemodel"
	"undercity/render/title"
	"undercity/render/ui"
)

// openNewGame goes Title → New Game.
func openNewGame(t *testing.T, seed uint64) (*App, *newgame.Screen) {
	t.Helper()
	app := newTestApp(t, Options{SettingsPath: "-", Seed: seed, SeedSet: true})
	app.settings.AIDelayMS = 0
	app.settings.AnimSpeed = 0
	ts := app.Screen().(*title.Screen)
	cx, cy := ts.Menu().Buttons[ts.Index(title.NewGame)].Rect.Center()
	app.SetInputSource(uitest.Script(uitest.Click(cx, cy)...))
	_, err := drive(t, app, 2)
	require.NoError(t, err)
	ng, ok := app.Screen().(*newgame.Screen)
	require.True(t, ok)
	return app, ng
}

func clickChip(t *testing.T, app *App, c *ui.Chip) {
	t.Helper()
	x, y := c.Rect.Center()
	app.SetInputSource(uitest.Script(uitest.Click(x, y)...))
	for i := 0; i < 2; i++ {
		require.NoError(t, app.Update())
	}
}

func TestNewGameStartsABossBattle(t *testing.T) {
	app, ng := openNewGame(t, 31)
	require.NotNil(t, ng.Chips().TeamChip)
	assert.False(t, ng.Chips().TeamChip.Disabled, "the team variants are offered")
	clickChip(t, app, ng.Chips().TeamChip)
	require.Equal(t, engine.ModeBoss, ng.TeamMode(), "the first variant is Boss Battle")
	c, err := game.Content()
	require.NoError(t, err)
	isBoss := func(id string) bool {
		ci, ok := c.CharIndex(id)
		return ok && c.Chars[ci].BossDeck != ""
	}
	assert.True(t, isBoss(ng.Seats()[0].Char), "the Boss seat holds a Boss")
	require.False(t, ng.Row(0).Next.Disabled, "several characters can be the Boss: the arrows cycle them")
	bosses := map[string]bool{}
	for k := 0; k < len(c.Chars); k++ {
		bosses[ng.Seats()[0].Char] = true
		assert.True(t, isBoss(ng.Seats()[0].Char), "the Boss seat offers only Bosses, not %s", ng.Seats()[0].Char)
		clickChip(t, app, ng.Row(0).Next)
	}
	assert.Greater(t, len(bosses), 1, "the arrows reach more than one Boss")
	assert.False(t, ng.Row(1).Next.Disabled, "a Challenger may be anyone")

	// Every variant: the arrows cycle it and the seats stay valid.
	seen := map[string]bool{}
	for range TeamModes() {
		mode := ng.TeamMode()
		seen[mode] = true
		lo, hi, step := SeatLimits(mode)
		for k := 0; k < 4; k++ {
			clickChip(t, app, ng.Chips().Plus)
		}
		assert.Equal(t, hi, len(ng.Seats()), "%s: + stops at its maximum", mode)
		for k := 0; k < 4; k++ {
			clickChip(t, app, ng.Chips().Minus)
		}
		assert.Equal(t, lo, len(ng.Seats()), "%s: – stops at its minimum", mode)
		clickChip(t, app, ng.Chips().Plus)
		assert.Equal(t, lo+step, len(ng.Seats()), mode)
		chars := make([]string, 0, len(ng.Seats()))
		for _, st := range ng.Seats() {
			chars = append(chars, st.Char)
		}
		_, err := game.ModeSetup(mode, chars, 1, engine.Options{})
		assert.NoError(t, err, "%s with %v is a valid set-up", mode, chars)
		clickChip(t, app, ng.Chips().TeamNext)
	}
	assert.Len(t, seen, len(TeamModes()), "the arrows visit every variant")
	require.Equal(t, engine.ModeBoss, ng.TeamMode())
	assert.Equal(t, "jett", ng.Seats()[1].Char, "a Challenger gets back the character a Boss variant replaced")

	// You play a Challenger against a computer Boss.
	for len(ng.Seats()) > 3 {
		clickChip(t, app, ng.Chips().Minus)
	}
	clickChip(t, app, ng.Row(0).AI)
	clickChip(t, app, ng.Row(1).Human)
	assert.Equal(t, engine.ModeBoss, ng.Config().Mode)
	sx, sy := ng.StartButton().Rect.Center()
	app.SetInputSource(uitest.Script(uitest.Click(sx, sy)...))
	_, err = drive(t, app, 2)
	require.NoError(t, err)
	tbl, ok := app.Screen().(*TableScreen)
	require.True(t, ok, "Start opens the table: %s", ng.Err())
	s := tbl.Match().Snapshot()
	assert.Equal(t, engine.ModeBoss, s.GameMode())
	assert.True(t, s.Players[0].Boss, "seat 1 is the Boss")
	assert.False(t, s.Players[1].Boss)
	assert.True(t, tbl.Match().IsHuman(1), "the human is a Challenger")
	assert.Equal(t, s.Players[1].Team, s.Players[2].Team, "the Challengers are one team")
}

func TestHumanCanBeTheBoss(t *testing.T) {
	app, ng := openNewGame(t, 32)
	require.True(t, ng.SetTeamMode(engine.ModeBoss))
	clickChip(t, app, ng.Row(0).Human)
	for i := 1; i < len(ng.Seats()); i++ {
		clickChip(t, app, ng.Row(i).AI)
	}
	cfg := ng.Config()
	require.NoError(t, func() error { _, err := game.NewMatch(mustContent(t), cfg); return err }())
	assert.True(t, cfg.Seats[0].Human)
	assert.Equal(t, "petra", cfg.Seats[0].Char)
}

func mustContent(t testing.TB) *engine.Content {
	t.Helper()
	c, err := game.Content()
	require.NoError(t, err)
	return c
}

// teamTable starts a table for a mode directly.
func teamTable(t testing.TB, mode string, seats []game.SeatConfig, seed uint64) (*App, *TableScreen) {
	t.Helper()
	app := newTestApp(t, Options{SettingsPath: "-"})
	app.settings.AIDelayMS = 0
	app.settings.AnimSpeed = 0
	m, err := game.NewMatch(mustContent(t), game.Config{Mode: mode, Seed: seed, Seats: seats})
	require.NoError(t, err)
	tbl := OpenMatch(app, m)
	app.SetScreen(tbl)
	app.SetInputSource(uitest.Script())
	return app, tbl
}

// fortPixels counts the Fortitude marker's red in r.
func fortPixels(img image.Image, r image.Rectangle) int {
	n := 0
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			c := img.At(x, y)
			cr, cg, cb, _ := c.RGBA()
			if cr>>8 > 0xb0 && cg>>8 < 0x60 && cb>>8 < 0x50 {
				n++
			}
		}
	}
	return n
}

func TestTeamTableDrawsOneSharedTracker(t *testing.T) {
	app, tbl := teamTable(t, engine.ModeTwoHeaded, []game.SeatConfig{
		{Char: "dale", Level: "easy"}, {Char: "jett", Level: "easy"}, {Char: "terci", Level: "easy"}, {Char: "ygella", Level: "easy"}}, 8)
	tbl.HoldAI(true)
	img, err := drive(t, app, 2)
	require.NoError(t, err)
	leads := probe(tbl).TrackerSeats()
	require.Len(t, leads, 2, "one tracker per team of two")
	s := tbl.Match().Snapshot()
	assert.NotEqual(t, s.Players[leads[0]].Team, s.Players[leads[1]].Team, "each team has its own")
	for q := range s.Players {
		m := tbl.MatRect(q)
		fortRow := uitest.RectOf(ui.Rect{X: m.X + 40, Y: m.Y + 60, W: m.W - 40, H: 20})
		isLead := q == leads[0] || q == leads[1]
		if isLead {
			assert.Positive(t, fortPixels(img, fortRow), "seat %d shows the team's Fortitude", q)
		} else {
			assert.Zero(t, fortPixels(img, fortRow), "seat %d's tracker is covered: it shares its team's", q)
		}
	}
	for _, tm := range []int{0, 1} {
		assert.Len(t, tbl.PotionTokens(tm), 2, "team %d's two Potion Tokens lie on the table", tm)
	}
}

// playTo plays s, seat by passing (or the first option) and the others
// by the Easy computer player, until seat is asked and cond holds.
func playTo(t *testing.T, s *engine.State, seat int, cond func(engine.Decision) bool) bool {
	t.Helper()
	ok, err := playto.PlayUntil(s, seat, cond)
	require.NoError(t, err)
	return ok
}

// resumeTable opens the table on s with seat human and the others Easy
// computer players held still.
func resumeTable(t *testing.T, s *engine.State, mode string, human int) (*App, *TableScreen) {
	t.Helper()
	cfg := game.Config{Seed: s.Seed, Mode: mode}
	for q := range s.Players {
		cfg.Seats = append(cfg.Seats, game.SeatConfig{Human: q == human, Level: "easy"})
	}
	m, err := game.Resume(mustContent(t), s, cfg)
	require.NoError(t, err)
	t.Cleanup(m.Close)
	app := newTestApp(t, Options{SettingsPath: "-"})
	app.settings.AIDelayMS = 0
	app.settings.AnimSpeed = 0
	tbl := OpenMatch(app, m)
	tbl.HoldAI(true)
	app.SetScreen(tbl)
	app.SetInputSource(uitest.Script())
	return app, tbl
}

// The choices are the table model's (tablemodel tests); this clicks a
// token and a choice through the screen.
func TestClickingAPotionTokenAnswersThePotionOption(t *testing.T) {
	m, err := game.NewMatch(mustContent(t), game.Config{Mode: engine.ModeBoss, Seed: 12, Seats: []game.SeatConfig{{Char: "petra"}, {Char: "dale"}, {Char: "jett"}}})
	require.NoError(t, err)
	m.Close()
	s := m.Snapshot().Clone()
	offered := func(d engine.Decision) bool {
		return slices.ContainsFunc(d.Options, func(o engine.Option) bool { return o.Key == "potion:gold" })
	}
	require.True(t, playTo(t, s, 1, offered), "the human Challenger was offered a Potion Token")
	app, tbl := resumeTable(t, s, engine.ModeBoss, 1)
	canvas := ebiten.NewImage(ui.ScreenWidth, ui.ScreenHeight)
	defer canvas.Deallocate()
	step(t, app, canvas, 1)
	require.True(t, tbl.Model().Mine)
	team := tbl.Match().Snapshot().Players[1].Team
	before := tbl.Match().Snapshot().Teams[team]
	toks := tbl.PotionTokens(int(team))
	require.Len(t, toks, int(before.Potions), "one token per Potion")
	labels := []string{}
	for _, k := range tbl.Model().PotionOptions() {
		labels = append(labels, tbl.Model().Dec.Options[k].Key)
	}
	// Click a token: with several potion options it asks which.
	x, y := toks[0].Center()
	app.SetInputSource(uitest.Script(uitest.Click(x, y)...))
	step(t, app, canvas, 2)
	if len(labels) > 1 {
		chips, opts := tbl.PotionPopup()
		require.Len(t, chips, len(labels)+1, "the choices and Cancel: %s", strings.Join(labels, ", "))
		k := -1
		for i, o := range opts {
			if o >= 0 && tbl.Model().Dec.Options[o].Key == "potion:gold" {
				k = i
			}
		}
		require.GreaterOrEqual(t, k, 0)
		assert.Equal(t, "+3 Gold", chips[k].Label)
		cx, cy := chips[k].Rect.Center()
		app.SetInputSource(uitest.Script(uitest.Click(cx, cy)...))
		step(t, app, canvas, 2)
	}
	after := tbl.Match().Snapshot().Teams[team]
	assert.Equal(t, before.Potions-1, after.Potions, "the token was used")
	assert.Equal(t, before.Gold+3, after.Gold, "the team gained 3 Gold")
}

func TestDemoTablesOfEveryVariant(t *testing.T) {
	for _, mode := range TeamModes() {
		app := newTestApp(t, Options{SettingsPath: "-", Demo: true, Mode: mode, Seed: 3, SeedSet: true})
		tbl, ok := app.Screen().(*TableScreen)
		require.True(t, ok, mode)
		assert.Equal(t, mode, tbl.Match().Snapshot().GameMode(), "--demo --mode %s", mode)
		// The table of each variant draws (the computer players held still,
		// not thinking on the test's time).
		tbl.HoldAI(true)
		app.SetInputSource(uitest.Script())
		_, err := drive(t, app, 1)
		require.NoError(t, err, mode)
		tbl.Match().Close()
	}
}

// Where the Boss's Actions go is the table model's (tablemodel tests);
// this checks they are drawn.
func TestBossActionsStayOnTheTableWithACounter(t *testing.T) {
	// The AI's play decides whether the human is asked while the Boss's
	// Actions are out: look through a few deals for one where it is.
	var s *engine.State
	for seed := uint64(21); seed < 61 && s == nil; seed++ {
		m, err := game.NewMatch(mustContent(t), game.Config{Mode: engine.ModeBoss, Seed: seed,
			Seats: []game.SeatConfig{{Char: "petra"}, {Char: "dale"}, {Char: "jett"}, {Char: "terci"}}})
		require.NoError(t, err)
		m.Close()
		c := m.Snapshot().Clone()
		if playTo(t, c, 1, func(engine.Decision) bool { return len(c.Pile(0, engine.PileShown)) > 0 }) {
			s = c
		}
	}
	require.NotNil(t, s, "the Boss played an Action while a Challenger could respond")
	app, tbl := resumeTable(t, s, engine.ModeBoss, 1)
	frame, err := drive(t, app, 2)
	require.NoError(t, err)
	require.Len(t, tbl.Model().BossShown, 1)
	shown := tbl.Model().BossShown[0]
	require.Equal(t, s.Pile(0, engine.PileShown), shown.Cards)
	assert.Positive(t, uitest.BrightPixels(frame, uitest.RectOf(ui.Rect(shown.Rects[0]))), "the card is drawn")
}

func TestHellfireTextFitsOnPetrasMat(t *testing.T) {
	th, err := ui.NewTheme()
	require.NoError(t, err)
	c := mustContent(t)
	r := ComponentRect(ui.Rect{X: 0, Y: 0, W: tablemodel.MatW, H: tablemodel.MatH})
	for _, ch := range c.Chars {
		for _, tr := range []*card.Tracker{ch.Hellfire, ch.BossHellfire} {
			if tr == nil {
				continue
			}
			fire := "Fire: " + tr.Text
			st := ui.FitWrapped(th, fire, int(r.W-102), int(r.H-2), ui.TextStyle{Size: 11})
			_, h := th.MeasureWrapped(fire, int(r.W-102), st)
			assert.LessOrEqual(t, h, int(r.H-2), "%s: %q fits", ch.ID, fire)
			assert.GreaterOrEqual(t, st.Size, 8.0, "%s: still readable", ch.ID)
		}
	}
}
