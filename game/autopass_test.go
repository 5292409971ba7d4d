package game

import (
	"math/rand/v2"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"undercity/engine"
)

// clawsTable is Jett's Action Phase: Jett, Petra and Dale, with the given
// humans and hands. Jett holds Sorry 'bout the claws first.
func clawsTable(t *testing.T, humans [3]bool, hands [3][]string) *Match {
	t.Helper()
	c := testContent(t)
	chars := []string{"jett", "petra", "dale"}
	sc := engine.Scenario{Phase: "action"}
	cfg := Config{}
	for i, ch := range chars {
		sc.Seats = append(sc.Seats, engine.ScenarioSeat{Char: ch, Hand: hands[i]})
		cfg.Seats = append(cfg.Seats, SeatConfig{Char: ch, Human: humans[i], Level: "easy"})
	}
	s, err := engine.NewScenario(c, sc)
	require.NoError(t, err)
	m, err := Resume(c, s, cfg)
	require.NoError(t, err)
	return m
}

// answerAs takes the screen for seat (as the curtain's "I am" does) and
// answers with the option o of its decision for which pick is true.
func answerAs(t *testing.T, m *Match, seat int, pick func(engine.Option) bool) {
	t.Helper()
	d, ok := m.Snapshot().Pending()
	require.True(t, ok)
	require.Equal(t, seat, d.Seat, "%s: %q", d.Kind, d.Prompt)
	m.RevealTo(seat)
	for _, o := range d.Options {
		if pick(o) {
			require.NoError(t, m.Answer(o.Key))
			return
		}
	}
	t.Fatalf("no such option in %s %q", d.Kind, d.Prompt)
}

func playing(id engine.CardID) func(engine.Option) bool {
	return func(o engine.Option) bool { return o.Verb == engine.VerbPlay && o.Card == id }
}

func targeting(seat int) func(engine.Option) bool {
	return func(o engine.Option) bool { return o.Seat == int8(seat) }
}

func passing(o engine.Option) bool { return o.Declines() }

var allHumans = [3]bool{true, true, true}

// clawsHands: Jett can hit Petra and heal himself; Petra can Ignore the
// claws or fan her flames; Dale can negate a Sometimes Card or tip.
var clawsHands = [3][]string{
	{"jett_claws", "jett_second_wind"},
	{"petra_too_hot", "petra_fan_the_flames"},
	{"dale_i_dont_think_so", "dale_tip_the_barkeep"},
}

// The default level passes the Anytime pass for everyone (an Anytime Card
// fits every window and changes nothing aimed at them) and stops Petra when
// Too hot to handle can answer the claws aimed at her.
func TestAutoPassDefaultStopsOnlyForACardThatAnswers(t *testing.T) {
	m := clawsTable(t, allHumans, clawsHands)
	s := m.Snapshot()
	claws, hot := s.Hand(0)[0], s.Hand(1)[0]
	answerAs(t, m, 0, playing(claws))
	answerAs(t, m, 0, targeting(1))
	d, _ := m.Snapshot().Pending()
	assert.Equal(t, 1, d.Seat, "Petra is asked: %q", d.Prompt)
	assert.Equal(t, 3, m.AutoPassed(), "Jett on his own card, Petra and Dale with Anytime Cards")
	assert.NotContains(t, d.Prompt, "Anytime Cards", "the Sometimes pass")
	assert.True(t, hasCard(d, hot))
	answerAs(t, m, 1, passing)
	d, _ = m.Snapshot().Pending()
	assert.Equal(t, engine.DecAction, d.Kind, "nobody else is asked: back to Jett's Action Phase")
	assert.Equal(t, 0, d.Seat)
}

// Full control stops for every card a player could play, but not for a
// player's own card when nothing they hold answers it.
func TestAutoPassFullControlStopsForEveryCardButYourOwn(t *testing.T) {
	m := clawsTable(t, allHumans, clawsHands)
	for q := 0; q < 3; q++ {
		m.SetAutoPass(q, AutoPassAll)
	}
	s := m.Snapshot()
	claws, fan, tip := s.Hand(0)[0], s.Hand(1)[1], s.Hand(2)[1]
	answerAs(t, m, 0, playing(claws))
	answerAs(t, m, 0, targeting(1))
	assert.Equal(t, 1, m.AutoPassed(), "Jett is not asked about his own card")
	d, _ := m.Snapshot().Pending()
	assert.True(t, hasCard(d, fan), "Petra is asked in the Anytime pass")
	answerAs(t, m, 1, passing)
	d, _ = m.Snapshot().Pending()
	assert.True(t, hasCard(d, tip), "so is Dale")
	assert.Equal(t, 2, d.Seat)
}

// "Pass until my turn" passes even a card that answers, but stops for the
// player's own turn.
func TestAutoPassUntilMyTurn(t *testing.T) {
	m := clawsTable(t, allHumans, clawsHands)
	for q := 0; q < 3; q++ {
		m.SetAutoPass(q, AutoPassTurn)
	}
	s := m.Snapshot()
	claws := s.Hand(0)[0]
	answerAs(t, m, 0, playing(claws))
	answerAs(t, m, 0, targeting(1))
	d, _ := m.Snapshot().Pending()
	assert.Equal(t, engine.DecAction, d.Kind, "Petra's Too hot to handle is passed too")
	assert.Equal(t, 0, d.Seat)
	assert.Equal(t, int16(18), m.Snapshot().StatsOf(1).Fort, "the claws hit")
	assert.Equal(t, AutoPassTurn, m.AutoPassOf(1))
}

func hasCard(d engine.Decision, id engine.CardID) bool {
	for _, o := range d.Options {
		if o.Card == id {
			return true
		}
	}
	return false
}

// Hot-seat: a window auto-passed for a human is answered without the
// screen, so the device stays with the player whose turn it is.
func TestAutoPassedWindowDoesNotPassTheDevice(t *testing.T) {
	m := clawsTable(t, [3]bool{true, false, true}, [3][]string{
		{"jett_claws", "jett_wall_run"},
		{"petra_fan_the_flames"},
		{"dale_tip_the_barkeep"},
	})
	s := m.Snapshot()
	claws := s.Hand(0)[0]
	answerAs(t, m, 0, playing(claws))
	m.RevealTo(0)
	d, _ := m.Snapshot().Pending()
	for k := 0; k < 100 && (d.Seat != 0 || d.Kind == engine.DecTarget); k++ {
		if d.Kind == engine.DecTarget {
			answerAs(t, m, 0, targeting(1))
		} else {
			require.NoError(t, m.RunUntilHuman(10*time.Second))
		}
		_, curtain := m.NeedsCurtain()
		assert.False(t, curtain, "no curtain for Dale's window")
		d, _ = m.Snapshot().Pending()
	}
	assert.Equal(t, 0, d.Seat, "Jett's turn goes on: %s", d.Kind)
	assert.Equal(t, 0, m.Viewer(), "Jett kept the screen")
	assert.Positive(t, m.AutoPassed(), "Dale's Anytime window was passed")
}

// Hot-seat: at the start nobody's hand is shown, and the first human takes
// the screen behind the curtain; each human's turn starts behind it again.
func TestCurtainBeforeTheFirstHumanAndEveryTurn(t *testing.T) {
	c := testContent(t)
	m, err := NewMatch(c, Config{Seats: []SeatConfig{{Char: "jett", Human: true}, {Char: "petra", Human: true}}, Seed: 5})
	require.NoError(t, err)
	assert.Equal(t, -1, m.Viewer(), "no hand on screen at the start")
	who, need := m.NeedsCurtain()
	require.True(t, need, "the first human's first turn is curtained")
	first := who
	turns := map[int32]bool{}
	for k := 0; k < 400 && len(turns) < 4 && !m.Over(); k++ {
		s := m.Snapshot()
		d, _ := s.Pending()
		if who, need := m.NeedsCurtain(); need {
			require.Equal(t, d.Seat, who)
			assert.Error(t, m.Answer(d.Options[0].Key), "no answering behind the curtain")
			if s.OwnTurn() {
				turns[s.TurnNo] = true
			}
			m.RevealTo(who)
		} else if s.OwnTurn() && !turns[s.TurnNo] {
			t.Fatalf("turn %d of %s started without the curtain", s.TurnNo, s.Name(d.Seat))
		}
		pick := d.Options[0]
		for _, o := range d.Options {
			if o.Declines() {
				pick = o
				break
			}
		}
		require.NoError(t, m.Answer(pick.Key))
	}
	assert.Len(t, turns, 4, "four turns, each behind the curtain")
	assert.Contains(t, []int{0, 1}, first)
}

func TestAutoPassSettings(t *testing.T) {
	path := filepath.Join(t.TempDir(), "settings.json")
	s := DefaultSettings()
	assert.Equal(t, AutoPassConcerns, s.AutoPass, "the default level")
	s.AutoPass = AutoPassAll
	require.NoError(t, SaveSettings(path, s))
	got, err := LoadSettings(path)
	require.NoError(t, err)
	assert.Equal(t, s, got)
	// A level kept by character by an earlier build is not inherited.
	require.NoError(t, os.WriteFile(path, []byte(`{"auto_pass": "concerns", "auto_pass_by": {"dale": "turn"}}`), 0o600))
	got, err = LoadSettings(path)
	require.NoError(t, err)
	assert.Equal(t, AutoPassConcerns, got.AutoPass)
	assert.Equal(t, AutoPassConcerns, AutoPass("bogus").Norm())
	assert.Equal(t, AutoPassAll, AutoPassConcerns.Next())
	assert.Equal(t, AutoPassConcerns, AutoPassTurn.Next())
}

// "Pass until my turn" still stops for a last chance before losing.
func TestAutoPassUntilMyTurnStopsForALastChance(t *testing.T) {
	c := testContent(t)
	two := 2
	s, err := engine.NewScenario(c, engine.Scenario{Phase: "action", Seats: []engine.ScenarioSeat{
		{Char: "jett", Hand: []string{"jett_claws"}},
		{Char: "ygella", Fort: &two, Hand: []string{"ygella_field_medicine"}}}})
	require.NoError(t, err)
	m, err := Resume(c, s, Config{Seats: []SeatConfig{{Char: "jett", Human: true}, {Char: "ygella", Human: true}}})
	require.NoError(t, err)
	m.SetAutoPass(1, AutoPassTurn)
	claws, medicine := s.Hand(0)[0], s.Hand(1)[0]
	answerAs(t, m, 0, playing(claws))
	answerAs(t, m, 0, targeting(1))
	snap := m.Snapshot()
	d, _ := snap.Pending()
	require.Equal(t, 1, d.Seat, "%s %q", d.Kind, d.Prompt)
	assert.True(t, snap.LastChance(), "%q", d.Prompt)
	assert.True(t, hasCard(d, medicine))
	assert.Positive(t, m.AutoPassed(), "the Anytime pass on the claws went by")
}

// TestAutoPassFromTheViewAgreesWithTheState: an online table has only the
// decider's view, so it auto-passes by what the engine says there about
// the window. Over random games of every mode, at every response window,
// each level passes by the view exactly when it passes by the whole
// state, with the same option; no other seat's view says what the window
// means to the decider.
func TestAutoPassFromTheViewAgreesWithTheState(t *testing.T) {
	c, err := Content()
	require.NoError(t, err)
	decisions := 120
	if testing.Short() {
		decisions = 60
	}
	r := rand.New(rand.NewPCG(5, 5))
	windows, passed := 0, 0
	for gi, cfg := range viewConfigs(t, c, r) {
		m, err := NewMatch(c, cfg)
		require.NoError(t, err)
		s := m.Snapshot()
		m.Close()
		for k := 0; k < decisions && !s.Over; k++ {
			d, ok := s.Pending()
			require.True(t, ok)
			if d.Kind == engine.DecRespond {
				windows++
				v := s.View(d.Seat)
				for _, a := range AutoPassLevels {
					want, wantOK := a.Passes(s)
					key, ok := a.PassesView(v)
					require.Equal(t, wantOK, ok, "game %d decision %d, level %s", gi, k, a)
					if ok {
						passed++
						require.Equal(t, want.Key, key)
					}
				}
				for q := range s.Players {
					if q != d.Seat {
						o := s.View(q).Decision
						require.False(t, o.Concerns || o.OwnWindow || o.LastChance, "seat %d is told what the window means to seat %d", q, d.Seat)
					}
				}
			}
			require.NoError(t, s.AnswerIndex(r.IntN(len(d.Options))))
		}
	}
	require.Positive(t, windows)
	require.Positive(t, passed)
}
