package engine

import "undercity/engine/card"

// Resolution: a play's active clauses become one tEffect task per effect and
// affected player, run left to right, players in turn order.

// activeClauses returns the indexes of the clauses that take effect: modifier
// clauses whose condition or cost is met, minus base clauses replaced by an
// active "instead" clause. They are appended to buf[:0] (a caller's array
// on its stack: no allocation).
func (s *State) activeClauses(pl *Play, buf []int) []int {
	md := s.mode(pl)
	out := buf[:0]
	for ci := range md.Clauses {
		cl := &md.Clauses[ci]
		if !s.clauseOn(pl, cl) {
			continue
		}
		if cl.Instead {
			// Replace the base effect: every unmodified clause before this one.
			kept := out[:0]
			for _, k := range out {
				if md.Clauses[k].Modifier != card.ModNone {
					kept = append(kept, k)
				}
			}
			out = kept
		}
		out = append(out, ci)
	}
	return out
}

func (s *State) clauseOn(pl *Play, cl *card.Clause) bool {
	switch cl.Modifier {
	case card.ModNone, card.ModCost:
		return true
	case card.ModHarvest:
		return pl.Harvested
	case card.ModSpendMomentum:
		return pl.Spent > 0
	case card.ModSpendBlood:
		return pl.BloodOn
	case card.ModRevealPet:
		return pl.Revealed > 0 && (cl.IsX || int(pl.Revealed) >= cl.Num)
	case card.ModScheme:
		return pl.FromPlot
	case card.ModIf:
		return s.condHolds(pl, cl.Cond) || lateCond(cl.Cond)
	case card.ModIgnored:
		return true // runEffect applies them only where the card is Ignored
	}
	return false // ModNegated: only when the card is Negated (resolveNegated)
}

func (s *State) condHolds(pl *Play, c *card.Cond) bool {
	if c == nil {
		return false
	}
	seat := int(pl.Player)
	var v int
	switch c.Subject {
	case "is_character":
		ch := s.charOf(seat)
		return ch != nil && (ch.ID == lower(c.Word) || shortName(ch.Name) == c.Word)
	case "in_round":
		return s.Round.Active && s.Round.In&bit(seat) != 0
	case "no_teams":
		return !s.setup.Teams
	default:
		w := cardWords[c.Subject]
		if w == nil || w.Count == nil {
			return false
		}
		v = w.Count(s, pl) // a number (words.go)
	}
	switch c.Op {
	case "==":
		return v == c.Num
	case ">=":
		return v >= c.Num
	case "<=":
		return v <= c.Num
	case ">":
		return v > c.Num
	case "<":
		return v < c.Num
	case "!=":
		return v != c.Num
	}
	return false
}

func lower(s string) string {
	b := []byte(s)
	for i, c := range b {
		if c >= 'A' && c <= 'Z' {
			b[i] = c + 32
		}
	}
	return string(b)
}

// xValue is a play's X: read from the word it is bound to (words.go),
// or the amount chosen, spent or revealed, or bound as it resolved.
func (s *State) xValue(pl *Play) int {
	if w, max := s.xWord(s.mode(pl)); w != nil && !w.Bind {
		return w.X(s, pl, max)
	}
	return int(pl.X)
}

// resolve pushes the effects of a play.
func (s *State) resolve(pi int16) {
	pl := &s.Plays[pi]
	md := s.mode(pl)
	if s.hiring(pl) {
		s.hire(pl)
		return
	}
	if w, max := s.xWord(md); w != nil && w.Bind {
		pl.X = int8(w.X(s, pl, max)) // read once, as it resolves
	}
	var room [16]Task
	atoms := room[:0]
	var active [8]int
	for _, ci := range s.activeClauses(pl, active[:]) {
		for ei := range md.Clauses[ci].Effects {
			e := &md.Clauses[ci].Effects[ei]
			if e.At != nil && e.At.Kind == "drink_recipients" {
				s.deferToOrderEnd(pi, ci, ei)
				continue
			}
			if lateClause(&md.Clauses[ci]) {
				continue
			}
			base := Task{Op: tEffect, Play: pi, A: int16(ci), B: int16(ei), C: -1, D: -1}
			var seats [MaxSeats]int
			for _, q := range s.effectTargetsIn(pl, e, md.Target, seats[:0]) {
				t := base
				t.P = int8(q)
				atoms = append(atoms, t)
			}
			atoms = append(atoms, s.minionAtoms(pl, e, effectSel(e, md.Target), base)...)
		}
		if lateClause(&md.Clauses[ci]) {
			atoms = append(atoms, Task{Op: tLatePick, P: pl.Player, Play: pi, A: int16(ci), Q: -1})
		}
	}
	s.pushSeq(atoms...)
}

// effectTargets expands an effect's selector into seats, in turn order.
func (s *State) effectTargets(pl *Play, e *card.Effect, def *card.Selector) []int {
	return s.effectTargetsIn(pl, e, def, nil)
}

// effectTargetsIn is effectTargets appending to buf[:0] (a caller's array
// on its stack) where it can.
func (s *State) effectTargetsIn(pl *Play, e *card.Effect, def *card.Selector, buf []int) []int {
	sel := e.At
	if sel == nil && !selfOp(e.Op) {
		sel = def
	}
	if e.Op == "choose_one" && e.By != "target" || e.Op == "may" && e.At == nil {
		return append(buf[:0], int(pl.Player))
	}
	return s.selectorSeatsIn(pl, sel, buf)
}

func (s *State) selectorSeats(pl *Play, sel *card.Selector) []int {
	return s.selectorSeatsIn(pl, sel, nil)
}

// selectorSeatsIn is selectorSeats appending to buf[:0] (a caller's array
// on its stack) where it can.
func (s *State) selectorSeatsIn(pl *Play, sel *card.Selector, buf []int) []int {
	me := int(pl.Player)
	if sel == nil {
		return append(buf[:0], me)
	}
	out := buf[:0]
	n := len(s.Players)
	switch sel.Kind {
	case "self":
		out = append(out, me)
	case "another_player", "any_player", "other_players":
		for k := 1; k <= n; k++ { // the living seats after me, ending with me
			if q := (me + k) % n; s.alive(q) && pl.Picks&bit(q) != 0 {
				out = append(out, q)
			}
		}
	case "each_other_player":
		for k := 1; k <= n; k++ {
			if q := (me + k) % n; s.alive(q) && q != me && !s.sameTeam(me, q) {
				out = append(out, q)
			}
		}
	case "each_player":
		if cap(out) == 0 {
			out = make([]int, 0, n)
		}
		out = s.champions(pl, s.orderIn(me, out))
		if pl.Src == srcOtto && len(out) > 0 && out[0] == me {
			out = out[1:] // Otto's "each player" means each non-Otto player
		}
	case "player_with":
		out = s.playerWith(pl, sel.Arg)
		if s.isDungeon(pl) {
			out = s.champions(pl, out)
		}
	case "heroes", "villains":
		out = s.heroesOrVillains(pl, sel.Kind == "villains")
	case "affected_tracks":
		if pl.Tracks != 0 {
			out = append(out, me)
		}
	case "source_player":
		if pl.Resp >= 0 && s.noHitBack(&s.Plays[pl.Resp]) {
			break // Ignored without hitting back (rdi9 "Too hot to handle" on Scarabs)
		}
		if src := s.sourceOf(pl); src >= 0 && s.alive(src) && pl.MinionPick <= 0 {
			out = append(out, src)
		}
	case "scarab_holders":
		out = s.scarabHolders(pl)
	case "in_round":
		for _, q := range s.order(int(s.Round.Starter)) {
			if s.Round.In&bit(q) != 0 {
				out = append(out, q)
			}
		}
	case "drink_owner":
		if d := s.drinkOf(pl); d >= 0 {
			out = append(out, int(s.Drinks[d].Drinker))
		}
	default:
		out = append(out, me)
	}
	return out
}

// sourceOf is the player whose card this play answers.
func (s *State) sourceOf(pl *Play) int {
	if pl.Source >= 0 {
		return int(pl.Source)
	}
	if pl.Resp >= 0 && s.Plays[pl.Resp].Src != srcEvent { // an Event has no player as its source
		return int(s.Plays[pl.Resp].Player)
	}
	return -1
}

// effectAt returns the effect an atom refers to.
func (s *State) effectAt(t *Task) *card.Effect {
	pl := &s.Plays[t.Play]
	md := s.mode(pl)
	e := &md.Clauses[t.A].Effects[t.B]
	if t.D >= 0 && int(t.D) < len(e.Branches) {
		return &e.Branches[t.D].Effects[t.C]
	}
	if t.C >= 0 && int(t.C) < len(e.Sub) {
		return &e.Sub[t.C]
	}
	return e
}

// amount reads an effect's first numeric argument (or X).
func (s *State) amount(pl *Play, e *card.Effect) int {
	for _, a := range e.Args {
		if a.IsX {
			return s.xValue(pl)
		}
		if a.IsNum && a.Key == "" {
			return a.Num
		}
	}
	return 0
}

func argWord(e *card.Effect, key string) string {
	for _, a := range e.Args {
		if a.Key == key {
			return a.Word
		}
	}
	return ""
}

func firstWord(e *card.Effect) string {
	for _, a := range e.Args {
		if a.Key == "" && !a.IsNum && !a.IsX {
			return a.Word
		}
	}
	return ""
}

// ignoredBy reports whether seat's team Ignores a play.
func (s *State) ignoredBy(pl *Play, seat int) bool { return pl.Ignored&bit(seat) != 0 }

// ignoreFor marks a play Ignored by a seat's whole team.
func (s *State) ignoreFor(pl *Play, seat int) {
	for q := range s.Players {
		if s.sameTeam(q, seat) {
			pl.Ignored |= bit(q)
		}
	}
}

// runEffect applies one effect of a play to one player.
func (s *State) runEffect(i int) {
	t := s.Tasks[i]
	pl := &s.Plays[t.Play]
	e := s.effectAt(&t)
	q := int(t.P)
	s.pop()
	if t.M != 0 {
		s.minionEffect(t, pl, e) // a Minion hit (minion.go)
		return
	}
	if cl := &s.mode(pl).Clauses[t.A]; lateCond(cl.Cond) && !s.condHolds(pl, cl.Cond) {
		return // if(fortitude_lost...): decided when the effect comes, after the loss
	}
	if s.Players[q].Out && e.Op != "ignore" && e.Op != "negate" {
		return
	}
	if cl := &s.mode(pl).Clauses[t.A]; cl.Modifier == card.ModIgnored {
		// ignored: effects happen (only) where the card was Ignored, by or
		// for that player; ignored(once): once, if anyone Ignored it. They
		// can't themselves be Ignored.
		if cl.Once && pl.Ignored != 0 || !cl.Once && s.ignoredBy(pl, q) {
			s.applyOp(t, pl, e, q)
		}
		return
	}
	// Ignore: the card has no effect on an Ignoring player (their own
	// effects on themselves still happen) — but a Scarab goes back to
	// Amundyr even when its damage is Ignored.
	if q != int(pl.Player) && s.ignoredBy(pl, q) && !s.happensAnyway(pl, e) {
		return
	}
	if pl.Src == srcEvent && s.ignoredBy(pl, q) || s.notThere(pl, q) && !s.happensAnyway(pl, e) && !effectOf(e).away {
		return
	}
	if s.stares(q) && s.actionLike(pl) && !s.happensAnyway(pl, e) && !s.staticIgnoreReduces(pl, e, q) {
		// Once per card and player, however many effects it has. Staring
		// Ignores the card: its "if they Ignore this card" effects
		// (ignored:) then happen to them, as after an Ignore card.
		if pl.Stared&bit(q) == 0 {
			pl.Stared |= bit(q)
			pl.Ignored |= bit(q)
			s.logf(q, LogIgnore, "%s Ignores %s (Staring Contest).", s.Name(q), s.playTitle(pl))
		}
		return
	}
	s.applyOp(t, pl, e, q)
}

// staticIgnoreReduces: a Static Effect that would Ignore a card whose
// Fortitude loss "can't be Ignored" (protect(ignore_as_reduce(n))) reduces
// that loss by n instead, once per card and player (rdi6 note on "My bite
// is vorse than my bark": "This includes cards with Static Effects that
// would Ignore the Fortitude loss"). Its other effects stay Ignored.
func (s *State) staticIgnoreReduces(pl *Play, e *card.Effect, q int) bool {
	if pl.Src != srcCard || e.Op != "lose_fortitude" {
		return false
	}
	n := s.Def(pl.Card).Protect.IgnoreAsReduce
	if n <= 0 {
		return false
	}
	if pl.StaticReduced&bit(q) == 0 {
		pl.StaticReduced |= bit(q)
		pl.Reduce[s.Players[q].Team] += int8(n)
		s.logf(q, LogCantIgnore, "%s stares down the room, but %s can't be Ignored: it is reduced by %d instead.", s.Name(q), s.playTitle(pl), n)
	}
	return true
}

// pushSub pushes the effects inside may(...) or a choose_one branch.
func (s *State) pushSub(t Task, pl *Play, es []card.Effect, branch int, def *card.Selector, q int) {
	var atoms []Task
	for k := range es {
		e := &es[k]
		var seats []int
		if e.At != nil {
			seats = s.selectorSeats(pl, e.At)
		} else if selfOp(e.Op) {
			seats = []int{int(pl.Player)}
			if def != nil && def.Kind != "self" && pl.Src == srcEvent {
				seats = []int{q}
			}
		} else {
			seats = []int{q}
		}
		base := Task{Op: tEffect, Play: t.Play, A: t.A, B: t.B, C: int16(k), D: int16(branch)}
		for _, x := range seats {
			b := base
			b.P = int8(x)
			atoms = append(atoms, b)
		}
		if e.At != nil {
			atoms = append(atoms, s.minionAtoms(pl, e, e.At, base)...)
		}
	}
	s.pushSeq(atoms...)
}

// resolveNegated applies a Negated play's negated: clauses, its alternate
// effects, which can't be altered or Negated ("I think I was embalmed in
// this stuff...", "I... am... unstoppable!").
func (s *State) resolveNegated(pi int16) {
	pl := &s.Plays[pi]
	md := s.mode(pl)
	var atoms []Task
	for ci := range md.Clauses {
		if md.Clauses[ci].Modifier != card.ModNegated {
			continue
		}
		for ei := range md.Clauses[ci].Effects {
			for _, q := range s.effectTargets(pl, &md.Clauses[ci].Effects[ei], md.Target) {
				atoms = append(atoms, Task{Op: tEffect, Play: pi, A: int16(ci), B: int16(ei), C: -1, D: -1, P: int8(q)})
			}
		}
	}
	s.pushSeq(atoms...)
}
