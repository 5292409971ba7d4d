package game

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"undercity/engine/gamble"
)

func gambleSetup(seats int) gamble.Setup {
	su := gamble.Setup{Seed: 9, Games: 2}
	for i := 0; i < seats; i++ {
		su.Stakes = append(su.Stakes, 20)
	}
	return su
}

func TestGambleMatchComputersFinishTheSession(t *testing.T) {
	m, err := NewGambleMatch(GambleConfig{Setup: gambleSetup(3), Seats: []GambleSeat{{Level: "random"}, {Level: "easy"}, {Level: "random"}}})
	require.NoError(t, err)
	deadline := time.Now().Add(30 * time.Second)
	for !m.State().Over && time.Now().Before(deadline) {
		m.Tick()
		time.Sleep(time.Millisecond)
	}
	require.NoError(t, m.Err())
	assert.True(t, m.State().Over)
	news := m.News()
	require.NotEmpty(t, news, "someone won something")
	assert.LessOrEqual(t, len(news), maxNews)
	for _, e := range news {
		assert.True(t, newsVerbs[e.Verb], "%v is public money news", e.Verb)
	}
}

func TestGambleMatchHotSeatCurtainAndBadInput(t *testing.T) {
	m, err := NewGambleMatch(GambleConfig{Setup: gambleSetup(2), Seats: []GambleSeat{{Human: true}, {Human: true}}})
	require.NoError(t, err)
	assert.Equal(t, 0, m.Viewer())
	for i := 0; i < 50 && !m.State().Over; i++ {
		d, ok := m.State().Pending()
		require.True(t, ok)
		if seat, c := m.NeedsCurtain(); c {
			assert.Equal(t, d.Seat, seat)
			assert.NotEqual(t, seat, m.Viewer(), "the curtain comes only for another player")
			assert.Error(t, m.Give(seat, d.Options[0].Key), "no answer behind the curtain")
			m.RevealTo(seat)
		}
		assert.Error(t, m.Give(d.Seat, "nonsense"), "a bad key is refused")
		assert.Error(t, m.Give(1-d.Seat, d.Options[0].Key), "the other seat is not asked")
		require.NoError(t, m.Give(d.Seat, d.Options[len(d.Options)-1].Key))
		assert.NoError(t, m.State().CheckInvariants())
	}
}

func TestGambleMatchKeepsTheLastShowdown(t *testing.T) {
	m, err := NewGambleMatch(GambleConfig{Setup: gamble.Setup{Game: gamble.KingsCouncil, Stakes: []int{20, 20}, Seed: 4, Games: 3},
		Seats: []GambleSeat{{Human: true}, {Human: true}}})
	require.NoError(t, err)
	assert.Nil(t, m.LastResult(), "no game finished yet")
	for m.State().Played < 2 && !m.State().Over {
		d, _ := m.State().Pending()
		m.RevealTo(d.Seat)
		require.NoError(t, m.Give(d.Seat, callOrFirst(d)))
	}
	r := m.LastResult()
	require.NotNil(t, r)
	assert.Equal(t, 1, r.Game)
	require.Len(t, r.Hands, 2, "both players showed their council")
	for _, h := range r.Hands {
		assert.Len(t, h.Cards, 5, "seat %d", h.Seat)
		assert.Contains(t, h.Rank, "point")
	}
}

func callOrFirst(d gamble.Decision) string {
	for _, o := range d.Options {
		if o.Verb == gamble.VerbCheck || o.Verb == gamble.VerbCall {
			return o.Key
		}
	}
	return d.Options[0].Key
}

// With SetPause the session waits at each game's result: a table of
// computers stops, a human's answer is refused, until Continue.
func TestGambleMatchPausesAtTheResult(t *testing.T) {
	m, err := NewGambleMatch(GambleConfig{Setup: gamble.Setup{Game: gamble.RoguesAndWarriors, Stakes: []int{20, 20, 20}, Seed: 4, Games: 3},
		Seats: []GambleSeat{{Level: "random"}, {Level: "random"}, {Level: "random"}}})
	require.NoError(t, err)
	m.SetPause(true)
	deadline := time.Now().Add(20 * time.Second)
	for {
		_, held := m.Held()
		if held {
			break
		}
		require.True(t, time.Now().Before(deadline), "the first game never ended")
		require.False(t, m.State().Over)
		m.Tick()
		time.Sleep(time.Millisecond)
	}
	r, _ := m.Held()
	assert.Equal(t, 1, r.Game)
	v := m.Version()
	for i := 0; i < 50; i++ {
		assert.False(t, m.Tick())
		time.Sleep(time.Millisecond)
	}
	assert.Equal(t, v, m.Version(), "nobody plays on while the result is shown")
	assert.False(t, m.Thinking())
	m.Continue()
	for m.Version() == v {
		require.True(t, time.Now().Before(deadline), "the session did not go on")
		m.Tick()
		time.Sleep(time.Millisecond)
	}
	_, held := m.Held()
	assert.False(t, held)
}

func TestGambleMatchRefusesAnswersAtTheResult(t *testing.T) {
	m, err := NewGambleMatch(GambleConfig{Setup: gamble.Setup{Game: gamble.RoguesAndWarriors, Stakes: []int{20, 20}, Seed: 4, Games: 3},
		Seats: []GambleSeat{{Human: true}, {Human: true}}})
	require.NoError(t, err)
	m.SetPause(true)
	for {
		_, held := m.Held()
		if held {
			break
		}
		d, _ := m.State().Pending()
		m.RevealTo(d.Seat)
		require.NoError(t, m.Give(d.Seat, callOrFirst(d)))
	}
	d, ok := m.State().Pending()
	require.True(t, ok)
	m.RevealTo(d.Seat)
	assert.Error(t, m.Give(d.Seat, d.Options[0].Key), "the result first")
	m.Continue()
	assert.NoError(t, m.Give(d.Seat, d.Options[0].Key))
}
