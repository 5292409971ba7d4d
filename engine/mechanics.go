package engine

import (
	"strconv"
	"undercity/engine/card"
)

// Character mechanics. A character declares mechanics by name in its data
// (planter_box, momentum, plot, hellfire, medical_supplies, patients, pets);
// each is implemented once here and fed by the character's numbers.

// setupMechanics prepares a seat's components when the hands are dealt:
// each of its mechanics' Deal (Dale plants, Terci fills her Waiting room).
func (s *State) setupMechanics(seat int) {
	s.mechanicsOf(seat, func(m *Mechanic) {
		if m.Deal != nil {
			m.Deal(s, seat)
		}
	})
}

// runStartMech: the beginning of the active player's turn. Step 0:
// start-of-turn cards (Petra may keep her Plotted Cards); then one step
// a start-of-turn hook (TurnHook), in order, each hook's tasks done
// before the next: Dale grows all Mushrooms then plants, a character's
// own start-of-turn effect (Jett's), Petra discards Plotted Cards for
// Hellfire, Terci fills Waiting Patient slots.
func (s *State) runStartMech(i int) {
	t := s.Tasks[i]
	a := int(t.P)
	if t.Step == 0 {
		if o, ok := s.answered(); ok {
			if o.Key != "done" {
				s.startChosen(a, o)
				return
			}
			s.Tasks[i].Step = 1
			return
		}
		var buf optBuf
		opts := s.appendPlays(append(buf[:0], opt("done", "Continue")), a, ctx{at: atStart})
		if len(opts) > 1 {
			s.ask(a, DecChoose, "Beginning of your turn: play a card?", opts)
			return
		}
		s.Tasks[i].Step = 1
		return
	}
	s.Tasks[i].Step++
	if !s.runHookStep(AtStartOfTurn, int(t.Step)-1, a) {
		s.pop()
	}
}

func init() {
	// A character's own start-of-turn effect (Jett's Momentum): any
	// character may have one.
	RegisterTurnHook(TurnHook{At: AtStartOfTurn, Order: 20, Run: func(s *State, a int) {
		if ch := s.charOf(a); ch != nil && len(ch.StartOfTurnModes) > 0 {
			s.startSpecial(a, srcStart, NoCard, 0)
		}
	}})
}

// changeMomentum moves the seat's Momentum by d (a seat with it:
// Mechanic.Effects), within 0 and its most.
func (s *State) changeMomentum(q, d int) {
	ch := s.charOf(q)
	p := &s.Players[q]
	p.Counters[CtrMomentum] = int8(clamp(int(p.Counters[CtrMomentum])+d, 0, ch.MomentumMax))
	if !s.quiet {
		s.logf(q, LogMomentum, "%s's Momentum is %d.", s.Name(q), p.Counters[CtrMomentum])
	}
}

// growAll moves every Mushroom's Rake Token down n spots (not past the bottom).
func (s *State) growAll(q, n int) {
	for _, id := range s.pile(q, PileBox) {
		d := s.Def(id)
		c := &s.Cards[id]
		c.Rake = int8(clamp(int(c.Rake)+n, 0, len(d.Values)-1))
	}
	if len(s.pile(q, PileBox)) > 0 && !s.quiet {
		s.logf(q, LogGrow, "%s's Mushrooms grow %d.", s.Name(q), n)
	}
}

// revealMushroom takes the top of the Mushroom Deck, reshuffling its discards.
func (s *State) revealMushroom(q int) CardID {
	deck, discard := s.pile(q, PileSideDeck), s.pile(q, PileSideDiscard)
	id, _ := s.takeTop(&deck, &discard, ZoneSideDeck, ZoneNone)
	s.setPile(q, PileSideDeck, deck)
	s.setPile(q, PileSideDiscard, discard)
	return id
}

// takeTop takes the top card (the last) of deck into zone, first shuffling
// discard into deck (its cards into deckZone) when deck is empty, which it
// reports; NoCard when both are empty.
func (s *State) takeTop(deck, discard *[]CardID, deckZone, zone Zone) (id CardID, reshuffled bool) {
	if len(*deck) == 0 {
		*deck = append(*deck, *discard...)
		*discard = (*discard)[:0]
		for _, c := range *deck {
			s.Cards[c].Zone = deckZone
		}
		s.shuffle(*deck)
		reshuffled = true
	}
	if len(*deck) == 0 {
		return NoCard, reshuffled
	}
	id = (*deck)[len(*deck)-1]
	*deck = (*deck)[:len(*deck)-1]
	s.Cards[id].Zone = zone
	return id, reshuffled
}

// plantNow plants a revealed Mushroom into a box with room.
func (s *State) plantNow(q int, id CardID) {
	if id == NoCard {
		id = s.revealMushroom(q)
		if id == NoCard {
			return
		}
	}
	s.Cards[id].Zone = ZonePlanterBox
	s.Cards[id].Rake = 0
	s.pushPile(q, PileBox, id)
	if !s.quiet {
		s.logf(q, LogPlant, "%s plants %s.", s.Name(q), s.Title(id))
	}
}

// runPlant: plant one Mushroom (a seat with the Planter Box: the
// mechanic's hook, or its "plant": Mechanic.Effects); with a full box, choose which to discard
// (no one acts meanwhile). Task.A holds the revealed Mushroom + 1.
func (s *State) runPlant(i int) {
	t := s.Tasks[i]
	q := int(t.P)
	ch := s.charOf(q)
	if ch == nil {
		s.pop()
		return
	}
	if o, ok := s.answered(); ok {
		s.pop()
		newID := CardID(t.A - 1)
		if o.Card == newID {
			s.toDiscard(newID)
			s.logf(q, LogPlant, "%s discards the new %s.", s.Name(q), s.Title(newID))
			return
		}
		s.toDiscard(o.Card)
		s.plantNow(q, newID)
		return
	}
	if t.A == 0 {
		id := s.revealMushroom(q)
		if id == NoCard {
			s.pop()
			return
		}
		if len(s.pile(q, PileBox)) < ch.PlanterBoxMax {
			s.pop()
			s.plantNow(q, id)
			return
		}
		s.Tasks[i].A = int16(id) + 1
		s.Cards[id].Zone = ZoneInPlay
	}
	newID := CardID(s.Tasks[i].A - 1)
	opts := []Option{cardOpt("discard", newID, "Discard the new "+s.Title(newID))}
	for _, id := range s.pile(q, PileBox) {
		opts = append(opts, cardOpt("discard", id, "Discard "+s.Title(id)+" ("+strconv.Itoa(s.harvestValue(id))+")"))
	}
	s.ask(q, DecPlanter, "Your Planter Box is full: discard a Mushroom to make room, or the new "+s.Title(newID)+".", opts)
}

// pushGathers: at the end of the turn, every Mushroom on its bottom-most
// Harvest Value is discarded and its Gather effect resolves (The Evershroom
// is never Gathered).
func (s *State) pushGathers(q int) {
	var ts []Task
	for _, id := range s.pile(q, PileBox) {
		d := s.Def(id)
		if d.NeverGather || int(s.Cards[id].Rake) < len(d.Values)-1 {
			continue
		}
		ts = append(ts, Task{Op: tGather, P: int8(q), A: int16(id), Play: -1})
	}
	s.pushSeq(ts...)
}

func (s *State) runGather(i int) {
	t := s.Tasks[i]
	s.pop()
	q, id := int(t.P), CardID(t.A)
	if s.Cards[id].Zone != ZonePlanterBox {
		return
	}
	d := s.Def(id)
	for m := range d.Modes {
		if d.Modes[m].Timing == card.TimingGather {
			s.detach(id)
			s.Cards[id].Zone = ZoneInPlay
			s.startSpecial(q, srcGather, id, m)
			return
		}
	}
	s.toDiscard(id)
	s.logf(q, LogGather, "%s Gathers %s.", s.Name(q), d.Title)
}

// runHellfire gains Hellfire one spot at a time; reaching the fire spot
// resolves the tracker's effect, then the token restarts and gaining goes on.
func (s *State) runHellfire(i int) {
	t := s.Tasks[i]
	q := int(t.P)
	tr := s.hellfireTracker(q)
	if t.A <= 0 || tr == nil || s.Players[q].Out {
		s.pop()
		return
	}
	s.Tasks[i].A--
	p := &s.Players[q]
	p.Counters[CtrHellfire]++
	if int(p.Counters[CtrHellfire]) >= tr.Spots {
		p.Counters[CtrHellfire] = 0
		s.logf(q, LogHellfire, "%s's Hellfire reaches the fire spot!", s.Name(q))
		s.startSpecial(q, srcHellfire, NoCard, 0)
	}
}

// runSupply: Terci gains a Medical Supply token (A=1: any token, from
// gain_supply; otherwise the icon of the played card), capped per token.
func (s *State) runSupply(i int) {
	t := s.Tasks[i]
	q := int(t.P)
	if o, ok := s.answered(); ok {
		s.pop()
		s.gainSupply(q, int(o.N))
		return
	}
	choices := []int{0, 1, 2}
	if t.A == 0 && t.Play >= 0 {
		choices = choices[:0]
		for _, name := range s.Def(s.Plays[t.Play].Card).Supply {
			if name == "any" {
				choices = []int{0, 1, 2}
				break
			}
			for k, sn := range SupplyNames {
				if sn == name {
					choices = append(choices, k)
				}
			}
		}
	}
	max := s.charOf(q).SupplyMax
	var buf optBuf
	opts := buf[:0]
	for _, k := range choices {
		if int(s.Players[q].Supplies()[k]) < max {
			opts = append(opts, supplyOptions[k])
		}
	}
	switch len(opts) {
	case 0:
		s.pop()
	case 1:
		s.pop()
		s.gainSupply(q, int(opts[0].N))
	default:
		s.ask(q, DecChoose, "Choose a Medical Supply token.", opts)
	}
}

// supplyOptions: taking each Medical Supply token.
var supplyOptions = func() (out [len(SupplyNames)]Option) {
	for k, sn := range SupplyNames {
		out[k] = opt("supply:"+lower(sn), "Take a "+sn+" token")
		out[k].N = int16(k)
	}
	return out
}()

func (s *State) gainSupply(q, k int) {
	p := &s.Players[q]
	if int(p.Supplies()[k]) >= s.charOf(q).SupplyMax {
		return
	}
	p.Supplies()[k]++
	if !s.quiet {
		s.logf(q, LogSupply, "%s takes a %s token.", s.Name(q), SupplyNames[k])
	}
}

// fillWaiting reveals Patients into empty Waiting Patient slots.
func (s *State) fillWaiting(q int) {
	for k := range s.pile(q, PileWaiting) {
		if s.pile(q, PileWaiting)[k] != NoCard {
			continue
		}
		id := s.revealMushroom(q) // the side deck: here the Patient Deck
		if id == NoCard {
			return
		}
		s.Cards[id].Zone = ZoneWaiting
		s.pile(q, PileWaiting)[k] = id
		if !s.quiet {
			s.logf(q, LogPatient, "%s arrives in the waiting room.", s.Title(id))
		}
	}
}

// recipeCounts turns a Patient's recipe into token counts.
func recipeCounts(r []string) (c [3]int8) {
	for _, name := range r {
		for k, sn := range SupplyNames {
			if sn == name {
				c[k]++
			}
		}
	}
	return
}

// recipe is recipeCounts of a card's recipe, counted with the Content.
func (s *State) recipe(id CardID) [3]int8 {
	if d := s.defs[id]; int(d) < len(s.content.recipes) {
		return s.content.recipes[d]
	}
	return recipeCounts(s.Def(id).Recipe)
}

// recipesOf counts each definition's recipe (none: no tokens).
func recipesOf(defs []*card.Def) [][3]int8 {
	out := make([][3]int8, len(defs))
	for i, d := range defs {
		out[i] = recipeCounts(d.Recipe)
	}
	return out
}

// appendTreats offers to treat each Waiting Patient whose recipe is on the
// mat (the Waiting room's Anytime options: a seat with it).
func (s *State) appendTreats(opts []Option, q int) []Option {
	for _, id := range s.pile(q, PileWaiting) {
		if s.treatable(q, id) {
			opts = append(opts, cardOpt("treat", id, s.labels(id).treat()))
		}
	}
	return opts
}

// canTreat reports whether appendTreats would offer anything (a window
// asks only a seat that can do something).
func (s *State) canTreat(q int) bool {
	for _, id := range s.pile(q, PileWaiting) {
		if s.treatable(q, id) {
			return true
		}
	}
	return false
}

// treatable: a Waiting Patient (not an empty slot) whose recipe is on the
// seat's mat.
func (s *State) treatable(q int, id CardID) bool {
	if id == NoCard {
		return false
	}
	need, have := s.recipe(id), s.Players[q].Supplies()
	for k := range need {
		if have[k] < need[k] {
			return false
		}
	}
	return true
}

// runTreat spends the tokens and puts the Patient into hand.
func (s *State) runTreat(i int) {
	t := s.Tasks[i]
	s.pop()
	q, id := int(t.P), CardID(t.A)
	need := s.recipe(id)
	p := &s.Players[q]
	for k := range need {
		p.Supplies()[k] -= need[k]
	}
	s.toHand(q, id)
	if !s.quiet {
		s.logf(q, LogTreat, "%s treats %s, who joins their hand.", s.Name(q), s.Title(id))
	}
}

// replaceWaiting discards the first Waiting Patient and reveals a new one.
func (s *State) replaceWaiting(q int) {
	for k, id := range s.pile(q, PileWaiting) {
		if id != NoCard {
			s.toDiscard(id)
			s.pile(q, PileWaiting)[k] = NoCard
			s.fillWaiting(q)
			return
		}
	}
	s.fillWaiting(q)
}
