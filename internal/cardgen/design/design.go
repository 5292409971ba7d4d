// Package design reads the card design markdown (shared/cards/*.md) and turns
// it into card definitions: the deck files and characters of assets/cards.
// It is the parsing half of cmd internal/cardgen and is also used by tests
// that check the committed JSON still matches the design.
package design

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"

	// The engine's mechanics: the words their cards count and the checks
	// of their data (engine.RegisterMechanic).
	"undercity/engine"
	"undercity/engine/card"
)

// Design is the parsed card design.
type Design struct {
	Decks      []*card.DeckFile // in DeckOrder
	Characters []*card.Character
}

// DeckOrder is the order decks are produced in (and their file names, + ".json").
var DeckOrder = []string{"dale", "mushroom", "jett", "petra", "petra_boss", "terci", "patient", "ygella", "daareka", "daareka_boss", "torglesnarf", "torglesnarf_boss", "amundyr", "amundyr_boss", "vlazlo", "vlazlo_boss", "vlazlo_bat", "vlazlo_wolf", "vlazlo_monstrosity", "drinks", "otto", "prizes", "dungeon"}

// DeckSizes are the physical deck sizes the design promises.
var DeckSizes = map[string]int{
	"dale": 40, "jett": 40, "petra": 40, "terci": 40, "ygella": 40, "daareka": 40, "torglesnarf": 40, "torglesnarf_boss": 15,
	"amundyr": 40, "amundyr_boss": 15,
	"vlazlo": 30, "vlazlo_boss": 5, "vlazlo_bat": 8, "vlazlo_wolf": 8, "vlazlo_monstrosity": 8,
	"mushroom": 15, "patient": 14, "petra_boss": 15, "daareka_boss": 15, "drinks": 30, "otto": 10, "prizes": 3, "dungeon": 20,
}

// Files are the design files read, in order: the Undercity design
// (shared/cards) and then RepoFiles.
var Files = []string{"README.md", "dale.md", "jett.md", "petra.md", "terci.md", "ygella.md", "drinks.md", "otto.md", "prizes.md"}

// RepoFiles are the design files kept in the repository (docs/cards): the
// villains of RDI 6, designed here rather than in shared/cards.
var RepoFiles = []string{"daareka.md", "torglesnarf.md", "dungeon.md", "amundyr.md", "vlazlo.md"}

// charMeta is what the design states in prose rather than in parseable form.
var charMeta = []struct {
	id, pronoun, side, boss, blurb string
	mechanics                      []string
	villain                        bool // a Villain for Dungeon Events (RDI 6 characters and Petra)
}{
	{"dale", "he", "mushroom", "", "Plants Mushrooms in his Planter Box and Harvests them to power up his cards; ripe Mushrooms Gather at the end of his turn.", []string{"planter_box"}, false},
	{"jett", "he", "", "", "Gains 1 Momentum every turn (max 3) and spends it on bursts of damage, extra Actions and slippery escapes.", []string{"momentum"}, false},
	{"petra", "she", "", "petra_boss", "Plots cards face down to play Schemes for bonus effects; leftover plots feed Hellfire, which burns a foe when it fires.", []string{"plot", "hellfire"}, true},
	{"terci", "they", "patient", "", "Collects Medical Supplies from their cards and spends them to treat Waiting Patients, who join their hand as extra cards.", []string{"medical_supplies", "patients"}, false},
	{"ygella", "she", "", "", "Fights alongside her Pets: revealing extra Pet cards from her hand upgrades her attacks, and she can fetch Pets back from her discard pile.", []string{"pets"}, false},
	{"daareka", "she", "", "daareka_boss", "No special mechanic: her cards pair Fortitude loss with discards, strip cards from other players' hands and turn her enemies' own attacks back on them.", []string{}, true},
	{"torglesnarf", "he", "", "torglesnarf_boss", "Hires Minions that stay in play and attack once every Action Phase; a hurt Minion costs its Wages in Gold or leaves. Starts with 2 extra Gold.", []string{"minions"}, true},
	{"amundyr", "she", "", "amundyr_boss", "Hands out her 12 Scarab Tokens with her cards; at the end of each of their turns a holder returns one and loses 1 Fortitude, which can't be hit back or redirected.", []string{"scarabs"}, true},
	{"vlazlo", "he", "", "vlazlo_boss", "Gains Blood from his cards and spends it on Bat and Wolf form cards that join his deck for good, and on his hungriest attacks.", []string{"blood", "forms"}, true},
}

// Load reads Files from dir (e.g. ../shared/cards) and RepoFiles from
// repoDir (e.g. docs/cards).
func Load(dir, repoDir string) (*Design, error) {
	files := map[string]string{}
	read := func(d string, names []string) error {
		for _, f := range names {
			b, err := os.ReadFile(filepath.Join(d, f))
			if err != nil {
				return err
			}
			files[f] = string(b)
		}
		return nil
	}
	if err := read(dir, Files); err != nil {
		return nil, err
	}
	if err := read(repoDir, RepoFiles); err != nil {
		return nil, err
	}
	return Parse(files)
}

// Parse parses the design files (name → contents; all of Files are required).
func Parse(files map[string]string) (*Design, error) {
	docs := map[string]*doc{}
	for _, f := range append(slices.Clone(Files), RepoFiles...) {
		text, ok := files[f]
		if !ok {
			return nil, fmt.Errorf("design file %s missing", f)
		}
		docs[f] = newDoc(f, text)
	}
	g := &gen{decks: map[string]*card.DeckFile{}}
	for _, id := range DeckOrder {
		g.decks[id] = &card.DeckFile{Deck: id}
	}
	var err error
	if g.templates, err = parseTemplates(docs["README.md"]); err != nil {
		return nil, err
	}
	for _, c := range charMeta {
		if err := g.character(docs[c.id+".md"], c.id, c.boss != ""); err != nil {
			return nil, err
		}
	}
	if err := g.mushrooms(docs["dale.md"]); err != nil {
		return nil, err
	}
	if err := g.patients(docs["terci.md"]); err != nil {
		return nil, err
	}
	if err := g.drinks(docs["drinks.md"]); err != nil {
		return nil, err
	}
	if err := g.otto(docs["otto.md"]); err != nil {
		return nil, err
	}
	if err := g.prizes(docs["prizes.md"]); err != nil {
		return nil, err
	}
	if err := g.dungeon(docs["dungeon.md"]); err != nil {
		return nil, err
	}
	chars, err := g.characters(docs)
	if err != nil {
		return nil, err
	}
	d := &Design{Characters: chars}
	for _, id := range DeckOrder {
		d.Decks = append(d.Decks, g.decks[id])
	}
	if err := d.applyErrata(); err != nil {
		return nil, err
	}
	if err := d.validate(); err != nil {
		return nil, err
	}
	return d, nil
}

// Deck returns the deck with the given id, or nil.
func (d *Design) Deck(id string) *card.DeckFile {
	for _, x := range d.Decks {
		if x.Deck == id {
			return x
		}
	}
	return nil
}

// validate parses every card (with the engine's own parser) and checks deck sizes.
func (d *Design) validate() error {
	ids := map[string]string{}
	for _, df := range d.Decks {
		for _, c := range df.Cards {
			cp := *c
			if err := cp.Parse(); err != nil {
				return fmt.Errorf("deck %s: %w", df.Deck, err)
			}
			if prev, ok := ids[c.ID]; ok {
				return fmt.Errorf("card id %s is in decks %s and %s", c.ID, prev, df.Deck)
			}
			ids[c.ID] = df.Deck
		}
		n := 0
		for _, c := range df.Cards {
			n += c.Copies
		}
		if want := DeckSizes[df.Deck]; n != want {
			return fmt.Errorf("deck %s has %d cards, the design says %d", df.Deck, n, want)
		}
	}
	for _, c := range d.Characters {
		cp := *c
		if err := cp.Parse(); err != nil {
			return err
		}
	}
	return nil
}

// Files renders the deck files and characters.json (file name → JSON).
func (d *Design) Files() (map[string][]byte, error) {
	out := map[string][]byte{}
	for _, df := range d.Decks {
		b, err := marshal(df)
		if err != nil {
			return nil, err
		}
		out[df.Deck+".json"] = b
	}
	b, err := marshal(card.CharacterFile{Characters: d.Characters})
	if err != nil {
		return nil, err
	}
	out[card.CharactersFileName] = b
	return out, nil
}

func marshal(v any) ([]byte, error) {
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	enc.SetIndent("", "  ")
	if err := enc.Encode(v); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}

type template struct {
	title, typeLine, effect, summary string
}

type gen struct {
	templates map[string]template
	decks     map[string]*card.DeckFile
}

func (g *gen) add(deck string, d *card.Def) {
	d.Deck = deck
	g.decks[deck].Cards = append(g.decks[deck].Cards, d)
}

// parseTemplates reads README §4 (shared cards).
func parseTemplates(dc *doc) (map[string]template, error) {
	bs, err := dc.blocks()
	if err != nil {
		return nil, err
	}
	out := map[string]template{}
	for _, b := range bs {
		if !strings.HasPrefix(b.ID, "shared_") {
			continue
		}
		t := template{title: strings.TrimSpace(b.Heading)}
		if tb, ok := b.bullet("Type"); ok {
			t.typeLine, _ = fields(tb.Value())
		}
		if eb, ok := b.bullet("Effect"); ok {
			t.effect = clean(eb.Value())
		}
		if sb, ok := b.bullet("Summary"); ok {
			t.summary, _ = code(sb.Value())
		}
		if t.typeLine == "" || t.effect == "" || t.summary == "" {
			return nil, dc.errf(b.Line, "shared card %s needs Type, Effect and Summary", b.ID)
		}
		out[b.ID] = t
	}
	if len(out) == 0 {
		return nil, fmt.Errorf("%s: no shared card templates (### `shared_...`)", dc.name)
	}
	return out, nil
}

var (
	copiesRe = regexp.MustCompile("^x(\\d+)(?: — shared(?: `(shared_[a-z_]+)`)?(?: \\([^)]*\\))?)?\\.?$")
	nameRe   = regexp.MustCompile(`^# (.+?) — `)
)

// heading holds what a "### `id` — ..." line says.
type heading struct {
	title    string
	copies   int
	shared   bool
	template string
	summary  string
	extra    []string // other " · " parts, e.g. "Drink Event"
}

func parseHeading(dc *doc, b *block) (heading, error) {
	var h heading
	rest := b.Heading
	if i := strings.Index(rest, "**Summary:**"); i >= 0 {
		s, ok := code(rest[i:])
		if !ok {
			return h, dc.errf(b.Line, "**Summary:** without a `code` span")
		}
		h.summary = s
		rest = strings.TrimSpace(rest[:i])
	}
	parts := strings.Split(rest, " · ")
	h.title = strings.TrimSpace(parts[0])
	for _, p := range parts[1:] {
		p = strings.TrimSpace(p)
		if m := copiesRe.FindStringSubmatch(p); m != nil {
			h.copies, _ = strconv.Atoi(m[1])
			if strings.Contains(p, "shared") {
				h.shared, h.template = true, m[2]
			}
			continue
		}
		h.extra = append(h.extra, p)
	}
	if h.title == "" {
		return h, dc.errf(b.Line, "card %s has no title", b.ID)
	}
	return h, nil
}

// typeSet turns a Type line ("Action — Scheme", "Cheating **/** Sometimes
// (choose on play)", "Action (Boss)") into the set of type and subtype words
// and whether it marks a Boss card.
func typeSet(line string) (words []string, boss bool) {
	s := clean(line)
	if strings.Contains(s, "(Boss)") {
		boss = true
		s = strings.ReplaceAll(s, "(Boss)", "")
	}
	s = regexp.MustCompile(`\([^)]*\)`).ReplaceAllString(s, "")
	for _, part := range strings.Split(s, "—") {
		for _, w := range strings.Split(part, "/") {
			if w = strings.TrimSpace(w); w != "" {
				words = append(words, w)
			}
		}
	}
	slices.Sort(words)
	return words, boss
}

// defFromSummary builds a Def's types/subtypes/boss from its summary.
func defFromSummary(id, title, summary string) (*card.Def, card.Extras, error) {
	_, ex, err := card.ParseSummary(summary)
	if err != nil {
		return nil, ex, fmt.Errorf("card %s: %w", id, err)
	}
	d := &card.Def{ID: id, Title: title, Summary: summary, Types: ex.Types, Subtypes: ex.Subtypes, Boss: ex.Boss}
	return d, ex, nil
}

func checkTypeLine(dc *doc, line int, id, typeLine string, d *card.Def) error {
	words, boss := typeSet(typeLine)
	var want []string
	for _, t := range d.Types {
		want = append(want, string(t))
	}
	want = append(want, d.Subtypes...)
	slices.Sort(want)
	if !slices.Equal(words, want) {
		return dc.errf(line, "card %s: Type line %q says %v but the summary says %v", id, typeLine, words, want)
	}
	if boss != d.Boss {
		return dc.errf(line, "card %s: Type line boss=%v but summary boss=%v", id, boss, d.Boss)
	}
	return nil
}

// character reads one character file: its 40-card deck (and Petra's Boss Deck).
// character reads one character's deck; a Boss Deck section is read only
// when the character is playable as a Boss (withBoss), so a Boss Deck can be
// designed before it is built.
func (g *gen) character(dc *doc, char string, withBoss bool) error {
	bs, err := dc.blocks()
	if err != nil {
		return err
	}
	for _, b := range bs {
		if !withBoss && strings.Contains(b.Section, "Boss Deck") {
			continue
		}
		if !strings.HasPrefix(b.ID, char+"_") && !strings.HasPrefix(b.ID, "boss_") {
			return dc.errf(b.Line, "card id %s does not start with %s_", b.ID, char)
		}
		deck := char
		if strings.Contains(b.Section, "Boss Deck") {
			deck = char + "_boss"
		}
		if form := formSection(b.Section); form != "" {
			if form == "monstrosity" && !withBoss {
				continue
			}
			deck = char + "_" + form
		}
		d, err := g.characterCard(dc, b, char)
		if err != nil {
			return err
		}
		g.add(deck, d)
	}
	if err := checkDeckList(dc, g.decks[char].Cards); err != nil {
		return err
	}
	if withBoss {
		return checkBossTable(dc, g.decks[char+"_boss"].Cards)
	}
	return nil
}

// formSection names the form deck a "## Bat Deck" / "## Wolf Deck" /
// "## Monstrosity Deck" section holds (Vlazlo's form cards), or "".
func formSection(section string) string {
	for _, f := range []string{"Bat", "Wolf", "Monstrosity"} {
		if strings.HasPrefix(section, "## "+f+" Deck") {
			return strings.ToLower(f)
		}
	}
	return ""
}

func (g *gen) characterCard(dc *doc, b *block, char string) (*card.Def, error) {
	h, err := parseHeading(dc, b)
	if err != nil {
		return nil, err
	}
	if len(h.extra) > 0 {
		return nil, dc.errf(b.Line, "card %s: cannot read heading part(s) %q (want · xN [— shared ...])", b.ID, h.extra)
	}
	summary := h.summary
	for _, l := range b.Body {
		if strings.HasPrefix(l, "Shared template") {
			h.shared = true
			if t, ok := code(strings.TrimPrefix(l, "Shared template")); ok && strings.HasPrefix(t, "shared_") {
				h.template = t
			}
			if s, ok := summaryAfter(l); ok {
				summary = s
			}
		}
	}
	if sb, ok := b.bullet("Summary"); ok {
		s, ok := code(sb.Value())
		if !ok {
			return nil, dc.errf(sb.Line, "card %s: **Summary:** without a `code` span", b.ID)
		}
		if summary != "" && summary != s {
			return nil, dc.errf(sb.Line, "card %s has two different summaries", b.ID)
		}
		summary = s
	}
	if summary == "" {
		return nil, dc.errf(b.Line, "card %s has no **Summary:**", b.ID)
	}
	d, _, err := defFromSummary(b.ID, h.title, summary)
	if err != nil {
		return nil, dc.errf(b.Line, "%v", err)
	}
	if len(d.Types) == 0 {
		return nil, dc.errf(b.Line, "card %s: summary has no type=", b.ID)
	}
	d.Copies = h.copies
	if h.shared {
		tid := h.template
		if tid == "" {
			tid = "shared_" + strings.TrimPrefix(b.ID, char+"_")
		}
		t, ok := g.templates[tid]
		if !ok {
			return nil, dc.errf(b.Line, "card %s: unknown shared template %s", b.ID, tid)
		}
		if t.summary != summary {
			return nil, dc.errf(b.Line, "card %s: summary differs from shared template %s (%q vs %q)", b.ID, tid, summary, t.summary)
		}
		if t.title != h.title {
			return nil, dc.errf(b.Line, "card %s: title %q differs from shared template %s (%q)", b.ID, h.title, tid, t.title)
		}
		if err := checkTypeLine(dc, b.Line, b.ID, t.typeLine, d); err != nil {
			return nil, err
		}
		d.Text = t.effect
	} else {
		tb, ok := b.bullet("Type")
		if !ok {
			return nil, dc.errf(b.Line, "card %s has no **Type:** line", b.ID)
		}
		typeLine, f := fields(tb.Value())
		if err := checkTypeLine(dc, tb.Line, b.ID, typeLine, d); err != nil {
			return nil, err
		}
		if c, ok := f["Copies"]; ok {
			n, err := strconv.Atoi(c)
			if err != nil || n < 1 {
				return nil, dc.errf(tb.Line, "card %s: bad **Copies:** %q", b.ID, c)
			}
			if d.Copies != 0 && d.Copies != n {
				return nil, dc.errf(tb.Line, "card %s: heading says x%d, Copies says %d", b.ID, d.Copies, n)
			}
			d.Copies = n
		}
		if err := checkBlood(f["Blood"], summary); err != nil {
			return nil, dc.errf(tb.Line, "card %s: %v", b.ID, err)
		}
		if s, ok := f["Supply"]; ok {
			if err := checkSupply(s, summary); err != nil {
				return nil, dc.errf(tb.Line, "card %s: %v", b.ID, err)
			}
		}
		eb, ok := b.bullet("Effect")
		if !ok {
			return nil, dc.errf(b.Line, "card %s has no **Effect:**", b.ID)
		}
		d.Text = clean(eb.Value())
	}
	if d.Copies == 0 {
		return nil, dc.errf(b.Line, "card %s: copies not stated (· xN or **Copies:**)", b.ID)
	}
	return d, nil
}

// checkBlood: the Type line's **Blood:** n field and the summary's blood=n agree.
func checkBlood(field, summary string) error {
	_, ex, err := card.ParseSummary(summary)
	if err != nil {
		return err
	}
	want := 0
	if field != "" {
		if want, err = strconv.Atoi(field); err != nil {
			return fmt.Errorf("bad **Blood:** %q", field)
		}
	}
	if got := (&card.Def{Icons: ex.Icons}).Icon(engine.IconBlood); got != want {
		return fmt.Errorf("**Blood:** %d but summary has blood=%d", want, got)
	}
	return nil
}

func checkSupply(field, summary string) error {
	_, ex, err := card.ParseSummary(summary)
	if err != nil {
		return err
	}
	got := strings.Join(ex.Supply, "|")
	switch field {
	case "(special)":
		return nil
	case "none":
		if got != "" {
			return fmt.Errorf("Supply: none but summary has supply=%s", got)
		}
		return nil
	}
	if got != field {
		return fmt.Errorf("Supply: %s but summary has supply=%q", field, got)
	}
	return nil
}

var rowCountRe = regexp.MustCompile(`^(\w+) \((\d+)\)$`)

// checkDeckList checks each card against the "## Deck list" table: its
// title and copies appear in the row of its first type, and row counts add up.
func checkDeckList(dc *doc, cards []*card.Def) error {
	var rows *table
	for _, t := range dc.tables("Type") {
		if t.col("Cards") == 1 {
			rows = t
		}
	}
	if rows == nil {
		return fmt.Errorf("%s: no deck list table (| Type | Cards |)", dc.name)
	}
	counts := map[string]int{}
	text := map[string]string{}
	for i, r := range rows.Rows {
		m := rowCountRe.FindStringSubmatch(r[0])
		if m == nil || len(r) < 2 {
			return dc.errf(rows.Lines[i], "deck list row %q: want | Type (n) | cards |", r[0])
		}
		counts[m[1]], _ = strconv.Atoi(m[2])
		text[m[1]] = ", " + r[1] + ","
	}
	sums := map[string]int{}
	for _, c := range cards {
		t := string(c.Types[0])
		sums[t] += c.Copies
		row, ok := text[t]
		if !ok {
			return fmt.Errorf("%s: card %s: no %s row in the deck list", dc.name, c.ID, t)
		}
		found := false
		for _, form := range []string{c.Title + " x", c.Title + " (Pet) x"} {
			if strings.Contains(row, " "+form+strconv.Itoa(c.Copies)+",") || strings.Contains(row, " "+form+strconv.Itoa(c.Copies)+" ") {
				found = true
			}
		}
		if !found {
			return fmt.Errorf("%s: card %s: deck list row %s lacks %q x%d", dc.name, c.ID, t, c.Title, c.Copies)
		}
	}
	for t, n := range counts {
		if sums[t] != n {
			return fmt.Errorf("%s: deck list says %s (%d) but the cards add up to %d", dc.name, t, n, sums[t])
		}
	}
	return nil
}

func checkBossTable(dc *doc, cards []*card.Def) error {
	ts := dc.tables("Boss card")
	if len(ts) != 1 {
		return fmt.Errorf("%s: want one | Boss card | Copies | Type | table", dc.name)
	}
	byTitle := map[string]*card.Def{}
	for _, c := range cards {
		byTitle[c.Title] = c
	}
	rows := 0
	for i, r := range ts[0].Rows {
		if strings.HasPrefix(r[0], "**Total") {
			continue
		}
		rows++
		c, ok := byTitle[r[0]]
		if !ok {
			return dc.errf(ts[0].Lines[i], "boss table lists %q, which has no card", r[0])
		}
		if strconv.Itoa(c.Copies) != r[1] {
			return dc.errf(ts[0].Lines[i], "boss table says %s x%s, card %s has %d", r[0], r[1], c.ID, c.Copies)
		}
		words, _ := typeSet(r[2])
		var want []string
		for _, t := range c.Types {
			want = append(want, string(t))
		}
		want = append(want, c.Subtypes...)
		slices.Sort(want)
		if !slices.Equal(words, want) {
			return dc.errf(ts[0].Lines[i], "boss table type %q, card %s is %v", r[2], c.ID, want)
		}
	}
	if rows != len(cards) {
		return fmt.Errorf("%s: boss table has %d rows, boss deck has %d cards", dc.name, rows, len(cards))
	}
	return nil
}

func cellID(dc *doc, line int, s string) (string, error) {
	id, ok := code(s)
	if !ok || id == "" {
		return "", dc.errf(line, "first cell %q must be a `card_id`", s)
	}
	return id, nil
}

func cols(dc *doc, t *table, names ...string) ([]int, error) {
	var out []int
	for _, n := range names {
		i := t.col(n)
		if i < 0 {
			return nil, fmt.Errorf("%s: table %v lacks column %q", dc.name, t.Header, n)
		}
		out = append(out, i)
	}
	return out, nil
}

// idTable finds the | id | ... table of dc that has the column key (what
// names it in the error when there is none) and the indexes of the named
// columns.
func idTable(dc *doc, key, what string, names ...string) (*table, []int, error) {
	var t *table
	for _, x := range dc.tables("id") {
		if x.col(key) >= 0 {
			t = x
		}
	}
	if t == nil {
		return nil, nil, fmt.Errorf("%s: no %s table", dc.name, what)
	}
	c, err := cols(dc, t, names...)
	return t, c, err
}

// rowDef reads row i of an id table into a card: its id cell, its title
// (column title) and its `summary` (column sum). line is the row's line for
// the caller's own errors.
func rowDef(dc *doc, t *table, i, title, sum int) (line int, id string, d *card.Def, ex card.Extras, err error) {
	r, line := t.Rows[i], t.Lines[i]
	if len(r) != len(t.Header) {
		return line, "", nil, ex, dc.errf(line, "row has %d cells, header %d", len(r), len(t.Header))
	}
	if id, err = cellID(dc, line, r[0]); err != nil {
		return line, "", nil, ex, err
	}
	sm, err := rowSummary(dc, line, r[sum])
	if err != nil {
		return line, id, nil, ex, err
	}
	if d, ex, err = defFromSummary(id, r[title], sm); err != nil {
		return line, id, nil, ex, dc.errf(line, "%v", err)
	}
	return line, id, d, ex, nil
}

func rowSummary(dc *doc, line int, s string) (string, error) {
	sum, ok := code(s)
	if !ok {
		return "", dc.errf(line, "Summary cell %q must be `code`", s)
	}
	return sum, nil
}

// mushrooms reads Dale's Mushroom Deck table.
func (g *gen) mushrooms(dc *doc) error {
	t, c, err := idTable(dc, "Mushroom", "Mushroom", "Mushroom", "Copies", "Harvest values", "Gather effect", "Summary")
	if err != nil {
		return err
	}
	for i, r := range t.Rows {
		line, id, d, ex, err := rowDef(dc, t, i, c[0], c[4])
		if err != nil {
			return err
		}
		d.Types = []card.Type{card.Mushroom}
		if d.Copies, err = strconv.Atoi(r[c[1]]); err != nil {
			return dc.errf(line, "card %s: bad copies %q", id, r[c[1]])
		}
		var vals []string
		for _, v := range ex.Values {
			vals = append(vals, strconv.Itoa(v))
		}
		if got := strings.Join(vals, " → "); got != r[c[2]] {
			return dc.errf(line, "card %s: Harvest values %q but summary values=%s", id, r[c[2]], got)
		}
		modes, _, _ := card.ParseSummary(d.Summary)
		text := "Harvest values: " + r[c[2]] + "."
		gather := clean(r[c[3]])
		switch {
		case len(modes) > 0:
			text += " Gather: " + gather
		case gather != "—" && gather != "":
			text += " " + gather
		}
		d.Text = text
		g.add("mushroom", d)
	}
	return nil
}

// patients reads Terci's Patient Deck table.
func (g *gen) patients(dc *doc) error {
	t, c, err := idTable(dc, "Patient", "Patient", "Patient", "Recipe", "Becomes", "Effect in hand", "Summary")
	if err != nil {
		return err
	}
	for i, r := range t.Rows {
		line, id, d, ex, err := rowDef(dc, t, i, c[0], c[4])
		if err != nil {
			return err
		}
		d.Types, d.Copies = []card.Type{card.Patient}, 1
		if got := strings.Join(ex.Recipe, " + "); got != r[c[1]] {
			return dc.errf(line, "card %s: Recipe %q but summary recipe=%s", id, r[c[1]], got)
		}
		if string(ex.Becomes) != r[c[2]] {
			return dc.errf(line, "card %s: Becomes %q but summary becomes=%s", id, r[c[2]], ex.Becomes)
		}
		article := "a"
		if strings.ContainsRune("AEIOU", rune(r[c[2]][0])) {
			article = "an"
		}
		d.Text = "Treat with: " + r[c[1]] + ". Becomes " + article + " " + r[c[2]] + " Card:\n" + clean(r[c[3]])
		g.add("patient", d)
	}
	return nil
}

// drinks reads the Drink table and the Drink Event headings.
func (g *gen) drinks(dc *doc) error {
	t, c, err := idTable(dc, "Title", "Drink", "Title", "Copies", "Effect", "Summary")
	if err != nil {
		return err
	}
	for i, r := range t.Rows {
		line, id, d, _, err := rowDef(dc, t, i, c[0], c[3])
		if err != nil {
			return err
		}
		d.Types = []card.Type{card.Drink}
		if d.Copies, err = strconv.Atoi(r[c[1]]); err != nil {
			return dc.errf(line, "card %s: bad copies %q", id, r[c[1]])
		}
		d.Text = clean(r[c[2]])
		g.add("drinks", d)
	}
	bs, err := dc.blocks()
	if err != nil {
		return err
	}
	for _, b := range bs {
		h, err := parseHeading(dc, b)
		if err != nil {
			return err
		}
		if !slices.Contains(h.extra, "Drink Event") {
			return dc.errf(b.Line, "card %s: heading lacks · Drink Event ·", b.ID)
		}
		sb, ok := b.bullet("Summary")
		if !ok {
			return dc.errf(b.Line, "card %s has no **Summary:**", b.ID)
		}
		sum, _ := code(sb.Value())
		d, _, err := defFromSummary(b.ID, h.title, sum)
		if err != nil {
			return dc.errf(b.Line, "%v", err)
		}
		if !slices.Equal(d.Types, []card.Type{card.DrinkEvent}) {
			return dc.errf(b.Line, "card %s: summary must say type=DrinkEvent", b.ID)
		}
		eb, ok := b.bullet("Effect")
		if !ok {
			return dc.errf(b.Line, "card %s has no **Effect:**", b.ID)
		}
		d.Copies, d.Text = h.copies, clean(eb.Value())
		if d.Copies == 0 {
			return dc.errf(b.Line, "card %s: copies not stated", b.ID)
		}
		g.add("drinks", d)
	}
	var drinks, events int
	for _, d := range g.decks["drinks"].Cards {
		if d.Is(card.Drink) {
			drinks += d.Copies
		} else {
			events += d.Copies
		}
	}
	if drinks != 24 || events != 6 {
		return fmt.Errorf("%s: %d Drinks + %d Drink Events, the design says 24 + 6", dc.name, drinks, events)
	}
	return nil
}

// ottoBox is one box of an Otto card.
type ottoBox struct {
	label, text, summary string
}

func ottoBoxOf(dc *doc, b *block, bl bullet) (ottoBox, error) {
	box := ottoBox{label: bl.Key}
	text := bl.First
	found := false
	for _, c := range bl.Cont {
		c = strings.TrimSpace(c)
		if strings.HasPrefix(c, "`") {
			s, _ := code(c)
			box.summary, found = s, true
			break
		}
		text += " " + c
	}
	if !found {
		return box, dc.errf(bl.Line, "Otto card %s: box %q has no `summary` line", b.ID, bl.Key)
	}
	box.text = clean(text)
	return box, nil
}

// OttoSummary joins the three boxes of an Otto card into one summary:
//
//	type=Otto; timing=otto_action; type=Action; <action>;
//	timing=otto_response(f); type=Sometimes[; timing=after]; <effects>;
//	timing=otto_gambling; type=Gambling|Cheating; <effects>
func OttoSummary(action, sometimes, bottom string) (string, error) {
	if !strings.HasPrefix(sometimes, "otto_response(") {
		return "", fmt.Errorf("Sometimes box %q must start with otto_response(...)", sometimes)
	}
	first, rest, _ := strings.Cut(sometimes, "; ")
	resp := "timing=" + first + "; type=Sometimes"
	if rest != "" {
		resp += "; " + rest
	}
	if !strings.HasPrefix(bottom, "type=Gambling; ") && !strings.HasPrefix(bottom, "type=Cheating; ") {
		return "", fmt.Errorf("bottom box %q must start with type=Gambling or type=Cheating", bottom)
	}
	return "type=Otto; timing=otto_action; type=Action; " + action + "; " + resp + "; timing=otto_gambling; " + bottom, nil
}

// otto reads the two Otto factions.
func (g *gen) otto(dc *doc) error {
	bs, err := dc.blocks()
	if err != nil {
		return err
	}
	perFaction := map[string]int{}
	for _, b := range bs {
		faction := ""
		for _, f := range []string{"Berserker", "Spelunker"} {
			if strings.HasPrefix(b.Section, "## "+f) {
				faction = f
			}
		}
		if faction == "" {
			return dc.errf(b.Line, "Otto card %s is not under a ## Berserker/Spelunker faction heading", b.ID)
		}
		h, err := parseHeading(dc, b)
		if err != nil {
			return err
		}
		var boxes []ottoBox
		for _, bl := range b.Bullets {
			if bl.Key == "Action" || strings.HasPrefix(bl.Key, "Sometimes") || bl.Key == "Gambling" || bl.Key == "Cheating" {
				box, err := ottoBoxOf(dc, b, bl)
				if err != nil {
					return err
				}
				boxes = append(boxes, box)
			}
		}
		if len(boxes) != 3 || boxes[0].label != "Action" || !strings.HasPrefix(boxes[1].label, "Sometimes") {
			return dc.errf(b.Line, "Otto card %s needs Action, Sometimes and Gambling/Cheating boxes in that order", b.ID)
		}
		if !strings.HasPrefix(boxes[2].summary, "type="+boxes[2].label+";") {
			return dc.errf(b.Line, "Otto card %s: %s box summary %q must start with type=%s", b.ID, boxes[2].label, boxes[2].summary, boxes[2].label)
		}
		sum, err := OttoSummary(boxes[0].summary, boxes[1].summary, boxes[2].summary)
		if err != nil {
			return dc.errf(b.Line, "Otto card %s: %v", b.ID, err)
		}
		d, _, err := defFromSummary(b.ID, h.title, sum)
		if err != nil {
			return dc.errf(b.Line, "%v", err)
		}
		d.Subtypes = []string{faction}
		d.Copies = 1
		var lines []string
		for _, x := range boxes {
			lines = append(lines, x.label+": "+x.text)
		}
		d.Text = strings.Join(lines, "\n")
		perFaction[faction]++
		g.add("otto", d)
	}
	if perFaction["Berserker"] != 5 || perFaction["Spelunker"] != 5 {
		return fmt.Errorf("%s: factions have %v cards, want 5 each", dc.name, perFaction)
	}
	return nil
}

// prizes reads the Prize cards.
func (g *gen) prizes(dc *doc) error {
	bs, err := dc.blocks()
	if err != nil {
		return err
	}
	for _, b := range bs {
		h, err := parseHeading(dc, b)
		if err != nil {
			return err
		}
		sb, ok := b.bullet("Summary")
		if !ok {
			return dc.errf(b.Line, "card %s has no **Summary:**", b.ID)
		}
		sum, _ := code(sb.Value())
		d, _, err := defFromSummary(b.ID, h.title, sum)
		if err != nil {
			return dc.errf(b.Line, "%v", err)
		}
		tb, ok := b.bullet("Type")
		if !ok {
			return dc.errf(b.Line, "card %s has no **Type:**", b.ID)
		}
		typeLine, f := fields(tb.Value())
		if err := checkTypeLine(dc, tb.Line, b.ID, typeLine, d); err != nil {
			return err
		}
		trigger := f["Trigger/Timing"]
		if trigger == "" {
			trigger = f["Trigger"]
		}
		eb, ok := b.bullet("Effect")
		if !ok || trigger == "" {
			return dc.errf(b.Line, "card %s needs **Trigger:** and **Effect:**", b.ID)
		}
		d.Copies = 1
		d.Text = "Use: " + clean(trigger) + ".\n" + clean(eb.Value())
		d.Mandatory, d.UseByTurn = prizeUse(trigger)
		g.add("prizes", d)
	}
	return nil
}

// prizeUse reads when a Prize must be used from its trigger text:
// "(mandatory)" (it can't be passed over at its trigger) and "must use it
// before the end of your next turn" (a time limit of one turn).
func prizeUse(trigger string) (mandatory bool, byTurn int) {
	t := strings.ToLower(trigger)
	mandatory = strings.Contains(t, "(mandatory)")
	if strings.Contains(t, "before the end of your next turn") {
		byTurn = 1
	}
	return mandatory, byTurn
}

var (
	bonusGoldRe = regexp.MustCompile(`starts with \*\*\+(\d+) Gold\*\*`)
	bloodMaxRe  = regexp.MustCompile(`\*\*Blood Tokens \(max (\d+)\):\*\*`)
	formCostRe  = regexp.MustCompile(`^  \*\*(\d+) Blood\*\* each, one at a time`)
	planterRe   = regexp.MustCompile(`Planter Box \(max (\d+) Mushrooms\)`)
	momentumRe  = regexp.MustCompile(`Momentum (\d+)-(\d+)`)
	capRe       = regexp.MustCompile(`cap (\d+) of each`)
	slotsRe     = regexp.MustCompile(`(\d+) Waiting Patient slots`)
	spotsRe     = regexp.MustCompile(`so (\d+) Hellfire reaches the fire spot`)
	scarabsRe   = regexp.MustCompile(`the \*\*(\d+) Scarab Tokens\*\* start in`)
)

// scarabDamage reads Amundyr's Scarab damage section: its **Scarab damage
// text:** line (the text shown) and its scarab_damage: summary.
func scarabDamage(dc *doc) (*card.Tracker, error) {
	sum, err := trackerSummary(dc, "scarab_damage:")
	if err != nil {
		return nil, err
	}
	for _, l := range dc.lines {
		if rest, ok := strings.CutPrefix(l, "**Scarab damage text:**"); ok {
			return &card.Tracker{Spots: 1, Summary: sum, Text: clean(rest)}, nil
		}
	}
	return nil, fmt.Errorf("%s: no **Scarab damage text:** line", dc.name)
}

func find(dc *doc, re *regexp.Regexp, what string) (int, error) {
	for _, l := range dc.lines {
		if m := re.FindStringSubmatch(l); m != nil {
			return strconv.Atoi(m[len(m)-1])
		}
	}
	return 0, fmt.Errorf("%s: cannot find the %s (%s)", dc.name, what, re)
}

func (g *gen) characters(docs map[string]*doc) ([]*card.Character, error) {
	var out []*card.Character
	for _, m := range charMeta {
		dc := docs[m.id+".md"]
		nm := nameRe.FindStringSubmatch(dc.lines[0])
		if nm == nil {
			return nil, dc.errf(0, "first line must be # Name — ...")
		}
		c := &card.Character{ID: m.id, Name: nm[1], Pronoun: m.pronoun, Blurb: m.blurb, Deck: m.id,
			SideDeck: m.side, BossDeck: m.boss, Mechanics: m.mechanics, Villain: m.villain}
		var err error
		switch m.id {
		case "dale":
			c.PlanterBoxMax, err = find(dc, planterRe, "Planter Box maximum")
		case "jett":
			if c.MomentumMax, err = find(dc, momentumRe, "Momentum range"); err == nil {
				c.StartOfTurn, err = trackerSummary(dc, "start_of_turn:")
			}
		case "petra":
			c.Hellfire, err = hellfire(dc, `**"Hellfire" side`)
			if err == nil {
				c.BossHellfire, err = hellfire(dc, `**"Boss Battle" side`)
			}
		case "torglesnarf":
			c.BonusGold, err = find(dc, bonusGoldRe, "setup Gold")
		case "amundyr":
			if c.Scarabs, err = find(dc, scarabsRe, "Scarab supply"); err == nil {
				c.ScarabDamage, err = scarabDamage(dc)
			}
		case "vlazlo":
			c.FormDecks = []string{"vlazlo_bat", "vlazlo_wolf"}
			c.BossFormDecks = []string{"vlazlo_monstrosity"}
			if c.BloodMax, err = find(dc, bloodMaxRe, "Blood maximum"); err == nil {
				c.FormCost, err = find(dc, formCostRe, "form card price")
			}
		case "terci":
			if c.SupplyMax, err = find(dc, capRe, "Medical Supply cap"); err == nil {
				c.PatientSlots, err = find(dc, slotsRe, "Waiting Patient slots")
			}
		}
		if err != nil {
			return nil, err
		}
		out = append(out, c)
	}
	return out, nil
}

// trackerSummary finds a "Summary: `prefix...`" line.
func trackerSummary(dc *doc, prefix string) (string, error) {
	for _, l := range dc.lines {
		if strings.HasPrefix(l, "Summary: `"+prefix) {
			s, _ := code(l)
			return s, nil
		}
	}
	return "", fmt.Errorf("%s: no Summary: `%s...` line", dc.name, prefix)
}

// hellfire reads one side of the Hellfire tracker, starting at the line with start.
func hellfire(dc *doc, start string) (*card.Tracker, error) {
	i := slices.IndexFunc(dc.lines, func(l string) bool { return strings.HasPrefix(l, start) })
	if i < 0 {
		return nil, fmt.Errorf("%s: no %s tracker section", dc.name, start)
	}
	t := &card.Tracker{}
	for j := i + 1; j < len(dc.lines) && t.Summary == ""; j++ {
		l := dc.lines[j]
		if m := spotsRe.FindStringSubmatch(l); m != nil {
			t.Spots, _ = strconv.Atoi(m[1])
		}
		if rest, ok := strings.CutPrefix(l, "**Fire effect:**"); ok {
			text := rest
			for k := j + 1; k < len(dc.lines) && !strings.HasPrefix(dc.lines[k], "Summary:") && strings.TrimSpace(dc.lines[k]) != ""; k++ {
				text += " " + dc.lines[k]
			}
			t.Text = clean(text)
		}
		if strings.HasPrefix(l, "Summary: `") {
			t.Summary, _ = code(l)
		}
		if strings.HasPrefix(l, "**\"") || strings.HasPrefix(l, "#") {
			break
		}
	}
	if t.Spots == 0 || t.Text == "" || t.Summary == "" {
		return nil, dc.errf(i, "tracker side needs spots, **Fire effect:** and Summary:")
	}
	return t, nil
}
