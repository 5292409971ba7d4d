package icon

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"undercity/assets"
	_ "undercity/engine" // its mechanics' words (if(momentum>=n)...)
	"undercity/engine/card"
)

// def parses a one-off card with the given types and summary.
func def(t *testing.T, summary string, types ...card.Type) *card.Def {
	t.Helper()
	d := &card.Def{ID: "test_card", Deck: "test", Title: "Test", Text: "Test.", Copies: 1, Types: types, Summary: summary}
	for _, s := range []string{"Pet", "Scheme"} {
		if contains(summary, "sub="+s) {
			d.Subtypes = append(d.Subtypes, s)
		}
	}
	d.Boss = contains(summary, "boss;")
	require.NoError(t, d.Parse())
	return d
}

func contains(s, sub string) bool {
	for i := 0; i+len(sub) <= len(s); i++ {
		if s[i:i+len(sub)] == sub {
			return true
		}
	}
	return false
}

func TestDrinkAmounts(t *testing.T) {
	f := ForCard(def(t, "drink(alc=2, fort=2)", card.Drink))
	assert.Equal(t, []Badge{{Kind: Alcohol, Text: "+2"}, {Kind: Fortitude, Text: "+2"}}, f.Row)
	f = ForCard(def(t, "drink(alc=1, fort=-1); chaser", card.Drink))
	assert.Equal(t, []Badge{{Kind: Alcohol, Text: "+1"}, {Kind: Fortitude, Text: "−1"}, {Kind: Chaser}}, f.Row)
	f = ForCard(def(t, "drink(alc=-2)", card.Drink))
	assert.Equal(t, []Badge{{Kind: Alcohol, Text: "−2"}}, f.Row, "a Drink that lowers Alcohol Content")
	assert.Empty(t, f.Left)
	assert.Empty(t, f.Right)
}

func TestMushroomValuesAndHarvest(t *testing.T) {
	f := ForCard(def(t, "values=0,1,2,4; gather: draw(1)@self", card.Mushroom))
	assert.Equal(t, []Badge{{Mushroom, "0", false}, {Mushroom, "1", false}, {Mushroom, "2", false}, {Mushroom, "4", false}}, f.Row)
	f = ForCard(def(t, "type=Action; timing=action_phase; target=another_player; lose_fortitude(2); harvest(3): instead lose_fortitude(4)", card.Action))
	assert.Equal(t, []Badge{{Kind: Harvest, Text: "3"}}, f.Row)
}

func TestMedicalSupplies(t *testing.T) {
	f := ForCard(def(t, "type=Action; timing=action_phase; target=another_player; lose_fortitude(2); supply=Splint", card.Action))
	assert.Equal(t, []Badge{{Kind: Splint}}, f.Row)
	f = ForCard(def(t, "type=Action; timing=action_phase; target=another_player; pay_gold(1, to=you); supply=Bandage|Salve", card.Action))
	assert.Equal(t, []Badge{{Kind: Bandage}, {Kind: Salve, Or: true}}, f.Row)
	f = ForCard(def(t, "type=Action; timing=action_phase; target=self; gain_fortitude(2); supply=any", card.Action))
	assert.Equal(t, []Badge{{Kind: Bandage}, {Kind: Splint, Or: true}, {Kind: Salve, Or: true}}, f.Row)
	// Restock the kit: two "any" tokens gained by effects show once.
	f = ForCard(def(t, "type=Anytime; timing=anytime; target=self; gain_supply(any); gain_supply(any)", card.Anytime))
	assert.Equal(t, []Badge{{Kind: Bandage}, {Kind: Splint, Or: true}, {Kind: Salve, Or: true}}, f.Row)
}

func TestPatientRecipe(t *testing.T) {
	f := ForCard(def(t, "recipe=Splint,Splint; becomes=Sometimes; timing=own_drink; ignore(drink)", card.Patient))
	assert.Equal(t, "Treat:", f.Caption)
	assert.Equal(t, []Badge{{Kind: Splint}, {Kind: Splint}}, f.Row, "both tokens are spent, neither is a choice")
}

func TestMomentum(t *testing.T) {
	f := ForCard(def(t, "type=Action; timing=action_phase; target=another_player; lose_fortitude(1); gain_momentum(2)@self", card.Action))
	assert.Equal(t, []Badge{{Kind: Momentum, Text: "+2"}}, f.Row)
	f = ForCard(def(t, "type=Action; timing=action_phase; target=each_other_player; lose_fortitude(1); if(momentum==3): instead lose_fortitude(2); lose_momentum(1)@self", card.Action))
	assert.Equal(t, []Badge{{Kind: Momentum, Text: "3"}, {Kind: Momentum, Text: "−1"}}, f.Row)
	f = ForCard(def(t, "type=Sometimes; timing=incoming(fortitude_card); reduce_fortitude_loss(1); spend_momentum(X): instead reduce_fortitude_loss(1), reduce_fortitude_loss(X)", card.Sometimes))
	assert.Equal(t, []Badge{{Kind: Momentum, Text: "−X"}}, f.Row)
	f = ForCard(def(t, "type=Action; timing=action_phase; target=another_player; lose_fortitude(2); if(momentum==3): may(lose_momentum(all)@self, extra_action)", card.Action))
	assert.Equal(t, []Badge{{Kind: Momentum, Text: "3"}, {Kind: Momentum, Text: "−all"}}, f.Row, "effects inside may(...) count")
}

func TestCornerMarks(t *testing.T) {
	f := ForCard(def(t, "type=Action; sub=Pet; timing=action_phase; target=another_player; lose_fortitude(2); reveal_pet(1): instead lose_fortitude(3)", card.Action))
	assert.Equal(t, []Badge{{Kind: Pet}}, f.Left)
	assert.Equal(t, []Badge{{Kind: RevealPet, Text: "1"}}, f.Row)
	f = ForCard(def(t, "type=Action; timing=action_phase; target=another_player; lose_fortitude(1); reveal_pet(X<=2): lose_fortitude(X)", card.Action))
	assert.Empty(t, f.Left, "revealing Pets does not make the card a Pet")
	assert.Equal(t, []Badge{{Kind: RevealPet, Text: "X≤2"}}, f.Row)
	f = ForCard(def(t, "type=Action; sub=Scheme; boss; timing=action_phase; target=other_players(2); lose_fortitude(2); scheme: gain_hellfire(2)@self", card.Action))
	assert.Equal(t, []Badge{{Kind: Boss}}, f.Left)
	assert.Equal(t, []Badge{{Kind: Scheme}}, f.Right)
	assert.Empty(t, f.Row)
}

func TestPlainCardHasNoIcons(t *testing.T) {
	f := ForCard(def(t, "type=Sometimes; timing=sometimes_played(sometimes); negate(sometimes)", card.Sometimes))
	assert.True(t, f.Empty())
	assert.True(t, ForCard(nil).Empty())
}

// TestLibrary checks the whole card set: the marks follow the data, and
// every kind of icon appears on some card.
func TestLibrary(t *testing.T) {
	lib, err := assets.CardLibrary()
	require.NoError(t, err)
	used := map[Kind]bool{}
	for _, d := range lib.Cards() {
		f := ForCard(d)
		for _, row := range [][]Badge{f.Left, f.Right, f.Row} {
			for _, b := range row {
				used[b.Kind] = true
			}
		}
		assert.Equal(t, d.HasSubtype("Pet"), len(f.Left) == 1 && f.Left[0].Kind == Pet, d.ID)
		assert.LessOrEqual(t, len(f.Left), 1, "%s: one mark per corner", d.ID)
		assert.LessOrEqual(t, len(f.Right), 1, "%s: one mark per corner", d.ID)
		if d.Drink != nil {
			assert.NotEmpty(t, f.Row, "%s: a Drink shows its amounts", d.ID)
		}
		if len(d.Supply) > 0 {
			assert.NotEmpty(t, f.Row, d.ID)
		}
		if len(d.Values) > 0 {
			assert.Len(t, f.Row, len(d.Values), d.ID)
		}
	}
	for _, k := range Kinds() {
		assert.True(t, used[k], "no card shows %s", k)
	}
}

// Every icon has the words a lesson uses for its picture; a Boss card's
// is a crown (render/art paints one).
func TestEveryIconHasAShape(t *testing.T) {
	for _, k := range Kinds() {
		assert.NotEmpty(t, k.Shape(), k.String())
	}
	assert.Equal(t, "crown", Boss.Shape())
	assert.Equal(t, "paw", Pet.Shape())
}

// Which words print which icon is presentation.json's card_icons: another
// table prints other icons, and an icon that is no Kind is refused.
func TestCardIconsAreData(t *testing.T) {
	w, err := wordsFrom(&assets.Presentation{CardIcons: map[string]assets.CardIconStyle{
		"reveal-pet": {Need: []string{"pets_revealed"}, Spend: []string{"reveal_pet"}},
		"fortitude":  {Gain: []string{"gain_fortitude"}},
	}})
	require.NoError(t, err)
	saved := words
	words = w
	defer func() { words = saved }()
	f := ForCard(def(t, "type=Action; timing=action_phase; target=another_player; lose_fortitude(2); reveal_pet(1): instead lose_fortitude(3); if(pets_revealed>=2): gain_fortitude(1)@self", card.Action))
	assert.Equal(t, []Badge{{Kind: RevealPet, Text: "−1"}, {Kind: RevealPet, Text: "≥2"}, {Kind: Fortitude, Text: "+1"}}, f.Row)
	f = ForCard(def(t, "type=Action; timing=action_phase; target=another_player; lose_fortitude(1); gain_momentum(2)@self", card.Action))
	assert.Empty(t, f.Row, "Momentum prints no icon without its words")

	_, err = wordsFrom(&assets.Presentation{CardIcons: map[string]assets.CardIconStyle{"lamp": {Gain: []string{"gain_oil"}}}})
	assert.ErrorContains(t, err, `card icon "lamp": no such icon`)
}
