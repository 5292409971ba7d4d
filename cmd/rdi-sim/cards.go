package main

import (
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"strings"
	"text/tabwriter"

	"undercity/game"
)

// CardRow is one card definition as `rdi-sim cards` lists it.
type CardRow struct {
	Deck          string   `json:"deck"`
	ID            string   `json:"id"`
	Title         string   `json:"title"`
	Type          string   `json:"type"` // "Action" or "Action+Gambling"
	Subtypes      []string `json:"subtypes"`
	Copies        int      `json:"copies"`
	Text          string   `json:"text"`
	Boss          bool     `json:"boss,omitempty"`
	HarvestValues []int    `json:"harvest_values,omitempty"` // Mushrooms, top to bottom
	Recipe        []string `json:"recipe,omitempty"`         // Patients: Medical Supplies to treat
	Becomes       string   `json:"becomes,omitempty"`        // Patients: the type in hand
	Level         int      `json:"level,omitempty"`          // Dungeon Events: the Encounter Level
}

// runCards lists every card of every deck.
func runCards(args []string, out io.Writer) error {
	fl := flag.NewFlagSet("cards", flag.ContinueOnError)
	fl.SetOutput(out)
	asJSON := fl.Bool("json", false, "print JSON")
	deck := fl.String("deck", "", "only this deck (e.g. dale, drinks, mushroom)")
	if err := fl.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return nil
		}
		return err
	}
	rows, err := cardRows(*deck)
	if err != nil {
		return err
	}
	if *asJSON {
		enc := json.NewEncoder(out)
		enc.SetIndent("", "  ")
		return enc.Encode(rows)
	}
	tw := tabwriter.NewWriter(out, 0, 4, 2, ' ', 0)
	fmt.Fprintln(tw, "DECK\tID\tTITLE\tTYPE\tCOPIES\tEXTRA\tTEXT")
	total := 0
	for _, r := range rows {
		typ := r.Type
		if len(r.Subtypes) > 0 {
			typ += " (" + strings.Join(r.Subtypes, ", ") + ")"
		}
		var extra string
		switch {
		case len(r.HarvestValues) > 0:
			vs := make([]string, len(r.HarvestValues))
			for i, v := range r.HarvestValues {
				vs[i] = fmt.Sprint(v)
			}
			extra = "values " + strings.Join(vs, ",")
		case len(r.Recipe) > 0:
			extra = strings.Join(r.Recipe, "+") + " → " + r.Becomes
		case r.Level > 0:
			extra = fmt.Sprintf("level %d", r.Level)
		}
		text := strings.Join(strings.Fields(r.Text), " ")
		fmt.Fprintf(tw, "%s\t%s\t%s\t%s\t%d\t%s\t%s\n", r.Deck, r.ID, r.Title, typ, r.Copies, extra, text)
		total += r.Copies
	}
	if err := tw.Flush(); err != nil {
		return err
	}
	fmt.Fprintf(out, "%d definitions, %d cards\n", len(rows), total)
	return nil
}

func cardRows(deck string) ([]CardRow, error) {
	c, err := game.Content()
	if err != nil {
		return nil, err
	}
	var rows []CardRow
	for _, d := range c.Defs {
		if deck != "" && d.Deck != deck {
			continue
		}
		types := make([]string, len(d.Types))
		for i, t := range d.Types {
			types[i] = string(t)
		}
		r := CardRow{Deck: d.Deck, ID: d.ID, Title: d.Title, Type: strings.Join(types, "+"),
			Subtypes: append([]string{}, d.Subtypes...), Copies: d.Copies, Text: d.Text, Boss: d.Boss,
			HarvestValues: d.Values, Recipe: d.Recipe, Becomes: string(d.Becomes), Level: d.Level}
		rows = append(rows, r)
	}
	if len(rows) == 0 {
		return nil, fmt.Errorf("no cards in deck %q", deck)
	}
	return rows, nil
}
