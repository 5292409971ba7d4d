// Package gamble is the rules of Gambling? I'm In! (the gambling games of
// The Red Dragon Inn) as a deterministic state machine, in the same shape as
// package engine: a State runs until a player must choose, then exposes
// exactly one Decision; Answer applies the chosen option. It imports only
// the standard library and does no I/O.
//
// A State is a session: a series of games at one table, with each player's
// money carried from game to game, the Starting Player passing to the left,
// and money a Split Rule leaves in the pot carried into the next game.
package gamble

import (
	"fmt"
	"math/rand/v2"
	"strconv"
	"strings"
)

// RulesVersion identifies the rules implementation; replays record it.
const RulesVersion = "gamble-4"

// MaxSeats is the largest table supported (seat masks are 16 bits).
const MaxSeats = 8

// MaxMoney bounds the money at a table: a Betting Round offers one option
// per legal raise.
const MaxMoney = 100000

// GameID names a game of the booklet.
type GameID string

const (
	RoguesAndWarriors GameID = "rogues-and-warriors"
	Threes            GameID = "threes"
	KingsCouncil      GameID = "kings-council"
	JackOfAllTrades   GameID = "jack-of-all-trades"
	ThreeKingdoms     GameID = "three-kingdoms"
	DenOfThieves      GameID = "den-of-thieves"
	DragonHordes      GameID = "dragon-hordes"
	CitySquare        GameID = "city-square"
	TheWheel          GameID = "the-wheel"
	// AdventurersChoice is not a game of its own but a session of them:
	// the Starting Player chooses each game (see choice.go).
	AdventurersChoice GameID = "choice"
)

// Games lists the games this package implements, in the booklet's order.
var Games = []GameID{RoguesAndWarriors, Threes, KingsCouncil, JackOfAllTrades, ThreeKingdoms, DenOfThieves, DragonHordes, CitySquare, TheWheel}

// Variants is a set of a game's variants (any combination may be used).
type Variants uint32

const (
	// Dragon Cards (every game here): the Dragon Cards are shuffled into the deck.
	VarDragons Variants = 1 << iota
	// Rogues and Warriors
	VarExchange // swap the face-down card after the second Betting Round, then bet again
	// Threes
	VarFoolsLuck  // a Keep of all different values beats any other
	VarStrength   // Strength in Numbers: a Keep of one value beats any other
	VarCantWin    // Can't Win With Nothing: a Keep of all 3's loses
	VarHiddenFate // 4 dice and a face-down card that counts as a die
	// King's Council
	VarForeign // Foreign Council: a hand scoring no points beats all others
	// Jack of All Trades (Hidden Fate is shared with Threes)
	VarNoLastCall // one worker only on the Last Call too
	// Den of Thieves
	VarStrong // Strong Warriors: Warriors are worth 3 even in a Den of Thieves
	// Dragon Hordes
	VarDoubleDouble // doubles take the Dragon Hordes and give another turn
	// City Square
	VarHappyPeasants // Slums connected to Taverns count as patrolled
	// The Wheel
	VarSuccessive // Multiple Successive Games: the strongest spoke is marked for the next games
	VarUnwound    // The Unwound Clock: Clock cards are played when a player chooses; Playing for Shares
)

var variantNames = []struct {
	v    Variants
	name string
}{{VarExchange, "exchange"}, {VarFoolsLuck, "fools-luck"}, {VarStrength, "strength-in-numbers"},
	{VarCantWin, "cant-win-with-nothing"}, {VarHiddenFate, "hidden-fate"}, {VarForeign, "foreign-council"},
	{VarNoLastCall, "no-last-call"}, {VarStrong, "strong-warriors"},
	{VarDoubleDouble, "double-double"}, {VarHappyPeasants, "happy-peasants"},
	{VarSuccessive, "multiple-successive-games"}, {VarUnwound, "unwound-clock"},
	{VarDragons, "dragons"}}

// String lists the variants as "exchange+dragons" ("" for none).
func (v Variants) String() string {
	out := ""
	for _, n := range variantNames {
		if v&n.v != 0 {
			if out != "" {
				out += "+"
			}
			out += n.name
		}
	}
	return out
}

// ParseVariants reads a list like "exchange,dragons" (or "+"-separated).
func ParseVariants(list string) (Variants, error) {
	var v Variants
	start := 0
	for i := 0; i <= len(list); i++ {
		if i < len(list) && list[i] != ',' && list[i] != '+' {
			continue
		}
		word := list[start:i]
		start = i + 1
		if word == "" {
			continue
		}
		found := false
		for _, n := range variantNames {
			if n.name == word {
				v |= n.v
				found = true
			}
		}
		if !found {
			return 0, fmt.Errorf("unknown variant %q", word)
		}
	}
	return v, nil
}

// gameVariants are the variants each game offers.
var gameVariants = map[GameID]Variants{
	RoguesAndWarriors: VarExchange | VarDragons,
	Threes:            VarFoolsLuck | VarStrength | VarCantWin | VarHiddenFate | VarDragons,
	KingsCouncil:      VarForeign | VarDragons,
	JackOfAllTrades:   VarNoLastCall | VarHiddenFate | VarDragons,
	ThreeKingdoms:     VarDragons,
	DenOfThieves:      VarStrong | VarDragons,
	DragonHordes:      VarDoubleDouble,
	CitySquare:        VarDragons | VarHappyPeasants,
	TheWheel:          VarDragons | VarSuccessive | VarUnwound,
}

// SplitRule says what happens to a pot when players are still tied after
// the tiebreaker.
type SplitRule uint8

const (
	// Merchant's Rule (the default): split the pot evenly; any remainder
	// stays in the pot for the next game.
	SplitMerchant SplitRule = iota
	// King's Rule: the bets stay in the pot and the tied players play the
	// same game again, without an ante.
	SplitKing
	// Commoner's Rule: the bets stay in the pot and everyone plays the same
	// game again, with an ante.
	SplitCommoner
)

var splitNames = [...]string{"merchant", "king", "commoner"}
var splitLabels = [...]string{"Merchant's Rule", "King's Rule", "Commoner's Rule"}

// ParseSplit reads a Split Rule by its name (merchant, king, commoner);
// "" is Merchant's Rule.
func ParseSplit(name string) (SplitRule, error) {
	if name == "" {
		return SplitMerchant, nil
	}
	for r, n := range splitNames {
		if n == name {
			return SplitRule(r), nil
		}
	}
	return 0, fmt.Errorf("unknown split rule %q (rules: %s)", name, strings.Join(splitNames[:], ", "))
}

// Title is the rule's name in words ("King's Rule").
func (r SplitRule) Title() string {
	if int(r) < len(splitLabels) {
		return splitLabels[r]
	}
	return "Split Rule?"
}

func (r SplitRule) String() string {
	if int(r) < len(splitNames) {
		return splitNames[r]
	}
	return "split?"
}

// Setup is everything needed to start a session.
type Setup struct {
	// Stakes is each seat's money at the start (2 to 8 seats).
	Stakes []int `json:"stakes"`
	// Names are the seats' display names (optional).
	Names []string `json:"names,omitempty"`
	Seed  uint64   `json:"seed,omitempty"`
	// Starting is the first Starting Player.
	Starting int `json:"starting"`
	// Game and Variants are played when the Starting Player does not choose.
	Game     GameID   `json:"game,omitempty"` // "" is Rogues and Warriors
	Variants Variants `json:"variants,omitempty"`
	// Split is the Split Rule used when the Starting Player does not choose.
	Split SplitRule `json:"split,omitempty"`
	// ChooseGame lets the Starting Player choose the game (and its
	// variants) before each game; ChooseSplit lets them choose the Split Rule.
	ChooseGame  bool `json:"choose_game,omitempty"`
	ChooseSplit bool `json:"choose_split,omitempty"`
	// MinRaise is the booklet's optional rule: each raise must increase the
	// Current Bet by at least as much as the last raise did.
	MinRaise bool `json:"min_raise,omitempty"`
	// Games is the number of games in the session (a replay under King's or
	// Commoner's Rule is a game too, and is always played); 0 plays until
	// only one player has money to ante.
	Games int `json:"games,omitempty"`
	// Carry is money already in the pot before the first game (every player
	// may win it), as the booklet's betting examples start with.
	Carry int `json:"carry,omitempty"`
	// Shares plays every game for shares (the booklet's appendix): the
	// ante is one Share, Betting Rounds are skipped and the pot is paid by
	// placing. A Share of 0 plays without money (Games must be set). The
	// Unwound Clock always plays for shares, of Share or else 1.
	Shares bool `json:"shares,omitempty"`
	Share  int  `json:"share,omitempty"`
	// Rounds is the length of an Adventurer's Choice session (Game
	// "choice"): each round, every player is once the Starting Player and
	// chooses the game.
	Rounds int `json:"rounds,omitempty"`
	// Rig stacks what chance would decide, for scenarios and tests (a
	// replay records it like the seed).
	Rig *Rig `json:"rig,omitempty"`
}

// Rig stacks the deck and the dice. Decks[i] is put on top of the deck
// (top first) after the i-th full shuffle of the session (each game's, at
// its ante); the rest of the deck stays shuffled. A listed card not in
// that game's deck (a Dragon Card without its variant) is skipped. Dice
// are the next die rolls of the session, in the order they are rolled;
// when they run out the dice are random again. Observations never show it.
type Rig struct {
	Decks [][]CardID `json:"decks,omitempty"`
	Dice  []int8     `json:"dice,omitempty"`
}

// Zone says where a card is.
type Zone uint8

const (
	ZoneBox     Zone = iota // not in use this game (Grey Cards; Dragons without their variant)
	ZoneDeck                // the Rogues and Warriors Deck
	ZoneHand                // a player's hand
	ZoneDiscard             // discarded (face down) or folded
	ZoneTable               // face up on the table (King's Council's King)
	ZoneCity                // face up in a player's city (City Square)
	ZoneClock               // face down in The Wheel's Clock
)

var zoneNames = [...]string{"box", "deck", "hand", "discard", "table", "city", "clock"}

func (z Zone) String() string {
	if int(z) < len(zoneNames) {
		return zoneNames[z]
	}
	return "zone?"
}

// CardInst is where a card is and who knows it.
type CardInst struct {
	Zone  Zone
	Owner int8 // holder of a card in a hand, else -1
	Up    bool // face up: everyone sees it
	// Seen is the seats that know the card (its holder; everyone once it
	// was face up). Observations hide the cards an observer has not seen.
	Seen uint16
}

// Player is one seat at the table.
type Player struct {
	Money     int  // the stash: money not yet bet
	Bet       int  // bet this Betting Round (still in front of the player)
	Committed int  // money put into this game's pot, antes and Bet included
	In        bool // playing the current game
	Folded    bool
	Hand      []CardID
	// Pick is a pending simultaneous choice: the hand index of the card
	// chosen to reveal, -1 for none yet. Nobody sees it until all chose.
	Pick int8
	Done bool // has acted in the current in-turn-order step (Exchange, Keep, Discard)
	// Discards is how many cards the player discarded in the current
	// King's Council discard step (drawn back when they are done).
	Discards int8
	// Dice (Threes): Rolled holds the NRolled dice just rolled and not yet
	// kept; Keep the NKeep dice kept. All dice are public.
	Rolled  [5]int8
	NRolled int8
	Keep    [5]int8
	NKeep   int8
	// City (City Square) holds the cards of the player's city in the order
	// they were placed, Spots the district of each (see CitySpot); Built
	// marks the districts built on this year.
	City  []CardID
	Spots []int8
	Built uint32
	Drew  bool // The Wheel: has drawn this turn
}

// Pot is money that goes to the best hand among Eligible (a seat mask).
type Pot struct {
	Amount   int    `json:"amount"`
	Eligible uint16 `json:"eligible"`
}

// Betting is the Betting Round in progress.
type Betting struct {
	Active  bool
	Current int    // the Current Bet
	Raise   int    // how much the last full raise increased the Current Bet
	Turn    int8   // seat to act
	Need    uint16 // seats that must still call, check, raise or fold
}

// Again is a replay the Split Rule ordered for the next game.
type Again struct {
	Pending bool
	Seats   uint16 // who plays it
	Ante    bool   // whether they ante
}

// Phase is where the session is.
type Phase uint8

const (
	PhaseStart      Phase = iota // a game is about to start
	PhaseChooseGame              // the Starting Player chooses the game
	PhaseChooseRule              // the Starting Player chooses the Split Rule
	PhasePlay                    // the game's Order of Play runs (Step)
	PhaseOver                    // the session is over
	PhaseLoans                   // Adventurer's Choice: between games, players short of money may ask for loans
)

// Event is one thing that happened, for the table to show.
type Event struct {
	Game   int    `json:"game"` // number of the game (1-based)
	Seat   int8   `json:"seat"` // -1 for the table
	Verb   Verb   `json:"verb"`
	Amount int    `json:"amount,omitempty"`
	Card   CardID `json:"card"`
}

// State is a whole session. Copy it only with Clone.
type State struct {
	rng   rand.PCG
	quiet bool

	Setup   Setup
	Players []Player
	Cards   [NumCards]CardInst
	Box     []CardID
	Deck    []CardID
	Discard []CardID
	Table   []CardID // face-up cards on the table
	Clock   []CardID // The Wheel's Clock, face down
	// Carried is money left in the pot by earlier games (a Merchant's Rule
	// remainder, or tied pots under King's or Commoner's Rule).
	Carried []Pot
	Total   int // all the money at the table (conserved)

	Phase    Phase
	Game     GameID
	Variants Variants
	Split    SplitRule
	Starting int8
	Played   int // games started
	Again    Again
	// NoAnte and Replaying mark the current game as a replay ordered by
	// King's Rule (no ante) or Commoner's Rule.
	NoAnte    bool
	Replaying bool
	Step      int8 // index in the game's Order of Play
	Round     Betting
	Jobs      Jobs   // Jack of All Trades
	Hordes    Hordes // Dragon Hordes
	Wheel     Wheel  // The Wheel

	// Adventurer's Choice: Chosen counts the games chosen so far (a
	// Split Rule's replay is part of its game), Chooser is the Starting
	// Player who chose the last one; Loans and Debts are each seat's Loan
	// and Debt Markers; Asked marks the seats asked for a loan in this
	// break between games, LoansDone that the break is over.
	Chosen    int
	Chooser   int8
	Loans     [MaxSeats]int16
	Debts     [MaxSeats]int16
	Asked     uint16
	LoansDone bool

	// Result is how the last game ended (nil before the first ends).
	Result *Result `json:",omitempty"`

	Dec     Decision
	HasDec  bool
	Over    bool
	Winners []int8

	Log     []Event
	Answers []string
	Steps   int64
	// RigDecks and RigDice count the stacked decks and dice used (Setup.Rig).
	RigDecks int
	RigDice  int
}

// NewGame sets up a session and runs it to the first decision.
func NewGame(su Setup) (*State, error) {
	n := len(su.Stakes)
	if n < 2 || n > MaxSeats {
		return nil, fmt.Errorf("a gambling table needs 2 to %d players, not %d", MaxSeats, n)
	}
	if su.Starting < 0 || su.Starting >= n {
		return nil, fmt.Errorf("starting player %d is not a seat", su.Starting)
	}
	if su.Game == "" {
		su.Game = RoguesAndWarriors
	}
	if su.Game == AdventurersChoice {
		if err := checkChoice(&su); err != nil {
			return nil, err
		}
	} else if _, ok := gameVariants[su.Game]; !ok {
		return nil, fmt.Errorf("unknown game %q", su.Game)
	}
	if su.Variants&^gameVariants[su.Game] != 0 {
		return nil, fmt.Errorf("%s has no variant %s", su.Game, su.Variants&^gameVariants[su.Game])
	}
	if su.Split > SplitCommoner {
		return nil, fmt.Errorf("unknown split rule %d", su.Split)
	}
	if su.Carry < 0 || su.Games < 0 || su.Share < 0 {
		return nil, fmt.Errorf("carry, games and share must not be negative")
	}
	if err := checkRig(su.Rig); err != nil {
		return nil, err
	}
	if su.Shares && su.Share == 0 && su.Games == 0 {
		return nil, fmt.Errorf("playing for a share of 0 needs a number of games")
	}
	s := &State{Setup: su, Game: su.Game, Variants: su.Variants, Split: su.Split, Starting: int8(su.Starting)}
	if su.Game == AdventurersChoice {
		s.Game = RoguesAndWarriors // until the Starting Player chooses
	}
	s.Setup.Stakes = append([]int(nil), su.Stakes...)
	s.Setup.Names = append([]string(nil), su.Names...)
	s.rng = *rand.NewPCG(su.Seed, su.Seed^0x9e3779b97f4a7c15)
	s.Players = make([]Player, n)
	for i, m := range su.Stakes {
		if m < 0 {
			return nil, fmt.Errorf("seat %d has negative money", i+1)
		}
		s.Players[i] = Player{Money: m, Pick: -1}
		s.Total += m
	}
	if s.Total+su.Carry > MaxMoney {
		return nil, fmt.Errorf("a table holds at most %d money", MaxMoney)
	}
	if su.Carry > 0 {
		s.Carried = []Pot{{Amount: su.Carry, Eligible: allSeats(n)}}
		s.Total += su.Carry
	}
	s.Box = make([]CardID, NumCards)
	for i := range s.Cards {
		s.Box[i] = CardID(i)
		s.Cards[i] = CardInst{Zone: ZoneBox, Owner: -1}
	}
	s.run()
	return s, nil
}

// SetQuiet stops (or resumes) recording the log and answer history, for
// search and benchmarks.
func (s *State) SetQuiet(q bool) { s.quiet = q }

// NumSeats is the number of seats at the table.
func (s *State) NumSeats() int { return len(s.Players) }

// Name is a seat's display name.
func (s *State) Name(seat int) string {
	if seat >= 0 && seat < len(s.Setup.Names) && s.Setup.Names[seat] != "" {
		return s.Setup.Names[seat]
	}
	if seat < 0 || seat >= len(s.Players) {
		return "nobody"
	}
	return "Seat " + strconv.Itoa(seat+1)
}

func bit(seat int) uint16            { return 1 << uint(seat) }
func allSeats(n int) uint16          { return uint16(1)<<uint(n) - 1 }
func has(mask uint16, seat int) bool { return mask&bit(seat) != 0 }

// live reports whether a seat is in the current game and has not folded.
func (s *State) live(seat int) bool { p := &s.Players[seat]; return p.In && !p.Folded }

// liveMask is the seats still contending for the pot.
func (s *State) liveMask() uint16 {
	var m uint16
	for q := range s.Players {
		if s.live(q) {
			m |= bit(q)
		}
	}
	return m
}

// order returns the seats of mask in turn order (clockwise, to the left)
// starting with from.
func (s *State) order(from int, mask uint16) []int {
	n := len(s.Players)
	out := make([]int, 0, n)
	for i := 0; i < n; i++ {
		q := (from + i) % n
		if has(mask, q) {
			out = append(out, q)
		}
	}
	return out
}

// nextIn returns the first seat of mask after seat (clockwise), or -1.
func (s *State) nextIn(seat int, mask uint16) int {
	n := len(s.Players)
	for i := 1; i <= n; i++ {
		q := (seat + i) % n
		if has(mask, q) {
			return q
		}
	}
	return -1
}

// event records a logged event (not in quiet states).
func (s *State) event(seat int, v Verb, amount int, id CardID) {
	if s.quiet {
		return
	}
	s.Log = append(s.Log, Event{Game: s.Played, Seat: int8(seat), Verb: v, Amount: amount, Card: id})
}

// PotTotal is all the money in the middle of the table: pots, carried
// money and the bets of the current Betting Round.
func (s *State) PotTotal() int {
	t := 0
	for _, p := range s.Players {
		t += p.Committed
	}
	for _, c := range s.Carried {
		t += c.Amount
	}
	return t
}

func checkRig(r *Rig) error {
	if r == nil {
		return nil
	}
	for i, d := range r.Decks {
		var used [NumCards]bool
		for _, id := range d {
			if id < 0 || id >= FirstGrey {
				return fmt.Errorf("rigged deck %d: card %d is not a Rogues and Warriors or Dragon Card", i+1, id)
			}
			if used[id] {
				return fmt.Errorf("rigged deck %d: %s is listed twice", i+1, Cards[id])
			}
			used[id] = true
		}
	}
	for _, v := range r.Dice {
		if v < 1 || v > DieFaces {
			return fmt.Errorf("a rigged die shows %d", v)
		}
	}
	return nil
}

// GameVariants returns the variants a game offers (any combination may be
// used); none for an unknown game.
func GameVariants(g GameID) Variants { return gameVariants[g] }
