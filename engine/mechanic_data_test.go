package engine

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"undercity/engine/card"
)

// The loader checks a mechanic's data with the checks the mechanic
// registered (Mechanic.CheckCharacter, CheckCard): Hellfire's trackers,
// the Scarabs' supply and section, a Minion's Wages, a Mushroom's Harvest
// values and gather: effect, a Patient's recipe.
func TestMechanicsCheckTheirData(t *testing.T) {
	one := func(fields string) string {
		return `{"characters": [{"id": "x", "name": "X", "pronoun": "he", "deck": "demo"` + fields + `}]}`
	}
	scarabs := `"scarab_damage": {"spots": 1, "summary": "scarab_damage: lose_fortitude(1)@self", "text": "t"}`
	for _, c := range []struct{ json, want string }{
		{one(`, "mechanics": ["hellfire"]`), "character x: mechanic hellfire needs a hellfire tracker"},
		{one(`, "hellfire": {"spots": 0, "summary": "hellfire_fire: draw(1)@self", "text": "t"}`), "hellfire tracker: spots = 0"},
		{one(`, "boss_hellfire": {"spots": 5, "summary": "timing=anytime; draw(1)", "text": "t"}`), "boss_hellfire tracker: tracker summary mode timing=anytime, want hellfire_fire:"},
		{one(`, "mechanics": ["scarabs"], "scarabs": 6`), "mechanic scarabs goes with a Scarab supply and a scarab_damage section"},
		{one(`, "scarabs": 6, ` + scarabs), "mechanic scarabs goes with"},
		{one(`, "mechanics": ["scarabs"], "scarabs": 6, "scarab_damage": {"spots": 1, "summary": "hellfire_fire: draw(1)@self", "text": "t"}`), "scarab_damage: tracker summary mode timing=hellfire_fire, want scarab_damage:"},
	} {
		_, err := card.LoadCharacters([]byte(c.json))
		assert.ErrorContains(t, err, c.want, c.json)
	}
	_, err := card.LoadCharacters([]byte(one(`, "mechanics": ["scarabs"], "scarabs": 6, ` + scarabs)))
	require.NoError(t, err)

	deck := func(summary, sub string) error {
		_, err := card.LoadDeck([]byte(`{"deck": "demo", "cards": [{"id": "c", "title": "T", "types": ["Action"], "copies": 1,
			"text": "t", "subtypes": [` + sub + `], "summary": "` + summary + `"}]}`))
		return err
	}
	require.NoError(t, deck("type=Action; sub=Minion; wages=2; timing=activate; target=another_player; lose_fortitude(2)", `"Minion"`))
	assert.ErrorContains(t, deck("type=Action; sub=Minion; timing=activate; target=another_player; lose_fortitude(2)", `"Minion"`),
		"card c: a Minion needs wages=n and only a Minion has Wages")
	assert.ErrorContains(t, deck("type=Action; wages=2; timing=action_phase; target=another_player; lose_fortitude(2)", ""),
		"a Minion needs wages=n")

	typed := func(typ, summary string) error {
		_, err := card.LoadDeck([]byte(`{"deck": "demo", "cards": [{"id": "c", "title": "T", "types": ["` + typ + `"], "copies": 1,
			"text": "t", "summary": "` + summary + `"}]}`))
		return err
	}
	require.NoError(t, typed("Mushroom", "values=1,2; gather: draw(1)@self"))
	require.NoError(t, typed("Patient", "recipe=Salve; becomes=Action; timing=action_phase; target=another_player; gain_alcohol(2)"))
	for _, c := range []struct{ typ, summary, want string }{
		{"Action", "type=Action; timing=gather; draw(1)", "card c: gather:/never_gather only on Mushrooms"},
		{"Mushroom", "gather: draw(1)", "values= is required on Mushrooms"},
		{"Mushroom", "values=1; never_gather; gather: draw(1)", "never_gather with a gather"},
		{"Patient", "timing=anytime; draw(1)", "recipe=/becomes= are required on Patients"},
	} {
		assert.ErrorContains(t, typed(c.typ, c.summary), c.want, c.summary)
	}
}
