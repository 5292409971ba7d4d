// Package card holds card definitions: the immutable data every card of the
// game is built from, and the parser of the effect vocabulary ("Summary"
// lines) described in the card design. Definitions are shared by every game
// state and never mutated after loading.
package card

import "slices"

// Type is a card type as printed on the card.
type Type string

const (
	Action     Type = "Action"
	Sometimes  Type = "Sometimes"
	Anytime    Type = "Anytime"
	Gambling   Type = "Gambling"
	Cheating   Type = "Cheating"
	Drink      Type = "Drink"
	DrinkEvent Type = "DrinkEvent"
	// DungeonEvent is a card of the Dungeon Event Deck (option dungeon).
	DungeonEvent Type = "DungeonEvent"
	Prize        Type = "Prize"
	Mushroom     Type = "Mushroom"
	Patient      Type = "Patient"
	Otto         Type = "Otto"
)

// Timing is a window in which a mode of a card may be used (design §3.2).
type Timing string

const (
	TimingActionPhase    Timing = "action_phase"
	TimingAnytime        Timing = "anytime"
	TimingStartOfTurn    Timing = "start_of_turn"
	TimingOrderPhase     Timing = "order_phase"
	TimingOwnDrink       Timing = "own_drink"
	TimingOtherDrink     Timing = "other_drink"
	TimingIncoming       Timing = "incoming"
	TimingAfterFortLoss  Timing = "after_fortitude_loss"
	TimingSometimesPlay  Timing = "sometimes_played"
	TimingMustPay        Timing = "must_pay"
	TimingRoundStart     Timing = "round_start"
	TimingDuringRound    Timing = "during_round"
	TimingGamblingTurn   Timing = "gambling_turn"
	TimingEventRevealed  Timing = "event_revealed"
	TimingGather         Timing = "gather"
	TimingHellfireFire   Timing = "hellfire_fire"
	TimingOttoResponse   Timing = "otto_response"
	TimingAfter          Timing = "after"
	TimingDrinkResolve   Timing = "drink" // a Drink card's own body
	TimingEventResolve   Timing = "event" // a Drink Event's own body
	TimingPrizeTriggered Timing = "prize"

	// Otto boxes (design otto.md): the Action box run on Otto's Action Phase
	// and the bottom box (Gambling or Cheating, see Mode.Type) run on Otto's
	// turn in a Round. The Sometimes box uses TimingOttoResponse.
	TimingOttoAction   Timing = "otto_action"
	TimingOttoGambling Timing = "otto_gambling"

	// Torglesnarf's Minions (villains.md §3.2): a Minion in play acts once
	// in each of its owner's Action Phases (activate) or helps its owner
	// while in play (static(filter)). round_won: right after a player wins
	// a Round of Gambling, before they take the pot.
	TimingActivate Timing = "activate"
	TimingStatic   Timing = "static"
	TimingRoundWon Timing = "round_won"
	// TimingScarabDamage is Amundyr's Scarab damage section: what a
	// Scarab does to its holder at the end of their turn.
	TimingScarabDamage Timing = "scarab_damage"
)

// Selector names who an effect applies to (design §3.3). Arg carries the
// selector's argument: "2" for other_players(2), "most,fortitude" for
// player_with(most,fortitude).
type Selector struct {
	Kind string `json:"kind"`          // self, another_player, any_player, other_players, each_other_player, each_player, source_player, in_round, player_with, drink_owner, affected_tracks
	Arg  string `json:"arg,omitempty"` // optional argument
}

// Arg is one argument of an effect: either a number, the non-numeric X, or a
// word (filter, token, key=value pair).
type Arg struct {
	Num   int    `json:"num,omitempty"`
	IsNum bool   `json:"is_num,omitempty"` // an integer literal: a numeric effect
	IsX   bool   `json:"is_x,omitempty"`   // the bound non-numeric X
	Word  string `json:"word,omitempty"`   // e.g. "drink", "all", "Salve"
	Key   string `json:"key,omitempty"`    // for key=value args: "to", "from", "with", "alc", "fort"
	// Sel is set when the value names a selector, e.g. to=another_player or
	// to=player_with(least, gold) (Word then holds the raw text).
	Sel *Selector `json:"sel,omitempty"`
}

// Effect is one primitive of the vocabulary, e.g. lose_fortitude(2)@source_player.
// Sub holds the effects inside may(...); Branches the alternatives of choose_one.
type Effect struct {
	Op       string    `json:"op"`
	Code     OpCode    `json:"-"` // Op's code (OpCode), set by the parser
	Args     []Arg     `json:"args,omitempty"`
	At       *Selector `json:"at,omitempty"` // @selector override; nil = the mode's target
	Sub      []Effect  `json:"sub,omitempty"`
	Branches []Branch  `json:"branches,omitempty"`
	By       string    `json:"by,omitempty"` // choose_one: "you" or "target"
}

// Branch is one alternative of choose_one. A branch may carry its own timing
// and type (e.g. "I guess I'll stick with this hand").
type Branch struct {
	Timing  Timing   `json:"timing,omitempty"`
	Filter  string   `json:"filter,omitempty"`
	Effects []Effect `json:"effects"`
}

// Modifier is the kind of a modifier clause ("harvest(3): instead ...").
type Modifier string

const (
	ModNone          Modifier = ""
	ModHarvest       Modifier = "harvest"        // Num = Harvest number; optional extra cost
	ModSpendMomentum Modifier = "spend_momentum" // Num, or X (any amount chosen on play)
	ModScheme        Modifier = "scheme"         // applies when played from the Plotted Cards area
	ModIf            Modifier = "if"             // Cond holds the condition
	ModRevealPet     Modifier = "reveal_pet"     // Num pets, or X (any number)
	ModCost          Modifier = "cost"           // mandatory cost paid on play
	// ModIgnored: effects applied to a picked player instead when the
	// card is Ignored by or for them (Once: once per card, however many
	// Ignore it). ModNegated: alternate effects when the card is Negated;
	// they can't be altered or Negated.
	ModIgnored    Modifier = "ignored"
	ModNegated    Modifier = "negated"
	ModSpendBlood Modifier = "spend_blood" // Num Blood, paid on play if chosen (Vlazlo)
)

// Cond is a condition of an if(...) clause: e.g. momentum>=2, is_character(Jett), in_round.
type Cond struct {
	Subject string `json:"subject"`      // momentum, pets_revealed, is_character, in_round
	Op      string `json:"op,omitempty"` // ==, >=, <=, >, <, !=
	Num     int    `json:"num,omitempty"`
	Word    string `json:"word,omitempty"` // is_character name
}

// Clause is a run of effects, optionally behind a modifier.
type Clause struct {
	Modifier Modifier `json:"modifier,omitempty"`
	Num      int      `json:"num,omitempty"`  // harvest/spend/reveal amount
	IsX      bool     `json:"is_x,omitempty"` // spend_momentum(X), reveal_pet(X)
	Max      int      `json:"max,omitempty"`  // X<=n: "up to n" (0: as many as you have)
	Cond     *Cond    `json:"cond,omitempty"` // for ModIf
	Instead  bool     `json:"instead,omitempty"`
	Once     bool     `json:"once,omitempty"` // ignored(once)
	Effects  []Effect `json:"effects"`
}

// Mode is one way of using a card: a timing window (with its filter, e.g.
// incoming(fortitude_card)), the default target, and clauses run left to right.
type Mode struct {
	Timing  Timing    `json:"timing"`
	Timings []Timing  `json:"timings,omitempty"` // round_start|event_revealed: all windows this mode opens in
	Filter  string    `json:"filter,omitempty"`  // argument of the timing: incoming(filter), must_pay(kind), own_drink(other_players_turn)
	Type    Type      `json:"type,omitempty"`    // the type the card counts as in this mode (Cheating|Sometimes cards)
	Target  *Selector `json:"target,omitempty"`
	XFrom   string    `json:"x_from,omitempty"` // X=momentum binding
	// After marks an Otto response box written "timing=after": its effects
	// apply right after the triggering card resolves (not in its response window).
	After   bool     `json:"after,omitempty"`
	Clauses []Clause `json:"clauses"`
}

// Protect lists what a card cannot be subject to.
type Protect struct {
	Negate   bool `json:"negate,omitempty"`
	Ignore   bool `json:"ignore,omitempty"`
	Reduce   bool `json:"reduce,omitempty"`
	Redirect bool `json:"redirect,omitempty"`
	HitBack  bool `json:"hitback,omitempty"` // no hit-back after its Fortitude loss (Scarab damage)
	// Teammates: only the targeted player may reduce, Ignore or redirect the
	// loss; their teammates may not help (protect(teammates)).
	Teammates bool `json:"teammates,omitempty"`
	// IgnoreAsReduce: each Ignore of this Fortitude loss reduces it by this
	// much instead (protect(ignore_as_reduce(n))).
	IgnoreAsReduce int `json:"ignore_as_reduce,omitempty"`
}

// DrinkBody is the printed body of a Drink card.
type DrinkBody struct {
	Alc       int  `json:"alc"`
	Fort      int  `json:"fort"`
	Chaser    bool `json:"chaser,omitempty"`
	SelfSplit bool `json:"self_split,omitempty"`
}

// Def is one card definition (all copies of a card share it).
type Def struct {
	ID       string   `json:"id"`
	Deck     string   `json:"deck"`
	Title    string   `json:"title"`
	Types    []Type   `json:"types"` // Action+Gambling has two
	Subtypes []string `json:"subtypes,omitempty"`
	Copies   int      `json:"copies"`
	Text     string   `json:"text"`
	Summary  string   `json:"summary"`
	Boss     bool     `json:"boss,omitempty"`
	// Icons: the icons the card carries for a character mechanic (Vlazlo's
	// Blood icons, gained after all other effects of the card when it is
	// played and not Negated; a Minion's Wages, paid to the Inn, or the
	// Minion is discarded, whenever it loses Fortitude). Parsed from name=n, a word the mechanic
	// registered (MechanicData.Icons); read with Icon.
	Icons []Icon `json:"-"`

	// Prize use (Prize Variant, design prizes.md: "a Prize's use is
	// mandatory at its trigger"). Mandatory: when its window comes its holder
	// may not pass it over. UseByTurn: it must be used before the end of the
	// holder's UseByTurn-th turn after winning it (1 = "before the end of your
	// next turn"); 0 = no time limit. Only on Prizes.
	Mandatory bool `json:"mandatory,omitempty"`
	UseByTurn int  `json:"use_by_turn,omitempty"`

	// Parsed from Summary by Parse.
	Modes   []Mode     `json:"-"`
	Protect Protect    `json:"-"`
	Supply  []string   `json:"-"` // Medical Supply icon choices: Bandage, Splint, Salve, or any
	Drink   *DrinkBody `json:"-"`
	Event   string     `json:"-"` // drink_event(name) built-in procedure, if any
	// Dungeon Events: the Encounter Level (level=n: Progress Counters put
	// on the deck after it resolves) and as_action (its effects may be
	// reduced or Ignored as though it were an Action Card).
	Level    int  `json:"-"`
	AsAction bool `json:"-"`

	// Side-deck extras, parsed from Summary.
	Values      []int    `json:"-"` // Mushroom Harvest values top→bottom
	NeverGather bool     `json:"-"`
	Recipe      []string `json:"-"` // Patient: tokens to spend
	Becomes     Type     `json:"-"` // Patient: type in hand

	// TypeChoice: Types are alternatives chosen on play (type=Cheating|Sometimes;
	// each mode's Mode.Type says which), not both at once (type=Action+Gambling).
	TypeChoice bool `json:"-"`
}

// Is reports whether the card has type t.
func (d *Def) Is(t Type) bool {
	return slices.Contains(d.Types, t)
}

// HasSubtype reports whether the card has the given subtype (e.g. "Pet", "Scheme").
func (d *Def) HasSubtype(s string) bool {
	return slices.Contains(d.Subtypes, s)
}

// Character is a playable character: its decks and the mechanics it declares.
// The engine implements each mechanic once; a character only names them and
// supplies their numbers.
type Character struct {
	ID        string   `json:"id"`        // dale, jett, petra, terci, ygella
	Name      string   `json:"name"`      // Dale the Mycologist
	Pronoun   string   `json:"pronoun"`   // he, she, they
	Blurb     string   `json:"blurb"`     // one-line summary of the mechanic for the New Game screen
	Deck      string   `json:"deck"`      // Character Deck id
	SideDeck  string   `json:"side_deck"` // mushroom, patient, or empty
	BossDeck  string   `json:"boss_deck"` // Boss Deck id, if the character can be a Boss
	Mechanics []string `json:"mechanics"` // planter_box, momentum, plot, hellfire, medical_supplies, pets
	// Villain: a character of RDI 6 (or Petra), for Dungeon Events that
	// name Heroes and Villains; everyone else is a Hero.
	Villain bool `json:"villain,omitempty"`

	PlanterBoxMax int `json:"planter_box_max,omitempty"` // Dale: 4
	MomentumMax   int `json:"momentum_max,omitempty"`    // Jett: 3
	SupplyMax     int `json:"supply_max,omitempty"`      // Terci: 3 of each token
	PatientSlots  int `json:"patient_slots,omitempty"`   // Terci: 2
	BonusGold     int `json:"bonus_gold,omitempty"`      // Torglesnarf: 2 more Gold at setup (a team: in its Stash)

	// Vlazlo: form decks (their cards join his Character Deck when bought or
	// taken), the extra form decks of his Boss side, the Blood Token maximum
	// and the Blood price of a form card.
	FormDecks     []string `json:"form_decks,omitempty"`
	BossFormDecks []string `json:"boss_form_decks,omitempty"`
	BloodMax      int      `json:"blood_max,omitempty"`
	FormCost      int      `json:"form_cost,omitempty"`

	// Hellfire tracker: spots before the fire spot (start at spot 1) and the
	// fire effect, for each side of the tracker card.
	Hellfire     *Tracker `json:"hellfire,omitempty"`
	BossHellfire *Tracker `json:"boss_hellfire,omitempty"`

	// StartOfTurn is a summary run at the beginning of each turn (Jett: gain 1 Momentum).
	StartOfTurn      string `json:"start_of_turn,omitempty"`
	StartOfTurnModes []Mode `json:"-"`

	// Scarabs (Amundyr): the tokens in her supply at setup and what one
	// does to its holder at the end of their turn (a scarab_damage
	// section, read like a tracker's fire effect).
	Scarabs      int      `json:"scarabs,omitempty"`
	ScarabDamage *Tracker `json:"scarab_damage,omitempty"`
}

// Tracker is a circular track whose fire spot resolves an effect.
type Tracker struct {
	Spots   int    `json:"spots"`   // Hellfire needed from the start spot to reach the fire spot
	Summary string `json:"summary"` // e.g. "hellfire_fire: target=another_player; lose_fortitude(3)"
	Text    string `json:"text"`
	Modes   []Mode `json:"-"`
	// Protect is parsed from the summary: the Boss side's fire effect is
	// protect(ignore).
	Protect Protect `json:"-"`
}
