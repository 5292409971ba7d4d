package engine

import (
	"slices"
	"strconv"

	"undercity/engine/card"
)

// Where a Play comes from.
const (
	srcCard     uint8 = iota // a card from hand or the Plotted Cards area
	srcGather                // a Mushroom's Gather effect (as if an Action Card)
	srcHellfire              // the Hellfire tracker's fire effect (as if an Action Card)
	srcEvent                 // a Drink Event being resolved
	srcStart                 // a character's beginning-of-turn effect
	srcOtto                  // a box of a card revealed from Otto's Deck
	srcMinion                // a Minion in play acting (minion.go; as if an Action Card)
	srcScarab                // a Scarab's end-of-turn damage (as if an Action Card of Amundyr's)
)

// Play is a card (or card-like effect) being played and resolved.
type Play struct {
	Card      CardID
	Src       uint8
	Player    int8
	Mode      int8
	Type      card.Type // the type it counts as
	FromPlot  bool
	Choice    int8   // choose_one by=you branch, -1 none
	Picks     uint16 // players picked for another_player / any_player / other_players
	Harvested bool
	Spent     int8 // Momentum spent, -1: not spent
	Revealed  int8 // Pets revealed, -1: none
	X         int8
	Negated   bool
	Ignored   uint16 // seats that Ignore it
	Reduce    [MaxSeats]int8
	Cap       [MaxSeats]int8 // per team: 1 + the most Fortitude it may lose to this play in all; 0: no cap
	Lost      [MaxSeats]int8 // Fortitude each seat lost to it
	// Redirs: the redirections of its Fortitude loss, in the order played
	// (redirect.go), 8 bits each; NRedir how many.
	Redirs    uint64 `json:",omitempty"`
	NRedir    int8   `json:",omitempty"`
	Resp      int16  // the play this one responds to, -1
	RespDrink int8   // the pending Drink it changes, -1
	PayTask   int16  // the payment task it answers, -1
	Source    int8   // source player for hit-backs (after_fortitude_loss), -1
	Resolved  bool
	Affected  uint16 // seats the resolution actually changed (for hit-back and Otto)
	Champs    uint16 // team games: the Champions taking part (team.go)
	// Ante: whether its ante effects take antes, decided when the first
	// resolves: 0 not yet, anteYes, or anteNone (its player cannot ante).
	Ante int8
	// Otto: the tracks this play changed; whether Otto has had his chance
	// to respond to it; 1 + the index of his "after" box waiting for it to
	// resolve (0: none); for his own boxes, the affected tracks they act on.
	OttoHit   uint16
	OttoSeen  bool
	OttoAfter int16
	Tracks    uint16

	// Choosing: the card's choices (Drink, effect, costs, targets) are
	// being made. It is still in its player's hand and nothing of it has
	// happened yet; its player may take it back (takeback.go). Left out of
	// saves when false, so a committed play saves and hashes as before.
	Choosing bool `json:",omitempty"`

	// Minions (minion.go): the Minion picked instead of a player (1 + its
	// card; -1: a hit-back chose the player); the seats a static Minion
	// already protected from this play.
	// StaticReduced: the seats whose Static Ignore (Staring Contest) was
	// turned into a reduction of this card's Fortitude loss
	// (protect(ignore_as_reduce(n)), "My bite is vorse than my bark").
	StaticReduced uint16 `json:",omitempty"`
	// Stared: the seats that Ignored it staring down the room (logged once).
	Stared uint16 `json:",omitempty"`

	MinionPick int16  `json:",omitempty"`
	Static     uint16 `json:",omitempty"`
	// Vlazlo (blood.go): the Blood this play spends; whether its optional
	// spend_blood(n): was asked and taken; whether its mandatory Blood cost
	// was paid; whether X=chosen(...) was picked.
	Blood      int8 `json:",omitempty"`
	BloodAsked bool `json:",omitempty"`
	BloodOn    bool `json:",omitempty"`
	BloodPaid  bool `json:",omitempty"`
	XChosen    bool `json:",omitempty"`

	// RedirMinion: 1 + the Minion a redirection sent its Fortitude loss to
	// (redirect.go: Redir.To is redirMinion), 0: none.
	RedirMinion int16 `json:",omitempty"`
	// Discarded: the cards its effects made players discard from their
	// hands (if(discarded>=1): "If you do, ...").
	Discarded int8 `json:",omitempty"`
}

// modes returns the modes of the thing being played.
func (s *State) modes(pl *Play) []card.Mode {
	switch pl.Src {
	case srcHellfire:
		ch := s.charOf(int(pl.Player))
		if s.Players[pl.Player].Boss && ch.BossHellfire != nil {
			return ch.BossHellfire.Modes
		}
		return ch.Hellfire.Modes
	case srcStart:
		return s.charOf(int(pl.Player)).StartOfTurnModes
	case srcScarab:
		return s.scarabModes(pl)
	}
	return s.Def(pl.Card).Modes
}

func (s *State) mode(pl *Play) *card.Mode {
	ms := s.modes(pl)
	if int(pl.Mode) < len(ms) {
		return &ms[pl.Mode]
	}
	return &card.Mode{}
}

// title of a play for the log.
func (s *State) playTitle(pl *Play) string {
	switch pl.Src {
	case srcHellfire:
		return "the Hellfire tracker"
	case srcStart:
		return "beginning of turn"
	case srcScarab:
		return "Scarab damage"
	}
	return s.Title(pl.Card)
}

// playSentence is the play's title ending a sentence (endSentence), made
// with the Content for a card.
func (s *State) playSentence(pl *Play) string {
	if pl.Src == srcCard || pl.Src == srcGather || pl.Src == srcEvent || pl.Src == srcOtto || pl.Src == srcMinion {
		if pl.Card != NoCard {
			return s.labels(pl.Card).sentence()
		}
	}
	return endSentence(s.playTitle(pl))
}

// typeOfMode is the type a card counts as when used in a mode.
func (s *State) typeOfMode(d *card.Def, m *card.Mode) card.Type { return typeOfModeIn(d, m) }

// modeType is typeOfMode for mode m of a card, made with the Content.
func (s *State) modeType(id CardID, m int, d *card.Def, md *card.Mode) card.Type {
	if k := s.defs[id]; int(k) < len(s.content.costs) && m < len(s.content.costs[k]) {
		return s.content.costs[k][m].typ
	}
	return typeOfModeIn(d, md)
}

func typeOfModeIn(d *card.Def, m *card.Mode) card.Type {
	if m.Type != "" {
		return m.Type
	}
	switch m.Timing {
	case card.TimingActionPhase:
		if d.Is(card.Action) {
			return card.Action
		}
	case card.TimingGamblingTurn:
		if d.Is(card.Cheating) {
			return card.Cheating
		}
		return card.Gambling
	case card.TimingAnytime:
		if d.Is(card.Anytime) {
			return card.Anytime
		}
	}
	if d.Is(card.Patient) && d.Becomes != "" {
		return d.Becomes
	}
	if d.Is(card.Prize) {
		return card.Prize
	}
	if len(d.Types) > 0 {
		return d.Types[len(d.Types)-1]
	}
	return ""
}

// Decision points at which cards may be offered.
type atKind uint8

const (
	atAction atKind = iota
	atOrder
	atGamble
	atStart
	atWindow
	atLast
	atAnytime // a moment of a phase where only Anytime Cards fit (before discarding)
)

type ctx struct {
	at   atKind
	win  int  // window task index when at == atWindow
	pass int8 // 0: Anytime pass, 1: Sometimes pass
}

// appendPlays appends the plays a seat may make now: its cards (hand,
// Plotted Schemes, Prizes), Patients to treat and Potion Tokens.
func (s *State) appendPlays(opts []Option, seat int, c ctx) []Option {
	s.eachPlay(seat, c, func(id CardID, m int, fromPlot bool) bool {
		if len(opts) == cap(opts) {
			// room for every card in hand at once, not a doubling per play
			opts = slices.Grow(opts, len(s.Hand(seat))+2)
		}
		key := playOptKey(id, m, len(s.Def(id).Modes))
		label := s.labels(id).play()
		if fromPlot {
			label = s.labels(id).plotted()
		}
		opts = append(opts, Option{Key: key, Label: label, Card: id, Seat: -1, N: int16(m), Extra: b2i(fromPlot), Verb: VerbPlay})
		return true
	})
	if s.Players[seat].Out {
		return opts
	}
	if treatsAt(c) {
		opts = s.anytimeModules(seat, opts)
		opts = s.appendPotions(opts, seat, c)
	}
	return opts
}

// canPlay reports whether appendPlays would offer anything, without
// building the options (windows ask only players who can play).
func (s *State) canPlay(seat int, c ctx) bool {
	if s.Players[seat].Out {
		return false
	}
	// Most seats hold no card that may fit (eachPlayOf's first look).
	if s.playTimings(seat)&foldTimings(offeredAt(s, c)) != 0 && s.eachPlay(seat, c, func(CardID, int, bool) bool { return false }) {
		return true
	}
	return treatsAt(c) && (s.anyAnytimeModule(seat) || len(s.appendPotions(nil, seat, c)) > 0)
}

// treatsAt: Patients may be treated "at any time"; they (and Potion Tokens)
// are offered at the decision points where Anytime Cards are.
func treatsAt(c ctx) bool {
	return c.at == atAction || c.at == atGamble || c.at == atOrder || (c.at == atWindow && c.pass == 0) || c.at == atLast || c.at == atAnytime
}

// eachPlay calls fn for every mode of a card the seat may play now, from the
// hand, the Plotted Cards area (Schemes) and its Prizes, until fn returns
// false; it reports whether fn stopped it.
func (s *State) eachPlay(seat int, c ctx, fn func(id CardID, m int, fromPlot bool) bool) bool {
	if s.fit.on {
		return s.eachPlayOf(seat, c, fn) // a window's seats share its memo
	}
	s.fit = fitMemo{on: true}
	stopped := s.eachPlayOf(seat, c, fn)
	s.fit = fitMemo{}
	return stopped
}

func (s *State) eachPlayOf(seat int, c ctx, fn func(id CardID, m int, fromPlot bool) bool) bool {
	p := &s.Players[seat]
	if p.Out || p.TurnEnded && s.sameTeam(int(s.Active), seat) {
		return false
	}
	offered := offeredAt(s, c)
	if s.playTimings(seat)&foldTimings(offered) == 0 {
		return false // no card of the seat's may fit here (mayFit, each one)
	}
	try := func(id CardID, fromPlot bool) bool {
		if !s.mayFit(id, offered) {
			return true // no mode it has may be played here
		}
		for m := range s.Def(id).Modes {
			if s.modeLegal(seat, id, m, fromPlot, c) && !fn(id, m, fromPlot) {
				return false
			}
		}
		return true
	}
	if p.Asleep {
		return false // "Bat nap": may not play cards
	}
	for _, id := range s.Hand(seat) {
		if !try(id, false) {
			return true
		}
	}
	for _, id := range s.pile(seat, PilePlotted) {
		if s.Def(id).HasSubtype("Scheme") && !try(id, true) {
			return true
		}
	}
	for _, id := range s.Prizes(seat) {
		if !try(id, false) {
			return true
		}
	}
	return false
}

func b2i(b bool) int8 {
	if b {
		return 1
	}
	return 0
}

// modeLegal decides whether a seat may use mode m of a card now.
func (s *State) modeLegal(seat int, id CardID, m int, fromPlot bool, c ctx) bool {
	d := s.Def(id)
	md := &d.Modes[m]
	p := &s.Players[seat]
	if p.TurnEnded && s.sameTeam(int(s.Active), seat) {
		return false
	}
	if !s.modeCostsPayable(seat, id, m, md) {
		return false
	}
	switch c.at {
	case atAction:
		switch md.Timing {
		case card.TimingActionPhase:
			typ := s.modeType(id, m, d, md)
			return typ == card.Prize && !s.prizeWaits(seat) || p.Actions < p.ActionsMax && typ == card.Action
		case card.TimingAnytime:
			return true
		}
		return s.hireLegal(seat, id, m, md)
	case atOrder:
		return md.Timing == card.TimingOrderPhase || md.Timing == card.TimingAnytime
	case atStart:
		return md.Timing == card.TimingStartOfTurn
	case atLast, atAnytime:
		return md.Timing == card.TimingAnytime
	case atGamble:
		r := &s.Round
		if !r.Active {
			return false
		}
		in := r.In&bit(seat) != 0
		switch md.Timing {
		case card.TimingGamblingTurn:
			if !in {
				return false
			}
			if s.modeType(id, m, d, md) == card.Cheating {
				return true
			}
			return !r.WinningHand
		case card.TimingAnytime, card.TimingDuringRound:
			return true
		case card.TimingRoundStart:
			return in && s.modeHasOp(md, "leave_round")
		}
		return false
	case atWindow:
		if c.pass == 0 {
			return md.Timing == card.TimingAnytime
		}
		if md.Timing == card.TimingAnytime && s.modeType(id, m, d, md) == card.Anytime {
			return false
		}
		return s.windowAccepts(seat, id, md, c.win)
	}
	return false
}

// modeHasOp reports whether any effect of a mode (including branches) is op.
func (s *State) modeHasOp(md *card.Mode, op string) bool {
	for ci := range md.Clauses {
		for ei := range md.Clauses[ci].Effects {
			if effectHasOp(&md.Clauses[ci].Effects[ei], op) {
				return true
			}
		}
	}
	return false
}

func effectHasOp(e *card.Effect, op string) bool {
	if e.Op == op {
		return true
	}
	for i := range e.Sub {
		if effectHasOp(&e.Sub[i], op) {
			return true
		}
	}
	for bi := range e.Branches {
		b := &e.Branches[bi]
		for i := range b.Effects {
			if effectHasOp(&b.Effects[i], op) {
				return true
			}
		}
	}
	return false
}

// costsPayable: a mode with a mandatory cost clause may only be played when
// the cost can be paid.
func (s *State) costsPayable(seat int, id CardID, md *card.Mode) bool {
	for ci := range md.Clauses {
		cl := &md.Clauses[ci]
		if cl.Modifier == card.ModCost && !onlyBloodCosts(md) {
			return false // the only mandatory cost the engine knows is Blood
		}
	}
	return bloodCost(md) <= int(s.Players[seat].Counters[CtrBlood])
}

// modeCost is what costsPayable needs of a mode, worked out with the
// Content: its mandatory Blood cost, or that it has a cost the engine
// cannot pay.
type modeCost struct {
	blood     int16
	unpayable bool
	typ       card.Type // the type the card counts as in the mode (typeOfMode)
}

func makeModeCosts(c *Content) [][]modeCost {
	out := make([][]modeCost, len(c.Defs))
	for i, d := range c.Defs {
		out[i] = make([]modeCost, len(d.Modes))
		for m := range d.Modes {
			md := &d.Modes[m]
			for ci := range md.Clauses {
				if md.Clauses[ci].Modifier == card.ModCost && !onlyBloodCosts(md) {
					out[i][m].unpayable = true
				}
			}
			out[i][m].blood = int16(bloodCost(md))
			out[i][m].typ = typeOfModeIn(d, md)
		}
	}
	return out
}

// modeCostsPayable is costsPayable for mode m of a card.
func (s *State) modeCostsPayable(seat int, id CardID, m int, md *card.Mode) bool {
	d := s.defs[id]
	if int(d) >= len(s.content.costs) || m >= len(s.content.costs[d]) {
		return s.costsPayable(seat, id, md)
	}
	mc := s.content.costs[d][m]
	return !mc.unpayable && int(mc.blood) <= int(s.Players[seat].Counters[CtrBlood])
}

// startChosen starts playing the option a seat picked at a decision point
// (a card, or treating a Patient).
func (s *State) startChosen(seat int, o Option) {
	if s.usePotion(seat, o) {
		return
	}
	if o.Card == NoCard {
		return
	}
	if s.chosenModules(seat, o) {
		return // treating a Patient
	}
	s.choosePlay(seat, o.Card, int(o.N), o.Extra == 1, -1)
}

// startPlay takes a card out of hand and pushes the task that plays it (a
// card its player must use: no take-back). resp/win describe what it
// responds to (play index, window task index).
func (s *State) startPlay(seat int, id CardID, m int, fromPlot bool, resp int16, win int) {
	pl := s.newPlay(seat, id, m, fromPlot, resp, win)
	s.takeUp(&pl)
	s.Plays = append(s.Plays, pl)
	s.push(Task{Op: tPlay, P: int8(seat), Play: int16(len(s.Plays) - 1), C: int16(win)})
}

// newPlay is the Play of a card from a seat's hand (or Plotted Cards or
// Prizes) in mode m.
func (s *State) newPlay(seat int, id CardID, m int, fromPlot bool, resp int16, win int) Play {
	d := s.Def(id)
	md := &d.Modes[m]
	pl := Play{Card: id, Src: srcCard, Player: int8(seat), Mode: int8(m), Type: s.modeType(id, m, d, md), FromPlot: fromPlot,
		Choice: -1, Spent: -1, Revealed: -1, Resp: resp, RespDrink: -1, PayTask: -1, Source: -1}
	if win >= 0 {
		w := &s.Tasks[win]
		pl.Resp = w.Play
		switch w.A {
		case winMustPay:
			pl.PayTask = w.C
		case winAfterLoss:
			pl.Source = s.Plays[w.Play].Player
		case winDrink:
			pl.RespDrink = -1
		}
	}
	return pl
}

// takeUp puts a card being played into play: it leaves its player's hand
// (or Plotted Cards or Prizes), and an Action played in its player's own
// Action Phase counts as their Action.
func (s *State) takeUp(pl *Play) {
	seat := int(pl.Player)
	if pl.Type == card.Action && (s.mode(pl).Timing == card.TimingActionPhase || s.hiring(pl)) && int(s.Active) == seat {
		s.Players[seat].Actions++
	}
	s.detach(pl.Card)
	s.Cards[pl.Card].Zone = ZoneInPlay
}

// startSpecial plays a non-card effect (Gather, Hellfire, beginning of turn).
func (s *State) startSpecial(seat int, src uint8, id CardID, m int) {
	pl := Play{Card: id, Src: src, Player: int8(seat), Mode: int8(m), Type: card.Action, Choice: -1, Spent: -1, Revealed: -1, Resp: -1, RespDrink: -1, PayTask: -1, Source: -1}
	s.Plays = append(s.Plays, pl)
	s.push(Task{Op: tPlay, P: int8(seat), Play: int16(len(s.Plays) - 1), C: -1})
}

// Steps of tPlay.
const (
	plChoose int8 = iota
	plCosts
	plTargets
	plAnnounce
	plRespond
	plResolve
	plSupply
	plCleanup
	plHitBack
	plDone
)

func (s *State) runPlay(i int) {
	t := s.Tasks[i]
	pl := &s.Plays[t.Play]
	seat := int(pl.Player)
	md := s.mode(pl)
	if s.takeBack(i) {
		return
	}
	if t.Step <= plAnnounce && s.Players[seat].Out && pl.Src != srcScarab {
		// Its player lost before finishing playing it: it has no effect.
		if pl.Card != NoCard && s.Cards[pl.Card].Zone == ZoneInPlay {
			s.toDiscard(pl.Card)
		}
		pl.Negated, pl.Resolved = true, true
		s.pop()
		return
	}
	switch t.Step {
	case plChoose:
		if s.pickDrink(i, pl, md) || s.chooseBranch(i, pl, md) {
			return
		}
		s.Tasks[i].Step = plCosts
	case plCosts:
		if s.payCosts(i, pl, md) {
			return
		}
		s.Tasks[i].Step = plTargets
	case plTargets:
		if s.pickTargets(i, pl, md) {
			return
		}
		// Its player's choices are made: the card is played (before the
		// other teams pick their Champions for it).
		s.commitPlay(i)
		if s.pickChampions(i, pl) {
			return
		}
		s.Tasks[i].Step = plAnnounce
	case plAnnounce:
		s.announce(pl)
		s.logChampions(pl)
		s.Tasks[i].Step = plRespond
		if pl.Src != srcStart {
			s.push(Task{Op: tWindow, A: winPlay, Play: t.Play, P: int8(seat), Q: -1, C: -1})
		}
	case plRespond:
		s.Tasks[i].Step = plSupply
		if pl.Negated {
			s.resolveNegated(t.Play) // "is Negated" was logged by opNegate
			return
		}
		if pl.Src == srcOtto && md.After {
			s.ottoDefer(t.Play)
			return
		}
		s.resolve(t.Play)
	case plSupply:
		s.Tasks[i].Step = plCleanup
		s.resolvedModules(int(t.Play)) // after all other effects of the card: its Blood or Supply icons
	case plCleanup:
		s.Tasks[i].Step = plHitBack
		pl.Resolved = true
		if pl.Card != NoCard && s.Cards[pl.Card].Zone == ZoneInPlay && !s.showAction(pl) {
			s.toDiscard(pl.Card)
		}
		if pl.OttoAfter > 0 && !pl.Negated {
			s.pushOttoAfter(pl.OttoAfter, pl.OttoHit)
		}
	case plHitBack:
		s.Tasks[i].Step = plDone
		if !pl.Negated {
			s.push(Task{Op: tHitBack, Play: t.Play, P: s.Active, A: 0})
		}
	default:
		s.pop()
		if r := &s.Round; r.Active && !r.Looping && r.StartPlay == t.Play {
			r.Looping = true
			s.push(Task{Op: tRound, P: r.Starter, Play: -1})
			return
		}
		if !s.playInProgress() {
			s.push(Task{Op: tCheckLoss, P: -1, Play: -1})
		}
	}
}

// playInProgress reports whether a card or Drink is still being played or
// resolved below the top of the stack: losing waits for them.
func (s *State) playInProgress() bool {
	for _, t := range s.Tasks {
		switch t.Op {
		case tPlay, tDrinkSet, tEvent, tContest, tRevealDrink:
			return true
		}
	}
	return false
}

func (s *State) announce(pl *Play) {
	seat := int(pl.Player)
	if s.quiet {
		return
	}
	msg := s.Name(seat) + " plays " + s.playTitle(pl)
	kind := LogPlay
	switch pl.Src {
	case srcGather:
		msg = s.Name(seat) + " Gathers " + s.playTitle(pl)
	case srcHellfire:
		msg = s.Name(seat) + "'s Hellfire fires"
		kind = LogHellfireFires
	case srcScarab:
		msg = s.Name(seat) + "'s Scarab bites " + s.Name(s.pickedOther(pl)) + " at the end of the turn"
		s.Log = append(s.Log, Event{Turn: s.TurnNo, Kind: LogPlay, Seat: int8(seat), Text: endSentence(msg)})
		return
	case srcStart, srcEvent:
		return
	case srcMinion:
		msg = s.Name(seat) + "'s " + s.playTitle(pl) + " acts"
	case srcOtto:
		msg = "Otto reveals " + s.playTitle(pl) + " (" + s.OttoBoxText(pl.Card, int(pl.Mode)) + ")"
	}
	if pl.FromPlot {
		msg += " from the Plotted Cards area"
	}
	if pl.Picks != 0 {
		msg += " on"
		first := true
		for q := range s.Players {
			if pl.Picks&bit(q) != 0 {
				if !first {
					msg += " and"
				}
				msg += " " + s.Name(q)
				first = false
			}
		}
	}
	if pl.MinionPick > 0 && pl.Src != srcMinion {
		// a Minion picked in place of a player (or a hit-back at one)
		if pl.Picks != 0 {
			msg += " and"
		} else {
			msg += " on"
		}
		msg += " " + s.Title(CardID(pl.MinionPick-1))
	}
	if pl.Harvested {
		msg += ", Harvesting"
	}
	if pl.Spent > 0 {
		msg += ", spending " + strconv.Itoa(int(pl.Spent)) + " Momentum"
	}
	if pl.Revealed > 0 {
		msg += ", revealing " + strconv.Itoa(int(pl.Revealed)) + " Pet(s)"
	}
	s.Log = append(s.Log, Event{Turn: s.TurnNo, Kind: kind, Seat: int8(seat), Text: endSentence(msg)})
}

// chooseBranch asks for a choose_one by=you, fixed on play. Returns true
// while waiting for an answer.
func (s *State) chooseBranch(i int, pl *Play, md *card.Mode) bool {
	e := findChooseYou(md)
	if e == nil || pl.Choice >= 0 {
		return false
	}
	if o, ok := s.answered(); ok {
		pl.Choice = int8(o.N)
		return false
	}
	var buf optBuf
	opts := buf[:0]
	for bi, b := range e.Branches {
		if b.Timing != "" && s.modes(pl)[pl.Mode].Timing != b.Timing && !s.branchFits(pl, &b) || !s.branchUsable(i, pl, b.Effects) {
			continue
		}
		o := opt("choose:"+strconv.Itoa(bi), describeEffects(b.Effects))
		o.N = int16(bi)
		opts = append(opts, o)
	}
	if len(opts) == 1 {
		pl.Choice = int8(opts[0].N)
		return false
	}
	if len(opts) == 0 {
		pl.Choice = 0
		return false
	}
	s.askChoosing(pl, DecChoose, closeSentence("Choose the effect of "+s.playTitle(pl), "."), opts)
	return true
}

// branchFits: a branch with its own timing is only usable in that window.
func (s *State) branchFits(pl *Play, b *card.Branch) bool {
	w := -1
	for j := len(s.Tasks) - 1; j >= 0; j-- {
		if s.Tasks[j].Op == tWindow {
			w = j
			break
		}
	}
	switch b.Timing {
	case card.TimingGamblingTurn:
		return s.Round.Active && w < 0
	case card.TimingStartOfTurn:
		return s.Phase == PhaseStartOfTurn
	case card.TimingRoundStart:
		return s.Round.Active
	case card.TimingEventRevealed:
		return w >= 0 && s.Tasks[w].A == winPlay && s.Plays[s.Tasks[w].Play].Src == srcEvent
	}
	return true
}

func findChooseYou(md *card.Mode) *card.Effect {
	for ci := range md.Clauses {
		for ei := range md.Clauses[ci].Effects {
			e := &md.Clauses[ci].Effects[ei]
			if e.Op == "choose_one" && e.By != "target" {
				return e
			}
		}
	}
	return nil
}

// describeEffects gives a short label for a list of effects (choices).
func describeEffects(es []card.Effect) string {
	out := ""
	for i, e := range es {
		if i > 0 {
			out += ", "
		}
		out += describeEffect(&e)
	}
	return out
}

func describeEffect(e *card.Effect) string {
	n := ""
	if len(e.Args) > 0 && e.Args[0].IsNum {
		n = strconv.Itoa(e.Args[0].Num)
	}
	switch e.Op {
	case "lose_fortitude":
		return "lose " + n + " Fortitude"
	case "gain_fortitude":
		return "gain " + n + " Fortitude"
	case "gain_alcohol":
		return "gain " + n + " Alcohol Content"
	case "lose_alcohol":
		return "lose " + n + " Alcohol Content"
	case "pay_gold":
		return "pay " + n + " Gold"
	case "plant":
		return "Plant a Mushroom"
	case "grow":
		return "Grow each Mushroom"
	case "leave_round":
		return "leave the Round of Gambling"
	case "ignore":
		if len(e.Args) > 0 && e.Args[0].Word == "event" {
			return "Ignore the Event"
		}
		return "Ignore it"
	case "discard":
		if firstWord(e) == "any_card" {
			return "discard " + n + " cards"
		}
		return "discard an Action Card"
	case "status":
		return "Ignore all Action Cards until the end of the next turn"
	case "drink_from_deck":
		return "drink the top Drink of the Drink Deck"
	case "take_control":
		return "take control of the Round"
	case "plotted_to_hand":
		return "return your Plotted Cards to your hand"
	}
	return e.Op
}

// pickDrink: a card that changes a Drink, played in a Drink window, affects
// one pending Drink; with several candidates (split halves, copies, a
// Drinking Contest) its player picks which. A card played there that is no
// Drink card (an Anytime Card: "Tip the Barkeep", "Gain 2 Fortitude")
// changes no Drink and is not asked.
func (s *State) pickDrink(i int, pl *Play, md *card.Mode) bool {
	w := int(s.Tasks[i].C)
	if pl.RespDrink >= 0 || w < 0 || s.Tasks[w].Op != tWindow || s.Tasks[w].A != winDrink {
		return false
	}
	if md.Timing != card.TimingOwnDrink && md.Timing != card.TimingOtherDrink {
		return false
	}
	if o, ok := s.answered(); ok {
		pl.RespDrink = int8(o.N)
		return false
	}
	own := md.Timing == card.TimingOwnDrink
	cands := s.drinkCandidates(int(pl.Player), md, own)
	if len(cands) == 0 {
		return false
	}
	if len(cands) == 1 {
		pl.RespDrink = int8(cands[0])
		return false
	}
	var opts []Option
	for _, d := range cands {
		dr := &s.Drinks[d]
		o := opt("drink:"+strconv.Itoa(d), s.Name(int(dr.Drinker))+"'s Drink ("+strconv.Itoa(int(dr.Alc))+" Alcohol)")
		o.N = int16(d)
		opts = append(opts, o)
	}
	s.askChoosing(pl, DecDrinkPick, "Which Drink does "+s.playTitle(pl)+" affect?", opts)
	return true
}

// branchUsable: a choice that leaves a Round needs a Round you are in; one
// that Ignores an Event needs an Event being responded to.
func (s *State) branchUsable(i int, pl *Play, es []card.Effect) bool {
	w := int(s.Tasks[i].C)
	for k := range es {
		switch es[k].Op {
		case "leave_round":
			if !s.Round.Active || s.Round.In&s.teamSeats(int(s.Players[pl.Player].Team)) == 0 {
				return false
			}
		case "ignore":
			if firstWord(&es[k]) == "event" {
				if w < 0 || s.Tasks[w].Op != tWindow || s.Tasks[w].A != winPlay || s.Plays[s.Tasks[w].Play].Src != srcEvent {
					return false
				}
			}
		}
	}
	return true
}
