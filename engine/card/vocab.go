package card

import "sort"

// The effect vocabulary of design README §3. The parser accepts exactly these
// words; anything else is an error naming the offending token.

// argKind describes one positional argument of a primitive.
type argKind int

const (
	argNum       argKind = iota // integer literal or X
	argFilter                   // one of Filters
	argToken                    // Medical Supply token: Bandage, Splint, Salve, any
	argEvent                    // built-in Drink Event procedure
	argAllOrNum                 // "all" or a number (lose_momentum)
	argAllOne                   // "all" or "one" (grow)
	argTo                       // to=inn|you|pot|<selector>
	argFrom                     // from=inn
	argWith                     // with=<selector>
	argToSel                    // to=<selector>
	argDrink                    // alc=n and/or fort=n (drink body)
	argBy                       // by=you|target: who picks the cards (discard)
	argToPlay                   // to=play|hand (reveal_until)
	argStatus                   // a Static Effect kind (status)
	argUntil                    // until=<when it ends> (status)
	argBidWhat                  // gold | fortitude (what a bid is made in)
	argBidHow                   // open (raise or pass) | secret (all reveal at once)
	argNumOrLost                // a number, X, or fortitude_lost (what the card actually took)
	argRound                    // round=up|down: how halves round (split_drink)
	argForm                     // a form deck: bat, wolf, monstrosity or any (take_form)
)

// opSpec is the signature of a primitive.
type opSpec struct {
	args []argKind
	opt  int // number of trailing args that may be omitted
}

var ops = map[string]opSpec{
	// Attributes
	"lose_fortitude":          {args: []argKind{argNum}},
	"gain_fortitude":          {args: []argKind{argNum}},
	"gain_alcohol":            {args: []argKind{argNum}},
	"lose_alcohol":            {args: []argKind{argNum}},
	"pay_gold":                {args: []argKind{argNum, argTo}},
	"gain_gold":               {args: []argKind{argNum, argFrom}, opt: 1},
	"reduce_fortitude_loss":   {args: []argKind{argNum}},
	"cap_fortitude_loss":      {args: []argKind{argNum}},
	"pay_from_inn":            {args: []argKind{argNum}, opt: 1},
	"redirect_fortitude_loss": {},
	"avoid_payment":           {},
	// Cards
	"draw":              {args: []argKind{argNum}},
	"discard":           {args: []argKind{argNum, argFilter, argBy}, opt: 1},
	"discard_or_reveal": {args: []argKind{argFilter}},
	"discard_random":    {args: []argKind{argNum}},
	"look_at_hand":      {},
	"reveal_until":      {args: []argKind{argFilter, argToPlay}, opt: 1},
	"take_from_discard": {args: []argKind{argFilter}},
	"extra_action":      {},
	"end_turn":          {},
	// Responses
	"ignore": {args: []argKind{argFilter}},
	"negate": {args: []argKind{argFilter}},
	// Drinks
	"drink":              {args: []argKind{argDrink}},
	"chaser":             {},
	"self_split":         {},
	"drink_event":        {args: []argKind{argEvent}},
	"drink_add_alcohol":  {args: []argKind{argNum}},
	"split_drink":        {args: []argKind{argWith, argRound}, opt: 1},
	"pass_drink":         {args: []argKind{argToSel}},
	"order_extra_drinks": {args: []argKind{argNum}},
	"drink_from_deck":    {},
	// Gambling
	"start_round":        {},
	"take_control":       {},
	"winning_hand":       {},
	"ante":               {args: []argKind{argNum}},
	"leave_round":        {},
	"force_leave_round":  {},
	"win_round":          {},
	"end_round_to_inn":   {},
	"take_from_pot":      {args: []argKind{argNum}},
	"end_round_take_pot": {},
	"add_to_pot":         {args: []argKind{argNum}},
	// Torglesnarf's Drink and status words
	"add_to_drink": {},
	"status":       {args: []argKind{argStatus, argUntil}},
	// Vlazlo (blood.go): a mandatory Blood cost (cost: spend_blood(n)) and
	// a form card from a form deck into hand
	"spend_blood": {args: []argKind{argNum}},
	"take_form":   {args: []argKind{argForm}},
	// Dale
	"plant": {args: []argKind{argNum}},
	"grow":  {args: []argKind{argAllOne, argNum}},
	// Jett
	"gain_momentum": {args: []argKind{argNum}},
	"lose_momentum": {args: []argKind{argAllOrNum}},
	// Petra
	"plot":            {args: []argKind{argNum}},
	"gain_hellfire":   {args: []argKind{argNum}},
	"plotted_to_hand": {},
	"hellfire_fire":   {},
	// Terci
	"gain_supply":             {args: []argKind{argToken}},
	"replace_waiting_patient": {},
	// Dungeon Events
	"discard_drink_pile": {args: []argKind{argNum}},
	"bid":                {args: []argKind{argBidWhat, argBidHow}},
	"opt_in":             {},
	// Amundyr (villains.md §3.4 61-62)
	"give_scarabs":   {args: []argKind{argNum}},
	"return_scarabs": {args: []argKind{argNumOrLost}},
	// Daareka (engine/daareka.go): all of a card that picked you goes to
	// another player; a player divides revealed cards into two piles; play
	// a card from another player's hand; a Champion from another team
	"redirect_card":    {args: []argKind{argToSel}},
	"divide_piles":     {args: []argKind{argNum}},
	"play_from_hand":   {args: []argKind{argFilter}},
	"foreign_champion": {args: []argKind{argToSel}},
	// Structure (parsed specially; listed so Ops() is complete)
	"choose_one": {},
	"may":        {},
	"winner":     {},
	"coin_flip":  {},
}

// Ops returns the sorted names of all effect primitives the parser accepts.
func Ops() []string { return sortedKeys(ops) }

// OpCode is an effect primitive's number: its place in Ops(), from 1; 0
// for a name that is not a primitive. The parser gives each Effect its
// primitive's code, so that what looks a primitive up on a hot path (the
// engine's registry, the AI's values) indexes a slice instead of hashing
// its name.
type OpCode uint8

// opCodes numbers Ops().
var opCodes = func() map[string]OpCode {
	names := sortedKeys(ops)
	if len(names) >= 256 {
		panic("card: more effect primitives than an OpCode holds")
	}
	m := make(map[string]OpCode, len(names))
	for i, n := range names {
		m[n] = OpCode(i + 1)
	}
	return m
}()

// OpCodeOf is primitive name's OpCode (0 for none).
func OpCodeOf(name string) OpCode { return opCodes[name] }

// NumOpCodes is one more than the largest OpCode.
func NumOpCodes() int { return len(opCodes) + 1 }

// OpCode is e's primitive's code: the one the parser gave it, or, for an
// Effect made otherwise (by hand, from JSON), its name's.
func (e *Effect) OpCode() OpCode {
	if e.Code != 0 {
		return e.Code
	}
	return opCodes[e.Op]
}

// Timings: every window a Mode may open in. The first 14 are README §3.2;
// gather, otto_response and after are its side windows; hellfire_fire is the
// tracker section; drink/event/prize are the implicit windows of a Drink's,
// Drink Event's or Prize's own body; otto_action/otto_gambling are Otto boxes.
var timings = map[Timing]bool{
	TimingActionPhase: true, TimingAnytime: true, TimingStartOfTurn: true,
	TimingOrderPhase: true, TimingOwnDrink: true, TimingOtherDrink: true,
	TimingIncoming: true, TimingAfterFortLoss: true, TimingSometimesPlay: true,
	TimingMustPay: true, TimingRoundStart: true, TimingDuringRound: true,
	TimingGamblingTurn: true, TimingEventRevealed: true,
	TimingGather: true, TimingOttoResponse: true, TimingAfter: true,
	TimingHellfireFire: true, TimingDrinkResolve: true, TimingEventResolve: true,
	TimingPrizeTriggered: true, TimingOttoAction: true, TimingOttoGambling: true,
	TimingActivate: true, TimingStatic: true, TimingRoundWon: true,
	TimingScarabDamage: true,
}

// Timings returns the sorted names of all timing windows.
func Timings() []string {
	out := make([]string, 0, len(timings))
	for t := range timings {
		out = append(out, string(t))
	}
	sort.Strings(out)
	return out
}

// timingFilters lists the parameters each parameterised window accepts
// (incoming takes any effect filter). A
// window not listed takes no parameter. otto_response accepts "|"-joined
// alternatives of its words.
var timingFilters = map[Timing]map[string]bool{
	TimingIncoming:      filters,
	TimingSometimesPlay: {"sometimes": true, "drink_modifier": true},
	TimingMustPay:       {"payment": true, "ante": true, "any": true, "wages": true},
	TimingStatic:        filters,
	TimingOwnDrink:      {"other_players_turn": true},
	TimingOttoResponse:  {"drink": true, "action": true, "sometimes": true, "anytime": true, "any": true},
}

// Selectors (README §3.3).
var selectors = map[string]bool{
	"self": true, "another_player": true, "any_player": true, "other_players": true,
	"each_other_player": true, "each_player": true, "source_player": true,
	"in_round": true, "player_with": true, "drink_owner": true, "affected_tracks": true, "drinker": true,
	"heroes": true, "villains": true, "scarab_holders": true, "drink_recipients": true,
}

// Selectors returns the sorted selector kinds.
func Selectors() []string { return sortedKeys(selectors) }

// Filters used by discard/ignore/negate/... (README §3.4).
var filters = map[string]bool{
	"drink": true, "event": true, "action": true, "sometimes": true, "cheating": true,
	"drink_modifier": true, "fortitude_card": true, "alc_gold_card": true, "pet": true,
	"action_card": true, "any_card": true,
	"fortitude_or_alc_gold_card": true, "minion": true,
	// picked_action: an Action Card whose player picked you (incoming);
	// gambling_card: a Gambling or Cheating Card (play_from_hand);
	// champion: a card or Event that makes teams choose Champions.
	"picked_action": true, "gambling_card": true, "champion": true,
}

// Filters returns the sorted effect filter words.
func Filters() []string { return sortedKeys(filters) }

// subtypes are the sub= words: Ygella's Pets, Petra's Schemes, Torglesnarf's
// Minions and Vlazlo's form cards (Bat, Wolf, Monstrosity).
var subtypes = map[string]bool{"Pet": true, "Scheme": true, "Minion": true, "Bat": true, "Wolf": true, "Monstrosity": true}

// forms are the take_form words: a form deck by its back, or any of them.
var forms = map[string]bool{"bat": true, "wolf": true, "monstrosity": true, "any": true}

var supplyTokens = map[string]bool{"Bandage": true, "Splint": true, "Salve": true}

var drinkEvents = map[string]bool{"round_on_the_house": true, "drinking_contest": true}

// xSources are the words an X may be bound to, and condSubjects the
// subjects of a condition: these, the engine's own, and those of the
// mechanics (AddMechanic).
var xSources = map[string]bool{"chosen": true, "pets_revealed": true, "other_players": true, "team_size": true}

// iconKeys are the name=n keys of a summary that give a card a mechanic's
// icons (AddMechanic).
var iconKeys = map[string]bool{}

var condSubjects = map[string]bool{"pets_revealed": true, "is_character": true, "in_round": true, "fortitude_lost": true, "discarded": true, "no_teams": true}

// statuses are the kinds of status(kind, until=...) built so far.
var statuses = map[string]bool{"no_team_defence": true, "hand_revealed": true, "ignore_actions": true, "ignore_all": true}

var untils = map[string]bool{"end_of_turn": true, "your_next_turn": true, "end_of_next_turn": true}

var knownTypes = map[Type]bool{
	Action: true, Sometimes: true, Anytime: true, Gambling: true, Cheating: true,
	Drink: true, DrinkEvent: true, DungeonEvent: true, Prize: true, Mushroom: true, Patient: true, Otto: true,
}

// playTypes are the types a Patient may become or a mode may count as (Mode.Type).
var playTypes = map[Type]bool{Action: true, Sometimes: true, Anytime: true, Gambling: true, Cheating: true}

func sortedKeys[V any](m map[string]V) []string {
	out := make([]string, 0, len(m))
	for k := range m {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}
