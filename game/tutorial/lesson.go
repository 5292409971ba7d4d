// Package tutorial is Learn to play: a guided first game in short lessons.
// A lesson is a scenario file (docs/scenarios.md: the position, and a script
// that plays up to where the lesson starts) with steps: each says one or two
// sentences, points at something on the table and waits for the learner's
// move (or for a click on Next); the other seats' moves are scripted in the
// same list, and whatever nobody scripted is answered by the scenario's
// "pass" policy. The lessons are data (assets/tutorial); Session walks one.
package tutorial

import (
	"bytes"
	"encoding/json"
	"fmt"
	"strings"

	"undercity/assets"
	"undercity/engine"
	"undercity/game/scenario"
)

// Lesson is one lesson file.
type Lesson struct {
	scenario.File
	// Summary is the lesson in a line, for the list.
	Summary string `json:"summary"`
	// Learner is the seat the player plays (default 0).
	Learner int    `json:"learner,omitempty"`
	Steps   []Step `json:"steps"`
	// Finish is said when the last step is done.
	Finish string `json:"finish"`
	// Shot is the step (1-based) the lesson's documented screenshot shows
	// (`rdi --shots`: docs/screenshots/tutorial-NN.png); 0: the first
	// step that waits for a move.
	Shot int `json:"shot,omitempty"`

	ID     string `json:"-"` // the file name without .json ("01-phases")
	Number int    `json:"-"` // 1-based, in teaching order
}

// Step is one thing to do. A step without Seat is the learner's: Caption
// is shown, Target is highlighted, and the step waits for the move Wait
// describes (any other move is refused, with Refuse or a default caption);
// without Wait it waits for a click on Next. A step with Seat is another
// player's scripted move, made when that player is asked and may make it.
type Step struct {
	Caption string              `json:"caption,omitempty"`
	Target  Target              `json:"target"`
	Wait    *engine.OptionMatch `json:"wait,omitempty"`
	Seat    *scenario.SeatRef   `json:"seat,omitempty"`
	Refuse  string              `json:"refuse,omitempty"`
	// At is the kind of the learner's decision a step without Wait is
	// shown at (engine.DecisionKind: "action", "order", ...); the
	// learner's decisions of other kinds before it are passed. Default:
	// the learner's next decision.
	At string `json:"at,omitempty"`
}

// Scripted reports whether the step is another player's move.
func (st Step) Scripted() bool { return st.Seat != nil }

// Target names a thing on the table. Seat is a character id (default:
// the learner); Card a card id.
type Target struct {
	Kind string `json:"kind"`
	Card string `json:"card,omitempty"`
	Seat string `json:"seat,omitempty"`
}

// The kinds of target.
const (
	TargetOption    = "option"     // where the awaited move is made: its card, button or mat
	TargetHand      = "hand"       // Card in the learner's hand
	TargetMat       = "mat"        // Seat's mat
	TargetDrinkMe   = "drink_me"   // Seat's Drink Me! pile
	TargetStats     = "stats"      // Seat's Fortitude and Alcohol Content tracks
	TargetGold      = "gold"       // Seat's Gold
	TargetComponent = "component"  // Seat's character components (Planter Box, Momentum, Hellfire, ...)
	TargetMatCard   = "mat_card"   // Card on a mat (a Mushroom, a Waiting Patient, a Plotted Card)
	TargetDrink     = "drink"      // the pending Drink in front of its drinker (Card: its Drink, or any)
	TargetDrinkDeck = "drink_deck" // the Drink Deck
	TargetStack     = "stack"      // the cards being played, in the centre
	TargetRound     = "round"      // the Round of Gambling's box
	TargetInn       = "inn"        // the Inn's Gold
	TargetPhase     = "phase"      // the turn and phase banner
	TargetDungeon   = "dungeon"    // the Dungeon Event Deck and its Progress Counters
	TargetPotions   = "potions"    // the Potion Tokens of Seat's team (a team game)
)

var targetKinds = []string{TargetOption, TargetHand, TargetMat, TargetDrinkMe, TargetStats, TargetGold, TargetComponent,
	TargetMatCard, TargetDrink, TargetDrinkDeck, TargetStack, TargetRound, TargetInn, TargetPhase, TargetDungeon, TargetPotions}

// Parse reads a lesson file.
func Parse(b []byte) (*Lesson, error) {
	dec := json.NewDecoder(bytes.NewReader(b))
	dec.DisallowUnknownFields()
	var l Lesson
	if err := dec.Decode(&l); err != nil {
		return nil, err
	}
	if l.Unscripted == "" {
		l.Unscripted = scenario.Pass
	}
	if l.Learner < 0 || l.Learner >= len(l.Seats) {
		return nil, fmt.Errorf("learner: seat %d does not exist", l.Learner)
	}
	if len(l.Steps) == 0 || l.Name == "" || l.Finish == "" {
		return nil, fmt.Errorf("a lesson needs a name, steps and a finish caption")
	}
	if l.Shot < 0 || l.Shot > len(l.Steps) || l.Shot > 0 && l.Steps[l.Shot-1].Scripted() {
		return nil, fmt.Errorf("shot: step %d is not one of the learner's", l.Shot)
	}
	for i, st := range l.Steps {
		if err := st.check(&l); err != nil {
			return nil, fmt.Errorf("step %d: %w", i+1, err)
		}
	}
	return &l, nil
}

func (st Step) check(l *Lesson) error {
	if st.Wait != nil && !st.Wait.Valid() {
		return fmt.Errorf("wait: %q is not a move", st.Wait.Verb)
	}
	if st.Scripted() {
		if st.Wait == nil {
			return fmt.Errorf("another player's step needs the move to make (wait)")
		}
		_, err := st.Seat.Resolve(l.Seats)
		return err
	}
	if st.At != "" && st.Wait != nil {
		return fmt.Errorf("at is for a step without wait (a move says where it is made)")
	}
	if strings.TrimSpace(st.Caption) == "" {
		return fmt.Errorf("the learner's step needs a caption")
	}
	for _, k := range targetKinds {
		if st.Target.Kind == k {
			return nil
		}
	}
	return fmt.Errorf("target kind %q is not one of %s", st.Target.Kind, strings.Join(targetKinds, ", "))
}

// Lessons returns every lesson, in teaching order.
func Lessons() ([]*Lesson, error) {
	var out []*Lesson
	for i, f := range assets.TutorialFiles() {
		l, err := Parse(f.Data)
		if err != nil {
			return nil, fmt.Errorf("lesson %s: %w", f.Name, err)
		}
		l.ID, l.Number = strings.TrimSuffix(f.Name, ".json"), i+1
		l.Path = f.Name
		out = append(out, l)
	}
	return out, nil
}

// ShotStep is the index of the step the lesson's screenshot shows.
func (l *Lesson) ShotStep() int {
	if l.Shot > 0 {
		return l.Shot - 1
	}
	for k, st := range l.Steps {
		if !st.Scripted() && st.Wait != nil {
			return k
		}
	}
	return 0
}

// Count is the number of lessons.
func Count() int { return len(assets.TutorialFiles()) }
