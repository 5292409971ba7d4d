package design

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"undercity/engine/card"
)

func TestSplitRow(t *testing.T) {
	assert.Equal(t, []string{"`a`", "b c", "`x|y; z`", ""}, splitRow("| `a` | b c | `x|y; z` | |"))
}

func TestClean(t *testing.T) {
	assert.Equal(t, "Harvest 3: instead, they lose 4.", clean("**Harvest 3:**  instead, they lose `4`."))
	assert.Equal(t, "Gain 3. Self-splitting.", clean("Gain 3. Self-splitting (see below)."))
}

func TestBulletValue(t *testing.T) {
	b := bullet{First: "Choose one:", Cont: []string{"  **(1) Cheating** — take control.", "  more text", "  **(2) Sometimes** — x."}}
	assert.Equal(t, "Choose one:\n**(1) Cheating** — take control. more text\n**(2) Sometimes** — x.", b.Value())
}

func TestParseHeading(t *testing.T) {
	dc := newDoc("t.md", "")
	for heading, want := range map[string]heading{
		"Here's a tough row to hoe": {title: "Here's a tough row to hoe"},
		"Gambling? I'm in! · x3":    {title: "Gambling? I'm in!", copies: 3},
		"Winning Hand! · x1 — shared `shared_winning_hand`. **Summary:** `type=Gambling; timing=gambling_turn; take_control; winning_hand`": {
			title: "Winning Hand!", copies: 1, shared: true, template: "shared_winning_hand", summary: "type=Gambling; timing=gambling_turn; take_control; winning_hand"},
		"I raise! · x2 — shared. **Summary:** `x`":                {title: "I raise!", copies: 2, shared: true, summary: "x"},
		"Winning Hand! · x1 — shared (no icon). **Summary:** `y`": {title: "Winning Hand!", copies: 1, shared: true, summary: "y"},
		"Round on the House! · Drink Event · x2":                  {title: "Round on the House!", copies: 2, extra: []string{"Drink Event"}},
	} {
		h, err := parseHeading(dc, &block{ID: "x", Heading: heading})
		require.NoError(t, err, heading)
		assert.Equal(t, want, h, heading)
	}
}

func TestTypeSet(t *testing.T) {
	w, boss := typeSet("Cheating **/** Sometimes (choose on play)")
	assert.Equal(t, []string{"Cheating", "Sometimes"}, w)
	assert.False(t, boss)
	w, boss = typeSet("Action — Scheme (Boss)")
	assert.Equal(t, []string{"Action", "Scheme"}, w)
	assert.True(t, boss)
}

func TestOttoSummary(t *testing.T) {
	s, err := OttoSummary("target=each_player; lose_fortitude(1)", "otto_response(any); timing=after; gain_fortitude(2)@affected_tracks", "type=Gambling; take_control")
	require.NoError(t, err)
	assert.Equal(t, "type=Otto; timing=otto_action; type=Action; target=each_player; lose_fortitude(1); "+
		"timing=otto_response(any); type=Sometimes; timing=after; gain_fortitude(2)@affected_tracks; timing=otto_gambling; type=Gambling; take_control", s)
	_, _, err = card.ParseSummary(s)
	require.NoError(t, err)
	_, err = OttoSummary("x", "ignore(drink)", "type=Gambling; take_control")
	assert.Error(t, err)
	_, err = OttoSummary("x", "otto_response(drink); ignore(drink)", "take_control")
	assert.Error(t, err)
}

// designFiles reads the real design (skips when shared/cards is not beside the repo).
func designFiles(t *testing.T) map[string]string {
	dir, err := os.Getwd()
	require.NoError(t, err)
	for {
		p := filepath.Join(dir, "shared", "cards")
		if _, err := os.Stat(filepath.Join(p, "README.md")); err == nil {
			files := map[string]string{}
			for _, f := range Files {
				b, err := os.ReadFile(filepath.Join(p, f))
				require.NoError(t, err)
				files[f] = string(b)
			}
			for _, f := range RepoFiles {
				b, err := os.ReadFile(filepath.Join("..", "..", "..", "docs", "cards", f))
				require.NoError(t, err)
				files[f] = string(b)
			}
			return files
		}
		if filepath.Dir(dir) == dir {
			t.Skip("shared/cards not found")
		}
		dir = filepath.Dir(dir)
	}
}

func TestParseDesign(t *testing.T) {
	d, err := Parse(designFiles(t))
	require.NoError(t, err)
	require.Len(t, d.Decks, len(DeckOrder))
	for _, df := range d.Decks {
		assert.Equal(t, DeckSizes[df.Deck], card.Size(df.Cards), df.Deck)
	}
	stick := findCard(d, "petra_stick_with_hand")
	require.NotNil(t, stick)
	assert.Equal(t, []card.Type{card.Cheating, card.Sometimes}, stick.Types)
	assert.Contains(t, stick.Text, "\n(2) Sometimes — at the beginning of your turn")
	tip := findCard(d, "terci_tip_the_barkeep")
	assert.Contains(t, tip.Summary, "supply=Bandage|Salve", "Terci's Tip the Barkeep is a full entry with an icon")
	raise := findCard(d, "jett_i_raise")
	assert.Equal(t, "Take control. Each player still in the Round antes 1 more Gold.", raise.Text, "shared template text")
	rampage := findCard(d, "otto_b_rampage")
	assert.Equal(t, []string{"Berserker"}, rampage.Subtypes)
	assert.True(t, strings.HasPrefix(rampage.Text, "Action: The player with the most Fortitude loses 2 Fortitude.\nSometimes — Action, Sometimes or Anytime: "))
	ever := findCard(d, "msh_evershroom")
	assert.Equal(t, "values=0,1,2,3; never_gather", ever.Summary)
	assert.Equal(t, "petra_boss", findCard(d, "boss_unquenchable").Deck)
}

func findCard(d *Design, id string) *card.Def {
	for _, df := range d.Decks {
		for _, c := range df.Cards {
			if c.ID == id {
				return c
			}
		}
	}
	return nil
}

func TestParseDesignErrors(t *testing.T) {
	orig := designFiles(t)
	cases := []struct{ file, old, new, want string }{
		{"dale.md", "- **Summary:** `type=Action; timing=action_phase; target=another_player; lose_fortitude(3); harvest(2): gain_alcohol(1)`", "",
			"dale.md:" /* line number */},
		{"dale.md", "lose_fortitude(3); harvest(2)", "lose_fortitude(3; harvest(2)", "card dale_pitchfork: summary"},
		{"dale.md", "**Copies:** 1 · **Timing:** your Action Phase\n- **Effect:** Pick another player. They lose 3", "**Copies:** 2 · **Timing:** your Action Phase\n- **Effect:** Pick another player. They lose 3", "dale_pitchfork: deck list row Action lacks"},
		{"jett.md", "Shared template `shared_i_dont_think_so`. **Summary:** `type=Sometimes; timing=sometimes_played(sometimes); negate(sometimes)`", "Shared template `shared_i_dont_think_so`. **Summary:** `type=Sometimes; timing=sometimes_played(sometimes); negate(drink)`", "summary differs from shared template"},
		{"petra.md", "- **Type:** Action — Scheme · **Copies:** 2 · **Timing:** your Action Phase\n- **Effect:** Each other player loses 1 Fortitude.", "- **Type:** Sometimes · **Copies:** 2 · **Timing:** your Action Phase\n- **Effect:** Each other player loses 1 Fortitude.", "Type line"},
		{"terci.md", "| `pat_twisted_ankle` | The kobold with a twisted ankle | Splint |", "| `pat_twisted_ankle` | The kobold with a twisted ankle | Salve |", "Recipe \"Salve\" but summary recipe=Splint"},
		{"drinks.md", "| `drk_wine` | Wine | 3 |", "| `drk_wine` | Wine | 4 |", "25 Drinks + 6 Drink Events"},
		{"otto.md", "  `otto_response(drink); ignore(drink)`\n- **Cheating:** Otto takes control of the Round.\n  `type=Cheating; take_control`\n\n### `otto_b_smash_table`", "  `otto_response(drink); ignore(drink)`\n- **Cheating:** Otto takes control of the Round.\n  `type=Gambling; take_control`\n\n### `otto_b_smash_table`", "must start with type=Cheating"},
		{"petra.md", "| Pick your poison | 2 | Action |", "| Pick your poison | 3 | Action |", "boss table says Pick your poison x3"},
		{"petra.md", "so 5 Hellfire reaches the fire spot", "so five Hellfire reach the fire spot", "tracker side needs spots"},
		{"prizes.md", "- **Summary:** `type=Prize; timing=action_phase;", "- **Summary:** `type=Prize; timing=action_phaze;", `unknown timing window "action_phaze"`},
		{"ygella.md", "### `ygella_rations` — Ranger rations", "### `ranger_rations` — Ranger rations", "does not start with ygella_"},
		{"dale.md", "| `msh_morel` | Morel | 2 | 1 → 3 → 4 |", "| `msh_morel` | Morel | 2 | 1 → 2 → 4 |", "Harvest values \"1 → 2 → 4\" but summary values=1 → 3 → 4"},
	}
	for _, c := range cases {
		files := map[string]string{}
		for k, v := range orig {
			files[k] = v
		}
		require.Contains(t, files[c.file], c.old, "fixture text not found in %s", c.file)
		files[c.file] = strings.Replace(files[c.file], c.old, c.new, 1)
		_, err := Parse(files)
		require.Error(t, err, "%s: %s", c.file, c.want)
		assert.Contains(t, err.Error(), c.want)
	}
	files := map[string]string{}
	for k, v := range orig {
		files[k] = v
	}
	delete(files, "otto.md")
	_, err := Parse(files)
	assert.ErrorContains(t, err, "design file otto.md missing")
}
