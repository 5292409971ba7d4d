package engine

import (
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// variantSetup builds the seats of a mode for engine tests (the game layer's
// ModeSetup does the same with validation and friendly errors).
func variantSetup(mode string, chars []string, seed uint64) Setup {
	su := Setup{Seed: seed, Mode: mode, Teams: TeamMode(mode)}
	n := len(chars)
	for i, ch := range chars {
		st := SeatSetup{Char: ch}
		switch mode {
		case ModeBoss:
			if i == 0 {
				st.Boss, st.HandSize, st.Team = true, 6+n-1, 0
			} else {
				st.Team = 1
			}
		case ModeTwoHeaded:
			st.Team = i / 2
		case ModeTwoHeadedBoss:
			st.Team, st.Boss = i/2, true
		case ModeLeadersLackeys:
			st.Team, st.Boss = i/2, i%2 == 0
		case ModeBossVsBoss:
			st.Boss = true
		}
		su.Seats = append(su.Seats, st)
	}
	return su
}

func newVariant(t *testing.T, mode string, chars ...string) *State {
	t.Helper()
	s, err := NewGame(loadTestContent(t), variantSetup(mode, chars, 1))
	require.NoError(t, err)
	require.NoError(t, s.CheckInvariants())
	return s
}

// playVariant plays a game with random answers, checking the invariants
// (and that a clone and the Observations stay sound) after every step.
func playVariant(t *testing.T, su Setup) *State {
	t.Helper()
	s, err := NewGame(loadTestContent(t), su)
	require.NoError(t, err)
	rng := su.Seed*6364136223846793005 + 1442695040888963407
	for steps := 0; !s.Over; steps++ {
		require.NoError(t, s.CheckInvariants(), "step %d", steps)
		require.Less(t, steps, 20000, "game does not end")
		d, _ := s.Pending()
		rng = rng*6364136223846793005 + 1442695040888963407
		k := int((rng >> 33) % uint64(len(d.Options)))
		require.NoError(t, s.Answer(d.Options[k].Key))
	}
	require.NoError(t, s.CheckInvariants())
	return s
}

func TestVariantSelfPlay(t *testing.T) {
	games := 20
	lineups := []struct {
		mode  string
		chars []string
	}{
		{ModeBoss, []string{"petra", "dale", "jett"}},
		{ModeBoss, []string{"petra", "dale", "jett", "terci"}},
		{ModeBoss, []string{"petra", "terci", "ygella", "jett", "dale"}},
		{ModeTwoHeaded, []string{"dale", "jett", "terci", "ygella"}},
		{ModeTwoHeaded, []string{"petra", "jett", "terci", "ygella", "dale", "petra"}},
		{ModeTwoHeadedBoss, []string{"petra", "petra", "petra", "petra"}},
		{ModeLeadersLackeys, []string{"petra", "dale", "petra", "ygella"}},
		{ModeBossVsBoss, []string{"petra", "petra", "petra"}},
	}
	for _, l := range lineups {
		t.Run(l.mode, func(t *testing.T) {
			for g := 0; g < games; g++ {
				s := playVariant(t, variantSetup(l.mode, l.chars, uint64(g+1)))
				require.True(t, s.Over)
				require.NotEmpty(t, s.Winners)
				oneTeam := true
				for _, w := range s.Winners {
					oneTeam = oneTeam && s.sameTeam(int(w), int(s.Winners[0]))
				}
				// The winners are one team, or the last teams lost at once (a tie).
				assert.True(t, oneTeam || logHas(s, "tie"), "winners %v", s.Winners)
				if oneTeam {
					for q := range s.Players {
						assert.Equal(t, s.sameTeam(q, int(s.Winners[0])), !s.Players[q].Out, "seat %d", q)
					}
				}
			}
		})
	}
}

func TestBossCardsOnlyInBossGames(t *testing.T) {
	c := loadTestContent(t)
	bossCards := func(s *State) int {
		n := 0
		for id := range s.Cards {
			if s.Def(CardID(id)).Boss {
				n++
			}
		}
		return n
	}
	for seed := uint64(1); seed <= 3; seed++ {
		s, err := NewGame(c, Setup{Seats: []SeatSetup{{Char: "petra"}, {Char: "dale"}, {Char: "petra"}}, Seed: seed})
		require.NoError(t, err)
		assert.Zero(t, bossCards(s), "a free-for-all has no Boss Cards")
		s = newVariant(t, ModeTwoHeaded, "petra", "jett", "petra", "dale")
		assert.Zero(t, bossCards(s), "Two-Headed Dragon has no Boss Cards")
	}
	s := newVariant(t, ModeBoss, "petra", "dale", "jett", "terci", "ygella")
	assert.Equal(t, 15, bossCards(s))
	assert.Equal(t, 55, len(s.Deck(0))+len(s.Hand(0))+len(s.Discard(0)))
	for id := range s.Cards {
		if s.Def(CardID(id)).Boss {
			assert.Equal(t, int8(0), s.Cards[id].Owner)
		}
	}
	// Leaders and Lackeys: only the Leaders shuffle Boss Cards in.
	s = newVariant(t, ModeLeadersLackeys, "petra", "petra", "petra", "jett")
	owners := map[int8]int{}
	for id := range s.Cards {
		if s.Def(CardID(id)).Boss {
			owners[s.Cards[id].Owner]++
		}
	}
	assert.Equal(t, map[int8]int{0: 15, 2: 15}, owners)
}

func TestBossBattleSetup(t *testing.T) {
	for x := 2; x <= 4; x++ {
		chars := append([]string{"petra"}, []string{"dale", "jett", "terci", "ygella"}[:x]...)
		s := newVariant(t, ModeBoss, chars...)
		assert.Len(t, s.Teams, 2)
		assert.Len(t, s.Hand(0), 6+x, "the Boss's hand is 8, 9 or 10")
		for q := 1; q <= x; q++ {
			assert.Len(t, s.Hand(q), 7)
			assert.Len(t, s.DrinkMe(q), 1)
		}
		for tm := range s.Teams {
			assert.Equal(t, int8(x), s.Teams[tm].Potions, "X Potion Tokens each")
			assert.Equal(t, Stats{Fort: 20, Gold: 10}, s.Teams[tm].Stats)
		}
		assert.Equal(t, int8(0), s.Active, "the Boss goes first")
		// First turn: 1 Action with 2 Challengers, else 2; then X.
		want := 2
		if x == 2 {
			want = 1
		}
		d := passUntil(t, s, 0, DecAction)
		_ = d
		assert.Equal(t, int8(want), s.Players[0].ActionsMax)
		orders := 0
		for s.Active == 0 && !s.Over {
			d, _ := s.Pending()
			if d.Kind == DecOrder && d.Seat == 0 {
				for _, o := range d.Options {
					if o.Seat >= 0 {
						assert.NotEqual(t, int8(0), o.Seat, "the Boss orders for Challengers")
					}
				}
				if hasKey(d, "order:seat1") {
					orders++
					require.NoError(t, s.Answer("order:seat1"))
					continue
				}
			}
			require.NoError(t, s.Answer(firstPassive(d)))
		}
		assert.Equal(t, want, orders, "first-turn Drinks ordered")
		// The Challengers' turn: one Drink in total, one Action each.
		orders = 0
		for s.Active != 0 && !s.Over {
			d, _ := s.Pending()
			if d.Kind == DecOrder {
				assert.False(t, hasKey(d, "order:seat1"), "no Drinks for a teammate")
				if hasKey(d, "order:seat0") {
					orders++
					require.NoError(t, s.Answer("order:seat0"))
					continue
				}
			}
			if d.Kind == DecAction {
				assert.Equal(t, int8(1), s.Players[d.Seat].ActionsMax)
			}
			require.NoError(t, s.Answer(firstPassive(d)))
		}
		assert.Equal(t, 1, orders)
		passUntil(t, s, 0, DecAction)
		assert.Equal(t, int8(x), s.Players[0].ActionsMax, "X Actions after the first turn")
	}
}

func TestTeammatesSeeHands(t *testing.T) {
	s := newVariant(t, ModeTwoHeaded, "dale", "jett", "terci", "ygella")
	obs := s.Observation(0)
	assert.Equal(t, s.Hand(1), obs.State().Hand(1), "a teammate's hand is known")
	differs := false
	for k := uint64(0); k < 8; k++ {
		d := Determinize(obs, rand.New(rand.NewPCG(k, 9)))
		assert.Equal(t, s.Hand(1), d.Hand(1), "a teammate's hand is never redealt")
		assert.Equal(t, s.Hand(0), d.Hand(0))
		for i, id := range d.Hand(2) {
			differs = differs || s.Hand(2)[i] != id
		}
	}
	assert.True(t, differs, "an opponent's hand is unknown")
	// The Observation of a teammate's decision keeps its options.
	d, _ := s.Pending()
	o1 := s.Observation(1 - d.Seat%2 + 2*(d.Seat/2))
	od, _ := o1.Decision()
	assert.Equal(t, len(d.Options), len(od.Options))
	o2 := s.Observation(2 + d.Seat%2)
	od, _ = o2.Decision()
	assert.Empty(t, od.Options, "an opponent's options are hidden")
}

func TestPotionTokens(t *testing.T) {
	s := newVariant(t, ModeTwoHeaded, "dale", "jett", "terci", "ygella")
	d := passUntil(t, s, 0, DecAction)
	assert.True(t, hasKey(d, "potion:gold"))
	assert.False(t, hasKey(d, "potion:fort"), "Fortitude is full")
	assert.False(t, hasKey(d, "potion:alc"), "no Alcohol Content")
	inn := s.Inn
	say(t, s, 0, "potion:gold")
	assert.Equal(t, int16(13), s.Teams[0].Gold)
	assert.Equal(t, inn-3, s.Inn)
	assert.Equal(t, int8(1), s.Teams[0].Potions)
	s.Teams[0].Fort, s.Teams[0].Alc = 10, 8
	s.HasDec = false
	s.run() // asked again with the new stats
	d, _ = s.Pending()
	assert.True(t, hasKey(d, "potion:fort") && hasKey(d, "potion:alc"))
	say(t, s, 0, "potion:alc")
	assert.Equal(t, int16(2), s.Teams[0].Alc)
	assert.Equal(t, int8(0), s.Teams[0].Potions)
	d, _ = s.Pending()
	assert.False(t, hasKey(d, "potion:gold"), "no Potion Tokens left")
	assert.Equal(t, int8(2), s.Teams[1].Potions)
}

func TestChampionsForGambling(t *testing.T) {
	s := newVariant(t, ModeTwoHeaded, "dale", "jett", "terci", "ygella")
	passUntil(t, s, 0, DecAction)
	give(t, s, 0, "dale_gambling_im_in")
	s.HasDec = false
	s.run() // asked again with the new hand
	d, _ := s.Pending()
	var key string
	for _, o := range d.Options {
		if o.Card != NoCard && s.Def(o.Card).ID == "dale_gambling_im_in" {
			key = o.Key
		}
	}
	require.NotEmpty(t, key)
	say(t, s, 0, key)
	d, _ = s.Pending()
	require.Equal(t, DecChampion, d.Kind, "%v", keys(d))
	assert.Equal(t, 2, d.Seat)
	assert.ElementsMatch(t, []string{"champion:seat2", "champion:seat3"}, keys(d))
	say(t, s, 2, "champion:seat3")
	for n := 0; n < 30 && !logHas(s, "Round of Gambling ends") && !logHas(s, "wins the Round"); n++ {
		if s.Round.Active {
			assert.Equal(t, bit(0)|bit(3), s.Round.In, "Dale and the chosen Champion play the Round")
		}
		d, _ := s.Pending()
		require.NoError(t, s.Answer(firstPassive(d)))
	}
	assert.True(t, logHas(s, "Dale antes 1 Gold"))
	assert.True(t, logHas(s, "Ygella antes 1 Gold"), "the Champion plays the Round")
	assert.False(t, logHas(s, "Jett antes"), "Dale is his team's Champion")
	assert.False(t, logHas(s, "Terci antes"))
	assert.True(t, logHas(s, "Ygella is their team's Champion for"))
}

// A Boss Battle saves and resumes mid-Action Phase (with Actions face up),
// replays to the same game, and Determinize keeps a teammate's hand.
func TestVariantSnapshotReplayObservation(t *testing.T) {
	c := loadTestContent(t)
	for _, mode := range []string{ModeBoss, ModeTwoHeaded, ModeLeadersLackeys} {
		chars := []string{"petra", "dale", "jett", "terci"}
		if mode == ModeLeadersLackeys {
			chars[2] = "petra"
		}
		s, err := NewGame(c, variantSetup(mode, chars, 3))
		require.NoError(t, err)
		sawShown := false
		rng := uint64(7)
		for step := 0; step < 400 && !s.Over; step++ {
			d, _ := s.Pending()
			if step%37 == 0 || len(s.pile(0, PileShown)) > 0 && !sawShown {
				sawShown = sawShown || len(s.pile(0, PileShown)) > 0
				b, err := s.Snapshot()
				require.NoError(t, err)
				r, err := Restore(c, b)
				require.NoError(t, err, "%s step %d", mode, step)
				assert.Equal(t, s.Hash(), r.Hash())
				assert.ElementsMatch(t, s.pile(0, PileShown), r.pile(0, PileShown))
				assert.Equal(t, s.Teams, r.Teams)
				obs := s.Observation(d.Seat)
				for _, m := range s.Mates(d.Seat) {
					assert.ElementsMatch(t, s.Hand(m), obs.State().Hand(m), "%s: a teammate's hand is known", mode)
				}
				dz := Determinize(obs, rand.New(rand.NewPCG(1, 2)))
				for _, m := range s.Mates(d.Seat) {
					assert.ElementsMatch(t, s.Hand(m), dz.Hand(m))
				}
				require.NoError(t, dz.CheckInvariants())
			}
			// Prefer playing cards so the Boss shows several Actions.
			k := -1
			for i, o := range d.Options {
				if o.Card != NoCard && len(o.Key) > 5 && o.Key[:5] == "play:" && d.Kind == DecAction {
					k = i
				}
			}
			if k < 0 {
				rng = rng*6364136223846793005 + 1442695040888963407
				k = int((rng >> 33) % uint64(len(d.Options)))
			}
			require.NoError(t, s.Answer(d.Options[k].Key))
			require.NoError(t, s.CheckInvariants())
		}
		if mode == ModeBoss {
			assert.True(t, sawShown, "the Boss showed a played Action")
		}
		r, err := PlayReplay(c, s.Replay())
		require.NoError(t, err, mode)
		assert.Equal(t, s.Hash(), r.Hash(), mode)
	}
}

// "The Boss always goes first.": wherever the Boss sits and whoever the
// table picked to start.
func TestBossAlwaysGoesFirst(t *testing.T) {
	su := variantSetup(ModeBoss, []string{"petra", "dale", "jett"}, 1)
	su.Seats[0], su.Seats[2] = su.Seats[2], su.Seats[0] // Dale, Jett, Boss Petra
	su.First = 0
	s, err := NewGame(loadTestContent(t), su)
	require.NoError(t, err)
	assert.Equal(t, int8(2), s.Active, "the Boss's turn comes first")
	assert.True(t, s.Players[2].Boss)
	passUntil(t, s, 2, DecAction)
	assert.Equal(t, int8(1), s.Players[2].ActionsMax, "the first turn's half allowance (2 Challengers)")
	for g := 1; g <= 10; g++ {
		su.Seed = uint64(g)
		playVariant(t, su)
	}
}
