package design

import "fmt"

// Errata are corrections to summaries of the design that say less than the
// card's text (the text is the contract). Each names the summary it
// replaces, so an erratum goes stale loudly when the design changes: then
// fold it into the design, or drop it.
var Errata = []struct {
	ID, From, To, Why string
}{
	{
		ID:   "ygella_menagerie",
		From: "type=Action; timing=action_phase; target=another_player; lose_fortitude(1); reveal_pet(X): lose_fortitude(X)",
		To:   "type=Action; timing=action_phase; target=another_player; lose_fortitude(1); reveal_pet(X<=2): lose_fortitude(X)",
		Why:  `"You may reveal up to 2 Pet Cards" (the design's note: X ≤ 2)`,
	},
}

// applyErrata replaces the corrected summaries.
func (d *Design) applyErrata() error {
	for _, e := range Errata {
		found := false
		for _, df := range d.Decks {
			for _, c := range df.Cards {
				if c.ID != e.ID {
					continue
				}
				found = true
				switch c.Summary {
				case e.From:
					c.Summary = e.To
				case e.To:
				default:
					return fmt.Errorf("erratum for %s is stale: the design's summary is now %q", e.ID, c.Summary)
				}
			}
		}
		if !found {
			return fmt.Errorf("erratum for %s: no such card", e.ID)
		}
	}
	return nil
}
