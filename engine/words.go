package engine

import "undercity/engine/card"

// The numbers a card's data may count: a condition's subject
// (if(momentum>=2): ...) and the source an X is bound to (X=momentum).
// Each is registered once, the engine's own here and a mechanic's with its
// mechanic (Mechanic.Words); resolve.go reads them through the registry and
// names none.

// CardWord is a number a card may count for a play.
type CardWord struct {
	Name string // as the card's summary writes it
	// Count is its number for play pl, as a condition reads it; nil: not
	// a condition subject.
	Count func(s *State, pl *Play) int
	// X is play pl's X bound to it, at most max when max > 0; nil: not an
	// X source.
	X func(s *State, pl *Play, max int) int
	// Bind: X is read once, as the play resolves, and kept (Play.X);
	// otherwise it is read each time the play's X is used.
	Bind bool
}

// cardWords are the registered words, by name.
var cardWords = map[string]*CardWord{}

// RegisterWord adds a word the engine itself counts (a mechanic's:
// Mechanic.Words). The card data may use it only once the card package
// knows it too: the engine's own words are in its vocabulary, a
// mechanic's are added with the mechanic.
func RegisterWord(w CardWord) {
	if cardWords[w.Name] != nil {
		panic("engine: card word " + w.Name + " registered twice")
	}
	cardWords[w.Name] = &w
}

// wordsData lists a mechanic's words as the card package takes them.
func wordsData(ws []CardWord) (subjects, xs []string) {
	for _, w := range ws {
		if w.Count != nil {
			subjects = append(subjects, w.Name)
		}
		if w.X != nil {
			xs = append(xs, w.Name)
		}
	}
	return subjects, xs
}

// xWord is the registered word play pl's mode binds X to, with its cap;
// nil when X is not bound to one (chosen, pets_revealed: Play.X).
func (s *State) xWord(md *card.Mode) (*CardWord, int) {
	if md.XFrom == "" {
		return nil, 0
	}
	w := cardWords[card.XName(md.XFrom)]
	if w == nil || w.X == nil {
		return nil, 0
	}
	return w, card.XCap(md.XFrom)
}

func init() {
	// The numbers of the play itself.
	RegisterWord(CardWord{Name: "pets_revealed", Count: func(_ *State, pl *Play) int { return int(pl.Revealed) }})
	RegisterWord(CardWord{Name: "discarded", Count: func(_ *State, pl *Play) int { return int(pl.Discarded) }})
	RegisterWord(CardWord{Name: "fortitude_lost", Count: func(s *State, pl *Play) int {
		v := 0
		for q := range s.Players {
			if pl.Picks&bit(q) != 0 {
				v += int(pl.Lost[q])
			}
		}
		return v
	}})
	// Each other player still in the game, counted one by one: in a team
	// game the players not on the card player's team (rdi6 note on "I can
	// pay, don't worry!": "counts each individual player"; the team rules:
	// an "other player" is one not on your team).
	RegisterWord(CardWord{Name: "other_players", X: func(s *State, pl *Play, _ int) int {
		n := 0
		for _, q := range s.order(int(pl.Player)) {
			if !s.sameTeam(q, int(pl.Player)) {
				n++
			}
		}
		return n
	}})
	RegisterWord(CardWord{Name: "team_size", X: func(s *State, pl *Play, _ int) int {
		if s.setup.Mode == ModeBossVsBoss {
			// Boss Versus Boss: "the number of opposing teammates" is the
			// number of opponents (rdi6 note on General Drog).
			return len(s.order(int(pl.Player))) - 1
		}
		if q := s.pickedOther(pl); q >= 0 {
			return bitsOn(s.teamSeats(int(s.Players[q].Team)))
		}
		return 1
	}})
}
