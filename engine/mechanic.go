package engine

import (
	"fmt"
	"slices"
	"strconv"

	"undercity/engine/card"
)

// Mechanics as modules. The components a character brings to the table
// are generic: numbered counters (Momentum, Hellfire, Blood, Scarabs, the
// Medical Supplies...) and piles of cards (Plotted Cards, the Planter Box,
// the Waiting room, Minions, form decks...). Each is registered here once,
// from the file of the mechanic that owns it (mech_*.go), and kept in a
// Player's Counters and piles (State.Pile; piles.go), indexed by its id. Clone, Observation, the
// View, snapshots, Hash, the invariants and the scenario loader iterate
// the registry and never name a component; a new mechanic is its own file.

// CounterID indexes Player.Counters.
type CounterID uint8

// PileID names one of a seat's piles (State.Pile).
type PileID uint8

// Room in a Player for registered components (fixed arrays: a Clone copies
// them with the Player, without allocating; a pile's cards are in the
// State's list of pile ids).
const (
	MaxCounters = 16
	MaxPiles    = 12
)

// Visibility says who may see the cards of a pile.
type Visibility uint8

const (
	// VisPublic: face up, everyone sees them.
	VisPublic Visibility = iota
	// VisTeam: its owner and their teammates see them; the others know
	// how many (Plotted Cards).
	VisTeam
	// VisHidden: face down, nobody sees them, its owner neither; everyone
	// knows how many (a side deck, a form deck).
	VisHidden
)

// CounterSpec is a number on a seat's mat.
type CounterSpec struct {
	Name string // in saves, the View and scenarios ("momentum")
	// Mechanic: the character mechanic that brings it (shown on its mat
	// even at 0); "" for a counter any seat may hold.
	Mechanic string
	// Max is the largest value the seat may hold (the invariants check
	// 0..Max); nil: any value from 0.
	Max func(s *State, seat int) int
	// Set: the scenario key grouping it with others ("supplies":
	// {"bandage": 1}); "": a key of its own.
	Set string
	// Place sets it in a scenario (nil: to the value, checked against
	// Mechanic and Max).
	Place func(s *State, seat, n int) error
	// Note is what the seat's mat writes beside it (what the Hellfire
	// tracker's fire spot does); nil: nothing.
	Note func(s *State, seat int) string
	// Worth is what each of its tokens is worth to the seat's standing in
	// the computer players' evaluation (State.Worth), in points of about
	// one Fortitude each.
	Worth float64
}

// PileSpec is a group of cards in front of a seat.
type PileSpec struct {
	Name string // in saves, the View and scenarios: its Zone's name
	// Zone is where its cards are (CardInst.Zone); ZoneNone registers a
	// new zone of the pile's name.
	Zone     Zone
	Mechanic string // as CounterSpec.Mechanic ("" shown only when it holds cards)
	Vis      Visibility
	// OwnPool: a hidden pile an Observation deals apart (a side deck);
	// otherwise its cards are dealt with the character's hand and deck
	// (form cards join them).
	OwnPool bool
	// Slots: the pile keeps empty slots (NoCard), the Waiting room.
	Slots bool
	// Marks: the pile lists cards that are in another pile (the Minions
	// that acted), not where they are; it is not a zone of its own.
	Marks bool
	// Group: the number of piles it is (form decks), 0 or 1 for one;
	// Used says how many a seat has (nil: all).
	Group int
	Used  func(s *State, seat int) int
	// Scenario: the scenario key that places its cards, when it is not
	// a list of card ids by the pile's name ("box": Mushrooms with their
	// Rake Tokens).
	Scenario string
	// Worth is what each of its cards is worth to the seat's standing in
	// the computer players' evaluation (State.Worth).
	Worth float64
}

// Mechanic is what a character mechanic does at the table beyond its
// components.
type Mechanic struct {
	Name string // as in a character's "mechanics"
	// index: its place in mechanicList (Content.mechs has one bit a
	// mechanic).
	index int
	// Setup runs at setup for a seat whose character has the mechanic,
	// once its decks are built (before they are shuffled).
	Setup func(s *State, seat int)
	// Deal runs when the hands are dealt (not in a scenario placed past
	// setup), after the seat's hand is drawn.
	Deal func(s *State, seat int)
	// Check is its invariant, checked after every step.
	Check func(s *State, seat int) error
	// CheckTable is an invariant over the whole table (the Scarab Tokens
	// are conserved), checked after every step whoever has it.
	CheckTable func(s *State) error
	// Hooks are what it does at points of its seats' turns (their
	// Mechanic is set to the mechanic's name).
	Hooks []TurnHook
	// Anytime adds the options it offers its seat wherever Anytime Cards
	// may be played (Terci treats a Waiting Patient), and Chosen starts
	// what one of them does when picked (false: not one of its options).
	Anytime func(s *State, seat int, opts []Option) []Option
	// CanAnytime, if set, reports whether Anytime would offer anything,
	// without building the options (most windows offer nothing).
	CanAnytime func(s *State, seat int) bool
	Chosen     func(s *State, seat int, o Option) bool
	// Draw, when it gives a task, draws the seat up to its hand size in
	// its Discard and Draw instead of the engine (Vlazlo buys form cards
	// first); discarded is how many cards it discarded (0 in a team game:
	// logged as they were).
	Draw func(s *State, seat, discarded int) (Task, bool)
	// Resolved runs when a play (its index in State.Plays) of a seat with
	// the mechanic has resolved, after all its other effects (the card's
	// Blood or Medical Supply icons).
	Resolved func(s *State, play int)
	// Tasks are the engine's tasks it runs (TaskSpec; a new mechanic's
	// own tasks: RegisterTask, which gives each its op).
	Tasks []TaskSpec
	// Costs are the optional costs of a card's clauses its seat may pay
	// (Harvest from the Planter Box, Spend Momentum; their Mechanic is set
	// to the mechanic's name): a seat without the mechanic is not asked.
	Costs []CostSpec
	// Effects are the effect primitives that change only its components
	// ("plot", "gain_supply"): they do nothing to a seat without it.
	Effects []string
	// Worth is what its components are worth to the seat's standing in
	// the computer players' evaluation beyond their counters' and piles'
	// own Worth (the Harvest Value in a Planter Box); nil: nothing.
	Worth func(s *State, seat int) float64
	// Words are the numbers a card may count for it: a condition's
	// subject (if(momentum>=2)), an X's source (X=minions(max=3)).
	Words []CardWord
	// CheckCharacter checks each character's data as it is loaded: one
	// that declares the mechanic has its parts (a Hellfire tracker), one
	// that does not has none (a Scarab supply); CheckCard each card's (a
	// Minion has its Wages). nil: nothing to check.
	CheckCharacter func(c *card.Character) error
	CheckCard      func(d *card.Def) error
	// Icons are the icons a card may carry for it, each a summary key
	// name=n (blood=2), read with card.Def.Icon.
	Icons []string
}

// TurnPoint is a point of a turn where mechanics act.
type TurnPoint uint8

const (
	// AtStartOfTurn: the beginning of the seat's turn, once the
	// start-of-turn cards were played; one hook a step, each hook's
	// tasks done before the next hook runs.
	AtStartOfTurn TurnPoint = iota
	// AtPlot: after Discard and Draw, before the Action Phase (every
	// acting teammate's at once in a team game).
	AtPlot
	// AtEndOfTurn: the end of the seat's turn (Otto's too), before the
	// Prizes' time limit; one hook a step as at the start.
	AtEndOfTurn
	// AtNewTurn: a turn begins, anyone's (Otto's, a team's), before
	// anything else of it, even the start-of-turn cards: the hooks run at
	// once for every seat at the table, whoever's turn it is, and push no
	// tasks (the Minions that acted may act again).
	AtNewTurn
	numTurnPoints
)

// TurnHook is something done at a point of a seat's turn.
type TurnHook struct {
	At TurnPoint
	// Order places it among the hooks of its point, smallest first (then
	// in the order registered). The start of a turn: 10 the Planter Box,
	// 20 a character's own start-of-turn effect, 30 the Plotted Cards, 40
	// the Waiting room; its end: 10 the Gather, 20 a Scarab's bite; when
	// a turn begins (AtNewTurn): the Minions that acted.
	Order int
	// Mechanic: it runs for a seat whose character has it; "" for every
	// seat (held Scarabs bite any holder).
	Mechanic string
	// Run does it: it may act at once or push tasks (at a point where the
	// hooks run at once, their tasks run in the order pushed).
	Run func(s *State, seat int)
}

// TaskSpec is a kind of task a mechanic adds to the engine's stack.
type TaskSpec struct {
	// Op is its TaskOp: one of the engine's (a game's saved stack names
	// them by number), or 0 for a new one RegisterTask numbers (in the
	// order registered) and returns.
	Op TaskOp
	// Run runs the task at index i of the stack (it pops itself when
	// done).
	Run func(s *State, i int)
	// Personal: it belongs to Task.P and ends when that player is out.
	Personal bool
}

// CostSpec is an optional cost of a card's clause (its card.Modifier) and
// how its player pays it while playing the card (costs.go, payCosts).
type CostSpec struct {
	Modifier card.Modifier
	// Mechanic: only a seat whose character has it is asked; "" any seat.
	Mechanic string
	// Ask asks the play's player whether (and how much) to pay for clause
	// cl, in the task at index i of the stack that pays the play's costs:
	// true while waiting for the answer.
	Ask func(s *State, i int, pl *Play, cl *card.Clause) bool
	// CanPay reports whether the seat can pay clause cl now (an Ignore
	// response that hits back behind the cost may then be played against
	// a card that can't be Ignored: cantignore.go); nil: never counted.
	CanPay func(s *State, seat int, cl *card.Clause) bool
}

type pileInfo struct {
	*PileSpec
	k int // index in its group
}

var (
	counterSpecs []*CounterSpec
	pileInfos    []pileInfo
	mechanicList []*Mechanic
	// turnHooks are the registered hooks of each point, in order.
	turnHooks [numTurnPoints][]TurnHook
	// taskRuns: the registered tasks' runners, by op (task.go runs them).
	taskRuns [256]func(s *State, i int)
	// nextTaskOp is the op the next new task gets.
	nextTaskOp = tLastOp
	// What has a Worth (State.Worth reads only these).
	worthCounters []CounterID
	worthPiles    []PileID
	worthMechs    []*Mechanic
	// The mechanics with each of these (the engine asks only them).
	resolvedMechs, drawMechs, anytimeMechs, chosenMechs []*Mechanic
	// pileZone: the zones some registered pile holds (detach looks for
	// a card in the seats' piles only then).
	pileZone [256]bool
	// costSpecs are the registered costs, one per modifier.
	costSpecs []*CostSpec
	// effectMechanic: the mechanic a seat needs for an effect primitive
	// to do anything to it (Mechanic.Effects), by primitive's code; "" for
	// none.
	effectMechanic [256]string
)

// RegisterCounter adds a counter to every seat and returns its id.
func RegisterCounter(c CounterSpec) CounterID {
	if len(counterSpecs) >= MaxCounters {
		panic("engine: too many counters (MaxCounters)")
	}
	counterSpecs = append(counterSpecs, &c)
	id := CounterID(len(counterSpecs) - 1)
	if c.Worth != 0 {
		worthCounters = append(worthCounters, id)
	}
	return id
}

// RegisterPile adds a pile (or a group of piles) to every seat and returns
// its id (the first of a group's).
func RegisterPile(p PileSpec) PileID {
	n := max(p.Group, 1)
	if len(pileInfos)+n > MaxPiles {
		panic("engine: too many piles (MaxPiles)")
	}
	if p.Zone == ZoneNone && !p.Marks {
		if _, ok := zoneByName(p.Name); ok {
			panic("engine: pile " + p.Name + " names a zone that exists")
		}
		p.Zone = Zone(len(zoneNames))
		zoneNames = append(zoneNames, p.Name)
	}
	pileZone[p.Zone] = true
	id := PileID(len(pileInfos))
	for k := 0; k < n; k++ {
		pileInfos = append(pileInfos, pileInfo{&p, k})
		if p.Worth != 0 {
			worthPiles = append(worthPiles, id+PileID(k))
		}
	}
	return id
}

// RegisterMechanic adds a mechanic: its setup, invariants, turn hooks,
// tasks, worth, the words its cards count and the checks of its data.
func RegisterMechanic(m Mechanic) {
	subjects, xs := wordsData(m.Words)
	card.AddMechanic(card.MechanicData{Name: m.Name, Subjects: subjects, XSources: xs,
		Icons: m.Icons, Check: m.CheckCharacter, CheckCard: m.CheckCard})
	for _, w := range m.Words {
		RegisterWord(w)
	}
	for _, h := range m.Hooks {
		h.Mechanic = m.Name
		RegisterTurnHook(h)
	}
	for _, t := range m.Tasks {
		RegisterTask(t)
	}
	for _, c := range m.Costs {
		c.Mechanic = m.Name
		RegisterCost(c)
	}
	for _, op := range m.Effects {
		c := card.OpCodeOf(op)
		switch {
		case c == 0:
			panic("engine: mechanic " + m.Name + " claims " + op + ", not an effect primitive")
		case effectMechanic[c] != "":
			panic("engine: effect " + op + " claimed twice")
		}
		effectMechanic[c] = m.Name
	}
	m.index = len(mechanicList)
	mechanicList = append(mechanicList, &m)
	for _, l := range []struct {
		has  bool
		list *[]*Mechanic
	}{{m.Worth != nil, &worthMechs}, {m.Resolved != nil, &resolvedMechs}, {m.Draw != nil, &drawMechs},
		{m.Anytime != nil, &anytimeMechs}, {m.Chosen != nil, &chosenMechs}} {
		if l.has {
			*l.list = append(*l.list, &m)
		}
	}
}

// RegisterTurnHook adds a hook at a point of the turn (a mechanic's
// hooks: Mechanic.Hooks).
func RegisterTurnHook(h TurnHook) {
	hs := turnHooks[h.At]
	k := len(hs)
	for k > 0 && hs[k-1].Order > h.Order {
		k--
	}
	turnHooks[h.At] = slices.Insert(hs, k, h)
}

// RegisterTask adds a kind of task and returns its op: t.Op, or a new op
// when t.Op is 0. A new op is numbered in the order registered, so a
// saved game's stack reads the same in a build that registers the same.
func RegisterTask(t TaskSpec) TaskOp {
	if t.Op == tNone {
		if nextTaskOp == 255 {
			panic("engine: too many tasks")
		}
		t.Op = nextTaskOp
		nextTaskOp++
	}
	if taskRuns[t.Op] != nil {
		panic("engine: task " + strconv.Itoa(int(t.Op)) + " registered twice")
	}
	taskRuns[t.Op] = t.Run
	personal[t.Op] = t.Personal
	return t.Op
}

// RegisterCost adds an optional cost of a card's clause (a mechanic's:
// Mechanic.Costs).
func RegisterCost(c CostSpec) {
	if costOf(c.Modifier) != nil {
		panic("engine: cost " + string(c.Modifier) + " registered twice")
	}
	costSpecs = append(costSpecs, &c)
}

// costOf is the registered cost of a modifier, nil when it has none.
func costOf(m card.Modifier) *CostSpec {
	for _, c := range costSpecs {
		if c.Modifier == m {
			return c
		}
	}
	return nil
}

// costOn reports whether seat q may pay cost c.
func (s *State) costOn(c *CostSpec, q int) bool {
	return c.Mechanic == "" || s.hasMechanic(q, c.Mechanic)
}

// Counters lists the registered counters, in id order.
func Counters() []CounterSpec {
	out := make([]CounterSpec, len(counterSpecs))
	for i, c := range counterSpecs {
		out[i] = *c
	}
	return out
}

// Piles lists the registered piles, in id order (a group once per pile).
func Piles() []PileSpec {
	out := make([]PileSpec, len(pileInfos))
	for i, p := range pileInfos {
		out[i] = *p.PileSpec
	}
	return out
}

// CounterByName returns the id of a registered counter.
func CounterByName(name string) (CounterID, bool) {
	for i, c := range counterSpecs {
		if c.Name == name {
			return CounterID(i), true
		}
	}
	return 0, false
}

// PileByName returns the id of a registered pile (the first of a group).
func PileByName(name string) (PileID, bool) {
	for i, p := range pileInfos {
		if p.Name == name && p.k == 0 {
			return PileID(i), true
		}
	}
	return 0, false
}

// PileByKey returns the registered pile (the first of a group) a
// scenario names by its name or by its PileSpec.Scenario key ("minions").
func PileByKey(key string) (PileID, bool) {
	if id, ok := PileByName(key); ok {
		return id, true
	}
	for i, p := range pileInfos {
		if p.Scenario == key && p.k == 0 {
			return PileID(i), true
		}
	}
	return 0, false
}

// PileKey names one pile of a group in a save: "form_deck.1".
func PileKey(id PileID) string { return pileKey(id) }

// pileKey names one pile of a group in a save: "form_deck.1".
func pileKey(id PileID) string {
	p := pileInfos[id]
	if p.Group > 1 {
		return p.Name + "." + strconv.Itoa(p.k)
	}
	return p.Name
}

// Counter is the value of one of the seat's counters.
func (p *Player) Counter(c CounterID) int { return int(p.Counters[c]) }

// used reports whether a seat has pile id (a group's piles past the ones
// its character has are not used).
func (s *State) used(seat int, id PileID) bool {
	p := pileInfos[id]
	return p.Used == nil || p.k < p.Used(s, seat)
}

// group returns how many piles of the group starting at id the seat uses.
func (s *State) group(seat int, id PileID) int {
	p := pileInfos[id]
	n := max(p.Group, 1)
	if p.Used != nil {
		n = min(n, p.Used(s, seat))
	}
	return n
}

// mechanicsOf calls f for each registered mechanic the seat's character
// has.
func (s *State) mechanicsOf(seat int, f func(m *Mechanic)) { s.mechanicsIn(mechanicList, seat, f) }

// mechanicsIn calls f for each mechanic of list the seat's character has.
func (s *State) mechanicsIn(list []*Mechanic, seat int, f func(m *Mechanic)) {
	if len(list) == 0 {
		return
	}
	c := s.Players[seat].Char
	if c < 0 {
		return
	}
	for _, m := range list {
		if s.content.hasMechanic(c, m) {
			f(m)
		}
	}
}

// hasMechanic reports whether character c (not -1) has mechanic m.
func (ct *Content) hasMechanic(c int8, m *Mechanic) bool {
	if m.index < ct.nMechs && int(c) < len(ct.mechs) {
		return ct.mechs[c]&(1<<m.index) != 0
	}
	return ct.Chars[c].HasMechanic(m.Name)
}

// charMechanics gives each character the bits of the registered mechanics
// it has (the first 64; mechanicsIn asks the character about any others
// and any registered after the content was made).
func charMechanics(chars []*card.Character) (mechs []uint64, n int) {
	n = min(len(mechanicList), 64)
	mechs = make([]uint64, len(chars))
	for i, ch := range chars {
		for _, m := range mechanicList[:n] {
			if ch.HasMechanic(m.Name) {
				mechs[i] |= 1 << m.index
			}
		}
	}
	return mechs, n
}

// setupModules runs the setup of the seat's mechanics.
func (s *State) setupModules(seat int) {
	s.mechanicsOf(seat, func(m *Mechanic) {
		if m.Setup != nil {
			m.Setup(s, seat)
		}
	})
}

// hookOn reports whether hook h runs for seat q.
func (s *State) hookOn(h *TurnHook, q int) bool {
	return h.Mechanic == "" || s.hasMechanic(q, h.Mechanic)
}

// runHookStep runs the k-th hook at point at for seat q (a step of the
// start or the end of a turn); false when there are no more.
func (s *State) runHookStep(at TurnPoint, k, q int) bool {
	hs := turnHooks[at]
	if k < 0 || k >= len(hs) {
		return false
	}
	if h := &hs[k]; s.hookOn(h, q) {
		h.Run(s, q)
	}
	return true
}

// runHooks runs every hook at point at for each seat in order, at once:
// the tasks each hook pushes run before those of the hooks run after it
// (the first seat's first), as pushSeq would.
func (s *State) runHooks(at TurnPoint, seats ...int) {
	n := len(s.Tasks)
	var ends []int // where each hook's tasks end, above n
	for _, q := range seats {
		for k := range turnHooks[at] {
			if h := &turnHooks[at][k]; s.hookOn(h, q) {
				h.Run(s, q)
				if len(s.Tasks) > n && (len(ends) == 0 || ends[len(ends)-1] < len(s.Tasks)) {
					ends = append(ends, len(s.Tasks))
				}
			}
		}
	}
	if len(ends) < 2 {
		return
	}
	pushed := slices.Clone(s.Tasks[n:])
	s.Tasks = s.Tasks[:n]
	for k := len(ends) - 1; k >= 0; k-- {
		from := n
		if k > 0 {
			from = ends[k-1]
		}
		s.Tasks = append(s.Tasks, pushed[from-n:ends[k]-n]...)
	}
}

// Worth is what a seat's components are worth to its standing, in points
// of about one Fortitude each, for the computer players' evaluation: each
// registered counter's and pile's Worth by token or card, and its
// mechanics' own Worth.
func (s *State) Worth(seat int) float64 {
	p := &s.Players[seat]
	v := 0.0
	for _, i := range worthCounters {
		v += counterSpecs[i].Worth * float64(p.Counters[i])
	}
	for _, i := range worthPiles {
		v += pileInfos[i].Worth * float64(len(s.pile(seat, i)))
	}
	s.mechanicsIn(worthMechs, seat, func(m *Mechanic) { v += m.Worth(s, seat) })
	return v
}

// anytimeModules adds the options the seat's mechanics offer wherever
// Anytime Cards may be played. A mechanic is handed no room of the
// caller's: a slice passed to a function value escapes, and the callers'
// option lists live on their stacks (most windows offer a mechanic's seat
// nothing, and then nothing is allocated).
func (s *State) anytimeModules(seat int, opts []Option) []Option {
	s.mechanicsIn(anytimeMechs, seat, func(m *Mechanic) { opts = append(opts, m.Anytime(s, seat, nil)...) })
	return opts
}

// anyAnytimeModule reports whether anytimeModules would offer anything.
// (Most windows ask it of every seat: it calls no function of a seat
// without such a mechanic.)
func (s *State) anyAnytimeModule(seat int) bool {
	c := s.Players[seat].Char
	if c < 0 {
		return false
	}
	for _, m := range anytimeMechs {
		if s.content.hasMechanic(c, m) && (m.CanAnytime != nil && m.CanAnytime(s, seat) || m.CanAnytime == nil && len(m.Anytime(s, seat, nil)) > 0) {
			return true
		}
	}
	return false
}

// chosenModules starts what an option one of the seat's mechanics offered
// does; false when none did.
func (s *State) chosenModules(seat int, o Option) (done bool) {
	s.mechanicsIn(chosenMechs, seat, func(m *Mechanic) {
		if !done {
			done = m.Chosen(s, seat, o)
		}
	})
	return done
}

// drawTask is the task of the first of the seat's mechanics that draws
// for it in Discard and Draw (Mechanic.Draw), if any.
func (s *State) drawTask(seat, discarded int) (t Task, ok bool) {
	s.mechanicsIn(drawMechs, seat, func(m *Mechanic) {
		if !ok {
			t, ok = m.Draw(s, seat, discarded)
		}
	})
	return t, ok
}

// resolvedModules runs the Resolved of the mechanics of the seat whose
// play has resolved.
func (s *State) resolvedModules(play int) {
	s.mechanicsIn(resolvedMechs, int(s.Plays[play].Player), func(m *Mechanic) { m.Resolved(s, play) })
}

// checkTables runs the mechanics' table invariants.
func (s *State) checkTables() error {
	for _, m := range mechanicList {
		if m.CheckTable != nil {
			if err := m.CheckTable(s); err != nil {
				return err
			}
		}
	}
	return nil
}

// checkComponents checks every seat's counters and its mechanics'
// invariants.
func (s *State) checkComponents() error {
	for q := range s.Players {
		p := &s.Players[q]
		for i, c := range counterSpecs {
			v := int(p.Counters[i])
			if v < 0 || c.Max != nil && v > c.Max(s, q) {
				return fmt.Errorf("%s's %s %d out of range", s.Name(q), c.Name, v)
			}
		}
		var err error
		s.mechanicsOf(q, func(m *Mechanic) {
			if err == nil && m.Check != nil {
				err = m.Check(s, q)
			}
		})
		if err != nil {
			return err
		}
	}
	return nil
}
