package engine

import (
	"strconv"
	"testing"

	"github.com/stretchr/testify/require"

	"undercity/engine/card"
)

// The moments of a turn where Anytime Cards may be played (turn.go,
// window.go phaseWindow).

// noAnytime sends every Anytime Card of every seat (hand and deck) to its
// discard pile, so that nobody can play one this turn.
func noAnytime(s *State) {
	for q := range s.Players {
		for _, zone := range [][]CardID{append([]CardID(nil), s.Hand(q)...), append([]CardID(nil), s.Deck(q)...)} {
			for _, id := range zone {
				if s.Def(id).Is(card.Anytime) {
					s.detach(id)
					s.toDiscard(id)
				}
			}
		}
	}
}

// turnDecisions answers every decision passively until the next player's
// Discard and Draw decision and returns the decisions asked.
func turnDecisions(t *testing.T, s *State) []Decision {
	t.Helper()
	var out []Decision
	first := s.Active
	for n := 0; n < 500; n++ {
		d, ok := s.Pending()
		require.True(t, ok)
		if d.Kind == DecDiscard && s.Active != first {
			return out
		}
		d.About = boolAbout(s.PhaseMoment())
		out = append(out, d)
		require.NoError(t, s.Answer(firstPassive(d)))
	}
	t.Fatal("the turn did not end")
	return nil
}

// boolAbout marks a phase moment in a recorded Decision (About 1).
func boolAbout(b bool) CardID {
	if b {
		return 1
	}
	return NoCard
}

func TestAnytimeOnlyBeforeTheFirstDiscard(t *testing.T) {
	s := tableFor(t, "jett", "ygella")
	tip := give(t, s, 0, "jett_tip_the_barkeep")
	s.HasDec = false // ask again with the new hand
	s.run()
	d, _ := s.Pending()
	require.True(t, hasKey(d, playKey(tip)), "an Anytime Card before discarding: %v", keys(d))
	other := s.Hand(0)[0]
	require.NotEqual(t, tip, other)
	say(t, s, 0, "discard:card"+strconv.Itoa(int(other)))
	d, _ = s.Pending()
	require.Equal(t, DecDiscard, d.Kind)
	require.False(t, hasKey(d, playKey(tip)), "no card once discarding has begun: %v", keys(d))
}

func TestNoPhaseMomentWithoutAPlayableCard(t *testing.T) {
	s := tableFor(t, "jett", "ygella", "dale")
	noAnytime(s)
	for _, d := range turnDecisions(t, s) {
		require.Equal(t, NoCard, d.About, "nobody can play: nobody is asked (%s %s %q)", s.Name(d.Seat), d.Kind, d.Prompt)
	}
}

func TestPhaseMomentsAskTheOtherPlayersAndTheActiveAfterDrinking(t *testing.T) {
	s := tableFor(t, "jett", "ygella", "dale")
	noAnytime(s)
	give(t, s, 1, "ygella_field_medicine")
	give(t, s, 0, "jett_second_wind")
	var ygella, jett []string
	for _, d := range turnDecisions(t, s) {
		if d.About == NoCard {
			continue
		}
		require.Equal(t, DecRespond, d.Kind)
		switch d.Seat {
		case 1:
			ygella = append(ygella, d.Prompt)
		case 0:
			jett = append(jett, d.Prompt)
		default:
			t.Fatalf("Dale has no Anytime Card but was asked %q", d.Prompt)
		}
	}
	require.Len(t, ygella, 4, "after Discard and Draw, Action, Order a Drink and Drink: %q", ygella)
	require.Len(t, jett, 1, "the active player's own moments are his phase decisions, except after drinking: %q", jett)
	require.Contains(t, jett[0], "Drink Phase is over")
}

func TestOrderPhaseGoesOnWhileACardIsPlayable(t *testing.T) {
	s := tableFor(t, "jett", "ygella", "dale")
	rush := give(t, s, 0, "jett_rush_order")
	say(t, s, 0, "done")
	passUntil(t, s, 0, DecOrder)
	say(t, s, 0, "order:seat1")
	d, _ := s.Pending()
	require.Equal(t, DecOrder, d.Kind, "after ordering: %q", d.Prompt)
	require.True(t, hasKey(d, playKey(rush)) && hasKey(d, "done"), "%v", keys(d))
	say(t, s, 0, playKey(rush))
	d = passUntil(t, s, 0, DecOrder)
	require.True(t, hasKey(d, "order:seat2"), "the extra Drink is ordered: %v", keys(d))
	require.False(t, hasKey(d, "done"), "an ordered Drink must be ordered: %v", keys(d))
}

func TestGatherCountsAsPlayedFromHand(t *testing.T) {
	s := tableFor(t, "dale", "ygella")
	for src, want := range map[uint8]bool{srcCard: true, srcGather: true, srcHellfire: false, srcEvent: false, srcOtto: false} {
		pl := Play{Src: src, Player: 0, Type: card.Action}
		require.Equal(t, want, s.playedFromHand(&pl), "source %d", src)
	}
}
