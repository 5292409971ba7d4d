package card

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
)

// Extras is everything a summary declares besides its modes: card-level
// metadata and the bodies of Drinks, Mushrooms and Patients.
type Extras struct {
	Types       []Type   // type=A, type=A+B (both), type=A|B (one, chosen on play)
	TypeChoice  bool     // type=A|B: the card counts as one of Types, chosen on play
	Subtypes    []string // sub=Pet, sub=Scheme
	Boss        bool     // boss
	Protect     Protect  // protect(negate|ignore|reduce|redirect)
	Supply      []string // supply=Bandage|Salve, supply=any
	Drink       *DrinkBody
	Event       string   // drink_event(name)
	Values      []int    // values=1,2,3
	NeverGather bool     // never_gather
	Recipe      []string // recipe=Splint,Splint
	Becomes     Type     // becomes=Sometimes
	Level       int      // level=n (Dungeon Events)
	AsAction    bool     // as_action (Dungeon Events)
	Icons       []Icon   // blood=n, wages=n: a mechanic's icons (MechanicData.Icons)
}

// SummaryError is returned for a summary that does not follow the grammar of
// design README §3.1. Clause is the 1-based clause number (0 if the error is
// about the summary as a whole).
type SummaryError struct {
	Summary string
	Clause  int
	Text    string // the offending clause
	Msg     string
}

func (e *SummaryError) Error() string {
	if e.Clause == 0 {
		return fmt.Sprintf("summary %q: %s", e.Summary, e.Msg)
	}
	return fmt.Sprintf("summary %q: clause %d %q: %s", e.Summary, e.Clause, e.Text, e.Msg)
}

// ParseSummary parses a Summary line (design README §3.1):
//
//	summary := clause ( "; " clause )*
//	clause  := meta | effect ( ", " effect )* | modifier ": " ["instead "] effect ( ", " effect )*
//	         | section ": " clause
//	meta    := type= | sub= | timing= | target= | supply= | recipe= | becomes= | values=
//	         | X= | boss | never_gather | protect(...)
//	effect  := name [ "(" args ")" ] [ "[" opts "]" ] [ "@" selector ]
//
// Each timing= (or section head such as "gather:", "hellfire_fire:",
// "start_of_turn:") starts a new Mode. type= before the first mode declares
// the card's types; type= inside a mode declares the type that mode counts as
// (Otto boxes). timing=after right after timing=otto_response(...) marks that
// mode After instead of opening a window. Effects before any window go to the
// implicit window of the card kind: event (type=DrinkEvent), prize
// (type=Prize) or drink (a drink(...) body). A leading choose_one whose
// branches all carry timing= (type=Cheating|Sometimes) becomes one Mode per
// branch, each counting as the matching type. ParseSummary never panics; it
// returns a *SummaryError describing the first problem.
func ParseSummary(s string) (modes []Mode, extras Extras, err error) {
	p := &sumParser{src: s}
	defer func() {
		if r := recover(); r != nil { // defensive: report, never crash the caller
			modes, extras, err = nil, Extras{}, &SummaryError{Summary: s, Msg: fmt.Sprintf("internal parser error: %v", r)}
		}
	}()
	if strings.TrimSpace(s) == "" {
		return nil, Extras{}, &SummaryError{Summary: s, Msg: "empty summary"}
	}
	if err := checkBalanced(s); err != nil {
		return nil, Extras{}, &SummaryError{Summary: s, Msg: err.Error()}
	}
	clauses := splitTop(s, ";")
	for i, c := range clauses {
		if i > 0 {
			if c == "" {
				return nil, Extras{}, &SummaryError{Summary: s, Clause: i + 1, Text: c, Msg: "empty clause (stray ;)"}
			}
			if !strings.HasPrefix(c, " ") {
				return nil, Extras{}, &SummaryError{Summary: s, Clause: i + 1, Text: c, Msg: `clauses must be separated by "; "`}
			}
			c = c[1:]
		}
		p.idx = i + 1
		p.text = c
		if err := p.clause(c); err != nil {
			return nil, Extras{}, &SummaryError{Summary: s, Clause: i + 1, Text: c, Msg: err.Error()}
		}
	}
	if err := p.finish(); err != nil {
		return nil, Extras{}, &SummaryError{Summary: s, Msg: err.Error()}
	}
	return p.modes, p.ex, nil
}

type sumParser struct {
	src   string
	idx   int
	text  string
	modes []Mode
	ex    Extras

	pendingTarget *Selector // target= before any window
	pendingX      string    // X= before any window
	expanded      bool      // a timed choose_one produced the modes
	typeSet       bool
	drinks        int // drink(...) bodies seen
}

func (p *sumParser) cur() *Mode {
	if len(p.modes) == 0 || p.expanded {
		return nil
	}
	return &p.modes[len(p.modes)-1]
}

func (p *sumParser) clause(c string) error {
	c = strings.TrimRight(c, " ")
	if c == "" {
		return fmt.Errorf("empty clause")
	}
	switch {
	case c == "boss":
		p.ex.Boss = true
		return nil
	case c == "never_gather":
		p.ex.NeverGather = true
		return nil
	case c == "as_action":
		p.ex.AsAction = true
		return nil
	case strings.HasPrefix(c, "protect("):
		return p.protect(c)
	}
	if key, val, ok := metaSplit(c); ok {
		return p.meta(key, val)
	}
	if head, rest, ok := cutTop(c, ": "); ok {
		return p.headed(head, rest)
	}
	effs, err := parseEffects(c)
	if err != nil {
		return err
	}
	return p.addClause(Clause{Effects: effs})
}

// metaSplit recognises key=value metadata clauses.
func metaSplit(c string) (key, val string, ok bool) {
	i := strings.IndexByte(c, '=')
	if i <= 0 {
		return "", "", false
	}
	if j := strings.IndexAny(c, "(:@"); j >= 0 && j < i {
		return "", "", false
	}
	key = c[:i]
	switch key {
	case "type", "sub", "timing", "target", "supply", "recipe", "becomes", "values", "X", "level":
		return key, c[i+1:], true
	}
	if iconKeys[key] {
		return key, c[i+1:], true
	}
	return "", "", false
}

func (p *sumParser) protect(c string) error {
	if !strings.HasSuffix(c, ")") {
		return fmt.Errorf("protect(...) must end with )")
	}
	inner := c[len("protect(") : len(c)-1]
	if inner == "" {
		return fmt.Errorf("protect() needs at least one of negate|ignore|reduce|redirect")
	}
	for _, w := range strings.Split(inner, "|") {
		switch w {
		case "negate":
			p.ex.Protect.Negate = true
		case "ignore":
			p.ex.Protect.Ignore = true
		case "reduce":
			p.ex.Protect.Reduce = true
		case "redirect":
			p.ex.Protect.Redirect = true
		case "hitback":
			p.ex.Protect.HitBack = true
		case "teammates":
			p.ex.Protect.Teammates = true
		default:
			if n, ok := ignoreAsReduce(w); ok {
				p.ex.Protect.IgnoreAsReduce = n
				continue
			}
			return fmt.Errorf("protect: unknown word %q (want negate, ignore, reduce, redirect, hitback, teammates or ignore_as_reduce(n))", w)
		}
	}
	return nil
}

// ignoreAsReduce reads the protect word ignore_as_reduce(n).
func ignoreAsReduce(w string) (int, bool) {
	a, ok := strings.CutPrefix(w, "ignore_as_reduce(")
	if !ok || !strings.HasSuffix(a, ")") {
		return 0, false
	}
	n, err := strconv.Atoi(a[:len(a)-1])
	return n, err == nil && n > 0
}

func (p *sumParser) meta(key, val string) error {
	if val == "" {
		return fmt.Errorf("%s= has no value", key)
	}
	switch key {
	case "type":
		return p.typeMeta(val)
	case "sub":
		if !subtypes[val] {
			return fmt.Errorf("unknown subtype %q (want Pet, Scheme, Minion, Bat, Wolf or Monstrosity)", val)
		}
		for _, s := range p.ex.Subtypes {
			if s == val {
				return fmt.Errorf("duplicate sub=%s", val)
			}
		}
		p.ex.Subtypes = append(p.ex.Subtypes, val)
	case "timing":
		return p.timingMeta(val)
	case "target":
		sel, err := parseSelector(val)
		if err != nil {
			return err
		}
		m := p.cur()
		if m == nil {
			if p.expanded {
				return fmt.Errorf("target= after a timed choose_one needs its own timing=")
			}
			if p.pendingTarget != nil {
				return fmt.Errorf("duplicate target=")
			}
			p.pendingTarget = sel
			return nil
		}
		if m.Target != nil {
			return fmt.Errorf("duplicate target= in timing=%s", m.Timing)
		}
		if len(m.Clauses) > 0 {
			return fmt.Errorf("target= must come before the effects of its timing=%s", m.Timing)
		}
		m.Target = sel
	case "X":
		if !xSources[xSource(val)] {
			return fmt.Errorf("X=%s: unknown value (want one of %s, or one with (max=n))", val, strings.Join(sortedKeys(xSources), ", "))
		}
		m := p.cur()
		if m == nil {
			p.pendingX = val
			return nil
		}
		if m.XFrom != "" {
			return fmt.Errorf("duplicate X=")
		}
		m.XFrom = val
	case "supply":
		if p.ex.Supply != nil {
			return fmt.Errorf("duplicate supply=")
		}
		if val == "any" {
			p.ex.Supply = []string{"any"}
			return nil
		}
		for _, t := range strings.Split(val, "|") {
			if !supplyTokens[t] {
				return fmt.Errorf("supply=%s: unknown token %q (want Bandage, Splint, Salve, A|B or any)", val, t)
			}
			p.ex.Supply = append(p.ex.Supply, t)
		}
	case "recipe":
		if p.ex.Recipe != nil {
			return fmt.Errorf("duplicate recipe=")
		}
		for _, t := range strings.Split(val, ",") {
			if !supplyTokens[t] {
				return fmt.Errorf("recipe=%s: unknown token %q (want Bandage, Splint or Salve)", val, t)
			}
			p.ex.Recipe = append(p.ex.Recipe, t)
		}
	case "becomes":
		if p.ex.Becomes != "" {
			return fmt.Errorf("duplicate becomes=")
		}
		if !playTypes[Type(val)] {
			return fmt.Errorf("becomes=%s: want Action, Sometimes, Anytime, Gambling or Cheating", val)
		}
		p.ex.Becomes = Type(val)
	case "level":
		n, err := strconv.Atoi(val)
		if err != nil || n < 1 || p.ex.Level != 0 {
			return fmt.Errorf("level=%s: want one Encounter Level, a positive integer", val)
		}
		p.ex.Level = n
	case "values":
		if p.ex.Values != nil {
			return fmt.Errorf("duplicate values=")
		}
		for _, v := range strings.Split(val, ",") {
			n, err := strconv.Atoi(v)
			if err != nil || n < 0 {
				return fmt.Errorf("values=%s: %q is not a Harvest value (non-negative integer)", val, v)
			}
			p.ex.Values = append(p.ex.Values, n)
		}
	default:
		// A mechanic's icons (MechanicData.Icons): blood=n, wages=n.
		n, err := strconv.Atoi(val)
		if err != nil || n <= 0 || iconOf(p.ex.Icons, key) != 0 {
			return fmt.Errorf("%s=%s: want one positive integer", key, val)
		}
		p.ex.Icons = append(p.ex.Icons, Icon{Name: key, N: n})
	}
	return nil
}

func (p *sumParser) typeMeta(val string) error {
	if m := p.cur(); m != nil {
		// Inside a mode: the type this mode counts as (Otto boxes).
		if m.Type != "" {
			return fmt.Errorf("duplicate type= in timing=%s", m.Timing)
		}
		if !playTypes[Type(val)] {
			return fmt.Errorf("type=%s inside a mode: want Action, Sometimes, Anytime, Gambling or Cheating", val)
		}
		m.Type = Type(val)
		return nil
	}
	if p.expanded {
		return fmt.Errorf("type= after a timed choose_one needs its own timing=")
	}
	if p.typeSet {
		return fmt.Errorf("duplicate type=")
	}
	p.typeSet = true
	sep := ""
	if strings.Contains(val, "+") {
		sep = "+"
	}
	if strings.Contains(val, "|") {
		if sep != "" {
			return fmt.Errorf("type=%s mixes + and |", val)
		}
		sep = "|"
		p.ex.TypeChoice = true
	}
	parts := []string{val}
	if sep != "" {
		parts = strings.Split(val, sep)
	}
	for _, t := range parts {
		if !knownTypes[Type(t)] {
			return fmt.Errorf("type=%s: unknown type %q", val, t)
		}
		for _, x := range p.ex.Types {
			if x == Type(t) {
				return fmt.Errorf("type=%s: %s twice", val, t)
			}
		}
		p.ex.Types = append(p.ex.Types, Type(t))
	}
	return nil
}

// parseTiming parses "round_start|event_revealed" or "incoming(fortitude_card)".
func parseTiming(val string) (ts []Timing, filter string, err error) {
	if parts := strings.Split(val, ")|"); len(parts) > 1 {
		// must_pay(any)|must_pay(wages): one window with several parameters.
		var fs []string
		for k, part := range parts {
			if k < len(parts)-1 {
				part += ")"
			}
			t, f, err := parseTiming(part)
			if err != nil || f == "" || len(ts) > 0 && t[0] != ts[0] {
				return nil, "", fmt.Errorf("timing=%s: want one window with several parameters, w(a)|w(b)", val)
			}
			ts, fs = t, append(fs, f)
		}
		return ts, strings.Join(fs, "|"), nil
	}
	name := val
	if i := strings.IndexByte(val, '('); i >= 0 {
		if !strings.HasSuffix(val, ")") {
			return nil, "", fmt.Errorf("timing=%s: missing )", val)
		}
		name, filter = val[:i], val[i+1:len(val)-1]
		if filter == "" {
			return nil, "", fmt.Errorf("timing=%s: empty parameter", val)
		}
	}
	for _, t := range strings.Split(name, "|") {
		if !timings[Timing(t)] {
			return nil, "", fmt.Errorf("unknown timing window %q", t)
		}
		ts = append(ts, Timing(t))
	}
	if filter != "" {
		if len(ts) != 1 {
			return nil, "", fmt.Errorf("timing=%s: a parameter needs a single window", val)
		}
		allowed, ok := timingFilters[ts[0]]
		if !ok {
			return nil, "", fmt.Errorf("timing %s takes no parameter (got %q)", ts[0], filter)
		}
		words := []string{filter}
		if ts[0] == TimingOttoResponse {
			words = strings.Split(filter, "|")
		}
		for _, w := range words {
			if !allowed[w] {
				return nil, "", fmt.Errorf("timing %s: unknown parameter %q", ts[0], w)
			}
		}
	} else if ts[0] == TimingOttoResponse {
		return nil, "", fmt.Errorf("otto_response needs a trigger filter, e.g. otto_response(any)")
	}
	return ts, filter, nil
}

func (p *sumParser) timingMeta(val string) error {
	if val == string(TimingAfter) {
		m := p.cur()
		if m == nil || m.Timing != TimingOttoResponse || len(m.Clauses) > 0 || m.After {
			return fmt.Errorf("timing=after must directly follow timing=otto_response(...)")
		}
		m.After = true
		return nil
	}
	ts, filter, err := parseTiming(val)
	if err != nil {
		return err
	}
	p.openMode(ts, filter)
	return nil
}

func (p *sumParser) openMode(ts []Timing, filter string) {
	m := Mode{Timing: ts[0], Timings: ts, Filter: filter}
	if len(p.modes) == 0 {
		m.Target, m.XFrom = p.pendingTarget, p.pendingX
		p.pendingTarget, p.pendingX = nil, ""
	}
	p.expanded = false
	p.modes = append(p.modes, m)
}

var modifiers = map[string]Modifier{
	"harvest": ModHarvest, "spend_momentum": ModSpendMomentum, "scheme": ModScheme,
	"if": ModIf, "reveal_pet": ModRevealPet, "cost": ModCost, "spend_blood": ModSpendBlood,
	"ignored": ModIgnored, "negated": ModNegated,
}

// headed handles "head: rest" clauses: a section (a timing window name) or a modifier.
func (p *sumParser) headed(head, rest string) error {
	name, arg, hasArg, err := splitCall(head)
	if err != nil {
		return err
	}
	if !hasArg && timings[Timing(name)] && name != string(TimingAfter) {
		if _, _, err := parseTiming(name); err != nil {
			return err
		}
		p.openMode([]Timing{Timing(name)}, "")
		return p.clause(rest)
	}
	mod, ok := modifiers[name]
	if !ok {
		return fmt.Errorf("unknown modifier or section %q (want harvest(n), spend_momentum(n|X|X<=n), scheme, if(cond), reveal_pet(n|X|X<=n), cost, or a timing window)", head)
	}
	cl := Clause{Modifier: mod}
	switch mod {
	case ModHarvest:
		if !hasArg {
			return fmt.Errorf("harvest needs a number: harvest(n)")
		}
		n, err := strconv.Atoi(arg)
		if err != nil || n <= 0 {
			return fmt.Errorf("harvest(%s): want a positive integer", arg)
		}
		cl.Num = n
	case ModSpendBlood:
		n, err := strconv.Atoi(arg)
		if !hasArg || err != nil || n <= 0 {
			return fmt.Errorf("spend_blood needs a positive amount: spend_blood(n)")
		}
		cl.Num = n
	case ModSpendMomentum, ModRevealPet:
		if !hasArg {
			return fmt.Errorf("%s needs an amount: %s(n), %s(X) or %s(X<=n)", name, name, name, name)
		}
		if arg == "X" {
			cl.IsX = true
		} else if m, ok := strings.CutPrefix(arg, "X<="); ok {
			// "up to n": any number from 1 to n.
			n, err := strconv.Atoi(m)
			if err != nil || n <= 0 {
				return fmt.Errorf("%s(%s): want X<=n with a positive integer n", name, arg)
			}
			cl.IsX, cl.Max = true, n
		} else {
			n, err := strconv.Atoi(arg)
			if err != nil || n <= 0 {
				return fmt.Errorf("%s(%s): want a positive integer or X", name, arg)
			}
			cl.Num = n
		}
	case ModIf:
		if !hasArg {
			return fmt.Errorf("if needs a condition: if(cond)")
		}
		c, err := parseCond(arg)
		if err != nil {
			return err
		}
		cl.Cond = c
	case ModScheme, ModCost, ModNegated:
		if hasArg {
			return fmt.Errorf("%s takes no argument", name)
		}
	case ModIgnored:
		if hasArg && arg != "once" {
			return fmt.Errorf("ignored(%s): want ignored or ignored(once)", arg)
		}
		cl.Once = hasArg
	}
	rest = strings.TrimSpace(rest)
	if r, ok := strings.CutPrefix(rest, "instead "); ok {
		if mod == ModCost || mod == ModIgnored || mod == ModNegated {
			return fmt.Errorf("cost: cannot be instead")
		}
		cl.Instead = true
		rest = r
	}
	if _, _, isMeta := metaSplit(rest); isMeta {
		return fmt.Errorf("%s: must be followed by effects, not metadata", name)
	}
	effs, err := parseEffects(rest)
	if err != nil {
		return err
	}
	cl.Effects = effs
	return p.addClause(cl)
}

// xSource is the name of an X source without its cap: minions(max=3) → minions.
func xSource(v string) string {
	if v == "chosen(ante)" {
		return "chosen" // X picked on play, 0 up to the ante being paid
	}
	if i := strings.IndexByte(v, '('); i > 0 && strings.HasSuffix(v, ")") {
		if n, err := strconv.Atoi(strings.TrimPrefix(v[i+1:len(v)-1], "max=")); err == nil && n > 0 {
			return v[:i]
		}
		return ""
	}
	return v
}

// XCap is the cap of an X source written src(max=n), 0 for none.
func XCap(v string) int {
	if i := strings.IndexByte(v, '('); i > 0 {
		n, _ := strconv.Atoi(strings.TrimSuffix(strings.TrimPrefix(v[i+1:], "max="), ")"))
		return n
	}
	return 0
}

// XName is an X source's name without its cap.
func XName(v string) string { return xSource(v) }

func parseCond(s string) (*Cond, error) {
	if s == "in_round" || s == "no_teams" {
		return &Cond{Subject: s}, nil
	}
	if w, ok := strings.CutPrefix(s, "is_character("); ok {
		w, ok = strings.CutSuffix(w, ")")
		if !ok || w == "" || strings.ContainsAny(w, "() ,") {
			return nil, fmt.Errorf("condition %q: want is_character(Name)", s)
		}
		return &Cond{Subject: "is_character", Word: w}, nil
	}
	for _, op := range []string{"==", ">=", "<=", "!=", ">", "<"} {
		if i := strings.Index(s, op); i > 0 {
			subj, num := s[:i], s[i+len(op):]
			if !condSubjects[subj] || subj == "is_character" || subj == "in_round" || subj == "no_teams" {
				return nil, fmt.Errorf("condition %q: unknown subject %q (want one of %s)", s, subj, strings.Join(numberSubjects(), ", "))
			}
			n, err := strconv.Atoi(num)
			if err != nil {
				return nil, fmt.Errorf("condition %q: %q is not an integer", s, num)
			}
			return &Cond{Subject: subj, Op: op, Num: n}, nil
		}
	}
	return nil, fmt.Errorf("condition %q: want subject<op>n (a subject: %s), is_character(name), in_round or no_teams", s, strings.Join(numberSubjects(), ", "))
}

// numberSubjects are the condition subjects that count (subject<op>n).
func numberSubjects() []string {
	var out []string
	for _, w := range sortedKeys(condSubjects) {
		if w != "is_character" && w != "in_round" && w != "no_teams" {
			out = append(out, w)
		}
	}
	return out
}

// addClause appends effects to the current mode, opening the implicit window
// if there is none.
func (p *sumParser) addClause(cl Clause) error {
	m := p.cur()
	if m == nil {
		if p.expanded {
			return fmt.Errorf("effects after a timed choose_one need their own timing=")
		}
		if cl.Modifier == ModNone && len(cl.Effects) == 1 && cl.Effects[0].Op == "choose_one" && timedBranches(cl.Effects[0]) {
			return p.expand(cl.Effects[0])
		}
		t, err := p.implicitTiming(cl)
		if err != nil {
			return err
		}
		p.openMode([]Timing{t}, "")
		m = p.cur()
	}
	if cl.Instead {
		hasBase := false
		for _, c := range m.Clauses {
			if c.Modifier == ModNone {
				hasBase = true
			}
		}
		if !hasBase {
			return fmt.Errorf("'instead' needs a base effect before it in timing=%s", m.Timing)
		}
	}
	for _, e := range cl.Effects {
		if err := p.collect(e, m.Timing); err != nil {
			return err
		}
	}
	m.Clauses = append(m.Clauses, cl)
	return nil
}

func timedBranches(e Effect) bool {
	for _, b := range e.Branches {
		if b.Timing == "" {
			return false
		}
	}
	return len(e.Branches) > 0
}

func (p *sumParser) implicitTiming(cl Clause) (Timing, error) {
	for _, t := range p.ex.Types {
		switch t {
		case DrinkEvent, DungeonEvent:
			return TimingEventResolve, nil
		case Prize:
			return TimingPrizeTriggered, nil
		}
	}
	if cl.Modifier == ModNone && len(cl.Effects) > 0 && cl.Effects[0].Op == "drink" {
		return TimingDrinkResolve, nil
	}
	return "", fmt.Errorf("effects before any timing= (say when the card is used: timing=<window>)")
}

// expand turns a leading choose_one with timed branches into one mode per branch.
func (p *sumParser) expand(e Effect) error {
	if p.ex.TypeChoice && len(p.ex.Types) != len(e.Branches) {
		return fmt.Errorf("type=%s has %d types but choose_one has %d timed branches", joinTypes(p.ex.Types, "|"), len(p.ex.Types), len(e.Branches))
	}
	for i, b := range e.Branches {
		ts, filter, err := parseTiming(string(b.Timing) + wrapFilter(b.Filter))
		if err != nil {
			return err
		}
		m := Mode{Timing: ts[0], Timings: ts, Filter: filter, Clauses: []Clause{{Effects: b.Effects}}}
		if i == 0 {
			m.Target, m.XFrom = p.pendingTarget, p.pendingX
			p.pendingTarget, p.pendingX = nil, ""
		}
		if p.ex.TypeChoice {
			m.Type = p.ex.Types[i]
		}
		for _, x := range b.Effects {
			if err := p.collect(x, m.Timing); err != nil {
				return err
			}
		}
		p.modes = append(p.modes, m)
	}
	p.expanded = true
	return nil
}

func wrapFilter(f string) string {
	if f == "" {
		return ""
	}
	return "(" + f + ")"
}

// collect records drink bodies and Drink Event procedures in Extras.
func (p *sumParser) collect(e Effect, t Timing) error {
	switch e.Op {
	case "drink":
		p.drinks++
		if p.drinks > 1 {
			return fmt.Errorf("a card has at most one drink(...) body")
		}
		if t != TimingDrinkResolve {
			return fmt.Errorf("drink(...) is a Drink card's body; it cannot be used in timing=%s", t)
		}
		p.ex.Drink = &DrinkBody{}
		for _, a := range e.Args {
			switch a.Key {
			case "alc":
				p.ex.Drink.Alc = a.Num
			case "fort":
				p.ex.Drink.Fort = a.Num
			}
		}
	case "chaser", "self_split":
		if t != TimingDrinkResolve {
			return fmt.Errorf("%s belongs to a Drink body (after drink(...))", e.Op)
		}
		if p.ex.Drink == nil {
			return fmt.Errorf("%s must follow drink(...)", e.Op)
		}
		if e.Op == "chaser" {
			p.ex.Drink.Chaser = true
		} else {
			p.ex.Drink.SelfSplit = true
		}
	case "drink_event":
		if p.ex.Event != "" {
			return fmt.Errorf("duplicate drink_event")
		}
		p.ex.Event = e.Args[0].Word
	}
	for _, s := range e.Sub {
		if err := p.collect(s, t); err != nil {
			return err
		}
	}
	for _, b := range e.Branches {
		for _, s := range b.Effects {
			if err := p.collect(s, t); err != nil {
				return err
			}
		}
	}
	return nil
}

func (p *sumParser) finish() error {
	if p.ex.TypeChoice && !p.expanded && len(p.modes) > 0 {
		// type=A|B with explicit timing= modes: fine only if each mode says which type.
		for _, m := range p.modes {
			if m.Type == "" {
				return fmt.Errorf("type=%s (chosen on play) needs choose_one(timing=... | timing=...)", joinTypes(p.ex.Types, "|"))
			}
		}
	}
	for i := range p.modes {
		m := &p.modes[i]
		if len(m.Clauses) == 0 {
			if m.After {
				return fmt.Errorf("timing=otto_response(%s); timing=after has no effects", m.Filter)
			}
			return fmt.Errorf("timing=%s has no effects", m.Timing)
		}
		if m.Type == "" && p.ex.Becomes != "" {
			m.Type = p.ex.Becomes
		}
		if m.Type == "" && len(p.ex.Types) > 1 {
			m.Type = typeForTiming(m.Timing, p.ex.Types)
		}
	}
	if p.pendingTarget != nil || p.pendingX != "" {
		return fmt.Errorf("target=/X= without any effects")
	}
	if (p.ex.Recipe == nil) != (p.ex.Becomes == "") {
		return fmt.Errorf("a Patient needs both recipe= and becomes=")
	}
	return nil
}

// typeForTiming picks which of a multi-typed card's types a window plays it as.
func typeForTiming(t Timing, types []Type) Type {
	has := func(x Type) bool { return slices.Contains(types, x) }
	switch t {
	case TimingActionPhase:
		if has(Action) {
			return Action
		}
	case TimingGamblingTurn:
		if has(Gambling) {
			return Gambling
		}
		if has(Cheating) {
			return Cheating
		}
	case TimingAnytime:
		if has(Anytime) {
			return Anytime
		}
	default:
		if has(Sometimes) {
			return Sometimes
		}
	}
	return ""
}

func joinTypes(ts []Type, sep string) string {
	s := make([]string, len(ts))
	for i, t := range ts {
		s[i] = string(t)
	}
	return strings.Join(s, sep)
}

// parseEffects parses "a, b(1), c@self".
func parseEffects(s string) ([]Effect, error) {
	parts := splitTop(s, ",")
	out := make([]Effect, 0, len(parts))
	for _, part := range parts {
		e, err := parseEffect(strings.TrimSpace(part))
		if err != nil {
			return nil, err
		}
		out = append(out, e)
	}
	return out, nil
}

// splitCall splits "name(arg)" into name and arg. hasArg reports parentheses.
func splitCall(s string) (name, arg string, hasArg bool, err error) {
	i := strings.IndexByte(s, '(')
	if i < 0 {
		if !isIdent(s) {
			return "", "", false, fmt.Errorf("%q is not a name", s)
		}
		return s, "", false, nil
	}
	if !strings.HasSuffix(s, ")") {
		return "", "", false, fmt.Errorf("%q: missing )", s)
	}
	name = s[:i]
	if !isIdent(name) {
		return "", "", false, fmt.Errorf("%q is not a name", name)
	}
	return name, s[i+1 : len(s)-1], true, nil
}

func isIdent(s string) bool {
	if s == "" {
		return false
	}
	for _, r := range s {
		if !(r >= 'a' && r <= 'z' || r >= '0' && r <= '9' || r == '_') {
			return false
		}
	}
	return true
}

// parseEffect parses name[(args)][[opts]][@selector].
func parseEffect(s string) (Effect, error) {
	if s == "" {
		return Effect{}, fmt.Errorf("empty effect (stray comma?)")
	}
	i := 0
	for i < len(s) && (s[i] >= 'a' && s[i] <= 'z' || s[i] >= '0' && s[i] <= '9' || s[i] == '_') {
		i++
	}
	name := s[:i]
	if name == "" {
		return Effect{}, fmt.Errorf("%q: expected an effect name", s)
	}
	rest := s[i:]
	var args, opts string
	hasArgs := false
	if strings.HasPrefix(rest, "(") {
		j := matchClose(rest, 0)
		if j < 0 {
			return Effect{}, fmt.Errorf("%q: missing )", s)
		}
		args, rest, hasArgs = rest[1:j], rest[j+1:], true
	}
	if strings.HasPrefix(rest, "[") {
		j := matchClose(rest, 0)
		if j < 0 {
			return Effect{}, fmt.Errorf("%q: missing ]", s)
		}
		opts, rest = rest[1:j], rest[j+1:]
	}
	var at *Selector
	if strings.HasPrefix(rest, "@") {
		sel, err := parseSelector(rest[1:])
		if err != nil {
			return Effect{}, fmt.Errorf("%s: %w", name, err)
		}
		at, rest = sel, ""
	}
	if rest != "" {
		return Effect{}, fmt.Errorf("%q: unexpected %q after %s", s, rest, name)
	}
	e := Effect{Op: name, Code: opCodes[name], At: at}
	if opts != "" && name != "choose_one" {
		return Effect{}, fmt.Errorf("%s: [%s] is only allowed on choose_one", name, opts)
	}
	switch name {
	case "may", "winner":
		if !hasArgs || strings.TrimSpace(args) == "" {
			return Effect{}, fmt.Errorf("%s(...) needs effects", name)
		}
		sub, err := parseEffects(args)
		if err != nil {
			return Effect{}, fmt.Errorf("%s: %w", name, err)
		}
		for k := range sub {
			if sub[k].At == nil && at != nil {
				a := *at
				sub[k].At = &a
			}
		}
		e.Sub = sub
		return e, nil
	case "add_to_drink":
		if !hasArgs || strings.TrimSpace(args) == "" {
			return Effect{}, fmt.Errorf("add_to_drink(...) needs effects")
		}
		sub, err := parseEffects(args)
		if err != nil {
			return Effect{}, fmt.Errorf("add_to_drink: %w", err)
		}
		e.Sub = sub
		return e, nil
	case "choose_one", "coin_flip":
		if !hasArgs {
			return Effect{}, fmt.Errorf("%s(...) needs branches", name)
		}
		branches := splitTop(args, " | ")
		if len(branches) < 2 || name == "coin_flip" && len(branches) != 2 {
			return Effect{}, fmt.Errorf(`%s needs at least two branches separated by " | " (coin_flip: exactly two)`, name)
		}
		for _, b := range branches {
			br, err := parseBranch(strings.TrimSpace(b))
			if err != nil {
				return Effect{}, fmt.Errorf("%s: %w", name, err)
			}
			e.Branches = append(e.Branches, br)
		}
		if name == "coin_flip" {
			return e, nil // heads | tails: one flip for everyone
		}
		switch opts {
		case "by=you":
			e.By = "you"
		case "by=target":
			e.By = "target"
		case "":
			return Effect{}, fmt.Errorf("choose_one needs [by=you] or [by=target]")
		default:
			return Effect{}, fmt.Errorf("choose_one: unknown option [%s] (want by=you or by=target)", opts)
		}
		return e, nil
	}
	spec, ok := ops[name]
	if !ok {
		return Effect{}, fmt.Errorf("unknown effect %q", name)
	}
	var parts []string
	if hasArgs {
		if strings.TrimSpace(args) == "" {
			return Effect{}, fmt.Errorf("%s(): empty argument list (write %s without parentheses)", name, name)
		}
		parts = splitTop(args, ",")
	}
	if len(spec.args) == 1 && spec.args[0] == argDrink {
		return parseDrinkArgs(e, parts)
	}
	if len(parts) > len(spec.args) || len(parts) < len(spec.args)-spec.opt {
		return Effect{}, fmt.Errorf("%s takes %s, got %d", name, arity(spec), len(parts))
	}
	for k, raw := range parts {
		a, err := parseArg(name, spec.args[k], strings.TrimSpace(raw))
		if err != nil {
			return Effect{}, err
		}
		e.Args = append(e.Args, a)
	}
	return e, nil
}

func arity(spec opSpec) string {
	n := len(spec.args)
	if spec.opt > 0 {
		return fmt.Sprintf("%d-%d arguments", n-spec.opt, n)
	}
	if n == 0 {
		return "no arguments"
	}
	if n == 1 {
		return "1 argument"
	}
	return fmt.Sprintf("%d arguments", n)
}

func parseDrinkArgs(e Effect, parts []string) (Effect, error) {
	if len(parts) == 0 {
		return Effect{}, fmt.Errorf("drink needs alc=n and/or fort=n")
	}
	seen := map[string]bool{}
	for _, raw := range parts {
		k, v, ok := strings.Cut(strings.TrimSpace(raw), "=")
		if !ok || (k != "alc" && k != "fort") {
			return Effect{}, fmt.Errorf("drink: argument %q: want alc=n or fort=n", raw)
		}
		if seen[k] {
			return Effect{}, fmt.Errorf("drink: %s= given twice", k)
		}
		seen[k] = true
		n, err := strconv.Atoi(v)
		if err != nil {
			return Effect{}, fmt.Errorf("drink: %s=%s is not an integer", k, v)
		}
		e.Args = append(e.Args, Arg{Key: k, Num: n, IsNum: true})
	}
	return e, nil
}

func parseNum(op, raw string) (Arg, error) {
	if raw == "X" {
		return Arg{IsX: true}, nil
	}
	n, err := strconv.Atoi(raw)
	if err != nil {
		return Arg{}, fmt.Errorf("%s: %q is not a number or X", op, raw)
	}
	return Arg{Num: n, IsNum: true}, nil
}

func parseArg(op string, k argKind, raw string) (Arg, error) {
	if raw == "" {
		return Arg{}, fmt.Errorf("%s: empty argument", op)
	}
	keyed := func(key string) (string, error) {
		v, ok := strings.CutPrefix(raw, key+"=")
		if !ok || v == "" {
			return "", fmt.Errorf("%s: argument %q: want %s=...", op, raw, key)
		}
		return v, nil
	}
	switch k {
	case argNum:
		return parseNum(op, raw)
	case argNumOrLost:
		if raw == "fortitude_lost" {
			return Arg{Word: raw}, nil
		}
		return parseNum(op, raw)
	case argAllOrNum:
		if raw == "all" {
			return Arg{Word: "all"}, nil
		}
		return parseNum(op, raw)
	case argAllOne:
		if raw != "all" && raw != "one" {
			return Arg{}, fmt.Errorf("%s: %q: want all or one", op, raw)
		}
		return Arg{Word: raw}, nil
	case argFilter:
		if !filters[raw] {
			return Arg{}, fmt.Errorf("%s: unknown filter %q", op, raw)
		}
		return Arg{Word: raw}, nil
	case argToken:
		if raw != "any" && !supplyTokens[raw] {
			return Arg{}, fmt.Errorf("%s: unknown Medical Supply %q (want Bandage, Splint, Salve or any)", op, raw)
		}
		return Arg{Word: raw}, nil
	case argEvent:
		if !drinkEvents[raw] {
			return Arg{}, fmt.Errorf("%s: unknown built-in event %q (want round_on_the_house or drinking_contest)", op, raw)
		}
		return Arg{Word: raw}, nil
	case argTo:
		v, err := keyed("to")
		if err != nil {
			return Arg{}, err
		}
		if v == "inn" || v == "you" || v == "pot" {
			return Arg{Key: "to", Word: v}, nil
		}
		sel, err := parseSelector(v)
		if err != nil {
			return Arg{}, fmt.Errorf("%s: to=%s: want inn, you, pot or a selector (%v)", op, v, err)
		}
		return Arg{Key: "to", Word: v, Sel: sel}, nil
	case argBidWhat, argBidHow:
		ok := map[argKind]map[string]bool{argBidWhat: {"gold": true, "fortitude": true}, argBidHow: {"open": true, "secret": true}}[k][raw]
		if !ok {
			return Arg{}, fmt.Errorf("%s: unknown word %q", op, raw)
		}
		return Arg{Word: raw}, nil
	case argFrom:
		v, err := keyed("from")
		if err != nil {
			return Arg{}, err
		}
		if v != "inn" && v != "you" {
			return Arg{}, fmt.Errorf("%s: from=%s: want from=inn or from=you", op, v)
		}
		return Arg{Key: "from", Word: v}, nil
	case argBy:
		v, err := keyed("by")
		if err != nil {
			return Arg{}, err
		}
		if v != "you" && v != "target" {
			return Arg{}, fmt.Errorf("%s: by=%s: want by=you or by=target", op, v)
		}
		return Arg{Key: "by", Word: v}, nil
	case argToPlay:
		if v, err := keyed("to"); err != nil || (v != "play" && v != "hand") {
			return Arg{}, fmt.Errorf("%s: %q: want to=play or to=hand", op, raw)
		}
		return Arg{Key: "to", Word: raw[len("to="):]}, nil
	case argRound:
		if v, err := keyed("round"); err != nil || (v != "up" && v != "down") {
			return Arg{}, fmt.Errorf("%s: %q: want round=up or round=down", op, raw)
		}
		return Arg{Key: "round", Word: raw[len("round="):]}, nil
	case argForm:
		if !forms[raw] {
			return Arg{}, fmt.Errorf("%s: unknown form deck %q (want %s)", op, raw, strings.Join(sortedKeys(forms), ", "))
		}
		return Arg{Word: raw}, nil
	case argStatus:
		if !statuses[raw] {
			return Arg{}, fmt.Errorf("%s: unknown Static Effect %q (want %s)", op, raw, strings.Join(sortedKeys(statuses), ", "))
		}
		return Arg{Word: raw}, nil
	case argUntil:
		v, err := keyed("until")
		if err != nil {
			return Arg{}, err
		}
		if !untils[v] {
			return Arg{}, fmt.Errorf("%s: until=%s: want %s", op, v, strings.Join(sortedKeys(untils), ", "))
		}
		return Arg{Key: "until", Word: v}, nil
	case argWith, argToSel:
		key := "with"
		if k == argToSel {
			key = "to"
		}
		v, err := keyed(key)
		if err != nil {
			return Arg{}, err
		}
		if k == argWith && v == "none" {
			return Arg{Key: key, Word: v}, nil // the other half simply disappears
		}
		sel, err := parseSelector(v)
		if err != nil {
			return Arg{}, fmt.Errorf("%s: %s=%s: %v", op, key, v, err)
		}
		return Arg{Key: key, Word: v, Sel: sel}, nil
	}
	return Arg{}, fmt.Errorf("%s: bad argument %q", op, raw)
}

// parseBranch parses one choose_one alternative: [timing=w, ]effect, effect...
func parseBranch(s string) (Branch, error) {
	var b Branch
	if s == "" {
		return b, fmt.Errorf("empty branch")
	}
	parts := splitTop(s, ",")
	first := strings.TrimSpace(parts[0])
	if v, ok := strings.CutPrefix(first, "timing="); ok {
		ts, filter, err := parseTiming(v)
		if err != nil {
			return b, err
		}
		if len(ts) != 1 {
			return b, fmt.Errorf("branch timing=%s: one window per branch", v)
		}
		b.Timing, b.Filter = ts[0], filter
		parts = parts[1:]
		if len(parts) == 0 {
			return b, fmt.Errorf("branch timing=%s has no effects", v)
		}
	}
	for _, part := range parts {
		e, err := parseEffect(strings.TrimSpace(part))
		if err != nil {
			return b, err
		}
		b.Effects = append(b.Effects, e)
	}
	return b, nil
}

// parseSelector parses self, other_players(2), player_with(most, gold).
func parseSelector(s string) (*Selector, error) {
	name, arg, hasArg, err := splitCall(strings.TrimSpace(s))
	if err != nil {
		return nil, fmt.Errorf("selector: %v", err)
	}
	if !selectors[name] {
		return nil, fmt.Errorf("unknown selector %q", name)
	}
	sel := &Selector{Kind: name}
	switch name {
	case "other_players":
		if !hasArg {
			return nil, fmt.Errorf("other_players needs a count: other_players(n)")
		}
		n, err := strconv.Atoi(arg)
		if err != nil || n < 1 {
			return nil, fmt.Errorf("other_players(%s): want a positive integer", arg)
		}
		sel.Arg = arg
	case "player_with":
		if !hasArg {
			return nil, fmt.Errorf("player_with needs (most|least, fortitude|alcohol|gold)")
		}
		ps := strings.Split(arg, ",")
		if len(ps) != 2 {
			return nil, fmt.Errorf("player_with(%s): want (most|least, fortitude|alcohol|gold)", arg)
		}
		a, b := strings.TrimSpace(ps[0]), strings.TrimSpace(ps[1])
		if (a != "most" && a != "least") || (b != "fortitude" && b != "alcohol" && b != "gold") {
			return nil, fmt.Errorf("player_with(%s): want (most|least, fortitude|alcohol|gold)", arg)
		}
		sel.Arg = a + "," + b
	default:
		if hasArg {
			return nil, fmt.Errorf("selector %s takes no argument", name)
		}
	}
	return sel, nil
}

// splitTop splits s on sep where sep is outside () and [].
func splitTop(s, sep string) []string {
	var out []string
	depth, start := 0, 0
	for i := 0; i < len(s); i++ {
		switch s[i] {
		case '(', '[':
			depth++
		case ')', ']':
			depth--
		}
		if depth == 0 && strings.HasPrefix(s[i:], sep) {
			out = append(out, s[start:i])
			i += len(sep) - 1
			start = i + 1
		}
	}
	return append(out, s[start:])
}

// cutTop cuts s at the first sep outside () and [].
func cutTop(s, sep string) (before, after string, found bool) {
	parts := splitTop(s, sep)
	if len(parts) == 1 {
		return s, "", false
	}
	return parts[0], strings.Join(parts[1:], sep), true
}

// matchClose returns the index of the bracket closing the one at s[open].
func matchClose(s string, open int) int {
	depth := 0
	for i := open; i < len(s); i++ {
		switch s[i] {
		case '(', '[':
			depth++
		case ')', ']':
			depth--
			if depth == 0 {
				return i
			}
		}
	}
	return -1
}

func checkBalanced(s string) error {
	var stack []byte
	for i := 0; i < len(s); i++ {
		switch c := s[i]; c {
		case '(', '[':
			stack = append(stack, c)
		case ')', ']':
			want := byte('(')
			if c == ']' {
				want = '['
			}
			if len(stack) == 0 || stack[len(stack)-1] != want {
				return fmt.Errorf("unbalanced %q at byte %d", c, i)
			}
			stack = stack[:len(stack)-1]
		}
	}
	if len(stack) > 0 {
		return fmt.Errorf("unclosed %q", stack[len(stack)-1])
	}
	return nil
}
