package engine

// OptionMatch describes a move by its typed parts, for tutorials: the verb
// ("play", "target", "order", "drink", ...; the names of the key grammar in
// move.go), the card by its definition id ("jett_claws"), the seat by its
// character id ("ygella"), a number and a word ("yes", "gold"). Empty parts
// (and a nil N) match anything, so {"verb": "play", "card": "jett_claws"}
// matches every way of playing that card. Files hold it as data; only the
// engine reads what an option's parts mean.
type OptionMatch struct {
	Verb string `json:"verb"`
	Card string `json:"card,omitempty"`
	Seat string `json:"seat,omitempty"`
	N    *int   `json:"n,omitempty"`
	Word string `json:"word,omitempty"`
}

// Valid reports whether the match names a known verb (and word, if any).
func (m OptionMatch) Valid() bool {
	return verbNamed(m.Verb) != VerbNone && (m.Word == "" || wordNamed(m.Word) != WordNone)
}

// Matches reports whether option o of a decision in s is the move m
// describes.
func (s *State) Matches(m OptionMatch, o Option) bool {
	if o.Verb != verbNamed(m.Verb) || m.Word != "" && o.Word != wordNamed(m.Word) {
		return false
	}
	if m.N != nil && int(o.N) != *m.N {
		return false
	}
	if m.Card != "" && (o.Card < 0 || int(o.Card) >= len(s.Cards) || s.Def(o.Card).ID != m.Card) {
		return false
	}
	if m.Seat != "" && (o.Seat < 0 || int(o.Seat) >= s.NumSeats() || s.CharID(int(o.Seat)) != m.Seat) {
		return false
	}
	return true
}

// FindOption returns the index of the first option of d that m matches,
// or -1.
func (s *State) FindOption(d Decision, m OptionMatch) int {
	for i, o := range d.Options {
		if s.Matches(m, o) {
			return i
		}
	}
	return -1
}
