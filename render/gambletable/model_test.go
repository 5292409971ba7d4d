package gambletable

import (
	"fmt"
	"math/rand/v2"
	"os/exec"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"undercity/engine/gamble"
)

// The model is tested without a display: it must not reach Ebitengine.
func TestNoEbitengineImport(t *testing.T) {
	out, err := exec.Command("go", "list", "-deps", ".").Output()
	require.NoError(t, err)
	for _, p := range strings.Fields(string(out)) {
		assert.False(t, strings.Contains(p, "ebiten"), "gambletable depends on %s", p)
	}
}

func session(t *testing.T, g gamble.GameID, v gamble.Variants, seats int, seed uint64) *gamble.State {
	t.Helper()
	su := gamble.Setup{Game: g, Variants: v, Seed: seed, Games: 3}
	if g == gamble.AdventurersChoice {
		su = gamble.ChoiceSetup(seats, 1, seed)
	} else {
		for i := 0; i < seats; i++ {
			su.Stakes = append(su.Stakes, 50)
		}
	}
	s, err := gamble.NewGame(su)
	require.NoError(t, err)
	return s
}

// checkLayout: everything on screen, the seats, the centre and the
// buttons apart.
func checkLayout(t *testing.T, m *Model, where string) {
	t.Helper()
	type item struct {
		name string
		r    Rect
	}
	var items []item
	for _, s := range m.Seats {
		items = append(items, item{"seat " + s.Name, s.Box})
		for _, c := range s.Cards {
			require.True(t, OnScreen(c.Rect), "%s: %s's card %v off screen", where, s.Name, c.Rect)
			if !s.Viewer {
				assert.True(t, inside(c.Rect, s.Box), "%s: %s's card outside the seat", where, s.Name)
			}
		}
		for _, d := range s.Dice {
			require.True(t, OnScreen(d.Rect), "%s: die off screen", where)
		}
		for _, c := range s.City {
			assert.True(t, inside(c.Rect, s.CityGrid), "%s: city card off its grid", where)
		}
		if s.Viewer {
			for _, c := range s.Cards {
				items = append(items, item{"hand card", rect(c.Rect.X, c.Rect.Y, 1, 1)})
			}
			if s.CityGrid.W > 0 {
				items = append(items, item{"city grid", s.CityGrid})
			}
		} else {
			assert.True(t, s.CityGrid.W == 0 || inside(s.CityGrid, s.Box), "%s: city grid outside %s's seat", where, s.Name)
		}
	}
	items = append(items, item{"rules", m.RulesRect}, item{"deck", m.DeckRect}, item{"pot", m.PotRect}, item{"news", NewsRect})
	if m.CityScore != "" {
		items = append(items, item{"city score", m.CityScoreRect})
	}
	for _, p := range m.Pots {
		assert.True(t, inside(p.Rect, m.PotRect), "%s: %s outside the pot", where, p.Label)
	}
	for _, c := range m.Table {
		items = append(items, item{"table card", c.Rect})
	}
	for _, sp := range m.Spokes {
		items = append(items, item{"spoke", sp.Card})
	}
	for _, h := range m.Hordes {
		items = append(items, item{"horde", h.Rect})
	}
	for _, d := range m.Dice {
		items = append(items, item{"die", d.Rect})
	}
	for _, b := range m.Buttons {
		items = append(items, item{"button " + b.Label, b.Rect})
	}
	for i, a := range items {
		require.True(t, OnScreen(a.r), "%s: %s %v is off screen", where, a.name, a.r)
		for _, b := range items[i+1:] {
			if a.name == "table card" && b.name == "table card" {
				continue // a fanned row overlaps on purpose
			}
			require.False(t, a.r.Overlaps(b.r), "%s: %s %v overlaps %s %v", where, a.name, a.r, b.name, b.r)
		}
	}
}

func inside(r, box Rect) bool {
	return r.X >= box.X-0.5 && r.Y >= box.Y-0.5 && r.X+r.W <= box.X+box.W+0.5 && r.Y+r.H <= box.Y+box.H+0.5
}

// answerByClicks clicks what the model offers until the view gives an
// answer, choosing at random among the buttons, cards, districts and spokes.
func answerByClicks(t *testing.T, v *View, rng *rand.Rand, where string) string {
	t.Helper()
	for try := 0; try < 40; try++ {
		m := v.Build()
		checkLayout(t, m, where)
		var spots []Rect
		for _, b := range m.Buttons {
			if b.Act != ActNone { // a kept place: nothing to press
				spots = append(spots, b.Rect)
			}
		}
		for _, c := range m.Seats[0].Cards {
			if c.Clickable {
				// The visible part of a fanned card: its left edge.
				spots = append(spots, rect(c.Rect.X, c.Rect.Y, 4, c.Rect.H))
			}
		}
		for _, r := range m.Targets(v.Selected) {
			spots = append(spots, r)
		}
		for _, sp := range m.Spokes {
			if sp.Target {
				spots = append(spots, sp.Card)
			}
		}
		require.NotEmpty(t, spots, "%s: nothing to click for %s", where, m.Decision.Kind)
		x, y := spots[rng.IntN(len(spots))].Center()
		if key := v.Click(m, int(x), int(y)); key != "" {
			return key
		}
	}
	t.Fatalf("%s: no answer after 40 clicks", where)
	return ""
}

// Every game, at 2 to 8 seats: each decision of a session is laid out
// without overlaps and answered by clicks alone, with a legal option.
func TestEveryDecisionIsLaidOutAndAnsweredByClicks(t *testing.T) {
	games := append(append([]gamble.GameID(nil), gamble.Games...), gamble.AdventurersChoice)
	for gi, g := range games {
		for _, seats := range []int{2, 5, 8} {
			name := fmt.Sprintf("%s/%d", g, seats)
			t.Run(name, func(t *testing.T) {
				rng := rand.New(rand.NewPCG(uint64(gi), uint64(seats)))
				s := session(t, g, gamble.GameVariants(g)&^gamble.VarUnwound, seats, uint64(gi*10+seats))
				for step := 0; step < 120; step++ {
					d, ok := s.Pending()
					if !ok {
						break
					}
					v := NewView(s.Observation(d.Seat).State(), d.Seat, true)
					key := answerByClicks(t, v, rng, fmt.Sprintf("%s step %d (%s)", name, step, d.Kind))
					require.NoError(t, s.Answer(key), "%s: clicks gave %q", name, key)
				}
			})
		}
	}
}

// The Unwound Clock (always for shares: no Betting Rounds) and Threes'
// Hidden Fate with Dragons, by clicks alone.
func TestVariantTablesAnsweredByClicks(t *testing.T) {
	for i, c := range []struct {
		g gamble.GameID
		v gamble.Variants
	}{{gamble.TheWheel, gamble.VarUnwound | gamble.VarDragons}, {gamble.Threes, gamble.VarHiddenFate | gamble.VarDragons},
		{gamble.RoguesAndWarriors, gamble.VarExchange}, {gamble.JackOfAllTrades, gamble.VarHiddenFate}} {
		rng := rand.New(rand.NewPCG(uint64(i), 9))
		s := session(t, c.g, c.v, 4, uint64(i))
		for step := 0; step < 120; step++ {
			d, ok := s.Pending()
			if !ok {
				break
			}
			v := NewView(s.Observation(d.Seat).State(), d.Seat, true)
			key := answerByClicks(t, v, rng, fmt.Sprintf("%s+%s step %d (%s)", c.g, c.v, step, d.Kind))
			require.NoError(t, s.Answer(key))
		}
	}
}

func TestBettingButtonsAndRaisePicker(t *testing.T) {
	s := session(t, gamble.RoguesAndWarriors, 0, 3, 4)
	d, _ := s.Pending()
	require.Equal(t, gamble.DecBet, d.Kind)
	v := NewView(s.Observation(d.Seat).State(), d.Seat, true)
	m := v.Build()
	find := func(m *Model, label string) Button {
		for _, b := range m.Buttons {
			if b.Label == label {
				return b
			}
		}
		t.Fatalf("no %q button in %v", label, m.Buttons)
		return Button{}
	}
	x, y := find(m, "Check").Rect.Center()
	assert.Equal(t, "check", v.Click(m, int(x), int(y)))
	// The picker starts at the smallest raise; + and − step through them.
	rs := raises(d)
	require.Greater(t, len(rs), 2)
	assert.Equal(t, rs[0].Label, m.RaiseLabel)
	x, y = find(m, "+").Rect.Center()
	assert.Equal(t, "", v.Click(m, int(x), int(y)))
	m = v.Build()
	x, y = find(m, "+").Rect.Center()
	v.Click(m, int(x), int(y))
	m = v.Build()
	assert.Equal(t, rs[2].Label, m.RaiseLabel)
	x, y = find(m, rs[2].Label).Rect.Center()
	key := v.Click(m, int(x), int(y))
	assert.Equal(t, rs[2].Key, key)
	require.NoError(t, s.Answer(key))
	assert.Equal(t, rs[2].Total, s.Round.Current, "the Current Bet is the raise picked")
}

func TestNotMineShowsNoButtonsAndClicksAnswerNothing(t *testing.T) {
	s := session(t, gamble.KingsCouncil, 0, 4, 2)
	d, _ := s.Pending()
	other := (d.Seat + 1) % 4
	v := NewView(s.Observation(other).State(), other, true)
	m := v.Build()
	assert.False(t, m.Mine)
	assert.Empty(t, m.Buttons)
	for _, c := range m.Seats[0].Cards {
		x, y := c.Rect.Center()
		assert.Equal(t, "", v.Click(m, int(x), int(y)))
	}
	assert.Contains(t, m.Prompt, s.Name(d.Seat))
}

func TestOthersHiddenCardsAreFaceDown(t *testing.T) {
	s := session(t, gamble.DenOfThieves, 0, 3, 7)
	m := NewView(s.Observation(0).State(), 0, false).Build()
	require.Len(t, m.Seats, 3)
	assert.True(t, m.Seats[0].Viewer)
	for _, c := range m.Seats[0].Cards {
		assert.True(t, c.Face, "your own cards are face up to you")
	}
	for _, sv := range m.Seats[1:] {
		require.NotEmpty(t, sv.Cards)
		for _, c := range sv.Cards {
			assert.False(t, c.Face, "%s's cards are hidden", sv.Name)
		}
	}
	assert.Equal(t, 1, m.Seats[1].Seat, "the next seat sits to the viewer's left")
}

// A spectator (gamble.Public) sees the table from the first seat's
// place, every face-down card hidden, that seat's too; nothing is theirs
// to decide, and no out-of-money panel is theirs.
func TestSpectatorSeesOnlyWhatEveryoneSees(t *testing.T) {
	s := session(t, gamble.DenOfThieves, 0, 3, 7)
	v := NewView(s.Observation(gamble.Public).State(), gamble.Public, true)
	m := v.Build()
	require.Len(t, m.Seats, 3)
	assert.Equal(t, 0, m.Seats[0].Seat, "the first seat at the bottom")
	for _, sv := range m.Seats {
		require.NotEmpty(t, sv.Cards)
		for _, c := range sv.Cards {
			assert.Equal(t, c.Up, c.Face, "%s's card: face shown only when face up", sv.Name)
		}
	}
	assert.False(t, m.Mine)
	assert.Empty(t, m.Buttons)
	assert.False(t, m.Broke)
}

func TestChooseGameByClicks(t *testing.T) {
	s := session(t, gamble.AdventurersChoice, 0, 3, 5)
	d, _ := s.Pending()
	for d.Kind != gamble.DecChooseGame {
		require.NoError(t, s.AnswerIndex(0))
		d, _ = s.Pending()
	}
	v := NewView(s.Observation(d.Seat).State(), d.Seat, true)
	m := v.Build()
	click := func(label string) string {
		for _, b := range m.Buttons {
			if b.Label == label {
				x, y := b.Rect.Center()
				k := v.Click(m, int(x), int(y))
				m = v.Build()
				return k
			}
		}
		t.Fatalf("no %q button", label)
		return ""
	}
	click("Threes")
	click("Fool's Luck")
	click("Hidden Fate")
	key := click("Deal Threes")
	require.NotEmpty(t, key)
	require.NoError(t, s.Answer(key))
	assert.Equal(t, gamble.Threes, s.Game)
	assert.Equal(t, gamble.VarFoolsLuck|gamble.VarHiddenFate, s.Variants)
}

func TestFlightsMoveChipsToThePot(t *testing.T) {
	s := session(t, gamble.RoguesAndWarriors, 0, 2, 1)
	d, _ := s.Pending()
	before := NewView(s.Observation(0).State(), 0, false).Build()
	rs := raises(d)
	require.NoError(t, s.Answer(rs[0].Key))
	after := NewView(s.Observation(0).State(), 0, false).Build()
	fl := Flights(before, after)
	require.Len(t, fl, 1)
	assert.Equal(t, d.Seat, fl[0].Seat)
	assert.Equal(t, rs[0].Amount, fl[0].Amount)
	assert.Equal(t, after.PotRect, fl[0].To)
}

func TestSetupClicksAndSession(t *testing.T) {
	su := NewSetup(42)
	click := func(kind ControlKind, index int) {
		for _, c := range su.Controls() {
			if c.Kind == kind && c.Index == index {
				x, y := c.Rect.Center()
				got, ok := su.Click(int(x), int(y))
				require.True(t, ok)
				require.Equal(t, kind, got.Kind)
				return
			}
		}
		t.Fatalf("no control %d/%d", kind, index)
	}
	click(CtlGame, 1) // Threes
	click(CtlVariant, int(gamble.VarCantWin))
	click(CtlShares, 0)
	click(CtlShareUp, 0)
	click(CtlSeatAdd, 0)
	click(CtlSeatHuman, 3)
	click(CtlSeatLevel, 1)
	click(CtlSeedUp, 0)
	ses := su.Session()
	assert.Equal(t, gamble.Threes, ses.Game)
	assert.Equal(t, gamble.VarCantWin, ses.Variants)
	assert.True(t, ses.Shares)
	assert.Equal(t, DefaultShare+1, ses.Share)
	assert.Len(t, ses.Stakes, 4)
	assert.Equal(t, uint64(43), ses.Seed)
	assert.True(t, su.Seats[3].Human)
	assert.Equal(t, "hard", su.Seats[1].Level)
	_, err := gamble.NewGame(ses)
	require.NoError(t, err)

	click(CtlGame, len(Choices)-1) // Adventurer's Choice
	click(CtlRoundsUp, 0)
	ses = su.Session()
	assert.Equal(t, gamble.AdventurersChoice, ses.Game)
	assert.Equal(t, DefaultRounds+1, ses.Rounds)
	_, err = gamble.NewGame(ses)
	require.NoError(t, err)
}

func TestSetupLayoutAtEverySize(t *testing.T) {
	su := NewSetup(1)
	for g := range Choices {
		su.Game = g
		for n := MinSeats; n <= MaxSeats; n++ {
			su.Seats = make([]SeatChoice, n)
			for _, shares := range []bool{false, true} {
				su.Shares = shares
				su.Last = ""
				if shares {
					su.Last = "Rogues and Warriors, game 1. Money: …"
				}
				cs := su.Controls()
				for i, a := range cs {
					require.True(t, OnScreen(a.Rect), "%s off screen", a.Label)
					for _, b := range cs[i+1:] {
						assert.False(t, a.Rect.Overlaps(b.Rect), "%s overlaps %s (%d seats, %s)", a.Label, b.Label, n, Choices[g])
					}
					if su.Last != "" {
						assert.False(t, a.Rect.Overlaps(LastSessionRect), "%s overlaps the last session (%d seats)", a.Label, n)
					}
				}
				for i := range su.Seats {
					assert.False(t, SeatLabelRect(i).Overlaps(LastSessionRect), "seat %d's name overlaps the last session", i+1)
				}
			}
		}
	}
}

// "Continue it" is offered only with a last session, under the seats.
func TestSetupContinueChip(t *testing.T) {
	su := NewSetup(1)
	x, y := ContinueRect.Center()
	_, ok := su.Click(int(x), int(y))
	assert.False(t, ok, "nothing to continue")
	su.Last = "Threes, game 2. Money: Player 1 40, Gambler 2 60."
	before := *su
	c, ok := su.Click(int(x), int(y))
	require.True(t, ok)
	assert.Equal(t, CtlContinue, c.Kind)
	assert.Equal(t, ContinueLabel, c.Label)
	assert.Equal(t, before.Seats, su.Seats, "the screen acts, the choices stay")
	assert.Greater(t, LastSessionRect.Y, SeatLabelRect(MaxSeats-1).Y+SeatLabelRect(MaxSeats-1).H, "under the eighth seat")
}

func TestBadClicksNeverPanic(t *testing.T) {
	s := session(t, gamble.CitySquare, gamble.VarDragons, 3, 3)
	d, _ := s.Pending()
	v := NewView(s.Observation(d.Seat).State(), d.Seat, true)
	rng := rand.New(rand.NewPCG(1, 2))
	for i := 0; i < 500; i++ {
		m := v.Build()
		key := v.Click(m, rng.IntN(ScreenWidth+200)-100, rng.IntN(ScreenHeight+200)-100)
		if key != "" {
			require.NoError(t, s.Answer(key))
			d, ok := s.Pending()
			if !ok {
				break
			}
			v = NewView(s.Observation(d.Seat).State(), d.Seat, true)
		}
	}
}

// The Split Rule chosen by the Starting Player, the minimum raise and
// Playing for Shares: every decision still answered by clicks.
func TestSplitRuleMinRaiseAndSharesByClicks(t *testing.T) {
	for i, su := range []gamble.Setup{
		{Game: gamble.ThreeKingdoms, Stakes: []int{30, 30, 30}, ChooseSplit: true, MinRaise: true, Games: 3, Seed: 5},
		{Game: gamble.DenOfThieves, Stakes: []int{30, 30, 30, 30}, Shares: true, Share: 3, Games: 2, Seed: 6},
	} {
		s, err := gamble.NewGame(su)
		require.NoError(t, err)
		rng := rand.New(rand.NewPCG(uint64(i), 3))
		kinds := map[gamble.DecisionKind]bool{}
		for step := 0; step < 150; step++ {
			d, ok := s.Pending()
			if !ok {
				break
			}
			kinds[d.Kind] = true
			v := NewView(s.Observation(d.Seat).State(), d.Seat, true)
			require.NoError(t, s.Answer(answerByClicks(t, v, rng, fmt.Sprintf("setup %d step %d (%s)", i, step, d.Kind))))
		}
		if su.ChooseSplit {
			assert.True(t, kinds[gamble.DecSplitRule], "the Split Rule was asked and answered by a click")
		} else {
			assert.False(t, kinds[gamble.DecBet], "no Betting Rounds when Playing for Shares")
		}
	}
}

func TestLastGameButtonAndPanelFit(t *testing.T) {
	assert.True(t, inside(LastGameRect, viewerBox))
	s := session(t, gamble.RoguesAndWarriors, 0, 2, 1)
	m := NewView(s.Observation(0).State(), 0, true).Build()
	assert.False(t, LastGameRect.Overlaps(m.Seats[0].BetRect))
	assert.False(t, LastGamePanel.Overlaps(NewsRect))
	assert.True(t, OnScreen(LastGamePanel))
}

// Over whole sessions, every Betting Round turn has its buttons in the
// same places, each place keeping its meaning: Fold (or its place), Check
// or Call, the raise picker, All In. Check never becomes Fold where it
// stood.
func TestBettingButtonsKeepTheirPlaces(t *testing.T) {
	meaning := func(b Button, d gamble.Decision) string {
		if b.Act != ActAnswer {
			return fmt.Sprint("act", b.Act)
		}
		for _, o := range d.Options {
			if o.Key == b.Key {
				switch o.Verb {
				case gamble.VerbCheck, gamble.VerbCall:
					return "stay"
				case gamble.VerbRaise:
					return "raise"
				}
				return fmt.Sprint("verb", o.Verb)
			}
		}
		return "?"
	}
	want := []map[string]bool{
		{fmt.Sprint("verb", gamble.VerbFold): true, fmt.Sprint("act", ActNone): true},
		{"stay": true},
		{fmt.Sprint("act", ActRaiseDown): true},
		{"raise": true, fmt.Sprint("act", ActNone): true},
		{fmt.Sprint("act", ActRaiseUp): true},
		{fmt.Sprint("verb", gamble.VerbAllIn): true, fmt.Sprint("act", ActNone): true},
	}
	var places []Rect
	folds, checks := 0, 0
	for seed := uint64(1); seed <= 4; seed++ {
		s := session(t, gamble.RoguesAndWarriors, 0, 3, seed)
		rng := rand.New(rand.NewPCG(seed, 5))
		for step := 0; step < 400 && !s.Over; step++ {
			d, _ := s.Pending()
			if d.Kind == gamble.DecBet {
				m := NewView(s.Observation(d.Seat).State(), d.Seat, true).Build()
				require.Len(t, m.Buttons, len(want), d.Prompt)
				if places == nil {
					for _, b := range m.Buttons {
						places = append(places, b.Rect)
					}
				}
				for k, b := range m.Buttons {
					assert.Equal(t, places[k], b.Rect, "place %d", k)
					assert.True(t, want[k][meaning(b, d)], "place %d: %q means %s", k, b.Label, meaning(b, d))
				}
				if m.Buttons[0].Act == ActAnswer {
					folds++
				}
				if meaning(m.Buttons[1], d) == "stay" && m.Buttons[0].Act == ActNone {
					checks++
				}
			}
			require.NoError(t, s.Answer(d.Options[rng.IntN(len(d.Options))].Key))
		}
	}
	assert.Positive(t, folds, "turns with a Fold")
	assert.Positive(t, checks, "turns with a Check and no Fold")
}
