package design

import (
	"strconv"

	"undercity/engine/card"
)

// dungeon reads the Dungeon Event Deck table of dungeon.md (deck dungeon):
// | id | Title | Level | Copies | Effect | Summary |. The Level column must
// agree with the summary's level=.
func (g *gen) dungeon(dc *doc) error {
	t, c, err := idTable(dc, "Level", "Dungeon Event (| id | Title | Level | ...)", "Title", "Level", "Copies", "Effect", "Summary")
	if err != nil {
		return err
	}
	for i, r := range t.Rows {
		line, id, d, ex, err := rowDef(dc, t, i, c[0], c[4])
		if err != nil {
			return err
		}
		d.Types = []card.Type{card.DungeonEvent}
		if d.Copies, err = strconv.Atoi(r[c[2]]); err != nil {
			return dc.errf(line, "card %s: bad copies %q", id, r[c[2]])
		}
		if lv, err := strconv.Atoi(r[c[1]]); err != nil || lv != ex.Level {
			return dc.errf(line, "card %s: Level %q but summary level=%d", id, r[c[1]], ex.Level)
		}
		d.Text = "Encounter Level " + r[c[1]] + ". " + clean(r[c[3]])
		g.add("dungeon", d)
	}
	return nil
}
