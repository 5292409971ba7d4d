package engine

import (
	"slices"

	"undercity/engine/card"
)

// The effect primitives' behaviour and worth, one entry per primitive of
// the card vocabulary (engine/card/vocab.go gives each its signature; a
// test checks the two lists agree), so a primitive cannot be half-added.

// effect is one primitive of the effect vocabulary.
type effect struct {
	// apply carries it out on seat q (n is its amount); nil for the
	// primitives that only shape a card (a Drink's body: drink, chaser,
	// self_split; the Hellfire tracker's hellfire_fire section), which
	// the parser turns into card data.
	apply func(s *State, t Task, pl *Play, e *card.Effect, q, n int)
	// value is how much one unit of it helps the player it applies to
	// (the AI's heuristic: OpValue); flat values do not scale with the
	// amount.
	value float64
	flat  bool
	// worth, when set, is its value in the situation instead (OpWorth):
	// what n of it would be worth now to seat q, who plays it on
	// themselves (the pot ops: whose pot it is decides).
	worth func(s *State, q int, n float64) float64
	// room is how much of it a player with stats st can still take (the
	// tracks stop at 0 and TrackMax): a gain of Fortitude at 20 changes
	// nothing. Nil: no bound (OpRoom).
	room func(st Stats) int
	// shape marks the primitives with no apply.
	shape bool
	// otto is what it does to Otto, and ottoApply his own way of taking
	// it (with otto == ottoOwn).
	otto      ottoRule
	ottoApply func(s *State, pl *Play, q, n int)
	// stat: it changes Fortitude, Alcohol Content or Gold (what makes Otto
	// reveal a response when it targets him).
	stat bool
	// away: it applies to a picked player even while they are "not in the
	// game" (their turn ended, "Bat nap"): they still divide the cards of
	// "Psionic vision" (rdi6 note).
	away bool
}

// ottoRule says what a primitive does when it applies to Otto, who has no
// hand, Character Deck, Drink Me! pile, Gold or character components.
type ottoRule uint8

const (
	ottoUnset    ottoRule = iota // not decided (a test fails)
	ottoNone                     // he has nothing it changes: nothing happens
	ottoAsAnyone                 // it applies to him as to any player
	ottoOwn                      // his own way: effect.ottoApply (his tracks, the Inn)
)

// effects: every primitive (set in init: the behaviours push tasks that
// run primitives).
var effects map[string]effect

// effectByCode is effects by card.OpCode: what the hot paths read (an
// effect's primitive looked up by name was 8% of a Hard search, most of it
// hashing the name).
var effectByCode []effect

// effectOf is e's primitive (the zero effect for a name that is none).
func effectOf(e *card.Effect) *effect { return &effectByCode[e.OpCode()] }

func init() {
	effects = map[string]effect{
		"lose_fortitude":          {apply: opLoseFortitude, value: -1, room: fortDown, otto: ottoOwn, ottoApply: ottoLoseFortitude, stat: true},
		"gain_fortitude":          {apply: opGainFortitude, value: 1, room: fortUp, otto: ottoOwn, ottoApply: ottoGainFortitude, stat: true},
		"gain_alcohol":            {apply: opGainAlcohol, value: -0.9, room: alcUp, otto: ottoOwn, ottoApply: ottoGainAlcohol, stat: true},
		"lose_alcohol":            {apply: opLoseAlcohol, value: 0.9, room: alcDown, otto: ottoOwn, ottoApply: ottoLoseAlcohol, stat: true},
		"pay_gold":                {apply: opPayGold, value: -0.8, otto: ottoAsAnyone, stat: true}, // he pays from the Inn (transfer)
		"gain_gold":               {apply: opGainGold, value: 0.8, otto: ottoOwn, ottoApply: ottoGainGold, stat: true},
		"draw":                    {apply: opDraw, value: 0.5, otto: ottoNone},
		"discard":                 {apply: opDiscard, otto: ottoNone},
		"discard_or_reveal":       {apply: opDiscardOrReveal, otto: ottoNone},
		"discard_random":          {apply: opDiscardRandom, value: -0.5, otto: ottoNone},          // a card lost is worth about what a draw gains
		"look_at_hand":            {apply: opLookAtHand, value: -0.1, flat: true, otto: ottoNone}, // the looker learns the hand
		"reveal_until":            {apply: opRevealUntil, otto: ottoNone},
		"take_from_discard":       {apply: opTakeFromDiscard, value: 1, flat: true, otto: ottoNone},
		"extra_action":            {apply: opExtraAction, value: 1, flat: true, otto: ottoNone},
		"end_turn":                {apply: opEndTurn, otto: ottoAsAnyone},
		"ignore":                  {apply: opIgnore, otto: ottoAsAnyone},
		"negate":                  {apply: opNegate, otto: ottoAsAnyone},
		"reduce_fortitude_loss":   {apply: opReduceFortitudeLoss, otto: ottoNone},
		"cap_fortitude_loss":      {apply: opCapFortitudeLoss, otto: ottoNone},
		"pay_from_inn":            {apply: opPayTaskRedirect, otto: ottoNone},
		"avoid_payment":           {apply: opPayTaskRedirect, otto: ottoNone},
		"drink_add_alcohol":       {apply: opDrinkAddAlcohol, value: -0.9, otto: ottoNone},
		"split_drink":             {apply: opSplitDrink, otto: ottoNone},
		"pass_drink":              {apply: opPassDrink, otto: ottoNone},
		"order_extra_drinks":      {apply: opOrderExtraDrinks, value: 1.5, otto: ottoNone}, // more Drinks for the others: good for its player
		"drink_from_deck":         {apply: opDrinkFromDeck, otto: ottoAsAnyone},
		"drink_event":             {apply: opDrinkEvent, otto: ottoNone},
		"start_round":             {apply: opStartRound, otto: ottoNone},
		"ante":                    {apply: opAnte, otto: ottoAsAnyone}, // not a stat: Otto antes from the Inn
		"take_control":            {apply: opTakeControl, otto: ottoAsAnyone},
		"winning_hand":            {apply: opWinningHand, otto: ottoAsAnyone},
		"leave_round":             {apply: opLeaveRound, otto: ottoAsAnyone},
		"force_leave_round":       {apply: opForceLeaveRound, otto: ottoAsAnyone},
		"win_round":               {apply: opWinRound, otto: ottoAsAnyone},
		"end_round_to_inn":        {apply: opEndRoundToInn, worth: endRoundToInnWorth, otto: ottoAsAnyone},
		"take_from_pot":           {apply: opTakeFromPot, value: 0.8, worth: takeFromPotWorth, otto: ottoOwn, ottoApply: ottoTakeFromPot, stat: true},
		"may":                     {apply: opMay, otto: ottoAsAnyone},
		"choose_one":              {apply: opChooseOne, otto: ottoAsAnyone},
		"plant":                   {apply: opPlant, value: 0.5, otto: ottoNone},
		"grow":                    {apply: opGrow, value: 0.5, otto: ottoNone},
		"gain_momentum":           {apply: opGainMomentum, value: 0.5, otto: ottoNone},
		"lose_momentum":           {apply: opLoseMomentum, value: -0.3, otto: ottoNone},
		"gain_hellfire":           {apply: opGainHellfire, value: 0.6, otto: ottoNone},
		"plot":                    {apply: opPlot, otto: ottoNone},
		"plotted_to_hand":         {apply: opPlottedToHand, otto: ottoNone},
		"gain_supply":             {apply: opGainSupply, value: 0.5, otto: ottoNone},
		"replace_waiting_patient": {apply: opReplaceWaitingPatient, otto: ottoNone},
		// The villains' primitives (villain_ops.go).
		"redirect_fortitude_loss": {apply: opRedirectFortitudeLoss, otto: ottoAsAnyone}, // Otto may be the new target: the loss hits his track facing the source
		"end_round_take_pot":      {apply: opEndRoundTakePot, value: 1, flat: true, otto: ottoAsAnyone},
		"add_to_pot":              {apply: opAddToPot, value: 0.3, otto: ottoAsAnyone}, // a bigger pot: worth a little to whoever is likely to win it
		"add_to_drink":            {apply: opAddToDrink, otto: ottoNone},
		"status":                  {apply: opStatus, value: -0.5, flat: true, otto: ottoNone}, // no_team_defence, hand_revealed, ignore_actions, ignore_all
		// Dungeon Events (dungeon.go). Discarding the top of your Drink Me!
		// pile spares you a Drink: worth about a Drink's Alcohol Content.
		"discard_drink_pile": {apply: opDiscardDrinkPile, value: 0.8, otto: ottoNone},
		"bid":                {apply: opBid, otto: ottoAsAnyone},    // Otto bids 0
		"winner":             {apply: opWinner, otto: ottoAsAnyone}, // its effects are valued one by one
		"opt_in":             {apply: opOptIn, otto: ottoAsAnyone},  // Otto joins in (the first option)
		"coin_flip":          {apply: opCoinFlip, otto: ottoAsAnyone},
		// Amundyr's Scarabs (scarab.go).
		"give_scarabs":   {apply: opGiveScarabs, value: -0.8, otto: ottoAsAnyone}, // about a Fortitude later, not hit back
		"return_scarabs": {apply: opReturnScarabs, value: 0.8, otto: ottoAsAnyone},
		// Daareka (daareka.go). A redirected card's worth is the card's
		// (the AI weighs the threat); the better pile of a division is worth
		// about a card drawn per two revealed.
		"redirect_card":    {apply: opRedirectCard, otto: ottoAsAnyone},
		"divide_piles":     {apply: opDividePiles, value: -0.3, otto: ottoNone, away: true},  // to the divider: what she gains on them
		"play_from_hand":   {apply: opPlayFromHand, value: -0.5, flat: true, otto: ottoNone}, // a card of their hand played for her
		"foreign_champion": {apply: opForeignChampion, otto: ottoNone},
		// Vlazlo (blood.go).
		"spend_blood": {apply: opSpendBlood, otto: ottoNone},                     // paid on play (blood.go)
		"take_form":   {apply: opTakeForm, value: 1, flat: true, otto: ottoNone}, // a form card: a better card in hand
		// Shapes of a card, no behaviour of their own (see effect.apply).
		"drink":         {shape: true},
		"chaser":        {shape: true},
		"self_split":    {shape: true},
		"hellfire_fire": {shape: true},
	}
	effectByCode = make([]effect, card.NumOpCodes())
	for name, d := range effects {
		if c := card.OpCodeOf(name); c != 0 {
			effectByCode[c] = d
		}
	}
}

// OpValue is what an effect primitive with amount n is worth to the player
// it applies to (positive helps, negative hurts; 0 for primitives whose
// worth depends on the situation). The AI's heuristic reads it.
func OpValue(op string, n float64) float64 { return valueOf(&effectByCode[card.OpCodeOf(op)], n) }

// EffectValue is OpValue of e's primitive.
func EffectValue(e *card.Effect, n float64) float64 { return valueOf(effectOf(e), n) }

func valueOf(d *effect, n float64) float64 {
	if d.flat {
		return d.value
	}
	return d.value * n
}

// OpWorth is what an effect primitive with amount n is worth now to seat
// q, the player it applies to: its situational worth where the registry
// has one (the pot ops), else OpValue. The AI's heuristic reads it.
func OpWorth(s *State, q int, op string, n float64) float64 {
	return worthOf(s, q, &effectByCode[card.OpCodeOf(op)], n)
}

// EffectWorth is OpWorth of e's primitive.
func EffectWorth(s *State, q int, e *card.Effect, n float64) float64 {
	return worthOf(s, q, effectOf(e), n)
}

func worthOf(s *State, q int, d *effect, n float64) float64 {
	if d.worth != nil && s != nil && q >= 0 && q < len(s.Players) {
		return d.worth(s, q, n)
	}
	return valueOf(d, n)
}

// OpRoom is how much of primitive op a player with stats st can still
// take before its track stops (Fortitude and Alcohol Content stay within 0
// and TrackMax), and false for a primitive with no such bound. The AI reads
// it so as not to count a gain that would change nothing.
func OpRoom(op string, st Stats) (int, bool) { return roomOf(&effectByCode[card.OpCodeOf(op)], st) }

// EffectRoom is OpRoom of e's primitive.
func EffectRoom(e *card.Effect, st Stats) (int, bool) { return roomOf(effectOf(e), st) }

func roomOf(d *effect, st Stats) (int, bool) {
	if d.room != nil {
		return max(0, d.room(st)), true
	}
	return 0, false
}

func fortUp(st Stats) int   { return TrackMax - int(st.Fort) }
func fortDown(st Stats) int { return int(st.Fort) }
func alcUp(st Stats) int    { return TrackMax - int(st.Alc) }
func alcDown(st Stats) int  { return int(st.Alc) }

// applyOp carries out one primitive of the effect vocabulary on seat q.
func (s *State) applyOp(t Task, pl *Play, e *card.Effect, q int) {
	n := s.amount(pl, e)
	if s.Players[q].Otto && s.ottoApply(t, pl, e, q, n) {
		return
	}
	c := e.OpCode()
	if m := effectMechanic[c]; m != "" && !s.hasMechanic(q, m) {
		return // it changes a component seat q has not (Mechanic.Effects)
	}
	if d := &effectByCode[c]; d.apply != nil {
		d.apply(s, t, pl, e, q, n)
	}
}

func opLoseFortitude(s *State, _ Task, pl *Play, _ *card.Effect, q int, n int) {
	s.loseFortitude(pl, q, n)
}

func opGainFortitude(s *State, _ Task, _ *Play, _ *card.Effect, q int, n int) {
	f, _ := s.changeStat(q, n, 0)
	if !s.quiet {
		s.logf(q, LogFortitude, "%s gains %s Fortitude (%d).", s.Name(q), amountWord(f), s.stats(q).Fort)
	}
}

func opGainAlcohol(s *State, _ Task, pl *Play, _ *card.Effect, q int, n int) {
	_, a := s.changeStat(q, 0, n)
	s.markAffected(pl, q)
	if !s.quiet {
		s.logf(q, LogAlcohol, "%s gains %s Alcohol Content (%d).", s.Name(q), amountWord(a), s.stats(q).Alc)
	}
}

func opLoseAlcohol(s *State, _ Task, _ *Play, _ *card.Effect, q int, n int) {
	_, a := s.changeStat(q, 0, -n)
	if !s.quiet {
		s.logf(q, LogAlcohol, "%s loses %s Alcohol Content (%d).", s.Name(q), amountWord(-a), s.stats(q).Alc)
	}
}

func opPayGold(s *State, t Task, pl *Play, e *card.Effect, q int, n int) {
	me := int(pl.Player)
	to := int8(-1) // the Inn
	switch argWord(e, "to") {
	case "you":
		to = int8(me)
	case "pot":
		to = -2
	}
	if w := argSel(e, "to"); w != nil && w.Kind == "player_with" {
		// Pay the player with the least (most) Gold; a payer who is
		// also the recipient (a tie) pays nobody.
		rs := s.playerWith(pl, w.Arg)
		if len(rs) == 0 || slices.Contains(rs, q) {
			return
		}
		to = int8(rs[0])
	}
	s.push(Task{Op: tPay, P: int8(q), Q: to, A: int16(n), B: payPayment, Play: t.Play, C: 0})
}

func opGainGold(s *State, _ Task, pl *Play, e *card.Effect, q int, n int) {
	if argWord(e, "from") == "you" {
		s.gainGoldFrom(pl, q, n)
		return
	}
	s.Inn -= int16(n)
	s.stats(q).Gold += int16(n)
	s.logN(q, LogGold, int16(n), "%s gains %d Gold from the Inn.", s.Name(q), n)
}

func opDraw(s *State, _ Task, _ *Play, _ *card.Effect, q int, n int) {
	k := s.drawN(q, n)
	s.logN(q, LogDraw, int16(k), "%s draws %d.", s.Name(q), k)
}

func opDiscard(s *State, t Task, pl *Play, e *card.Effect, q int, n int) {
	if argWord(e, "by") == "you" {
		s.discardChosen(t, pl, e, q, n)
		return
	}
	s.push(Task{Op: tDiscardN, P: int8(q), Play: t.Play, A: int16(n), B: filterCode(firstWord(e))})
}

func opDiscardOrReveal(s *State, t Task, _ *Play, e *card.Effect, q int, _ int) {
	s.push(Task{Op: tDiscardN, P: int8(q), Play: t.Play, A: 1, B: filterCode(firstWord(e)), C: 1})
}

// opDiscardRandom: the player discards n cards from their hand at random
// (fewer if the hand is smaller). It happens at once, so the discard comes
// before any hit-back to the card that caused it.
func opDiscardRandom(s *State, _ Task, _ *Play, _ *card.Effect, q int, n int) {
	for k := 0; k < n && len(s.Hand(q)) > 0; k++ {
		id := s.Hand(q)[int(s.rng.Uint64()%uint64(len(s.Hand(q))))]
		s.toDiscard(id)
		s.logf(q, LogDiscard, "%s discards %s at random.", s.Name(q), s.Title(id))
	}
}

func opRevealUntil(s *State, _ Task, _ *Play, e *card.Effect, q int, _ int) {
	if argWord(e, "to") == "play" {
		s.revealToPlay(q) // reveal_until(minion, to=play)
		return
	}
	s.revealUntil(q, firstWord(e))
}

func opTakeFromDiscard(s *State, t Task, _ *Play, e *card.Effect, q int, _ int) {
	s.push(Task{Op: tDiscardN, P: int8(q), Play: t.Play, A: 1, B: filterCode(firstWord(e)), C: 2})
}

func opExtraAction(s *State, _ Task, _ *Play, _ *card.Effect, q int, _ int) {
	s.Players[q].ActionsMax++
	s.logf(q, LogExtraAction, "%s may play an additional Action Card this turn.", s.Name(q))
}

func opEndTurn(s *State, _ Task, _ *Play, _ *card.Effect, q int, _ int) {
	s.Players[q].TurnEnded = true
	s.logf(q, LogEndTurn, "%s's turn ends.", s.Name(q))
}

func opIgnore(s *State, _ Task, pl *Play, e *card.Effect, q int, _ int) {
	s.applyIgnore(pl, q, firstWord(e))
}

func opNegate(s *State, _ Task, pl *Play, _ *card.Effect, _ int, _ int) {
	if pl.Resp >= 0 {
		target := &s.Plays[pl.Resp]
		target.Negated = true
		// Logged now, so the log reads in the order things happen: a
		// Negate that goes on ("Its player draws 1 card") follows it.
		s.logf(int(target.Player), LogNegated, "%s is Negated.", s.playTitle(target))
	}
}

func opReduceFortitudeLoss(s *State, _ Task, pl *Play, _ *card.Effect, q int, n int) {
	if pl.Resp >= 0 {
		target := &s.Plays[pl.Resp]
		team := s.Players[q].Team
		target.Reduce[team] += int8(n)
	}
}

// opCapFortitudeLoss: the team loses at most n Fortitude in all from the
// card responded to ("reduce it to 1", not "by 1"); the lowest cap wins.
func opCapFortitudeLoss(s *State, _ Task, pl *Play, _ *card.Effect, q int, n int) {
	if pl.Resp >= 0 {
		target := &s.Plays[pl.Resp]
		team := s.Players[q].Team
		if c := target.Cap[team]; c == 0 || int(c) > n+1 {
			target.Cap[team] = int8(n + 1)
		}
	}
}

func opPayTaskRedirect(s *State, _ Task, pl *Play, e *card.Effect, _ int, n int) {
	if pl.PayTask >= 0 && int(pl.PayTask) < len(s.Tasks) && s.Tasks[pl.PayTask].Op == tPay {
		if e.Op == "pay_from_inn" && len(e.Args) > 0 {
			s.payPartFromInn(pl, n) // pay_from_inn(n): only n of it (blood.go)
		} else if e.Op == "pay_from_inn" {
			s.Tasks[pl.PayTask].C = payFromInn
		} else {
			s.Tasks[pl.PayTask].C = payAvoided
		}
	}
}

func opDrinkAddAlcohol(s *State, _ Task, pl *Play, _ *card.Effect, _ int, n int) {
	me := int(pl.Player)
	if d := s.drinkOf(pl); d >= 0 {
		s.Drinks[d].Alc += int16(n)
		if s.Drinks[d].Contestant >= 0 {
			// "Cards that increase or decrease the Alcohol Content of a
			// Drink will affect the outcome of a Drinking Contest."
			s.Drinks[d].Score += int16(n)
		}
		s.logf(me, LogSpike, "%s's Drink now has %d Alcohol Content.", s.Name(int(s.Drinks[d].Drinker)), s.Drinks[d].Alc)
	}
}

func opSplitDrink(s *State, _ Task, pl *Play, e *card.Effect, _ int, _ int) {
	if d := s.drinkOf(pl); d >= 0 && len(e.Args) > 0 && e.Args[0].Word == "none" {
		s.halveAway(d) // with=none: the other half simply disappears (rounded down)
		return
	}
	if d := s.drinkOf(pl); d >= 0 {
		with := s.pickedOther(pl)
		if with >= 0 {
			s.splitDrink(d, with)
		}
	}
}

func opPassDrink(s *State, _ Task, pl *Play, _ *card.Effect, _ int, _ int) {
	me := int(pl.Player)
	if d := s.drinkOf(pl); d >= 0 {
		to := s.pickedOther(pl)
		if to >= 0 {
			s.logf(me, LogPass, "%s gives the Drink to %s.", s.Name(int(s.Drinks[d].Drinker)), s.Name(to))
			s.Drinks[d].Drinker = int8(to)
			if s.isOtto(to) {
				s.Drinks[d].Track = int8(me + 1) // only that player's track
			}
		}
	}
}

func opOrderExtraDrinks(s *State, _ Task, pl *Play, _ *card.Effect, _ int, n int) {
	me := int(pl.Player)
	for j := len(s.Tasks) - 1; j >= 0; j-- {
		if s.Tasks[j].Op == tOrderPhase || s.Tasks[j].Op == tTeamOrder {
			s.Tasks[j].A += int16(n)
			if s.Tasks[j].Op == tTeamOrder {
				s.Players[me].OrderOwed += int8(n)
			}
			break
		}
	}
	s.logf(me, LogMayOrder, "%s may order %d more Drink(s).", s.Name(me), n)
}

func opDrinkFromDeck(s *State, _ Task, pl *Play, _ *card.Effect, q int, _ int) {
	me := int(pl.Player)
	// "Reveals and drinks the top Drink": Drink Events are discarded
	// until a Drink comes up.
	how := drinkUntilDrink
	track := int16(me + 1)
	if s.isDungeon(pl) {
		how, track = drinkTogether, 0 // an Event: Otto drinks on both tracks
	}
	s.push(Task{Op: tRevealDrink, P: int8(q), Play: -1, A: srcDeck, B: how, C: track})
}

func opDrinkEvent(s *State, _ Task, pl *Play, e *card.Effect, _ int, _ int) {
	s.startDrinkEvent(pl, e)
}

func opStartRound(s *State, t Task, pl *Play, _ *card.Effect, _ int, _ int) {
	me := int(pl.Player)
	if s.carryPot(me, t.Play) {
		return
	}
	s.beginRound(me, t.Play)
}

func opAnte(s *State, t Task, pl *Play, _ *card.Effect, q int, n int) {
	if s.Round.Active && s.antesDue(pl) && s.Round.In&bit(q) != 0 {
		s.push(Task{Op: tPay, P: int8(q), Q: -2, A: int16(n), B: payAnte, Play: t.Play})
	}
}

func opTakeControl(s *State, _ Task, pl *Play, _ *card.Effect, _ int, _ int) {
	me := int(pl.Player)
	s.takeControl(me, false)
}

func opWinningHand(s *State, _ Task, _ *Play, _ *card.Effect, _ int, _ int) {
	s.Round.WinningHand = true
}

func opLeaveRound(s *State, _ Task, _ *Play, _ *card.Effect, q int, _ int) {
	s.leaveRound(s.inRound(q))
}

func opForceLeaveRound(s *State, _ Task, _ *Play, _ *card.Effect, q int, _ int) {
	s.leaveRound(q)
}

func opWinRound(s *State, _ Task, pl *Play, _ *card.Effect, _ int, _ int) {
	me := int(pl.Player)
	if s.Round.Active {
		s.Round.Controller = int8(me)
		s.push(Task{Op: tRoundEnd, P: int8(me), Play: -1})
	}
}

func opEndRoundToInn(s *State, _ Task, _ *Play, _ *card.Effect, _ int, _ int) {
	if s.Round.Active {
		s.Round.Controller = -1
		s.push(Task{Op: tRoundEnd, P: -1, Play: -1, A: 1})
	}
}

func opTakeFromPot(s *State, _ Task, _ *Play, _ *card.Effect, q int, n int) {
	k := clamp(n, 0, int(s.Round.Pot))
	s.Round.Pot -= int16(k)
	s.stats(q).Gold += int16(k)
	s.logN(q, LogPot, int16(k), "%s takes %d Gold from the pot.", s.Name(q), k)
}

func opMay(s *State, t Task, _ *Play, _ *card.Effect, q int, _ int) {
	s.push(Task{Op: tMay, P: int8(q), Play: t.Play, A: t.A, B: t.B})
}

func opChooseOne(s *State, t Task, pl *Play, e *card.Effect, q int, _ int) {
	if e.By == "target" {
		s.push(Task{Op: tChoose, P: int8(q), Play: t.Play, A: t.A, B: t.B})
	} else if pl.Choice >= 0 && int(pl.Choice) < len(e.Branches) {
		es := e.Branches[pl.Choice].Effects
		seats := []int{q}
		// The card's player chose (q is them); a chosen effect that is not
		// their own falls on the players the card picked ("You choose one
		// for them: they lose 2 Fortitude; ...").
		if md := s.mode(pl); md.Target != nil && md.Target.Kind != "self" && fallsOnPicked(es) {
			seats = s.selectorSeats(pl, md.Target)
		}
		if md := s.mode(pl); md.Target != nil && md.Target.Kind != "self" && fallsOnPicked(es) && s.pickedMinion(pl) != NoCard {
			m := s.pickedMinion(pl)
			s.pushSubMinion(t, pl, es, int(pl.Choice), m) // runs after the players
		}
		for k := len(seats) - 1; k >= 0; k-- { // pushed last first: they run in turn order
			s.pushSub(t, pl, es, int(pl.Choice), s.mode(pl).Target, seats[k])
		}
	}
}

// FallsOnPicked: some of the effects have no @ and are not their player's
// own, so a choice among them made by the card's player (choose_one by=you)
// falls on the players the card picked.
func FallsOnPicked(es []card.Effect) bool { return fallsOnPicked(es) }

func fallsOnPicked(es []card.Effect) bool {
	for k := range es {
		if es[k].At == nil && !selfOp(es[k].Op) {
			return true
		}
	}
	return false
}

func opPlant(s *State, _ Task, _ *Play, _ *card.Effect, q int, n int) {
	for k := 0; k < max(n, 1); k++ {
		s.push(Task{Op: tPlant, P: int8(q), Play: -1})
	}
}

func opGrow(s *State, _ Task, _ *Play, _ *card.Effect, q int, n int) {
	s.growAll(q, max(n, 1))
}

func opGainMomentum(s *State, _ Task, _ *Play, _ *card.Effect, q int, n int) {
	s.changeMomentum(q, n)
}

func opLoseMomentum(s *State, _ Task, _ *Play, e *card.Effect, q int, n int) {
	if firstWord(e) == "all" {
		n = int(s.Players[q].Counters[CtrMomentum])
	}
	s.changeMomentum(q, -n)
}

func opGainHellfire(s *State, _ Task, _ *Play, _ *card.Effect, q int, n int) {
	s.gainHellfire(q, n)
}

func opPlot(s *State, _ Task, _ *Play, _ *card.Effect, q int, n int) {
	s.push(Task{Op: tPlotOne, P: int8(q), Play: -1, A: int16(max(n, 1))})
}

func opPlottedToHand(s *State, _ Task, _ *Play, _ *card.Effect, q int, _ int) {
	for ids := s.pile(q, PilePlotted); len(ids) > 0; ids = s.pile(q, PilePlotted) {
		s.toHand(q, ids[len(ids)-1])
	}
	s.logf(q, LogPlot, "%s returns their Plotted Cards to their hand.", s.Name(q))
}

func opGainSupply(s *State, _ Task, _ *Play, _ *card.Effect, q int, _ int) {
	s.push(Task{Op: tSupply, P: int8(q), Play: -1, A: 1})
}

func opReplaceWaitingPatient(s *State, _ Task, _ *Play, _ *card.Effect, q int, _ int) {
	s.replaceWaiting(q)
}
