package engine

import (
	"fmt"
	"strings"

	"undercity/engine/card"
)

// Otto, Our Mechanical Friend: an automated third player for two-player
// games (rulebook "Otto, Our Mechanical Friend"; design otto.md). He has no
// hand, no Gold and no Drink Me! pile; a 10-card deck of two factions whose
// cards have three boxes (Action, Sometimes, Gambling/Cheating); and one
// 0-6 Fortitude-Alcohol track facing each player. A player's card changes
// only that player's track; his own Drinks and Drink Events change both.
// He never wins, loses or is eliminated.

// OttoID is the character id that seats Otto (SeatSetup.Char, scenarios).
const OttoID = "otto"

// OttoDeck is the content deck of Otto's cards; their subtypes are factions.
const OttoDeck = "otto"

// Otto's tracks start at and reset to this Fortitude; it is also their top.
const ottoFort = 6

// OttoFactions lists the factions the content has for Otto, in deck order.
func OttoFactions(c *Content) []string {
	var out []string
	seen := map[string]bool{}
	for _, di := range c.Deck(OttoDeck) {
		for _, f := range c.Defs[di].Subtypes {
			if !seen[f] {
				seen[f] = true
				out = append(out, f)
			}
		}
	}
	return out
}

// checkOttoSetup validates a table with Otto and returns his seat (-1: none).
func checkOttoSetup(c *Content, su Setup) (int, error) {
	otto := -1
	for i, seat := range su.Seats {
		if seat.Char != OttoID {
			continue
		}
		if otto >= 0 {
			return -1, fmt.Errorf("only one seat may be Otto")
		}
		otto = i
	}
	if otto < 0 {
		if len(su.Factions) > 0 {
			return -1, fmt.Errorf("factions are for Otto, and no seat is Otto")
		}
		return -1, nil
	}
	switch {
	case len(su.Seats) != 3:
		return -1, fmt.Errorf("Otto plays with exactly two other players, not %d", len(su.Seats)-1)
	case su.Teams:
		return -1, fmt.Errorf("Otto may not be used in a Team Variant game")
	case su.Seats[otto].Boss:
		return -1, fmt.Errorf("Otto cannot be a Boss")
	case len(c.Deck(OttoDeck)) == 0:
		return -1, fmt.Errorf("the content has no Otto cards (deck %q)", OttoDeck)
	}
	return otto, nil
}

// addOttoDeck adds the cards of two factions to Otto's deck.
func (s *State) addOttoDeck(seat int, factions []string) error {
	all := OttoFactions(s.content)
	if len(factions) == 0 {
		if len(all) < 2 {
			return fmt.Errorf("Otto needs two factions; the content has %d", len(all))
		}
		factions = all[:2]
	}
	if len(factions) != 2 || factions[0] == factions[1] {
		return fmt.Errorf("choose two different factions for Otto (from %s)", strings.Join(all, ", "))
	}
	for _, f := range factions {
		found := false
		for _, di := range s.content.Deck(OttoDeck) {
			if s.content.Defs[di].HasSubtype(f) {
				found = true
				for k := 0; k < s.content.Defs[di].Copies; k++ {
					id := s.newCard(di, seat, ZoneDeck)
					s.pushPile(seat, PileDeck, id)
				}
			}
		}
		if !found {
			return fmt.Errorf("Otto has no faction %q (choose from %s)", f, strings.Join(all, ", "))
		}
	}
	return nil
}

// setupOtto sets his tracks and gives back the Gold setup handed his team:
// Otto has no Gold.
func (s *State) setupOtto(seat int) {
	st := s.stats(seat)
	s.Inn += st.Gold
	*st = Stats{Fort: ottoFort}
	for q := range s.Players {
		if q != seat {
			s.Tracks[q] = Track{Fort: ottoFort}
		}
	}
}

// ottoSeat returns Otto's seat, or -1.
func (s *State) ottoSeat() int {
	for q := range s.Players {
		if s.Players[q].Otto {
			return q
		}
	}
	return -1
}

func (s *State) isOtto(q int) bool { return q >= 0 && q < len(s.Players) && s.Players[q].Otto }

// OttoSeat returns Otto's seat, or -1 when he is not at the table.
func (s *State) OttoSeat() int { return s.ottoSeat() }

// allTracks is the mask of the players Otto's tracks face.
func (s *State) allTracks() uint16 {
	var m uint16
	for q := range s.Players {
		if !s.Players[q].Otto && !s.Players[q].Out {
			m |= bit(q)
		}
	}
	return m
}

// tracksFor is the mask of Otto's tracks a play changes: the track facing
// the player whose card it is; both for a Drink Event; for his own boxes,
// the tracks their trigger affected.
func (s *State) tracksFor(pl *Play) uint16 {
	switch {
	case pl.Src == srcEvent:
		return s.allTracks()
	case s.Players[pl.Player].Otto:
		return pl.Tracks
	}
	return bit(int(pl.Player))
}

// drinkTracks is the mask of Otto's tracks a Drink he drinks changes.
func (s *State) drinkTracks(dr *PendingDrink) uint16 {
	if dr.Track > 0 {
		return bit(int(dr.Track - 1))
	}
	return s.allTracks()
}

// ottoChange changes the masked tracks and returns the affected ones: every
// track the change applies to, even one already at its minimum or maximum
// ("the card is still considered to affect that attribute").
func (s *State) ottoChange(mask uint16, fort, alc int) uint16 {
	if fort == 0 && alc == 0 {
		return 0
	}
	var affected uint16
	for q := range s.Players {
		if mask&bit(q) == 0 || s.Players[q].Otto {
			continue
		}
		t := &s.Tracks[q]
		f := int8(clamp(int(t.Fort)+fort, 0, ottoFort))
		a := int8(clamp(int(t.Alc)+alc, 0, ottoFort))
		df, da := int(f-t.Fort), int(a-t.Alc)
		t.Fort, t.Alc = f, a
		affected |= bit(q)
		s.logOttoTrack(q, fort, alc, df, da)
	}
	return affected
}

// ottoStat applies a Fortitude/Alcohol change from a play to Otto.
func (s *State) ottoStat(pl *Play, q, fort, alc int) {
	affected := s.ottoChange(s.tracksFor(pl), fort, alc)
	pl.OttoHit |= affected
	if affected != 0 {
		s.markAffected(pl, q)
	}
}

// logOttoTrack logs a change of the track facing q: the verbs of the card
// (fort, alc) with the amounts that really changed (df, da).
func (s *State) logOttoTrack(q, fort, alc, df, da int) {
	if s.quiet {
		return
	}
	what := ""
	switch {
	case fort > 0:
		what = "gains " + amountWord(df) + " Fortitude"
	case fort < 0:
		what = "loses " + amountWord(-df) + " Fortitude"
	}
	if alc != 0 {
		if what != "" {
			what += " and "
		}
		if alc > 0 {
			what += "gains " + amountWord(da) + " Alcohol Content"
		} else {
			what += "loses " + amountWord(-da) + " Alcohol Content"
		}
	}
	t := s.Tracks[q]
	s.logf(s.ottoSeat(), LogOttoTrack, "Otto %s on %s's track (Fortitude %d, Alcohol Content %d).", what, s.Name(q), t.Fort, t.Alc)
}

// ottoDraw reveals the top card of Otto's Deck. An empty deck is reshuffled
// at once, except during a Round of Gambling (then there is no card).
func (s *State) ottoDraw(otto int) CardID {
	if len(s.Deck(otto)) == 0 {
		if s.Round.Active {
			return NoCard
		}
		s.reshuffleDiscard(otto)
		if len(s.Deck(otto)) == 0 {
			return NoCard
		}
	}
	id := s.Deck(otto)[len(s.Deck(otto))-1]
	s.setPile(otto, PileDeck, s.Deck(otto)[:len(s.Deck(otto))-1])
	s.Cards[id].Zone = ZoneInPlay
	if len(s.Deck(otto)) == 0 && !s.Round.Active {
		s.reshuffleDiscard(otto)
	}
	return id
}

// ottoMode finds the box of an Otto card for a timing.
func (s *State) ottoMode(id CardID, tm card.Timing) int {
	for m, md := range s.Def(id).Modes {
		if md.Timing == tm {
			return m
		}
	}
	return -1
}

// OttoBoxText returns the text of the box of an Otto card a mode uses (the
// line of the card's text in the same position), for logs and the table.
func (s *State) OttoBoxText(id CardID, mode int) string {
	lines := strings.Split(s.Def(id).Text, "\n")
	if mode >= 0 && mode < len(lines) {
		return lines[mode]
	}
	return ""
}

// startOttoPlay plays box m of a revealed Otto card as a card of its type.
func (s *State) startOttoPlay(otto int, id CardID, m int, resp int16, drink int, win int) {
	d := s.Def(id)
	md := &d.Modes[m]
	pl := Play{Card: id, Src: srcOtto, Player: int8(otto), Mode: int8(m), Type: s.typeOfMode(d, md),
		Choice: -1, Spent: -1, Revealed: -1, Resp: resp, RespDrink: int8(drink), PayTask: -1, Source: -1}
	s.Cards[id].Zone = ZoneInPlay
	s.Plays = append(s.Plays, pl)
	s.push(Task{Op: tPlay, P: int8(otto), Play: int16(len(s.Plays) - 1), C: int16(win)})
}

// runOttoTurn: Otto's Action Phase (reveal and follow the Action box) and
// Drink Phase (drink from the Drink Deck); no Discard and Draw, no ordering.
func (s *State) runOttoTurn(i int) {
	t := &s.Tasks[i]
	a := int(t.P)
	step := t.Step
	t.Step++
	switch step {
	case 0:
		s.TurnNo++
		s.newTurn()
		s.Plays = s.Plays[:0]
		s.Phase = PhaseAction
		s.logf(a, LogTurn, "Turn %d: Otto's turn.", s.TurnNo)
		// The players' moment after his Action (window.go, phaseWindow) runs
		// once the Action box has resolved.
		s.push(s.phaseWindow(momentActed, a, false))
		if id := s.ottoDraw(a); id != NoCard {
			if m := s.ottoMode(id, card.TimingOttoAction); m >= 0 {
				s.startOttoPlay(a, id, m, -1, -1, -1)
			} else {
				s.toDiscard(id)
			}
		}
	case 1:
		s.Phase = PhaseDrink
		s.pushSeq(Task{Op: tRevealDrink, P: int8(a), Play: -1, A: srcDeck, B: drinkNormal}, s.phaseWindow(momentDrunk, a, false))
	case 2:
		s.Phase = PhaseEndOfTurn
		s.pushTurnEnd(a)
		s.runHooks(AtEndOfTurn, a) // a held Scarab bites, before the Dungeon tick
	default:
		s.passTurn(a)
	}
}

// ottoRespond gives Otto his chance in a response window: when the card or
// Drink being responded to would change his Fortitude, Alcohol Content or
// Gold, he reveals the top card of his deck and uses its Sometimes box if
// its type tag fits. It returns true when a response was started.
func (s *State) ottoRespond(win, otto int) bool {
	w := s.Tasks[win]
	switch w.A {
	case winPlay:
		pl := &s.Plays[w.Play]
		if pl.OttoSeen || pl.Negated || s.Players[pl.Player].Otto && pl.Src != srcEvent || s.ignoredBy(pl, otto) {
			return false
		}
		if s.redirectsOnto(pl, otto) {
			// A redirection onto Otto is not what affects him: the loss it
			// sends him is the card's it answers ("treated as coming from
			// the original source", rdi6), and he answers that card once
			// this has resolved (ottoHitBy follows the redirection).
			return false
		}
		kind := strings.ToLower(string(pl.Type))
		if s.isDungeon(pl) && s.Def(pl.Card).AsAction {
			kind = "action" // rdi9: "as though it were an Action Card": Otto reveals a response
		}
		if kind != "action" && kind != "sometimes" && kind != "anytime" || !s.ottoHitBy(pl, otto) {
			return false
		}
		pl.OttoSeen = true
		return s.ottoReveal(win, otto, kind, w.Play, -1)
	case winDrink:
		set := s.drinkSet()
		for d := range s.Drinks {
			dr := &s.Drinks[d]
			if dr.Set != set || int(dr.Drinker) != otto || dr.Ignored || dr.OttoSeen || dr.Alc == 0 && dr.Fort == 0 {
				continue
			}
			dr.OttoSeen = true
			return s.ottoReveal(win, otto, "drink", -1, d)
		}
	}
	return false
}

// ottoHitBy reports whether a play's effects would change Otto's
// Fortitude, Alcohol Content or Gold, a Fortitude loss redirected onto him
// included.
func (s *State) ottoHitBy(pl *Play, otto int) bool {
	hit := false
	s.walkTargeted(pl, func(e *card.Effect, q int) {
		if e.Op == "lose_fortitude" {
			q = s.redirectTarget(pl, q)
		}
		if q == otto && effectOf(e).stat {
			hit = true
		}
	})
	return hit
}

// redirectsOnto reports whether a play redirects the loss of the card it
// answers onto seat q (its picked player).
func (s *State) redirectsOnto(pl *Play, q int) bool {
	if pl.Resp < 0 || !s.redirects(s.mode(pl)) {
		return false
	}
	on := false
	s.walkTargeted(pl, func(e *card.Effect, p int) {
		on = on || p == q && (e.Op == "redirect_fortitude_loss" || e.Op == "redirect_card")
	})
	return on
}

// ottoReveal reveals Otto's response to a trigger of the given kind.
func (s *State) ottoReveal(win, otto int, kind string, resp int16, drink int) bool {
	id := s.ottoDraw(otto)
	if id == NoCard {
		s.logf(otto, LogOtto, "Otto has no cards to respond with.")
		return false
	}
	m := s.ottoMode(id, card.TimingOttoResponse)
	if m < 0 {
		s.toDiscard(id)
		return false
	}
	md := &s.Def(id).Modes[m]
	if !ottoFilterFits(md.Filter, kind) {
		s.logf(otto, LogOtto, "Otto reveals %s (%s): it does not apply.", s.Title(id), s.OttoBoxText(id, m))
		s.toDiscard(id)
		return false
	}
	if resp >= 0 && s.modeHasOp(md, "ignore") && s.protectOf(&s.Plays[resp]).Ignore {
		s.logf(otto, LogOtto, "Otto reveals %s, but %s can't be Ignored: he does nothing.", s.Title(id), s.playTitle(&s.Plays[resp]))
		s.toDiscard(id)
		return false
	}
	if resp >= 0 && onlyHitsBack(md) && s.cantHitBack(&s.Plays[resp]) {
		// Scarab damage can't be hit back and an Event has no player as
		// its source: a box that only hits back does nothing, and the log
		// announces no hit-back that costs nobody anything.
		why := "can't be hit back"
		if s.Plays[resp].Src == srcEvent {
			why = "has no player to hit back"
		}
		s.logf(otto, LogOtto, "Otto reveals %s, but %s %s: he does nothing.", s.Title(id), s.playTitle(&s.Plays[resp]), why)
		s.toDiscard(id)
		return false
	}
	// A response: the window reopens once it has been dealt with.
	s.Tasks[win].B, s.Tasks[win].D = 0, 0
	s.startOttoPlay(otto, id, m, resp, drink, win)
	return true
}

// onlyHitsBack: every effect of a box falls on the player who played the
// card it answers (@source_player: "Rampage", "Berserk Fury").
func onlyHitsBack(md *card.Mode) bool {
	n := 0
	for _, cl := range md.Clauses {
		for k := range cl.Effects {
			if at := cl.Effects[k].At; at == nil || at.Kind != "source_player" {
				return false
			}
			n++
		}
	}
	return n > 0
}

// cantHitBack: nobody may be hit back for a play: its Fortitude loss may
// not be hit back (Scarab damage), or it has no player as its source (an
// Event).
func (s *State) cantHitBack(pl *Play) bool {
	return s.noHitBack(pl) || pl.Src == srcEvent
}

// ottoFilterFits matches the bold type tag of a Sometimes box.
func ottoFilterFits(filter, kind string) bool {
	if filter == "" || filter == "any" {
		return true
	}
	for _, f := range strings.Split(filter, "|") {
		if f == kind || f == "any" {
			return true
		}
	}
	return false
}

// protectOf returns what a play forbids (can't be Ignored / Negated ...).
func (s *State) protectOf(pl *Play) card.Protect {
	switch pl.Src {
	case srcCard, srcOtto:
		return s.Def(pl.Card).Protect
	case srcHellfire:
		return s.hellfireProtect(pl)
	case srcScarab:
		return s.scarabProtect(pl)
	}
	return card.Protect{}
}

// ottoDefer links an "after" box to its trigger: it takes effect once the
// trigger has resolved.
func (s *State) ottoDefer(pi int16) {
	pl := &s.Plays[pi]
	switch {
	case pl.Resp >= 0:
		s.Plays[pl.Resp].OttoAfter = pi + 1
	case pl.RespDrink >= 0 && int(pl.RespDrink) < len(s.Drinks):
		s.Drinks[pl.RespDrink].OttoAfter = pi + 1
	}
	s.logf(int(pl.Player), LogOtto, "Otto's %s will take effect after it resolves.", s.Title(pl.Card))
}

// pushOttoAfter starts the "after" box waiting for a trigger that has
// resolved, acting on the tracks the trigger changed.
func (s *State) pushOttoAfter(after int16, hit uint16) {
	if after <= 0 || int(after) > len(s.Plays) {
		return
	}
	pi := after - 1
	s.Plays[pi].Tracks = hit
	s.push(Task{Op: tOttoAfter, P: s.Plays[pi].Player, Play: pi})
}

// runOttoAfter resolves an "after" box, then gives the players it made lose
// Fortitude their chance to hit back.
func (s *State) runOttoAfter(i int) {
	t := s.Tasks[i]
	pl := &s.Plays[t.Play]
	if t.Step == 0 {
		s.Tasks[i].Step = 1
		if pl.Negated {
			s.pop()
			return
		}
		s.logf(int(pl.Player), LogOtto, "Otto's %s: %s", s.Title(pl.Card), s.OttoBoxText(pl.Card, int(pl.Mode)))
		s.resolve(t.Play)
		return
	}
	s.pop()
	s.push(Task{Op: tHitBack, Play: t.Play, P: s.Active})
}

// ottoGamble is Otto's turn in a Round of Gambling: reveal and follow the
// bottom box; an illegal play (a Gambling box after "Winning Hand!") or an
// empty deck means he passes.
func (s *State) ottoGamble(i, otto int) {
	r := &s.Round
	id := s.ottoDraw(otto)
	m := -1
	if id != NoCard {
		m = s.ottoMode(id, card.TimingOttoGambling)
	}
	legal := m >= 0 && (s.typeOfMode(s.Def(id), &s.Def(id).Modes[m]) == card.Cheating || !r.WinningHand)
	if !legal {
		if id != NoCard {
			s.logf(otto, LogOtto, "Otto reveals %s (%s): he can't play it now and passes.", s.Title(id), s.OttoBoxText(id, m))
			s.toDiscard(id)
		} else {
			s.logf(otto, LogPass, "Otto has no cards left this Round and passes.")
		}
		r.Passes++
		r.Turn = int8(s.nextInRound(otto))
		return
	}
	s.Tasks[i].B, s.Tasks[i].Q = 1, int8(otto)
	s.startOttoPlay(otto, id, m, -1, -1, -1)
}

// ottoRoundOver reshuffles Otto's deck if it ran out during the Round.
func (s *State) ottoRoundOver() {
	if o := s.ottoSeat(); o >= 0 && len(s.Deck(o)) == 0 {
		s.reshuffleDiscard(o)
	}
}

// ottoPassOuts resets every track Otto has passed out on and gives its
// player their reward. It returns true when rewards were queued.
func (s *State) ottoPassOuts() bool {
	otto := s.ottoSeat()
	if otto < 0 {
		return false
	}
	var rewards []Task
	for _, q := range s.order(s.next(otto)) {
		if q == otto {
			continue
		}
		t := &s.Tracks[q]
		if t.Alc < t.Fort {
			continue
		}
		*t = Track{Fort: ottoFort}
		s.logN(otto, LogOttoPassOut, int16(q), "Otto passes out on %s's track! It resets to %d Fortitude and 0 Alcohol Content.", s.Name(q), ottoFort)
		rewards = append(rewards, Task{Op: tOttoReward, P: int8(q), Play: -1})
	}
	s.pushSeq(rewards...)
	return len(rewards) > 0
}

// runOttoReward: the player Otto passed out facing gains 1 Gold from the Inn
// or draws 2 cards.
func (s *State) runOttoReward(i int) {
	q := int(s.Tasks[i].P)
	if o, ok := s.answered(); ok {
		s.pop()
		if o.Key == "reward:gold" {
			s.Inn--
			s.stats(q).Gold++
			s.logN(q, LogGold, 1, "%s gains 1 Gold from the Inn (%d).", s.Name(q), s.stats(q).Gold)
			return
		}
		k := s.drawN(q, 2)
		s.logN(q, LogDraw, int16(k), "%s draws %d.", s.Name(q), k)
		return
	}
	s.ask(q, DecChoose, "Otto passed out on your track: gain 1 Gold from the Inn or draw 2 cards.", []Option{
		opt("reward:gold", "Gain 1 Gold from the Inn"), opt("reward:draw", "Draw 2 cards")})
}

// ottoChoice answers a decision Otto is given by a player's card: he
// declines to pay, discard, lose Fortitude, gain Alcohol or split; any other
// choice takes the first option.
func (s *State) ottoChoice(kind DecisionKind, opts []Option) Option {
	for _, o := range opts {
		switch o.Key {
		case "nosplit", "may:no", "pass", "done":
			return o
		}
	}
	if kind == DecChoose && len(s.Tasks) > 0 {
		if t := s.Tasks[s.top()]; t.Op == tChoose {
			e := &s.mode(&s.Plays[t.Play]).Clauses[t.A].Effects[t.B]
			for _, o := range opts {
				if int(o.N) < len(e.Branches) && !declinable(e.Branches[o.N].Effects) {
					return o
				}
			}
		}
	}
	return opts[0]
}

// declinable: effects Otto always chooses not to take on.
func declinable(es []card.Effect) bool {
	for k := range es {
		switch es[k].Op {
		case "pay_gold", "discard", "lose_fortitude", "gain_alcohol", "split_drink":
			return true
		}
	}
	return false
}

// playerWith selects the players (never Otto) with the most or least of a
// stat; ties select every tied player.
func (s *State) playerWith(pl *Play, arg string) []int {
	most := strings.HasPrefix(arg, "most")
	stat := arg[strings.IndexByte(arg, ',')+1:]
	val := func(q int) int16 {
		st := s.stats(q)
		switch stat {
		case "fortitude":
			return st.Fort
		case "alcohol":
			return st.Alc
		}
		return st.Gold
	}
	var out []int
	var best int16
	for _, q := range s.order(s.next(int(pl.Player))) {
		if s.Players[q].Otto {
			continue
		}
		v := val(q)
		switch {
		case len(out) == 0 || most && v > best || !most && v < best:
			out, best = append(out[:0], q), v
		case v == best:
			out = append(out, q)
		}
	}
	return out
}

// ottoApply carries out an effect on Otto when it differs from a player's
// (the registry's otto rule): stats on his tracks, Gold through the Inn,
// and nothing for what he cannot have (cards, a Drink Me! pile, character
// components). It returns false for the effects that apply to him as to
// anyone.
func (s *State) ottoApply(_ Task, pl *Play, e *card.Effect, q, n int) bool {
	d := effectOf(e)
	switch d.otto {
	case ottoAsAnyone:
		return false
	case ottoOwn:
		d.ottoApply(s, pl, q, n)
	}
	return true
}

func ottoLoseFortitude(s *State, pl *Play, q, n int) {
	pl.Lost[q] += int8(n)
	s.ottoStat(pl, q, -n, 0)
}

func ottoGainFortitude(s *State, pl *Play, q, n int) { s.ottoStat(pl, q, n, 0) }
func ottoGainAlcohol(s *State, pl *Play, q, n int)   { s.ottoStat(pl, q, 0, n) }
func ottoLoseAlcohol(s *State, pl *Play, q, n int)   { s.ottoStat(pl, q, 0, -n) }

func ottoGainGold(s *State, _ *Play, q, _ int) {
	s.logf(q, LogGold, "Otto has no Gold: it stays in the Inn.")
}

func ottoTakeFromPot(s *State, _ *Play, q, n int) {
	k := clamp(n, 0, int(s.Round.Pot))
	s.Round.Pot -= int16(k)
	s.Inn += int16(k)
	s.logN(q, LogPot, int16(k), "Otto takes %d Gold from the pot: it goes to the Inn.", k)
}

// argSel returns the selector of a key=selector argument.
func argSel(e *card.Effect, key string) *card.Selector {
	for _, a := range e.Args {
		if a.Key == key {
			return a.Sel
		}
	}
	return nil
}

// ottoMask is Otto's seat as a mask (0 without Otto).
func (s *State) ottoMask() uint16 {
	if o := s.ottoSeat(); o >= 0 {
		return bit(o)
	}
	return 0
}

// checkOtto: his tracks stay 0-6, he holds no Gold, hand, Drink Me! pile or Prize.
func (s *State) checkOtto() error {
	o := s.ottoSeat()
	if o < 0 {
		return nil
	}
	p := &s.Players[o]
	if len(s.Hand(o)) > 0 || len(s.DrinkMe(o)) > 0 || len(s.Prizes(o)) > 0 {
		return fmt.Errorf("Otto holds cards: hand %d, Drink Me! %d, Prizes %d", len(s.Hand(o)), len(s.DrinkMe(o)), len(s.Prizes(o)))
	}
	if st := s.StatsOf(o); st.Gold != 0 || p.Out {
		return fmt.Errorf("Otto has %d Gold (out: %v)", st.Gold, p.Out)
	}
	for q := range s.Players {
		if q == o {
			continue
		}
		if t := s.Tracks[q]; t.Fort < 0 || t.Fort > ottoFort || t.Alc < 0 || t.Alc > ottoFort {
			return fmt.Errorf("Otto's track facing %s is out of range: %+v", s.Name(q), t)
		}
	}
	return nil
}

// placeOtto checks a scenario seat against what Otto can have and sets his
// tracks.
// mechanicCounter reports whether a scenario sets a counter that a
// character mechanic brings (Otto has none; Scarabs, say, he may hold).
func mechanicCounter(counters map[string]int) bool {
	for name, n := range counters {
		if c, ok := CounterByName(name); ok && n != 0 && counterSpecs[c].Mechanic != "" {
			return true
		}
	}
	return false
}

func (s *State) placeOtto(i int, st ScenarioSeat) error {
	if !s.Players[i].Otto {
		if len(st.Tracks) > 0 {
			return fmt.Errorf("tracks: only Otto has tracks")
		}
		return nil
	}
	switch {
	case len(st.Hand) > 0 || st.FillHand:
		return fmt.Errorf("Otto has no hand")
	case len(st.DrinkMe) > 0:
		return fmt.Errorf("Otto has no Drink Me! pile")
	case st.Fort != nil || st.Alc != nil:
		return fmt.Errorf("Otto's Fortitude and Alcohol Content are on his tracks: use \"tracks\"")
	case st.Gold != nil:
		return fmt.Errorf("Otto has no Gold")
	case len(st.Prizes) > 0 || len(st.Piles) > 0 || mechanicCounter(st.Counters) || len(st.Box) > 0 || len(st.Waiting) > 0:
		return fmt.Errorf("Otto has no Prizes or character components")
	}
	for name, tr := range st.Tracks {
		q := -1
		for o := range s.Players {
			if ch := s.charOf(o); ch != nil && ch.ID == name {
				if q >= 0 {
					return fmt.Errorf("tracks: two players are %s", name)
				}
				q = o
			}
		}
		if q < 0 {
			return fmt.Errorf("tracks: no player is %q", name)
		}
		if tr.Fort < 0 || tr.Fort > ottoFort || tr.Alc < 0 || tr.Alc > ottoFort {
			return fmt.Errorf("tracks: %s's track %d/%d out of range 0..%d", name, tr.Fort, tr.Alc, ottoFort)
		}
		s.Tracks[q] = Track{Fort: int8(tr.Fort), Alc: int8(tr.Alc)}
	}
	return nil
}

// CharID is a seat's character id ("otto" for Otto, "" for none).
func (s *State) CharID(seat int) string {
	if s.isOtto(seat) {
		return OttoID
	}
	if c := s.charOf(seat); c != nil {
		return c.ID
	}
	return ""
}
