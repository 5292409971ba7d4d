package gamble

import (
	"bytes"
	"encoding/json"
	"fmt"
	"strconv"
	"strings"
)

// Scenarios for the gambling games (format: docs/scenarios.md, "Gambling
// scenarios"): a table (seats, money, game, variants, rules), stacked decks
// and dice, a script of answers, and expectations on money, bets, pots,
// hands, scores, winners, the pending decision and the event log, checked
// after any step and at the end. A file is a gambling scenario when its
// "game" field is "gamble".

// ScenarioGame is the "game" field of a gambling scenario.
const ScenarioGame = "gamble"

// Scenario is one gambling scenario file.
type Scenario struct {
	Game        string `json:"game"`
	Name        string `json:"name"`
	Description string `json:"description,omitempty"`
	// The table.
	Seats       []string `json:"seats,omitempty"` // names, in seat order (default A, B, C, ...)
	Stakes      []int    `json:"stakes"`
	Play        GameID   `json:"play,omitempty"` // game id, or "choice" (default rogues-and-warriors)
	Variants    string   `json:"variants,omitempty"`
	Split       string   `json:"split,omitempty"` // merchant (default), king, commoner
	Starting    SeatRef  `json:"starting,omitempty"`
	MinRaise    bool     `json:"min_raise,omitempty"`
	Carry       int      `json:"carry,omitempty"`
	Games       int      `json:"games,omitempty"`
	Rounds      int      `json:"rounds,omitempty"`
	Shares      bool     `json:"shares,omitempty"`
	Share       int      `json:"share,omitempty"`
	ChooseGame  bool     `json:"choose_game,omitempty"`
	ChooseSplit bool     `json:"choose_split,omitempty"`
	Seed        uint64   `json:"seed,omitempty"`
	// Chance: Decks[i] is the top of the deck (top first) after the i-th
	// shuffle; Dice are the next die rolls.
	Decks [][]string `json:"decks,omitempty"`
	Dice  []int8     `json:"dice,omitempty"`
	// The script, what decisions it does not answer do, and whether to
	// play on to the end of the session after it.
	Script     []ScenarioStep `json:"script"`
	Unscripted string         `json:"unscripted,omitempty"` // fail (default) or passive
	Finish     bool           `json:"finish,omitempty"`
	Expect     ScenarioExpect `json:"expect"`
}

// SeatRef names a seat by its name or its number (0-based).
type SeatRef string

// UnmarshalJSON accepts a name or a number.
func (r *SeatRef) UnmarshalJSON(b []byte) error {
	var n int
	if json.Unmarshal(b, &n) == nil {
		*r = SeatRef(strconv.Itoa(n))
		return nil
	}
	var s string
	if err := json.Unmarshal(b, &s); err != nil {
		return fmt.Errorf("a seat is a name or a number, not %s", b)
	}
	*r = SeatRef(s)
	return nil
}

// ScenarioStep answers one decision (or only checks it).
type ScenarioStep struct {
	Seat       SeatRef         `json:"seat,omitempty"`
	Kind       DecisionKind    `json:"kind,omitempty"`
	Answer     string          `json:"answer,omitempty"`
	Prompt     string          `json:"prompt,omitempty"`
	Offered    []string        `json:"offered,omitempty"`
	NotOffered []string        `json:"not_offered,omitempty"`
	Note       string          `json:"note,omitempty"`
	Expect     *ScenarioExpect `json:"expect,omitempty"` // checked once the step's answer has been played
}

// ScenarioExpect is what must hold; every field is optional.
type ScenarioExpect struct {
	Players    map[string]PlayerExpect `json:"players,omitempty"`
	Pots       []PotExpect             `json:"pots,omitempty"`
	NoPots     bool                    `json:"no_pots,omitempty"`
	PotTotal   *int                    `json:"pot_total,omitempty"`
	Carried    *int                    `json:"carried,omitempty"`
	CurrentBet *int                    `json:"current_bet,omitempty"`
	Over       *bool                   `json:"over,omitempty"`
	Winners    []string                `json:"winners,omitempty"`
	Played     *int                    `json:"played,omitempty"`
	Starting   SeatRef                 `json:"starting,omitempty"`
	Current    GameID                  `json:"current,omitempty"` // the game being played
	Table      []string                `json:"table,omitempty"`
	Hordes     map[string]int          `json:"hordes,omitempty"` // Dragon Hordes: money on each Horde Card

	Decision   *DecisionExpect `json:"decision,omitempty"`
	Events     []EventExpect   `json:"events,omitempty"`
	EventsLack []EventExpect   `json:"events_lack,omitempty"`
}

// PlayerExpect checks one seat.
type PlayerExpect struct {
	Money      *int     `json:"money,omitempty"`
	Bet        *int     `json:"bet,omitempty"`
	Committed  *int     `json:"committed,omitempty"`
	In         *bool    `json:"in,omitempty"`
	Folded     *bool    `json:"folded,omitempty"`
	Hand       []string `json:"hand,omitempty"` // exact, any order
	HandHas    []string `json:"hand_has,omitempty"`
	Keep       []int    `json:"keep,omitempty"`  // Threes: the dice kept, any order
	Score      []int    `json:"score,omitempty"` // the first numbers of HandScore
	Loans      *int     `json:"loans,omitempty"`
	Debts      *int     `json:"debts,omitempty"`
	FinalScore *int     `json:"final_score,omitempty"`
}

// PotExpect is a pot: its amount and who may win it.
type PotExpect struct {
	Amount   int      `json:"amount"`
	Eligible []string `json:"eligible"`
}

// DecisionExpect checks the pending decision.
type DecisionExpect struct {
	Seat       SeatRef      `json:"seat,omitempty"`
	Kind       DecisionKind `json:"kind,omitempty"`
	Prompt     string       `json:"prompt,omitempty"`
	Options    []string     `json:"options,omitempty"`
	NotOffered []string     `json:"not_offered,omitempty"`
}

// EventExpect matches a logged event: seat ("" any, "table" for the
// table), verb, and optionally amount, card and game number.
type EventExpect struct {
	Seat   SeatRef `json:"seat,omitempty"`
	Verb   string  `json:"verb"`
	Amount *int    `json:"amount,omitempty"`
	Card   string  `json:"card,omitempty"`
	Game   int     `json:"game,omitempty"`
}

// IsScenario reports whether a JSON file is a gambling scenario.
func IsScenario(data []byte) bool {
	var h struct {
		Game string `json:"game"`
	}
	return json.Unmarshal(data, &h) == nil && h.Game == ScenarioGame
}

// ParseScenario reads a gambling scenario (unknown fields are errors).
func ParseScenario(data []byte) (*Scenario, error) {
	var sc Scenario
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&sc); err != nil {
		return nil, err
	}
	if sc.Game != ScenarioGame {
		return nil, fmt.Errorf("not a gambling scenario (game %q)", sc.Game)
	}
	return &sc, nil
}

// CardName is a card's name in scenarios: "hawk-warrior", "red-dragon",
// "grey-lady".
func CardName(id CardID) string {
	if id < 0 || int(id) >= NumCards {
		return "none"
	}
	return strings.ToLower(strings.ReplaceAll(Cards[id].String(), " ", "-"))
}

// cardByName finds an unused card with this name (any copy).
func cardByName(name string, used *[NumCards]bool) (CardID, error) {
	want := strings.ToLower(strings.ReplaceAll(strings.TrimSpace(name), " ", "-"))
	known := false
	for i := range Cards {
		if CardName(CardID(i)) != want {
			continue
		}
		known = true
		if !used[i] {
			used[i] = true
			return CardID(i), nil
		}
	}
	if known {
		return NoCard, fmt.Errorf("no copy of %q left", name)
	}
	return NoCard, fmt.Errorf("unknown card %q", name)
}

// NamedKey is an option's key with its card named ("reveal:hawk-warrior"
// for "reveal:c0"): scripts may use either.
func NamedKey(o Option) string {
	if o.Card == NoCard {
		return o.Key
	}
	tok := ":c" + strconv.Itoa(int(o.Card))
	i := strings.Index(o.Key, tok)
	if i < 0 {
		return o.Key
	}
	rest := o.Key[i+len(tok):]
	if rest != "" && rest[0] != '@' {
		return o.Key
	}
	return o.Key[:i] + ":" + CardName(o.Card) + rest
}

// Setup builds the scenario's table.
func (sc *Scenario) Setup() (Setup, error) {
	su := Setup{Stakes: sc.Stakes, Names: sc.Seats, Seed: sc.Seed, Game: sc.Play, MinRaise: sc.MinRaise, Carry: sc.Carry,
		Games: sc.Games, Rounds: sc.Rounds, Shares: sc.Shares, Share: sc.Share, ChooseGame: sc.ChooseGame, ChooseSplit: sc.ChooseSplit}
	if len(su.Names) == 0 {
		for i := range su.Stakes {
			su.Names = append(su.Names, string(rune('A'+i)))
		}
	}
	if len(su.Names) != len(su.Stakes) {
		return su, fmt.Errorf("%d seats named but %d stakes", len(su.Names), len(su.Stakes))
	}
	var err error
	if su.Variants, err = ParseVariants(sc.Variants); err != nil {
		return su, err
	}
	if su.Split, err = ParseSplit(sc.Split); err != nil {
		return su, err
	}
	if sc.Starting != "" {
		if su.Starting, err = seatOf(su.Names, sc.Starting); err != nil {
			return su, err
		}
	}
	if len(sc.Decks) > 0 || len(sc.Dice) > 0 {
		su.Rig = &Rig{Dice: sc.Dice}
		for _, d := range sc.Decks {
			var used [NumCards]bool
			ids := make([]CardID, 0, len(d))
			for _, name := range d {
				id, err := cardByName(name, &used)
				if err != nil {
					return su, err
				}
				ids = append(ids, id)
			}
			su.Rig.Decks = append(su.Rig.Decks, ids)
		}
	}
	return su, nil
}

func seatOf(names []string, r SeatRef) (int, error) {
	for i, n := range names {
		if strings.EqualFold(n, string(r)) {
			return i, nil
		}
	}
	if n, err := strconv.Atoi(string(r)); err == nil && n >= 0 && n < len(names) {
		return n, nil
	}
	return 0, fmt.Errorf("no seat %q", r)
}
