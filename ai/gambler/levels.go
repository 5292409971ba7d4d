package gambler

import "undercity/engine/gamble"

// level is how well a gambler plays. Budgets are fixed counts of sampled
// deals (never times), so a seed gives the same session on any machine.
type level struct {
	name string
	// samples is how many deals of the unseen cards (and futures of the
	// dice) a Betting Round decision plays out to estimate the chance to win.
	samples int
	// rollouts is the budget of play-outs for any other decision, shared
	// among its options (at least minPerOption each).
	rollouts, minPerOption int
	// mistakes is how often the gambler answers at random instead.
	mistakes float64
	// bluff is how often it raises a hand it expects to lose when nobody
	// has bet yet.
	bluff float64
	// margin is the chance to win, beyond the pot odds, it wants before
	// calling; raiseEdge the chance beyond a fair share (1 over the players
	// still in) before it raises, and aggression the raise as a share of
	// the pot per point of that edge.
	margin, raiseEdge, aggression float64
	// reads weighs the deals by how the other players bet: a player who
	// raised is more likely to hold one of the deals in which they win.
	reads bool
	// doubt is the share of the other players' raises the gambler takes
	// for bluffs: a raise weighs the raiser's winning deals by only
	// (1-doubt) of what a read gives them, so it calls some raises its
	// reads alone would fold to.
	doubt float64
	// bluffSize, when set, makes the gambler bluff on purpose: a raise of
	// that many pots on a weak hand when nobody has bet, bluff times a
	// round over the opponents still in, twice as often when it is the
	// last to speak (everyone before it checked). Without it, bluff is the
	// plain chance of a half-pot raise on a losing hand.
	bluffSize float64
	// least, when set, lets a Betting Round decision stop sampling early:
	// after least deals (and every least/2 more) it stops once its chance
	// to win is clearly (sure standard errors) on one side of every line
	// the answer turns on. samples stays the most it takes.
	least int
	sure  float64
	// halve spends the rollouts of other decisions on the better options:
	// after each quarter of the deals, the worse half is dropped.
	halve bool
	// favourites are the games it deals when it is the Starting Player of
	// Adventurer's Choice (any game, when empty): the games whose three
	// Betting Rounds over hidden cards reward sampling and reads most
	// (README, "Computer gamblers").
	favourites []gamble.GameID
}

var favourites = []gamble.GameID{gamble.DenOfThieves, gamble.KingsCouncil}

var levels = []level{
	{name: "easy", samples: 24, rollouts: 48, minPerOption: 4, mistakes: 0.25, bluff: 0.05, margin: 0.05, raiseEdge: 0.25, aggression: 0.5},
	{name: "normal", samples: 64, rollouts: 160, minPerOption: 8, bluff: 0.08, margin: 0.02, raiseEdge: 0.2, aggression: 0.8, favourites: favourites},
	{name: "hard", samples: 256, rollouts: 600, minPerOption: 16, bluff: 0.03, raiseEdge: 0.1, aggression: 3, reads: true,
		favourites: favourites},
	{name: "expert", samples: 768, rollouts: 1800, minPerOption: 32, bluff: 0.3, bluffSize: 1.5, raiseEdge: 0.1, aggression: 1,
		reads: true, doubt: 0.2, least: 256, sure: 2.5, halve: true, favourites: favourites},
}
