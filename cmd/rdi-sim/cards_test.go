package main

import (
	"bytes"
	"encoding/json"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
)

func TestCardsJSONListsEveryDeck(t *testing.T) {
	var out bytes.Buffer
	require.NoError(t, runCards([]string{"--json"}, &out))
	var rows []CardRow
	require.NoError(t, json.Unmarshal(out.Bytes(), &rows))
	copies := map[string]int{}
	byID := map[string]CardRow{}
	for _, r := range rows {
		require.NotEmpty(t, r.ID)
		require.NotEmpty(t, r.Title, r.ID)
		require.NotEmpty(t, r.Type, r.ID)
		require.NotEmpty(t, r.Text, r.ID)
		copies[r.Deck] += r.Copies
		byID[r.ID] = r
	}
	// Sizes from the rulebook's component list.
	for deck, n := range map[string]int{"dale": 40, "jett": 40, "petra": 40, "terci": 40, "ygella": 40,
		"mushroom": 15, "patient": 14, "drinks": 30, "petra_boss": 15, "daareka_boss": 15} {
		require.Equal(t, n, copies[deck], "deck %s", deck)
	}
	require.Equal(t, "Action+Gambling", byID["jett_gambling_im_in"].Type)
	require.Equal(t, []string{"Pet"}, byID["ygella_ants"].Subtypes)
	require.Equal(t, []int{1, 3, 4}, byID["msh_morel"].HarvestValues)
	require.Equal(t, []string{"Salve"}, byID["pat_hungover_adventurer"].Recipe)
	require.Equal(t, "Sometimes", byID["pat_hungover_adventurer"].Becomes)
	require.Empty(t, byID["jett_claws"].HarvestValues)
	for _, r := range rows {
		if r.Deck == "mushroom" {
			require.NotEmpty(t, r.HarvestValues, r.ID)
		}
		if r.Deck == "patient" {
			require.NotEmpty(t, r.Recipe, r.ID)
			require.NotEmpty(t, r.Becomes, r.ID)
		}
	}
}

func TestCardsTable(t *testing.T) {
	var out bytes.Buffer
	require.NoError(t, runCards([]string{"--deck", "mushroom"}, &out))
	s := out.String()
	require.Contains(t, s, "The Evershroom")
	require.Contains(t, s, "values 0,1,2,3")
	require.NotContains(t, s, "Parkour!")
	require.True(t, strings.HasSuffix(strings.TrimSpace(s), "10 definitions, 15 cards"), s)
	require.Error(t, runCards([]string{"--deck", "nosuchdeck"}, &out))
}
