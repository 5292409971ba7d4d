package engine

import (
	"fmt"
	"strconv"
	"strings"
)

// Event is one line of the game log: words for the log panel plus what
// happened in structured form. Code outside the engine acts on Kind, Seat
// and N only; Text is for people to read.
type Event struct {
	Turn int32     `json:"turn"`
	Kind EventKind `json:"kind"`
	Seat int8      `json:"seat"`
	Text string    `json:"text"`
	// N is the number the line is about, as its kind's comment says: the
	// cards drawn (draw), the Gold moved (gold, pot, pay, potion_gold), the
	// pot of a Round of Gambling (round_end), the seat whose track Otto
	// passed out on (otto_pass_out). Zero elsewhere.
	N int16 `json:"n,omitempty"`
}

// Quiet turns off building log text (AI rollouts and benchmarks).
func (s *State) SetQuiet(q bool) { s.quiet = q }

// SetWordless turns off the words of the most asked questions
// (Decision.Prompt is empty), as a search's copies (CloneQuiet) ask them.
// A game that is replayed or checked against a checksum keeps its words:
// the prompt of the last question is part of State.Hash.
func (s *State) SetWordless(w bool) { s.wordless = w }

// logN logs a line about the number n (Event.N).
func (s *State) logN(seat int, kind EventKind, n int16, format string, args ...any) {
	s.logf(seat, kind, format, args...)
	if !s.quiet {
		s.Log[len(s.Log)-1].N = n
	}
}

// logf logs a line. A quiet game logs nothing, but a call's arguments are
// built (and put in interfaces, an allocation each) all the same: the
// lines of the hot paths (ordering, revealing and paying) are behind an
// "if !s.quiet" of their own.
func (s *State) logf(seat int, kind EventKind, format string, args ...any) {
	if s.quiet {
		return
	}
	s.Log = append(s.Log, Event{Turn: s.TurnNo, Kind: kind, Seat: int8(seat), Text: tidyPunctuation(fmt.Sprintf(format, args...))})
}

// doubledStops joins a card title's own closing mark with the full stop
// of the sentence it ends: "plays Get outta my field!." reads "plays Get
// outta my field!", "…Good boy.." one stop. (An ellipsis is kept as it is:
// the pattern "..." replaces itself so its dots are not read as a double.)
var doubledStops = strings.NewReplacer("!.", "!", "?.", "?", "….", "…", "....", "...", "...", "...", "..", ".")

func tidyPunctuation(text string) string {
	if !stopAfterMark(text) {
		return text
	}
	return doubledStops.Replace(text)
}

// stopAfterMark reports whether a full stop in text follows a "!", "?",
// "." or "…" (each doubledStops pattern is one): a sentence without one,
// most of them, is kept as it is without a copy. (It may say yes to a
// stop after another character ending in the byte "…" ends in; the
// Replacer then changes nothing.)
func stopAfterMark(text string) bool {
	for i := 1; i < len(text); i++ {
		if text[i] == '.' {
			switch text[i-1] {
			case '!', '?', '.', "…"[len("…")-1]:
				return true
			}
		}
	}
	return false
}

// amountWord says how much really changed: "no" for nothing (a loss
// reduced to nothing, a gain at the top of the track), else the number.
func amountWord(n int) string {
	if n == 0 {
		return "no"
	}
	return strconv.Itoa(n)
}

// Title returns a card's title.
func (s *State) Title(id CardID) string {
	if id == NoCard {
		return "nothing"
	}
	return s.Def(id).Title
}
