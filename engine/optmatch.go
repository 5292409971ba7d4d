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
	return m.matches(o, func(id CardID) string {
		if id < 0 || int(id) >= len(s.Cards) {
			return ""
		}
		return s.Def(id).ID
	}, func(q int) string {
		if q < 0 || q >= s.NumSeats() {
			return ""
		}
		return s.CharID(q)
	})
}

// FindOption returns the index of the first option of d that m matches,
// or -1.
func (s *State) FindOption(d Decision, m OptionMatch) int { return findOption(d, m, s.Matches) }

// Matches reports whether option o of the viewer's decision is the move m
// describes, read from the view (a lesson's table): the cards an option
// names are cards the viewer sees.
func (v *View) Matches(m OptionMatch, o Option) bool {
	return m.matches(o, v.defOf, func(q int) string {
		if q < 0 || q >= len(v.Seats) {
			return ""
		}
		return v.Seats[q].Char
	})
}

// FindOption returns the index of the first option of d that m matches,
// or -1.
func (v *View) FindOption(d Decision, m OptionMatch) int { return findOption(d, m, v.Matches) }

// defOf is the definition of a card the viewer sees, wherever it lies
// ("" for one it does not see).
func (v *View) defOf(id CardID) string {
	if id < 0 {
		return ""
	}
	in := func(cs []CardView) string {
		for _, c := range cs {
			if c.ID == id {
				return c.Def
			}
		}
		return ""
	}
	zones := func(zs []ZoneView) string {
		for _, z := range zs {
			if d := in(z.Cards); d != "" {
				return d
			}
		}
		return ""
	}
	for q := range v.Seats {
		if d := zones(v.Seats[q].Zones); d != "" {
			return d
		}
	}
	if d := zones(v.Zones); d != "" {
		return d
	}
	for _, ps := range [][]PlayView{v.Plays, v.RoundPlays} {
		for _, p := range ps {
			if p.Card.ID == id {
				return p.Card.Def
			}
		}
	}
	for _, dr := range v.Drinks {
		if d := in(dr.Shown); d != "" {
			return d
		}
	}
	if v.Division != nil {
		return in(v.Division.Cards)
	}
	return ""
}

func (m OptionMatch) matches(o Option, def func(CardID) string, char func(int) string) bool {
	if o.Verb != verbNamed(m.Verb) || m.Word != "" && o.Word != wordNamed(m.Word) {
		return false
	}
	if m.N != nil && int(o.N) != *m.N {
		return false
	}
	if m.Card != "" && (o.Card < 0 || def(o.Card) != m.Card) {
		return false
	}
	if m.Seat != "" && (o.Seat < 0 || char(int(o.Seat)) != m.Seat) {
		return false
	}
	return true
}

func findOption(d Decision, m OptionMatch, match func(OptionMatch, Option) bool) int {
	for i, o := range d.Options {
		if match(m, o) {
			return i
		}
	}
	return -1
}
