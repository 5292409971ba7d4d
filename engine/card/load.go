package card

import (
	"bytes"
	"encoding/json"
	"fmt"
	"path"
	"slices"
	"sort"
	"strings"

	"undercity/engine/internal/strtab"
)

// DeckFile is the JSON layout of one assets/cards/<deck>.json file.
type DeckFile struct {
	Deck  string `json:"deck"`
	Cards []*Def `json:"cards"`
}

// CharacterFile is the JSON layout of assets/cards/characters.json.
type CharacterFile struct {
	Characters []*Character `json:"characters"`
}

// CharactersFileName is the file LoadLibrary reads characters from.
const CharactersFileName = "characters.json"

// MechanicData is what a character mechanic brings to the card data: the
// words a card may count for it and the checks of the data it owns. The
// engine's registry of mechanics adds each mechanic it registers
// (AddMechanic); the loader names none of them.
type MechanicData struct {
	Name string // as in a character's "mechanics"
	// Subjects are the numbers a card's condition may count for it
	// (if(momentum>=2)); XSources the words an X may be bound to
	// (X=momentum, X=scarabs(max=3)).
	Subjects []string
	XSources []string
	// Check checks every character: one that declares the mechanic has
	// its parts (a tracker, a supply), one that does not has none; nil:
	// nothing to check.
	Check func(c *Character) error
	// Icons are the icons a card may carry for it, each a summary key
	// name=n (blood=2: two Blood icons), read with Def.Icon.
	Icons []string
	// CheckCard checks every card (a Minion has its Wages); nil: nothing.
	CheckCard func(d *Def) error
}

// Icon is n icons of one kind a card carries (Def.Icons).
type Icon struct {
	Name string // the summary key a mechanic registered (MechanicData.Icons)
	N    int
}

// Icon is how many icons of the kind name the card carries (0: none).
func (d *Def) Icon(name string) int { return iconOf(d.Icons, name) }

func iconOf(icons []Icon, name string) int {
	for _, ic := range icons {
		if ic.Name == name {
			return ic.N
		}
	}
	return 0
}

// mechanics are the mechanics a Character may declare, by name.
var (
	mechanics    = map[string]*MechanicData{}
	mechanicList []*MechanicData
)

// AddMechanic lets characters declare one more mechanic, and cards count
// its words.
func AddMechanic(m MechanicData) {
	if mechanics[m.Name] != nil {
		panic("card: mechanic " + m.Name + " added twice")
	}
	for _, w := range m.Subjects {
		if condSubjects[w] {
			panic("card: condition subject " + w + " added twice")
		}
		condSubjects[w] = true
	}
	for _, w := range m.XSources {
		if xSources[w] {
			panic("card: X source " + w + " added twice")
		}
		xSources[w] = true
	}
	for _, w := range m.Icons {
		if iconKeys[w] {
			panic("card: icon " + w + " added twice")
		}
		if k, _, ok := metaSplit(w + "=1"); ok && k == w {
			panic("card: icon " + w + " is a summary key")
		}
		iconKeys[w] = true
	}
	mechanics[m.Name] = &m
	mechanicList = append(mechanicList, &m)
}

// ParseAs parses a character's section whose every mode opens in
// window w (a hellfire_fire: tracker, a scarab_damage: section), for the
// mechanic that owns it.
func (t *Tracker) ParseAs(w Timing) error { return t.parseAs(w) }

// Parse parses d.Summary and fills the parsed fields (Modes, Protect, Supply,
// Drink, Event, Values, NeverGather, Recipe, Becomes), checking that the
// summary agrees with the printed fields (types, subtypes, boss) and that the
// card kind has the parts it needs. Errors name the card id.
func (d *Def) Parse() error {
	if err := d.parse(); err != nil {
		id := d.ID
		if id == "" {
			id = "(no id)"
		}
		return fmt.Errorf("card %s: %w", id, err)
	}
	return nil
}

func (d *Def) parse() error {
	switch {
	case d.ID == "":
		return fmt.Errorf("missing id")
	case !isIdent(d.ID):
		return fmt.Errorf("id %q: use lower-case letters, digits and _", d.ID)
	case d.Deck == "":
		return fmt.Errorf("missing deck")
	case strings.TrimSpace(d.Title) == "":
		return fmt.Errorf("missing title")
	case strings.TrimSpace(d.Text) == "":
		return fmt.Errorf("missing text")
	case d.Copies < 1:
		return fmt.Errorf("copies = %d, want at least 1", d.Copies)
	case len(d.Types) == 0:
		return fmt.Errorf("missing types")
	}
	for _, t := range d.Types {
		if !knownTypes[t] {
			return fmt.Errorf("unknown type %q", t)
		}
	}
	modes, ex, err := ParseSummary(d.Summary)
	if err != nil {
		return err
	}
	if ex.Types != nil && !sameTypes(ex.Types, d.Types) {
		return fmt.Errorf("summary says type=%s but the card's types are %s", joinTypes(ex.Types, "+"), joinTypes(d.Types, "+"))
	}
	if ex.Boss != d.Boss {
		return fmt.Errorf("summary boss=%v but the card's boss=%v", ex.Boss, d.Boss)
	}
	for _, s := range ex.Subtypes {
		if !d.HasSubtype(s) {
			return fmt.Errorf("summary says sub=%s but the card's subtypes are %v", s, d.Subtypes)
		}
	}
	for _, s := range d.Subtypes {
		if s == "Pet" || s == "Scheme" || s == "Minion" {
			found := false
			for _, x := range ex.Subtypes {
				found = found || x == s
			}
			if !found {
				return fmt.Errorf("card has subtype %s but its summary lacks sub=%s", s, s)
			}
		}
	}
	has := func(t Timing) bool {
		for _, m := range modes {
			if m.Timing == t {
				return true
			}
		}
		return false
	}
	switch {
	case d.Is(Drink):
		if ex.Drink == nil {
			return fmt.Errorf("a Drink needs a drink(alc=n, fort=n) body")
		}
	case ex.Drink != nil:
		return fmt.Errorf("drink(...) body on a card that is not a Drink")
	}
	if d.Is(DungeonEvent) != (ex.Level > 0) || ex.AsAction && !d.Is(DungeonEvent) {
		return fmt.Errorf("level= is required on Dungeon Events and, with as_action, only allowed there")
	}
	if (d.Mandatory || d.UseByTurn != 0) && !d.Is(Prize) {
		return fmt.Errorf("mandatory/use_by_turn only on Prizes")
	}
	if d.UseByTurn < 0 {
		return fmt.Errorf("use_by_turn %d is negative", d.UseByTurn)
	}
	if d.Is(Otto) {
		for _, t := range []Timing{TimingOttoAction, TimingOttoResponse, TimingOttoGambling} {
			if !has(t) {
				return fmt.Errorf("an Otto card needs a timing=%s box", t)
			}
		}
	}
	for _, t := range d.Types {
		if playTypes[t] || t == Prize || t == DrinkEvent || t == DungeonEvent || t == Patient {
			if len(modes) == 0 {
				return fmt.Errorf("a card of type %s needs at least one timing= mode", t)
			}
		}
	}
	for _, m := range modes {
		if (m.Timing == TimingOttoAction || m.Timing == TimingOttoResponse || m.Timing == TimingOttoGambling) && !d.Is(Otto) {
			return fmt.Errorf("timing=%s only on Otto cards", m.Timing)
		}
		if m.Timing == TimingHellfireFire || m.Timing == TimingScarabDamage {
			return fmt.Errorf("%s: belongs to a character, not a card", m.Timing)
		}
		if m.Type != "" && !d.Is(Otto) && !d.Is(Patient) && !d.Is(m.Type) {
			return fmt.Errorf("timing=%s counts as type %s, which the card does not have", m.Timing, m.Type)
		}
	}
	d.Modes = modes
	d.Protect = ex.Protect
	d.Supply = ex.Supply
	d.Icons = ex.Icons
	d.Drink = ex.Drink
	d.Event = ex.Event
	d.Values = ex.Values
	d.NeverGather = ex.NeverGather
	d.Recipe = ex.Recipe
	d.Becomes = ex.Becomes
	d.TypeChoice = ex.TypeChoice
	d.Level, d.AsAction = ex.Level, ex.AsAction
	for _, m := range mechanicList {
		if m.CheckCard != nil {
			if err := m.CheckCard(d); err != nil {
				return err
			}
		}
	}
	return nil
}

func sameTypes(a, b []Type) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// CountsAs reports whether the card counts as type t: one of its types or,
// for a Patient, the type it becomes in hand.
func (d *Def) CountsAs(t Type) bool { return d.Is(t) || (d.Becomes != "" && d.Becomes == t) }

// ModesAt returns the modes usable in window t (any of a mode's Timings).
func (d *Def) ModesAt(t Timing) []*Mode {
	var out []*Mode
	for i := range d.Modes {
		if d.Modes[i].OpensIn(t) {
			out = append(out, &d.Modes[i])
		}
	}
	return out
}

// ModeType is the type the card counts as when used in mode m: m.Type if
// set, else the card's first type.
func (d *Def) ModeType(m *Mode) Type {
	if m != nil && m.Type != "" {
		return m.Type
	}
	if len(d.Types) == 0 {
		return ""
	}
	return d.Types[0]
}

// OpensIn reports whether the mode can be used in window t.
func (m *Mode) OpensIn(t Timing) bool {
	if m.Timing == t {
		return true
	}
	return slices.Contains(m.Timings, t)
}

// Parse parses the tracker's Summary into Modes and Protect. Every mode must
// be a hellfire_fire: section.
func (t *Tracker) Parse() error {
	if t.Spots < 1 {
		return fmt.Errorf("spots = %d, want at least 1", t.Spots)
	}
	return t.parseAs(TimingHellfireFire)
}

// parseAs parses a character section whose every mode opens in window w
// (hellfire_fire:, scarab_damage:).
func (t *Tracker) parseAs(w Timing) error {
	if strings.TrimSpace(t.Text) == "" {
		return fmt.Errorf("missing text")
	}
	modes, ex, err := ParseSummary(t.Summary)
	if err != nil {
		return err
	}
	if len(modes) == 0 {
		return fmt.Errorf("summary has no %s: effect", w)
	}
	for _, m := range modes {
		if m.Timing != w {
			return fmt.Errorf("tracker summary mode timing=%s, want %s:", m.Timing, w)
		}
	}
	if ex.Types != nil || ex.Subtypes != nil || ex.Boss || ex.Supply != nil || ex.Drink != nil || ex.Values != nil || ex.Recipe != nil {
		return fmt.Errorf("tracker summary may only hold %s: effects and protect(...)", w)
	}
	t.Modes, t.Protect = modes, ex.Protect
	return nil
}

// Parse validates the character and parses StartOfTurn and its trackers.
func (c *Character) Parse() error {
	if err := c.parse(); err != nil {
		id := c.ID
		if id == "" {
			id = "(no id)"
		}
		return fmt.Errorf("character %s: %w", id, err)
	}
	return nil
}

func (c *Character) parse() error {
	switch {
	case c.ID == "" || !isIdent(c.ID):
		return fmt.Errorf("bad id %q", c.ID)
	case c.Name == "":
		return fmt.Errorf("missing name")
	case c.Deck == "":
		return fmt.Errorf("missing deck")
	case c.Pronoun != "he" && c.Pronoun != "she" && c.Pronoun != "they":
		return fmt.Errorf("pronoun %q: want he, she or they", c.Pronoun)
	}
	for _, m := range c.Mechanics {
		if mechanics[m] == nil {
			return fmt.Errorf("unknown mechanic %q", m)
		}
	}
	c.StartOfTurnModes = nil
	if c.StartOfTurn != "" {
		modes, ex, err := ParseSummary(c.StartOfTurn)
		if err != nil {
			return fmt.Errorf("start_of_turn: %w", err)
		}
		for _, m := range modes {
			if m.Timing != TimingStartOfTurn {
				return fmt.Errorf("start_of_turn summary has timing=%s, want start_of_turn:", m.Timing)
			}
		}
		if ex.Types != nil || ex.Drink != nil || ex.Values != nil || ex.Recipe != nil || ex.Supply != nil {
			return fmt.Errorf("start_of_turn summary may only hold effects")
		}
		c.StartOfTurnModes = modes
	}
	for _, m := range mechanicList {
		if m.Check != nil {
			if err := m.Check(c); err != nil {
				return err
			}
		}
	}
	return nil
}

// HasMechanic reports whether the character declares mechanic m.
func (c *Character) HasMechanic(m string) bool {
	return slices.Contains(c.Mechanics, m)
}

func decodeStrict(data []byte, v any) error {
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(v); err != nil {
		return fmt.Errorf("invalid JSON: %w", err)
	}
	if dec.More() {
		return fmt.Errorf("invalid JSON: trailing data after the top-level object")
	}
	return nil
}

// ReadDeck decodes and parses one deck file, returning its deck id and cards
// (in file order). Cards without a deck field get the file's deck id.
func ReadDeck(data []byte) (string, []*Def, error) {
	var f DeckFile
	if err := decodeStrict(data, &f); err != nil {
		return "", nil, err
	}
	if f.Deck == "" || !isIdent(f.Deck) {
		return "", nil, fmt.Errorf("deck file: bad or missing \"deck\" id %q", f.Deck)
	}
	if len(f.Cards) == 0 {
		return "", nil, fmt.Errorf("deck %s: no cards", f.Deck)
	}
	seen := map[string]bool{}
	for i, d := range f.Cards {
		if d == nil {
			return "", nil, fmt.Errorf("deck %s: card #%d is null", f.Deck, i+1)
		}
		if d.Deck == "" {
			d.Deck = f.Deck
		} else if d.Deck != f.Deck {
			return "", nil, fmt.Errorf("deck %s: card %s says deck %q", f.Deck, d.ID, d.Deck)
		}
		if err := d.Parse(); err != nil {
			return "", nil, fmt.Errorf("deck %s: %w", f.Deck, err)
		}
		if seen[d.ID] {
			return "", nil, fmt.Errorf("deck %s: duplicate card id %s", f.Deck, d.ID)
		}
		seen[d.ID] = true
	}
	return f.Deck, f.Cards, nil
}

// LoadDeck decodes a deck file ({"deck": id, "cards": [Def...]}) and parses
// every card's summary.
func LoadDeck(data []byte) ([]*Def, error) {
	_, defs, err := ReadDeck(data)
	return defs, err
}

// LoadCharacters decodes characters.json ({"characters": [Character...]})
// and parses each character's start-of-turn summary and trackers.
func LoadCharacters(data []byte) ([]*Character, error) {
	var f CharacterFile
	if err := decodeStrict(data, &f); err != nil {
		return nil, err
	}
	if len(f.Characters) == 0 {
		return nil, fmt.Errorf("no characters")
	}
	seen := map[string]bool{}
	for i, c := range f.Characters {
		if c == nil {
			return nil, fmt.Errorf("character #%d is null", i+1)
		}
		if err := c.Parse(); err != nil {
			return nil, err
		}
		if seen[c.ID] {
			return nil, fmt.Errorf("duplicate character id %s", c.ID)
		}
		seen[c.ID] = true
	}
	return f.Characters, nil
}

// Size is the number of physical cards in defs (the sum of Copies).
func Size(defs []*Def) int {
	n := 0
	for _, d := range defs {
		n += d.Copies
	}
	return n
}

// Expand lists one entry per physical card (each Def repeated Copies times).
func Expand(defs []*Def) []*Def {
	out := make([]*Def, 0, Size(defs))
	for _, d := range defs {
		for range d.Copies {
			out = append(out, d)
		}
	}
	return out
}

// Library is every card and character of the game, loaded and parsed. It is
// read-only after LoadLibrary.
type Library struct {
	decks     map[string][]*Def
	deckIDs   []string
	cards     map[string]*Def
	chars     []*Character
	charsByID map[string]*Character
}

// LoadLibrary loads every deck file and characters.json. Keys are file names
// (a directory prefix is ignored); files not ending in .json are skipped.
// Card ids must be unique across decks, and every deck a character names must
// be present.
func LoadLibrary(files map[string][]byte) (*Library, error) {
	l := &Library{decks: map[string][]*Def{}, cards: map[string]*Def{}, charsByID: map[string]*Character{}}
	names := make([]string, 0, len(files))
	for n := range files {
		names = append(names, n)
	}
	sort.Strings(names)
	var charFile string
	deckFile := map[string]string{}
	for _, name := range names {
		base := path.Base(strings.ReplaceAll(name, "\\", "/"))
		if !strings.HasSuffix(base, ".json") {
			continue
		}
		if base == CharactersFileName {
			if charFile != "" {
				return nil, fmt.Errorf("%s: second characters file (first: %s)", name, charFile)
			}
			charFile = name
			chars, err := LoadCharacters(files[name])
			if err != nil {
				return nil, fmt.Errorf("%s: %w", name, err)
			}
			l.chars = chars
			continue
		}
		id, defs, err := ReadDeck(files[name])
		if err != nil {
			return nil, fmt.Errorf("%s: %w", name, err)
		}
		if prev, ok := deckFile[id]; ok {
			return nil, fmt.Errorf("%s: deck %s already loaded from %s", name, id, prev)
		}
		deckFile[id] = name
		l.decks[id] = defs
		l.deckIDs = append(l.deckIDs, id)
		for _, d := range defs {
			if prev, ok := l.cards[d.ID]; ok {
				return nil, fmt.Errorf("%s: card id %s is also in deck %s", name, d.ID, prev.Deck)
			}
			l.cards[d.ID] = d
		}
	}
	sort.Strings(l.deckIDs)
	if len(l.deckIDs) == 0 {
		return nil, fmt.Errorf("no deck files")
	}
	for _, c := range l.chars {
		for _, deck := range []string{c.Deck, c.SideDeck, c.BossDeck} {
			if deck != "" && l.decks[deck] == nil {
				return nil, fmt.Errorf("%s: character %s names deck %q, which is not loaded", charFile, c.ID, deck)
			}
		}
		l.charsByID[c.ID] = c
	}
	packTexts(l)
	return l, nil
}

// packTexts copies the definitions' strings into one allocation: the
// garbage collector then marks one object for them at every collection,
// not one a string (some 2,000). The strings are unchanged.
func packTexts(l *Library) {
	var ps []*string
	for _, id := range l.deckIDs {
		for _, d := range l.decks[id] {
			ps = append(ps, &d.ID, &d.Deck, &d.Title, &d.Text, &d.Summary, &d.Event)
			for i := range d.Subtypes {
				ps = append(ps, &d.Subtypes[i])
			}
			for i := range d.Supply {
				ps = append(ps, &d.Supply[i])
			}
			for i := range d.Recipe {
				ps = append(ps, &d.Recipe[i])
			}
			for i := range d.Icons {
				ps = append(ps, &d.Icons[i].Name)
			}
		}
	}
	strtab.Pack(ps)
}

// DeckIDs returns the loaded deck ids, sorted.
func (l *Library) DeckIDs() []string { return append([]string(nil), l.deckIDs...) }

// Deck returns the definitions of a deck in file order (one entry per
// distinct card; see Expand and Size).
func (l *Library) Deck(id string) ([]*Def, bool) {
	d, ok := l.decks[id]
	return d, ok
}

// Card returns a card definition by id.
func (l *Library) Card(id string) (*Def, bool) {
	d, ok := l.cards[id]
	return d, ok
}

// Cards returns every definition, decks in DeckIDs order, cards in file order.
func (l *Library) Cards() []*Def {
	var out []*Def
	for _, id := range l.deckIDs {
		out = append(out, l.decks[id]...)
	}
	return out
}

// Characters returns the characters in file order.
func (l *Library) Characters() []*Character { return append([]*Character(nil), l.chars...) }

// Character returns a character by id.
func (l *Library) Character(id string) (*Character, bool) {
	c, ok := l.charsByID[id]
	return c, ok
}
