package engine

import (
	"fmt"
	"strconv"

	"undercity/engine/card"
)

// Team variants (rulebook "Team Variants" to "Leaders and Lackeys", with the
// fuller RDI 6 text): teammates share Fortitude, Alcohol Content and Gold
// (Team.Stats), may use the team's Potion Tokens, see each other's hands
// (Observation), defend each other (the response windows test the team, not
// the player), and take one shared turn: each discards, then all draw; each
// may play one Action Card, one after the other in the order the team picks;
// the team orders the variant's number of Drinks for opponents; each drinks,
// again in the order the team picks. A Boss in a Boss Battle is a team of one
// with more Actions and Drinks to order (boss.go).
//
// Champions: when an Event affects all players, a Round of Gambling begins
// or a card affects "each player (including you)", each team takes part
// through one Champion. The player who revealed, started or played it is
// their team's Champion; a team with one player left has no choice; any
// other team's Champion is asked of that team's first player in turn order.
// The choice is made once per play (Play.Champs), so a Round keeps its
// Champions to the end.

// Game modes (Setup.Mode). The empty mode is a free-for-all, or a generic
// team game when Setup.Teams is set (one Drink ordered per team, no Potions).
const (
	ModeFFA            = "ffa"
	ModeBoss           = "boss"
	ModeTwoHeaded      = "two-headed"
	ModeTwoHeadedBoss  = "two-headed-boss"
	ModeLeadersLackeys = "leaders-lackeys"
	ModeBossVsBoss     = "boss-vs-boss"
	ModeOtto           = "otto"
)

// TeamMode reports whether a mode uses the team rules (Modes).
func TeamMode(mode string) bool {
	m, ok := Mode(mode)
	return ok && m.TeamGame()
}

// PotionsFor is the number of Potion Tokens each team starts a mode with,
// given the number of Challengers (Modes).
func PotionsFor(mode string, challengers int) int {
	m, ok := Mode(mode)
	if !ok || !m.TeamGame() {
		return 0
	}
	return m.PotionsFor(challengers)
}

// GameMode is the mode the game was set up with ("" for a free-for-all or a
// generic team game).
func (s *State) GameMode() string { return s.setup.Mode }

// TeamGame reports whether the game uses the team rules.
func (s *State) TeamGame() bool { return s.setup.Teams }

// BossHandSize is the Boss's hand size in the mode's Boss Battle: "8, 9 or
// 10 for the Boss depending on whether there are 2, 3 or 4 Challengers"
// (the mode table's BossHandBase plus the Challengers). A Boss seat set up
// without a hand size gets it.
func (m ModeInfo) BossHandSize(challengers int) int { return m.BossHandBase + challengers }

// setupVariant checks the seats against the mode and gives each team its
// Potion Tokens.
func (s *State) setupVariant() error {
	mode := s.setup.Mode
	if err := s.checkVariant(mode); err != nil {
		return err
	}
	if !s.setup.Teams {
		return nil
	}
	if m, _ := Mode(mode); m.BossBattle {
		for q := range s.Players {
			if s.Players[q].Boss && s.setup.Seats[q].HandSize <= 0 {
				s.Players[q].HandSize = int8(m.BossHandSize(s.challengers()))
			}
		}
	}
	n := PotionsFor(mode, s.challengers())
	for t := range s.Teams {
		s.Teams[t].Potions = int8(n)
	}
	return nil
}

// checkVariant verifies who sits where for a mode (Modes).
func (s *State) checkVariant(mode string) error {
	info, ok := Mode(mode)
	if !ok {
		return fmt.Errorf("unknown mode %q", mode)
	}
	if mode == "" || info.Otto {
		return nil // a free-for-all, or a generic team game
	}
	bosses, size := 0, map[int8]int{}
	bossTeam := map[int8]int{}
	for q := range s.Players {
		p := &s.Players[q]
		size[p.Team]++
		if p.Boss {
			bosses++
			bossTeam[p.Team]++
		}
	}
	if !info.TeamGame() {
		if s.setup.Teams {
			return fmt.Errorf("mode %s is not a team game", mode)
		}
		if info.Bosses == BossAll && bosses != len(s.Players) {
			return fmt.Errorf("mode %s: every player plays a Boss, each on their own", mode)
		}
		return nil
	}
	if !s.setup.Teams {
		return fmt.Errorf("mode %s is a team game (set Teams)", mode)
	}
	if info.Teams == TeamsBossVsRest {
		if bosses != 1 || len(s.Teams) != 2 {
			return fmt.Errorf("mode %s: one Boss against one team of Challengers", mode)
		}
		for t, n := range bossTeam {
			if size[t] != n {
				return fmt.Errorf("mode %s: the Boss is a team of one", mode)
			}
		}
		if x := len(s.Players) - 1; x < info.MinSeats-1 || x > info.MaxSeats-1 {
			return fmt.Errorf("mode %s: %d to %d Challengers, not %d", mode, info.MinSeats-1, info.MaxSeats-1, x)
		}
		return nil
	}
	for t, n := range size {
		if n != 2 {
			return fmt.Errorf("mode %s: every team has two players (team %d has %d)", mode, t+1, n)
		}
		switch {
		case info.Bosses == BossAll && bossTeam[t] != 2:
			return fmt.Errorf("mode %s: every player plays a Boss", mode)
		case info.Bosses == BossLeaders && bossTeam[t] != 1:
			return fmt.Errorf("mode %s: every team is one Boss and one Lackey", mode)
		case info.Bosses == BossNone && bossTeam[t] != 0:
			return fmt.Errorf("mode %s: no Bosses", mode)
		}
	}
	if len(s.Teams) < 2 {
		return fmt.Errorf("mode %s needs at least two teams", mode)
	}
	return nil
}

// Mates returns the living players of seat's team, in turn order from seat.
func (s *State) Mates(seat int) []int { return s.AppendMates(nil, seat) }

// AppendMates is Mates appended to out (a caller's array on its stack: the
// rules of thumb ask it of every option a search rates).
func (s *State) AppendMates(out []int, seat int) []int {
	var room [MaxSeats]int
	for _, q := range s.orderIn(seat, room[:0]) {
		if s.sameTeam(q, seat) {
			out = append(out, q)
		}
	}
	return out
}

// MateCount is how many Mates the seat has (itself included).
func (s *State) MateCount(seat int) int {
	var room [MaxSeats]int
	return len(s.AppendMates(room[:0], seat))
}

// acting returns the teammates of lead still taking part in this turn.
func (s *State) acting(lead int) []int {
	var out []int
	for _, q := range s.Mates(lead) {
		if !s.Players[q].TurnEnded {
			out = append(out, q)
		}
	}
	return out
}

// teamName names a team: "Dale and Jett".
func (s *State) teamName(seat int) string {
	out := ""
	ms := s.Mates(seat)
	for k, q := range ms {
		switch {
		case k == 0:
		case k == len(ms)-1:
			out += " and "
		default:
			out += ", "
		}
		out += s.Name(q)
	}
	if out == "" {
		return s.Name(seat)
	}
	return out
}

// shielded: a player whose turn ended early stops taking game actions for
// the rest of the shared turn and Ignores all effects; their teammates go on.
func (s *State) shielded(q int) bool {
	return s.setup.Teams && s.Players[q].TurnEnded && s.sameTeam(q, int(s.Active)) && !s.Over
}

// Steps of a shared team turn (tTurn in a team game).
const (
	ttStart int8 = iota
	ttDiscard
	ttDraw
	ttPlot
	ttAction
	ttOrder
	ttDrink
	ttEnd
	ttCheck
	ttDone
)

// runTeamTurn runs one shared turn of the team of Task.P (its first player
// in turn order, the lead). Task.M marks the teammates who have had their
// Action (then Drink) Phase.
func (s *State) runTeamTurn(i int) {
	t := &s.Tasks[i]
	lead := int(t.P)
	team := int(s.Players[lead].Team)
	step := t.Step
	if s.Teams[team].Out && step > ttStart && step < ttCheck {
		t.Step = ttCheck
		return
	}
	switch step {
	case ttStart:
		t.Step++
		s.TurnNo++
		s.newTurn()
		s.Plays = s.Plays[:0]
		s.Active = int8(lead)
		mates := s.Mates(lead)
		for _, q := range mates {
			p := &s.Players[q]
			p.Actions, p.ActionsMax, p.TurnEnded, p.OrderOwed = 0, s.actionsFor(q), false, 0
		}
		s.Phase = PhaseStartOfTurn
		s.logf(lead, LogTurn, "Turn %d: %s's turn.", s.TurnNo, s.teamName(lead))
		var ts []Task
		for _, q := range mates {
			s.endHandReveals(q) // and "Bat nap" ends (knowledge.go)
			ts = append(ts, Task{Op: tStartMech, P: int8(q), Play: -1})
		}
		s.pushSeq(ts...)
	case ttDiscard:
		t.Step++
		s.Phase = PhaseDiscardDraw
		var ts []Task
		for _, q := range s.acting(lead) {
			ts = append(ts, Task{Op: tTeamDiscard, P: int8(q), Play: -1})
		}
		s.pushSeq(ts...)
	case ttDraw:
		// The team refills together, after every discard was decided.
		t.Step++
		var buys []Task
		for _, q := range s.acting(lead) {
			if b, ok := s.drawTask(q, 0); ok { // Vlazlo buys, then draws (blood.go)
				buys = append(buys, b)
				continue
			}
			s.logDiscardDraw(q, 0, s.drawTo(q, int(s.Players[q].HandSize)))
		}
		s.push(s.phaseWindow(momentDiscarded, lead, false))
		s.pushSeq(buys...)
	case ttPlot:
		t.Step++
		t.M = 0
		s.runHooks(AtPlot, s.acting(lead)...)
	case ttAction:
		s.Phase = PhaseAction
		if s.nextMate(i, tActionPhase, "Which of your team plays their Action Phase next?") {
			return
		}
		s.discardShown(lead)
		s.Active = int8(lead)
		s.Tasks[i].Step++
		s.Tasks[i].M = 0
		s.push(s.phaseWindow(momentActed, lead, false))
	case ttOrder:
		t.Step++
		s.Phase = PhaseOrder
		s.Active = int8(lead)
		s.pushSeq(Task{Op: tTeamOrder, P: int8(lead), Play: -1, A: int16(s.teamOrders(lead))}, s.phaseWindow(momentOrdered, lead, false))
	case ttDrink:
		s.Phase = PhaseDrink
		if s.nextMate(i, tDrinkPhase, "Which of your team drinks next?") {
			return
		}
		s.Active = int8(lead)
		s.Tasks[i].Step++
		s.Tasks[i].M = 0
		s.push(s.phaseWindow(momentDrunk, lead, true))
	case ttEnd:
		t.Step++
		s.Phase = PhaseEndOfTurn
		s.Active = int8(lead)
		var ts []Task
		for _, q := range s.Mates(lead) {
			ts = append(ts, Task{Op: tEndTurn, P: int8(q), Play: -1})
		}
		s.pushSeq(ts...)
	case ttCheck:
		t.Step++
		s.pushTurnEnd(lead) // once per shared turn
	default:
		s.pop()
		s.FirstTurn = false
		for q := range s.Players {
			if s.sameTeam(q, lead) {
				s.Players[q].TurnEnded = false
			}
		}
		if !s.Over {
			s.Active = int8(s.nextTeam(lead))
		}
	}
}

// nextMate starts the phase op for the next teammate who has not had it
// (the team picks who when several have not). It returns false when every
// teammate has had it.
func (s *State) nextMate(i int, op TaskOp, prompt string) bool {
	lead := int(s.Tasks[i].P)
	start := func(q int) {
		s.Tasks[i].M |= bit(q)
		s.Active = int8(q)
		s.push(Task{Op: op, P: int8(q), Play: -1})
	}
	if o, ok := s.answered(); ok && o.Seat >= 0 {
		start(int(o.Seat))
		return true
	}
	var cands []int
	for _, q := range s.acting(lead) {
		if s.Tasks[i].M&bit(q) == 0 {
			cands = append(cands, q)
		}
	}
	switch len(cands) {
	case 0:
		return false
	case 1:
		start(cands[0])
		return true
	}
	opts := make([]Option, 0, len(cands))
	for _, q := range cands {
		opts = append(opts, seatOpt("teammate", q, s.Name(q)))
	}
	s.Active = int8(lead)
	s.ask(cands[0], DecChoose, prompt, opts)
	return true
}

// nextTeam is the first living player clockwise from lead on another team.
func (s *State) nextTeam(lead int) int {
	n := len(s.Players)
	for k := 1; k <= n; k++ {
		q := (lead + k) % n
		if s.alive(q) && !s.sameTeam(q, lead) {
			return q
		}
	}
	return s.next(lead)
}

// teamOrders is how many Drinks the team of lead orders this turn (Modes;
// a Boss Battle Boss orders X).
func (s *State) teamOrders(lead int) int {
	if s.battleBoss(lead) {
		return s.bossAllowance()
	}
	m, _ := Mode(s.setup.Mode)
	return max(m.Drinks, 1)
}

// runTeamDiscard: a teammate discards any cards; the team draws afterwards.
func (s *State) runTeamDiscard(i int) {
	a := int(s.Tasks[i].P)
	finish := func() {
		if d := s.Tasks[i].A; d > 0 {
			s.logf(a, LogDiscard, "%s discards %d.", s.Name(a), d)
		}
		s.pop()
	}
	if o, ok := s.answered(); ok {
		switch {
		case isDiscard(o):
			s.detach(o.Card)
			s.toDiscard(o.Card)
			s.Tasks[i].A++
		case o.Key == "done":
			finish()
		default:
			s.startChosen(a, o) // an Anytime Card before discarding
		}
		return
	}
	var buf optBuf
	opts, plays := s.discardOptions(buf[:0], i, a, "Done discarding")
	if len(opts) == 1 {
		finish()
		return
	}
	then := "your team then draws up to its hand sizes."
	if s.MateCount(a) == 1 { // a Boss, or the last of a team
		then = "then draw up to " + strconv.Itoa(int(s.Players[a].HandSize)) + "."
	}
	s.ask(a, DecDiscard, discardPrompt(plays, then), opts)
}

// runTeamOrder: the team orders Task.A Drinks for opponents. The teammates
// are asked in turn order (Task.B): each may order, play Order-a-Drink
// cards, or leave the rest to the next teammate; the last must order what
// is left.
func (s *State) runTeamOrder(i int) {
	lead := int(s.Tasks[i].P)
	mates := s.acting(lead)
	if len(mates) == 0 {
		s.endOrderPhase(i)
		return
	}
	if int(s.Tasks[i].B) >= len(mates) {
		if s.Tasks[i].A <= 0 {
			s.endOrderPhase(i)
			return
		}
		s.Tasks[i].B = int16(len(mates) - 1)
	}
	q := mates[s.Tasks[i].B]
	if o, ok := s.answered(); ok {
		switch {
		case o.Key == "done":
			s.Tasks[i].B++
		case o.Seat >= 0:
			s.Tasks[i].A--
			if s.Players[q].OrderOwed > 0 {
				s.Players[q].OrderOwed--
			}
			s.Tasks[i].M |= bit(int(o.Seat)) // the players ordered for (drink_recipients)
			s.orderDrink(q, int(o.Seat))
		default:
			s.startChosen(q, o)
		}
		return
	}
	left := int(s.Tasks[i].A)
	last := int(s.Tasks[i].B) == len(mates)-1
	var opts []Option
	// The Drinks a teammate's own card added are theirs to order: they
	// may not leave them to the next teammate.
	if left <= 0 || !last && s.Players[q].OrderOwed == 0 {
		label := "Done ordering"
		if left > 0 {
			label = "Let " + s.Name(mates[s.Tasks[i].B+1]) + " order"
		}
		opts = append(opts, opt("done", label))
	}
	if left > 0 {
		n := 0
		for _, o := range s.order(s.next(q)) {
			if !s.sameTeam(o, q) {
				opts = append(opts, seatOpt("order", o, "Order a Drink for "+s.Name(o)))
				n++
			}
		}
		if n == 0 {
			s.endOrderPhase(i)
			return
		}
	}
	k := len(opts)
	opts = s.appendPlays(opts, q, ctx{at: atOrder})
	cards := false
	for _, o := range opts[k:] {
		cards = cards || o.Card != NoCard
	}
	if left <= 0 && !cards {
		// Nothing left to order and no card to play: the next teammate.
		s.Tasks[i].B++
		return
	}
	s.ask(q, DecOrder, "Order a Drink for an opponent: pick whose Drink Me! pile it goes on ("+strconv.Itoa(left)+" to order).", opts)
}

// appendPotions offers the team's Potion Tokens. "A team may discard a
// Potion Token at any time"; the engine offers them at every decision of the
// team's own turn (Action and Order a Drink), on a Champion's turn in a Round
// of Gambling, in the Anytime pass when the team must pay Gold, and in the
// last chance before the team loses: every moment when using one changes
// what happens (Fortitude is capped at 20, Alcohol Content at 0, and a
// Potion only matters against losing or paying).
func (s *State) appendPotions(opts []Option, seat int, c ctx) []Option {
	if !s.setup.Teams {
		return opts
	}
	tm := &s.Teams[s.Players[seat].Team]
	if tm.Potions <= 0 || tm.Out || s.shielded(seat) {
		return opts
	}
	switch c.at {
	case atAction, atOrder, atGamble, atLast:
	case atWindow:
		w := &s.Tasks[c.win]
		switch {
		case w.A == winMustPay && s.sameTeam(int(w.Q), seat):
		case w.A == winLast:
		default:
			return opts
		}
	default:
		return opts
	}
	if tm.Fort < 20 {
		opts = append(opts, Option{Key: "potion:fort", Verb: VerbPotion, Word: WordFort, Label: "Use a Potion Token: gain 6 Fortitude", Card: NoCard, Seat: -1, N: 0})
	}
	if tm.Alc > 0 {
		opts = append(opts, Option{Key: "potion:alc", Verb: VerbPotion, Word: WordAlc, Label: "Use a Potion Token: lose 6 Alcohol Content", Card: NoCard, Seat: -1, N: 1})
	}
	return append(opts, Option{Key: "potion:gold", Verb: VerbPotion, Word: WordGold, Label: "Use a Potion Token: gain 3 Gold from the Inn", Card: NoCard, Seat: -1, N: 2})
}

// usePotion applies a potion: option; it reports whether o was one. The
// effect is not a card: nothing can respond to it.
func (s *State) usePotion(seat int, o Option) bool {
	if len(o.Key) < 7 || o.Key[:7] != "potion:" {
		return false
	}
	team := int(s.Players[seat].Team)
	tm := &s.Teams[team]
	if tm.Potions <= 0 {
		return true
	}
	tm.Potions--
	switch o.N {
	case 0:
		f, _ := s.changeStat(seat, 6, 0)
		s.logf(seat, LogPotion, "%s uses a Potion Token: the team gains %s Fortitude (%d).", s.Name(seat), amountWord(f), tm.Fort)
	case 1:
		_, a := s.changeStat(seat, 0, -6)
		s.logf(seat, LogPotion, "%s uses a Potion Token: the team loses %s Alcohol Content (%d).", s.Name(seat), amountWord(-a), tm.Alc)
	default:
		s.Inn -= 3
		tm.Gold += 3
		for q := range s.Players {
			if int(s.Players[q].Team) == team {
				s.Players[q].OutOfGold = false
			}
		}
		s.logN(seat, LogPotionGold, 3, "%s uses a Potion Token: the team gains 3 Gold from the Inn (%d).", s.Name(seat), tm.Gold)
	}
	return true
}

// needsChampions: in a team game, a play that starts a Round of Gambling,
// runs a Drink Event for everyone, or affects each player (including you).
func (s *State) needsChampions(pl *Play) bool {
	return s.setup.Teams && s.wouldNeedChampions(pl)
}

// wouldNeedChampions: a play that would make teams choose Champions in a
// team game (without teams, "How chivalrous of you" Ignores such a card).
func (s *State) wouldNeedChampions(pl *Play) bool {
	if pl.Src == srcHellfire || pl.Src == srcStart {
		return false
	}
	found := s.isDungeon(pl) // Dungeon Events affect all players
	s.walkEffects(pl, false, func(e *card.Effect, sel *card.Selector) {
		if e.Op == "start_round" || e.Op == "drink_event" || sel != nil && (sel.Kind == "each_player" || sel.Kind == "heroes" || sel.Kind == "villains") {
			found = true
		}
	})
	return found
}

// pickChampions chooses each team's Champion for a play (see above).
// Returns true while waiting for a team's choice.
func (s *State) pickChampions(i int, pl *Play) bool {
	if !s.needsChampions(pl) {
		return false
	}
	me := int(pl.Player)
	if o, ok := s.answered(); ok && o.Seat >= 0 {
		pl.Champs |= bit(int(o.Seat)) // logged once the play is announced (logChampions)
	}
	from := s.next(me)
	if s.isDungeon(pl) {
		// A Dungeon Event: the revealing team chooses too, first.
		from = me
	} else if pl.Champs&bit(me) == 0 {
		pl.Champs |= bit(me)
	}
	for _, q := range s.order(from) {
		if pl.Champs&s.teamSeats(int(s.Players[q].Team)) != 0 {
			continue
		}
		mates := s.Mates(q)
		if len(mates) == 1 {
			pl.Champs |= bit(q)
			continue
		}
		opts := make([]Option, 0, len(mates))
		for _, m := range mates {
			opts = append(opts, seatOpt("champion", m, s.Name(m)))
		}
		s.ask(q, DecChampion, closeSentence("Choose your team's Champion for "+s.playTitle(pl), "."), opts)
		return true
	}
	return false
}

// logChampions logs the Champions the teams chose for a play, after the
// line that plays or reveals it (the choice is made before its response
// window, but the card comes first at the table): a Champion who is the
// play's own player (not for a Dungeon Event, which the revealing team
// chooses for too) or the last player of their team was not chosen.
func (s *State) logChampions(pl *Play) {
	if !s.setup.Teams || pl.Champs == 0 {
		return
	}
	me := int(pl.Player)
	for _, q := range s.order(me) {
		if pl.Champs&bit(q) == 0 || s.MateCount(q) == 1 || q == me && !s.isDungeon(pl) {
			continue
		}
		s.logf(q, LogChampion, "%s is their team's Champion for %s", s.Name(q), endSentence(s.playTitle(pl)))
	}
}

// champions keeps the Champions of a play among seats (team games only).
func (s *State) champions(pl *Play, seats []int) []int {
	if !s.setup.Teams || pl.Champs == 0 {
		return seats
	}
	out := seats[:0]
	for _, q := range seats {
		if pl.Champs&bit(q) != 0 {
			out = append(out, q)
		}
	}
	return out
}

// takesPart: a player takes part in an Event for everyone (team games: only
// the Champions, and a Champion whose turn ended Ignores it).
func (s *State) takesPart(pl *Play, q int) bool {
	if !s.setup.Teams {
		return true
	}
	return (pl.Champs == 0 || pl.Champs&bit(q) != 0) && !s.shielded(q)
}

// roundSeats is who plays a Round of Gambling started by play pi: every
// living player, or in a team game each team's Champion.
func (s *State) roundSeats(pi int16, all uint16) uint16 {
	if !s.setup.Teams || pi < 0 || int(pi) >= len(s.Plays) || s.Plays[pi].Champs == 0 {
		return all
	}
	return all & s.Plays[pi].Champs
}

// scenarioTeamTurn prepares a scenario that starts a team's shared turn
// after its beginning (phase: the index into ScenarioPhases) and returns the
// step of the team turn to start at.
func (s *State) scenarioTeamTurn(lead, phase int) int8 {
	for _, q := range s.Mates(lead) {
		p := &s.Players[q]
		// A Boss's Action Cards shown were played in this Action Phase.
		p.Actions, p.ActionsMax, p.TurnEnded, p.OrderOwed = int8(len(s.pile(q, PileShown))), s.actionsFor(q), false, 0
	}
	return [...]int8{ttStart, ttDiscard, ttPlot, ttAction, ttOrder, ttDrink, ttEnd}[phase]
}

// OneTeam reports whether the seats are all on one team (a team's win).
func (s *State) OneTeam(seats []int8) bool {
	for _, q := range seats {
		if !s.sameTeam(int(q), int(seats[0])) {
			return false
		}
	}
	return true
}

// inRound is the player of q's team in the Round of Gambling: q, or in a
// team game the teammate who is the team's Champion (a card that avoids a
// Round, played on a teammate's behalf).
func (s *State) inRound(q int) int {
	if s.Round.In&bit(q) != 0 || !s.setup.Teams {
		return q
	}
	for _, m := range s.Mates(q) {
		if s.Round.In&bit(m) != 0 {
			return m
		}
	}
	return q
}
