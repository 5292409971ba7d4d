package tablemodel

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"undercity/engine"
)

// checkTableCards checks the Drinks and the Round's cards on a table: each
// Drink shows its cards, fanned, inside the table and clear of the mats,
// the piles, the cards being played, the Round, the decision bar and the
// other Drinks; the Round's cards lie by the pot. It returns how many
// Drinks it saw and how many were nearer another team's mat than their
// drinker's.
func checkTableCards(t *testing.T, m *Model, where string) (seen, away int) {
	t.Helper()
	s := m.T
	require.Len(t, m.Drinks, len(s.Drinks), where)
	busy := m.centreObstacles()
	for i, d := range m.Drinks {
		dr := &s.Drinks[i]
		w := fmt.Sprintf("%s, %s's Drink %d", where, s.Name(d.Drinker), i)
		assert.Equal(t, len(dr.Shown()), len(d.Cards), w)
		for k, id := range dr.Shown() {
			assert.Equal(t, id, d.Cards[k], w)
		}
		require.Len(t, d.Rects, len(d.Cards), w)
		for k := 1; k < len(d.Rects); k++ {
			assert.Equal(t, d.Rects[k-1].X+ChaserDX, d.Rects[k].X, "%s: the Chasers are fanned on the Drink", w)
		}
		b := d.Bounds
		assert.True(t, b.X >= 12 && b.Y >= 12 && b.X+b.W <= TableRight-8 && b.Y+b.H <= ScreenHeight-8, "%s: %v lies on the table", w, b)
		for _, o := range busy {
			assert.False(t, b.Overlaps(o), "%s: %v covers %v", w, b, o)
		}
		for j, o := range m.Drinks {
			if j != i {
				assert.False(t, b.Overlaps(o.Bounds), "%s: covers Drink %d", w, j)
			}
		}
		cx, cy := b.Center()
		near := m.nearestMat(cx, cy)
		if !m.sameTeam(d.Drinker, near) {
			away++ // a crowded table: the nearest free spot is nearer another mat
			t.Logf("%s: %v is nearer %s's mat", w, b, s.Name(near))
		}
	}
	require.Len(t, m.RoundCards, len(s.RoundPlays()), where)
	for _, rc := range m.RoundCards {
		assert.True(t, m.RoundCardsAt().Contains(int(rc.Rect.X), int(rc.Rect.Y)), where)
		assert.LessOrEqual(t, rc.Rect.X+rc.Rect.W, m.RoundCardsAt().X+m.RoundCardsAt().W+0.01, where)
		for _, b := range m.BossShown {
			label := Rect{b.X, b.Y - 22, b.Slot.W, 22}
			assert.False(t, rc.Rect.Overlaps(label) || rc.Rect.Overlaps(b.Slot), "%s: a Round card covers the Boss's Actions", where)
			for _, r := range b.Rects {
				assert.False(t, rc.Rect.Overlaps(r), "%s: a Round card covers a Boss's Action", where)
			}
		}
	}
	for _, b := range m.BossShown {
		assert.False(t, b.Slot.Overlaps(m.BarArea()), "%s: the Boss's Actions clear the decision bar", where)
	}
	return len(m.Drinks), away
}

func TestDrinksLieInFrontOfTheirDrinker(t *testing.T) {
	games := []struct {
		mode  string
		chars []string
	}{
		{"", []string{"dale", "jett"}},
		{"", []string{"dale", "jett", "petra"}},
		{"", []string{"dale", "jett", "petra", "terci"}},
		{"", chars5},
		{"", []string{"terci", "ygella", "dale", "petra", "jett", "terci"}},
		{engine.ModeOtto, []string{"jett", "petra"}},
		{engine.ModeBoss, []string{"petra", "dale", "jett", "terci"}},
		{engine.ModeTwoHeaded, []string{"dale", "jett", "terci", "ygella"}},
		{engine.ModeLeadersLackeys, []string{"petra", "dale", "petra", "ygella"}},
	}
	seen, away, rounds, bossRounds := 0, 0, 0, 0
	for gi, g := range games {
		s := deal(t, g.mode, g.chars, uint64(31+gi), 0)
		rng := rand.New(rand.NewPCG(uint64(gi), 17))
		for step := 0; step < 400 && !s.Over; step++ {
			d, _ := s.Pending()
			if len(s.Drinks) > 0 || s.Round.Active {
				where := fmt.Sprintf("%s %d seats, answer %d, %s %q", g.mode, len(g.chars), step, d.Kind, d.Prompt)
				for _, m := range []*Model{asked(s), watched(s, (d.Seat+1)%s.NumSeats())} {
					n, a := checkTableCards(t, m, where)
					seen, away = seen+n, away+a
				}
				if len(s.RoundPlays()) > 0 {
					rounds++
					if m := watched(s, 1); len(m.BossShown) > 0 && m.BossShown[0].Seat != m.Bottom {
						bossRounds++
					}
				}
			}
			require.NoError(t, s.Answer(d.Options[rng.IntN(len(d.Options))].Key))
		}
	}
	assert.Greater(t, seen, 100, "Drinks were seen on the table")
	assert.LessOrEqual(t, away*20, seen, "%d of %d Drinks lie nearer another player's mat than their drinker's", away, seen)
	assert.Greater(t, rounds, 5, "Rounds of Gambling were seen")
	t.Logf("%d Drinks, %d Round moments, %d with a Boss's Actions across the table", seen, rounds, bossRounds)
}

// A Wine with a Chaser: the Wine and the Dragon Breath Ale fly from Dale's
// Drink Me! pile, lie fanned in front of him while the table may respond,
// then go to the Drink discard, whose top card zooms.
func TestARevealedDrinkFliesInLiesInFrontAndGoesToTheDiscard(t *testing.T) {
	s := fromScenario(t, `{"seats": [{"char": "dale", "hand": ["dale_vermin"], "drink_me": ["drk_wine_chaser", "drk_dragon_breath"]},
		{"char": "jett"}], "active": 0, "phase": "action"}`)
	var before *Model
	for step := 0; len(s.Drinks) == 0; step++ {
		require.Less(t, step, 50)
		before = watched(s.Clone(), 0) // the model keeps its snapshot
		passOn(t, s)
	}
	m := watched(s.Clone(), 0)
	require.Len(t, m.Drinks, 1)
	d := m.Drinks[0]
	require.Len(t, d.Cards, 2, "the Wine and its Chaser")
	assert.Equal(t, "drk_wine_chaser", s.Def(d.Cards[0]).ID)
	assert.Equal(t, "Dale: +6 Alc", d.Caption)
	assert.Equal(t, 0, m.nearestMat(d.Bounds.Center()), "in front of Dale")
	moves := DrinkMoves(before, m)
	require.Len(t, moves, 2)
	for _, mv := range moves {
		assert.Equal(t, PileRect(before.Mats[0], 0), mv.From, "from Dale's Drink Me! pile")
		r, ok := m.DrinkRect(mv.Card)
		require.True(t, ok)
		assert.Equal(t, r, mv.To)
	}
	// Hovering the Chaser (on top of the Drink) zooms it.
	x, y := d.Rects[1].Center()
	card, _ := m.Hover(int(x), int(y))
	assert.Equal(t, d.Cards[1], card)

	for len(s.Drinks) > 0 {
		passOn(t, s)
	}
	after := watched(s, 0)
	moves = DrinkMoves(m, after)
	require.Len(t, moves, 2, "both cards go to the discard")
	for _, mv := range moves {
		assert.Equal(t, DrinkDiscardRect, mv.To)
	}
	x, y = DrinkDiscardRect.Center()
	card, _ = after.Hover(int(x), int(y))
	assert.Equal(t, s.DrinkDiscard()[len(s.DrinkDiscard())-1], card, "the Drink discard's top card zooms")
}

// A split Mead: the other half lies in front of the other player as the
// Mead's card too, flying from the first half.
func TestASplitHalfShowsTheDrinkInFrontOfTheOtherPlayer(t *testing.T) {
	s := fromScenario(t, `{"seats": [{"char": "dale", "drink_me": ["drk_mead"]}, {"char": "jett", "hand": ["jett_parkour"]}],
		"active": 0, "phase": "drink"}`)
	for {
		d, _ := s.Pending()
		if d.Kind == engine.DecSplit {
			break
		}
		passOn(t, s)
	}
	before := watched(s.Clone(), 0)
	require.NoError(t, s.Answer("split:seat1"))
	m := watched(s, 0)
	require.Len(t, m.Drinks, 2)
	assert.Equal(t, m.Drinks[0].Cards, m.Drinks[1].Cards)
	assert.True(t, m.Drinks[1].Copy && m.Drinks[1].Split)
	assert.Equal(t, 1, m.nearestMat(m.Drinks[1].Bounds.Center()), "in front of Jett")
	moves := DrinkMoves(before, m)
	require.Len(t, moves, 1)
	assert.Equal(t, m.Drinks[0].Rects[0], moves[0].From, "the half comes from the Mead")
	assert.Equal(t, m.Drinks[1].Rects[0], moves[0].To)
}

// Cards played in a Round of Gambling lie by the pot until it ends.
func TestRoundCardsLieByThePot(t *testing.T) {
	// Jett keeps a Winning Hand! so that he is asked in the Round.
	s := fromScenario(t, `{"seats": [{"char": "jett", "hand": ["jett_gambling_im_in", "jett_winning_hand"]}, {"char": "dale", "hand": ["dale_i_raise"]}],
		"active": 0, "phase": "action"}`)
	for step := 0; step < 200 && len(s.RoundPlays()) < 2; step++ {
		require.False(t, s.Over, "%v", s.Log)
		d, _ := s.Pending()
		k := max(asked(s).PassOption(), 0)
		for i, o := range d.Options {
			if o.Verb == engine.VerbPlay && strings.Contains("jett_gambling_im_in dale_i_raise", s.Def(o.Card).ID) {
				k = i
				break
			}
		}
		require.NoError(t, s.Answer(d.Options[k].Key))
	}
	m := watched(s, 1)
	require.Len(t, m.RoundCards, 2)
	assert.Equal(t, "jett_gambling_im_in", s.Def(m.RoundCards[0].ID).ID)
	assert.Equal(t, "dale_i_raise", s.Def(m.RoundCards[1].ID).ID)
	assert.Equal(t, 1, m.RoundCards[1].Seat)
	for _, rc := range m.RoundCards {
		assert.False(t, rc.Rect.Overlaps(RoundBox), "under the Round's box")
		x, y := rc.Rect.X+4, rc.Rect.Y+20
		card, _ := m.Hover(int(x), int(y))
		assert.Equal(t, rc.ID, card, "zooms")
	}
	for s.Round.Active {
		passOn(t, s)
	}
	assert.Empty(t, watched(s, 1).RoundCards, "cleared when the Round ends")
}

// passOn answers the pending decision with pass or done, else its first
// option.
func passOn(t *testing.T, s *engine.State) {
	t.Helper()
	d, _ := s.Pending()
	k := max(asked(s).PassOption(), 0)
	require.NoError(t, s.Answer(d.Options[k].Key))
}

func TestGameOverReadsRightForEachEnding(t *testing.T) {
	s := fromScenario(t, `{"seats": [{"char": "dale"}, {"char": "jett"}, {"char": "petra"}], "active": 0, "phase": "action"}`)
	s.TurnNo = 12
	s.Winners = []int8{1}
	title, sub := GameOver(allSeeing(s))
	assert.Equal(t, "Jett wins!", title)
	assert.Equal(t, "The last one standing at the table after 12 turns.", sub)

	s.Players[0].Out, s.Players[2].Out = true, true
	s.Teams[s.Players[0].Team].Out, s.Teams[s.Players[2].Team].Out = true, true
	s.Winners = []int8{0, 2}
	title, sub = GameOver(allSeeing(s))
	assert.Equal(t, "A tie: Dale & Petra", title)
	assert.Equal(t, "They went out together after 12 turns: nobody is left standing.", sub)
	assert.NotContains(t, sub, "last one standing", "a tie has nobody standing")

	s.Winners = nil
	title, sub = GameOver(allSeeing(s))
	assert.Equal(t, "Nobody wins", title)
	assert.Equal(t, "Everyone went out at once after 12 turns.", sub)

	team := deal(t, engine.ModeTwoHeaded, []string{"dale", "jett", "terci", "ygella"}, 5, 0)
	mates := []int8{0}
	for q := 1; q < team.NumSeats(); q++ {
		if team.Players[q].Team == team.Players[0].Team {
			mates = append(mates, int8(q))
		}
	}
	team.Winners, team.Over = mates, true
	title, sub = GameOver(allSeeing(team))
	assert.Equal(t, team.Name(0)+" & "+team.Name(int(mates[1]))+" win!", title)
	assert.Equal(t, "The last team standing at the table after 1 turn.", sub)
}

// "Click to pick Otto" sits over his header's second line: inside his mat,
// clear of his tracks, his revealed card and the cards being played.
func TestOttosPickBadgeCoversNothing(t *testing.T) {
	b, o := OttoPickBadge, OttoMatRect
	assert.True(t, b.X >= o.X+OttoSideW && b.X+b.W <= o.X+o.W-OttoSideW && b.Y >= o.Y && b.Y+b.H <= o.Y+70, "in his header")
	x, y := StackPos(0, 1)
	assert.False(t, b.Overlaps(Rect{x, y - 22, MiniCardW, MiniCardH}), "clear of the cards being played and their title")
}
