package card

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

const goodDeck = `{"deck": "demo", "cards": [
 {"id": "demo_hit", "deck": "demo", "title": "Hit", "types": ["Action"], "copies": 2,
  "text": "Pick another player. They lose 2 Fortitude.",
  "summary": "type=Action; timing=action_phase; target=another_player; lose_fortitude(2); supply=Splint"},
 {"id": "demo_both", "title": "Both", "types": ["Action", "Gambling"], "copies": 3,
  "text": "Start a Round.", "summary": "type=Action+Gambling; timing=action_phase; start_round, ante(1)@each_player; timing=gambling_turn; take_control"},
 {"id": "demo_boss", "title": "Boss", "types": ["Action"], "subtypes": ["Scheme"], "copies": 1, "boss": true,
  "text": "x", "summary": "type=Action; sub=Scheme; boss; timing=action_phase; target=self; draw(1); protect(negate)"}
]}`

func TestLoadDeck(t *testing.T) {
	defs, err := LoadDeck([]byte(goodDeck))
	require.NoError(t, err)
	require.Len(t, defs, 3)
	assert.Equal(t, "demo", defs[1].Deck, "deck filled from the file")
	assert.Equal(t, []string{"Splint"}, defs[0].Supply)
	assert.Len(t, defs[1].Modes, 2)
	assert.True(t, defs[2].Protect.Negate)
	assert.Equal(t, 6, Size(defs))
	assert.Len(t, Expand(defs), 6)
	assert.Len(t, defs[1].ModesAt(TimingGamblingTurn), 1)
	assert.Equal(t, Gambling, defs[1].ModeType(defs[1].ModesAt(TimingGamblingTurn)[0]))
	assert.Equal(t, Action, defs[0].ModeType(&defs[0].Modes[0]))
}

func TestLoadDeckSideKinds(t *testing.T) {
	deck := `{"deck": "side", "cards": [
	 {"id": "m", "title": "M", "types": ["Mushroom"], "copies": 1, "text": "t", "summary": "values=1,2; gather: draw(1)@self"},
	 {"id": "p", "title": "P", "types": ["Patient"], "copies": 1, "text": "t", "summary": "recipe=Salve; becomes=Action; timing=action_phase; target=another_player; gain_alcohol(2)"},
	 {"id": "d", "title": "D", "types": ["Drink"], "copies": 1, "text": "t", "summary": "drink(alc=2); chaser"},
	 {"id": "e", "title": "E", "types": ["DrinkEvent"], "copies": 1, "text": "t", "summary": "type=DrinkEvent; drink_event(drinking_contest)@each_player"}
	]}`
	defs, err := LoadDeck([]byte(deck))
	require.NoError(t, err)
	assert.Equal(t, []int{1, 2}, defs[0].Values)
	assert.Equal(t, Action, defs[1].Becomes)
	assert.True(t, defs[1].CountsAs(Action))
	assert.False(t, defs[1].CountsAs(Sometimes))
	assert.Equal(t, &DrinkBody{Alc: 2, Chaser: true}, defs[2].Drink)
	assert.Equal(t, "drinking_contest", defs[3].Event)
}

func card1(fields string) string {
	return `{"deck": "demo", "cards": [{` + fields + `}]}`
}

func TestLoadDeckErrors(t *testing.T) {
	base := `"id": "demo_x", "title": "X", "types": ["Action"], "copies": 1, "text": "t"`
	cases := []struct{ json, want string }{
		{`not json`, "invalid JSON"},
		{`{"deck": "demo", "cards": []}`, "deck demo: no cards"},
		{`{"cards": [{}]}`, `missing "deck" id`},
		{`{"deck": "demo", "cards": [null]}`, "card #1 is null"},
		{`{"deck": "demo", "cards": [{"id": "a", "colour": "red"}]}`, `unknown field "colour"`},
		{`{"deck": "demo", "cards": []} {}`, "trailing data"},
		{card1(`"title": "X", "types": ["Action"], "copies": 1, "text": "t", "summary": "type=Action; timing=anytime; draw(1)"`), "card (no id): missing id"},
		{card1(`"id": "Bad Id", "title": "X", "types": ["Action"], "copies": 1, "text": "t", "summary": "type=Action; timing=anytime; draw(1)"`), "use lower-case"},
		{card1(base + `, "summary": "type=Action; timing=anytime; explode(1)"`), `card demo_x: summary "type=Action; timing=anytime; explode(1)": clause 3 "explode(1)": unknown effect "explode"`},
		{card1(base + `, "summary": ""`), "card demo_x: summary \"\": empty summary"},
		{card1(`"id": "demo_x", "title": "X", "types": ["Action"], "copies": 0, "text": "t", "summary": "type=Action; timing=anytime; draw(1)"`), "copies = 0"},
		{card1(`"id": "demo_x", "title": "", "types": ["Action"], "copies": 1, "text": "t", "summary": "type=Action; timing=anytime; draw(1)"`), "missing title"},
		{card1(`"id": "demo_x", "title": "X", "types": ["Action"], "copies": 1, "text": " ", "summary": "type=Action; timing=anytime; draw(1)"`), "missing text"},
		{card1(`"id": "demo_x", "title": "X", "types": [], "copies": 1, "text": "t", "summary": "type=Action; timing=anytime; draw(1)"`), "missing types"},
		{card1(`"id": "demo_x", "title": "X", "types": ["Spell"], "copies": 1, "text": "t", "summary": "timing=anytime; draw(1)"`), `unknown type "Spell"`},
		{card1(base + `, "summary": "type=Sometimes; timing=anytime; draw(1)"`), "summary says type=Sometimes but the card's types are Action"},
		{card1(base + `, "summary": "type=Action; boss; timing=anytime; draw(1)"`), "summary boss=true but the card's boss=false"},
		{card1(base + `, "summary": "type=Action; sub=Pet; timing=anytime; draw(1)"`), "summary says sub=Pet"},
		{card1(base + `, "subtypes": ["Scheme"], "summary": "type=Action; timing=anytime; draw(1)"`), "lacks sub=Scheme"},
		{card1(base + `, "deck": "other", "summary": "type=Action; timing=anytime; draw(1)"`), `card demo_x says deck "other"`},
		{card1(base + `, "summary": "type=Action; timing=otto_action; draw(1)"`), "only on Otto cards"},
		{card1(base + `, "summary": "type=Action; timing=anytime; draw(1); hellfire_fire: draw(1)"`), "belongs to a character"},
		{card1(`"id": "d", "title": "D", "types": ["Drink"], "copies": 1, "text": "t", "summary": "type=Drink; timing=anytime; draw(1)"`), "a Drink needs a drink(alc=n, fort=n) body"},
		{card1(base + `, "summary": "drink(alc=1)"`), "drink(...) body on a card that is not a Drink"},
		{card1(`"id": "o", "title": "O", "types": ["Otto"], "copies": 1, "text": "t", "summary": "type=Otto; timing=otto_action; draw(1)"`), "needs a timing=otto_response box"},
		{card1(base + `, "summary": "type=Action; timing=anytime; type=Sometimes; draw(1)"`), "counts as type Sometimes, which the card does not have"},
		{card1(base + `, "summary": "type=Action; protect(negate)"`), "a card of type Action needs at least one timing= mode"},
		{`{"deck": "demo", "cards": [{` + base + `, "summary": "type=Action; timing=anytime; draw(1)"}, {` + base + `, "summary": "type=Action; timing=anytime; draw(1)"}]}`, "duplicate card id demo_x"},
	}
	for _, c := range cases {
		var err error
		require.NotPanics(t, func() { _, err = LoadDeck([]byte(c.json)) }, c.json)
		require.Error(t, err, c.json)
		assert.Contains(t, err.Error(), c.want, c.json)
	}
}

const goodChars = `{"characters": [
 {"id": "jett", "name": "Jett", "pronoun": "he", "blurb": "b", "deck": "demo", "side_deck": "", "boss_deck": "",
  "mechanics": ["momentum"], "momentum_max": 3, "start_of_turn": "start_of_turn: gain_momentum(1)@self"},
 {"id": "petra", "name": "Petra", "pronoun": "she", "blurb": "b", "deck": "demo", "side_deck": "", "boss_deck": "",
  "mechanics": ["plot", "hellfire"],
  "hellfire": {"spots": 5, "summary": "hellfire_fire: target=another_player; lose_fortitude(3)", "text": "t"},
  "boss_hellfire": {"spots": 4, "summary": "hellfire_fire: lose_fortitude(1)@each_other_player; protect(ignore)", "text": "t"}}
]}`

func TestLoadCharacters(t *testing.T) {
	cs, err := LoadCharacters([]byte(goodChars))
	require.NoError(t, err)
	require.Len(t, cs, 2)
	require.Len(t, cs[0].StartOfTurnModes, 1)
	assert.Equal(t, TimingStartOfTurn, cs[0].StartOfTurnModes[0].Timing)
	assert.Equal(t, TimingHellfireFire, cs[1].Hellfire.Modes[0].Timing)
	assert.True(t, cs[1].BossHellfire.Protect.Ignore)
	assert.False(t, cs[1].Hellfire.Protect.Ignore)
	assert.True(t, cs[1].HasMechanic("plot"))
}

func TestLoadCharactersErrors(t *testing.T) {
	one := func(fields string) string { return `{"characters": [{` + fields + `}]}` }
	base := `"id": "x", "name": "X", "pronoun": "he", "deck": "demo"`
	cases := []struct{ json, want string }{
		{`{"characters": []}`, "no characters"},
		{`{"characters": [null]}`, "character #1 is null"},
		{one(`"id": "x", "name": "X", "pronoun": "it", "deck": "demo"`), `character x: pronoun "it"`},
		{one(`"id": "x", "pronoun": "he", "deck": "demo"`), "character x: missing name"},
		{one(base + `, "mechanics": ["juggling"]`), `unknown mechanic "juggling"`},
		{one(base + `, "start_of_turn": "start_of_turn: explode(1)"`), `character x: start_of_turn: summary`},
		{one(base + `, "start_of_turn": "timing=anytime; draw(1)"`), "want start_of_turn:"},
		{`{"characters": [{` + base + `}, {` + base + `}]}`, "duplicate character id x"},
	}
	for _, c := range cases {
		_, err := LoadCharacters([]byte(c.json))
		require.Error(t, err, c.json)
		assert.Contains(t, err.Error(), c.want, c.json)
	}
}

func TestLibrary(t *testing.T) {
	other := strings.ReplaceAll(strings.ReplaceAll(goodDeck, `"demo`, `"other`), `"deck": "demo"`, `"deck": "other"`)
	lib, err := LoadLibrary(map[string][]byte{
		"cards/demo.json":  []byte(goodDeck),
		"cards/other.json": []byte(other),
		"characters.json":  []byte(goodChars),
		"README.txt":       []byte("ignored"),
	})
	require.NoError(t, err)
	assert.Equal(t, []string{"demo", "other"}, lib.DeckIDs())
	d, ok := lib.Deck("demo")
	require.True(t, ok)
	assert.Len(t, d, 3)
	c, ok := lib.Card("other_both")
	require.True(t, ok)
	assert.Equal(t, "other", c.Deck)
	_, ok = lib.Card("nope")
	assert.False(t, ok)
	assert.Len(t, lib.Cards(), 6)
	ch, ok := lib.Character("petra")
	require.True(t, ok)
	assert.Equal(t, "Petra", ch.Name)
	assert.Len(t, lib.Characters(), 2)
}

func TestLibraryErrors(t *testing.T) {
	bad := strings.Replace(goodDeck, "lose_fortitude(2)", "lose_fortitude(2", 1)
	_, err := LoadLibrary(map[string][]byte{"demo.json": []byte(bad)})
	require.Error(t, err)
	assert.Contains(t, err.Error(), "demo.json: deck demo: card demo_hit: summary")

	_, err = LoadLibrary(map[string][]byte{"a.json": []byte(goodDeck), "b.json": []byte(goodDeck)})
	require.Error(t, err)
	assert.Contains(t, err.Error(), "b.json: deck demo already loaded from a.json")

	dup := strings.Replace(goodDeck, `{"deck": "demo"`, `{"deck": "twin"`, 1)
	dup = strings.ReplaceAll(dup, `"deck": "demo", "title"`, `"deck": "twin", "title"`)
	_, err = LoadLibrary(map[string][]byte{"a.json": []byte(goodDeck), "b.json": []byte(dup)})
	require.Error(t, err)
	assert.Contains(t, err.Error(), "card id demo_hit is also in deck demo")

	chars := strings.Replace(goodChars, `"deck": "demo", "side_deck": ""`, `"deck": "demo", "side_deck": "mushroom"`, 1)
	_, err = LoadLibrary(map[string][]byte{"demo.json": []byte(goodDeck), "characters.json": []byte(chars)})
	require.Error(t, err)
	assert.Contains(t, err.Error(), `characters.json: character jett names deck "mushroom", which is not loaded`)

	_, err = LoadLibrary(map[string][]byte{"characters.json": []byte("{")})
	require.Error(t, err)
	assert.Contains(t, err.Error(), "characters.json: invalid JSON")

	_, err = LoadLibrary(map[string][]byte{})
	require.Error(t, err)
	assert.Contains(t, err.Error(), "no deck files")
}
