package gamble

// The components of Gambling? I'm In!: the 90-card Rogues and Warriors Deck,
// the 3 Dragon Cards, the 5 Grey Cards, and six-sided dice. Cards are data:
// a card instance's CardID is its index in Cards, fixed for every game.

// Rank is a card's rank. Lower numbers are rarer and, in most games,
// better. Dragon Cards have no rank of their own (RankDragon).
type Rank int8

const (
	RankDragon Rank = iota
	Warrior
	Lady
	Bard
	Merchant
	Rogue
)

var rankNames = [...]string{"Dragon", "Warrior", "Lady", "Bard", "Merchant", "Rogue"}

func (r Rank) String() string {
	if r >= 0 && int(r) < len(rankNames) {
		return rankNames[r]
	}
	return "rank?"
}

// Suit is a card's animal suit. Dragon and Grey Cards have none.
type Suit int8

const (
	NoSuit Suit = iota
	Hawk
	Wolf
	Owl
	Horse
	Wren
	Hare
)

var suitNames = [...]string{"", "Hawk", "Wolf", "Owl", "Horse", "Wren", "Hare"}

func (s Suit) String() string {
	if s >= 0 && int(s) < len(suitNames) {
		return suitNames[s]
	}
	return "suit?"
}

// Bird reports whether a suit is a bird (Hawk, Owl, Wren); the others are
// mammals (King's Council scores the animal type).
func (s Suit) Bird() bool { return s == Hawk || s == Owl || s == Wren }

// Color is a card's color.
type Color int8

const (
	Red Color = iota
	Green
	Blue
	Grey
)

// NumColors is the number of colors a Rogues and Warriors or Dragon Card can have.
const NumColors = 3

var colorNames = [...]string{"red", "green", "blue", "grey"}

func (c Color) String() string {
	if c >= 0 && int(c) < len(colorNames) {
		return colorNames[c]
	}
	return "color?"
}

// Kind says which set a card belongs to.
type Kind int8

const (
	KindDeck   Kind = iota // the Rogues and Warriors Deck
	KindDragon             // a Dragon Card (shuffled in only by a Dragon Cards variant)
	KindGrey               // a Grey Card (never shuffled into the deck)
)

// Card is one card's printed face.
type Card struct {
	Kind  Kind
	Rank  Rank
	Suit  Suit
	Color Color
}

func (c Card) String() string {
	switch c.Kind {
	case KindDragon:
		return c.Color.String() + " Dragon"
	case KindGrey:
		return "Grey " + c.Rank.String()
	}
	return c.Suit.String() + " " + c.Rank.String()
}

// CardID is the index of a card in Cards.
type CardID int16

// NoCard marks an absent card.
const NoCard CardID = -1

// Sizes of the sets.
const (
	SuitSize   = 15 // cards per animal suit
	DeckSize   = 90 // the Rogues and Warriors Deck
	NumDragons = 3
	NumGrey    = 5
	NumCards   = DeckSize + NumDragons + NumGrey
	// DieFaces is the number of faces of the six-sided dice some games use.
	DieFaces = 6
)

// suitColors gives each animal suit its color: Hawk and Wolf red, Owl and
// Horse green, Wren and Hare blue.
var suitColors = [...]Color{Hawk: Red, Wolf: Red, Owl: Green, Horse: Green, Wren: Blue, Hare: Blue}

// Cards is every card of the box: the 90 Rogues and Warriors cards (suit by
// suit, each 1 Warrior, 2 Ladies, 3 Bards, 4 Merchants, 5 Rogues), then the
// Dragon Cards (red, green, blue), then the Grey Cards (Warrior to Rogue).
var Cards = buildCards()

func buildCards() [NumCards]Card {
	var out [NumCards]Card
	k := 0
	for s := Hawk; s <= Hare; s++ {
		for r := Warrior; r <= Rogue; r++ {
			for n := 0; n < int(r); n++ { // a rank's number is also its count per suit
				out[k] = Card{Kind: KindDeck, Rank: r, Suit: s, Color: suitColors[s]}
				k++
			}
		}
	}
	for c := Red; c <= Blue; c++ {
		out[k] = Card{Kind: KindDragon, Rank: RankDragon, Color: c}
		k++
	}
	for r := Warrior; r <= Rogue; r++ {
		out[k] = Card{Kind: KindGrey, Rank: r, Color: Grey}
		k++
	}
	return out
}

// FirstDragon and FirstGrey are the CardIDs where the Dragon and Grey Cards start.
const (
	FirstDragon CardID = DeckSize
	FirstGrey   CardID = DeckSize + NumDragons
)

// Face returns the printed face of a card.
func Face(id CardID) Card { return Cards[id] }
