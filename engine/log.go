package engine

import "fmt"

// Event is one line of the game log: words for the log panel plus
// structured data for tools.
type Event struct {
	Turn int32  `json:"turn"`
	Kind string `json:"kind"`
	Seat int8   `json:"seat"`
	Text string `json:"text"`
}

// Quiet turns off building log text (AI rollouts and benchmarks).
func (s *State) SetQuiet(q bool) { s.quiet = q }

func (s *State) logf(seat int, kind, format string, args ...any) {
	if s.quiet {
		return
	}
	s.Log = append(s.Log, Event{Turn: s.TurnNo, Kind: kind, Seat: int8(seat), Text: fmt.Sprintf(format, args...)})
}

// Title returns a card's title.
func (s *State) Title(id CardID) string {
	if id == NoCard {
		return "nothing"
	}
	return s.Def(id).Title
}
