// Package icon decides which icons a card face shows, from the card's own
// data: its types and subtypes, its summary's mechanics (the words
// assets/presentation.json's card_icons print: Harvest, Momentum, Pets;
// Medical Supplies), a Mushroom's Harvest values, a Patient's recipe and a
// Drink's amounts. It is pure data (no drawing), so the choice is tested
// without a window; render/art paints the icons.
package icon

import (
	"fmt"
	"slices"
	"strconv"

	"undercity/assets"
	"undercity/engine/card"
)

// Kind is an icon printed on cards.
type Kind uint8

const (
	Alcohol   Kind = iota + 1 // a mug: gain (+n) or lose (−n) Alcohol Content
	Fortitude                 // a heart: gain (+n) or lose (−n) Fortitude
	Chaser                    // a mug with a plus: reveal a Chaser
	Bandage                   // Medical Supplies
	Splint
	Salve
	Harvest   // a mushroom with the Harvest number a card needs
	Mushroom  // a Mushroom card's Harvest value, top to bottom
	Pet       // a paw: the card is a Pet
	RevealPet // an outlined paw: reveal Pets for a bonus
	Scheme    // Petra's Scheme mark
	Momentum  // Jett's Momentum: gain, spend or need
	Boss      // a Boss card
)

var names = [...]string{"", "alcohol", "fortitude", "chaser", "bandage", "splint", "salve",
	"harvest", "mushroom", "pet", "reveal-pet", "scheme", "momentum", "boss"}

// shapes are what each kind's picture shows, in a player's words (the
// words a lesson uses for it).
var shapes = [...]string{"", "mug", "heart", "mug with a plus", "bandage", "splint", "salve",
	"mushroom", "Rake Token", "paw", "outlined paw", "eye", "chevrons", "crown"}

// kindNamed is the kind called name ("momentum"), false when none is.
func kindNamed(name string) (Kind, bool) {
	if k := slices.Index(names[:], name); k > 0 {
		return Kind(k), true
	}
	return 0, false
}

// Shape is what the icon's picture shows ("crown").
func (k Kind) Shape() string {
	if int(k) < len(shapes) {
		return shapes[k]
	}
	return ""
}

func (k Kind) String() string {
	if int(k) < len(names) {
		return names[k]
	}
	return "kind" + strconv.Itoa(int(k))
}

// Kinds lists every kind, for galleries and tests.
func Kinds() []Kind {
	ks := make([]Kind, 0, len(names)-1)
	for k := Alcohol; k <= Boss; k++ {
		ks = append(ks, k)
	}
	return ks
}

// Badge is one icon with the number or word printed beside it.
type Badge struct {
	Kind Kind
	Text string // "+2", "−1", "3", "X", "≥2" or ""
	// Or: this badge is an alternative to the one before it (a Medical
	// Supply choice "Bandage or Salve").
	Or bool
}

// Face is every icon a card face shows.
type Face struct {
	// Corner marks sit on the title band's corners: Pet or Boss at the
	// upper left, Scheme at the upper right.
	Left, Right []Badge
	// Row is the strip along the bottom of the card; Caption, when set,
	// is printed before it ("Treat:" for a Patient's recipe).
	Row     []Badge
	Caption string
}

// Empty reports whether the face shows no icon.
func (f Face) Empty() bool { return len(f.Left)+len(f.Right)+len(f.Row) == 0 }

// minus is the typographic minus sign used on cards.
const minus = "−"

func signed(n int) string {
	if n < 0 {
		return minus + strconv.Itoa(-n)
	}
	return "+" + strconv.Itoa(n)
}

// ForCard returns the icons printed on d.
func ForCard(d *card.Def) Face {
	var f Face
	if d == nil {
		return f
	}
	if d.HasSubtype("Pet") {
		f.Left = append(f.Left, Badge{Kind: Pet})
	}
	if d.HasSubtype("Scheme") {
		f.Right = append(f.Right, Badge{Kind: Scheme})
	}
	if d.Boss {
		f.Left = append(f.Left, Badge{Kind: Boss})
	}
	if b := d.Drink; b != nil {
		if b.Alc != 0 {
			f.Row = append(f.Row, Badge{Kind: Alcohol, Text: signed(b.Alc)})
		}
		if b.Fort != 0 {
			f.Row = append(f.Row, Badge{Kind: Fortitude, Text: signed(b.Fort)})
		}
		if b.Chaser {
			f.Row = append(f.Row, Badge{Kind: Chaser})
		}
	}
	for _, v := range d.Values {
		f.Row = append(f.Row, Badge{Kind: Mushroom, Text: strconv.Itoa(v)})
	}
	if len(d.Recipe) > 0 {
		f.Caption = "Treat:"
		for _, r := range d.Recipe {
			// Every token of a recipe is spent: none is an alternative.
			if k, ok := supplyKind(r); ok {
				f.Row = append(f.Row, Badge{Kind: k})
			}
		}
	}
	f.Row = append(f.Row, mechanics(d)...)
	f.Row = append(f.Row, supplies(d.Supply...)...)
	return f
}

// supplyKind maps a Medical Supply token name to its icon.
func supplyKind(s string) (Kind, bool) {
	switch s {
	case "Bandage":
		return Bandage, true
	case "Splint":
		return Splint, true
	case "Salve":
		return Salve, true
	}
	return 0, false
}

// supplies returns the icons of a supply choice: one token, "A|B" given as
// separate names, or "any" (all three, as alternatives).
func supplies(choice ...string) []Badge {
	var bs []Badge
	for _, s := range choice {
		if s == "any" {
			bs = append(bs, Badge{Kind: Bandage}, Badge{Kind: Splint, Or: true}, Badge{Kind: Salve, Or: true})
			continue
		}
		if k, ok := supplyKind(s); ok {
			bs = append(bs, Badge{Kind: k, Or: len(bs) > 0})
		}
	}
	return bs
}

// printing is how a card word prints its icon's amount.
type printing uint8

const (
	printGain  printing = iota // an effect's amount, "+2"
	printLose                  // an effect's amount, "−1"
	printSpend                 // a clause's amount, "−X"
	printCount                 // a clause's amount, "3"
	printNeed                  // a condition's number, "≥2"
)

// wordIcon is the icon a card word prints, and how.
type wordIcon struct {
	kind Kind
	how  printing
}

// cardWords prints a card's words as icons (assets/presentation.json's
// card_icons): its effects (gain_momentum), its clauses' modifiers
// (spend_momentum, harvest) and its conditions' subjects (momentum).
type cardWords struct {
	Effects   map[string]wordIcon
	Modifiers map[card.Modifier]wordIcon
	Subjects  map[string]wordIcon
}

// wordsFrom reads the card icons of a presentation; an icon must be a
// Kind.
func wordsFrom(p *assets.Presentation) (cardWords, error) {
	w := cardWords{Effects: map[string]wordIcon{}, Modifiers: map[card.Modifier]wordIcon{}, Subjects: map[string]wordIcon{}}
	for name, cs := range p.CardIcons {
		k, ok := kindNamed(name)
		if !ok {
			return cardWords{}, fmt.Errorf("card icon %q: no such icon (icons: %v)", name, names[1:])
		}
		for _, l := range []struct {
			words []string
			how   printing
		}{{cs.Gain, printGain}, {cs.Lose, printLose}, {cs.Spend, printSpend}, {cs.Count, printCount}, {cs.Need, printNeed}} {
			for _, word := range l.words {
				wi := wordIcon{k, l.how}
				switch l.how {
				case printGain, printLose:
					w.Effects[word] = wi
				case printSpend, printCount:
					w.Modifiers[card.Modifier(word)] = wi
				default:
					w.Subjects[word] = wi
				}
			}
		}
	}
	return w, nil
}

// words are assets/presentation.json's card icons.
var words = func() cardWords {
	p, err := assets.LoadPresentation()
	if err == nil {
		var w cardWords
		if w, err = wordsFrom(p); err == nil {
			return w
		}
	}
	panic(err) // the embedded file is checked by the tests
}()

// mechanics returns the icons of the card's summary: the words of
// presentation.json's card_icons (Harvest numbers, Momentum gained, spent
// or needed, Pets revealed) and supplies gained.
func mechanics(d *card.Def) []Badge {
	var bs []Badge
	seen := map[Badge]bool{}
	add := func(b Badge) {
		if !seen[b] {
			seen[b] = true
			bs = append(bs, b)
		}
	}
	var walk func(es []card.Effect)
	walk = func(es []card.Effect) {
		for _, e := range es {
			if wi, ok := words.Effects[e.Op]; ok {
				sign := "+"
				if wi.how == printLose {
					sign = minus
				}
				add(Badge{Kind: wi.kind, Text: sign + amount(e)})
			}
			switch e.Op {
			case "gain_supply":
				for _, a := range e.Args {
					for _, b := range supplies(a.Word) {
						add(b)
					}
				}
			}
			walk(e.Sub)
			for _, br := range e.Branches {
				walk(br.Effects)
			}
		}
	}
	for _, m := range d.Modes {
		for _, cl := range m.Clauses {
			if wi, ok := words.Modifiers[cl.Modifier]; ok {
				sign := ""
				if wi.how == printSpend {
					sign = minus
				}
				add(Badge{Kind: wi.kind, Text: sign + numOrX(cl)})
			}
			if c := cl.Cond; cl.Modifier == card.ModIf && c != nil {
				if wi, ok := words.Subjects[c.Subject]; ok {
					add(Badge{Kind: wi.kind, Text: condText(c)})
				}
			}
			walk(cl.Effects)
		}
	}
	return bs
}

// amount is an effect's first argument: a number, X or a word ("all").
func amount(e card.Effect) string {
	if len(e.Args) == 0 {
		return "1"
	}
	a := e.Args[0]
	switch {
	case a.IsNum:
		return strconv.Itoa(a.Num)
	case a.IsX:
		return "X"
	}
	return a.Word
}

// numOrX prints a clause's amount: n, X, or X≤max.
func numOrX(cl card.Clause) string {
	if !cl.IsX {
		return strconv.Itoa(cl.Num)
	}
	if cl.Max > 0 {
		return "X≤" + strconv.Itoa(cl.Max)
	}
	return "X"
}

// condText prints a condition: "3" for exactly 3, "≥2" and so on.
func condText(c *card.Cond) string {
	n := strconv.Itoa(c.Num)
	switch c.Op {
	case "==", "":
		return n
	case ">=":
		return "≥" + n
	case "<=":
		return "≤" + n
	case "!=":
		return "≠" + n
	}
	return c.Op + n
}
