package engine

// "Each player you order at least one Drink for this phase" (drink_recipients,
// "We'll take those!"): the Order a Drink Phase task remembers whom its
// player ordered for (Task.M) and an effect waiting for the end of the
// phase (Task.Play, clause C, effect D), which then applies once to each
// of them, however many Drinks they were ordered. A team's shared ordering
// (tTeamOrder) counts every Drink the team orders.

// deferToOrderEnd makes effect ei of clause ci of play pi wait for the end
// of the Order a Drink Phase in progress (none: it does nothing).
func (s *State) deferToOrderEnd(pi int16, ci, ei int) {
	for j := len(s.Tasks) - 1; j >= 0; j-- {
		if s.Tasks[j].Op == tOrderPhase || s.Tasks[j].Op == tTeamOrder {
			s.Tasks[j].Play, s.Tasks[j].C, s.Tasks[j].D = pi, int16(ci), int16(ei)
			return
		}
	}
}

// endOrderPhase ends the Order a Drink Phase task i, applying a waiting
// drink_recipients effect to each player ordered for, in turn order.
func (s *State) endOrderPhase(i int) {
	t := s.Tasks[i]
	s.pop()
	if t.Play < 0 || int(t.Play) >= len(s.Plays) {
		return
	}
	var atoms []Task
	for _, q := range s.order(s.next(int(t.P))) {
		if t.M&bit(q) != 0 {
			atoms = append(atoms, Task{Op: tEffect, Play: t.Play, A: t.C, B: t.D, C: -1, D: -1, P: int8(q)})
		}
	}
	s.pushSeq(atoms...)
}
