package engine

import (
	"bytes"
	"encoding/json"
	"fmt"
	"slices"
	"strings"

	"undercity/engine/card"
)

// Scenarios: a game built from a described position instead of a deal, for
// rules tests, tutorials and bug reports. Every card named is an instance
// taken from where it would be at setup (its owner's Character Deck, the
// side deck, the Drink Deck, the Inn's Prizes): cards are moved, never
// created, and every stash's Gold comes from the Inn, so the invariants hold.
// Cards not named stay shuffled (with the scenario's seed) in their decks.
//
// Piles are listed top first: the first card of DeckTop is drawn first, the
// first of DrinkMe is drunk first, the first of DrinkDeck is revealed first.
// Discard piles are listed bottom first (the last card listed is on top).

// ScenarioSeat describes one seat of a scenario. Nil stats keep the setup
// values (20 Fortitude, 0 Alcohol Content, the starting Gold).
type ScenarioSeat struct {
	Char     string `json:"char"`
	Team     int    `json:"team,omitempty"`
	Boss     bool   `json:"boss,omitempty"`
	HandSize int    `json:"hand_size,omitempty"`

	Fort *int `json:"fort,omitempty"`
	Alc  *int `json:"alc,omitempty"`
	Gold *int `json:"gold,omitempty"`

	Hand     []string           `json:"hand,omitempty"`      // card ids; the whole hand unless FillHand
	FillHand bool               `json:"fill_hand,omitempty"` // then draw up to the hand size
	DeckTop  []string           `json:"deck_top,omitempty"`  // top first
	Discard  []string           `json:"discard,omitempty"`   // bottom first
	DrinkMe  []string           `json:"drink_me,omitempty"`  // top first (drunk first)
	Minions  []string           `json:"minions,omitempty"`   // Torglesnarf's Minions in play
	Box      []ScenarioMushroom `json:"box,omitempty"`
	Waiting  []string           `json:"waiting,omitempty"` // Terci's Waiting Patients, slot order; "" = empty slot
	Prizes   []string           `json:"prizes,omitempty"`  // held Prizes (needs options.prizes)
	// Counters are the registered counters (mechanic.go) by name: in
	// JSON each is a key of its own ("momentum": 2, "hellfire": 3,
	// "blood", "scarabs": Scarab Tokens held, taken from Amundyr's
	// supply), or in its set ("supplies": {"bandage": 1}).
	Counters map[string]int `json:"-"`
	// Piles names the cards put in the registered piles that have no
	// key of their own (PileSpec.Scenario), by pile name: "plotted".
	Piles map[string][]string `json:"-"`
	// Tracks are Otto's Fortitude-Alcohol tracks (only on his seat, char
	// "otto"), keyed by the character id of the player each one faces.
	Tracks  map[string]ScenarioTrack `json:"tracks,omitempty"`
	Potions *int                     `json:"potions,omitempty"` // the team's Potion Tokens (default: the mode's)

	// DeckCount, if given, leaves only this many cards in the Character
	// Deck (the listed tops, then shuffled others); the others go to the
	// bottom of the discard pile. SideDeckCount does the same for the
	// Mushroom or Patient Deck (the others to its discard pile).
	DeckCount     *int `json:"deck_count,omitempty"`
	SideDeckCount *int `json:"side_deck_count,omitempty"`

	// FormDeckTop names form cards put on top of their own form decks
	// (Vlazlo's), top first within each deck.
	FormDeckTop []string `json:"form_deck_top,omitempty"`
	// Acted names Minions in play (of Minions) that have already acted in
	// this Action Phase.
	Acted []string `json:"acted,omitempty"`
	// Shown names a Boss's Action Cards played this Action Phase, face up
	// near the mat (each counts as an Action Card played).
	Shown []string `json:"shown,omitempty"`
	// Asleep: "Bat nap" — until the beginning of their next turn the seat
	// Ignores all effects and may not play cards.
	Asleep bool `json:"asleep,omitempty"`
	// HandRevealed names the character whose next turn ends this seat's
	// playing with their hand revealed to all players.
	HandRevealed string `json:"hand_revealed,omitempty"`
	// HandSeenBy names the characters who have looked at this seat's hand
	// (every card in it when the scenario starts; a card that moves is
	// forgotten).
	HandSeenBy []string `json:"hand_seen_by,omitempty"`
}

// ScenarioMushroom is a Mushroom in a Planter Box with its Rake Token: the
// index into its Harvest values (0 = the topmost number).
type ScenarioMushroom struct {
	ID   string `json:"id"`
	Rake int    `json:"rake,omitempty"`
}

// ScenarioTrack is one of Otto's tracks.
type ScenarioTrack struct {
	Fort int `json:"fort"`
	Alc  int `json:"alc"`
}

// UnmarshalJSON reads a seat, its registered counters and piles by name;
// an unknown key is an error.
func (st *ScenarioSeat) UnmarshalJSON(b []byte) error {
	var raw map[string]json.RawMessage
	if err := json.Unmarshal(b, &raw); err != nil {
		return err
	}
	counters, piles := map[string]int{}, map[string][]string{}
	rest := map[string]json.RawMessage{}
	for k, v := range raw {
		if c, ok := CounterByName(k); ok && counterSpecs[c].Set == "" {
			var n int
			if err := json.Unmarshal(v, &n); err != nil {
				return fmt.Errorf("%s: %w", k, err)
			}
			counters[k] = n
			continue
		}
		if counterSet(k) {
			var set map[string]int
			if err := json.Unmarshal(v, &set); err != nil {
				return fmt.Errorf("%s: %w", k, err)
			}
			for name, n := range set {
				if c, ok := CounterByName(name); !ok || counterSpecs[c].Set != k {
					return fmt.Errorf("%s: unknown counter %q", k, name)
				}
				counters[name] = n
			}
			continue
		}
		if z, ok := PileByName(k); ok && pileInfos[z].Scenario == "" {
			var ids []string
			if err := json.Unmarshal(v, &ids); err != nil {
				return fmt.Errorf("%s: %w", k, err)
			}
			piles[k] = ids
			continue
		}
		rest[k] = v
	}
	b, _ = json.Marshal(rest) // re-encoding decoded JSON cannot fail
	dec := json.NewDecoder(bytes.NewReader(b))
	dec.DisallowUnknownFields()
	type plain ScenarioSeat
	var p plain
	if err := dec.Decode(&p); err != nil {
		return err
	}
	*st = ScenarioSeat(p)
	if len(counters) > 0 {
		st.Counters = counters
	}
	if len(piles) > 0 {
		st.Piles = piles
	}
	return nil
}

// MarshalJSON writes a seat as UnmarshalJSON reads it.
func (st ScenarioSeat) MarshalJSON() ([]byte, error) {
	type plain ScenarioSeat
	b, err := json.Marshal(plain(st))
	if err != nil || len(st.Counters)+len(st.Piles) == 0 {
		return b, err
	}
	var m map[string]any
	if err := json.Unmarshal(b, &m); err != nil {
		return nil, err
	}
	for name, n := range st.Counters {
		c, ok := CounterByName(name)
		if !ok {
			return nil, fmt.Errorf("unknown counter %q", name)
		}
		if set := counterSpecs[c].Set; set != "" {
			sm, _ := m[set].(map[string]any)
			if sm == nil {
				sm = map[string]any{}
				m[set] = sm
			}
			sm[name] = n
		} else {
			m[name] = n
		}
	}
	for name, ids := range st.Piles {
		m[name] = ids
	}
	return json.Marshal(m)
}

// counterSet reports whether a key names a set of counters ("supplies").
func counterSet(k string) bool {
	for _, c := range counterSpecs {
		if c.Set == k {
			return true
		}
	}
	return false
}

// placeComponents sets the seat's registered counters and puts the cards
// named in its registered piles (those without a key of their own), in
// registry order; take takes one of the seat's own cards by id.
func (s *State) placeComponents(i int, st ScenarioSeat, take func(string) (CardID, error)) error {
	for name := range st.Counters {
		if _, ok := CounterByName(name); !ok {
			return fmt.Errorf("unknown counter %q", name)
		}
	}
	for name := range st.Piles {
		if z, ok := PileByName(name); !ok || pileInfos[z].Scenario != "" {
			return fmt.Errorf("%q is not a pile a scenario fills by name", name)
		}
	}
	for k := range pileInfos {
		pi := &pileInfos[k]
		names, ok := st.Piles[pi.Name]
		if !ok || pi.k > 0 {
			continue
		}
		if pi.Mechanic != "" && !s.hasMechanic(i, pi.Mechanic) {
			return fmt.Errorf("%s: %s has no %s", pi.Name, s.Name(i), pi.Name)
		}
		for _, name := range names {
			id, err := take(name)
			if err != nil {
				return fmt.Errorf("%s: %w", pi.Name, err)
			}
			s.Cards[id].Zone = pi.Zone
			s.pushPile(i, PileID(k), id)
		}
	}
	return nil
}

// placeCounters sets the seat's registered counters (after its cards are
// placed), in registry order.
func (s *State) placeCounters(i int, st ScenarioSeat) error {
	for c, spec := range counterSpecs {
		v, ok := st.Counters[spec.Name]
		if !ok {
			continue
		}
		if spec.Place != nil {
			if v == 0 {
				continue
			}
			if err := spec.Place(s, i, v); err != nil {
				return err
			}
			continue
		}
		if spec.Mechanic != "" && !s.hasMechanic(i, spec.Mechanic) {
			return fmt.Errorf("%s %d out of range: %s has no %s", spec.Name, v, s.Name(i), spec.Name)
		}
		hi := 127
		if spec.Max != nil {
			hi = spec.Max(s, i)
		}
		if v < 0 || v > hi {
			return fmt.Errorf("%s %d out of range (0..%d)", spec.Name, v, hi)
		}
		s.Players[i].Counters[c] = int8(v)
	}
	return nil
}

// Scenario is a described position.
type Scenario struct {
	Seats     []ScenarioSeat `json:"seats"`
	Seed      uint64         `json:"seed,omitempty"`
	Opts      Options        `json:"options,omitempty"`
	Teams     bool           `json:"teams,omitempty"`
	Active    int            `json:"active"`               // seat whose turn it is
	Phase     string         `json:"phase,omitempty"`      // where the turn starts: see ScenarioPhases
	DrinkDeck []string       `json:"drink_deck,omitempty"` // top first
	// DrinkDeckCount, if given, leaves only this many cards in the Drink
	// Deck (the listed tops, then shuffled others); every other Drink not
	// placed goes to the Drink discard pile.
	DrinkDeckCount *int `json:"drink_deck_count,omitempty"`
	Inn            *int `json:"inn,omitempty"` // must equal InnStart minus the stashes, if given
	// Mode is a variant (team.go); a team mode implies Teams.
	Mode string `json:"mode,omitempty"`
	// Factions are Otto's two factions (default: the first two).
	Factions []string `json:"factions,omitempty"`
	// Turn is the number of the scenario's turn (default 1): after the
	// first, the Boss's first-turn limits no longer apply.
	Turn int `json:"turn,omitempty"`
	// PrizeBin names Prizes moved from the Inn's Prizes to the Prize Bin
	// (needs options.prizes), bottom first.
	PrizeBin []string `json:"prize_bin,omitempty"`
	// DungeonDeck names the top Dungeon Events, top first (revealed first),
	// and Progress the Progress Counters on the deck (default 2); both
	// need options.dungeon.
	DungeonDeck []string `json:"dungeon_deck,omitempty"`
	Progress    *int     `json:"progress,omitempty"`
	// DungeonDeckCount, if given, leaves only this many Dungeon Events in
	// the deck (the listed tops, then others); the rest go to its discard pile.
	DungeonDeckCount *int `json:"dungeon_deck_count,omitempty"`
}

// ScenarioPhases are the phases a scenario may start in, in turn order:
// "start" (beginning-of-turn mechanics: grow and plant, Momentum, Plotted
// cards to Hellfire, Patients), "discard_and_draw", "plot" (Petra's Plot
// after drawing), "action" (the default), "order", "drink", "end" (Gather).
// Before them all, "setup" (ScenarioSetup) deals the game as NewGame does.
var ScenarioPhases = []string{"start", "discard_and_draw", "plot", "action", "order", "drink", "end"}

// scenarioPhaseWords names each of ScenarioPhases in the rulebook's words,
// for the log.
var scenarioPhaseWords = map[string]string{
	"start":            "Beginning of Turn",
	"discard_and_draw": "Discard and Draw Phase",
	"plot":             "Discard and Draw Phase, after drawing",
	"action":           "Action Phase",
	"order":            "Order a Drink Phase",
	"drink":            "Drink Phase",
	"end":              "End of Turn",
}

// ScenarioSetup starts a scenario at game setup: the named cards are placed
// first (hands, deck tops, the Drink Deck's top), then the setup rules run as
// in NewGame: Otto goes first, each player gets the top Drink of the Drink
// Deck on their Drink Me! pile and draws up to their hand size (Bosses to
// theirs, from the Boss Deck shuffled in), Dale plants his first Mushroom and
// Terci fills her Waiting Patient slots. Then the first turn starts.
const ScenarioSetup = "setup"

// NewScenario builds the described position and runs it to the first decision.
func NewScenario(c *Content, sc Scenario) (*State, error) {
	su := Setup{Seed: sc.Seed, Opts: sc.Opts, First: sc.Active, Teams: sc.Teams || TeamMode(sc.Mode), Mode: sc.Mode, Factions: sc.Factions}
	for _, st := range sc.Seats {
		su.Seats = append(su.Seats, SeatSetup{Char: st.Char, Team: st.Team, Boss: st.Boss, HandSize: st.HandSize})
	}
	if sc.Phase == ScenarioSetup {
		return newSetupScenario(c, su, sc)
	}
	step := -1
	phase := sc.Phase
	if phase == "" {
		phase = "action"
	}
	for k, p := range ScenarioPhases {
		if p == phase {
			step = k
		}
	}
	if step < 0 {
		return nil, fmt.Errorf("unknown phase %q (want %s or one of %s)", sc.Phase, ScenarioSetup, strings.Join(ScenarioPhases, ", "))
	}
	s, err := newTable(c, su)
	if err != nil {
		return nil, err
	}
	if err := s.placeScenario(sc); err != nil {
		return nil, err
	}
	for i := range s.Players {
		if len(s.pile(i, PileShown)) > 0 && (phase != "action" || !s.sameTeam(i, sc.Active)) {
			return nil, fmt.Errorf("seat %d (%s): shown: Action Cards are face up only in their player's Action Phase", i, sc.Seats[i].Char)
		}
	}
	if s.isOtto(sc.Active) {
		// Otto's turn has only an Action Phase and a Drink Phase.
		switch phase {
		case "start", "action":
			step = 0
		case "drink":
			step = 1
		default:
			return nil, fmt.Errorf("Otto's turn has no %q phase (use action or drink)", phase)
		}
	}
	s.logf(-1, LogSetup, "A scenario with %d players. It is %s's turn (%s).", len(s.Players), s.Name(sc.Active), scenarioPhaseWords[phase])
	a := int8(sc.Active)
	if sc.Turn > 1 {
		s.FirstTurn = false
		s.TurnNo = int32(sc.Turn - 1)
	}
	if step > 0 {
		s.TurnNo++ // else the turn's first step counts it
		if s.setup.Teams {
			step = int(s.scenarioTeamTurn(int(a), step))
		}
	}
	s.push(Task{Op: tTurn, P: a, Play: -1, Step: int8(step)})
	if step > 0 {
		// What the skipped first step of the turn does.
		s.logf(int(a), LogTurn, "Turn %d: %s's turn.", s.TurnNo, s.Name(int(a)))
		s.Phase = PhaseStartOfTurn
	}
	s.run()
	if err := s.CheckInvariants(); err != nil {
		return nil, fmt.Errorf("scenario breaks an invariant: %w", err)
	}
	return s, nil
}

// newSetupScenario places the named cards, then deals as NewGame does and
// runs to the first decision of the first turn.
func newSetupScenario(c *Content, su Setup, sc Scenario) (*State, error) {
	for i, st := range sc.Seats {
		if st.Char == OttoID {
			su.First = i // "Otto always goes first."
		}
		if f := dealtField(st); f != "" {
			return nil, fmt.Errorf("seat %d (%s): %s is dealt at setup; name cards with hand, deck_top or drink_deck instead", i, st.Char, f)
		}
	}
	su.First = bossFirst(su, su.First)
	if sc.Turn > 1 {
		return nil, fmt.Errorf("turn %d: a scenario starting at setup starts on turn 1", sc.Turn)
	}
	s, err := newTable(c, su)
	if err != nil {
		return nil, err
	}
	if err := s.placeScenario(sc); err != nil {
		return nil, err
	}
	s.dealShuffled()
	s.run()
	if err := s.CheckInvariants(); err != nil {
		return nil, fmt.Errorf("scenario breaks an invariant: %w", err)
	}
	return s, nil
}

// dealtField names a seat field that setup deals itself (so a setup
// scenario may not set it), or "".
func dealtField(st ScenarioSeat) string {
	switch {
	case len(st.DrinkMe) > 0:
		return "drink_me"
	case st.FillHand:
		return "fill_hand"
	case len(st.Box) > 0:
		return "box"
	case len(st.Waiting) > 0:
		return "waiting"
	case len(st.Piles) > 0:
		for k := range pileInfos {
			if len(st.Piles[pileInfos[k].Name]) > 0 {
				return pileInfos[k].Name
			}
		}
	case len(st.Minions) > 0:
		return "minions"
	case len(st.Prizes) > 0:
		return "prizes"
	case len(st.Counters) > 0:
		for _, c := range counterSpecs {
			if st.Counters[c.Name] != 0 {
				return c.Name
			}
		}
	case len(st.Tracks) > 0:
		return "tracks"
	case len(st.Acted) > 0:
		return "acted"
	case len(st.Shown) > 0:
		return "shown"
	case st.Asleep:
		return "asleep"
	case st.HandRevealed != "":
		return "hand_revealed"
	case len(st.HandSeenBy) > 0:
		return "hand_seen_by"
	}
	return ""
}

// placeScenario shuffles every deck, then moves the named cards into place
// and sets the stats and character components.
func (s *State) placeScenario(sc Scenario) error {
	s.shuffleDecks()
	for i, st := range sc.Seats {
		if err := s.placeSeat(i, st); err != nil {
			return fmt.Errorf("seat %d (%s): %w", i, st.Char, err)
		}
	}
	// Drink Deck tops last, after the Drink Me! piles took their cards.
	top := make([]CardID, 0, len(sc.DrinkDeck))
	for _, name := range sc.DrinkDeck {
		id, err := s.takeShared(name, ZoneDrinkDeck)
		if err != nil {
			return fmt.Errorf("drink_deck: %w", err)
		}
		top = append(top, id)
	}
	if n := sc.DrinkDeckCount; n != nil {
		if *n < len(top) {
			return fmt.Errorf("drink_deck_count %d is less than the %d cards listed", *n, len(top))
		}
		for len(s.DrinkDeck()) > *n-len(top) {
			id := s.DrinkDeck()[0]
			s.setTable(TableDrinkDeck, s.DrinkDeck()[1:])
			s.Cards[id].Zone = ZoneDrinkDiscard
			s.pushTable(TableDrinkDiscard, id)
		}
	}
	for k := len(top) - 1; k >= 0; k-- {
		s.Cards[top[k]].Zone = ZoneDrinkDeck
		s.pushTable(TableDrinkDeck, top[k])
	}
	if err := s.placeDungeon(sc); err != nil {
		return err
	}
	for _, name := range sc.PrizeBin {
		if !s.Opts.Prizes {
			return fmt.Errorf("prize_bin: the scenario needs options.prizes")
		}
		id, err := s.takeShared(name, ZonePrizeInn)
		if err != nil {
			return fmt.Errorf("prize_bin: %w", err)
		}
		s.Cards[id].Zone = ZonePrizeBin
		s.pushTable(TablePrizeBin, id)
	}
	// Stats, Gold from the Inn.
	gold := 0
	for t := range s.Teams {
		gold += int(s.Teams[t].Gold)
	}
	s.Inn = int16(InnStart - gold)
	if sc.Inn != nil && *sc.Inn != int(s.Inn) {
		return fmt.Errorf("inn: %d Gold given, but the stashes leave %d in the Inn (Gold is conserved: %d in all)", *sc.Inn, s.Inn, InnStart)
	}
	return nil
}

func (s *State) placeSeat(i int, st ScenarioSeat) error {
	if err := s.placeOtto(i, st); err != nil {
		return err
	}
	p := &s.Players[i]
	ch := s.charOf(i)
	team := &s.Teams[p.Team]
	set := func(dst *int16, v *int, what string, lo, hi int) error {
		if v == nil {
			return nil
		}
		if *v < lo || *v > hi {
			return fmt.Errorf("%s %d out of range %d..%d", what, *v, lo, hi)
		}
		*dst = int16(*v)
		return nil
	}
	if err := set(&team.Fort, st.Fort, "fort", 0, 20); err != nil {
		return err
	}
	if err := set(&team.Alc, st.Alc, "alc", 0, 20); err != nil {
		return err
	}
	if err := set(&team.Gold, st.Gold, "gold", 0, InnStart); err != nil {
		return err
	}
	if st.Potions != nil {
		if *st.Potions < 0 || *st.Potions > 8 {
			return fmt.Errorf("potions %d out of range 0..8", *st.Potions)
		}
		team.Potions = int8(*st.Potions)
	}
	takeOwn := func(name string) (CardID, error) {
		def, ok := s.content.DefIndex(name)
		if !ok {
			return NoCard, fmt.Errorf("unknown card %q", name)
		}
		for k := len(s.Deck(i)) - 1; k >= 0; k-- {
			id := s.Deck(i)[k]
			if s.defs[id] == def {
				s.setPile(i, PileDeck, append(s.Deck(i)[:k], s.Deck(i)[k+1:]...))
				s.Cards[id].Zone = ZoneNone
				return id, nil
			}
		}
		side := s.pile(i, PileSideDeck)
		for k := len(side) - 1; k >= 0; k-- {
			id := side[k]
			if s.defs[id] == def {
				s.setPile(i, PileSideDeck, append(side[:k], side[k+1:]...))
				s.Cards[id].Zone = ZoneNone
				return id, nil
			}
		}
		forms := s.Forms(i)
		for k := range forms { // a form card named in hand: from its form deck
			for j := len(forms[k]) - 1; j >= 0; j-- {
				if id := forms[k][j]; s.defs[id] == def {
					s.setPile(i, PileForms+PileID(k), append(forms[k][:j], forms[k][j+1:]...))
					s.Cards[id].Zone = ZoneNone
					return id, nil
				}
			}
		}
		return NoCard, fmt.Errorf("no copy of %q left in %s's decks", name, s.Name(i))
	}
	for _, name := range st.Hand {
		id, err := takeOwn(name)
		if err != nil {
			return fmt.Errorf("hand: %w", err)
		}
		s.Cards[id].Zone = ZoneHand
		s.pushPile(i, PileHand, id)
	}
	for _, name := range st.Discard {
		id, err := takeOwn(name)
		if err != nil {
			return fmt.Errorf("discard: %w", err)
		}
		s.toDiscard(id)
	}
	for _, name := range st.Minions {
		id, err := takeOwn(name)
		if err != nil || !s.isMinion(id) {
			return fmt.Errorf("minions: %s is not a Minion of %s (%v)", name, s.Name(i), err)
		}
		s.enterPlay(i, id)
	}
	if err := s.placeComponents(i, st, takeOwn); err != nil {
		return err
	}
	if len(st.Box) > 0 && (ch == nil || ch.PlanterBoxMax < len(st.Box)) {
		return fmt.Errorf("box: %d Mushrooms do not fit the Planter Box", len(st.Box))
	}
	for _, m := range st.Box {
		id, err := takeOwn(m.ID)
		if err != nil {
			return fmt.Errorf("box: %w", err)
		}
		d := s.Def(id)
		if !d.Is("Mushroom") {
			return fmt.Errorf("box: %q is not a Mushroom", m.ID)
		}
		if m.Rake < 0 || m.Rake >= len(d.Values) {
			return fmt.Errorf("box: %s has no Rake position %d (0..%d)", d.Title, m.Rake, len(d.Values)-1)
		}
		s.Cards[id].Zone = ZonePlanterBox
		s.Cards[id].Rake = int8(m.Rake)
		s.pushPile(i, PileBox, id)
	}
	if len(st.Waiting) > len(s.pile(i, PileWaiting)) {
		return fmt.Errorf("waiting: %d Patients but %d slots", len(st.Waiting), len(s.pile(i, PileWaiting)))
	}
	for k, name := range st.Waiting {
		if name == "" {
			continue
		}
		id, err := takeOwn(name)
		if err != nil {
			return fmt.Errorf("waiting: %w", err)
		}
		s.Cards[id].Zone = ZoneWaiting
		s.pile(i, PileWaiting)[k] = id
	}
	for _, name := range st.Prizes {
		if !s.Opts.Prizes {
			return fmt.Errorf("prizes: the scenario needs options.prizes")
		}
		id, err := s.takeShared(name, ZonePrizeInn)
		if err != nil {
			return fmt.Errorf("prizes: %w", err)
		}
		s.Cards[id].Zone = ZonePrizeHeld
		s.Cards[id].Owner = int8(i)
		s.pushPile(i, PilePrizes, id)
		if n := s.Def(id).UseByTurn; n > 0 {
			s.startPrizeDue(i, id, n) // won before the scenario's turn
		}
	}
	pile := make([]CardID, 0, len(st.DrinkMe))
	for _, name := range st.DrinkMe {
		id, err := s.takeShared(name, ZoneDrinkDeck)
		if err != nil {
			return fmt.Errorf("drink_me: %w", err)
		}
		pile = append(pile, id)
	}
	for k := len(pile) - 1; k >= 0; k-- {
		s.putOnPile(i, pile[k])
	}
	// Deck tops: Character Cards on the Character Deck, Mushrooms and
	// Patients on the side deck.
	var top, side []CardID
	for _, name := range st.DeckTop {
		id, err := takeOwn(name)
		if err != nil {
			return fmt.Errorf("deck_top: %w", err)
		}
		if d := s.Def(id); d.Is("Mushroom") || d.Is("Patient") {
			side = append(side, id)
		} else {
			top = append(top, id)
		}
	}
	for k := len(top) - 1; k >= 0; k-- {
		s.Cards[top[k]].Zone = ZoneDeck
		s.pushPile(i, PileDeck, top[k])
	}
	for k := len(side) - 1; k >= 0; k-- {
		s.Cards[side[k]].Zone = ZoneSideDeck
		s.pushPile(i, PileSideDeck, side[k])
	}
	if st.FillHand {
		s.drawTo(i, int(p.HandSize))
	}
	deck, discard := s.pile(i, PileDeck), s.pile(i, PileDiscard)
	if err := cutDeck(s, &deck, &discard, ZoneDiscard, st.DeckCount, len(top), "deck_count"); err != nil {
		return err
	}
	s.setPile(i, PileDeck, deck)
	s.setPile(i, PileDiscard, discard)
	sideDeck, sideDiscard := s.pile(i, PileSideDeck), s.pile(i, PileSideDiscard)
	if err := cutDeck(s, &sideDeck, &sideDiscard, ZoneSideDiscard, st.SideDeckCount, len(side), "side_deck_count"); err != nil {
		return err
	}
	s.setPile(i, PileSideDeck, sideDeck)
	s.setPile(i, PileSideDiscard, sideDiscard)
	if err := s.placeSeatStatus(i, st); err != nil {
		return err
	}
	if err := s.placeCounters(i, st); err != nil {
		return err
	}
	return nil
}

// placeSeatStatus places what a seat's turn or other players' cards left
// on it: form deck tops, Minions that acted, a Boss's Action Cards shown,
// "Bat nap", a revealed hand, and who has looked at the hand.
func (s *State) placeSeatStatus(i int, st ScenarioSeat) error {
	p := &s.Players[i]
	forms := s.Forms(i)
	tops := make([][]CardID, len(forms))
	for _, name := range st.FormDeckTop {
		def, ok := s.content.DefIndex(name)
		if !ok {
			return fmt.Errorf("form_deck_top: unknown card %q", name)
		}
		found := false
		for k := range forms {
			for j := len(forms[k]) - 1; j >= 0 && !found; j-- {
				if id := forms[k][j]; s.defs[id] == def {
					forms[k] = append(forms[k][:j], forms[k][j+1:]...)
					tops[k] = append(tops[k], id)
					found = true
				}
			}
		}
		if !found {
			return fmt.Errorf("form_deck_top: no copy of %q left in %s's form decks", name, s.Name(i))
		}
	}
	for k, top := range tops {
		for j := len(top) - 1; j >= 0; j-- {
			forms[k] = append(forms[k], top[j])
		}
	}
	s.setForms(i, forms)
	for _, name := range st.Acted {
		id := NoCard
		for _, m := range s.pile(i, PileMinions) {
			if s.Def(m).ID == name && !slices.Contains(s.pile(i, PileActed), m) {
				id = m
				break
			}
		}
		if id == NoCard {
			return fmt.Errorf("acted: %s has no Minion %q in play (list it in minions)", s.Name(i), name)
		}
		s.pushPile(i, PileActed, id)
	}
	for _, name := range st.Shown {
		if !p.Boss {
			return fmt.Errorf("shown: only a Boss leaves played Action Cards face up")
		}
		def, ok := s.content.DefIndex(name)
		if !ok {
			return fmt.Errorf("shown: unknown card %q", name)
		}
		id := NoCard
		for k := len(s.Deck(i)) - 1; k >= 0; k-- {
			if s.defs[s.Deck(i)[k]] == def {
				id = s.Deck(i)[k]
				s.setPile(i, PileDeck, append(s.Deck(i)[:k], s.Deck(i)[k+1:]...))
				break
			}
		}
		if id == NoCard || !s.Def(id).Is(card.Action) {
			return fmt.Errorf("shown: no Action Card %q left in %s's deck", name, s.Name(i))
		}
		s.Cards[id].Zone = ZoneShown
		s.pushPile(i, PileShown, id)
		p.Actions++
	}
	p.Asleep = st.Asleep
	if st.HandRevealed != "" {
		q, err := s.scenarioSeat(st.HandRevealed)
		if err != nil {
			return fmt.Errorf("hand_revealed: %w", err)
		}
		p.HandRevealed = int8(q + 1)
	}
	for _, name := range st.HandSeenBy {
		q, err := s.scenarioSeat(name)
		if err != nil {
			return fmt.Errorf("hand_seen_by: %w", err)
		}
		s.lookAtHand(q, i)
	}
	return nil
}

// scenarioSeat is the seat a character id names (it must sit in one seat).
func (s *State) scenarioSeat(char string) (int, error) {
	q := -1
	for o := range s.Players {
		if s.CharID(o) == char {
			if q >= 0 {
				return 0, fmt.Errorf("two players are %s", char)
			}
			q = o
		}
	}
	if q < 0 {
		return 0, fmt.Errorf("no player is %q", char)
	}
	return q, nil
}

// cutDeck leaves only n cards on top of a deck (n nil: all of them) and
// puts the others, in their order, at the bottom of its discard pile, under
// the cards listed there. listed is the number of cards named on top.
func cutDeck(s *State, deck, discard *[]CardID, z Zone, n *int, listed int, what string) error {
	if n == nil {
		return nil
	}
	switch {
	case *n < listed:
		return fmt.Errorf("%s %d is less than the %d cards listed on top", what, *n, listed)
	case *n > len(*deck):
		return fmt.Errorf("%s %d: the deck has only %d cards", what, *n, len(*deck))
	}
	cut := len(*deck) - *n // the bottom cards (a deck's top is its end)
	out := append([]CardID(nil), (*deck)[:cut]...)
	*deck = append((*deck)[:0], (*deck)[cut:]...)
	for _, id := range out {
		s.Cards[id].Zone = z
	}
	*discard = append(out, *discard...)
	return nil
}

// takeShared takes a shared card (Drink, Drink Event, Prize) out of its
// setup zone (the Drink Deck or the Bar Deck; the Inn's Prizes).
func (s *State) takeShared(name string, z Zone) (CardID, error) {
	def, ok := s.content.DefIndex(name)
	if !ok {
		return NoCard, fmt.Errorf("unknown card %q", name)
	}
	piles := []TableID{TableDrinkDeck, TableBarDeck}
	where := "the Drink Deck"
	if z == ZonePrizeInn {
		piles = []TableID{TablePrizeInn}
		where = "the Inn's Prizes"
	}
	if z == ZoneDungeonDeck {
		piles = []TableID{TableDungeonDeck}
		where = "the Dungeon Event Deck"
	}
	for _, t := range piles {
		pl := s.tablePile(t)
		for k := len(pl) - 1; k >= 0; k-- {
			id := pl[k]
			if s.defs[id] == def {
				s.setTable(t, append(pl[:k], pl[k+1:]...))
				s.Cards[id].Zone = ZoneNone
				return id, nil
			}
		}
	}
	return NoCard, fmt.Errorf("no copy of %q left in %s", name, where)
}
