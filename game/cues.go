package game

import "undercity/engine"

// Cue is a sound the table makes for something that happened. Cues are
// read from the game log's kinds, not from the rules: whatever the engine
// writes down, the table hears.
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

// Cues returns the sounds for what happened between two views of a
// match: one of each cue at most, in cue order, so a burst of events in
// one frame makes one chord rather than a pile-up. With no previous
// snapshot (a table just opened) a fresh game only shuffles its decks; a
// loaded game is silent. A later snapshot of another match (its log not
// continuing the previous one) is silent too.
func Cues(prev, cur *engine.View) []Cue {
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
	if len(log) == 0 || log[0].Kind != engine.LogSetup {
		return false
	}
	for _, e := range log {
		if e.Kind == engine.LogPlay || e.Kind == engine.LogHellfireFires || e.Turn > 1 {
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

// EventCue is the sound of one log event, if it has one: the kind says
// what happened, and N how much where a cue depends on it (cards drawn,
// Gold moved). The words are never read.
func EventCue(e engine.Event) (Cue, bool) {
	switch e.Kind {
	case engine.LogSetup, engine.LogReshuffle:
		return CueShuffle, true
	case engine.LogDraw:
		return CueDraw, e.N > 0
	case engine.LogOrder, engine.LogTake: // a Drink slid onto a pile; a card revealed and taken into a hand
		return CueDraw, true
	case engine.LogPlay:
		return CuePlay, true
	case engine.LogDrinksOut, engine.LogContestWon: // everyone pays for a new round of Drinks; the winner receives Gold
		return CueCoins, true
	case engine.LogGold, engine.LogPot, engine.LogPay, engine.LogPotionGold, engine.LogRoundEnd:
		return CueCoins, e.N > 0
	case engine.LogReveal, engine.LogChaser, engine.LogOnTheHouse: // Drinks from the Drink Deck
		return CueReveal, true
	case engine.LogDrink, engine.LogSplit:
		return CueDrink, true
	case engine.LogIgnore:
		return CueIgnore, true
	case engine.LogNegated:
		return CueNegate, true
	case engine.LogContest, engine.LogRound:
		return CueGamble, true
	case engine.LogHellfireFires, engine.LogHellfire:
		return CueHellfire, true
	case engine.LogPassOut, engine.LogOttoPassOut, engine.LogBroke:
		return CuePassOut, true
	case engine.LogGameOver:
		return CueWin, true
	}
	return 0, false
}
