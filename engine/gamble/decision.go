package gamble

import (
	"errors"
	"fmt"
	"strconv"
	"sync"

	"undercity/engine/internal/strtab"
)

// DecisionKind says what a Decision is about.
type DecisionKind string

const (
	DecChooseGame DecisionKind = "choose_game" // the Starting Player picks the game and its variants
	DecSplitRule  DecisionKind = "split_rule"  // the Starting Player picks the Split Rule
	DecBet        DecisionKind = "bet"         // your turn in a Betting Round
	DecReveal     DecisionKind = "reveal"      // pick the card to reveal (simultaneously with the others)
	DecExchange   DecisionKind = "exchange"    // Exchange variant: swap your face-down card or keep it
	DecKeepDice   DecisionKind = "keep_dice"   // Threes: pick a value showing to add to your Keep
	DecDiscard    DecisionKind = "discard"     // King's Council: discard a card (up to 2), or done
	DecPlanJobs   DecisionKind = "plan_jobs"   // Jack of All Trades, Hidden Fate: card or die for each job
	DecPlace      DecisionKind = "place"       // Jack of All Trades: place workers on the job, or pass
	DecWheel      DecisionKind = "wheel"       // The Wheel: play a card to a spoke
	DecBuild      DecisionKind = "build"       // City Square: place a card in a district of your city
	DecHorde      DecisionKind = "horde"       // Dragon Hordes: the Dragon Horde a rolled 6 feeds
	DecPredict    DecisionKind = "predict"     // Dragon Hordes: predict the next card, pass, or leave
	DecLoan       DecisionKind = "loan"        // Adventurer's Choice: ask for a loan between games, or not
)

// Verb is the typed meaning of an Option (and of a logged Event). Callers
// act on the Verb and the typed fields, never on a key or label.
type Verb uint8

const (
	VerbNone Verb = iota
	VerbCheck
	VerbCall
	VerbRaise
	VerbFold
	VerbAllIn
	VerbAnte
	VerbChooseGame
	VerbSplitRule
	VerbReveal
	VerbExchange
	VerbKeep
	VerbKeepDice
	VerbDiscard
	VerbDone
	// Events only:
	VerbDeal
	VerbRebate
	VerbWin
	VerbSplit
	VerbCarry
	VerbRoll
	VerbKing
	VerbPlanJobs // Jack of All Trades: card or die for each job (Value: the die mask)
	VerbPlace    // Jack of All Trades: place workers on the job
	VerbPass     // decline an optional action
	VerbJob      // event: a job is revealed (Amount: its value, 0 for any worker)
	VerbWar      // event: a War Card is revealed
	VerbPredict  // Dragon Hordes: predict a color (Card: its Dragon Horde), a rank (Value), or both
	VerbLeave    // Dragon Hordes: leave the game
	VerbBuild    // City Square: place Card in district Value of your city
	VerbSpoke    // The Wheel: play Card on spoke Value (an event for a Clock card too)
	VerbMark     // event: The Wheel's strongest spoke (Value) is marked
	VerbLoan     // Adventurer's Choice: take a loan (Value: the lender's seat); event: the borrower gets it
	VerbLend     // event: the player with the most money gives a loan
)

var verbNames = [...]string{"none", "check", "call", "raise", "fold", "all_in", "ante", "choose_game", "split_rule",
	"reveal", "exchange", "keep", "keep_dice", "discard", "done", "deal", "rebate", "win", "split", "carry", "roll", "king",
	"plan_jobs", "place", "pass", "job", "war", "predict", "leave", "build", "spoke", "mark", "loan", "lend"}

func (v Verb) String() string {
	if int(v) < len(verbNames) {
		return verbNames[v]
	}
	return "verb?"
}

// Option is one legal answer. Key is stable for the same game state and is
// what Answer takes (saves, replays and scenarios record it); everything
// else is its typed meaning.
type Option struct {
	Key   string `json:"key"`
	Label string `json:"label"`
	Verb  Verb   `json:"verb"`
	// Amount is the money moved from the stash by a check, call, raise or
	// all in; Total is the player's bet this Betting Round afterwards (for a
	// raise, the new Current Bet).
	Amount int `json:"amount,omitempty"`
	Total  int `json:"total,omitempty"`
	// Card is the card concerned (reveal, exchange), or NoCard.
	Card CardID `json:"card"`
	// Value is a die value (keep_dice).
	Value    int       `json:"value,omitempty"`
	Split    SplitRule `json:"split,omitempty"`
	Game     GameID    `json:"game,omitempty"`
	Variants Variants  `json:"variants,omitempty"`
}

// Decision is the one choice the game waits for.
type Decision struct {
	Seat    int          `json:"seat"`
	Kind    DecisionKind `json:"kind"`
	Prompt  string       `json:"prompt"`
	Options []Option     `json:"options"`
}

// ErrNoDecision is returned by Answer when nothing is being asked.
var ErrNoDecision = errors.New("no decision is pending")

// Pending returns the decision the game waits for, and false when the session is over.
func (s *State) Pending() (Decision, bool) {
	if !s.HasDec {
		return Decision{}, false
	}
	return s.Dec, true
}

// Answer applies the option with the given key and runs the game to the
// next decision (or the end of the session).
func (s *State) Answer(key string) error {
	if !s.HasDec {
		return ErrNoDecision
	}
	for _, o := range s.Dec.Options {
		if o.Key == key {
			s.HasDec = false
			if !s.quiet {
				s.Answers = append(s.Answers, key)
			}
			s.apply(s.Dec.Seat, o)
			s.run()
			return nil
		}
	}
	return fmt.Errorf("%q is not a legal option for %s's %s decision", key, s.Name(s.Dec.Seat), s.Dec.Kind)
}

// AnswerIndex answers with the i-th option.
func (s *State) AnswerIndex(i int) error {
	if !s.HasDec {
		return ErrNoDecision
	}
	if i < 0 || i >= len(s.Dec.Options) {
		return fmt.Errorf("option %d out of range (%d options)", i, len(s.Dec.Options))
	}
	return s.Answer(s.Dec.Options[i].Key)
}

// Keys and labels of money amounts are built once: a Betting Round offers
// one option per legal raise, and random play and search ask for many.
const amountCache = 1024

// raiseTexts returns the keys and labels of the raises, built at the first
// call (on the heap, like cardTexts).
var raiseTexts = sync.OnceValue(func() *[2][amountCache]string {
	t := new([2][amountCache]string)
	ps := make([]*string, 0, 2*amountCache)
	for i := range t[0] {
		t[0][i] = "raise:" + strconv.Itoa(i)
		t[1][i] = "Raise to " + strconv.Itoa(i)
		ps = append(ps, &t[0][i], &t[1][i])
	}
	strtab.Pack(ps)
	return t
})

func raiseOpt(amount, total int) Option {
	o := Option{Verb: VerbRaise, Amount: amount, Total: total, Card: NoCard}
	if total < amountCache {
		t := raiseTexts()
		o.Key, o.Label = t[0][total], t[1][total]
	} else {
		o.Key, o.Label = "raise:"+strconv.Itoa(total), "Raise to "+strconv.Itoa(total)
	}
	return o
}

func cardKey(prefix string, id CardID) string { return prefix + ":c" + strconv.Itoa(int(id)) }
