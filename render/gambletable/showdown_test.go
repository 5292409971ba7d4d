package gambletable

import (
	"math/rand/v2"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"undercity/engine/gamble"
)

// playToResult plays random answers until the first game has ended.
func playToResult(t *testing.T, s *gamble.State, seed uint64) {
	t.Helper()
	rng := rand.New(rand.NewPCG(seed, 3))
	for n := 0; s.Result == nil; n++ {
		require.Less(t, n, 20000)
		d, ok := s.Pending()
		require.True(t, ok)
		require.NoError(t, s.Answer(d.Options[rng.IntN(len(d.Options))].Key))
	}
}

// Every game at 2 to 8 seats: the showdown shows each hand still in face
// up at its seat with its rank, nobody else's, and a line for every pot;
// everything is on screen, each seat's cards inside its box.
func TestShowdownShowsEveryHandAtItsSeat(t *testing.T) {
	for _, g := range gamble.Games {
		for seats := 2; seats <= gamble.MaxSeats; seats += 3 {
			s := session(t, g, gamble.GameVariants(g)&^gamble.VarUnwound, seats, uint64(seats)+7)
			playToResult(t, s, uint64(seats))
			r := s.Result
			viewer := seats - 1
			sd := BuildShowdown(s.Observation(viewer).State(), r, viewer)
			where := string(g) + " at " + string(rune('0'+seats))
			require.Len(t, sd.Seats, seats, where)
			assert.Equal(t, viewer, sd.Seats[0].Seat, where)
			assert.True(t, sd.Seats[0].Viewer)
			assert.Len(t, sd.Lines, len(r.Awards), where)
			assert.True(t, OnScreen(sd.Button), where)
			assert.False(t, sd.Button.Overlaps(sd.LinesRect), where)
			hands := map[int]gamble.HandResult{}
			for _, h := range r.Hands {
				hands[h.Seat] = h
			}
			for _, ss := range sd.Seats {
				h, ok := hands[ss.Seat]
				assert.Equal(t, ok, ss.Shown, "%s: seat %d", where, ss.Seat)
				if !ok {
					assert.Empty(t, ss.Cards, "%s: a hand not shown has no cards", where)
					continue
				}
				assert.Equal(t, h.Rank, ss.Rank)
				assert.NotEmpty(t, ss.Rank)
				assert.Len(t, ss.Cards, len(h.Cards))
				assert.Len(t, ss.City, len(h.Districts))
				for _, c := range append(append([]CardView(nil), ss.Cards...), ss.City...) {
					assert.True(t, c.Face, "%s: shown face up", where)
					require.True(t, OnScreen(c.Rect), "%s: card off screen", where)
					if !ss.Viewer {
						assert.True(t, inside(c.Rect, ss.Box), "%s: %s's card %v outside the seat %v", where, ss.Name, c.Rect, ss.Box)
					}
				}
				for _, d := range ss.Dice {
					require.True(t, OnScreen(d.Rect), where)
					if !ss.Viewer {
						assert.True(t, inside(d.Rect, ss.Box), "%s: %s's die outside the seat", where, ss.Name)
					}
				}
				if len(ss.Cards) > 0 {
					id, ok := sd.CardAt(int(ss.Cards[0].Rect.X+2), int(ss.Cards[0].Rect.Y+2))
					assert.True(t, ok, "%s: a shown card can be zoomed", where)
					assert.Equal(t, ss.Cards[0].ID, id)
				}
			}
			if g == gamble.TheWheel {
				assert.Contains(t, sd.Spoke, "The strongest spoke: ")
				assert.Len(t, sd.Spokes, gamble.NumSpokes)
			}
		}
	}
}

// While a result is held the header names the game that ended, not the
// next one the session has moved on to.
func TestResultHeaderNamesTheGameThatEnded(t *testing.T) {
	s := session(t, gamble.AdventurersChoice, 0, 3, 11)
	playToResult(t, s, 5)
	r := s.Result
	for n := 0; s.Played == r.Game; n++ { // on into the next game
		require.Less(t, n, 20000)
		d, ok := s.Pending()
		require.True(t, ok)
		require.NoError(t, s.Answer(d.Options[0].Key))
	}
	m := NewView(s, 0, false).Build()
	assert.Contains(t, m.Sub, "Game "+strconv.Itoa(s.Played), "the table names the game being played")
	m.HeadResult(s, r)
	assert.Equal(t, "Adventurer's Choice: "+GameTitle(r.GameID), m.Header)
	assert.True(t, strings.HasPrefix(m.Sub, "Game "+strconv.Itoa(r.Game)+"  ·  the result"), m.Sub)
}

// The lines name the pots (main and side pots), the split and what stays.
func TestAwardLines(t *testing.T) {
	s := session(t, gamble.RoguesAndWarriors, 0, 3, 1)
	s.Setup.Names = []string{"Mara", "Tobin", "You"}
	r := &gamble.Result{Game: 2, Awards: []gamble.Award{
		{Pot: 0, Amount: 13, Seats: []int{0, 2}, Each: 6, Carried: 1},
		{Pot: 1, Amount: 10, Seats: []int{1}, Each: 10},
	}}
	assert.Equal(t, []string{
		"Mara and You split the main pot (13): 6 each; 1 stays in the pot",
		"Tobin wins 10 from side pot 1",
	}, AwardLines(s, r))
	r.Awards = []gamble.Award{{Pot: 0, Amount: 8, Seats: []int{0, 1}, Carried: 8, Replay: true}}
	assert.Equal(t, []string{"Mara and Tobin tie for the pot (8): it stays in the pot for a replay"}, AwardLines(s, r))
	r.Awards = []gamble.Award{{Amount: 6, Seats: []int{2}, Each: 6, Place: 1}, {Amount: 2, Carried: 2, Place: 3}}
	assert.Equal(t, []string{"1st place: You wins 6", "3rd place: nobody; 2 stays in the pot"}, AwardLines(s, r))
	sd := BuildShowdown(s, &gamble.Result{Game: 2, ByFold: true, Awards: []gamble.Award{{Amount: 5, Seats: []int{1}, Each: 5}}, Spoke: -1}, 2)
	assert.Equal(t, "Game 2: everyone else folded", sd.Title)
	assert.Equal(t, 5, sd.Seats[2].Won, "Tobin's seat says what he won")
}

// The Wheel: a picked card lights its legal spokes and the prompt says
// "Click a spoke"; a click on another spoke says why it plays nothing.
func TestWheelSpokesLightAndExplain(t *testing.T) {
	s := session(t, gamble.TheWheel, 0, 3, 2)
	d, ok := s.Pending()
	require.True(t, ok)
	require.Equal(t, gamble.DecWheel, d.Kind)
	v := NewView(s.Observation(d.Seat).State(), d.Seat, true)
	m := v.Build()
	sp := m.Spokes[0]
	x, y := sp.Card.Center()
	assert.Empty(t, v.Click(m, int(x), int(y)))
	assert.Contains(t, v.Build().Why, "Pick a card from your hand first")
	// Pick a card that may not go everywhere.
	var pick gamble.CardID = gamble.NoCard
	for _, id := range s.Players[d.Seat].Hand {
		if gamble.Face(id).Kind == gamble.KindDeck {
			pick = id
		}
	}
	require.NotEqual(t, gamble.NoCard, pick)
	v.Selected = pick
	m = v.Build()
	assert.Equal(t, "Click a spoke", m.Prompt)
	legal := map[int]bool{}
	for _, o := range d.Options {
		if o.Card == pick && o.Verb == gamble.VerbSpoke {
			legal[o.Value] = true
		}
	}
	for _, sp := range m.Spokes {
		assert.Equal(t, legal[sp.Index], sp.Target, "spoke %d lights when legal", sp.Index)
	}
	for _, sp := range m.Spokes {
		if sp.Target {
			continue
		}
		x, y := sp.Card.Center()
		assert.Empty(t, v.Click(m, int(x), int(y)))
		m = v.Build()
		assert.True(t, strings.HasPrefix(m.Why, "A "+gamble.Face(pick).Rank.String()+" goes on its own spoke"), m.Why)
		break
	}
	for _, sp := range m.Spokes {
		if sp.Target {
			x, y := sp.Card.Center()
			assert.NotEmpty(t, v.Click(m, int(x), int(y)), "a lit spoke plays the card")
			break
		}
	}
}

// City Square: your city's points are always shown with it.
func TestCityScoreShown(t *testing.T) {
	s := session(t, gamble.CitySquare, 0, 3, 2)
	d, _ := s.Pending()
	m := NewView(s.Observation(d.Seat).State(), d.Seat, false).Build()
	assert.Equal(t, "Your city: 0 points", m.CityScore)
	for s.Players[0].City == nil || len(s.Players[0].City) < 3 {
		d, _ := s.Pending()
		require.NoError(t, s.Answer(d.Options[0].Key))
	}
	m = NewView(s.Observation(0).State(), 0, false).Build()
	top := [gamble.CitySpots]gamble.CardID{}
	for k := range top {
		top[k] = gamble.NoCard
	}
	for i, id := range s.Players[0].City {
		top[s.Players[0].Spots[i]] = id
	}
	pts := gamble.CityPoints(top, s.Variants)
	assert.Contains(t, m.CityScore, "Your city: "+string(rune('0'+pts)))
}

// Another player's revealed card can be zoomed; a hidden one cannot.
func TestOthersRevealedCardsZoom(t *testing.T) {
	s := session(t, gamble.RoguesAndWarriors, 0, 3, 2)
	for {
		d, _ := s.Pending()
		if h := s.Players[1].Hand; len(h) == 2 && (s.Cards[h[0]].Up || s.Cards[h[1]].Up) {
			break
		}
		key := d.Options[0].Key
		for _, o := range d.Options {
			if o.Verb == gamble.VerbCheck || o.Verb == gamble.VerbCall {
				key = o.Key
			}
		}
		require.NoError(t, s.Answer(key))
	}
	m := NewView(s.Observation(0).State(), 0, false).Build()
	var other *SeatView
	for i := range m.Seats {
		if m.Seats[i].Seat == 1 {
			other = &m.Seats[i]
		}
	}
	require.NotNil(t, other)
	zoomed := 0
	for _, c := range other.Cards {
		id, ok := m.FaceAt(int(c.Rect.X+2), int(c.Rect.Y+c.Rect.H/2))
		if c.Up {
			assert.True(t, ok)
			assert.Equal(t, c.ID, id)
			zoomed++
		}
	}
	assert.Equal(t, 1, zoomed)
}
