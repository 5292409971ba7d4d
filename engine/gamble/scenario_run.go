package gamble

import (
	"fmt"
	"slices"
	"sort"
	"strconv"
	"strings"
)

// ScenarioResult is what running a scenario found.
type ScenarioResult struct {
	Name     string
	Failures []string
	Trace    []string // every decision and the answer given
	State    *State
}

// OK reports whether every expectation held.
func (r *ScenarioResult) OK() bool { return len(r.Failures) == 0 }

func (r *ScenarioResult) fail(format string, a ...any) {
	r.Failures = append(r.Failures, fmt.Sprintf(format, a...))
}

// ScenarioCap bounds the decisions a scenario may take.
const ScenarioCap = 20000

// The scenario runner (game/scenario.RunGamble) plays a scenario through
// the game's driver; what it checks and how it reads a script is here.

// Failf records a failure.
func (r *ScenarioResult) Failf(format string, a ...any) { r.fail(format, a...) }

// Check checks an expectation against the session; at prefixes each
// failure ("after step 2: ").
func (r *ScenarioResult) Check(s *State, e ScenarioExpect, at string) { r.check(s, e, at) }

// StepApplies reports whether script step st is the answer to decision d:
// its seat, its kind, and its answer offered (any answer for a step
// without one).
func (r *ScenarioResult) StepApplies(s *State, d Decision, st ScenarioStep) bool {
	_, legal := resolve(d, st.Answer)
	return (st.Seat == "" || r.seatIs(s, d.Seat, st.Seat)) && (st.Kind == "" || st.Kind == d.Kind) &&
		(st.Answer == "" || legal)
}

// CheckStep checks what step i (0-based) expects of the decision it
// answers: its prompt, and the answers offered and not.
func (r *ScenarioResult) CheckStep(d Decision, i int, st ScenarioStep) {
	if st.Prompt != "" && !strings.Contains(d.Prompt, st.Prompt) {
		r.fail("step %d: prompt %q lacks %q", i+1, d.Prompt, st.Prompt)
	}
	for _, a := range st.Offered {
		if _, ok := resolve(d, a); !ok {
			r.fail("step %d: %q is not offered (options: %s)", i+1, a, strings.Join(namedKeys(d), " "))
		}
	}
	for _, a := range st.NotOffered {
		if _, ok := resolve(d, a); ok {
			r.fail("step %d: %q is offered", i+1, a)
		}
	}
}

// ResolveAnswer finds the option a script's answer names (resolve).
func ResolveAnswer(d Decision, answer string) (string, bool) { return resolve(d, answer) }

// NamedKeys lists a decision's options by their named keys.
func NamedKeys(d Decision) []string { return namedKeys(d) }

// PassiveOption is the option the passive policy answers: check, call,
// keep, done, pass (decline), else the first option.
func PassiveOption(d Decision) Option {
	for _, v := range []Verb{VerbCheck, VerbCall, VerbKeep, VerbDone, VerbPass} {
		if i := slices.IndexFunc(d.Options, func(o Option) bool { return o.Verb == v }); i >= 0 {
			return d.Options[i]
		}
	}
	return d.Options[0]
}

// resolve finds the option an answer names: its key, or its named key;
// failing an exact match, the same ignoring case ("predict:blue-merchant",
// "wheel:hawk-rogue@lady").
func resolve(d Decision, answer string) (string, bool) {
	if answer == "" {
		return "", false
	}
	for _, o := range d.Options {
		if o.Key == answer || NamedKey(o) == answer {
			return o.Key, true
		}
	}
	for _, o := range d.Options {
		if strings.EqualFold(o.Key, answer) || strings.EqualFold(NamedKey(o), answer) {
			return o.Key, true
		}
	}
	// The booklet's words for two bets: "A bets 2" is a raise of the
	// Current Bet to 2, and "all-in" is All In.
	low := strings.ToLower(answer)
	switch {
	case strings.HasPrefix(low, "bet:"):
		return resolve(d, "raise:"+answer[len("bet:"):])
	case low == "all-in" || low == "allin" || low == "all in":
		return resolve(d, "all_in")
	}
	return "", false
}

func namedKeys(d Decision) []string {
	out := make([]string, len(d.Options))
	for i, o := range d.Options {
		out[i] = NamedKey(o)
	}
	return out
}

func (r *ScenarioResult) seatIs(s *State, seat int, ref SeatRef) bool {
	q, err := seatOf(s.Setup.Names, ref)
	return err == nil && q == seat
}

func (r *ScenarioResult) seat(s *State, ref SeatRef, where string) (int, bool) {
	q, err := seatOf(s.Setup.Names, ref)
	if err != nil {
		r.fail("%s%v", where, err)
		return 0, false
	}
	return q, true
}

func (r *ScenarioResult) wantInt(where string, want *int, got int) {
	if want != nil && *want != got {
		r.fail("%s: want %d, got %d", where, *want, got)
	}
}

func (r *ScenarioResult) wantBool(where string, want *bool, got bool) {
	if want != nil && *want != got {
		r.fail("%s: want %v, got %v", where, *want, got)
	}
}

// names lists cards by name, sorted.
func cardNames(ids []CardID) []string {
	out := make([]string, len(ids))
	for i, id := range ids {
		out[i] = CardName(id)
	}
	sort.Strings(out)
	return out
}

func sortedNames(in []string) []string {
	out := make([]string, len(in))
	for i, n := range in {
		out[i] = strings.ToLower(strings.ReplaceAll(strings.TrimSpace(n), " ", "-"))
	}
	sort.Strings(out)
	return out
}

func (r *ScenarioResult) seatNames(s *State, mask uint16) []string {
	var out []string
	for q := range s.Players {
		if has(mask, q) {
			out = append(out, s.Name(q))
		}
	}
	return out
}

// check verifies an expectation against the state.
func (r *ScenarioResult) check(s *State, e ScenarioExpect, at string) {
	for ref, pe := range e.Players {
		q, ok := r.seat(s, SeatRef(ref), at)
		if ok {
			r.checkPlayer(s, q, pe, at+"players."+ref)
		}
	}
	if e.Pots != nil || e.NoPots {
		var got []string
		for _, p := range s.Pots() {
			got = append(got, fmt.Sprintf("%d %v", p.Amount, r.seatNames(s, p.Eligible)))
		}
		var want []string
		for _, p := range e.Pots {
			var mask uint16
			for _, n := range p.Eligible {
				if q, ok := r.seat(s, SeatRef(n), at+"pots: "); ok {
					mask |= bit(q)
				}
			}
			want = append(want, fmt.Sprintf("%d %v", p.Amount, r.seatNames(s, mask)))
		}
		if !slices.Equal(want, got) {
			r.fail("%spots: want %v, got %v", at, want, got)
		}
	}
	r.wantInt(at+"pot_total", e.PotTotal, s.PotTotal())
	carried := 0
	for _, c := range s.Carried {
		carried += c.Amount
	}
	r.wantInt(at+"carried", e.Carried, carried)
	r.wantInt(at+"current_bet", e.CurrentBet, s.Round.Current)
	r.wantBool(at+"over", e.Over, s.Over)
	if e.Winners != nil {
		var got []string
		for _, w := range s.Winners {
			got = append(got, s.Name(int(w)))
		}
		want := append([]string(nil), e.Winners...)
		sort.Strings(want)
		sort.Strings(got)
		if !slices.Equal(want, got) {
			r.fail("%swinners: want %v, got %v", at, want, got)
		}
	}
	r.wantInt(at+"played", e.Played, s.Played)
	if e.Starting != "" {
		if q, ok := r.seat(s, e.Starting, at); ok && q != int(s.Starting) {
			r.fail("%sstarting: want %s, got %s", at, s.Name(q), s.Name(int(s.Starting)))
		}
	}
	if e.Current != "" && e.Current != s.Game {
		r.fail("%scurrent game: want %s, got %s", at, e.Current, s.Game)
	}
	if e.Table != nil && !slices.Equal(sortedNames(e.Table), cardNames(s.Table)) {
		r.fail("%stable: want %v, got %v", at, sortedNames(e.Table), cardNames(s.Table))
	}
	for name, want := range e.Hordes {
		h := -1
		for k := 0; k < NumHordes; k++ {
			if CardName(HordeCard(k)) == sortedNames([]string{name})[0] {
				h = k
			}
		}
		if h < 0 {
			r.fail("%shordes: no Horde Card %q", at, name)
		} else if s.Hordes.Money[h] != want {
			r.fail("%shordes.%s: want %d, got %d", at, name, want, s.Hordes.Money[h])
		}
	}
	if e.Decision != nil {
		r.checkDecision(s, *e.Decision, at)
	}
	r.checkEvents(s, e, at)
}

func (r *ScenarioResult) checkPlayer(s *State, q int, pe PlayerExpect, at string) {
	p := &s.Players[q]
	r.wantInt(at+".money", pe.Money, p.Money)
	r.wantInt(at+".bet", pe.Bet, p.Bet)
	r.wantInt(at+".committed", pe.Committed, p.Committed)
	r.wantBool(at+".in", pe.In, p.In)
	r.wantBool(at+".folded", pe.Folded, p.Folded)
	r.wantInt(at+".loans", pe.Loans, int(s.Loans[q]))
	r.wantInt(at+".debts", pe.Debts, int(s.Debts[q]))
	r.wantInt(at+".final_score", pe.FinalScore, s.FinalScore(q))
	if pe.Hand != nil && !slices.Equal(sortedNames(pe.Hand), cardNames(p.Hand)) {
		r.fail("%s.hand: want %v, got %v", at, sortedNames(pe.Hand), cardNames(p.Hand))
	}
	for _, h := range pe.HandHas {
		if !slices.Contains(cardNames(p.Hand), sortedNames([]string{h})[0]) {
			r.fail("%s.hand_has: no %s in %v", at, h, cardNames(p.Hand))
		}
	}
	if pe.Keep != nil {
		got := make([]int, p.NKeep)
		for i := range got {
			got[i] = int(p.Keep[i])
		}
		want := append([]int(nil), pe.Keep...)
		sort.Ints(got)
		sort.Ints(want)
		if !slices.Equal(want, got) {
			r.fail("%s.keep: want %v, got %v", at, want, got)
		}
	}
	if pe.Score != nil {
		sc := s.HandScore(q)
		got := make([]int, min(len(pe.Score), len(sc)))
		for i := range got {
			got[i] = int(sc[i])
		}
		if !slices.Equal(pe.Score, got) {
			r.fail("%s.score: want %v, got %v (the whole score: %v)", at, pe.Score, got, sc)
		}
	}
}

func (r *ScenarioResult) checkDecision(s *State, de DecisionExpect, at string) {
	d, ok := s.Pending()
	if !ok {
		r.fail("%sdecision: the session is over", at)
		return
	}
	if de.Seat != "" && !r.seatIs(s, d.Seat, de.Seat) {
		r.fail("%sdecision: want %s to decide, got %s", at, de.Seat, s.Name(d.Seat))
	}
	if de.Kind != "" && de.Kind != d.Kind {
		r.fail("%sdecision: want a %s decision, got %s", at, de.Kind, d.Kind)
	}
	if de.Prompt != "" && !strings.Contains(d.Prompt, de.Prompt) {
		r.fail("%sdecision: prompt %q lacks %q", at, d.Prompt, de.Prompt)
	}
	for _, a := range de.Options {
		if _, ok := resolve(d, a); !ok {
			r.fail("%sdecision: %q is not offered (options: %s)", at, a, strings.Join(namedKeys(d), " "))
		}
	}
	for _, a := range de.NotOffered {
		if _, ok := resolve(d, a); ok {
			r.fail("%sdecision: %q is offered", at, a)
		}
	}
}

func (r *ScenarioResult) eventMatches(s *State, ev Event, want EventExpect) bool {
	if ev.Verb.String() != want.Verb {
		return false
	}
	switch want.Seat {
	case "":
	case "table":
		if ev.Seat != -1 {
			return false
		}
	default:
		if ev.Seat < 0 || !r.seatIs(s, int(ev.Seat), want.Seat) {
			return false
		}
	}
	if want.Amount != nil && *want.Amount != ev.Amount {
		return false
	}
	if want.Card != "" && sortedNames([]string{want.Card})[0] != CardName(ev.Card) {
		return false
	}
	return want.Game == 0 || want.Game == ev.Game
}

func describe(e EventExpect) string {
	out := string(e.Seat) + " " + e.Verb
	if e.Amount != nil {
		out += " " + strconv.Itoa(*e.Amount)
	}
	if e.Card != "" {
		out += " " + e.Card
	}
	if e.Game != 0 {
		out += " in game " + strconv.Itoa(e.Game)
	}
	return strings.TrimSpace(out)
}

// checkEvents: Events must appear in the log in this order; EventsLack
// nowhere.
func (r *ScenarioResult) checkEvents(s *State, e ScenarioExpect, at string) {
	from := 0
	for _, want := range e.Events {
		found := -1
		for i := from; i < len(s.Log); i++ {
			if r.eventMatches(s, s.Log[i], want) {
				found = i
				break
			}
		}
		if found < 0 {
			r.fail("%sevents: no %q after event %d", at, describe(want), from)
			return
		}
		from = found + 1
	}
	for _, want := range e.EventsLack {
		for _, ev := range s.Log {
			if r.eventMatches(s, ev, want) {
				r.fail("%sevents_lack: %q happened", at, describe(want))
				break
			}
		}
	}
}

// EventText describes a logged event for traces and failure reports.
func (s *State) EventText(e Event) string {
	who := "table"
	if e.Seat >= 0 {
		who = s.Name(int(e.Seat))
	}
	out := fmt.Sprintf("game %d: %s %s", e.Game, who, e.Verb)
	if e.Amount != 0 {
		out += " " + strconv.Itoa(e.Amount)
	}
	if e.Card != NoCard {
		out += " " + CardName(e.Card)
	}
	return out
}
