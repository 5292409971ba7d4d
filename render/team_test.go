package render

import (
	"fmt"
	"image"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"undercity/engine"
	"undercity/engine/card"
	"undercity/game"
	"undercity/game/scenario"
)

// openNewGame goes Title → New Game.
func openNewGame(t *testing.T, seed uint64) (*App, *NewGameScreen) {
	t.Helper()
	app := newTestApp(t, Options{SettingsPath: "-", Seed: seed, SeedSet: true})
	app.settings.AIDelayMS = 0
	app.settings.AnimSpeed = 0
	title := app.Screen().(*TitleScreen)
	cx, cy := title.Menu().Buttons[title.Index(TitleNewGame)].Rect.Center()
	app.SetInputSource(script(click(cx, cy)...))
	_, err := drive(t, app, 2)
	require.NoError(t, err)
	ng, ok := app.Screen().(*NewGameScreen)
	require.True(t, ok)
	return app, ng
}

func clickChip(t *testing.T, app *App, c *Chip) {
	t.Helper()
	x, y := c.Rect.Center()
	app.SetInputSource(script(click(x, y)...))
	for i := 0; i < 2; i++ {
		require.NoError(t, app.Update())
	}
}

func TestNewGameStartsABossBattle(t *testing.T) {
	app, ng := openNewGame(t, 31)
	require.NotNil(t, ng.team.chip)
	assert.False(t, ng.team.chip.Disabled, "the team variants are offered")
	clickChip(t, app, ng.team.chip)
	require.Equal(t, engine.ModeBoss, ng.TeamMode(), "the first variant is Boss Battle")
	assert.Equal(t, "petra", ng.Seats()[0].Char, "the Boss seat holds a Boss")
	assert.True(t, ng.rows[0].next.Disabled, "Petra is the only Boss: nothing to cycle")
	assert.False(t, ng.rows[1].next.Disabled, "a Challenger may be anyone")

	// Every variant: the arrows cycle it and the seats stay valid.
	seen := map[string]bool{}
	for range teamModes {
		mode := ng.TeamMode()
		seen[mode] = true
		lo, hi, step := seatLimits(mode)
		for k := 0; k < 4; k++ {
			clickChip(t, app, ng.plus)
		}
		assert.Equal(t, hi, len(ng.Seats()), "%s: + stops at its maximum", mode)
		for k := 0; k < 4; k++ {
			clickChip(t, app, ng.minus)
		}
		assert.Equal(t, lo, len(ng.Seats()), "%s: – stops at its minimum", mode)
		clickChip(t, app, ng.plus)
		assert.Equal(t, lo+step, len(ng.Seats()), mode)
		chars := make([]string, 0, len(ng.Seats()))
		for _, st := range ng.Seats() {
			chars = append(chars, st.Char)
		}
		_, err := game.ModeSetup(mode, chars, 1, engine.Options{})
		assert.NoError(t, err, "%s with %v is a valid set-up", mode, chars)
		if mode == engine.ModeTwoHeaded || mode == engine.ModeLeadersLackeys {
			frame, err := drive(t, app, 1)
			require.NoError(t, err)
			saveShot(t, frame, "new-game-"+mode+".png")
		}
		clickChip(t, app, ng.team.next)
	}
	assert.Len(t, seen, len(teamModes), "the arrows visit every variant")
	require.Equal(t, engine.ModeBoss, ng.TeamMode())
	assert.Equal(t, "jett", ng.Seats()[1].Char, "a Challenger gets back the character a Boss variant replaced")

	// You play a Challenger against a computer Boss.
	for len(ng.Seats()) > 3 {
		clickChip(t, app, ng.minus)
	}
	clickChip(t, app, ng.rows[0].ai)
	clickChip(t, app, ng.rows[1].human)
	assert.Equal(t, engine.ModeBoss, ng.Config().Mode)
	frame, err := drive(t, app, 1)
	require.NoError(t, err)
	saveShot(t, frame, "new-game-boss.png")
	sx, sy := ng.StartButton().Rect.Center()
	app.SetInputSource(script(click(sx, sy)...))
	_, err = drive(t, app, 2)
	require.NoError(t, err)
	tbl, ok := app.Screen().(*TableScreen)
	require.True(t, ok, "Start opens the table: %s", ng.err)
	s := tbl.snap
	assert.Equal(t, engine.ModeBoss, s.GameMode())
	assert.True(t, s.Players[0].Boss, "seat 1 is the Boss")
	assert.False(t, s.Players[1].Boss)
	assert.True(t, tbl.match.IsHuman(1), "the human is a Challenger")
	assert.Equal(t, s.Players[1].Team, s.Players[2].Team, "the Challengers are one team")
}

func TestHumanCanBeTheBoss(t *testing.T) {
	app, ng := openNewGame(t, 32)
	require.True(t, ng.SetTeamMode(engine.ModeBoss))
	clickChip(t, app, ng.rows[0].human)
	for i := 1; i < len(ng.Seats()); i++ {
		clickChip(t, app, ng.rows[i].ai)
	}
	cfg := ng.Config()
	require.NoError(t, func() error { _, err := game.NewMatch(mustContent(t), cfg); return err }())
	assert.True(t, cfg.Seats[0].Human)
	assert.Equal(t, "petra", cfg.Seats[0].Char)
}

func mustContent(t *testing.T) *engine.Content {
	t.Helper()
	c, err := game.Content()
	require.NoError(t, err)
	return c
}

// teamTable starts a table for a mode directly.
func teamTable(t *testing.T, mode string, seats []game.SeatConfig, seed uint64) (*App, *TableScreen) {
	t.Helper()
	app := newTestApp(t, Options{SettingsPath: "-"})
	app.settings.AIDelayMS = 0
	app.settings.AnimSpeed = 0
	m, err := game.NewMatch(mustContent(t), game.Config{Mode: mode, Seed: seed, Seats: seats})
	require.NoError(t, err)
	tbl := newTable(app, m)
	app.SetScreen(tbl)
	app.SetInputSource(script())
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
	tbl.aiHold = true
	img, err := drive(t, app, 2)
	require.NoError(t, err)
	leads := tbl.TrackerSeats()
	require.Len(t, leads, 2, "one tracker per team of two")
	s := tbl.snap
	assert.NotEqual(t, s.Players[leads[0]].Team, s.Players[leads[1]].Team, "each team has its own")
	for q := range s.Players {
		m := tbl.MatRect(q)
		fortRow := rectOf(Rect{m.X + 40, m.Y + 60, m.W - 40, 20})
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

func TestClickingAPotionTokenAnswersThePotionOption(t *testing.T) {
	app, tbl := teamTable(t, engine.ModeBoss, []game.SeatConfig{
		{Char: "petra", Level: "easy"}, {Char: "dale", Human: true}, {Char: "jett", Level: "easy"}}, 12)
	canvas := ebiten.NewImage(ScreenWidth, ScreenHeight)
	defer canvas.Deallocate()
	var gold []int
	for i := 0; i < 500 && !tbl.snap.Over; i++ {
		require.NoError(t, tbl.match.RunUntilHuman(10*time.Second))
		step(t, app, canvas, 1)
		if !tbl.mine {
			continue
		}
		for _, k := range tbl.potionOptions() {
			if tbl.dec.Options[k].Key == "potion:gold" {
				gold = append(gold, k)
			}
		}
		if len(gold) > 0 {
			break
		}
		if k := tbl.passOption(); k >= 0 {
			tbl.answer(k)
		} else {
			tbl.answer(0)
		}
	}
	require.NotEmpty(t, gold, "the human Challenger was offered a Potion Token")
	canvas.Clear()
	app.Draw(canvas)
	team := tbl.snap.Players[1].Team
	before := tbl.snap.Teams[team]
	toks := tbl.PotionTokens(int(team))
	require.Len(t, toks, int(before.Potions), "one token per Potion")
	labels := []string{}
	for _, k := range tbl.potionOptions() {
		labels = append(labels, tbl.dec.Options[k].Key)
	}
	// Click a token: with several potion options it asks which.
	x, y := toks[0].Center()
	app.SetInputSource(script(click(x, y)...))
	step(t, app, canvas, 2)
	if len(labels) > 1 {
		chips, opts := tbl.PotionPopup()
		require.Len(t, chips, len(labels)+1, "the choices and Cancel: %s", strings.Join(labels, ", "))
		k := -1
		for i, o := range opts {
			if o >= 0 && tbl.dec.Options[o].Key == "potion:gold" {
				k = i
			}
		}
		require.GreaterOrEqual(t, k, 0)
		canvas.Clear()
		app.Draw(canvas)
		saveShot(t, Capture(canvas), "boss-potion.png")
		assert.Equal(t, "+3 Gold", chips[k].Label)
		cx, cy := chips[k].Rect.Center()
		app.SetInputSource(script(click(cx, cy)...))
		step(t, app, canvas, 2)
	}
	after := tbl.snap.Teams[team]
	assert.Equal(t, before.Potions-1, after.Potions, "the token was used")
	assert.Equal(t, before.Gold+3, after.Gold, "the team gained 3 Gold")
	found := false
	for _, e := range tbl.snap.Log {
		found = found || strings.Contains(e.Text, "uses a Potion Token")
	}
	assert.True(t, found, "the log tells of the Potion")
}

func TestDemoTablesOfEveryVariant(t *testing.T) {
	for _, mode := range teamModes {
		app := newTestApp(t, Options{SettingsPath: "-", Demo: true, Mode: mode, Seed: 3, SeedSet: true})
		app.SetInputSource(script())
		_, err := drive(t, app, 3)
		require.NoError(t, err, mode)
		tbl, ok := app.Screen().(*TableScreen)
		require.True(t, ok, mode)
		want := mode
		assert.Equal(t, want, tbl.snap.GameMode(), "--demo --mode %s", mode)
		if engine.TeamMode(mode) {
			assert.Len(t, tbl.TrackerSeats(), len(tbl.teams()), "%s: one tracker per team", mode)
		} else {
			assert.Len(t, tbl.TrackerSeats(), tbl.snap.NumSeats(), "%s: each Boss on their own", mode)
		}
		tbl.match.Close()
	}
}

func TestChampionIsPickedByClickingTheTeammatesMat(t *testing.T) {
	const js = `{"name": "champion", "mode": "two-headed",
	  "seats": [
	    {"char": "jett", "team": 0, "hand": ["jett_gambling_im_in"]},
	    {"char": "terci", "team": 0},
	    {"char": "dale", "team": 1},
	    {"char": "ygella", "team": 1}],
	  "active": 0, "phase": "action"}`
	f, err := scenario.Parse([]byte(js))
	require.NoError(t, err)
	c := mustContent(t)
	s, err := engine.NewScenario(c, f.Scenario)
	require.NoError(t, err)
	d, ok := s.Pending()
	require.True(t, ok)
	if d.Kind == engine.DecChoose && len(d.Options) > 0 && strings.HasPrefix(d.Options[0].Key, "teammate:") {
		require.NoError(t, s.Answer("teammate:seat0"), "Jett takes his Action Phase first")
		d, _ = s.Pending()
	}
	played := false
	for _, o := range d.Options {
		if strings.HasPrefix(o.Key, "play:") && !played {
			require.NoError(t, s.Answer(o.Key))
			played = true
		}
	}
	require.True(t, played, "Jett starts a Round of Gambling: %+v", d)
	d, ok = s.Pending()
	require.True(t, ok)
	require.Equal(t, engine.DecChampion, d.Kind, "the other team picks its Champion")
	require.Equal(t, 2, d.Seat)
	cfg := game.Config{Seed: 1, Mode: engine.ModeTwoHeaded}
	for i, st := range f.Seats {
		cfg.Seats = append(cfg.Seats, game.SeatConfig{Char: st.Char, Human: i == 2, Level: "easy"})
	}
	m, err := game.Resume(c, s, cfg)
	require.NoError(t, err)
	app := newTestApp(t, Options{SettingsPath: "-"})
	tbl := newTable(app, m)
	app.SetScreen(tbl)
	tbl.aiHold = true
	app.SetInputSource(script())
	frame, err := drive(t, app, 1)
	require.NoError(t, err)
	require.True(t, tbl.mine, "Dale is asked at the table")
	saveShot(t, frame, "champion.png")
	_, ygellaOffered := tbl.seatOpts[3]
	require.True(t, ygellaOffered, "the teammate's mat is a choice")
	x, y := tbl.MatRect(3).Center()
	app.SetInputSource(script(click(x, y)...))
	_, err = drive(t, app, 2)
	require.NoError(t, err)
	found := false
	for _, e := range tbl.snap.Log {
		found = found || strings.Contains(e.Text, "Ygella is their team's Champion")
	}
	assert.True(t, found, "clicking Ygella's mat made her the Champion")
}

func TestHumanTeammatesSeeEachOthersHands(t *testing.T) {
	app, tbl := teamTable(t, engine.ModeTwoHeaded, []game.SeatConfig{
		{Char: "dale", Human: true}, {Char: "jett", Human: true}, {Char: "terci", Level: "easy"}, {Char: "ygella", Level: "easy"}}, 5)
	tbl.aiHold = true
	_, err := drive(t, app, 2)
	require.NoError(t, err)
	hs := tbl.handSeat()
	require.GreaterOrEqual(t, hs, 0)
	mate := 1 - hs
	require.Contains(t, tbl.team.mateHands, mate, "the teammate's hand is shown")
	assert.Equal(t, tbl.snap.Players[mate].Hand, tbl.team.mateHands[mate], "face up, as it is")
	assert.Len(t, tbl.team.mateHands, 1, "no opponent's hand is shown")
	assert.Len(t, tbl.team.handRects[mate], len(tbl.snap.Players[mate].Hand), "each card is drawn")
	assert.False(t, tbl.curtainOn, "no curtain between teammates")
}

// bossShowsAnAction plays a Boss Battle (seed) with a human Challenger who
// passes, until the human is asked something while the Boss's played
// Actions lie face up; it reports whether that happened.
func bossShowsAnAction(t *testing.T, canvas *ebiten.Image, seed uint64) (*App, *TableScreen, bool) {
	app, tbl := teamTable(t, engine.ModeBoss, []game.SeatConfig{
		{Char: "petra", Level: "easy"}, {Char: "dale", Human: true}, {Char: "jett", Level: "easy"}, {Char: "terci", Level: "easy"}}, seed)
	for i := 0; i < 500 && !tbl.snap.Over; i++ {
		require.NoError(t, tbl.match.RunUntilHuman(10*time.Second))
		step(t, app, canvas, 1)
		if len(tbl.snap.Players[0].Shown) > 0 && tbl.mine {
			return app, tbl, true
		}
		if !tbl.mine {
			continue
		}
		if k := tbl.passOption(); k >= 0 {
			tbl.answer(k)
		} else {
			tbl.answer(0)
		}
	}
	tbl.match.Close()
	return app, tbl, false
}

func TestBossActionsStayOnTheTableWithACounter(t *testing.T) {
	canvas := ebiten.NewImage(ScreenWidth, ScreenHeight)
	defer canvas.Deallocate()
	// The AI's play decides whether the human is asked while the Boss's
	// Actions are out: look through a few deals for one where it is.
	var app *App
	var tbl *TableScreen
	seen := false
	for seed := uint64(21); seed < 61 && !seen; seed++ {
		app, tbl, seen = bossShowsAnAction(t, canvas, seed)
	}
	require.True(t, seen, "the Boss played an Action while a Challenger could respond")
	defer tbl.match.Close()
	canvas.Clear()
	app.Draw(canvas)
	boss := tbl.snap.Players[0]
	assert.Len(t, tbl.team.shownIDs, len(boss.Shown), "each Action the Boss played lies face up")
	assert.Equal(t, boss.Shown, tbl.team.shownIDs)
	assert.GreaterOrEqual(t, boss.ActionsMax, boss.Actions)
	assert.Positive(t, brightPixels(Capture(canvas), rectOf(tbl.team.shown[0])), "the card is drawn")
	saveShot(t, Capture(canvas), "boss-actions.png")
}

// overlaps reports whether two rectangles share any area.
func overlaps(a, b Rect) bool {
	return a.X < b.X+b.W && b.X < a.X+a.W && a.Y < b.Y+b.H && b.Y < a.Y+a.H
}

func TestTeammatesSitNextToTheBottomSeat(t *testing.T) {
	for _, tc := range []struct {
		mode  string
		chars []string
	}{
		{engine.ModeTwoHeaded, []string{"dale", "jett", "terci", "ygella"}},
		{engine.ModeTwoHeaded, []string{"dale", "jett", "terci", "ygella", "petra", "dale"}},
		{engine.ModeLeadersLackeys, []string{"petra", "dale", "petra", "ygella"}},
		{engine.ModeBoss, []string{"petra", "dale", "jett", "terci"}},
		{engine.ModeTwoHeadedBoss, []string{"petra", "petra", "petra", "petra"}},
	} {
		var seats []game.SeatConfig
		for _, ch := range tc.chars {
			seats = append(seats, game.SeatConfig{Char: ch, Level: "easy"})
		}
		_, tbl := teamTable(t, tc.mode, seats, 5)
		tbl.aiHold = true
		tbl.match.Close()
		s := tbl.snap
		n := s.NumSeats()
		for b := 0; b < n; b++ {
			name := fmt.Sprintf("%s, %d seats, bottom %d", tc.mode, n, b)
			tbl.bottom = b
			tbl.layout()
			for p := 0; p < n; p++ {
				m := tbl.MatRect(p)
				assert.True(t, m.X >= 0 && m.Y >= 0 && m.X+m.W <= tableRight && m.Y+m.H <= ScreenHeight, "%s: seat %d on the table", name, p)
				for q := p + 1; q < n; q++ {
					assert.False(t, overlaps(m, tbl.MatRect(q)), "%s: mats %d and %d overlap", name, p, q)
				}
			}
			bt := s.Players[b].Team
			var mates []int
			for q := 0; q < n; q++ {
				if q != b && s.Players[q].Team == bt {
					mates = append(mates, q)
				}
			}
			if len(mates) == 0 {
				assert.Equal(t, -1, tbl.team.column, name)
				continue
			}
			// The teammate next in turn order (else the one before) sits
			// right above the bottom mat, under one banner.
			want := -1
			for _, q := range []int{(b + 1) % n, (b + n - 1) % n} {
				if s.Players[q].Team == bt && want < 0 {
					want = q
				}
			}
			if want < 0 {
				want = mates[0]
			}
			require.Equal(t, want, tbl.team.column, name)
			bm, cm := tbl.MatRect(b), tbl.MatRect(want)
			assert.Equal(t, bm.X, cm.X, name)
			assert.Less(t, cm.Y+cm.H, bm.Y, name)
			assert.Greater(t, cm.Y+cm.H, bm.Y-20, "%s: the teammate's mat touches the bottom one", name)
			banners := tbl.bannerRects(bt)
			if len(mates) == 1 {
				assert.Len(t, banners, 1, "%s: one banner over the team", name)
			}
			assert.Less(t, banners[0].Y+banners[0].H, cm.Y, "%s: the banner is above the teammate", name)
			for _, br := range banners {
				for q := 0; q < n; q++ {
					assert.False(t, overlaps(br, tbl.MatRect(q)), "%s: banner over mat %d", name, q)
				}
			}
			// The other seats keep turn order round the table: left to right
			// after a teammate who plays next, right to left before one who
			// played last.
			var top []int
			for k := 1; k < n; k++ {
				if q := (b + k) % n; q != want {
					top = append(top, q)
				}
			}
			if want == (b+n-1)%n && want != (b+1)%n {
				slices.Reverse(top)
			}
			for k := 1; k < len(top); k++ {
				assert.Less(t, tbl.MatRect(top[k-1]).X, tbl.MatRect(top[k]).X, "%s: turn order along the top", name)
			}
			// The teammates' hands go where the teammate's top slot was.
			hands := Rect{tbl.team.mateArea.X, tbl.team.mateArea.Y, tbl.team.mateArea.W, 2 * 104}
			for q := 0; q < n; q++ {
				assert.False(t, overlaps(hands, tbl.MatRect(q)), "%s: teammates' hands over mat %d", name, q)
			}
		}
	}
}

func TestFreeForAllLayoutHasNoTeamColumn(t *testing.T) {
	_, tbl := teamTable(t, "", []game.SeatConfig{{Char: "dale", Level: "easy"}, {Char: "jett", Level: "easy"}, {Char: "terci", Level: "easy"},
		{Char: "ygella", Level: "easy"}, {Char: "petra", Level: "easy"}}, 5)
	tbl.aiHold = true
	tbl.match.Close()
	assert.Equal(t, -1, tbl.team.column)
	for q := 1; q < 5; q++ {
		assert.Less(t, tbl.MatRect(q).Y, float32(100), "seat %d sits across the table", q)
	}
	for q := 2; q < 5; q++ {
		assert.Less(t, tbl.MatRect(q-1).X, tbl.MatRect(q).X, "turn order left to right")
	}
}

func TestHellfireTextFitsOnPetrasMat(t *testing.T) {
	th, err := NewTheme()
	require.NoError(t, err)
	c := mustContent(t)
	r := componentRect(Rect{0, 0, matW, matH})
	for _, ch := range c.Chars {
		for _, tr := range []*card.Tracker{ch.Hellfire, ch.BossHellfire} {
			if tr == nil {
				continue
			}
			fire := "Fire: " + tr.Text
			st := fitWrapped(th, fire, int(r.W-102), int(r.H-2), TextStyle{Size: 11})
			_, h := th.MeasureWrapped(fire, int(r.W-102), st)
			assert.LessOrEqual(t, h, int(r.H-2), "%s: %q fits", ch.ID, fire)
			assert.GreaterOrEqual(t, st.Size, 8.0, "%s: still readable", ch.ID)
		}
	}
}
