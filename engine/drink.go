package engine

import (
	"math/bits"
	"strconv"
	"undercity/engine/card"
)

// Drinks: revealing with Chasers, responding, splitting, drinking; Drink
// Events; Round on the House; Drinking Contest.

// Where a revealed Drink comes from (tRevealDrink Task.A).
const (
	srcPile int16 = iota // the drinker's Drink Me! pile
	srcDeck              // the Drink Deck
)

// Why it is revealed (tRevealDrink Task.B).
const (
	drinkNormal     int16 = iota // a Drink Phase or an effect: Events resolve, Mead may self-split
	drinkContest                 // a Drinking Contest: Events count as 0, no self-split
	drinkNoSplit                 // e.g. from an Event: no self-split
	drinkUntilDrink              // drink_from_deck: Drink Events are discarded until a Drink
	drinkTogether                // drink_from_deck in a Dungeon Event: as drinkUntilDrink, drunk together later (State.Dungeon.Set)
)

// maxDrinkCards bounds a Drink and its Chasers (the deck has 5 Chaser cards).
const maxDrinkCards = 12

// PendingDrink is a Drink revealed and not yet drunk (possibly a split half or a copy).
type PendingDrink struct {
	Drinker    int8
	Alc, Fort  int16
	Cards      [maxDrinkCards]CardID
	N          int8 // cards held by this Drink (split halves and copies hold none)
	Ignored    bool
	SelfSplit  bool // Mead: may still be split by its drinker
	Contestant int8 // Drinking Contest participant whose score this is, -1
	Score      int16
	Set        int8 // drink set (nesting depth)
	Copy       bool
	// Shows is how many of Cards a copy (the other half of a split Drink, a
	// Round on the House copy) shows: the cards of the Drink it copies,
	// which stay with that Drink (N counts only cards it holds).
	Shows int8
	Split bool // a half of a split Drink
	// Otto: 1 + the seat whose track this Drink affects when he drinks it
	// (a player's card gave it to him), 0 for both tracks; the tracks it
	// changed; whether he has had his chance to respond; 1 + the index of
	// his "after" box waiting for it (0: none).
	Track     int8
	OttoHit   uint16
	OttoSeen  bool
	OttoAfter int16
	// Added: 1 + the play whose add_to_drink effects apply to whoever
	// drinks it (villain_ops.go), 0: none.
	Added int16 `json:",omitempty"`
}

func (s *State) drinkSet() int8 {
	if len(s.Drinks) == 0 {
		return 0
	}
	return s.Drinks[len(s.Drinks)-1].Set
}

// drinkOf returns the pending Drink a play changes.
func (s *State) drinkOf(pl *Play) int {
	if pl.RespDrink >= 0 && int(pl.RespDrink) < len(s.Drinks) {
		return int(pl.RespDrink)
	}
	return -1
}

// drinkFor finds a pending Drink in the current set that a seat may change
// with a mode: own (a Drink its team would drink) or another player's.
func (s *State) drinkFor(seat int, md *card.Mode, own bool) int {
	var room [8]int
	for _, d := range s.drinkCandidatesIn(seat, md, own, room[:0]) {
		return d
	}
	return -1
}

func (s *State) drinkCandidates(seat int, md *card.Mode, own bool) []int {
	return s.drinkCandidatesIn(seat, md, own, nil)
}

// drinkCandidatesIn is drinkCandidates appending to out (a caller's array
// on its stack).
func (s *State) drinkCandidatesIn(seat int, md *card.Mode, own bool, out []int) []int {
	set := s.drinkSet()
	ignores := s.modeHasOp(md, "ignore")
	splits := s.modeHasOp(md, "split_drink") || s.modeHasOp(md, "pass_drink")
	for d := range s.Drinks {
		dr := &s.Drinks[d]
		if dr.Set != set || s.Players[dr.Drinker].Out {
			continue
		}
		mine := s.sameTeam(int(dr.Drinker), seat)
		if own && !mine && ignores && !splits && !dr.Ignored && s.paysFor(dr, seat) {
			out = append(out, d) // its added payment affects the payer's Gold: they may Ignore it
			continue
		}
		if own != mine {
			continue
		}
		if ignores && dr.Ignored {
			continue
		}
		if splits && dr.Ignored {
			continue
		}
		out = append(out, d)
	}
	return out
}

// drinkPrompt describes the revealed Drinks, ending with tail; built in
// a buffer on the stack and allocated once.
func (s *State) drinkPrompt(tail string) string {
	set := s.drinkSet()
	var room [160]byte
	msg := room[:0]
	for d := range s.Drinks {
		dr := &s.Drinks[d]
		if dr.Set != set {
			continue
		}
		if len(msg) > 0 {
			msg = append(msg, "; "...)
		}
		msg = append(msg, s.Name(int(dr.Drinker))...)
		msg = append(msg, "'s Drink: "...)
		msg = strconv.AppendInt(msg, int64(dr.Alc), 10)
		msg = append(msg, " Alcohol"...)
		if dr.Fort != 0 {
			msg = append(msg, ", "...)
			msg = strconv.AppendInt(msg, int64(dr.Fort), 10)
			msg = append(msg, " Fortitude"...)
		}
	}
	msg = append(msg, ". Respond?"...)
	msg = append(msg, tail...)
	return string(msg)
}

// drinkAbout is the Drink a response window on the revealed Drinks is
// about for seat q: the first one q's team drinks, else the first revealed.
func (s *State) drinkAbout(q int) CardID {
	set := s.drinkSet()
	about := NoCard
	for d := range s.Drinks {
		dr := &s.Drinks[d]
		if dr.Set != set {
			continue
		}
		if s.sameTeam(int(dr.Drinker), q) {
			return dr.Cards[0]
		}
		if about == NoCard {
			about = dr.Cards[0]
		}
	}
	return about
}

// runRevealDrink reveals a Drink (with Chasers) for Task.P.
func (s *State) runRevealDrink(i int) {
	t := s.Tasks[i]
	s.pop()
	q := int(t.P)
	id := s.revealTop(q, t.A)
	if id == NoCard {
		if t.B == drinkContest {
			s.addDrink(PendingDrink{Drinker: int8(q), Contestant: int8(q), Set: s.contestSet(i)})
		}
		return
	}
	d := s.Def(id)
	if d.Drink == nil && (t.B == drinkUntilDrink || t.B == drinkTogether) && t.D < 2*int16(len(s.Cards)) {
		s.logf(q, LogReveal, "%s is revealed and discarded.", d.Title)
		s.toDiscard(id)
		t.D++
		s.push(t)
		return
	}
	if d.Drink == nil {
		// A Drink Event.
		if t.B == drinkContest {
			s.logf(q, LogReveal, "%s reveals %s: it counts as a 0 Alcohol Content Drink.", s.Name(q), d.Title)
			s.toDiscard(id)
			s.addDrink(PendingDrink{Drinker: int8(q), Contestant: int8(q), Set: s.contestSet(i)})
			return
		}
		if !s.quiet {
			s.logf(q, LogReveal, "%s reveals the Drink Event %s.", s.Name(q), d.Title)
		}
		s.Cards[id].Zone = ZoneInPlay
		pl := Play{Card: id, Src: srcEvent, Player: int8(q), Type: card.DrinkEvent, Choice: -1, Spent: -1, Revealed: -1, Resp: -1, RespDrink: -1, PayTask: -1, Source: -1}
		s.Plays = append(s.Plays, pl)
		s.push(Task{Op: tPlay, P: int8(q), Play: int16(len(s.Plays) - 1), C: -1})
		return
	}
	dr := PendingDrink{Drinker: int8(q), Contestant: -1, Set: s.drinkSet() + 1}
	if t.B == drinkContest {
		dr.Contestant = int8(q)
		dr.Set = s.contestSet(i)
	}
	dud := s.buildDrink(&dr, id, t.A)
	if s.isOtto(int(t.C) - 1) {
		t.C = 0 // Otto's own cards make him drink with both tracks
	}
	if s.Players[q].Otto {
		dr.Track = int8(t.C) // a player's card made Otto drink: only their track
	}
	dr.SelfSplit = d.Drink.SelfSplit && t.B == drinkNormal && dr.N == 1 && !s.teamsOnly(q)
	dr.Score = dr.Alc
	if !s.quiet {
		s.logf(q, LogReveal, "%s reveals %s: %d Alcohol Content%s.", s.Name(q), s.drinkTitle(&dr), dr.Alc, fortText(dr.Fort))
	}
	s.logDudChaser(q, dud)
	if t.B == drinkTogether {
		dr.Set = s.Dungeon.Set // drunk with the others' (dungeon.go, chooseLater)
	}
	s.addDrink(dr)
	if t.B != drinkContest && t.B != drinkTogether {
		s.push(Task{Op: tDrinkSet, P: int8(q), A: int16(dr.Set)})
	}
}

// teamsOnly reports whether every other living player is a teammate (no one to split with).
func (s *State) teamsOnly(q int) bool {
	for o := range s.Players {
		if o != q && s.alive(o) && !s.sameTeam(o, q) {
			return false
		}
	}
	return true
}

func fortText(f int16) string {
	if f == 0 {
		return ""
	}
	if f > 0 {
		return ", +" + strconv.Itoa(int(f)) + " Fortitude"
	}
	return ", " + strconv.Itoa(int(f)) + " Fortitude"
}

func (s *State) drinkTitle(dr *PendingDrink) string {
	out := ""
	for k := 0; k < int(dr.N); k++ {
		if k > 0 {
			out += " + "
		}
		out += s.Title(dr.Cards[k])
	}
	if out == "" {
		return "a Drink"
	}
	return out
}

// contestSet is the drink set of the Drinking Contest being run below task i.
func (s *State) contestSet(i int) int8 {
	for j := i; j >= 0; j-- {
		if j < len(s.Tasks) && s.Tasks[j].Op == tContest {
			return int8(s.Tasks[j].C)
		}
	}
	return s.drinkSet() + 1
}

func (s *State) addDrink(dr PendingDrink) { s.Drinks = append(s.Drinks, dr) }

// Shown returns the cards a pending Drink shows on the table: its own (the
// Drink and its Chasers), or for a copy those of the Drink it copies.
func (dr *PendingDrink) Shown() []CardID {
	if dr.Copy {
		return dr.Cards[:max(0, min(int(dr.Shows), maxDrinkCards))]
	}
	return dr.Cards[:max(0, min(int(dr.N), maxDrinkCards))]
}

// revealTop takes the top card of a Drink Me! pile or the Drink Deck.
func (s *State) revealTop(q int, src int16) CardID {
	if src == srcPile {
		if len(s.DrinkMe(q)) == 0 {
			return NoCard
		}
		id := s.DrinkMe(q)[len(s.DrinkMe(q))-1]
		s.setPile(q, PileDrinkMe, s.DrinkMe(q)[:len(s.DrinkMe(q))-1])
		s.Cards[id].Zone = ZoneInPlay
		return id
	}
	id := s.takeDrinkCard(q)
	if id != NoCard {
		s.Cards[id].Zone = ZoneInPlay
	}
	return id
}

// buildDrink adds a revealed Drink and its Chasers from the same source.
// A Drink Event revealed as a Chaser is discarded with no effect and stops
// the Chasers; so does an empty pile (no sobering up). It returns that
// Event (or NoCard), for the caller to log after the Drink it belongs to.
func (s *State) buildDrink(dr *PendingDrink, id CardID, src int16) CardID {
	for id != NoCard {
		d := s.Def(id)
		if d.Drink == nil {
			s.toDiscard(id)
			return id
		}
		if int(dr.N) < maxDrinkCards {
			dr.Cards[dr.N] = id
			dr.N++
		} else {
			s.toDiscard(id)
		}
		dr.Alc += int16(d.Drink.Alc)
		dr.Fort += int16(d.Drink.Fort)
		if !d.Drink.Chaser {
			return NoCard
		}
		id = s.revealTop(int(dr.Drinker), src)
	}
	return NoCard
}

// logDudChaser logs a Drink Event revealed as a Chaser (after its Drink).
func (s *State) logDudChaser(q int, ev CardID) {
	if ev != NoCard {
		s.logf(q, LogChaser, "The Chaser is %s: a Drink Event as a Chaser has no effect.", s.Title(ev))
	}
}

// Steps of tDrinkSet.
const (
	dsRespond int8 = iota
	dsSplit
	dsDrink
	dsDone
)

// runDrinkSet: players respond to the revealed Drinks, Mead may be split,
// then each Drink is drunk.
func (s *State) runDrinkSet(i int) {
	t := s.Tasks[i]
	set := int8(t.A)
	switch t.Step {
	case dsRespond:
		s.Tasks[i].Step = dsSplit
		s.push(Task{Op: tWindow, A: winDrink, P: s.Active, Play: -1, Q: -1, C: -1})
	case dsSplit:
		s.Tasks[i].Step = dsDrink
		for d := range s.Drinks {
			if s.Drinks[d].Set == set && s.Drinks[d].SelfSplit {
				s.Drinks[d].SelfSplit = false
				s.push(Task{Op: tSplitAsk, P: s.Drinks[d].Drinker, A: int16(d)})
				s.Tasks[i].Step = dsRespond // respond again to the halves
				return
			}
		}
	case dsDrink:
		s.Tasks[i].Step = dsDone
		var after []int16
		for d := range s.Drinks {
			if s.Drinks[d].Set == set {
				s.drinkOne(&s.Drinks[d])
				if a := s.Drinks[d].OttoAfter; a > 0 {
					s.Plays[a-1].Tracks = s.Drinks[d].OttoHit
					after = append(after, a)
				}
			}
		}
		for k := len(after) - 1; k >= 0; k-- {
			s.pushOttoAfter(after[k], s.Plays[after[k]-1].Tracks)
		}
	default:
		if t.B == 0 {
			s.dropDrinkSet(set)
		}
		s.pop()
		if !s.playInProgress() {
			s.push(Task{Op: tCheckLoss, P: -1, Play: -1})
		}
	}
}

// dropDrinkSet discards the cards of a drunk set and removes it.
func (s *State) dropDrinkSet(set int8) {
	kept := s.Drinks[:0]
	for _, dr := range s.Drinks {
		if dr.Set != set {
			kept = append(kept, dr)
			continue
		}
		for k := 0; k < int(dr.N); k++ {
			s.toDiscard(dr.Cards[k])
		}
	}
	s.Drinks = kept
}

// drinkOne applies a Drink to its drinker.
func (s *State) drinkOne(dr *PendingDrink) {
	q := int(dr.Drinker)
	if s.Players[q].Out {
		return
	}
	if dr.Ignored {
		return // "Ignores the Drink" was logged when the Ignore resolved
	}
	if s.Players[q].Otto {
		dr.OttoHit |= s.ottoChange(s.drinkTracks(dr), int(dr.Fort), int(dr.Alc))
		return
	}
	s.changeStat(q, int(dr.Fort), int(dr.Alc))
	st := s.stats(q)
	if !s.quiet {
		s.logf(q, LogDrink, "%s drinks: Alcohol Content %d, Fortitude %d.", s.Name(q), st.Alc, st.Fort)
	}
	s.drinkAdded(dr)
}

// runSplitAsk: the drinker of a self-splitting Drink may split it with another player.
func (s *State) runSplitAsk(i int) {
	t := s.Tasks[i]
	q := int(t.P)
	d := int(t.A)
	if o, ok := s.answered(); ok {
		s.pop()
		if o.Seat >= 0 {
			s.splitDrink(d, int(o.Seat))
		}
		return
	}
	if d >= len(s.Drinks) || s.Drinks[d].Ignored || s.Players[q].Out {
		s.pop()
		return
	}
	opts := []Option{opt("nosplit", "Drink it all yourself")}
	for _, o := range s.order(s.next(q)) {
		if o != q && !s.sameTeam(o, q) {
			opts = append(opts, seatOpt("split", o, "Split it with "+s.Name(o)))
		}
	}
	if len(opts) == 1 {
		s.pop()
		return
	}
	s.ask(q, DecSplit, s.drinkTitle(&s.Drinks[d])+" may be split: pick a player to split it with.", opts)
}

// splitDrink splits a pending Drink into two independent halves, each effect
// halved and rounded up.
func (s *State) splitDrink(d, with int) {
	dr := &s.Drinks[d]
	dr.Alc = half(dr.Alc)
	dr.Fort = half(dr.Fort)
	dr.Split = true
	other := PendingDrink{Drinker: int8(with), Alc: dr.Alc, Fort: dr.Fort, Contestant: -1, Set: dr.Set, Copy: true,
		Cards: dr.Cards, Shows: dr.N, Split: true}
	if s.isOtto(with) {
		other.Track = dr.Drinker + 1 // split to Otto by a player: that player's track
	}
	s.logf(int(dr.Drinker), LogSplit, "%s splits the Drink with %s: %d Alcohol Content%s each.", s.Name(int(dr.Drinker)), s.Name(with), dr.Alc, fortText(dr.Fort))
	s.Drinks = append(s.Drinks, other)
}

// half halves an effect by its size, rounding up: half of "lose 1
// Fortitude" is "lose 1 Fortitude", half of -3 Alcohol Content is -2.
func half(x int16) int16 {
	if x < 0 {
		return -((-x + 1) >> 1)
	}
	return (x + 1) >> 1
}

// startDrinkEvent runs a built-in Drink Event once, for the players it
// affects (those who did not Ignore it).
func (s *State) startDrinkEvent(pl *Play, e *card.Effect) {
	if pl.X != 0 {
		return
	}
	pl.X = 1
	var m uint16
	for _, q := range s.order(int(s.Active)) {
		if s.ignoredBy(pl, q) || !s.takesPart(pl, q) {
			continue
		}
		if s.asleep(q) {
			// "Bat nap": he Ignores all effects, as a team's Champion too
			// (rdi9: a player "not there" Ignores what they are Champion for).
			s.logf(q, LogIgnore, "%s Ignores %s", s.Name(q), endSentence(s.playTitle(pl)))
			continue
		}
		m |= bit(q)
	}
	switch firstWord(e) {
	case "round_on_the_house":
		s.push(Task{Op: tEvent, P: pl.Player, M: m, Play: -1})
	case "drinking_contest":
		if m == 0 {
			s.logf(int(pl.Player), LogContestVoid, "Nobody takes part in the Drinking Contest.")
			return
		}
		s.push(Task{Op: tContest, P: pl.Player, M: m, Play: -1, C: int16(s.drinkSet() + 1), D: int16(m)})
	}
}

// runEvent: Round on the House! — reveal until a Drink (Events discarded),
// with Chasers, then each affected player gets an independent copy.
func (s *State) runEvent(i int) {
	t := s.Tasks[i]
	s.pop()
	q := int(t.P)
	var dr PendingDrink
	dud := NoCard
	for guard := 0; guard < 200; guard++ {
		id := s.revealTop(q, srcDeck)
		if id == NoCard {
			return
		}
		if s.Def(id).Drink == nil {
			s.logf(q, LogReveal, "%s is revealed and discarded.", s.Title(id))
			s.toDiscard(id)
			continue
		}
		dr = PendingDrink{Drinker: int8(q), Contestant: -1, Set: s.drinkSet() + 1}
		dud = s.buildDrink(&dr, id, srcDeck)
		break
	}
	s.logf(q, LogOnTheHouse, "Round on the House: everyone gets %s (%d Alcohol Content%s).", s.drinkTitle(&dr), dr.Alc, fortText(dr.Fort))
	s.logDudChaser(q, dud)
	first := true
	for _, p := range s.order(int(s.Active)) {
		if t.M&bit(p) == 0 {
			continue
		}
		c := dr
		c.Drinker = int8(p)
		if !first {
			c.N, c.Copy, c.Shows = 0, true, dr.N
		}
		first = false
		s.addDrink(c)
	}
	if first {
		// Nobody takes a copy: the Drink is discarded.
		for k := 0; k < int(dr.N); k++ {
			s.toDiscard(dr.Cards[k])
		}
		return
	}
	s.push(Task{Op: tDrinkSet, P: int8(q), A: int16(dr.Set)})
}

// maxContestRepeats bounds the tie-breaking rounds of a Drinking Contest
// (a judgement call: the rulebook repeats until someone wins).
const maxContestRepeats = 20

// runContest runs a Drinking Contest among Task.M: reveal, respond, drink,
// then the highest total wins 1 Gold from each other player; ties repeat
// (Task.A counts the repeats).
func (s *State) runContest(i int) {
	t := s.Tasks[i]
	set := int8(t.C)
	switch t.Step {
	case 0:
		s.Tasks[i].Step = 1
		s.logf(int(t.P), LogContest, "Drinking Contest!")
		var reveals []Task
		for _, q := range s.order(int(s.Active)) {
			if t.M&bit(q) != 0 {
				reveals = append(reveals, Task{Op: tRevealDrink, P: int8(q), A: srcDeck, B: drinkContest, Play: -1})
			}
		}
		s.pushSeq(reveals...)
	case 1:
		s.Tasks[i].Step = 2
		s.push(Task{Op: tDrinkSet, P: s.Active, A: int16(set), B: 1})
	default:
		s.contestResult(i, set)
	}
}

func (s *State) contestResult(i int, set int8) {
	t := s.Tasks[i]
	best := int16(-1)
	var tied uint16
	for _, dr := range s.Drinks {
		if dr.Set != set || dr.Contestant < 0 {
			continue
		}
		sc := dr.Score
		if sc < 0 {
			sc = 0
		}
		if sc > best {
			best, tied = sc, 0
		}
		if sc == best {
			tied |= bit(int(dr.Contestant))
		}
	}
	s.dropDrinkSet(set)
	winner := -1
	if bits.OnesCount16(tied) == 1 {
		winner = lowestSeat(tied)
	} else {
		var awake uint16
		for q := range s.Players {
			if tied&bit(q) != 0 && !s.passedOut(q) {
				awake |= bit(q)
			}
		}
		switch bits.OnesCount16(awake) {
		case 0:
			s.logf(-1, LogContestVoid, "Every tied player passed out: the Drinking Contest has no winner.")
		case 1:
			winner = lowestSeat(awake)
		default:
			if s.Tasks[i].A++; s.Tasks[i].A > maxContestRepeats {
				// The same few cards can come round forever (most Drinks sit
				// on Drink Me! piles): the contest is called off.
				s.logf(-1, LogContestVoid, "Still tied after %d rounds: the Drinking Contest is called off with no winner.", maxContestRepeats)
				s.pop()
				s.push(Task{Op: tCheckLoss, P: -1, Play: -1})
				return
			}
			s.logf(-1, LogContestTie, "A tie at %d: the tied players drink again.", best)
			s.Tasks[i].Step = 0
			s.Tasks[i].M = awake
			return
		}
	}
	s.pop()
	if winner < 0 {
		s.push(Task{Op: tCheckLoss, P: -1, Play: -1})
		return
	}
	if bits.OnesCount16(uint16(t.D)) == 1 {
		// Everyone else Ignored it: there is no contest to win and no one
		// to pay (the one player still revealed and drank).
		s.logf(winner, LogContestVoid, "%s is the only player in the Drinking Contest: there is no one to win against.", s.Name(winner))
		s.push(Task{Op: tCheckLoss, P: -1, Play: -1})
		return
	}
	if !s.quiet {
		s.logf(winner, LogContestWon, "%s wins the Drinking Contest and receives 1 Gold from each other player.", s.Name(winner))
	}
	pays := []Task{}
	for _, q := range s.order(s.next(winner)) {
		if q != winner && !s.sameTeam(q, winner) && uint16(t.D)&bit(q) != 0 { // not those who Ignored it
			pays = append(pays, Task{Op: tPay, P: int8(q), Q: int8(winner), A: 1, B: payPayment, Play: -1})
		}
	}
	pays = append(pays, Task{Op: tCheckLoss, P: -1, Play: -1})
	_ = t
	s.pushSeq(pays...)
}

func lowestSeat(m uint16) int {
	if m == 0 {
		return -1
	}
	return bits.TrailingZeros16(m)
}

// passedOut: Alcohol Content is at least Fortitude.
func (s *State) passedOut(q int) bool {
	st := s.stats(q)
	return st.Alc >= st.Fort
}

// paysFor reports whether a Drink's added effects make seat's team pay its
// drinker ("Torglesnarf pays you 1 Gold"): then the Drink affects that
// team's Gold and it may Ignore the Drink to avoid paying (rdi6 note on "I
// bet you can't chug this whole thing!").
func (s *State) paysFor(dr *PendingDrink, seat int) bool {
	if dr.Added <= 0 || int(dr.Added) > len(s.Plays) {
		return false
	}
	pl := &s.Plays[dr.Added-1]
	if !s.sameTeam(int(pl.Player), seat) || s.sameTeam(int(pl.Player), int(dr.Drinker)) {
		return false
	}
	pays := false
	s.walkEffects(pl, false, func(e *card.Effect, _ *card.Selector) {
		if e.Op != "add_to_drink" {
			return
		}
		for k := range e.Sub {
			pays = pays || e.Sub[k].Op == "gain_gold" && argWord(&e.Sub[k], "from") == "you"
		}
	})
	return pays
}

// ignoreDrink: seat Ignores pending Drink d. For its drinker's team the
// Drink has no effect; for the team that would pay for it (paysFor) only the
// payment goes: the drinker still drinks it, unpaid.
func (s *State) ignoreDrink(d, seat int) {
	dr := &s.Drinks[d]
	if !s.sameTeam(seat, int(dr.Drinker)) && s.paysFor(dr, seat) {
		payer := int(s.Plays[dr.Added-1].Player)
		dr.Added = 0
		s.logf(payer, LogIgnore, "%s Ignores the Drink and pays nothing for it.", s.Name(payer))
		return
	}
	dr.Ignored = true
	if !s.quiet {
		s.logf(seat, LogIgnore, "%s Ignores the Drink.", s.Name(int(dr.Drinker)))
	}
}
