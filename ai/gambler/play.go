package gambler

import (
	"math/rand/v2"
	"slices"

	"undercity/engine/gamble"
)

// Gambler is a computer gambler of one level.
type Gambler struct {
	lv  level
	src *rand.PCG // rng's source (its state is the gambler's Mind)
	rng *rand.Rand
	// What the other players' betting said this game (for reads): the
	// largest raise over this gambler's bet each player made in the
	// Betting Round in progress, and the sum over the earlier rounds, as
	// shares of the pot.
	game, step  int
	round, past []float64
	intent      Intent // what the last answer meant
}

// Intent is what a computer gambler meant by its last answer, for tools
// that count bluffs (rdi-sim gamble); no seat plays by it.
type Intent uint8

const (
	Plain     Intent = iota
	Bluff            // a raise on a hand the gambler itself rates weak
	BluffCall        // a call of a raise it reads as a bluff (its reads alone would fold)
)

// Intender is a seat that tells what it meant by its last answer.
type Intender interface {
	LastIntent() Intent
}

// LastIntent implements Intender.
func (g *Gambler) LastIntent() Intent { return g.intent }

func newGambler(lv level, seed uint64) *Gambler {
	src := rand.NewPCG(seed, seed^0x5851f42d4c957f2d)
	return &Gambler{lv: lv, src: src, rng: rand.New(src)}
}

func (g *Gambler) Name() string { return g.lv.name }

func (g *Gambler) Choose(obs *gamble.Observation, d gamble.Decision) string {
	g.intent = Plain
	if len(d.Options) == 1 {
		return d.Options[0].Key
	}
	if g.lv.mistakes > 0 && g.rng.Float64() < g.lv.mistakes {
		return g.blunder(d)
	}
	switch d.Kind {
	case gamble.DecBet:
		return g.bet(obs, d)
	case gamble.DecSplitRule:
		return d.Options[0].Key // Merchant's Rule, the booklet's default
	case gamble.DecChooseGame:
		return g.chooseGame(d)
	case gamble.DecLoan:
		// A loan changes no final score (its Debt Marker takes the 25
		// back) and lets a short stash ante and bet: always take it.
		return keyOf(d, gamble.VerbLoan)
	}
	return g.best(obs, d)
}

// blunder answers at random; a betting mistake is a random kind of bet
// (not mostly a raise, which would be most of the options).
func (g *Gambler) blunder(d gamble.Decision) string {
	if d.Kind != gamble.DecBet {
		return d.Options[g.rng.IntN(len(d.Options))].Key
	}
	o := d.Options[g.rng.IntN(len(d.Options))]
	kinds := []gamble.Verb{gamble.VerbFold, gamble.VerbCheck, gamble.VerbCall, gamble.VerbRaise, gamble.VerbAllIn}
	want := kinds[g.rng.IntN(len(kinds))]
	for _, x := range d.Options {
		if x.Verb == want && (want != gamble.VerbRaise || x.Total <= o.Total) {
			o = x
		}
	}
	return o.Key
}

// chooseGame picks the game the Starting Player deals: one of the level's
// favourites without variants, or any game with any of its variants.
func (g *Gambler) chooseGame(d gamble.Decision) string {
	var fav []string
	for _, o := range d.Options {
		if o.Variants == 0 && slices.Contains(g.lv.favourites, o.Game) {
			fav = append(fav, o.Key)
		}
	}
	if len(fav) > 0 {
		return fav[g.rng.IntN(len(fav))]
	}
	return d.Options[g.rng.IntN(len(d.Options))].Key
}

// best plays every option out from the same sampled deals (so the options
// meet the same cards and dice) and keeps the one that ends the game with
// the most money on average. With the level's halve, after each quarter
// of the deals only the better half of the options still in is played on
// (never fewer than two), so the budget goes to the options that might be
// best.
func (g *Gambler) best(obs *gamble.Observation, d gamble.Decision) string {
	n := len(d.Options)
	per := max(g.lv.minPerOption, g.lv.rollouts/n)
	sums := make([]int, n)
	in := make([]int, n) // the options still played, best first after a halving
	for i := range in {
		in[i] = i
	}
	out := make([]int, obs.State().NumSeats())
	for k := 0; k < per; k++ {
		if g.lv.halve && k > 0 && k%max(1, per/4) == 0 && len(in) > 2 {
			slices.SortStableFunc(in, func(x, y int) int { return sums[y] - sums[x] })
			in = in[:max(2, (len(in)+1)/2)]
			slices.Sort(in)
		}
		a, b := g.rng.Uint64(), g.rng.Uint64()
		base := gamble.Determinize(obs, rand.New(rand.NewPCG(a, b)))
		for _, i := range in {
			st := base.Clone()
			if st.Answer(d.Options[i].Key) != nil {
				continue
			}
			rollout(st, rand.New(rand.NewPCG(b, a)), out)
			sums[i] += out[obs.Seat]
		}
	}
	bi := in[0]
	for _, i := range in {
		if sums[i] > sums[bi] {
			bi = i
		}
	}
	return d.Options[bi].Key
}
