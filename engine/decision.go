package engine

import (
	"errors"
	"fmt"
)

// Kind of a Decision.
type DecisionKind string

const (
	DecDiscard   DecisionKind = "discard_and_draw" // discard one card at a time, then done
	DecPlot      DecisionKind = "plot"             // Petra: plot a card or done
	DecAction    DecisionKind = "action"           // play an Action (or Anytime) card, or done
	DecOrder     DecisionKind = "order"            // pick whose Drink Me! pile gets the ordered Drink
	DecDrink     DecisionKind = "drink"            // reveal your Drink (after Anytime plays)
	DecRespond   DecisionKind = "respond"          // a response window: play a card or pass
	DecGamble    DecisionKind = "gamble"           // your turn in a Round of Gambling
	DecTarget    DecisionKind = "target"           // pick a player
	DecChoose    DecisionKind = "choose"           // pick one of several effects or modes
	DecCost      DecisionKind = "cost"             // pay an optional cost (Harvest, Momentum, Pets)
	DecPick      DecisionKind = "pick"             // pick a card (Mushroom to harvest, card to discard, ...)
	DecSplit     DecisionKind = "split"            // pick a player to split a Drink with
	DecChampion  DecisionKind = "champion"         // pick a team Champion
	DecLastCall  DecisionKind = "last_chance"      // one last chance before losing
	DecPrize     DecisionKind = "prize"            // pick a Prize for the pot
	DecPlanter   DecisionKind = "planter_box"      // full Planter Box: which Mushroom to discard
	DecMay       DecisionKind = "may"              // do an optional effect or not
	DecTreat     DecisionKind = "treat"            // treat a Waiting Patient
	DecPotion    DecisionKind = "potion"           // use a Potion Token
	DecDrinkPick DecisionKind = "drink_pick"       // which of several pending Drinks a card affects
	DecWages     DecisionKind = "wages"            // a Minion lost Fortitude: pay its Wages or discard it
	DecBid       DecisionKind = "bid"              // a Dungeon Event's bidding: raise or pass, or a secret amount
	DecForm      DecisionKind = "form"             // Vlazlo: which form deck to take a card from, or buy from (choose:<deck>, done)
	DecDivide    DecisionKind = "divide"           // divide revealed cards into two piles (divide:<N>)
	DecPile      DecisionKind = "pile"             // take one pile of a division (pile:<N>)
	DecBorrow    DecisionKind = "borrow"           // play a Gambling or Cheating Card from another player's hand, or pass
)

// Option is one legal answer to a Decision. Key is stable for the same game
// state and is what Answer takes; Verb and the other fields say what it does
// (see move.go), so that nothing outside the engine reads Key or Label.
type Option struct {
	Key   string `json:"key"`
	Label string `json:"label"`
	Card  CardID `json:"card"`            // card concerned, or NoCard
	Seat  int8   `json:"seat"`            // player concerned, or -1
	Verb  Verb   `json:"-"`               // what the option does (see move.go)
	N     int16  `json:"n"`               // a number (amount, branch, mode)
	Extra int8   `json:"extra,omitempty"` // 1: play: from the Plotted Cards
	Word  Word   `json:"-"`               // yes/no, reward or potion (see move.go)
	// Verb and Word follow from Key; they are not saved (a loaded option
	// gets them back from its key, so files and checksums stay as they
	// were). The fields are ordered so that an Option stays 40 bytes.
}

// Decision is the one choice the game waits for.
type Decision struct {
	Seat    int          `json:"seat"`
	Kind    DecisionKind `json:"kind"`
	Prompt  string       `json:"prompt"`
	Options []Option     `json:"options"`
	// Context: the card or Drink being responded to, if any.
	About    CardID `json:"about"`
	AboutPly int16  `json:"about_play"`
	// Owed is what a payment being picked one card at a time still needs
	// (a Harvest: the Harvest Value not yet picked), or 0.
	Owed int16 `json:"owed,omitempty"`
}

type answer struct {
	ready bool
	opt   Option
}

// answerRoom is the room a game's history of answers starts with, a seat's:
// more than most games answer (a random four-seat game about 340), so
// that a history does not double from one answer through ten arrays.
const answerRoom = 128

// ErrNoDecision is returned by Answer when nothing is being asked.
var ErrNoDecision = errors.New("no decision is pending")

// Pending returns the decision the game waits for, and false when the game is over.
func (s *State) Pending() (Decision, bool) {
	if !s.HasDec {
		return Decision{}, false
	}
	return s.Dec, true
}

// Answer applies the option with the given key and runs the game to the
// next decision (or its end).
func (s *State) Answer(key string) error {
	if !s.HasDec {
		return ErrNoDecision
	}
	for _, o := range s.Dec.Options {
		if o.Key == key {
			s.HasDec = false
			s.ans = answer{ready: true, opt: o}
			// A search's copy (CloneQuiet) keeps no history: it has no
			// log either.
			if s.Log != nil {
				if s.Answers == nil { // a game's first answer: room for a game's
					s.Answers = make([]string, 0, answerRoom*len(s.Players))
				}
				s.Answers = append(s.Answers, key)
			}
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

// answered takes the pending answer for the asking task.
func (s *State) answered() (Option, bool) {
	if !s.ans.ready {
		return Option{}, false
	}
	s.ans.ready = false
	return s.ans.opt, true
}

// words is the question f words, or none in a wordless game: a search's
// copy, whose questions no one reads (the most asked ones' words were a
// twentieth of a random game's time and a quarter of its allocations).
func (s *State) words(f func() string) string {
	if s.wordless {
		return ""
	}
	return f()
}

// ask poses a decision. Decisions with a single option are still asked
// (a Pass is always a real choice); callers skip asking when nothing is legal.
func (s *State) ask(seat int, kind DecisionKind, prompt string, opts []Option) {
	if s.isOtto(seat) && len(opts) > 0 {
		// Otto decides by his fixed rules; the asking task takes the answer
		// when it runs again.
		s.ans = answer{ready: true, opt: s.ottoChoice(kind, opts)}
		return
	}
	s.Dec = Decision{Seat: seat, Kind: kind, Prompt: prompt, Options: s.keepOptions(opts), About: NoCard, AboutPly: -1}
	s.HasDec = true
}

// optChunk is how many options a block of State.optFree holds, at most;
// a game's first block (a Clone's too, which may ask little) holds 16.
const optChunk = 64

// quietOptChunk is optChunk for a copy for search (CloneQuiet).
const quietOptChunk = 512

// keepOptions copies a decision's options into the free room of the game's
// current block of options (a new block when it is full): one allocation
// for many decisions. The room is only ever appended to, never written
// again, so a Decision handed out or shared with a Clone keeps its options
// (its capacity is its length: an append to it allocates); a Clone starts
// a block of its own. A game whose caller allows it (ReuseOptions) writes
// each decision's options over the last one's instead.
func (s *State) keepOptions(opts []Option) []Option {
	n := len(opts)
	if n == 0 {
		return nil
	}
	if s.reuseOpts {
		s.optFree = s.optFree[:0] // the last decision's options are done with
	}
	if n > cap(s.optFree)-len(s.optFree) {
		chunk := optChunk
		if s.quiet {
			// A copy for search fills its block again from the start
			// at each deal written over it (CloneInto): one block that
			// holds a whole iteration's options is never made again.
			chunk = quietOptChunk
		}
		s.optFree = make([]Option, 0, max(min(chunk, 2*cap(s.optFree)), 16, n))
	}
	k := len(s.optFree)
	s.optFree = append(s.optFree, opts...)
	return s.optFree[k : k+n : k+n]
}

// ReuseOptions makes s ask each decision's options over the last one's,
// in one small block for the whole game, instead of keeping them: for a
// caller that reads a decision's options only until it answers it (a game
// played on with random or scripted answers), which then allocates almost
// nothing for them. From then on a Decision read from s, and the pending
// one of a Clone of s, holds its options only until s's next answer. A
// Clone does not inherit it (its decisions' options are kept); a Clone
// taken before keeps its pending options (s starts a block of its own).
func (s *State) ReuseOptions() {
	s.reuseOpts = true
	s.optFree = nil
}

func opt(key, label string) Option {
	o := Option{Key: key, Label: label, Card: NoCard, Seat: -1}
	o.setType()
	return o
}

func cardOpt(prefix string, id CardID, label string) Option {
	return Option{Key: cardOptKey(prefix, id), Label: label, Card: id, Seat: -1, Verb: verbNamed(prefix)}
}

func seatOpt(prefix string, seat int, label string) Option {
	return Option{Key: seatOptKey(prefix, seat), Label: label, Card: NoCard, Seat: int8(seat), Verb: verbNamed(prefix)}
}
