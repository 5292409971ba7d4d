package engine

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// roundEndingMoments answers every decision passively (playing the cards
// in play, in order, when offered) until the Round of Gambling is over,
// and returns the decisions asked in the moment before a Round's last
// pass (roundEndingWindow).
func roundEndingMoments(t *testing.T, s *State, play ...CardID) []Decision {
	t.Helper()
	var moments []Decision
	started := s.Round.Active
	for n := 0; n < 200; n++ {
		if started && !s.Round.Active {
			return moments
		}
		d, ok := s.Pending()
		require.True(t, ok)
		if w := s.respondWindow(); w != nil && w.A == winRoundEnding {
			moments = append(moments, d)
		}
		key := firstPassive(d)
		if len(play) > 0 {
			for _, o := range d.Options {
				if o.Card == play[0] {
					key = o.Key
					play = play[1:]
					break
				}
			}
		}
		require.NoError(t, s.Answer(key))
		started = started || s.Round.Active
	}
	t.Fatal("the Round never ended")
	return nil
}

func TestRoundEndingMomentForWhoLeftTheRound(t *testing.T) {
	s, err := NewScenario(loadTestContent(t), Scenario{Phase: "action", Seats: []ScenarioSeat{
		{Char: "dale", Hand: []string{"dale_gambling_im_in"}},
		{Char: "jett", Hand: []string{"jett_flexible", "jett_coin_trick"}},
		{Char: "petra"}}})
	require.NoError(t, err)
	gamble := s.Hand(0)[0]
	flexible, coin := s.Hand(1)[0], s.Hand(1)[1]

	// Jett leaves as the Round starts (before the antes) and lets the
	// chance after his own card go by: the coin trick waits for the moment
	// before Petra's pass.
	var seen []Decision
	for n := 0; n < 50 && len(seen) == 0; n++ {
		d, ok := s.Pending()
		require.True(t, ok)
		key := firstPassive(d)
		for _, o := range d.Options {
			if o.Card == gamble || o.Card == flexible {
				key = o.Key
			}
		}
		if w := s.respondWindow(); w != nil && w.A == winRoundEnding {
			seen = append(seen, d)
			break
		}
		require.NoError(t, s.Answer(key))
	}
	require.Len(t, seen, 1)
	d := seen[0]
	assert.Equal(t, 1, d.Seat, "only Jett, who left, is asked")
	assert.Contains(t, d.Prompt, "If Petra passes, Dale wins the Round of Gambling")
	assert.Zero(t, s.Round.In&bit(1))
	var coinOpt Option
	for _, o := range d.Options {
		if o.Card == coin {
			coinOpt = o
		}
	}
	require.Equal(t, coin, coinOpt.Card)
	assert.True(t, s.Concerns(coinOpt), "the moment is held for him: auto-pass stops")

	// Petra, with nothing to play, passes at once: Jett is not asked again.
	require.NoError(t, s.Answer(coinOpt.Key))
	assert.False(t, s.Round.Active)
	assert.True(t, logHas(s, "Jett takes 1 Gold from the pot"))
	assert.True(t, logHas(s, "Dale wins the Round of Gambling and takes 1 Gold."))
}

func TestNoRoundEndingMomentWithoutACardForIt(t *testing.T) {
	// Jett sits out (Terci is the Champion) with only an Anytime Card:
	// nobody is asked before Ygella's pass.
	s, err := NewScenario(loadTestContent(t), Scenario{Phase: "action", Mode: "two-headed", Seats: []ScenarioSeat{
		{Char: "terci", Team: 0, Hand: []string{"terci_gambling_im_in"}},
		{Char: "jett", Team: 0, Hand: []string{"jett_second_wind"}},
		{Char: "dale", Team: 1},
		{Char: "ygella", Team: 1}}})
	require.NoError(t, err)
	assert.Empty(t, roundEndingMoments(t, s, s.Hand(0)[0]))
	assert.True(t, logHas(s, "Terci wins the Round of Gambling and takes 2 Gold."))
}

func TestRoundEndingMomentPassedOnceThenTheRoundGoesOn(t *testing.T) {
	// Petra sits out with the tip and lets the moment go: the Champion's pass
	// ends the Round; nobody is asked again after it.
	s, err := NewScenario(loadTestContent(t), Scenario{Phase: "action", Mode: "two-headed", Seats: []ScenarioSeat{
		{Char: "terci", Team: 0, Hand: []string{"terci_gambling_im_in"}},
		{Char: "petra", Team: 0, Hand: []string{"petra_barkeep_tip"}},
		{Char: "dale", Team: 1},
		{Char: "ygella", Team: 1}}})
	require.NoError(t, err)
	moments := roundEndingMoments(t, s, s.Hand(0)[0])
	require.Len(t, moments, 1)
	assert.Equal(t, 1, moments[0].Seat)
	assert.True(t, strings.HasSuffix(moments[0].Prompt, "passes, Terci wins the Round of Gambling (pot 2 Gold). Play a card first?"), moments[0].Prompt)
	assert.True(t, logHas(s, "Terci wins the Round of Gambling and takes 2 Gold."))
}
