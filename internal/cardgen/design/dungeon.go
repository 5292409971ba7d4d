package design

import (
	"fmt"
	"strconv"

	"undercity/engine/card"
)

// dungeon reads the Dungeon Event Deck table of dungeon.md (deck dungeon):
// | id | Title | Level | Copies | Effect | Summary |. The Level column must
// agree with the summary's level=.
func (g *gen) dungeon(dc *doc) error {
	var t *table
	for _, x := range dc.tables("id") {
		if x.col("Level") >= 0 {
			t = x
		}
	}
	if t == nil {
		return fmt.Errorf("%s: no Dungeon Event table (| id | Title | Level | ...)", dc.name)
	}
	c, err := cols(dc, t, "Title", "Level", "Copies", "Effect", "Summary")
	if err != nil {
		return err
	}
	for i, r := range t.Rows {
		line := t.Lines[i]
		if len(r) != len(t.Header) {
			return dc.errf(line, "row has %d cells, header %d", len(r), len(t.Header))
		}
		id, err := cellID(dc, line, r[0])
		if err != nil {
			return err
		}
		sum, err := rowSummary(dc, line, r[c[4]])
		if err != nil {
			return err
		}
		d, ex, err := defFromSummary(id, r[c[0]], sum)
		if err != nil {
			return dc.errf(line, "%v", err)
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
