package engine

import (
	"strconv"
	"undercity/engine/card"
)

// TrackMax is the top of the Fortitude and Alcohol Content tracks: "Your
// Fortitude and Alcohol Content can never go below 0 or above 20" (rdi6
// "Minimum and Maximum"; the team rules keep it for a team's shared stats).
const TrackMax = 20

// changeStat changes Fortitude and Alcohol within 0..TrackMax and returns how
// much each really changed (the log says that, not the card's number).
func (s *State) changeStat(seat, fort, alc int) (df, da int) {
	st := s.stats(seat)
	f := int16(clamp(int(st.Fort)+fort, 0, TrackMax))
	a := int16(clamp(int(st.Alc)+alc, 0, TrackMax))
	df, da = int(f-st.Fort), int(a-st.Alc)
	st.Fort, st.Alc = f, a
	return
}

// teamLost is the Fortitude a team has lost to a play so far.
func (s *State) teamLost(pl *Play, team int8) int {
	n := 0
	for q := range s.Players {
		if s.Players[q].Team == team {
			n += int(pl.Lost[q])
		}
	}
	return n
}

func (s *State) markAffected(pl *Play, q int) { pl.Affected |= bit(q) }

// loseFortitude applies a Fortitude loss after the team's reductions on this play.
func (s *State) loseFortitude(pl *Play, q, n int) {
	from := q
	if q = s.redirected(pl, q); q == toMinion {
		s.minionLoses(CardID(pl.RedirMinion-1), n) // redirect.go
		return
	}
	if q != from && s.ignoresLoss(pl, q) {
		// The new target Ignores the card (they Ignored it after the
		// redirection, or Ignore all effects): it has no effect on them.
		s.logf(q, LogIgnore, "%s Ignores %s and loses no Fortitude.", s.Name(q), s.playTitle(pl))
		return
	}
	if s.notThere(pl, q) {
		return // a player who Ignores all effects (blood.go)
	}
	if q != from && s.Players[q].Otto {
		// Redirected onto Otto: the loss keeps its source, so it hits his
		// track facing the card's player (rdi9 "Targeting Otto").
		ottoLoseFortitude(s, pl, q, n)
		return
	}
	n = s.staticReduce(pl, q, n)
	team := s.Players[q].Team
	if r := int(pl.Reduce[team]); r > 0 {
		used := r
		if used > n {
			used = n
		}
		pl.Reduce[team] -= int8(used)
		n -= used
	}
	if c := int(pl.Cap[team]); c > 0 {
		n = min(n, max(0, c-1-s.teamLost(pl, team)))
	}
	before := s.stats(q).Fort
	s.changeStat(q, -n, 0)
	lost := int(before - s.stats(q).Fort)
	if n > 0 {
		pl.Lost[q] += int8(n)
		s.markAffected(pl, q)
	}
	if !s.quiet {
		s.logf(q, LogFortitude, "%s loses %s Fortitude (%d).", s.Name(q), amountWord(lost), s.stats(q).Fort)
	}
}

func (s *State) applyIgnore(pl *Play, q int, filter string) {
	switch filter {
	case "drink":
		if d := s.drinkOf(pl); d >= 0 {
			s.ignoreDrink(d, q) // drink.go
		}
	default:
		if pl.Resp >= 0 {
			target := &s.Plays[pl.Resp]
			if s.cantBeIgnored(target) {
				s.logf(q, LogCantIgnore, "%s can't be Ignored.", s.playTitle(target))
				return
			}
			if s.ignoreReduces(target, q) {
				return
			}
			s.ignoreFor(target, q)
			if !s.quiet {
				s.logf(q, LogIgnore, "%s Ignores %s", s.Name(q), endSentence(s.playTitle(target)))
			}
		}
	}
}

// pickedOther returns the player picked for a with=/to= argument.
func (s *State) pickedOther(pl *Play) int {
	for q := range s.Players {
		if pl.Picks&bit(q) != 0 {
			return q
		}
	}
	return -1
}

// Card filters for discard/take effects.
const (
	fAny int16 = iota
	fAction
	fSometimes
	fPet
)

func filterCode(w string) int16 {
	switch w {
	case "action", "action_card":
		return fAction
	case "sometimes":
		return fSometimes
	case "pet":
		return fPet
	}
	return fAny
}

func (s *State) matchesFilter(id CardID, f int16) bool {
	d := s.Def(id)
	switch f {
	case fAction:
		return d.Is(card.Action) || d.Is(card.Patient) && d.Becomes == card.Action
	case fSometimes:
		return d.Is(card.Sometimes) || d.Is(card.Patient) && d.Becomes == card.Sometimes
	case fPet:
		return d.HasSubtype("Pet")
	}
	return true
}

// runDiscardN: a player discards cards of a filter (C=0), discards one or
// reveals a hand with none (C=1), or takes one from the discard pile (C=2).
// discardChosen is the tDiscardN mode (Task.C) in which another player
// (Task.Q) chooses the cards of the hand that are discarded.
const discardChosen = 3

func (s *State) runDiscardN(i int) {
	t := s.Tasks[i]
	q := int(t.P)
	chooser := q
	if t.C == discardChosen {
		chooser = int(t.Q)
	}
	if o, ok := s.answered(); ok {
		if o.Card == NoCard {
			s.pop()
			return
		}
		if t.C == 2 {
			s.logf(q, LogTake, "%s reveals %s and puts it into their hand.", s.Name(q), s.Title(o.Card))
			s.toHand(q, o.Card)
			s.Cards[o.Card].Seen = allSeats // everyone saw which card they took
			s.pop()
			return
		}
		s.toDiscard(o.Card)
		if t.Play >= 0 && int(t.Play) < len(s.Plays) {
			s.Plays[t.Play].Discarded++
		}
		if chooser != q {
			s.logf(q, LogDiscard, "%s discards %s, chosen by %s.", s.Name(q), s.Title(o.Card), s.Name(chooser))
		} else {
			s.logf(q, LogDiscard, "%s discards %s.", s.Name(q), s.Title(o.Card))
		}
		s.Tasks[i].A--
		if s.Tasks[i].A <= 0 {
			s.pop()
		}
		return
	}
	var buf optBuf
	opts := buf[:0]
	from := s.Hand(q)
	if t.C == 2 {
		from = s.Discard(q)
	}
	for _, id := range from {
		if s.matchesFilter(id, t.B) {
			opts = append(opts, cardOpt("discard", id, s.Title(id)))
		}
	}
	if len(opts) == 0 {
		if t.C == 1 {
			s.showHand(q)
			s.logf(q, LogShow, "%s reveals a hand with no such card.", s.Name(q))
		}
		s.pop()
		return
	}
	prompt := "Discard a card."
	switch t.C {
	case 2:
		prompt = "Take a card from your discard pile."
		opts = append(opts, opt("done", "Take nothing"))
	case discardChosen:
		s.lookAtHand(chooser, q) // the options show them
		prompt = "Choose a card of " + s.Name(q) + "'s hand for them to discard."
	}
	s.ask(chooser, DecPick, prompt, opts)
}

// revealUntil reveals from the top of a Character Deck until a matching card,
// keeps it and discards the rest; one full pass at most.
func (s *State) revealUntil(q int, filter string) {
	f := filterCode(filter)
	limit := len(s.Deck(q)) + len(s.Discard(q))
	var shown []CardID // the other revealed cards are discarded when revealing ends, not reshuffled
	for k := 0; k < limit; k++ {
		if len(s.Deck(q)) == 0 {
			s.reshuffleDiscard(q)
			if len(s.Deck(q)) == 0 {
				break
			}
		}
		id := s.Deck(q)[len(s.Deck(q))-1]
		if s.matchesFilter(id, f) {
			s.toHand(q, id)
			s.Cards[id].Seen = allSeats // everyone saw the card kept
			if !s.quiet {
				s.logf(q, LogShow, "%s reveals %s and keeps it.", s.Name(q), s.Title(id))
			}
			break
		}
		s.detach(id)
		s.Cards[id].Zone = ZoneInPlay
		shown = append(shown, id)
	}
	for _, id := range shown {
		s.toDiscard(id)
	}
}

// runMay asks whether to use an optional effect.
func (s *State) runMay(i int) {
	t := s.Tasks[i]
	pl := &s.Plays[t.Play]
	e := &s.mode(pl).Clauses[t.A].Effects[t.B]
	q := int(t.P)
	if o, ok := s.answered(); ok {
		s.pop()
		if o.N == 1 {
			s.pushSub(t, pl, e.Sub, -1, e.At, q)
		}
		return
	}
	if s.mayIdle(pl, e) {
		s.pop()
		return
	}
	y := opt("may:yes", describeEffects(e.Sub))
	y.N = 1
	title := s.playTitle(pl)
	s.ask(q, DecMay, "Use the optional effect of "+title+sentenceEnd(title, "?"), []Option{opt("may:no", "No"), y})
}

// runChoose lets the affected player choose a branch of choose_one.
func (s *State) runChoose(i int) {
	t := s.Tasks[i]
	pl := &s.Plays[t.Play]
	e := &s.mode(pl).Clauses[t.A].Effects[t.B]
	q := int(t.P)
	if o, ok := s.answered(); ok {
		s.pop()
		s.chosenBranch(t, pl, e, int(o.N), q)
		return
	}
	var buf optBuf
	opts := buf[:0]
	for bi, b := range e.Branches {
		if !s.branchPossible(q, b.Effects) || s.isDungeon(pl) && !s.dungeonBranchPossible(q, b.Effects) {
			continue
		}
		o := opt("choose:"+strconv.Itoa(bi), describeEffects(b.Effects))
		o.N = int16(bi)
		opts = append(opts, o)
	}
	if len(opts) == 1 {
		s.pop()
		s.chosenBranch(t, pl, e, int(opts[0].N), q)
		return
	}
	if len(opts) == 0 && s.isDungeon(pl) {
		s.pop()
		s.chooseLater(t, pl, e, -1) // no option they can take
		return
	}
	s.ask(q, DecChoose, "Choose: "+s.playSentence(pl), opts)
}

// chosenBranch carries out the branch q chose (a Dungeon Event's once
// every player has chosen).
func (s *State) chosenBranch(t Task, pl *Play, e *card.Effect, b, q int) {
	if s.isDungeon(pl) {
		s.chooseLater(t, pl, e, b)
		return
	}
	s.pushSub(t, pl, e.Branches[b].Effects, b, s.mode(pl).Target, q)
}

// branchPossible: a discard branch needs a matching card in hand.
func (s *State) branchPossible(q int, es []card.Effect) bool {
	for k := range es {
		if es[k].Op == "discard" {
			f := filterCode(firstWord(&es[k]))
			found := false
			for _, id := range s.Hand(q) {
				if s.matchesFilter(id, f) {
					found = true
					break
				}
			}
			if !found {
				return false
			}
		}
	}
	return true
}

// mayIdle: every effect of may(...) is aimed (@) at players it can no
// longer affect: none picked (a Minion was: "Oh look! You brought me some
// help" on a Minion does nothing else), or they Ignore the card. Nothing to
// ask then.
func (s *State) mayIdle(pl *Play, e *card.Effect) bool {
	for k := range e.Sub {
		if e.Sub[k].At == nil {
			return false
		}
		for _, q := range s.selectorSeats(pl, e.Sub[k].At) {
			if q == int(pl.Player) || !s.ignoredBy(pl, q) {
				return false
			}
		}
	}
	return len(e.Sub) > 0
}
