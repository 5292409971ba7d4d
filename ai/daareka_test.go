package ai

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"undercity/engine"
)

// The rules of thumb for Daareka's decisions: each new decision is
// answered, and the answer follows the rule.

// psionic: Daareka plays "Psionic vision" on Jett with two strong cards
// (Ink spray, I think you should reconsider) and two weak ones on top.
func psionic(t *testing.T) *engine.State {
	s := reach(t, engine.Scenario{Active: 0, Phase: "action", Seats: []engine.ScenarioSeat{
		{Char: "daareka", Hand: []string{"daareka_psionic_vision"},
			DeckTop: []string{"daareka_ink_spray", "daareka_reconsider", "daareka_meditation", "daareka_tip_the_wench"}},
		{Char: "jett"}}}, 0, engine.DecAction)
	answer(t, s, "daareka_psionic_vision")
	answer(t, s, "target:seat1")
	return reachFrom(t, s, 1, engine.DecDivide)
}

func TestHeuristicDividesSoTheBetterPileIsPoor(t *testing.T) {
	key, _ := normalChoice(t, psionic(t))
	// Bits: Ink spray 1, reconsider 2, meditation 4, Tip the Wench 8. The
	// two strong cards go to different piles.
	assert.Contains(t, []string{"divide:5", "divide:9"}, key, "one strong card in each pile")
}

func TestHeuristicTakesTheBetterPile(t *testing.T) {
	s := psionic(t)
	answer(t, s, "divide:3") // both strong cards in the first pile
	s = reachFrom(t, s, 0, engine.DecPile)
	key, _ := normalChoice(t, s)
	assert.Equal(t, "pile:3", key, "Ink spray and reconsider")
}

func TestHeuristicPlaysABorrowedCard(t *testing.T) {
	s := reach(t, engine.Scenario{Active: 0, Phase: "action", Seats: []engine.ScenarioSeat{
		{Char: "jett", Hand: []string{"jett_gambling_im_in", "jett_winning_hand"}},
		{Char: "daareka", Hand: []string{"daareka_my_friend"}}}}, 0, engine.DecAction)
	answer(t, s, "jett_gambling_im_in")
	s = reachFrom(t, s, 1, engine.DecGamble)
	answer(t, s, "daareka_my_friend")
	answer(t, s, "target:seat0")
	d, _ := s.Pending()
	assert.Equal(t, engine.DecBorrow, d.Kind)
	_, id := normalChoice(t, s)
	assert.Equal(t, "jett_winning_hand", id, "her own card is spent: not playing his is a pass")
}

func TestHeuristicRedirectsAWholeCardThatHurts(t *testing.T) {
	s := reach(t, engine.Scenario{Mode: "boss", Turn: 2, Active: 1, Phase: "action", Seats: []engine.ScenarioSeat{
		{Char: "daareka", Boss: true, Team: 0, HandSize: 8, Hand: []string{"daareka_boss_selfless"}},
		{Char: "jett", Team: 1, Hand: []string{"jett_claws"}},
		{Char: "terci", Team: 1}}}, 1, engine.DecAction)
	answer(t, s, "jett_claws")
	answer(t, s, "target:seat0")
	s = reachFrom(t, s, 0, engine.DecRespond)
	_, id := normalChoice(t, s)
	assert.Equal(t, "daareka_boss_selfless", id, "2 Fortitude: send it back to the Challengers")
	answer(t, s, "daareka_boss_selfless")
	key, _ := normalChoice(t, s)
	assert.Contains(t, []string{"target:seat1", "target:seat2"}, key)
}

func TestHeuristicSitsOutARoundWithAWeakHand(t *testing.T) {
	respond := func(hand ...string) string {
		s := reach(t, engine.Scenario{Active: 0, Phase: "action", Seats: []engine.ScenarioSeat{
			{Char: "jett", Hand: []string{"jett_gambling_im_in"}},
			{Char: "daareka", Hand: append([]string{"daareka_chivalrous"}, hand...)}}}, 0, engine.DecAction)
		answer(t, s, "jett_gambling_im_in")
		s = reachFrom(t, s, 1, engine.DecRespond)
		_, id := normalChoice(t, s)
		return id
	}
	assert.Equal(t, "daareka_chivalrous", respond(), "no Gambling Card: stay out of the Round")
	assert.Empty(t, respond("daareka_read_minds", "daareka_read_minds", "daareka_winning_hand"), "a strong hand: gamble")
}
