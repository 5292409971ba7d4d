package game

import (
	"strings"

	"undercity/engine"
)

// Cue is a sound the table makes for something that happened. Cues are
// read from the game log, not from the rules: whatever the engine writes
// down, the table hears.
type Cue uint8

// The cues, in the order they sound when several happen at once.
const (
	CueShuffle  Cue = iota // a deck shuffled (a new game, a discard pile turned over)
	CueDraw                // cards drawn
	CuePlay                // a card played
	CueCoins               // Gold moving
	CueReveal              // a Drink revealed
	CueDrink               // a Drink drunk
	CueIgnore              // a Drink or a card Ignored
	CueNegate              // a card Negated
	CueGamble              // a Round of Gambling starts
	CueHellfire            // Hellfire fires
	CuePassOut             // a player passes out (or is out of Gold)
	CueWin                 // the game is won
	NumCues
)

var cueNames = [NumCues]string{"shuffle", "draw", "play", "coins", "reveal", "drink", "ignore", "negate", "gamble", "hellfire", "pass_out", "win"}

// String names the cue (tests and logs).
func (c Cue) String() string {
	if c < NumCues {
		return cueNames[c]
	}
	return "cue?"
}

// Cues returns the sounds for what happened between two snapshots of a
// match: one of each cue at most, in cue order, so a burst of events in
// one frame makes one chord rather than a pile-up. With no previous
// snapshot (a table just opened) a fresh game only shuffles its decks; a
// loaded game is silent. A later snapshot of another match (its log not
// continuing the previous one) is silent too.
func Cues(prev, cur *engine.State) []Cue {
	if cur == nil {
		return nil
	}
	if prev == nil {
		if freshGame(cur.Log) {
			return []Cue{CueShuffle}
		}
		return nil
	}
	if len(cur.Log) < len(prev.Log) {
		return nil
	}
	return EventCues(cur.Log[len(prev.Log):])
}

// freshGame: the log opens a game and nothing has been played yet.
func freshGame(log []engine.Event) bool {
	if len(log) == 0 || log[0].Kind != "setup" {
		return false
	}
	for _, e := range log {
		if e.Kind == "play" || e.Turn > 1 {
			return false
		}
	}
	return true
}

// EventCues maps log events to cues, one of each at most, in cue order.
func EventCues(events []engine.Event) []Cue {
	var seen [NumCues]bool
	for _, e := range events {
		if c, ok := EventCue(e); ok {
			seen[c] = true
		}
	}
	var out []Cue
	for c, on := range seen {
		if on {
			out = append(out, Cue(c))
		}
	}
	return out
}

// EventCue is the sound of one log event, if it has one. The kind says
// what happened; the text is read only where one kind covers different
// things (a Drink revealed or a hand shown; a Drink Ignored or a card
// that can't be).
func EventCue(e engine.Event) (Cue, bool) {
	t := e.Text
	switch e.Kind {
	case "setup", "reshuffle":
		return CueShuffle, true
	case "drinks_out":
		if strings.Contains(t, "shuffled") {
			return CueShuffle, true
		}
		return CueCoins, true // everyone pays for a new round of Drinks
	case "draw":
		return CueDraw, !strings.HasSuffix(t, "draws 0.")
	case "order": // a Drink slid onto someone's pile, not "may order 1 more"
		return CueDraw, strings.Contains(t, "orders a Drink")
	case "take": // a card revealed and taken into a hand
		return CueDraw, true
	case "play":
		if strings.Contains(t, "Hellfire fires") {
			return CueHellfire, true
		}
		return CuePlay, true
	case "gold", "pot":
		return CueCoins, !strings.Contains(t, "no Gold")
	case "pay":
		return CueCoins, !strings.Contains(t, "avoids") && !strings.Contains(t, " 0 Gold")
	case "potion":
		return CueCoins, strings.Contains(t, "Gold")
	case "round_end":
		return CueCoins, !strings.Contains(t, " 0 Gold")
	case "contest":
		if strings.Contains(t, "receives") {
			return CueCoins, true
		}
		return CueGamble, t == "Drinking Contest!"
	case "reveal":
		// Drinks (and Drink Events) from the Drink Deck, not a hand shown
		// or Pets revealed.
		return CueReveal, strings.Contains(t, "Alcohol Content") || strings.Contains(t, "Drink Event") || strings.Contains(t, "revealed and discarded")
	case "round":
		if strings.Contains(t, "Round of Gambling") {
			return CueGamble, true
		}
		return CueReveal, true // Round on the House: a Drink for everyone
	case "chaser":
		return CueReveal, true
	case "drink", "split":
		return CueDrink, true
	case "ignore":
		return CueIgnore, !strings.Contains(t, "can't be Ignored")
	case "negated":
		return CueNegate, true
	case "hellfire":
		return CueHellfire, true
	case "pass_out", "otto_pass_out", "broke":
		return CuePassOut, true
	case "game_over":
		return CueWin, true
	}
	return 0, false
}
