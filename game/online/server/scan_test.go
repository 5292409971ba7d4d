package server

import (
	"encoding/json"
	"testing"

	"github.com/stretchr/testify/require"

	"undercity/engine"
	"undercity/game/online"
)

// TestZoneCardsReadsEveryCard: online.ZoneCards (the bots' leak check)
// finds every card of every zone of views of games of every mode, with
// its zone, id and whether it has a definition, as decoding the view
// finds them; broken texts are refused.
func TestZoneCardsReadsEveryCard(t *testing.T) {
	type card struct {
		zone string
		id   int64
		def  bool
	}
	type zone struct {
		Name  string `json:"name"`
		Cards []struct {
			ID  int64  `json:"id"`
			Def string `json:"def"`
		} `json:"cards"`
	}
	decoded := func(data []byte) []card {
		var v struct {
			Seats []struct {
				Zones []zone `json:"zones"`
			} `json:"seats"`
			Zones []zone `json:"zones"`
		}
		require.NoError(t, json.Unmarshal(data, &v))
		var out []card
		add := func(z zone) {
			for _, c := range z.Cards {
				out = append(out, card{z.Name, c.ID, c.Def != ""})
			}
		}
		for _, s := range v.Seats {
			for _, z := range s.Zones {
				add(z)
			}
		}
		for _, z := range v.Zones {
			add(z)
		}
		return out
	}
	cards, hidden := 0, 0
	eachInnView(t, 9, 5, 60, func(ts online.TableSetup, step, viewer int, v *engine.View) {
		data, err := encodeView(v)
		require.NoError(t, err)
		var got []card
		require.True(t, online.ZoneCards(data, func(zc online.ZoneCard) {
			got = append(got, card{string(zc.Zone), zc.ID, zc.Def})
		}))
		want := decoded(data)
		require.Equal(t, want, got, "%s, answer %d, viewer %d", ts.Mode, step, viewer)
		for _, c := range got {
			if c.id == int64(engine.NoCard) {
				hidden++
			}
		}
		cards += len(got)
	})
	require.Greater(t, cards, 10000)
	require.Greater(t, hidden, 1000, "the views hide cards")
	for _, bad := range []string{``, `[]`, `{"zones":[]}`, `{"seats":[{"zones":[{"name":"hand","cards":[{"id":x}]}]}]}`, `{"seats":[{"zones":[{"name":"hand","cards":[{"id":1}`, `{"seats":[]} x`} {
		require.False(t, online.ZoneCards([]byte(bad), func(online.ZoneCard) {}), bad)
	}
	var seen []online.ZoneCard
	require.True(t, online.ZoneCards([]byte(` { "seats" : [ {"zones": null}, {"name":"x","zones":[ {"cards":[ {"back":"d","id": -1 ,"def":"ale"} ], "name":"hand"} ]} ] , "zones":[{"name":"drink_deck","cards":[{"id":4}]}]}`), func(c online.ZoneCard) { seen = append(seen, c) }))
	require.Equal(t, []online.ZoneCard{{Zone: []byte("hand"), ID: -1, Def: true}, {Zone: []byte("drink_deck"), ID: 4}}, seen)
	// Cards written otherwise than the server writes them, a name after the cards.
	seen = nil
	require.True(t, online.ZoneCards([]byte(`{"seats":[{"zones":[{"cards":[{"id":-1,"back":"x","def":"ale"},{"id":-1,"def":"","n":{"def":1}},{"id":2,"back":"id"},{"id":-1}],"name":"hand"}]}]}`), func(c online.ZoneCard) { seen = append(seen, c) }))
	require.Equal(t, []online.ZoneCard{{Zone: []byte("hand"), ID: -1, Def: true}, {Zone: []byte("hand"), ID: -1}, {Zone: []byte("hand"), ID: 2}, {Zone: []byte("hand"), ID: -1}}, seen)
	// A definition after the back and the rake, a back with an escape, a rake that is not a whole number.
	seen = nil
	require.True(t, online.ZoneCards([]byte(`{"seats":[{"zones":[{"name":"hand","cards":[{"id":-1,"back":"x","rake":1,"def":"ale"},{"id":-1,"back":"a\"},{\"def\":\"b","rake":2},{"id":3,"rake":1.5,"def":"c"},{"id":-1,"back":"y","rake":3}]}]}]}`), func(c online.ZoneCard) { seen = append(seen, c) }))
	require.Equal(t, []online.ZoneCard{{Zone: []byte("hand"), ID: -1, Def: true}, {Zone: []byte("hand"), ID: -1}, {Zone: []byte("hand"), ID: 3, Def: true}, {Zone: []byte("hand"), ID: -1}}, seen)
}
