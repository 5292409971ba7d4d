package assets

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"undercity/engine"
	"undercity/engine/card"
)

// Every character (and Otto) has a colour and a badge, and every mechanic
// with a marker on its tracker names a marker the client draws.
func TestEveryCharacterHasAPresentation(t *testing.T) {
	p, err := LoadPresentation()
	require.NoError(t, err)
	lib, err := CardLibrary()
	require.NoError(t, err)
	ids := []string{"otto"}
	for _, c := range lib.Characters() {
		ids = append(ids, c.ID)
	}
	for _, id := range ids {
		cs, ok := p.Characters[id]
		if assert.True(t, ok, "presentation.json has no entry for %s", id) {
			assert.NotEmpty(t, cs.Badge, id)
		}
	}
}

// Every faction of Otto's cards is summed up for the New Game screen.
func TestEveryOttoFactionHasALine(t *testing.T) {
	p, err := LoadPresentation()
	require.NoError(t, err)
	lib, err := CardLibrary()
	require.NoError(t, err)
	cards, ok := lib.Deck("otto")
	require.True(t, ok)
	for _, d := range cards {
		for _, f := range d.Subtypes {
			assert.NotEmpty(t, p.OttoFactions[f], "presentation.json has no line for Otto's faction %s", f)
		}
	}
}

func TestParseColor(t *testing.T) {
	c, err := ParseColor("#5f9a3c")
	require.NoError(t, err)
	assert.Equal(t, [3]uint8{0x5f, 0x9a, 0x3c}, c)
	for _, bad := range []string{"", "5f9a3c", "#5f9a3", "#5f9a3g"} {
		_, err := ParseColor(bad)
		assert.Error(t, err, bad)
	}
}

// Every counter and pile the engine registers says how it is drawn, so a
// forgotten one fails here rather than showing up as a bare default.
func TestEveryComponentHasAPresentation(t *testing.T) {
	p, err := LoadPresentation()
	require.NoError(t, err)
	for _, c := range engine.Counters() {
		cs, ok := p.Components[c.Name]
		if assert.True(t, ok, "presentation.json has no component %s (a counter)", c.Name) {
			assert.True(t, cs.Kind == KindNone || CounterKind(cs.Kind), "counter %s drawn as %s", c.Name, cs.Kind)
		}
	}
	for _, z := range engine.Piles() {
		cs, ok := p.Components[z.Name]
		if assert.True(t, ok, "presentation.json has no component %s (a pile)", z.Name) {
			assert.False(t, CounterKind(cs.Kind), "pile %s drawn as %s", z.Name, cs.Kind)
		}
	}
}

// A component without an entry is drawn by what it is, with its name.
func TestComponentDefault(t *testing.T) {
	p, err := LoadPresentation()
	require.NoError(t, err)
	assert.Equal(t, ComponentStyle{Kind: KindTokens, Label: "Lamp Oil", Order: 100}, p.Component("lamp_oil", true))
	assert.Equal(t, ComponentStyle{Kind: KindPile, Label: "Lantern Shelf", Order: 100}, p.Component("lantern_shelf", false))
	assert.Equal(t, "Plotted", p.Component("plotted", false).Label)
}

// The loader refuses a component it cannot draw, saying what it can.
func TestComponentKindChecked(t *testing.T) {
	for data, msg := range map[string]string{
		`{"default_color": "#000000", "components": {"oil": {"kind": "gauge"}}}`:                           `component oil: unknown kind "gauge" (kinds: track, ring`,
		`{"default_color": "#000000", "components": {"oil": {"kind": "track", "marks": 1}}}`:               `component oil: a track needs at least 2 marks`,
		`{"default_color": "#000000", "components": {"oil": {"kind": "pile", "color": "red"}}}`:            `component oil: colour "red"`,
		`{"default_color": "#000000", "components": {"oil": {"kind": "pile", "icon": "lamp"}}}`:            `component oil: unknown icon "lamp"`,
		`{"default_color": "#000000", "components": {"oil": {"kind": "pile", "at": [0, 0, 0, 10]}}}`:       `component oil: place`,
		`{"default_color": "#000000", "components": {"oil": {"kind": "pile", "placement": [0, 0, 0, 0]}}}`: `unknown field "placement"`,
	} {
		_, err := loadPresentation([]byte(data))
		assert.ErrorContains(t, err, msg, data)
	}
	_, err := loadPresentation([]byte(`{"default_color": "#000000", "components": {"oil": {"kind": "tokens"}}}`))
	assert.NoError(t, err)
}

// Scarab Tokens are drawn as their tracker's tokens: the supply and the
// tokens held name the "scarabs" tracker, Momentum's tracker is a marker
// on a track; every tracker's tokens are counters drawn as a supply or a
// badge, and a counter is the tokens of one tracker only.
func TestTokenTrackers(t *testing.T) {
	p, err := LoadPresentation()
	require.NoError(t, err)
	for _, c := range []string{"scarab_supply", "scarabs"} {
		m, ts, ok := p.TokenTracker(c)
		require.True(t, ok, c)
		assert.Equal(t, "scarabs", m, c)
		assert.Equal(t, "scarab", ts.Marker, c)
	}
	_, _, ok := p.TokenTracker("momentum")
	assert.False(t, ok, "Momentum is a marker on a track, not tokens")
	for m, ts := range p.Trackers {
		for _, c := range ts.Tokens {
			_, ok := engine.CounterByName(c)
			assert.True(t, ok, "tracker %s: %s is a counter", m, c)
			assert.Contains(t, []string{KindSupply, KindBadge}, p.Component(c, true).Kind, "tracker %s: %s", m, c)
		}
	}
	_, err = loadPresentation([]byte(`{"default_color": "#000000", "trackers": {"a": {"marker": "disc", "tokens": ["x"]}, "b": {"marker": "disc", "tokens": ["x"]}}}`))
	assert.ErrorContains(t, err, `tracker b: counter "x" is the tokens of tracker a too`)
}

// Every word of card_icons prints on some card of the game (no word is
// misspelt), each prints one icon, and an icon needs a word.
func TestCardIconWords(t *testing.T) {
	p, err := LoadPresentation()
	require.NoError(t, err)
	lib, err := CardLibrary()
	require.NoError(t, err)
	used := map[string]bool{}
	var walk func(es []card.Effect)
	walk = func(es []card.Effect) {
		for _, e := range es {
			used["effect "+e.Op] = true
			walk(e.Sub)
			for _, b := range e.Branches {
				walk(b.Effects)
			}
		}
	}
	for _, d := range lib.Cards() {
		for _, m := range d.Modes {
			for _, cl := range m.Clauses {
				used["modifier "+string(cl.Modifier)] = true
				if cl.Cond != nil {
					used["subject "+cl.Cond.Subject] = true
				}
				walk(cl.Effects)
			}
		}
	}
	require.NotEmpty(t, p.CardIcons)
	for k, cs := range p.CardIcons {
		effects, modifiers, subjects := cs.Words()
		for _, l := range []struct {
			what  string
			words []string
		}{{"effect ", effects}, {"modifier ", modifiers}, {"subject ", subjects}} {
			for _, w := range l.words {
				assert.True(t, used[l.what+w], "card icon %s: no card has the %s%q", k, l.what, w)
			}
		}
	}
	for data, msg := range map[string]string{
		`{"default_color": "#000000", "card_icons": {"oil": {}}}`:                                                `card icon oil: no words print it`,
		`{"default_color": "#000000", "card_icons": {"a": {"gain": ["gain_oil"]}, "b": {"lose": ["gain_oil"]}}}`: `card icon b: "gain_oil" prints card icon a too`,
	} {
		_, err := loadPresentation([]byte(data))
		assert.ErrorContains(t, err, msg, data)
	}
	_, err = loadPresentation([]byte(`{"default_color": "#000000", "card_icons": {"a": {"gain": ["oil"]}, "b": {"need": ["oil"]}}}`))
	assert.NoError(t, err, "an effect and a subject may share a name")
}
