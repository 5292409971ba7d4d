package card_test

// (e) "text agrees with effects": a card's player-facing text and its parsed
// summary must tell the same story. textProblems is deliberately strict: every
// number of an effect appears with its unit and verb in one sentence of the
// text, every "<n> Fortitude/Alcohol/Gold/Momentum/Hellfire/additional Drinks"
// in the text is some effect's number, and the mechanic keywords (Ignore,
// Negate, Harvest n:, Scheme:, Spend n Momentum:, Momentum, Hellfire, Plot,
// Plant, Grow, reveal a Pet, take control, ...) appear in the text exactly
// when the summary has the matching op.

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"undercity/engine/card"
)

var numberWords = map[int]string{
	0: `0`, 1: `1|a|an|one|once`, 2: `2|two|twice`, 3: `3|three`, 4: `4|four`, 5: `5|five`, 6: `6|six`,
}

func numRe(n int) string {
	if n < 0 {
		n = -n
	}
	if w, ok := numberWords[n]; ok {
		return `\b(` + w + `)\b`
	}
	return `\b` + strconv.Itoa(n) + `\b`
}

// unit and verb an effect's number must share a sentence with.
type numRule struct{ unit, verb string }

var numRules = map[string]numRule{
	"lose_fortitude":        {`Fortitude`, `(?i)\blos(e|es|ing)\b`},
	"gain_fortitude":        {`Fortitude`, `(?i)\bgains?\b`},
	"reduce_fortitude_loss": {`Fortitude`, `(?i)\breduce\b`},
	"cap_fortitude_loss":    {`Fortitude`, `(?i)\breduce\b`},
	"gain_alcohol":          {`Alcohol`, `(?i)\bgains?\b`},
	"lose_alcohol":          {`Alcohol`, `(?i)\blos(e|es)\b`},
	"drink_add_alcohol":     {`Alcohol`, `(?i)\b(add|reduce)\b`}, // reduce ... by n: a negative amount
	"pay_gold":              {`Gold`, `(?i)\bpays?\b`},
	"gain_gold":             {`Gold`, `(?i)\b(gains?|pays?)\b`}, // gain_gold(n, from=you): "you pay them n Gold"
	"add_to_pot":            {`Gold`, `(?i)\badds?\b`},
	"take_from_pot":         {`Gold`, `(?i)\btake\b`},
	"ante":                  {`Gold`, `(?i)\bantes?\b`},
	"draw":                  {`(?i)\bcards?\b`, `(?i)\bdraws?\b`},
	"discard":               {`(?i)\bCards?\b`, `(?i)\bdiscards?\b`},
	"discard_random":        {`(?i)\bcards?\b`, `(?i)\bdiscards?\b`},
	"plant":                 {`Mushroom`, `(?i)\bplant\b`},
	"grow":                  {`Mushroom`, `(?i)\bgrow\b`},
	"plot":                  {`(?i)\bcards?\b`, `\bPlot\b`},
	"gain_momentum":         {`Momentum`, `(?i)\bgains?\b`},
	"lose_momentum":         {`Momentum`, `(?i)\blose\b`},
	"gain_hellfire":         {`Hellfire`, `(?i)\bgains?\b`},
	"order_extra_drinks":    {`additional Drinks?`, `(?i)\border\b`},
	"give_scarabs":          {`Scarabs?`, `(?i)\bgains?\b`},
	"return_scarabs":        {`Scarabs?`, `(?i)\breturns?\b`},
}

// keyword ↔ op rules, checked both ways (text with parentheticals removed).
type kwRule struct {
	name string
	re   string
	has  func(u *usage) bool
}

// reverseOnly rules only check "text says it ⇒ summary has it" (another_player
// is also the partner of split_drink/pass_drink, which the text names differently).
var reverseOnly = map[string]bool{"Pick another player": true}

var kwRules = []kwRule{
	{"Ignore", `\bIgnores?\b`, func(u *usage) bool {
		// Bat nap's status Ignores all effects; protect(teammates) and
		// protect(ignore_as_reduce(n)) say what an Ignore may do to the card.
		return u.ops["ignore"] || u.ops["status:ignore_actions"] || u.ops["status:ignore_all"] || u.mods[card.ModIgnored] || u.protect.Teammates || u.protect.IgnoreAsReduce > 0
	}},
	{"costs n Blood", `\bcosts \d+ Blood to play\b`, func(u *usage) bool { return u.ops["spend_blood"] }},
	{"Spend n Blood:", `\bSpend \d+ Blood:`, func(u *usage) bool { return u.mods[card.ModSpendBlood] }},
	{"form deck", `\btop card of your (Bat|Wolf|Monstrosity) Deck\b`, func(u *usage) bool { return u.ops["take_form"] }},
	{"Negate", `\bNegates?\b`, func(u *usage) bool { return u.ops["negate"] }},
	{"look at their hand", `\b[Ll]ook at (their|its|the selected player's) hand\b`, func(u *usage) bool { return u.ops["look_at_hand"] }},
	{"hand revealed", `\bhand revealed\b`, func(u *usage) bool { return u.ops["status:hand_revealed"] }},
	{"Harvest n:", `\bHarvest \d+:`, func(u *usage) bool { return u.mods[card.ModHarvest] }},
	{"Scheme:", `\bScheme:`, func(u *usage) bool { return u.mods[card.ModScheme] }},
	{"Spend Momentum", `\bSpend\b[^.;]*Momentum`, func(u *usage) bool { return u.mods[card.ModSpendMomentum] }},
	{"reveal a Pet", `(?i)\breveal (a|another|up to \w+) Pet`, func(u *usage) bool { return u.mods[card.ModRevealPet] }},
	{"Momentum", `\bMomentum\b`, func(u *usage) bool { return u.momentum }},
	{"Hellfire", `\bHellfire\b`, func(u *usage) bool { return u.ops["gain_hellfire"] }},
	{"Plot", `\bPlot\b`, func(u *usage) bool { return u.ops["plot"] }},
	{"Plotted Cards into your hand", `Plotted Cards into your hand`, func(u *usage) bool { return u.ops["plotted_to_hand"] }},
	{"Plant", `\bPlant\b`, func(u *usage) bool { return u.ops["plant"] }},
	{"Grow", `\bGrow\b`, func(u *usage) bool { return u.ops["grow"] }},
	{"take control", `(?i)\btakes? control\b`, func(u *usage) bool { return u.ops["take_control"] }},
	{"only Cheating Cards", `only Cheating Cards`, func(u *usage) bool { return u.ops["winning_hand"] }},
	{"start a Round", `(?i)\b(start a Round|a new Round of Gambling starts)\b`, func(u *usage) bool { return u.ops["start_round"] }},
	{"leave the Round", `(?i)\bleaves? the Round\b`, func(u *usage) bool { return u.ops["leave_round"] || u.ops["force_leave_round"] }},
	{"win the Round", `(?i)\bwin the Round\b`, func(u *usage) bool { return u.ops["win_round"] }},
	{"goes to the Inn", `goes to the Inn`, func(u *usage) bool { return u.ops["end_round_to_inn"] }},
	{"from the pot", `(?i)\bfrom the pot\b`, func(u *usage) bool { return u.ops["take_from_pot"] }},
	{"split the Drink", `(?i)\bsplit (the Drink|it with no one)\b`, func(u *usage) bool { return u.ops["split_drink"] }},
	{"Self-splitting", `(?i)\bself-splitting\b`, func(u *usage) bool { return u.ops["self_split"] }},
	{"give the Drink", `(?i)\bgive (the whole|that|a) Drink\b`, func(u *usage) bool { return u.ops["pass_drink"] }},
	{"additional Drink", `\badditional Drinks?\b`, func(u *usage) bool { return u.ops["order_extra_drinks"] }},
	{"additional Action", `\badditional Action Card\b`, func(u *usage) bool { return u.ops["extra_action"] }},
	{"draw cards", `(?i)\bdraws? (\d+|a|an|one|two|three) cards?\b`, func(u *usage) bool { return u.ops["draw"] }},
	{"turn ends", `(?i)\byour turn ends\b`, func(u *usage) bool { return u.ops["end_turn"] }},
	{"Gold from the Inn instead", `Gold from the Inn instead of your Stash`, func(u *usage) bool { return u.ops["pay_from_inn"] }},
	{"Don't pay", `(?i)\bdon't pay\b`, func(u *usage) bool { return u.ops["avoid_payment"] }},
	{"Waiting Patient", `Waiting Patient`, func(u *usage) bool { return u.ops["replace_waiting_patient"] }},
	{"Medical Supply", `Medical Supply`, func(u *usage) bool { return u.ops["gain_supply"] }},
	{"discard pile", `from your discard pile`, func(u *usage) bool { return u.ops["take_from_discard"] }},
	{"drinks the top Drink", `drinks the top Drink`, func(u *usage) bool { return u.ops["drink_from_deck"] }},
	{"Pick another player", `(?i)\bpick another player\b`, func(u *usage) bool { return u.sels["another_player"] }},
	{"each other player", `(?i)\beach other player\b`, func(u *usage) bool { return u.sels["each_other_player"] || u.perOther || u.sels["scarab_holders"] }},
	{"Pick a player", `(?i)\bpick a player\b`, func(u *usage) bool { return u.sels["any_player"] }},
	{"still in the Round", `(?i)\beach player still in the Round\b`, func(u *usage) bool { return u.sels["in_round"] }},
	{"can't be Negated", `can't be[^.]*\bNegated\b`, func(u *usage) bool { return u.protect.Negate || u.mods[card.ModNegated] }},
	{"can't be Ignored", `can't be[^.]*\bIgnored\b`, func(u *usage) bool { return u.protect.Ignore }},
	{"can't be reduced", `can't be[^.]*\breduced\b`, func(u *usage) bool { return u.protect.Reduce }},
	{"can't be redirected", `can't be[^.]*\bredirected\b`, func(u *usage) bool { return u.protect.Redirect }},
}

// Forward-only rules: when the summary uses X, the text must say Y.
var selectorText = map[string]string{
	"another_player":    `(?i)\banother player\b`,
	"each_other_player": `(?i)\beach other player\b`,
	"each_player":       `(?i)\b(each|every) (non-Otto )?player\b`,
	"any_player":        `(?i)\bpick a player\b`,
	"source_player":     `(?i)\b(that player|the player who played it|its player)\b`,
	"in_round":          `(?i)\bstill in the Round\b`,
	"affected_tracks":   `\baffected track`,
	"other_players":     `\bother players\b`,
}

var filterText = map[string]string{
	"drink": `\bDrink\b`, "event": `\bEvent\b`, "action": `\bAction\b`, "sometimes": `\bSometimes\b`,
	"pet": `\bPet\b`, "alc_gold_card": `Alcohol Content or Gold`, "drink_modifier": `\bDrink\b`,
	"action_card": `\bAction Card\b`, "any_card": `\bcard\b`, "fortitude_card": `\bcard\b`,
}

// usage is what a card's modes use.
type usage struct {
	ops      map[string]bool
	mods     map[card.Modifier]bool
	sels     map[string]bool
	momentum bool
	perOther bool // X=other_players: "1 ... for each other player"
	protect  card.Protect
}

type checked struct {
	id, text string
	modes    []card.Mode
	protect  card.Protect
	isDrink  bool
	builtin  bool // a Drink Event with a built-in procedure: its text explains the procedure
}

var (
	parenRe    = regexp.MustCompile(`\([^()]*\)`)
	sentenceRe = regexp.MustCompile(`[.!?]\s+|[;:\n]\s*`)
	textNumRe  = regexp.MustCompile(`\b(\d+) (?:more |additional )?(Fortitude|Alcohol|Gold|Momentum|Hellfire|additional Drinks?)\b`)
	textAddRe  = regexp.MustCompile(`\b(\d+) additional (Drinks?|Fortitude)\b`)
)

func sentences(s string) []string { return sentenceRe.Split(s, -1) }

func matches(re, s string) bool { return regexp.MustCompile(re).MatchString(s) }

// textProblems lists every disagreement between a card's text and summary.
func textProblems(c checked) []string {
	var probs []string
	bad := func(format string, args ...any) { probs = append(probs, fmt.Sprintf(format, args...)) }
	full := c.text
	plain := full
	for parenRe.MatchString(plain) {
		plain = parenRe.ReplaceAllString(plain, "")
	}
	u := &usage{ops: map[string]bool{}, mods: map[card.Modifier]bool{}, sels: map[string]bool{}, protect: c.protect}
	units := map[string][]int{} // unit → numbers used by effects
	addUnit := func(unit string, n int) {
		if n < 0 {
			n = -n
		}
		units[unit] = append(units[unit], n)
	}
	sel := func(s *card.Selector) {
		if s != nil {
			u.sels[s.Kind] = true
		}
	}
	// The number and verb share a sentence; the unit is in it or in one of
	// the two sentences before ("They gain 2 Alcohol Content. If ..., they
	// gain 1 instead").
	inSentence := func(rule numRule, num string) bool {
		ss := sentences(full)
		for i, s := range ss {
			if !matches(rule.verb, s) || (num != "" && !matches(num, s)) {
				continue
			}
			for j := i; j >= 0 && j >= i-2; j-- {
				if matches(rule.unit, ss[j]) {
					return true
				}
			}
		}
		return false
	}
	for _, m := range c.modes {
		sel(m.Target)
		if m.XFrom == "momentum" {
			u.momentum = true
		}
		u.perOther = u.perOther || m.XFrom == "other_players"
		if m.After && !matches(`\bAfter\b`, full) {
			bad("mode %s is an 'after' box but the text has no \"After\"", m.Timing)
		}
		for _, cl := range m.Clauses {
			u.mods[cl.Modifier] = true
			switch cl.Modifier {
			case card.ModHarvest, card.ModScheme:
				head := "Scheme:"
				if cl.Modifier == card.ModHarvest {
					head = fmt.Sprintf("Harvest %d:", cl.Num)
				}
				switch {
				case !strings.Contains(full, head):
					bad("summary has %s clause but text lacks %q", cl.Modifier, head)
				case cl.Instead && !strings.Contains(full, head+" instead"):
					bad("%s clause is 'instead' but text lacks %q", cl.Modifier, head+" instead")
				case !cl.Instead && strings.Contains(full, head+" instead"):
					bad("text says %q but the %s clause adds instead of replacing", head+" instead", cl.Modifier)
				}
			case card.ModSpendMomentum:
				u.momentum = true
				if cl.IsX {
					if !matches(`Spend any amount of Momentum`, full) {
						bad("spend_momentum(X) but text lacks \"Spend any amount of Momentum\"")
					}
				} else {
					head := fmt.Sprintf("Spend %d Momentum:", cl.Num)
					switch {
					case !strings.Contains(full, head):
						bad("spend_momentum(%d) but text lacks %q", cl.Num, head)
					case cl.Instead && !strings.Contains(full, head+" instead"):
						bad("spend_momentum clause is 'instead' but text lacks %q", head+" instead")
					case !cl.Instead && strings.Contains(full, head+" instead"):
						bad("text says %q but the clause adds instead of replacing", head+" instead")
					}
					addUnit("Momentum", cl.Num)
				}
			case card.ModRevealPet:
				if !cl.IsX && !matches(`(?i)\breveal (`+numberWords[cl.Num]+`|another) Pet`, full) {
					bad("reveal_pet(%d) but text does not reveal that many Pets", cl.Num)
				}
			case card.ModIf:
				switch cl.Cond.Subject {
				case "momentum":
					u.momentum = true
					want := map[string]string{"==": "", ">=": " or more", "<=": " or less"}[cl.Cond.Op]
					found := false
					for _, mm := range regexp.MustCompile(fmt.Sprintf(`\b(?:Momentum|it) is %d\b( or more| or less)?`, cl.Cond.Num)).FindAllStringSubmatch(full, -1) {
						found = found || mm[1] == want
					}
					if !found {
						bad("if(momentum%s%d) but the text never says \"Momentum is %d%s\"", cl.Cond.Op, cl.Cond.Num, cl.Cond.Num, want)
					}
				case "is_character":
					if !strings.Contains(full, "If you are "+cl.Cond.Word) {
						bad("if(is_character(%s)) but text lacks \"If you are %s\"", cl.Cond.Word, cl.Cond.Word)
					}
				}
			}
			if cl.Instead && cl.Modifier != card.ModHarvest && cl.Modifier != card.ModScheme && !strings.Contains(full, "instead") {
				bad("%s clause is 'instead' but the text never says instead", cl.Modifier)
			}
		}
	}
	walk(c.modes, func(m *card.Mode, e *card.Effect) {
		u.ops[e.Op] = true
		if e.Op == "status" && len(e.Args) > 0 {
			u.ops["status:"+e.Args[0].Word] = true
		}
		sel(e.At)
		switch e.Op {
		case "gain_momentum", "lose_momentum":
			u.momentum = true
		case "may":
			if !matches(`(?i)\bmay\b`, full) {
				bad("may(...) but text lacks \"may\"")
			}
		case "choose_one":
			if !matches(`(?i)\b(choose|chooses|either)\b`, full) {
				bad("choose_one but text offers no choice")
			}
		case "ignore", "negate", "discard_or_reveal", "reveal_until", "take_from_discard", "discard":
			f := e.Args[len(e.Args)-1].Word
			if re, ok := filterText[f]; ok && !matches(re, full) {
				bad("%s(%s) but text never names it", e.Op, f)
			}
		case "drink":
			for _, a := range e.Args {
				unit, verb := "Alcohol", `(?i)\bgains?\b`
				if a.Key == "fort" {
					unit = "Fortitude"
				}
				if a.Num < 0 {
					verb = `(?i)\blos(e|es)\b`
				}
				addUnit(unit, a.Num)
				if !inSentence(numRule{unit, verb}, numRe(a.Num)) {
					bad("drink(%s=%d) but no sentence says %s %d %s", a.Key, a.Num, verb, a.Num, unit)
				}
			}
		}
		for _, a := range e.Args {
			sel(a.Sel)
		}
		rule, ok := numRules[e.Op]
		if !ok {
			return
		}
		var n *card.Arg
		for i := range e.Args {
			if e.Args[i].IsNum || e.Args[i].IsX || e.Args[i].Word == "all" {
				n = &e.Args[i]
				break
			}
		}
		num := ""
		switch {
		case n == nil:
		case n.IsNum:
			num = numRe(n.Num)
			switch rule.unit {
			case "Fortitude", "Alcohol", "Gold", "Momentum", "Hellfire":
				if e.Op != "reduce_fortitude_loss" {
					addUnit(rule.unit, n.Num)
				}
			case `additional Drinks?`:
				addUnit("additional Drinks", n.Num)
			}
		case n.Word == "all" && e.Op == "grow":
			num = `\beach\b`
			if len(e.Args) > 1 && e.Args[1].IsNum && !inSentence(rule, numRe(e.Args[1].Num)) {
				bad("grow(all,%d) but no sentence grows that many times", e.Args[1].Num)
			}
		case n.Word == "all":
			num = `\ball\b`
		case n.IsX && m.XFrom != "" && m.XFrom != "momentum":
			// X counts something: "1 Fortitude for each Minion you have".
			num = `\b(1|one)\b`
			addUnit(rule.unit, 1)
		}
		if !inSentence(rule, num) {
			what := e.Op
			if n != nil && n.IsNum {
				what = fmt.Sprintf("%s(%d)", e.Op, n.Num)
			}
			bad("%s but no sentence of the text has its number, unit (%s) and verb", what, rule.unit)
		}
	})
	for kind := range u.sels {
		if re, ok := selectorText[kind]; ok && !matches(re, full) {
			bad("selector %s but the text never says so (%s)", kind, re)
		}
	}
	walkSel := func(s *card.Selector) {
		if s != nil && s.Kind == "player_with" {
			p := strings.SplitN(s.Arg, ",", 2)
			stat := map[string]string{"fortitude": "Fortitude", "alcohol": "Alcohol Content", "gold": "Gold"}[p[1]]
			if !strings.Contains(full, "with the "+p[0]+" "+stat) {
				bad("player_with(%s) but text lacks %q", s.Arg, "with the "+p[0]+" "+stat)
			}
		}
		if s != nil && s.Kind == "other_players" {
			n, _ := strconv.Atoi(s.Arg)
			if !matches(numRe(n), full) {
				bad("other_players(%s) but text lacks the number", s.Arg)
			}
		}
	}
	for _, m := range c.modes {
		walkSel(m.Target)
	}
	walk(c.modes, func(_ *card.Mode, e *card.Effect) {
		walkSel(e.At)
		for _, a := range e.Args {
			walkSel(a.Sel)
		}
	})
	if c.isDrink && matches(`\bChaser\b`, full) != u.ops["chaser"] {
		bad("Chaser in text (%v) but chaser in summary (%v)", matches(`\bChaser\b`, full), u.ops["chaser"])
	}
	if c.builtin {
		return probs // the procedure's text is not spelled out in primitives
	}
	for _, r := range kwRules {
		inText, inSum := matches(r.re, plain), r.has(u)
		if inText && !inSum {
			bad("text says %q but the summary has no matching effect", r.name)
		}
		if inSum && !inText && !reverseOnly[r.name] && !matches(r.re, full) {
			bad("summary has the effect for %q but the text never says it", r.name)
		}
	}
	for _, re := range []*regexp.Regexp{textNumRe, textAddRe} {
		for _, mm := range re.FindAllStringSubmatch(plain, -1) {
			n, _ := strconv.Atoi(mm[1])
			unit := mm[2]
			switch {
			case strings.HasPrefix(unit, "additional Drink") || unit == "Drink" || unit == "Drinks":
				unit = "additional Drinks"
			}
			found := false
			for _, x := range units[unit] {
				found = found || x == n
			}
			if !found {
				bad("text says %q but no effect has %d %s", mm[0], n, unit)
			}
		}
	}
	return probs
}

func checkedOf(d *card.Def) checked {
	return checked{id: d.ID, text: d.Text, modes: d.Modes, protect: d.Protect, isDrink: d.Is(card.Drink), builtin: d.Event != ""}
}

func TestTextAgreesWithEffects(t *testing.T) {
	lib := loadData(t)
	n := 0
	for _, d := range lib.Cards() {
		for _, p := range textProblems(checkedOf(d)) {
			t.Errorf("%s (%s): %s\n  text: %s\n  summary: %s", d.ID, d.Title, p, d.Text, d.Summary)
		}
		n++
	}
	for _, c := range lib.Characters() {
		for name, tr := range map[string]*card.Tracker{"hellfire": c.Hellfire, "boss_hellfire": c.BossHellfire} {
			if tr == nil {
				continue
			}
			for _, p := range textProblems(checked{id: c.ID + "/" + name, text: tr.Text, modes: tr.Modes, protect: tr.Protect}) {
				t.Errorf("%s %s tracker: %s\n  text: %s\n  summary: %s", c.ID, name, p, tr.Text, tr.Summary)
			}
		}
	}
	assert.Equal(t, len(lib.Cards()), n)
}

// The checker catches deliberately altered cards.
func TestTextCheckCatchesAlteredCards(t *testing.T) {
	lib := loadData(t)
	alter := []struct {
		id, what   string
		text, summ func(string) string
	}{
		{"dale_outta_my_field", "base damage changed in summary", nil, repl("lose_fortitude(2)", "lose_fortitude(3)")},
		{"dale_outta_my_field", "harvest cost changed in text", repl("Harvest 3:", "Harvest 2:"), nil},
		{"dale_outta_my_field", "instead dropped from summary", nil, repl(": instead ", ": ")},
		{"dale_pitchfork", "instead added to summary", nil, repl("harvest(2): ", "harvest(2): instead ")},
		{"dale_prize_crop", "gain swapped for lose", nil, repl("gain_alcohol(2);", "lose_alcohol(2);")},
		{"dale_vermin", "Ignore turned into Negate in text", repl("Ignore", "Negate"), nil},
		{"dale_vermin", "harvest clause dropped from summary", nil, repl("; harvest(3): lose_alcohol(2)", "")},
		{"petra_this_is_fine", "Scheme dropped from text", repl("Scheme: also gain 2 Hellfire.", ""), nil},
		{"petra_this_is_fine", "selector changed", nil, repl("each_other_player", "another_player")},
		{"petra_stoke_the_flames", "Hellfire amount changed", nil, repl("gain_hellfire(2)@self;", "gain_hellfire(3)@self;")},
		{"jett_claws", "Momentum gain dropped from summary", nil, repl("; gain_momentum(1)@self", "")},
		{"jett_coin_trick", "spend amount changed", nil, repl("spend_momentum(2)", "spend_momentum(3)")},
		{"jett_rush_order", "condition changed", nil, repl("momentum==3", "momentum==2")},
		{"ygella_coils", "Pet reveal dropped", nil, repl("; reveal_pet(1): instead lose_fortitude(3)", "")},
		{"ygella_hold_one", "may dropped from text", repl("you may take", "you take"), nil},
		{"boss_pick_your_poison", "protect(reduce) dropped", nil, repl("|reduce", "")},
		{"drk_fungal_brew", "drink body changed", nil, repl("fort=2", "fort=1")},
		{"drk_light_ale_chaser", "chaser dropped", nil, repl("; chaser", "")},
		{"terci_rounds", "draw dropped", nil, repl("; draw(1)@self", "")},
		{"otto_b_battle_cry", "player_with stat changed", nil, repl("least, alcohol", "least, gold")},
		{"otto_b_rampage", "after dropped from text", repl("After that card resolves, the", "The"), nil},
		{"msh_puffball", "Gather number changed", repl("gain 1 Alcohol", "gain 2 Alcohol"), nil},
		{"pat_gouty_merchant", "Gold amount changed", nil, repl("gain_gold(3", "gain_gold(2")},
		{"prize_speedy_stopwatch", "character changed", nil, repl("is_character(Jett)", "is_character(Dale)")},
	}
	for _, a := range alter {
		orig, ok := lib.Card(a.id)
		require.True(t, ok, a.id)
		require.Empty(t, textProblems(checkedOf(orig)), "%s must be clean before altering", a.id)
		d := *orig
		if a.text != nil {
			d.Text = a.text(d.Text)
			require.NotEqual(t, orig.Text, d.Text, "%s: alteration %q did not apply", a.id, a.what)
		}
		if a.summ != nil {
			d.Summary = a.summ(d.Summary)
			require.NotEqual(t, orig.Summary, d.Summary, "%s: alteration %q did not apply", a.id, a.what)
		}
		require.NoError(t, d.Parse(), "%s: altered card must still parse (%s)", a.id, a.what)
		probs := textProblems(checkedOf(&d))
		assert.NotEmpty(t, probs, "%s: %s went unnoticed", a.id, a.what)
		t.Logf("%s (%s): %v", a.id, a.what, probs)
	}
}

func repl(old, new string) func(string) string {
	return func(s string) string { return strings.Replace(s, old, new, 1) }
}
