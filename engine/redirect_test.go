package engine

import (
	"strconv"
	"testing"

	"github.com/stretchr/testify/require"

	"undercity/engine/card"
)

// The rulebook's Redirecting Damage examples use Torglesnarf's "Not the
// face! Someone else's face!". Until his deck is in the data, these tests
// give two Sometimes Cards a plain redirection (the card's Gold payment
// aside, the same rule): Daareka's "I knew you'd do that" and Jett's
// "Missed me!" become "Pick another player: the Fortitude loss you (or your
// team) would take from that card is lost by them instead".
const redirectSummary = "type=Sometimes; timing=incoming(fortitude_card); target=another_player; redirect_fortitude_loss"

func contentWithRedirects(t *testing.T) *Content {
	t.Helper()
	base := loadTestContent(t)
	defs := append(base.Defs[:0:0], base.Defs...)
	for i, d := range defs {
		if d.ID == "daareka_knew_youd_do_that" || d.ID == "jett_missed_me" {
			modes, ex, err := card.ParseSummary(redirectSummary)
			require.NoError(t, err)
			cp := *d
			cp.Summary, cp.Modes, cp.Protect = redirectSummary, modes, ex.Protect
			defs[i] = &cp
		}
	}
	c, err := NewContent(defs, base.Chars)
	require.NoError(t, err)
	return c
}

func redirectGame(t *testing.T, sc Scenario) *State {
	t.Helper()
	if sc.Phase == "" {
		sc.Phase = "action"
	}
	s, err := NewScenario(contentWithRedirects(t), sc)
	require.NoError(t, err)
	return s
}

func seatKey(q int) string { return "target:seat" + strconv.Itoa(q) }

// Redirecting Damage example 1 (Vlazlo, Torglesnarf, Amundyr → Jett,
// Daareka, Amundyr): Jett makes Daareka lose 2; Daareka redirects the loss
// to Amundyr; Amundyr's "You knocked off my hat!" gives the 2 Scarabs to
// Jett, the original source, not to Daareka.
func TestRedirectKeepsTheOriginalSource(t *testing.T) {
	s := redirectGame(t, Scenario{Seats: []ScenarioSeat{
		{Char: "jett", Hand: []string{"jett_claws"}},
		{Char: "daareka", Hand: []string{"daareka_knew_youd_do_that"}},
		{Char: "amundyr", Hand: []string{"amundyr_knocked_off_my_hat"}}}})
	redirect, hat := s.Hand(1)[0], s.Hand(2)[0]
	say(t, s, 0, playKey(s.Hand(0)[0]))
	say(t, s, 0, seatKey(1))
	say(t, s, 1, playKey(redirect))
	say(t, s, 1, seatKey(2))
	d := passUntil(t, s, 2, DecRespond)
	require.True(t, hasKey(d, playKey(hat)), "Amundyr may hit back: %v", keys(d))
	say(t, s, 2, playKey(hat))
	passUntil(t, s, 0, DecOrder)
	require.Equal(t, int16(20), s.StatsOf(1).Fort, "Daareka loses nothing")
	require.Equal(t, int16(18), s.StatsOf(2).Fort, "Amundyr takes the 2")
	require.Equal(t, int8(2), s.Players[0].Counters[CtrScarabs], "the Scarabs go to Jett, the original source")
	require.Equal(t, int8(0), s.Players[1].Counters[CtrScarabs])
}

// Redirecting Damage example 2: only Fortitude loss moves. Amundyr's "I see
// you've met Itsy and Bitsy!" on Daareka (lose 1, gain 2 Scarabs);
// Daareka redirects to Jett: Jett loses 1, Daareka still gains the Scarabs.
func TestRedirectMovesOnlyFortitudeLoss(t *testing.T) {
	s := redirectGame(t, Scenario{Seats: []ScenarioSeat{
		{Char: "amundyr", Hand: []string{"amundyr_itsy_and_bitsy"}},
		{Char: "daareka", Hand: []string{"daareka_knew_youd_do_that"}},
		{Char: "jett"}}})
	say(t, s, 0, playKey(s.Hand(0)[0]))
	say(t, s, 0, seatKey(1))
	say(t, s, 1, playKey(s.Hand(1)[0]))
	say(t, s, 1, seatKey(2))
	passUntil(t, s, 0, DecOrder)
	require.Equal(t, int16(20), s.StatsOf(1).Fort)
	require.Equal(t, int8(2), s.Players[1].Counters[CtrScarabs], "the card's other effects stay on Daareka")
	require.Equal(t, int16(19), s.StatsOf(2).Fort, "Jett loses the 1")
	require.Equal(t, int8(0), s.Players[2].Counters[CtrScarabs])
	require.True(t, logHas(s, "Daareka's Fortitude loss goes to Jett."))
}

// "If multiple redirection effects would apply to a damage effect, each
// redirection effect applies exactly once ... in the order they were
// played." Daareka redirects to Jett; Jett redirects back to Daareka: her
// redirection has already applied, so Daareka loses the 2.
func TestRedirectionsApplyOnceInOrder(t *testing.T) {
	s := redirectGame(t, Scenario{Seats: []ScenarioSeat{
		{Char: "amundyr", Hand: []string{"amundyr_mummy_rot"}},
		{Char: "daareka", Hand: []string{"daareka_knew_youd_do_that"}},
		{Char: "jett", Hand: []string{"jett_missed_me"}}}})
	say(t, s, 0, playKey(s.Hand(0)[0]))
	say(t, s, 0, seatKey(1))
	say(t, s, 1, playKey(s.Hand(1)[0]))
	say(t, s, 1, seatKey(2))
	d := passUntil(t, s, 2, DecRespond)
	missed := s.Hand(2)[0]
	require.True(t, hasKey(d, playKey(missed)), "the new target may redirect it again: %v", keys(d))
	say(t, s, 2, playKey(missed))
	say(t, s, 2, seatKey(1))
	passUntil(t, s, 0, DecOrder)
	require.Equal(t, int16(18), s.StatsOf(1).Fort, "back to Daareka: each redirection applied once")
	require.Equal(t, int16(20), s.StatsOf(2).Fort)
}

// Three redirections in a row: Daareka → Jett, Jett → Petra: Petra loses.
func TestRedirectionChain(t *testing.T) {
	s := redirectGame(t, Scenario{Seats: []ScenarioSeat{
		{Char: "amundyr", Hand: []string{"amundyr_mummy_rot"}},
		{Char: "daareka", Hand: []string{"daareka_knew_youd_do_that"}},
		{Char: "jett", Hand: []string{"jett_missed_me"}},
		{Char: "petra"}}})
	say(t, s, 0, playKey(s.Hand(0)[0]))
	say(t, s, 0, seatKey(1))
	say(t, s, 1, playKey(s.Hand(1)[0]))
	say(t, s, 1, seatKey(2))
	passUntil(t, s, 2, DecRespond)
	say(t, s, 2, playKey(s.Hand(2)[0]))
	say(t, s, 2, seatKey(3))
	passUntil(t, s, 0, DecOrder)
	require.Equal(t, int16(20), s.StatsOf(1).Fort)
	require.Equal(t, int16(20), s.StatsOf(2).Fort)
	require.Equal(t, int16(18), s.StatsOf(3).Fort)
}

// Team rule (rdi9 "Redirection"): a redirection may hit a teammate of the
// player who played the card, even one they couldn't have targeted.
// Amundyr and Petra are a team; Amundyr makes Daareka lose 2; Daareka
// redirects to Petra: the Amundyr/Petra team loses 2.
func TestRedirectToTheAttackersTeammate(t *testing.T) {
	s := redirectGame(t, Scenario{Teams: true, Seats: []ScenarioSeat{
		{Char: "amundyr", Team: 1, Hand: []string{"amundyr_mummy_rot"}},
		{Char: "daareka", Team: 2, Hand: []string{"daareka_knew_youd_do_that"}},
		{Char: "petra", Team: 1},
		{Char: "jett", Team: 2}}})
	passUntil(t, s, 0, DecChoose)
	say(t, s, 0, "teammate:seat0")
	say(t, s, 0, playKey(s.Hand(0)[0]))
	say(t, s, 0, seatKey(1))
	d, _ := s.Pending()
	require.Equal(t, 1, d.Seat)
	say(t, s, 1, playKey(s.Hand(1)[0]))
	d, _ = s.Pending()
	require.True(t, hasKey(d, seatKey(2)), "the attacker's teammate may be the new target: %v", keys(d))
	require.False(t, hasKey(d, seatKey(3)), "not the redirecting player's own teammate: %v", keys(d))
	say(t, s, 1, seatKey(2)) // the card resolves before the next decision
	require.Equal(t, int16(20), s.StatsOf(1).Fort)
	require.Equal(t, int16(18), s.StatsOf(0).Fort, "the attacking team loses it")
}

// Scarab damage can't be redirected ("nor may they redirect Scarab damage
// to another player"); a reducer still may answer it.
func TestScarabDamageCantBeRedirected(t *testing.T) {
	s := redirectGame(t, Scenario{Phase: "end", Seats: []ScenarioSeat{
		{Char: "daareka", Counters: map[string]int{"scarabs": 1}, Hand: []string{"daareka_knew_youd_do_that", "daareka_that_happened"}},
		{Char: "amundyr"}, {Char: "jett"}}})
	d, ok := s.Pending()
	require.True(t, ok)
	require.Equal(t, 0, d.Seat)
	require.Equal(t, DecRespond, d.Kind)
	require.False(t, hasKey(d, playKey(s.Hand(0)[0])), "no redirection of Scarab damage: %v", keys(d))
	require.True(t, hasKey(d, playKey(s.Hand(0)[1])), "a reducer is allowed: %v", keys(d))
}

// A redirection may pick one of Torglesnarf's Minions instead of a player
// (rdi6 "Wages and Attacking a Minion": whoever "must choose another player
// for a card's Fortitude loss or redirection effect" may pick a Minion).
// Jett makes Daareka lose 2; Daareka redirects the loss to Grunt: she loses
// nothing, Grunt loses 2 and Torglesnarf pays his Wages or discards him.
func TestRedirectToAMinion(t *testing.T) {
	s := redirectGame(t, Scenario{Seats: []ScenarioSeat{
		{Char: "jett", Hand: []string{"jett_claws"}},
		{Char: "daareka", Hand: []string{"daareka_knew_youd_do_that"}},
		{Char: "torglesnarf", Minions: []string{"torglesnarf_grunt"}}}})
	grunt := s.pile(2, PileMinions)[0]
	say(t, s, 0, playKey(s.Hand(0)[0]))
	say(t, s, 0, seatKey(1))
	say(t, s, 1, playKey(s.Hand(1)[0]))
	d, _ := s.Pending()
	gruntKey := "target:card" + strconv.Itoa(int(grunt))
	require.True(t, hasKey(d, gruntKey), "a Minion may take the redirected loss: %v", keys(d))
	say(t, s, 1, gruntKey)
	d = passUntil(t, s, 2, DecWages)
	require.Equal(t, grunt, d.About)
	say(t, s, 2, "wages:no")
	passUntil(t, s, 0, DecOrder)
	require.Equal(t, int16(20), s.StatsOf(1).Fort, "Daareka loses nothing")
	require.Equal(t, int16(20), s.StatsOf(2).Fort, "nor does Torglesnarf")
	require.Empty(t, s.pile(2, PileMinions), "Grunt is discarded")
	require.True(t, logHas(s, "Daareka's Fortitude loss goes to Grunt the Brawler."))
}

// Only a player other than Torglesnarf may pick a Minion: his own
// redirection never offers his Minions.
func TestRedirectNotToYourOwnMinion(t *testing.T) {
	s := redirectGame(t, Scenario{Seats: []ScenarioSeat{
		{Char: "jett", Hand: []string{"jett_claws"}},
		{Char: "torglesnarf", Hand: []string{"torglesnarf_not_the_face"}, Minions: []string{"torglesnarf_grunt"}},
		{Char: "daareka"}}})
	say(t, s, 0, playKey(s.Hand(0)[0]))
	say(t, s, 0, seatKey(1))
	say(t, s, 1, playKey(s.Hand(1)[0]))
	d, _ := s.Pending()
	require.Equal(t, DecTarget, d.Kind)
	require.False(t, hasKey(d, "target:card"+strconv.Itoa(int(s.pile(1, PileMinions)[0]))), "not his own Minion: %v", keys(d))
}

// A redirection picks only a player who can take the loss: a player who
// Ignores all effects ("Bat nap") is not offered (the attack would vanish),
// and with nobody else to pick the redirection would not be offered.
func TestRedirectNotOntoANappingPlayer(t *testing.T) {
	s, d := clawsRedirectedBy(t, func(s *State) { s.Players[2].Asleep = true })
	require.False(t, hasKey(d, seatKey(2)), "not the napping Vlazlo: %v", keys(d))
	say(t, s, 1, seatKey(0))
	passUntil(t, s, 0, DecOrder)
	require.Equal(t, int16(20), s.StatsOf(1).Fort, "Daareka's loss was redirected")
	require.Equal(t, int16(18), s.StatsOf(0).Fort, "back onto Jett")
	require.True(t, logHas(s, "Daareka's Fortitude loss goes to Jett."))
}

// A player staring down the room (Staring Contest) Ignores Action Cards:
// a redirection of an Action Card's loss may not pick them either.
func TestRedirectNotOntoAStaringPlayer(t *testing.T) {
	_, d := clawsRedirectedBy(t, func(s *State) { s.Dungeon.Staring[2] = int32(s.TurnNo) })
	require.False(t, hasKey(d, seatKey(2)), "not the staring Vlazlo: %v", keys(d))
	require.True(t, hasKey(d, seatKey(0)), "Jett may take it back: %v", keys(d))
}

// clawsRedirectedBy sets up Jett's claws on Daareka, who answers with a
// redirection, with Vlazlo in the third seat as prepare leaves him; it
// returns the state and the redirection's target decision.
func clawsRedirectedBy(t *testing.T, prepare func(*State)) (*State, Decision) {
	t.Helper()
	s := redirectGame(t, Scenario{Seats: []ScenarioSeat{
		{Char: "jett", Hand: []string{"jett_claws"}},
		{Char: "daareka", Hand: []string{"daareka_knew_youd_do_that"}},
		{Char: "vlazlo"}}})
	prepare(s)
	say(t, s, 0, playKey(s.Hand(0)[0]))
	say(t, s, 0, seatKey(1))
	say(t, s, 1, playKey(s.Hand(1)[0]))
	d, _ := s.Pending()
	require.Equal(t, DecTarget, d.Kind)
	return s, d
}
