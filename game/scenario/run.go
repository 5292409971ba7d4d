package scenario

import (
	"errors"
	"fmt"
	"sort"
	"strconv"
	"strings"

	"undercity/ai"
	"undercity/engine"
	"undercity/engine/card"
	"undercity/game/drive"
)

// MaxDecisions bounds a run, so a scenario that never ends fails instead of
// hanging.
const MaxDecisions = 20000

// Result is the outcome of running one scenario file.
type Result struct {
	Name     string
	Path     string
	State    *engine.State // nil when the position could not be built
	Failures []string      // empty: every expectation held
	Trace    []string      // one line per decision answered
	Applied  int           // script steps applied
}

// OK reports whether every expectation held.
func (r *Result) OK() bool { return len(r.Failures) == 0 }

func (r *Result) failf(format string, args ...any) {
	r.Failures = append(r.Failures, fmt.Sprintf(format, args...))
}

// Run builds the position, plays the script and checks the expectations.
func Run(c *engine.Content, f *File) *Result {
	r := &Result{Name: f.Name, Path: f.Path}
	s, err := engine.NewScenario(c, f.Scenario)
	if err != nil {
		r.failf("building the position: %v", err)
		return r
	}
	r.State = s
	steps, err := resolveSteps(f)
	if err != nil {
		r.failf("%v", err)
		return r
	}
	turns := f.Turns
	if turns == 0 {
		turns = 1
	}
	last := max(f.Turn, 1) + turns - 1 // the scenario's first turn is its "turn" (default 1)
	seat := &script{r: r, f: f, steps: steps}
	dr := &drive.Driver{State: s, Seats: seat.seats(s), Limit: MaxDecisions,
		// the first decision of the turn after the last one run
		Stop:  func(s *engine.State, _ engine.Decision) bool { return turns > 0 && int(s.TurnNo) > last },
		After: func(s *engine.State, _ engine.Decision, _ string) error { return s.CheckInvariants() }}
	end, err := dr.Run()
	var ae *drive.AnswerError
	var he *drive.HookError
	switch {
	case errors.As(err, &ae):
		r.failf("answer %q: %v", ae.Key, ae.Err)
		return r
	case errors.As(err, &he):
		r.failf("after %s: invariant broken: %v", he.Key, he.Err)
		return r
	case err != nil:
		r.failf("%v", err)
		return r
	case end == drive.Limit:
		r.failf("stopped after %d decisions: the scenario does not end", dr.Answered)
	case end == drive.NoAnswer && !seat.stopped: // an unscripted decision failed the run
		return r
	}
	return r.check(f, seat.k)
}

// resolveSteps resolves each script step's seat (-1: any).
func resolveSteps(f *File) ([]int, error) {
	steps := make([]int, len(f.Script))
	for i, st := range f.Script {
		steps[i] = -1
		if st.Seat != nil {
			q, err := st.Seat.Resolve(f.Seats)
			if err != nil {
				return nil, fmt.Errorf("script step %d: %w", i+1, err)
			}
			steps[i] = q
		}
	}
	return steps, nil
}

// script answers every seat of a scenario from its script (one
// drive.Scripted seat): the next step when it applies to the decision,
// else the file's unscripted policy. Unless quiet, it checks each
// decision it is asked (never_offered, a step's prompt and offers) and
// writes the trace. It reads only the deciding seat's Observation, like
// any seat: the script names cards the seat can see.
type script struct {
	r       *Result
	f       *File
	steps   []int // resolved seats, -1 = any
	k       int   // script steps applied
	stopped bool  // the unscripted policy stopped the run
	quiet   bool  // no checks, no trace (Position)
}

// seats seats the script at every seat of s.
func (sc *script) seats(s *engine.State) []ai.Seat {
	seat := drive.Script("script", sc.choose)
	seats := make([]ai.Seat, s.NumSeats())
	for i := range seats {
		seats[i] = seat
	}
	return seats
}

func (sc *script) choose(obs *engine.Observation, d engine.Decision) string {
	r, f, s := sc.r, sc.f, obs.State()
	if !sc.quiet {
		r.noteOffers(f, s, d)
	}
	var chosen engine.Option
	var key, how string
	if k := sc.k; k < len(f.Script) {
		st := f.Script[k]
		if (sc.steps[k] < 0 || sc.steps[k] == d.Seat) && (st.Kind == "" || st.Kind == string(d.Kind)) {
			o, ok := PassOption(d), st.Answer == ""
			if !ok {
				o, ok = MatchOption(s, d, st.Answer)
			}
			if ok {
				if !sc.quiet {
					r.checkStep(f, s, d, k, st)
				}
				chosen, key, how = o, o.Key, "step "+strconv.Itoa(k+1)
				sc.k++
				r.Applied++
			}
		}
	}
	if key == "" {
		switch f.Unscripted {
		case Fail:
			next := "after the script's last step"
			if k := sc.k; k < len(f.Script) {
				next = "before script step " + describeStep(k, f.Script[k])
			}
			r.failf("unscripted decision %s: %s", next, describeDecision(s, d))
			return ""
		case Stop:
			if !sc.quiet {
				r.Trace = append(r.Trace, "stop at "+describeDecision(s, d))
			}
			sc.stopped = true
			return ""
		}
		chosen = PassOption(d)
		key, how = chosen.Key, "auto"
	}
	if !sc.quiet {
		r.Trace = append(r.Trace, fmt.Sprintf("%s %s %q: %s [%s] (%s)", s.Name(d.Seat), d.Kind, d.Prompt, s.CanonicalKey(chosen), key, how))
	}
	return key
}

// checkStep checks a step's expectations about the decision it applies to.
func (r *Result) checkStep(f *File, s *engine.State, d engine.Decision, k int, st Step) {
	at := fmt.Sprintf("script step %d", k+1)
	r.checkDecision(s, d, at, st.Prompt, st.Offered, st.NotOffered)
	r.checkSights(f, r.State, at+": visible", st.Visible, true)
	r.checkSights(f, r.State, at+": hidden", st.Hidden, false)
}

// checkDecision checks a decision's prompt and which answers it offers.
func (r *Result) checkDecision(s *engine.State, d engine.Decision, at, prompt string, offered, notOffered []string) {
	if prompt != "" && !strings.Contains(d.Prompt, prompt) {
		r.failf("%s: the prompt %q does not contain %q", at, d.Prompt, prompt)
	}
	for _, a := range offered {
		if _, ok := MatchOption(s, d, a); !ok {
			r.failf("%s: %q is not legal in %s", at, a, describeDecision(s, d))
		}
	}
	for _, a := range notOffered {
		if _, ok := MatchOption(s, d, a); ok {
			r.failf("%s: %q is offered in %s", at, a, describeDecision(s, d))
		}
	}
}

// noteOffers records a failure when a never_offered answer is legal.
func (r *Result) noteOffers(f *File, s *engine.State, d engine.Decision) {
	for _, no := range f.Expect.NeverOffered {
		q, err := no.Seat.Resolve(f.Seats)
		if err != nil || q != d.Seat {
			continue
		}
		if _, ok := MatchOption(s, d, no.Answer); ok {
			r.failf("never_offered: %q was offered to %s in %s", no.Answer, s.Name(q), describeDecision(s, d))
		}
	}
}

// check reports unapplied steps and checks the expectations.
func (r *Result) check(f *File, k int) *Result {
	s := r.State
	if k < len(f.Script) {
		st := f.Script[k]
		where := "the game is over"
		if d, ok := s.Pending(); ok {
			where = "stopped at " + describeDecision(s, d)
		}
		r.failf("script step %s was never applied; %s", describeStep(k, st), where)
	}
	checkExpect(r, f, s)
	return r
}

// describeStep names script step k (0-based) for a failure: "3 (jett
// respond answers "play:jett_parkour")".
func describeStep(k int, st Step) string {
	who := "any seat"
	if st.Seat != nil {
		who = st.Seat.String()
	}
	if st.Kind != "" {
		who += " " + st.Kind
	}
	return fmt.Sprintf("%d (%s answers %q)", k+1, who, st.Answer)
}

// checkSights checks what seats see of the game (the whole State s): each
// Sight is looked for in the seat's Observation, so a card counts as seen
// exactly when the engine shows it to that seat.
func (r *Result) checkSights(f *File, s *engine.State, what string, sights []Sight, visible bool) {
	for _, sg := range sights {
		viewer, err := sg.Seat.Resolve(f.Seats)
		if err != nil {
			r.failf("%s: %v", what, err)
			continue
		}
		of := -1
		if sg.Of != nil {
			if of, err = sg.Of.Resolve(f.Seats); err != nil {
				r.failf("%s: of: %v", what, err)
				continue
			}
		}
		if sg.Zone != "" && !knownZone(sg.Zone) {
			r.failf("%s: unknown zone %q (want an engine zone name: hand, deck, discard, drink_me, plotted, ...)", what, sg.Zone)
			continue
		}
		where := sightPlace(s, sg, of)
		o := s.Observation(viewer)
		seen := 0
		for _, c := range piles(o.State()) {
			if c.matches(o.State(), sg, of) && !o.Hidden(c.id) {
				seen++
			}
		}
		switch {
		case visible && seen == 0:
			r.failf("%s: %s does not see %s%s", what, s.Name(viewer), sg.Card, where)
		case !visible && seen > 0:
			r.failf("%s: %s sees %s%s", what, s.Name(viewer), sg.Card, where)
		case !visible:
			n := 0
			for _, c := range piles(s) {
				if c.matches(s, sg, of) {
					n++
				}
			}
			if n == 0 {
				r.failf("%s: no %s%s to hide from %s", what, sg.Card, where, s.Name(viewer))
			}
		}
	}
}

// sightPlace words where a Sight looks: " in Jett's hand", " in the drink_deck".
func sightPlace(s *engine.State, sg Sight, of int) string {
	switch {
	case of >= 0 && sg.Zone != "":
		return fmt.Sprintf(" in %s's %s", s.Name(of), sg.Zone)
	case of >= 0:
		return fmt.Sprintf(" among %s's cards", s.Name(of))
	case sg.Zone != "":
		return " in the " + sg.Zone
	}
	return ""
}

// knownZone reports whether name is an engine zone's name.
func knownZone(name string) bool {
	for z := engine.Zone(0); z.String() != "zone?"; z++ {
		if z.String() == name {
			return true
		}
	}
	return false
}

// placed is a card where it lies: the seat whose pile holds it (-1 for the
// shared piles).
type placed struct {
	id     engine.CardID
	holder int
}

func (c placed) matches(s *engine.State, sg Sight, of int) bool {
	return s.Def(c.id).ID == sg.Card && (of < 0 || c.holder == of) && (sg.Zone == "" || s.Cards[c.id].Zone.String() == sg.Zone)
}

// piles lists every card of the game with the seat holding it: the players'
// piles, then the shared ones, then the cards in play (held by their owner).
func piles(s *engine.State) []placed {
	var out []placed
	in := make([]bool, len(s.Cards))
	add := func(holder int, ids ...[]engine.CardID) {
		for _, l := range ids {
			for _, id := range l {
				if id != engine.NoCard {
					out = append(out, placed{id, holder})
					in[id] = true
				}
			}
		}
	}
	for q := range s.Players {
		add(q, s.Hand(q), s.Deck(q), s.Discard(q), s.DrinkMe(q), s.Pile(q, engine.PilePlotted), s.Pile(q, engine.PileBox), s.Pile(q, engine.PileSideDeck), s.Pile(q, engine.PileSideDiscard), s.Pile(q, engine.PileWaiting), s.Prizes(q), s.Pile(q, engine.PileShown), s.Pile(q, engine.PileMinions))
		add(q, s.Forms(q)...)
	}
	add(-1, s.DrinkDeck(), s.DrinkDiscard(), s.BarDeck(), s.PrizeInn(), s.PrizeBin(), s.DungeonDeck(), s.DungeonDiscard())
	for id := range s.Cards {
		if !in[id] {
			out = append(out, placed{engine.CardID(id), int(s.Cards[id].Owner)})
		}
	}
	return out
}

// PassOption is what the "pass" policy answers: the first option that is
// one of passMoves (in their order of preference), else the first option.
func PassOption(d engine.Decision) engine.Option {
	for _, pm := range passMoves {
		for _, o := range d.Options {
			if o.Verb == pm.Verb && o.Word == pm.Word && (pm.Verb != engine.VerbSpend && pm.Verb != engine.VerbReveal || o.N == pm.N) {
				return o
			}
		}
	}
	return d.Options[0]
}

// MatchOption finds the option an answer names (see engine's MatchAnswer:
// its key, its canonical key, or a prefix of the canonical key up to a colon).
func MatchOption(s *engine.State, d engine.Decision, answer string) (engine.Option, bool) {
	return s.MatchAnswer(d, answer)
}

func describeDecision(s *engine.State, d engine.Decision) string {
	keys := make([]string, len(d.Options))
	for i, o := range d.Options {
		keys[i] = s.CanonicalKey(o)
	}
	return fmt.Sprintf("%s's %s decision (%q) with options %s", s.Name(d.Seat), d.Kind, d.Prompt, strings.Join(keys, ", "))
}

// ids returns the card ids (definition ids) of instances.
func ids(s *engine.State, cs []engine.CardID) []string {
	out := make([]string, 0, len(cs))
	for _, id := range cs {
		if id == engine.NoCard {
			out = append(out, "")
			continue
		}
		out = append(out, s.Def(id).ID)
	}
	return out
}

func sortedCopy(xs []string) []string {
	out := append([]string(nil), xs...)
	sort.Strings(out)
	return out
}

func sameMultiset(a, b []string) bool {
	return strings.Join(sortedCopy(a), "\x00") == strings.Join(sortedCopy(b), "\x00")
}

// missing returns the members of want not in got (as multisets).
func missing(want, got []string) []string {
	left := map[string]int{}
	for _, g := range got {
		left[g]++
	}
	var out []string
	for _, w := range want {
		if left[w] > 0 {
			left[w]--
			continue
		}
		out = append(out, w)
	}
	return out
}

func list(xs []string) string {
	if len(xs) == 0 {
		return "[]"
	}
	return "[" + strings.Join(xs, ", ") + "]"
}

func checkExpect(r *Result, f *File, s *engine.State) {
	e := &f.Expect
	intEq := func(what string, want *int, got int) {
		if want != nil && *want != got {
			r.failf("%s: want %d, got %d", what, *want, got)
		}
	}
	seat := func(what string, ref SeatRef) int {
		q, err := ref.Resolve(f.Seats)
		if err != nil {
			r.failf("%s: %v", what, err)
			return -1
		}
		return q
	}
	keys := make([]string, 0, len(e.Players))
	for k := range e.Players {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		pe := e.Players[k]
		q := seat("players."+k, SeatRef{Char: k})
		if q < 0 {
			continue
		}
		checkPlayer(r, s, "players."+k, q, &pe)
	}
	if e.Over != nil && *e.Over != s.Over {
		r.failf("over: want %v, got %v", *e.Over, s.Over)
	}
	if e.Winners != nil {
		var want, got []string
		for _, w := range e.Winners {
			if q := seat("winners", w); q >= 0 {
				want = append(want, strconv.Itoa(q))
			}
		}
		for _, w := range s.Winners {
			got = append(got, strconv.Itoa(int(w)))
		}
		if !s.Over {
			r.failf("winners: want seats %s, but the game is not over", list(want))
		} else if !sameMultiset(want, got) {
			r.failf("winners: want seats %s, got %s", list(want), list(got))
		}
	}
	if e.Active != nil {
		if q := seat("active", *e.Active); q >= 0 && q != int(s.Active) {
			r.failf("active: want %s, got %s", s.Name(q), s.Name(int(s.Active)))
		}
	}
	if e.Phase != "" && e.Phase != s.Phase.String() {
		r.failf("phase: want %s, got %s", e.Phase, s.Phase)
	}
	intEq("turn", e.Turn, int(s.TurnNo))
	intEq("inn", e.Inn, int(s.Inn))
	if re := e.Round; re != nil {
		if re.Active != nil && *re.Active != s.Round.Active {
			r.failf("round.active: want %v, got %v", *re.Active, s.Round.Active)
		}
		intEq("round.pot", re.Pot, int(s.Round.Pot))
		if re.Controller != nil {
			if q := seat("round.controller", *re.Controller); q >= 0 && q != int(s.Round.Controller) {
				r.failf("round.controller: want %s, got %s", s.Name(q), s.Name(int(s.Round.Controller)))
			}
		}
		if re.In != nil {
			var want, got []string
			for _, w := range re.In {
				if q := seat("round.in", w); q >= 0 {
					want = append(want, s.Name(q))
				}
			}
			for q := 0; q < s.NumSeats(); q++ {
				if s.Round.In&(1<<uint(q)) != 0 {
					got = append(got, s.Name(q))
				}
			}
			if !sameMultiset(want, got) {
				r.failf("round.in: want %s, got %s", list(want), list(got))
			}
		}
	}
	if de := e.Decision; de != nil {
		d, ok := s.Pending()
		switch {
		case !ok:
			r.failf("decision: want a pending decision, but the game is over")
		default:
			if de.Seat != nil {
				if q := seat("decision.seat", *de.Seat); q >= 0 && q != d.Seat {
					r.failf("decision.seat: want %s, got %s", s.Name(q), s.Name(d.Seat))
				}
			}
			if de.Kind != "" && de.Kind != string(d.Kind) {
				r.failf("decision.kind: want %s, got %s (%s)", de.Kind, d.Kind, d.Prompt)
			}
			r.checkDecision(s, d, "decision", de.Prompt, de.Options, de.NotOffered)
		}
	}
	checkLog(r, s, e)
	r.checkSights(f, s, "visible", e.Visible, true)
	r.checkSights(f, s, "hidden", e.Hidden, false)
	if e.DrinkDeckTop != nil {
		var got []string
		for k := len(s.DrinkDeck()) - 1; k >= 0 && len(got) < len(e.DrinkDeckTop); k-- {
			got = append(got, s.Def(s.DrinkDeck()[k]).ID)
		}
		if strings.Join(got, ",") != strings.Join(e.DrinkDeckTop, ",") {
			r.failf("drink_deck_top: want %s, got %s", list(e.DrinkDeckTop), list(got))
		}
	}
	if e.DrinkDiscard != nil {
		if got := ids(s, s.DrinkDiscard()); !sameMultiset(e.DrinkDiscard, got) {
			r.failf("drink_discard: want %s, got %s", list(sortedCopy(e.DrinkDiscard)), list(sortedCopy(got)))
		}
	}
	intEq("drink_discard_count", e.DrinkDiscardCount, len(s.DrinkDiscard()))
	intEq("drink_deck_count", e.DrinkDeckCount, len(s.DrinkDeck()))
	intEq("bar_deck_count", e.BarDeckCount, len(s.BarDeck()))
	intEq("inn_prizes_count", e.InnPrizesCount, len(s.PrizeInn()))
	if e.PrizeBin != nil {
		if got := ids(s, s.PrizeBin()); !sameMultiset(e.PrizeBin, got) {
			r.failf("prize_bin: want %s, got %s", list(sortedCopy(e.PrizeBin)), list(sortedCopy(got)))
		}
	}
	intEq("prize_bin_count", e.PrizeBinCount, len(s.PrizeBin()))
	intEq("progress", e.Progress, int(s.Progress))
	intEq("dungeon_deck_count", e.DungeonDeckCount, len(s.DungeonDeck()))
	if e.DungeonDiscard != nil {
		if got := ids(s, s.DungeonDiscard()); !sameMultiset(e.DungeonDiscard, got) {
			r.failf("dungeon_discard: want %s, got %s", list(sortedCopy(e.DungeonDiscard)), list(sortedCopy(got)))
		}
	}
}

// checkLog checks the log expectations and reports every one that fails: a
// line of log not found is reported and the next ones are looked for after
// the last line found, so one missing line does not hide the others.
func checkLog(r *Result, s *engine.State, e *Expect) {
	at := 0
	for _, want := range e.Log {
		found := -1
		for j := at; j < len(s.Log); j++ {
			if strings.Contains(s.Log[j].Text, want) {
				found = j
				break
			}
		}
		if found < 0 {
			prev := "the start"
			if at > 0 {
				prev = fmt.Sprintf("log line %d %q", at, s.Log[at-1].Text)
			}
			earlier := ""
			for j := 0; j < at; j++ {
				if strings.Contains(s.Log[j].Text, want) {
					earlier = fmt.Sprintf(" (it appears earlier, at log line %d: out of order)", j+1)
					break
				}
			}
			r.failf("log: no line containing %q after %s%s", want, prev, earlier)
			continue // the next lines are looked for after the same line: every miss is reported
		}
		at = found + 1
	}
	for _, want := range e.LogHas {
		found := false
		for _, ev := range s.Log {
			if strings.Contains(ev.Text, want) {
				found = true
				break
			}
		}
		if !found {
			r.failf("log_has: no line contains %q", want)
		}
	}
	for _, bad := range e.LogLacks {
		for j, ev := range s.Log {
			if strings.Contains(ev.Text, bad) {
				r.failf("log_lacks: line %d %q contains %q", j+1, ev.Text, bad)
				break
			}
		}
	}
}

func checkPlayer(r *Result, s *engine.State, at string, q int, pe *PlayerExpect) {
	p := &s.Players[q]
	st := s.StatsOf(q)
	intEq := func(what string, want *int, got int) {
		if want != nil && *want != got {
			r.failf("%s.%s: want %d, got %d", at, what, *want, got)
		}
	}
	intEq("fort", pe.Fort, int(st.Fort))
	intEq("alc", pe.Alc, int(st.Alc))
	intEq("gold", pe.Gold, int(st.Gold))
	for name, want := range pe.Tracks {
		got, ok := ottoTrack(s, name)
		if !ok {
			r.failf("%s.tracks.%s: no player %q faces a track of Otto's", at, name, name)
			continue
		}
		intEq("tracks."+name+".fort", &want.Fort, got.Fort)
		intEq("tracks."+name+".alc", &want.Alc, got.Alc)
	}
	if pe.Out != nil && *pe.Out != p.Out {
		r.failf("%s.out: want %v, got %v", at, *pe.Out, p.Out)
	}
	hand := ids(s, s.Hand(q))
	if pe.Hand != nil && !sameMultiset(pe.Hand, hand) {
		r.failf("%s.hand: want %s, got %s", at, list(sortedCopy(pe.Hand)), list(sortedCopy(hand)))
	}
	if m := missing(pe.HandHas, hand); len(m) > 0 {
		r.failf("%s.hand_has: missing %s in %s", at, list(m), list(sortedCopy(hand)))
	}
	for _, x := range pe.HandLacks {
		if len(missing([]string{x}, hand)) == 0 {
			r.failf("%s.hand_lacks: %s is in the hand", at, x)
		}
	}
	intEq("hand_count", pe.HandCount, len(s.Hand(q)))
	disc := ids(s, s.Discard(q))
	if pe.Discard != nil && !sameMultiset(pe.Discard, disc) {
		r.failf("%s.discard: want %s, got %s", at, list(sortedCopy(pe.Discard)), list(sortedCopy(disc)))
	}
	if m := missing(pe.DiscardHas, disc); len(m) > 0 {
		r.failf("%s.discard_has: missing %s in %s", at, list(m), list(sortedCopy(disc)))
	}
	intEq("discard_count", pe.DiscardCount, len(s.Discard(q)))
	if pe.DeckTop != nil {
		var got []string
		for k := len(s.Deck(q)) - 1; k >= 0 && len(got) < len(pe.DeckTop); k-- {
			got = append(got, s.Def(s.Deck(q)[k]).ID)
		}
		if strings.Join(got, ",") != strings.Join(pe.DeckTop, ",") {
			r.failf("%s.deck_top: want %s, got %s", at, list(pe.DeckTop), list(got))
		}
	}
	intEq("deck_count", pe.DeckCount, len(s.Deck(q)))
	checkSideDeck(r, s, at, q, "mushroom_deck_count", card.Mushroom, pe.MushroomDeckCount)
	checkSideDeck(r, s, at, q, "patient_deck_count", card.Patient, pe.PatientDeckCount)
	intEq("drink_me_count", pe.DrinkMeCount, len(s.DrinkMe(q)))
	if pe.DrinkMe != nil {
		var got []string
		for k := len(s.DrinkMe(q)) - 1; k >= 0; k-- {
			got = append(got, s.Def(s.DrinkMe(q)[k]).ID)
		}
		if strings.Join(got, ",") != strings.Join(pe.DrinkMe, ",") {
			r.failf("%s.drink_me: want %s, got %s", at, list(pe.DrinkMe), list(got))
		}
	}
	if pe.Box != nil {
		var want, got []string
		for _, m := range pe.Box {
			want = append(want, m.ID+"@"+strconv.Itoa(m.Rake))
		}
		for _, id := range s.Pile(q, engine.PileBox) {
			got = append(got, s.Def(id).ID+"@"+strconv.Itoa(int(s.Cards[id].Rake)))
		}
		if !sameMultiset(want, got) {
			r.failf("%s.box: want %s, got %s (id@rake)", at, list(sortedCopy(want)), list(sortedCopy(got)))
		}
	}
	intEq("box_count", pe.BoxCount, len(s.Pile(q, engine.PileBox)))
	if m := missing(pe.SideDiscardHas, ids(s, s.Pile(q, engine.PileSideDiscard))); len(m) > 0 {
		r.failf("%s.side_discard_has: missing %s", at, list(m))
	}
	if pe.FormDecks != nil {
		var got []int
		for _, f := range s.Forms(q) {
			got = append(got, len(f))
		}
		if fmt.Sprint(got) != fmt.Sprint(pe.FormDecks) {
			r.failf("%s.form_decks: want %v, got %v", at, pe.FormDecks, got)
		}
	}
	intEq("potions", pe.Potions, int(s.Teams[p.Team].Potions))
	// The registered components, in registry order.
	for c, spec := range engine.Counters() {
		if want, ok := pe.Counters[spec.Name]; ok {
			intEq(spec.Name, &want, p.Counter(engine.CounterID(c)))
		}
	}
	for k := range engine.Piles() {
		for name, want := range pe.Piles {
			if z, _ := engine.PileByKey(name); int(z) == k {
				if got := ids(s, pileCards(s, q, z)); !sameMultiset(want, got) {
					r.failf("%s.%s: want %s, got %s", at, name, list(sortedCopy(want)), list(sortedCopy(got)))
				}
			}
		}
		for name, want := range pe.PileCounts {
			if z, _ := engine.PileByKey(name); int(z) == k {
				intEq(name+"_count", &want, len(pileCards(s, q, z)))
			}
		}
	}
	if pe.Waiting != nil {
		if got := ids(s, s.Pile(q, engine.PileWaiting)); strings.Join(got, ",") != strings.Join(pe.Waiting, ",") {
			r.failf("%s.waiting: want %s, got %s", at, list(pe.Waiting), list(got))
		}
	}
	if pe.WaitingCount != nil {
		n := 0
		for _, id := range s.Pile(q, engine.PileWaiting) {
			if id != engine.NoCard {
				n++
			}
		}
		intEq("waiting_count", pe.WaitingCount, n)
	}
	if pe.Prizes != nil && !sameMultiset(pe.Prizes, ids(s, s.Prizes(q))) {
		r.failf("%s.prizes: want %s, got %s", at, list(sortedCopy(pe.Prizes)), list(sortedCopy(ids(s, s.Prizes(q)))))
	}
}

// pileCards are the cards of a registered pile (all the piles of a group:
// a group's piles share its name).
func pileCards(s *engine.State, q int, z engine.PileID) []engine.CardID {
	ps := engine.Piles()
	var out []engine.CardID
	for k := int(z); k < len(ps) && ps[k].Name == ps[z].Name; k++ {
		out = append(out, s.Pile(q, engine.PileID(k))...)
	}
	return out
}

// ottoTrack returns Otto's track facing the player of a character.
func ottoTrack(s *engine.State, char string) (engine.ScenarioTrack, bool) {
	if s.OttoSeat() < 0 {
		return engine.ScenarioTrack{}, false
	}
	for q := range s.Players {
		if !s.Players[q].Otto && s.CharID(q) == char {
			return engine.ScenarioTrack{Fort: int(s.Tracks[q].Fort), Alc: int(s.Tracks[q].Alc)}, true
		}
	}
	return engine.ScenarioTrack{}, false
}

// checkSideDeck checks the size of a seat's side deck of one kind of card
// (Dale's Mushroom Deck, Terci's Patient Deck): a seat without that deck
// has 0 cards in it.
func checkSideDeck(r *Result, s *engine.State, at string, q int, what string, kind card.Type, want *int) {
	if want == nil {
		return
	}
	got := 0
	for _, id := range s.Pile(q, engine.PileSideDeck) {
		if s.Def(id).Is(kind) {
			got++
		}
	}
	if got != *want {
		r.failf("%s.%s: want %d, got %d", at, what, *want, got)
	}
}
