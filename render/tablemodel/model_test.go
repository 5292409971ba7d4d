package tablemodel

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"undercity/ai"
	"undercity/engine"
	"undercity/game"
	"undercity/game/scenario"
)

func mustContent(t *testing.T) *engine.Content {
	t.Helper()
	c, err := game.Content()
	require.NoError(t, err)
	return c
}

// deal starts a game of mode (free-for-all: "") for chars, all seats
// played by the computer, and returns its state.
func deal(t *testing.T, mode string, chars []string, seed uint64, first int) *engine.State {
	t.Helper()
	cfg := game.Config{Mode: mode, Seed: seed, First: first}
	for _, ch := range chars {
		cfg.Seats = append(cfg.Seats, game.SeatConfig{Char: ch, Level: "easy"})
	}
	if mode == engine.ModeOtto {
		c := mustContent(t)
		cfg.Mode = ""
		cfg.Seats = append(cfg.Seats, game.SeatConfig{Char: engine.OttoID, Level: "normal"})
		cfg.First = len(cfg.Seats) - 1
		cfg.Factions = engine.OttoFactions(c)[:2]
	}
	m, err := game.NewMatch(mustContent(t), cfg)
	require.NoError(t, err)
	defer m.Close()
	return m.Snapshot().Clone()
}

// fromScenario sets a game up from a scenario file's text.
func fromScenario(t *testing.T, js string) *engine.State {
	t.Helper()
	f, err := scenario.Parse([]byte(js))
	require.NoError(t, err)
	s, err := engine.NewScenario(mustContent(t), f.Scenario)
	require.NoError(t, err)
	return s
}

// asked is the model of s as seen by the seat that decides, asked at the
// table (as a human seat is).
func asked(s *engine.State) *Model {
	d, _ := s.Pending()
	return newModel(s, View{Bottom: d.Seat, HandSeat: d.Seat, Mine: true, Picker: engine.NoCard})
}

// watched is the model of s seen from seat, which does not decide.
func watched(s *engine.State, seat int) *Model {
	return newModel(s, View{Bottom: seat, HandSeat: seat, Picker: engine.NoCard})
}

// optionKey returns the index of the option with key k, -1 for none.
func optionKey(d engine.Decision, k string) int {
	return slices.IndexFunc(d.Options, func(o engine.Option) bool { return o.Key == k })
}

func logHas(s *engine.State, text string) bool {
	return slices.ContainsFunc(s.Log, func(e engine.Event) bool { return strings.Contains(e.Text, text) })
}

var chars5 = []string{"dale", "jett", "petra", "terci", "ygella"}

// handArea is the strip of the table the hand and decision bar take.
var handArea = Rect{HandX, BarTop, TableRight - HandX, ScreenHeight - BarTop}

// checkMats fails when a mat leaves the table, covers the hand or another
// mat, or (not the bottom seat's) reaches the centre.
func checkMats(t *testing.T, m *Model, name string) {
	t.Helper()
	for i, a := range m.Mats {
		assert.True(t, a.X >= 0 && a.Y >= 0 && a.X+a.W <= TableRight && a.Y+a.H <= ScreenHeight, "%s: mat %d on the table: %v", name, i, a)
		assert.False(t, a.Overlaps(handArea), "%s: mat %d over the hand", name, i)
		if i != m.Bottom && i != m.Column {
			assert.LessOrEqual(t, a.Y+a.H, float32(CentreTop), "%s: opponent mat %d above the centre", name, i)
		}
		for j := i + 1; j < len(m.Mats); j++ {
			assert.False(t, a.Overlaps(m.Mats[j]), "%s: mats %d and %d overlap", name, i, j)
		}
	}
}

// maxLaidOut is the most seats the table lays out without overlapping
// mats (the New Game screen offers up to this many).
const maxLaidOut = 6

func TestMatsDoNotOverlapForEveryTableSize(t *testing.T) {
	for n := 2; n <= maxLaidOut; n++ {
		var chars []string
		for i := 0; i < n; i++ {
			chars = append(chars, chars5[i%5])
		}
		s := deal(t, "", chars, 1, 0)
		for b := 0; b < n; b++ {
			m := watched(s, b)
			checkMats(t, m, fmt.Sprintf("%d seats, bottom %d", n, b))
			assert.Equal(t, BottomMat, m.Mats[b])
		}
	}
}

func TestFreeForAllLayoutHasNoTeamColumn(t *testing.T) {
	m := watched(deal(t, "", chars5, 5, 0), 0)
	assert.Equal(t, -1, m.Column)
	assert.Empty(t, m.Teams)
	for q := 1; q < 5; q++ {
		assert.Less(t, m.Mats[q].Y, float32(100), "seat %d sits across the table", q)
	}
	for q := 2; q < 5; q++ {
		assert.Less(t, m.Mats[q-1].X, m.Mats[q].X, "turn order left to right")
	}
	assert.Equal(t, []int{0, 1, 2, 3, 4}, m.TrackerSeats(), "everyone has their own tracker")
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
		{engine.ModeBossVsBoss, []string{"petra", "petra", "petra"}},
	} {
		s := deal(t, tc.mode, tc.chars, 5, 0)
		n := s.NumSeats()
		for b := 0; b < n; b++ {
			name := fmt.Sprintf("%s, %d seats, bottom %d", tc.mode, n, b)
			m := watched(s, b)
			require.Equal(t, b, m.Bottom)
			checkMats(t, m, name)
			bt := s.Players[b].Team
			var mates []int
			for q := 0; q < n; q++ {
				if q != b && s.Players[q].Team == bt {
					mates = append(mates, q)
				}
			}
			if len(mates) == 0 {
				assert.Equal(t, -1, m.Column, name)
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
			require.Equal(t, want, m.Column, name)
			bm, cm := m.Mats[b], m.Mats[want]
			assert.Equal(t, bm.X, cm.X, name)
			assert.Less(t, cm.Y+cm.H, bm.Y, name)
			assert.Greater(t, cm.Y+cm.H, bm.Y-20, "%s: the teammate's mat touches the bottom one", name)
			banners := m.TeamOf(bt).Banners
			if len(mates) == 1 {
				assert.Len(t, banners, 1, "%s: one banner over the team", name)
			}
			assert.Less(t, banners[0].Y+banners[0].H, cm.Y, "%s: the banner is above the teammate", name)
			for _, tm := range m.Teams {
				for _, br := range tm.Banners {
					for q := 0; q < n; q++ {
						assert.False(t, br.Overlaps(m.Mats[q]), "%s: team %d's banner over mat %d", name, tm.ID, q)
					}
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
				assert.Less(t, m.Mats[top[k-1]].X, m.Mats[top[k]].X, "%s: turn order along the top", name)
			}
			// The teammates' hands go where the teammate's top slot was.
			hands := Rect{m.MateArea.X, m.MateArea.Y, m.MateArea.W, 2 * 104}
			for q := 0; q < n; q++ {
				assert.False(t, hands.Overlaps(m.Mats[q]), "%s: teammates' hands over mat %d", name, q)
			}
		}
	}
}

func TestOneTrackerAndTwoPotionTokensPerTeam(t *testing.T) {
	for _, tc := range []struct {
		mode  string
		chars []string
	}{
		{engine.ModeBoss, []string{"petra", "dale", "jett", "terci"}},
		{engine.ModeTwoHeaded, []string{"dale", "jett", "terci", "ygella"}},
		{engine.ModeTwoHeadedBoss, []string{"petra", "petra", "petra", "petra"}},
		{engine.ModeLeadersLackeys, []string{"petra", "dale", "petra", "ygella"}},
		{engine.ModeBossVsBoss, []string{"petra", "petra", "petra"}},
	} {
		s := deal(t, tc.mode, tc.chars, 3, 0)
		m := watched(s, 0)
		leads := m.TrackerSeats()
		if engine.TeamMode(tc.mode) {
			assert.Len(t, leads, len(m.Teams), "%s: one tracker per team", tc.mode)
		} else {
			assert.Len(t, leads, s.NumSeats(), "%s: each Boss on their own", tc.mode)
		}
		for _, tm := range m.Teams {
			assert.Contains(t, leads, tm.Lead, tc.mode)
			assert.Contains(t, tm.Seats, tm.Lead, "%s: team %d's tracker is on one of its mats", tc.mode, tm.ID)
			assert.Len(t, tm.Tokens, int(s.Teams[tm.ID].Potions), "%s: team %d's Potion Tokens lie on the table", tc.mode, tm.ID)
			assert.False(t, tm.Clickable, "%s: no one may use a token while watching", tc.mode)
			for _, q := range tm.Seats {
				assert.Equal(t, tm.Lead, m.Lead(q))
			}
		}
	}
	// Two-headed: two teams of two, two tokens each, the bottom seat's
	// team keeps its tracker on the bottom mat.
	m := watched(deal(t, engine.ModeTwoHeaded, []string{"dale", "jett", "terci", "ygella"}, 8, 0), 0)
	require.Len(t, m.TrackerSeats(), 2)
	assert.NotEqual(t, m.T.Players[m.TrackerSeats()[0]].Team, m.T.Players[m.TrackerSeats()[1]].Team, "each team has its own")
	assert.Equal(t, 0, m.Lead(0))
	for _, tm := range m.Teams {
		assert.Len(t, tm.Tokens, 2)
		assert.Equal(t, "Team "+fmt.Sprint(tm.ID+1), tm.Title)
	}
	b := watched(deal(t, engine.ModeBoss, []string{"petra", "dale", "jett"}, 8, 0), 1)
	assert.Equal(t, "The Boss", b.TeamOf(b.T.Players[0].Team).Title)
	assert.Equal(t, "Challengers", b.TeamOf(b.T.Players[1].Team).Title)
}

func TestOttoSitsAtTheHeadWithBothTracks(t *testing.T) {
	s := deal(t, engine.ModeOtto, []string{"dale", "jett"}, 7, 0)
	o := s.OttoSeat()
	require.Equal(t, 2, o)
	m := watched(s, 0)
	assert.Equal(t, OttoMatRect, m.Mats[o])
	cx, _ := m.Mats[o].Center()
	assert.InDelta(t, float64(TableX+TableW/2), float64(cx), 40, "Otto sits at the head of the table (top centre)")
	assert.Equal(t, 0, m.Bottom, "the player is at the bottom")
	assert.Greater(t, m.Mats[1].X, m.Mats[o].X+m.Mats[o].W, "the other player sits to Otto's right")
	checkMats(t, m, "otto")
	assert.Equal(t, 0, m.OttoLeft, "the left track faces the bottom player")
	assert.Equal(t, 1, m.OttoRight)
	// Otto is never at the bottom: the next player is.
	m = watched(s, o)
	assert.Equal(t, 0, m.Bottom)
	m = watched(s, 1)
	assert.Equal(t, 1, m.OttoLeft)
	assert.Equal(t, 0, m.OttoRight)
}

func TestTheDecidingPlayerSitsAtTheBottom(t *testing.T) {
	s := deal(t, "", chars5, 2, 3)
	d, ok := s.Pending()
	require.True(t, ok)
	m := newModel(s, View{Bottom: 0, HandSeat: d.Seat, Mine: true, Picker: engine.NoCard})
	assert.Equal(t, d.Seat, m.Bottom)
	assert.Equal(t, BottomMat, m.Mats[d.Seat])
	// Watching, the bottom seat stays and nothing can be clicked.
	m = newModel(s, View{Bottom: 0, HandSeat: 0, Picker: engine.NoCard})
	assert.Equal(t, 0, m.Bottom)
	assert.Empty(t, m.Bar)
	assert.Empty(t, m.CardOpts)
	assert.Empty(t, m.SeatOpts)
	assert.Equal(t, -1, m.PassOption())
	assert.Equal(t, Click{Opt: -1, Pick: engine.NoCard}, m.ClickAt(400, 750))
	assert.True(t, strings.HasPrefix(m.Prompt(), s.Name(d.Seat)+": "), "the prompt says who is asked: %q", m.Prompt())
	// Behind the curtain no hand is face up.
	m = newModel(s, View{Bottom: 0, HandSeat: -1, Picker: engine.NoCard})
	assert.Empty(t, m.Hand)
}

func TestHandCardsSpreadAndOverlapInsideTheTable(t *testing.T) {
	s := deal(t, "", chars5, 4, 0)
	for n := 0; n <= 14; n++ {
		c := s.Clone()
		for len(c.Hand(0)) < n && len(c.Deck(0)) > 0 {
			c.SetPile(0, engine.PileHand, append(c.Hand(0), c.Deck(0)[len(c.Deck(0))-1]))
			c.SetPile(0, engine.PileDeck, c.Deck(0)[:len(c.Deck(0))-1])
		}
		c.SetPile(0, engine.PileHand, c.Hand(0)[:min(n, len(c.Hand(0)))])
		m := watched(c, 0)
		require.Len(t, m.Hand, len(c.Hand(0)))
		for i, h := range m.Hand {
			assert.Equal(t, c.Hand(0)[i], h.ID)
			assert.GreaterOrEqual(t, h.Rect.X, float32(HandX))
			assert.LessOrEqual(t, h.Rect.X+h.Rect.W, float32(TableRight-10)+0.01, "%d cards: card %d inside", n, i)
			if i > 0 {
				assert.Greater(t, h.Rect.X, m.Hand[i-1].Rect.X, "left to right")
			}
			// The card's left edge shows, and points at it.
			got, _ := m.Hover(int(h.Rect.X+1), int(h.Rect.Y+h.Rect.H/2))
			assert.Equal(t, h.ID, got, "%d cards: card %d can be pointed at", n, i)
		}
	}
}

func TestBarButtonsWrapAndNumber(t *testing.T) {
	s := deal(t, "", chars5, 6, 0)
	d, ok := s.Pending()
	require.True(t, ok)
	c := s.Clone()
	// Many long options: the bar wraps into rows inside the table.
	var opts []engine.Option
	for i := 0; i < 12; i++ {
		opts = append(opts, engine.Option{Key: fmt.Sprintf("choose:%d", i), Label: strings.Repeat("Word ", 3+i%4), Card: engine.NoCard, Seat: -1, N: int16(i), Verb: engine.VerbChoose})
	}
	c.Dec.Options = opts
	m := newModel(c, View{Bottom: d.Seat, HandSeat: d.Seat, Mine: true, Picker: engine.NoCard})
	require.Len(t, m.Bar, 12)
	assert.Greater(t, m.BarRows, 1, "wrapped")
	for k, b := range m.Bar {
		assert.Equal(t, k, b.Opt, "buttons in option order")
		assert.Equal(t, opts[k].Label, b.Label)
		assert.GreaterOrEqual(t, b.Rect.X, float32(HandX))
		assert.LessOrEqual(t, b.Rect.X+b.Rect.W, float32(TableRight))
		assert.LessOrEqual(t, b.Rect.Y+b.Rect.H, float32(HandY-14), "above the hand")
		if k < 9 {
			assert.Equal(t, k+1, b.Hotkey)
		} else {
			assert.Zero(t, b.Hotkey, "keys 1 to 9 only")
		}
		for j := k + 1; j < len(m.Bar); j++ {
			assert.False(t, b.Rect.Overlaps(m.Bar[j].Rect), "buttons %d and %d overlap", k, j)
		}
		opt, ok := m.BarOption(k)
		assert.True(t, ok)
		assert.Equal(t, k, opt)
	}
	_, ok = m.BarOption(12)
	assert.False(t, ok)
	assert.Equal(t, -1, m.ConfirmOption(), "Enter takes nothing among several buttons")
	assert.Equal(t, -1, m.PassOption(), "no pass")
	assert.Equal(t, -1, m.SpaceOption(), "Space takes nothing")
	// A lone option: Enter takes it (its button is lit), never Space.
	c.Dec.Options = opts[:1]
	m = newModel(c, View{Bottom: d.Seat, HandSeat: d.Seat, Mine: true, Picker: engine.NoCard})
	assert.Equal(t, 0, m.PassOption())
	assert.Equal(t, 0, m.ConfirmOption())
	assert.Equal(t, 0, m.EnterButton())
	assert.Equal(t, -1, m.SpaceOption(), "Space never picks a lone option")
	assert.Empty(t, m.SpaceHint())
	// Space passes a response window, wherever the pass is; a "done" that
	// ends a step is never Space's.
	c.Dec.Kind = engine.DecRespond
	c.Dec.Options = append(append([]engine.Option(nil), opts[:3]...), engine.Option{Key: "pass", Label: "Pass", Card: engine.NoCard, Seat: -1, Verb: engine.VerbPass})
	m = newModel(c, View{Bottom: d.Seat, HandSeat: d.Seat, Mine: true, Picker: engine.NoCard})
	assert.Equal(t, 3, m.PassOption())
	assert.Equal(t, 3, m.SpaceOption())
	assert.Equal(t, "Space: Pass", m.SpaceHint())
	c.Dec.Kind = engine.DecAction
	c.Dec.Options[3] = engine.Option{Key: "done", Label: "End Action Phase", Card: engine.NoCard, Seat: -1, Verb: engine.VerbDone}
	m = newModel(c, View{Bottom: d.Seat, HandSeat: d.Seat, Mine: true, Picker: engine.NoCard})
	assert.Equal(t, 3, m.PassOption())
	assert.Equal(t, -1, m.SpaceOption(), "Space never ends a phase")
	assert.Empty(t, m.SpaceHint())
}

// TestEveryOptionCanBeGivenFromTheTable plays games of every mode with
// random answers and checks, at each decision, as the deciding seat sees
// it: every option is a button, an offered mat or an offered card on
// screen; clicking an offered mat or card gives its option (or lists the
// card's ways of playing, each then a button with Cancel); the layout holds.
func TestEveryOptionCanBeGivenFromTheTable(t *testing.T) {
	games := []struct {
		mode  string
		chars []string
	}{
		{"", []string{"dale", "jett"}},
		{"", chars5},
		{"", []string{"terci", "ygella", "dale", "petra", "jett", "terci", "ygella", "dale"}},
		{engine.ModeOtto, []string{"jett", "petra"}},
		{engine.ModeBoss, []string{"petra", "dale", "jett", "terci"}},
		{engine.ModeTwoHeaded, []string{"dale", "jett", "terci", "ygella"}},
		{engine.ModeTwoHeadedBoss, []string{"petra", "petra", "petra", "petra"}},
		{engine.ModeLeadersLackeys, []string{"petra", "dale", "petra", "ygella"}},
		{engine.ModeBossVsBoss, []string{"petra", "petra", "petra"}},
	}
	for gi, g := range games {
		s := deal(t, g.mode, g.chars, uint64(11+gi), 0)
		rng := rand.New(rand.NewPCG(uint64(gi), 9))
		name := g.mode
		if name == "" {
			name = fmt.Sprintf("free-for-all %d", len(g.chars))
		}
		for step := 0; step < 250 && !s.Over; step++ {
			d, ok := s.Pending()
			require.True(t, ok, name)
			m := asked(s)
			where := fmt.Sprintf("%s, answer %d, %s %q", name, step, d.Kind, d.Prompt)
			if s.NumSeats() <= maxLaidOut {
				checkMats(t, m, where)
			}
			for i, can := range m.Answerable() {
				assert.True(t, can, "%s: option %q (%s) cannot be given", where, d.Options[i].Key, d.Options[i].Label)
			}
			assert.LessOrEqual(t, strings.Count(m.Prompt(), "Respond?"), 1, "%s: the prompt asks once: %q", where, m.Prompt())
			for seat, i := range m.SeatOpts {
				x, y := m.Mats[seat].Center()
				if _, onMat := m.Hover(int(x), int(y)); onMat == engine.NoCard && s.NumSeats() <= maxLaidOut {
					assert.Equal(t, i, m.ClickAt(int(x), int(y)).Opt, "%s: clicking mat %d", where, seat)
				}
			}
			for id, is := range m.CardOpts {
				r, ok := m.CardRect(id)
				require.True(t, ok)
				c := m.ClickAt(int(r.X+1), int(r.Y+r.H/2))
				_, discardable := m.Discardable[id] // then it may also be selected to discard
				if len(is) == 1 && !discardable {
					assert.Equal(t, is[0], c.Opt, "%s: clicking card %d", where, id)
					continue
				}
				require.Equal(t, id, c.Pick, "%s: a card with %d ways of playing asks which", where, len(is))
				p := newModel(s, View{Bottom: d.Seat, HandSeat: d.Seat, Mine: true, Picker: id})
				if discardable {
					is = append(is[:len(is):len(is)], OptToggleDiscard)
				}
				require.Len(t, p.Bar, len(is)+1, where)
				for k, i := range is {
					assert.Equal(t, i, p.Bar[k].Opt)
				}
				assert.Equal(t, -1, p.Bar[len(is)].Opt, "Cancel last")
				assert.Equal(t, "Cancel", p.Bar[len(is)].Label)
				assert.Equal(t, is[0], p.ConfirmOption(), "Enter plays the first way")
				assert.Contains(t, p.Prompt(), "How do you want to play")
			}
			require.NoError(t, s.Answer(d.Options[rng.IntN(len(d.Options))].Key), where)
		}
	}
}

func TestTreatAWaitingPatientByClickingItOnTheMat(t *testing.T) {
	s := fromScenario(t, `{
  "name": "treat from the mat",
  "seats": [
    {"char": "terci", "hand": ["terci_patients_pay"], "waiting": ["pat_hungover_adventurer", "pat_gouty_merchant"], "supplies": {"salve": 1}},
    {"char": "jett"}
  ],
  "active": 0,
  "phase": "action"
}`)
	m := asked(s)
	require.Equal(t, 0, m.Dec.Seat, "Terci decides")
	patient := engine.NoCard
	for id, opts := range m.CardOpts {
		for _, i := range opts {
			if strings.HasPrefix(m.Dec.Options[i].Key, "treat:") {
				patient = id
			}
		}
	}
	require.NotEqual(t, engine.NoCard, patient, "treating is offered on a card")
	mc, ok := m.OnMat[patient]
	require.True(t, ok, "the Patient is on the mat")
	assert.Equal(t, 0, mc.Seat)
	assert.True(t, mc.Open)
	assert.True(t, m.Mats[0].Contains(int(mc.Rect.X+1), int(mc.Rect.Y+1)), "its slot is inside Terci's mat")
	for _, b := range m.Bar {
		assert.NotContains(t, b.Label, "Treat", "not offered as a button")
	}
	other := 0
	for id, c := range m.OnMat {
		if id != patient && c.Seat == 0 {
			other++
			assert.False(t, m.Playable(id), "the other Patient cannot be treated")
		}
	}
	assert.Equal(t, 1, other, "the second Waiting Patient")
	cx, cy := mc.Rect.Center()
	card, onMat := m.Hover(int(cx), int(cy))
	assert.Equal(t, patient, card, "it zooms")
	assert.Equal(t, patient, onMat)
	c := m.ClickAt(int(cx), int(cy))
	require.GreaterOrEqual(t, c.Opt, 0, "clicking the Patient treats it, not the mat under it")
	require.NoError(t, s.Answer(m.Dec.Options[c.Opt].Key))
	for k := 0; k < 5 && !slices.Contains(s.Hand(0), patient); k++ {
		d, _ := s.Pending()
		if i := asked(s).PassOption(); i >= 0 && d.Seat == 0 {
			require.NoError(t, s.Answer(d.Options[i].Key))
		} else if d.Seat != 0 {
			require.NoError(t, s.Answer(d.Options[asked(s).PassOption()].Key))
		}
	}
	assert.Contains(t, s.Hand(0), patient, "the treated Patient joins Terci's hand")
	assert.NotContains(t, s.Pile(0, engine.PileWaiting), patient)
	assert.Equal(t, 0, int(s.Players[0].Supplies()[2]), "the Salve was spent")
}

func TestChampionIsPickedByClickingTheTeammatesMat(t *testing.T) {
	s := fromScenario(t, `{"name": "champion", "mode": "two-headed",
	  "seats": [
	    {"char": "jett", "team": 0, "hand": ["jett_gambling_im_in"]},
	    {"char": "terci", "team": 0},
	    {"char": "dale", "team": 1},
	    {"char": "ygella", "team": 1}],
	  "active": 0, "phase": "action"}`)
	d, ok := s.Pending()
	require.True(t, ok)
	if k := optionKey(d, "teammate:seat0"); k >= 0 {
		assert.Equal(t, "Goes next", asked(s).PickLabel())
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
	m := asked(s)
	require.Equal(t, engine.DecChampion, m.Dec.Kind, "the other team picks its Champion")
	require.Equal(t, 2, m.Dec.Seat)
	assert.Equal(t, "Make Champion", m.PickLabel())
	_, ygellaOffered := m.SeatOpts[3]
	require.True(t, ygellaOffered, "the teammate's mat is a choice")
	assert.Equal(t, 3, m.Column, "Ygella sits above Dale")
	x, y := m.Mats[3].Center()
	c := m.ClickAt(int(x), int(y))
	require.GreaterOrEqual(t, c.Opt, 0)
	require.NoError(t, s.Answer(m.Dec.Options[c.Opt].Key))
	assert.True(t, logHas(s, "Ygella is their team's Champion"), "clicking Ygella's mat made her the Champion")
}

func TestTeammatesSeeEachOthersHands(t *testing.T) {
	s := deal(t, engine.ModeTwoHeaded, []string{"dale", "jett", "terci", "ygella"}, 5, 0)
	for hs := 0; hs < 4; hs++ {
		m := watched(s, hs)
		mate := hs ^ 1
		require.Len(t, m.MateHands, 1, "one teammate's hand is shown, no opponent's")
		mh, ok := m.MateHand(mate)
		require.True(t, ok, "seat %d sees seat %d's hand", hs, mate)
		assert.Equal(t, s.Hand(mate), mh.Cards, "face up, as it is")
		assert.Len(t, mh.Rects, len(s.Hand(mate)), "each card has its place")
		assert.Equal(t, s.Name(mate)+"'s hand (teammate)", mh.Title)
		for i, r := range mh.Rects {
			for q := range m.Mats {
				assert.False(t, r.Overlaps(m.Mats[q]), "card %d over mat %d", i, q)
			}
			got, _ := m.Hover(int(r.X+1), int(r.Y+r.H/2))
			assert.Equal(t, mh.Cards[i], got, "a teammate's card zooms")
		}
	}
	m := newModel(s, View{Bottom: 0, HandSeat: -1, Picker: engine.NoCard})
	assert.Empty(t, m.MateHands, "nothing face up behind the curtain")
	// Two human teammates at one table need no curtain between them.
	match, err := game.NewMatch(mustContent(t), game.Config{Mode: engine.ModeTwoHeaded, Seed: 5, Seats: []game.SeatConfig{
		{Char: "dale", Human: true}, {Char: "jett", Human: true}, {Char: "terci", Level: "easy"}, {Char: "ygella", Level: "easy"}}})
	require.NoError(t, err)
	defer match.Close()
	_, curtain := match.NeedsCurtain()
	assert.False(t, curtain, "no curtain between teammates")
	assert.Empty(t, watched(deal(t, "", chars5, 5, 0), 0).MateHands, "no teammates in a free-for-all")
}

// playUntil plays s, the other seats by the Easy computer player and seat
// by passing (or done, else the first option), until cond holds for the
// model seat sees when it decides.
func playUntil(t *testing.T, s *engine.State, seat int, cond func(*Model) bool) bool {
	t.Helper()
	easy, err := ai.New("easy", s.Seed)
	require.NoError(t, err)
	for i := 0; i < 3000 && !s.Over; i++ {
		d, _ := s.Pending()
		if d.Seat != seat {
			require.NoError(t, s.Answer(easy.Choose(s.Observation(d.Seat), d)))
			continue
		}
		if cond(asked(s)) {
			return true
		}
		k := max(asked(s).PassOption(), 0)
		require.NoError(t, s.Answer(d.Options[k].Key))
	}
	return false
}

func TestClickingAPotionTokenAnswersThePotionOption(t *testing.T) {
	s := deal(t, engine.ModeBoss, []string{"petra", "dale", "jett"}, 12, 0)
	gold := func(m *Model) int {
		for _, k := range m.PotionOptions() {
			if m.Dec.Options[k].Key == "potion:gold" {
				return k
			}
		}
		return -1
	}
	require.True(t, playUntil(t, s, 1, func(m *Model) bool { return gold(m) >= 0 }), "Dale was offered a Potion Token")
	m := asked(s)
	team := s.Players[1].Team
	before := s.Teams[team]
	tm := m.TeamOf(team)
	require.NotNil(t, tm)
	assert.True(t, tm.Clickable, "the tokens glow")
	require.Len(t, tm.Tokens, int(before.Potions), "one token per Potion")
	for _, o := range m.Teams {
		assert.Equal(t, o.ID == team, o.Clickable, "only the deciding team's tokens")
	}
	for _, b := range m.Bar {
		assert.GreaterOrEqual(t, b.Opt, 0)
	}
	x, y := tm.Tokens[0].Center()
	tok, ok := m.TokenAt(int(x), int(y))
	require.True(t, ok, "the token is under the cursor")
	_, ok = m.TokenAt(int(x), int(y)+40)
	assert.False(t, ok)
	popup := m.PotionPopup(tok)
	require.Len(t, popup, len(m.PotionOptions())+1, "the choices and Cancel")
	assert.Equal(t, "Cancel", popup[len(popup)-1].Label)
	assert.Equal(t, -1, popup[len(popup)-1].Opt)
	k := slices.IndexFunc(popup, func(b Button) bool { return b.Opt == gold(m) })
	require.GreaterOrEqual(t, k, 0)
	assert.Equal(t, "+3 Gold", popup[k].Label)
	for _, b := range popup {
		assert.True(t, b.Rect.Y >= 0 && b.Rect.Y+b.Rect.H <= ScreenHeight && b.Rect.X+b.Rect.W <= TableRight, "the choice %q on the table", b.Label)
	}
	require.NoError(t, s.Answer(m.Dec.Options[popup[k].Opt].Key))
	after := s.Teams[team]
	assert.Equal(t, before.Potions-1, after.Potions, "the token was used")
	assert.Equal(t, before.Gold+3, after.Gold, "the team gained 3 Gold")
	assert.True(t, logHas(s, "uses a Potion Token"), "the log tells of the Potion")
	assert.Len(t, watched(s, 1).TeamOf(team).Tokens, int(after.Potions))
}

func TestBossActionsStayOnTheTableWithACounter(t *testing.T) {
	// The AI's play decides whether a Challenger is asked while the Boss's
	// Actions are out: look through a few deals for one where it is.
	var s *engine.State
	for seed := uint64(21); seed < 61 && s == nil; seed++ {
		c := deal(t, engine.ModeBoss, []string{"petra", "dale", "jett", "terci"}, seed, 0)
		if playUntil(t, c, 1, func(m *Model) bool { return len(m.T.Players[0].Pile(engine.ZoneShown.String())) > 0 }) {
			s = c
		}
	}
	require.NotNil(t, s, "the Boss played an Action while a Challenger could respond")
	boss := s.Players[0]
	for _, bottom := range []int{1, 0} {
		m := watched(s, bottom)
		require.Len(t, m.BossShown, 1)
		b := m.BossShown[0]
		assert.Equal(t, 0, b.Seat)
		assert.Equal(t, s.Pile(0, engine.PileShown), b.Cards, "each Action the Boss played lies face up")
		assert.Len(t, b.Rects, len(s.Pile(0, engine.PileShown)))
		assert.GreaterOrEqual(t, boss.ActionsMax, boss.Actions)
		assert.Equal(t, fmt.Sprintf("%s's Actions: %d of %d", s.Name(0), boss.Actions, boss.ActionsMax), b.Label)
		for i, r := range b.Rects {
			assert.LessOrEqual(t, r.X+r.W, float32(TableRight), "inside the table")
			for q := range m.Mats {
				assert.False(t, r.Overlaps(m.Mats[q]), "Action %d over mat %d (bottom %d)", i, q, bottom)
			}
			got, _ := m.Hover(int(r.X+r.W-2), int(r.Y+r.H/2))
			assert.Equal(t, b.Cards[i], got, "the Action zooms")
		}
	}
	// Before any: an empty place and no counter.
	m := watched(deal(t, engine.ModeBoss, []string{"petra", "dale", "jett"}, 3, 1), 1)
	require.Len(t, m.BossShown, 1)
	assert.Empty(t, m.BossShown[0].Cards)
	assert.Equal(t, float32(64), m.BossShown[0].Slot.W, "the small place across the table")
}

func TestClickingOttosMatTargetsHim(t *testing.T) {
	s := fromScenario(t, `{
  "name": "Jett plays Sorry 'bout the claws on Otto",
  "seats": [
    {"char": "jett", "hand": ["jett_claws"]},
    {"char": "dale"},
    {"char": "otto", "deck_top": ["otto_b_rampage"]}
  ],
  "active": 0
}`)
	otto := s.OttoSeat()
	require.Equal(t, 2, otto)
	played := false
	require.True(t, playUntil(t, s, 0, func(m *Model) bool {
		if m.Dec.Kind == engine.DecAction && !played {
			id := s.Hand(0)[0]
			r, ok := m.HandRect(id)
			require.True(t, ok)
			c := m.ClickAt(int(r.X+r.W/2), int(r.Y+r.H/2))
			require.GreaterOrEqual(t, c.Opt, 0, "the card is played by a click")
			require.NoError(t, s.Answer(m.Dec.Options[c.Opt].Key))
			played = true
			m = asked(s)
		}
		return m.Dec.Kind == engine.DecTarget
	}), "Jett was asked for a target")
	m := asked(s)
	_, ok := m.SeatOpts[otto]
	require.True(t, ok, "Otto is a target option: %+v", m.Dec.Options)
	assert.Equal(t, "Click to pick", m.PickLabel())
	x, y := m.Mats[otto].Center()
	c := m.ClickAt(int(x), int(y))
	require.GreaterOrEqual(t, c.Opt, 0)
	assert.Equal(t, "target:seat2", m.Dec.Options[c.Opt].Key, "the click on his mat targets him")
	_, ok = OttoReveal(allSeeing(s))
	assert.False(t, ok, "nothing revealed yet")
	require.NoError(t, s.Answer(m.Dec.Options[c.Opt].Key))
	var pl engine.Play
	playUntil(t, s, 0, func(*Model) bool { pl, ok = OttoReveal(allSeeing(s)); return ok })
	require.True(t, ok, "Otto revealed a card")
	assert.Equal(t, int8(1), pl.Mode, "his Sometimes box answers the card")
	assert.Equal(t, "Rampage", s.Def(pl.Card).Title)
}

func TestOttoPassOutRewardIsTwoButtons(t *testing.T) {
	s := fromScenario(t, `{
  "name": "Otto's own Drink passes him out on Jett's track",
  "seats": [
    {"char": "jett"},
    {"char": "dale"},
    {"char": "otto", "deck_top": ["otto_b_rampage"], "tracks": {"jett": {"fort": 6, "alc": 4}}}
  ],
  "active": 2,
  "phase": "drink",
  "drink_deck": ["drk_wine"]
}`)
	require.True(t, playUntil(t, s, 0, func(m *Model) bool { return m.Reward }), "Jett is offered the reward")
	m := asked(s)
	require.Len(t, m.Bar, 2)
	assert.Equal(t, "reward:gold", m.Dec.Options[m.Bar[0].Opt].Key)
	assert.Equal(t, "reward:draw", m.Dec.Options[m.Bar[1].Opt].Key)
	assert.Equal(t, "Gain 1 Gold from the Inn", m.Bar[0].Label)
	assert.Equal(t, "Draw 2 cards", m.Bar[1].Label)
	assert.GreaterOrEqual(t, m.Bar[0].Rect.W, float32(250), "large buttons")
	assert.False(t, m.Bar[0].Rect.Overlaps(RewardBox), "the explanation sits above them")
	assert.False(t, RewardBox.Overlaps(InnArea), "and clear of the Inn's label")
	for _, d := range m.Drinks {
		assert.False(t, d.Bounds.Overlaps(RewardBox), "and of the Drinks on the table")
	}
	assert.False(t, watched(s, 1).Reward, "only the rewarded player sees it")
	gold := s.StatsOf(0).Gold
	require.NoError(t, s.Answer(m.Dec.Options[m.Bar[0].Opt].Key))
	assert.Equal(t, gold+1, s.StatsOf(0).Gold, "the Gold button gains 1 Gold from the Inn")
}

func TestPlottedCardsShareTheirPile(t *testing.T) {
	s := deal(t, "", []string{"petra", "dale"}, 3, 0)
	c := s.Clone()
	c.SetPile(0, engine.PilePlotted, append(c.Pile(0, engine.PilePlotted), c.Hand(0)[:3]...))
	c.SetPile(0, engine.PileHand, c.Hand(0)[3:])
	m := watched(c, 0)
	var strips []Rect
	for _, id := range c.Pile(0, engine.PilePlotted) {
		mc, ok := m.OnMat[id]
		require.True(t, ok)
		assert.True(t, mc.Open, "the owner sees them")
		strips = append(strips, mc.Rect)
	}
	for k := 1; k < len(strips); k++ {
		assert.InDelta(t, strips[k-1].X+strips[k-1].W, strips[k].X, 0.01, "side by side")
	}
	o := watched(c, 1)
	down := o.T.Players[0].Pile(engine.ZonePlotted.String())[0] // the others' view gives it no identity
	assert.False(t, o.OnMat[down].Open, "face down to the others")
	x, y := o.OnMat[down].Rect.Center()
	card, onMat := o.Hover(int(x), int(y))
	assert.Equal(t, engine.NoCard, card, "no zoom of a face-down card")
	assert.Equal(t, down, onMat, "pointed at, even face down")
	assert.True(t, FaceDown(onMat), "by a face-down id, not the card's")
}

// TestAnotherSeatsDecisionIsToldByItsKind: the view gives another seat's
// decision without its prompt; the table says who decides what, and the
// card it is about when the watcher sees it. The all-seeing view (a demo)
// shows the prompt itself.
func TestAnotherSeatsDecisionIsToldByItsKind(t *testing.T) {
	s := deal(t, "", []string{"jett", "ygella", "dale"}, 7, 0)
	var d engine.Decision
	for n := 0; ; n++ {
		require.Less(t, n, 2000, "no response window of seat 0 or 1 about a card")
		var ok bool
		d, ok = s.Pending()
		require.True(t, ok)
		if d.Kind == engine.DecRespond && d.Seat != 2 && d.About != engine.NoCard && !s.Observation(2).Hidden(d.About) {
			break
		}
		require.NoError(t, s.AnswerIndex(n*5%len(d.Options)))
	}
	m := watched(s, 2)
	assert.Equal(t, s.Name(d.Seat)+": may respond to "+s.Title(d.About), m.Prompt())
	all := New(allSeeing(s), View{Bottom: 2, HandSeat: 2, Picker: engine.NoCard})
	assert.Equal(t, s.Name(d.Seat)+": "+d.Prompt, all.Prompt())
}
