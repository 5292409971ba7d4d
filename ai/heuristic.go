package ai

import (
	"math/rand/v2"

	"undercity/engine"
	"undercity/engine/card"
)

// Heuristic plays by rules of thumb: Ignore a Drink that would pass it out,
// keep protection for big threats, gamble with a strong hand, hurt the
// leader or finish off the weakest, Harvest, spend Momentum, Plot Schemes,
// treat Patients and order Drinks for whoever is closest to passing out.
type Heuristic struct {
	name     string
	mistakes float64
	rng      *rand.Rand
}

// NewHeuristic returns the "normal" rules-of-thumb controller.
func NewHeuristic(seed uint64) *Heuristic {
	return &Heuristic{name: "normal", rng: rand.New(rand.NewPCG(seed, seed^0x9e3779b97f4a7c15))}
}

func (h *Heuristic) Name() string { return h.name }

func (h *Heuristic) Choose(obs *engine.Observation, d engine.Decision) string {
	d.Options = d.Moves() // never take a card back
	if h.mistakes > 0 && h.rng.Float64() < h.mistakes {
		return d.Options[h.rng.IntN(len(d.Options))].Key
	}
	return d.Options[pick(obs.State(), obs.Seat, d)].Key
}

// pick returns the index of the option the rules of thumb choose for seat
// me. It reads only me's hand and public zones, so it may run on a full
// (determinized) State during search. It never takes a card back.
func pick(s *engine.State, me int, d engine.Decision) int {
	best, bestV := 0, -1e9
	for i := range d.Moves() {
		v := score(s, me, d, &d.Options[i])
		if v > bestV {
			best, bestV = i, v
		}
	}
	return best
}

// ThumbScores returns the rules of thumb's score of each of d's moves
// (d.Moves()) for seat me of s, the numbers pick takes the highest of: a
// measure's way to see how far another player's answer was from theirs.
func ThumbScores(s *engine.State, me int, d engine.Decision) []float64 {
	return thumbScores(nil, s, me, &d)
}

// thumbScores appends the rules of thumb's score of each of d's moves for
// seat me to dst (a search's scratch, so it makes no garbage).
func thumbScores(dst []float64, s *engine.State, me int, d *engine.Decision) []float64 {
	for i := range d.Moves() {
		dst = append(dst, score(s, me, *d, &d.Options[i]))
	}
	return dst
}

// tune holds the thresholds of the rules of thumb (tuned against random
// and self-play).
var tune = struct {
	discardKeep, defend, negate, keepProtect, respond, between float64
}{discardKeep: -2, defend: 1, negate: 2, keepProtect: -2, respond: -1, between: 0.5}

// margin is how far a seat is from passing out.
func margin(s *engine.State, q int) int {
	st := s.StatsOf(q)
	return int(st.Fort - st.Alc)
}

// standing is a rough strength of a seat: distance from passing out plus
// Gold plus what it has on the table for later (reserve).
func standing(s *engine.State, q int) float64 {
	if s.Players[q].Out {
		return -100
	}
	return float64(margin(s, q)) + 0.8*float64(s.StatsOf(q).Gold) + reserve(s, q)
}

// reserve is a seat's public strength beyond its tracks: what its
// mechanics' components are worth, as each mechanic registers it
// (engine.State.Worth): the Harvest Value in its Planter Box (each Harvest
// it pays heals it, sobers it up or hits harder), its Plotted Cards (2
// each: a card more to play) and its Minions in play (1.5 each: they act
// every turn). Opponents who count it aim at the player who is really
// ahead, not only at the one with the best tracks. Measured over 2,700
// rotated nine-character 4-player games (seeds 20261126 and 20261127):
// without a reserve Dale won 33%; counting only the Planter Box (1 a
// Harvest Value) 25–26% but Petra 31% and Torglesnarf 31%; with Plotted
// Cards at 2 and Minions at 1.5 every character won 20–29%.
func reserve(s *engine.State, q int) float64 { return s.Worth(q) }

// isOpp: Otto is no opponent (he cannot lose, so hurting him wins nothing
// but a pass-out reward now and then).
func isOpp(s *engine.State, me, q int) bool {
	return q != me && q >= 0 && q < s.NumSeats() && !s.Players[q].Out && s.Players[q].Team != s.Players[me].Team && !s.Players[q].Otto
}

// focus rates how good it is to hurt opponent q by amount dmg: finishing
// them off is best, then the leader.
func focus(s *engine.State, me, q int, dmg float64) float64 {
	if q >= 0 && q < s.NumSeats() && s.Players[q].Otto && me >= 0 && me < s.NumSeats() {
		// Hurting Otto only changes my own track: worth it when it makes him
		// pass out there (I gain 1 Gold or draw 2), never otherwise.
		t := s.Tracks[me]
		if dmg > 0 && float64(t.Fort-t.Alc) <= dmg {
			return 1
		}
		return -50
	}
	if !isOpp(s, me, q) {
		return -50
	}
	v := standing(s, q) / 10
	if float64(margin(s, q)) <= dmg || int(s.StatsOf(q).Gold) <= int(dmg) {
		v += 10
	}
	return v
}

// weakestOpp is the opponent closest to passing out (ties: the leader in Gold).
func weakestOpp(s *engine.State, me int) int {
	best, bestV := -1, 1e9
	for q := range s.Players {
		if !isOpp(s, me, q) {
			continue
		}
		v := float64(margin(s, q))*10 - float64(s.StatsOf(q).Gold)
		if v < bestV {
			best, bestV = q, v
		}
	}
	return best
}

// num is the size of an effect's first numeric argument.
func num(s *engine.State, me int, e *card.Effect) float64 {
	for _, a := range e.Args {
		switch {
		case a.IsNum:
			return float64(a.Num)
		case a.IsX:
			return float64(s.Players[me].Counters[engine.CtrMomentum])
		case a.Word == "all":
			return 3
		}
	}
	return 1
}

// good is how much an effect helps the player it applies to (the effect
// registry's value in the situation: engine.EffectWorth).
func good(s *engine.State, me int, e *card.Effect) float64 {
	return engine.EffectWorth(s, me, e, num(s, me, e))
}

// modeValue is what playing a mode from hand is worth to me, with the
// opponent it would best be aimed at.
func modeValue(s *engine.State, me int, m *card.Mode) float64 {
	return modeValueFrom(s, me, m, false)
}

// clauseWeights is how likely each clause of a mode is to take effect when
// played now (from the Plotted Cards area when plotted): a Scheme only from
// there, a Blood upgrade only with the Blood for it, Ignored and Negated
// alternatives never by choice; an "instead" clause takes its share off the
// base effects it replaces.
// The weights are written in r.
func clauseWeights(r *clauseRoom, s *engine.State, me int, m *card.Mode, plotted bool) []float64 {
	return insteadWeights(m, rawWeights(r, s, me, m, plotted))
}

// clauseRoom holds a mode's clause weights on the caller's stack: a
// rollout rates thousands of options, and a slice made for each one's
// weights was most of a search's allocations. A mode of more clauses than
// it holds gets a slice of its own (append).
type clauseRoom [8]float64

// copyOf is a copy of ws in r.
func (r *clauseRoom) copyOf(ws []float64) []float64 { return append(r[:0], ws...) }

// rawWeights is clauseWeights before the "instead" clauses take their share.
func rawWeights(r *clauseRoom, s *engine.State, me int, m *card.Mode, plotted bool) []float64 {
	ws := r[:0]
	for ci := range m.Clauses {
		cl := &m.Clauses[ci]
		w := 1.0
		switch cl.Modifier {
		case card.ModHarvest, card.ModIf:
			w = 0.6
		case card.ModRevealPet:
			w = revealWeight(s, me, m, cl) // pets.go
		case card.ModScheme:
			w = 0
			if plotted {
				w = 1
			}
		case card.ModSpendBlood:
			w = 0
			if int(s.Players[me].Counters[engine.CtrBlood]) >= cl.Num {
				w = 0.8
			}
		case card.ModIgnored, card.ModNegated:
			w = 0
		}
		ws = append(ws, w)
	}
	return ws
}

// insteadWeights lets each sure "instead" clause replace the base effects
// before it.
func insteadWeights(m *card.Mode, ws []float64) []float64 {
	for ci := range m.Clauses {
		if m.Clauses[ci].Instead && ws[ci] >= 1 {
			for k := 0; k < ci; k++ {
				if m.Clauses[k].Modifier == card.ModNone {
					ws[k] *= 1 - ws[ci]
				}
			}
		}
	}
	return ws
}

// nowWeights is clauseWeights for a card played now, from its raw clause
// weights (left as they are): a Harvest the Planter Box cannot pay does
// not happen (the engine does not offer it).
// They are written in r.
func nowWeights(r *clauseRoom, s *engine.State, me int, m *card.Mode, raw []float64) []float64 {
	ws := r.copyOf(raw)
	box := boxValue(s, me)
	for ci := range m.Clauses {
		if m.Clauses[ci].Modifier == card.ModHarvest && box < float64(m.Clauses[ci].Num) {
			ws[ci] = 0
		}
	}
	return insteadWeights(m, ws)
}

// boxValue is the Harvest Value in my Planter Box.
func boxValue(s *engine.State, me int) float64 {
	v := 0.0
	for _, id := range s.Pile(me, engine.PileBox) {
		v += mushroomValue(s, id)
	}
	return v
}

// modeValueFrom is modeValue for a card played from hand or, plotted, from
// the Plotted Cards area.
func modeValueFrom(s *engine.State, me int, m *card.Mode, plotted bool) float64 {
	var r clauseRoom
	return valueWith(s, me, m, clauseWeights(&r, s, me, m, plotted))
}

// valueWith is what a mode is worth to me with clause weights ws.
func valueWith(s *engine.State, me int, m *card.Mode, ws []float64) float64 {
	v := 0.0
	for ci := range m.Clauses {
		if ws[ci] != 0 {
			v += ws[ci] * clauseValue(s, me, m, ci)
		}
	}
	return v
}

// petsInHand counts the Pet Cards in my hand (Ygella reveals them).
func petsInHand(s *engine.State, me int) int {
	n := 0
	for _, id := range s.Hand(me) {
		if s.Def(id).HasSubtype("Pet") {
			n++
		}
	}
	return n
}

// clauseValue is what clause ci of a mode is worth to me when it applies.
func clauseValue(s *engine.State, me int, m *card.Mode, ci int) float64 {
	tk := "self"
	if m.Target != nil {
		tk = m.Target.Kind
	}
	cl := &m.Clauses[ci]
	v := 0.0
	for ei := range cl.Effects {
		e := &cl.Effects[ei]
		at := tk
		if e.At != nil {
			at = e.At.Kind
		}
		g := good(s, me, e)
		if n, ok := adviseX(s, me, m.XFrom); ok && hasX(e) {
			g = engine.EffectValue(e, float64(n))
		}
		if cl.Modifier == card.ModRevealPet && cl.IsX && hasX(e) {
			g = engine.EffectValue(e, float64(revealX(s, me, m, cl))) // X is the Pets revealed, not Momentum
		}
		for _, b := range e.Branches {
			bv := 0.0
			for k := range b.Effects {
				bv += good(s, me, &b.Effects[k])
			}
			g = min(g, bv)
		}
		switch at {
		case "self":
			v += g
		case "another_player", "any_player", "source_player":
			if g >= 0 && at == "any_player" {
				v += g
			} else if q := weakestOpp(s, me); q >= 0 {
				v += -g * (1 + focus(s, me, q, -g)/20)
			}
		case "each_other_player", "other_players":
			for q := range s.Players {
				if isOpp(s, me, q) {
					v += -g
				}
			}
		case "scarab_holders":
			v += -g * float64(scarabHolders(s, me))
		case "each_player":
			v += g
			for q := range s.Players {
				if isOpp(s, me, q) {
					v += -g
				}
			}
		default:
			v += -g * 0.5
		}
		if e.Op == "start_round" {
			v += gambleStrength(s, me) - 1.5
		}
	}
	return v
}

// wasted is the part of a mode's worth to me that would change nothing:
// what it gains me beyond where a track stops (Fortitude above 20,
// Alcohol Content below 0: engine.OpRoom), each clause weighted as
// modeValue weights it.
func wasted(s *engine.State, me int, m *card.Mode) float64 {
	var r clauseRoom
	return wastedWith(s, me, m, clauseWeights(&r, s, me, m, false))
}

// wastedWith is wasted with clause weights ws.
func wastedWith(s *engine.State, me int, m *card.Mode, ws []float64) float64 {
	tk := "self"
	if m.Target != nil {
		tk = m.Target.Kind
	}
	st := s.StatsOf(me)
	taken := map[string]float64{}
	w := 0.0
	for ci := range m.Clauses {
		if ws[ci] == 0 {
			continue
		}
		for ei := range m.Clauses[ci].Effects {
			e := &m.Clauses[ci].Effects[ei]
			at := tk
			if e.At != nil {
				at = e.At.Kind
			}
			if good(s, me, e) <= 0 || at != "self" && at != "any_player" {
				continue // only a gain of mine is wasted (one for any player is aimed at me)
			}
			room, bounded := engine.EffectRoom(e, st)
			if !bounded {
				continue
			}
			n := num(s, me, e)
			use := min(n, max(float64(room)-taken[e.Op], 0))
			taken[e.Op] += use
			w += ws[ci] * engine.EffectValue(e, n-use)
		}
	}
	return w
}

// netNow is what playing a mode now is worth to me (a Harvest only if the
// Planter Box can pay it; raw: its raw clause weights), and the part of that worth that would be
// wasted. Only the rule that keeps a wasted heal reads it; the other rules
// of thumb weigh a Harvest clause by its chance, Planter Box or not:
// counting one the Box cannot pay as nothing in every card choice made
// Dale a much stronger Challenger in Boss Battles (`rdi-sim play --mode
// boss --seed 4243 --games 300`: Boss Amundyr against Jett, Dale and Terci
// won 35% instead of 44%, without the heal rule either way).
func netNow(s *engine.State, me int, m *card.Mode, raw []float64) (worth, waste float64) {
	var r clauseRoom
	ws := nowWeights(&r, s, me, m, raw)
	return valueWith(s, me, m, ws), wastedWith(s, me, m, ws)
}

// gambleStrength counts the hand's Gambling and Cheating cards and how
// short of Gold the opponents are.
func gambleStrength(s *engine.State, me int) float64 {
	n := 0.0
	for _, id := range s.Hand(me) {
		d := s.Def(id)
		if d.Is(card.Cheating) || (d.Is(card.Gambling) && !d.Is(card.Action)) {
			n++
		}
	}
	for q := range s.Players {
		if isOpp(s, me, q) && s.StatsOf(q).Gold <= 2 {
			n += 0.5
		}
	}
	if s.StatsOf(me).Gold <= 2 {
		n -= 1
	}
	return n
}

// cardValue is what a card in hand is worth keeping or playing.
func cardValue(s *engine.State, me int, id engine.CardID) float64 {
	d := s.Def(id)
	if v, ok := adviseHold(s, d); ok {
		return v
	}
	best := 0.0
	for mi := range d.Modes {
		switch defense(&d.Modes[mi]) {
		case "negate", "ignore":
			best = 4
		case "reduce_fortitude_loss", "cap_fortitude_loss", "pass_drink", "split_drink", "redirect_fortitude_loss", "redirect_card":
			best = 2.5
		}
	}
	for mi := range d.Modes {
		best = max(best, modeValue(s, me, &d.Modes[mi]))
	}
	if d.Is(card.Gambling) || d.Is(card.Cheating) {
		best = max(best, 1.2)
	}
	return adviseAdd(best, keepPart, s, me, id)
}

// playMode returns the mode an option plays.
func playMode(s *engine.State, o *engine.Option) *card.Mode {
	if o.Card < 0 {
		return nil
	}
	d := s.Def(o.Card)
	m := 0
	if o.Verb == engine.VerbPlay {
		m = int(o.N)
		if m >= len(d.Modes) || m < 0 {
			m = 0
		}
	}
	if m < len(d.Modes) {
		return &d.Modes[m]
	}
	return nil
}

// threat is how much the play or Drink being responded to hurts me; lethal
// reports that it would knock me out.
func threat(s *engine.State, me int, d engine.Decision) (t float64, lethal bool, drink bool) {
	for _, dr := range s.Drinks {
		if s.Players[dr.Drinker].Team == s.Players[me].Team && !dr.Ignored && dr.Cards[0] == d.About && d.About >= 0 {
			st := s.StatsOf(me)
			return float64(dr.Alc) + float64(max(0, -int(dr.Fort))), st.Alc+dr.Alc >= st.Fort+dr.Fort, true
		}
	}
	if d.AboutPly < 0 || int(d.AboutPly) >= len(s.Plays) {
		return 0, false, false
	}
	pl := &s.Plays[d.AboutPly]
	if int(pl.Player) == me || pl.Card < 0 {
		return 0, false, false
	}
	def := s.Def(pl.Card)
	if int(pl.Mode) >= len(def.Modes) {
		return 0, false, false
	}
	m := &def.Modes[pl.Mode]
	tk := ""
	if m.Target != nil {
		tk = m.Target.Kind
	}
	hits := teamHits(s, me, pl, tk)
	if hits == 0 {
		return 0, false, false
	}
	st := s.StatsOf(me)
	for ci := range m.Clauses {
		for ei := range m.Clauses[ci].Effects {
			e := &m.Clauses[ci].Effects[ei]
			if e.At != nil && e.At.Kind == "self" {
				continue
			}
			if g := good(s, me, e); g < 0 {
				t += -g
			}
			if e.Op == "start_round" {
				t += 1
			}
		}
	}
	t *= float64(hits)
	return t, stillLethal(st, t), false
}

// stillLethal: a threat of t would knock out a team with stats st.
func stillLethal(st engine.Stats, t float64) bool {
	return float64(st.Fort-st.Alc) <= t || (st.Gold <= 1 && t > 0)
}

// teamHits counts the players of my team a play (aimed at tk) hits:
// teammates share Fortitude, Alcohol Content and Gold and defend each other
// (rdi6 "Shared Defense"), so a hit on my teammate is a hit on me. "Each
// player" takes a team through one Champion; "each other player" spares
// the player's own team.
func teamHits(s *engine.State, me int, pl *engine.Play, tk string) int {
	if tk == "each_player" {
		return 1
	}
	n := 0
	var room [engine.MaxSeats]int
	for _, q := range s.AppendMates(room[:0], me) {
		switch {
		case q == int(pl.Player):
		case pl.Picks&(1<<uint(q)) != 0,
			tk == "each_other_player" && s.Players[pl.Player].Team != s.Players[me].Team,
			tk == "other_players" && q == me:
			n++
		}
	}
	return n
}

// score rates one option.
func score(s *engine.State, me int, d engine.Decision, o *engine.Option) float64 {
	if v, ok := adviseFirst(s, me, d, o); ok {
		return v
	}
	if o.Declines() {
		switch d.Kind {
		case engine.DecDiscard:
			return tune.discardKeep
		}
		return 0
	}
	if o.Verb == engine.VerbPotion {
		return potionScore(s, me, d, o)
	}
	if v, ok := adviseOption(s, me, d, o); ok {
		return v
	}
	switch d.Kind {
	case engine.DecOrder:
		if o.Seat >= 0 {
			return 1 + focus(s, me, int(o.Seat), 3) - float64(margin(s, int(o.Seat)))/5 + pileShare(s, int(o.Seat))
		}
	case engine.DecTarget, engine.DecSplit:
		return targetScore(s, me, d, o)
	case engine.DecDiscard:
		if o.Card >= 0 && o.Verb == engine.VerbDiscard {
			return 0.5 - cardValue(s, me, o.Card)
		}
	case engine.DecCost:
		// Harvest, spend Momentum, reveal Pets: pay what buys the most.
		return 1 + float64(o.N)*0.1
	case engine.DecBid:
		return bidScore(s, me, o)
	case engine.DecMay, engine.DecTreat, engine.DecPrize, engine.DecPotion:
		if pl := dungeonPlay(s); pl != nil && d.Kind == engine.DecMay {
			if v, ok := dungeonJoin(s, me, pl); ok {
				return v
			}
		}
		return 1
	case engine.DecDrinkPick:
		return drinkPickScore(s, me, o)
	case engine.DecChoose:
		return chooseScore(s, me, d, o)
	case engine.DecPick:
		if o.Card >= 0 {
			if s.Cards[o.Card].Zone == engine.ZoneDiscard {
				return cardValue(s, me, o.Card)
			}
			return -cardValue(s, me, o.Card)
		}
	case engine.DecLastCall:
		return 5
	case engine.DecGamble:
		return gambleScore(s, me, d, o)
	}
	if o.Verb == engine.VerbPlay && o.Card >= 0 {
		return playScore(s, me, d, o)
	}
	return 0.1
}

func mushroomValue(s *engine.State, id engine.CardID) float64 {
	d := s.Def(id)
	r := int(s.Cards[id].Rake)
	if r < len(d.Values) {
		return float64(d.Values[r])
	}
	return 0
}

// playScore rates playing a card in an action or response window.
func playScore(s *engine.State, me int, d engine.Decision, o *engine.Option) float64 {
	fromPlot := s.Cards[o.Card].Zone == engine.ZonePlotted
	bonus := 0.0
	if fromPlot {
		bonus = 1
	}
	m := playMode(s, o)
	if m == nil {
		return -1
	}
	if def := defense(m); def != "" {
		t, lethal, _ := threat(s, me, d)
		switch {
		case lethal && t > 0 && stillLethal(s.StatsOf(me), t-stops(s, me, m, t)):
			// Not enough on its own (a reduction smaller than the excess):
			// rather a card that saves the team, if there is one.
			return tune.defend + stops(s, me, m, t)
		case lethal && t > 0:
			return 20
		case def != "negate":
			// The engine offers Ignore/Reduce/pass only against something
			// aimed at us: take the hit off.
			return tune.defend + t
		case t >= tune.negate || fromOpponent(s, me, d):
			return 2 + t
		}
		return tune.keepProtect // keep "I don't think so!" for what matters
	}
	var rr, rw clauseRoom
	raw := rawWeights(&rr, s, me, m, fromPlot)
	ws := insteadWeights(m, rw.copyOf(raw))
	v := adviseAdd(valueWith(s, me, m, ws)-wastedWith(s, me, m, ws)+bonus, playPart, s, me, o.Card)
	v -= adviseAdd(0, keepPart, s, me, o.Card) // played, it is no longer kept
	worth, waste := netNow(s, me, m, raw)
	switch {
	case d.Kind == engine.DecDiscard:
		// Before discarding: a card worth playing now is played first (its
		// place in hand is refilled); otherwise it is never worth a card.
		if v > tune.between {
			return v + 1
		}
		return -3
	case waste > 0 && worth-waste < waste:
		// Most of what it does would change nothing now (a heal at full
		// Fortitude): keep it for when it counts.
		return v - waste
	case s.PhaseMoment():
		// Between phases nothing is being answered: play only what is
		// worth a card now; the next moment will come.
		return v - tune.between
	}
	if d.Kind == engine.DecRespond || d.Kind == engine.DecDrink {
		return v - tune.respond // respond only with something worth a card
	}
	if d.Kind == engine.DecAction && s.Round.Active {
		return v - 1
	}
	return v - 0.2
}

// gambleScore: stay out of control fights that cannot be won; take control
// when the pot and the hand make it worth it. A card that takes no control
// (played during a Round: the pot cards, Anytime Cards) is worth what it
// does.
func gambleScore(s *engine.State, me int, d engine.Decision, o *engine.Option) float64 {
	if o.Card < 0 {
		return 0
	}
	def := s.Def(o.Card)
	if !def.Is(card.Gambling) && !def.Is(card.Cheating) {
		return playScore(s, me, d, o)
	}
	if int(s.Round.Controller) == me {
		return -1
	}
	str := gambleStrength(s, me)
	v := float64(s.Round.Pot)/3 + str/2
	if def.Is(card.Cheating) {
		v -= 0.3
	}
	if def.Is(card.Action) {
		v -= 0.2
	}
	if str < 1 && s.Round.Pot < 3 {
		v -= 1
	}
	return adviseAdd(v, gamblePart, s, me, o.Card)
}

// fromOpponent: the play being responded to is an opponent's.
func fromOpponent(s *engine.State, me int, d engine.Decision) bool {
	if d.AboutPly < 0 || int(d.AboutPly) >= len(s.Plays) {
		return false
	}
	return isOpp(s, me, int(s.Plays[d.AboutPly].Player))
}

// defense names the protective effect of a mode (ignore, negate,
// reduce_fortitude_loss, pass_drink, split_drink), or "".
func defense(m *card.Mode) string {
	for ci := range m.Clauses {
		for _, e := range m.Clauses[ci].Effects {
			switch e.Op {
			case "ignore", "negate", "reduce_fortitude_loss", "cap_fortitude_loss", "redirect_fortitude_loss", "redirect_card", "pass_drink", "split_drink":
				return e.Op
			}
		}
	}
	return ""
}

// stops is how much of a threat t a protective mode takes off: all of it
// (Ignore, Negate, redirect, pass the Drink), half a split Drink, what a
// reduction reduces, what a cap leaves over; the best of its clauses (a
// Spend Momentum clause at the Momentum I have).
func stops(s *engine.State, me int, m *card.Mode, t float64) float64 {
	var r clauseRoom
	ws := clauseWeights(&r, s, me, m, false)
	clause := func(ci int) float64 {
		v := 0.0
		for ei := range m.Clauses[ci].Effects {
			e := &m.Clauses[ci].Effects[ei]
			switch e.Op {
			case "ignore", "negate", "redirect_fortitude_loss", "redirect_card", "pass_drink":
				v = t
			case "split_drink":
				v += t / 2
			case "reduce_fortitude_loss":
				v += num(s, me, e)
			case "cap_fortitude_loss":
				v += max(0, t-num(s, me, e))
			}
		}
		return v
	}
	base, best := 0.0, 0.0
	for ci := range m.Clauses {
		if m.Clauses[ci].Modifier == card.ModNone {
			base += clause(ci)
		}
	}
	best = base
	for ci := range m.Clauses {
		switch {
		case m.Clauses[ci].Modifier == card.ModNone || ws[ci] == 0:
		case m.Clauses[ci].Instead:
			best = max(best, clause(ci))
		default:
			best = max(best, base+clause(ci))
		}
	}
	return min(best, t)
}

// currentPlay is the newest unresolved play of me (the one asking me to
// pick a target, a branch or a Drink).
func currentPlay(s *engine.State, me int) *engine.Play {
	for i := len(s.Plays) - 1; i >= 0; i-- {
		pl := &s.Plays[i]
		if !pl.Resolved && pl.Card >= 0 {
			return pl
		}
	}
	return nil
}

func playGood(s *engine.State, me int, pl *engine.Play) float64 {
	if pl == nil {
		return -1
	}
	def := s.Def(pl.Card)
	if int(pl.Mode) >= len(def.Modes) {
		return -1
	}
	g := 0.0
	for _, cl := range def.Modes[pl.Mode].Clauses {
		for k := range cl.Effects {
			e := &cl.Effects[k]
			if e.At != nil && e.At.Kind == "self" {
				continue
			}
			g += good(s, me, e)
		}
	}
	return g
}

func targetScore(s *engine.State, me int, d engine.Decision, o *engine.Option) float64 {
	q := int(o.Seat)
	if q < 0 {
		return 0
	}
	if d.Kind == engine.DecSplit {
		return 1 + focus(s, me, q, 2)
	}
	g := playGood(s, me, currentPlay(s, me))
	if g > 0 {
		if q == me || (!isOpp(s, me, q) && !s.Players[q].Out) {
			return 10
		}
		return -focus(s, me, q, 0)
	}
	if q == me {
		return -20
	}
	return adviseAim(focus(s, me, q, -g), s, me, currentPlay(s, me), q)
}

func drinkPickScore(s *engine.State, me int, o *engine.Option) float64 {
	i := int(o.N)
	if i < 0 || i >= len(s.Drinks) {
		return 0
	}
	q := int(s.Drinks[i].Drinker)
	if playGood(s, me, currentPlay(s, me)) > 0 || s.Drinks[i].Alc < 0 {
		if q == me {
			return 10
		}
		return -focus(s, me, q, 0)
	}
	if q == me {
		return -20
	}
	return focus(s, me, q, float64(s.Drinks[i].Alc))
}

func chooseScore(s *engine.State, me int, d engine.Decision, o *engine.Option) float64 {
	switch o.Verb {
	case engine.VerbPlay:
		return playScore(s, me, d, o)
	case engine.VerbChoose:
		if dp := dungeonPlay(s); dp != nil {
			if v, ok := dungeonChoose(s, me, dp, o); ok {
				return v
			}
		}
		pl := currentPlay(s, me)
		if pl == nil {
			return 0
		}
		def := s.Def(pl.Card)
		if int(pl.Mode) >= len(def.Modes) {
			return 0
		}
		for _, cl := range def.Modes[pl.Mode].Clauses {
			for k := range cl.Effects {
				e := &cl.Effects[k]
				if int(o.N) < len(e.Branches) {
					v := 0.0
					for j := range e.Branches[o.N].Effects {
						v += good(s, me, &e.Branches[o.N].Effects[j])
					}
					if t := def.Modes[pl.Mode].Target; e.By != "target" && t != nil && t.Kind != "self" &&
						engine.FallsOnPicked(e.Branches[o.N].Effects) {
						return -v // I choose what the picked player suffers
					}
					return v
				}
			}
		}
	}
	return 0
}
