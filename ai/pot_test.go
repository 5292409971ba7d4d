package ai

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"undercity/engine"
)

// The pot cards (the Barkeep's tip sends the pot to the Inn, the coin trick
// takes Gold from it) are worth what they do to whoever is about to win the
// pot: the registry's situational worth (engine.OpWorth).

// roundEndingMoment plays sc's Gambling card "gamble" for its holder,
// answers everything else passively and stops at the moment before the
// pass that would end the Round, when seat must decide.
func roundEndingMoment(t *testing.T, sc engine.Scenario, gamble string, seat int) *engine.State {
	t.Helper()
	s, err := engine.NewScenario(testContent(t), sc)
	require.NoError(t, err)
	s.SetQuiet(true)
	for step := 0; step < 100; step++ {
		d, ok := s.Pending()
		require.True(t, ok)
		if d.Seat == seat && d.Kind == engine.DecRespond && strings.HasSuffix(d.Prompt, "Play a card first?") {
			return s
		}
		key := d.Options[0].Key
		for _, o := range d.Options {
			if o.Key == "pass" || o.Key == "done" {
				key = o.Key
			}
		}
		for _, o := range d.Options {
			if o.Card != engine.NoCard && s.Def(o.Card).ID == gamble && strings.HasPrefix(o.Key, "play:") {
				key = o.Key
			}
		}
		require.NoError(t, s.Answer(key))
	}
	t.Fatalf("seat %d never had the moment before the Round's last pass", seat)
	return nil
}

// teamRound: Terci (team 0) starts a Round in a two-headed game; Dale is
// the other Champion, and his pass will end it with Terci winning the pot.
// The non-Champion in seat 2 (on team mate) holds hand.
func teamRound(mate int, char string, hand ...string) engine.Scenario {
	return engine.Scenario{Active: 0, Phase: "action", Mode: "two-headed", Seats: []engine.ScenarioSeat{
		{Char: "terci", Team: 0, Hand: []string{"terci_gambling_im_in"}},
		{Char: "dale", Team: 1},
		{Char: char, Team: mate, Hand: hand},
		{Char: "ygella", Team: 1 - mate}}}
}

func TestHeuristicTipsTheBarkeepOnlyAnOpponentsPot(t *testing.T) {
	// Petra sits out for the team of Dale, who is about to lose the Round
	// to Terci: the pot goes to the Inn rather than to the other team.
	s := roundEndingMoment(t, teamRound(1, "petra", "petra_barkeep_tip", "petra_collect_thoughts"), "terci_gambling_im_in", 2)
	require.Equal(t, 2, int(s.Round.Pot))
	_, id := normalChoice(t, s)
	assert.Equal(t, "petra_barkeep_tip", id, "an opponent is about to win 2 Gold: deny it")

	empty := s.Clone()
	empty.Round.Pot = 0
	d, _ := s.Pending()
	assert.Equal(t, "pass", d.Options[pick(empty, 2, d)].Key, "an empty pot is not worth the card")

	// On Terci's team, the same moment is her teammate's win: let it come.
	s = roundEndingMoment(t, teamRound(0, "petra", "petra_barkeep_tip", "petra_collect_thoughts"), "terci_gambling_im_in", 2)
	key, _ := normalChoice(t, s)
	assert.Equal(t, "pass", key, "a teammate is about to win the pot")
}

func TestHeuristicCoinTrickTakesFromAnotherTeamsPot(t *testing.T) {
	s := roundEndingMoment(t, teamRound(1, "jett", "jett_coin_trick", "jett_second_wind"), "terci_gambling_im_in", 2)
	_, id := normalChoice(t, s)
	assert.Equal(t, "jett_coin_trick", id, "a Gold taken from an opponent's pot")

	s = roundEndingMoment(t, teamRound(0, "jett", "jett_coin_trick", "jett_second_wind"), "terci_gambling_im_in", 2)
	key, _ := normalChoice(t, s)
	assert.Equal(t, "pass", key, "Gold taken from a teammate's pot is Gold the team already has")

	d, _ := s.Pending()
	inn := s.Clone()
	inn.Round.Controller = -1 // nobody in control: the pot would go to the Inn
	assert.NotEqual(t, "pass", d.Options[pick(inn, 2, d)].Key, "Gold the Inn would take is Gold for the taking")
}

func TestHeuristicTakesControlRatherThanTipTheBarkeep(t *testing.T) {
	// Petra's turn in Dale's Round: "I raise!" can still win her the pot;
	// the tip only keeps it from Dale. Without a card to take control, the
	// tip is better than letting Dale have it.
	gambleTurn := func(hand ...string) *engine.State {
		s := reach(t, engine.Scenario{Active: 0, Phase: "action", Seats: []engine.ScenarioSeat{
			{Char: "dale", Hand: []string{"dale_gambling_im_in"}},
			{Char: "petra", Hand: hand}}}, 0, engine.DecAction)
		answer(t, s, "dale_gambling_im_in")
		return reachFrom(t, s, 1, engine.DecGamble)
	}
	_, id := normalChoice(t, gambleTurn("petra_barkeep_tip", "petra_i_raise", "petra_collect_thoughts"))
	assert.Equal(t, "petra_i_raise", id)
	_, id = normalChoice(t, gambleTurn("petra_barkeep_tip", "petra_collect_thoughts"))
	assert.Equal(t, "petra_barkeep_tip", id, "Dale is about to win the pot")
}
