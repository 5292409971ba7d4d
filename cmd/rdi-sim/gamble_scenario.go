package main

import (
	"fmt"
	"io"
	"os"

	"undercity/engine/gamble"
	"undercity/game/scenario"
)

// gambleScenario runs path when it is a gambling scenario ("game":
// "gamble", docs/scenarios.md) and reports whether it handled it and
// whether it passed; other files are left to the RDI scenario runner.
func gambleScenario(path string, out io.Writer, asJSON, trace bool, views *[]map[string]any) (handled, ok bool) {
	data, err := os.ReadFile(path)
	if err != nil || !gamble.IsScenario(data) {
		return false, false
	}
	sc, err := gamble.ParseScenario(data)
	if err != nil {
		fmt.Fprintf(out, "FAIL %s\n    %v\n", path, err)
		return true, false
	}
	r := scenario.RunGamble(sc)
	if asJSON {
		v := map[string]any{"name": r.Name, "path": path, "ok": r.OK(), "failures": r.Failures}
		if r.State != nil {
			v["state"] = gambleView(r.State)
		}
		if trace {
			v["trace"] = r.Trace
		}
		*views = append(*views, v)
		return true, r.OK()
	}
	status := "ok  "
	if !r.OK() {
		status = "FAIL"
	}
	fmt.Fprintf(out, "%s %s (%s)\n", status, r.Name, path)
	if trace {
		for _, t := range r.Trace {
			fmt.Fprintf(out, "    | %s\n", t)
		}
	}
	for _, msg := range r.Failures {
		fmt.Fprintf(out, "    - %s\n", msg)
	}
	if !r.OK() && r.State != nil && !trace {
		fmt.Fprintln(out, "    log tail:")
		log := r.State.Log
		for j := max(0, len(log)-12); j < len(log); j++ {
			fmt.Fprintf(out, "      %3d %s\n", j+1, r.State.EventText(log[j]))
		}
	}
	return true, r.OK()
}

// gambleView is the JSON view of a gambling session's end.
func gambleView(s *gamble.State) map[string]any {
	type player struct {
		Name       string   `json:"name"`
		Money      int      `json:"money"`
		Committed  int      `json:"committed"`
		Folded     bool     `json:"folded,omitempty"`
		Hand       []string `json:"hand"`
		Loans      int16    `json:"loans,omitempty"`
		Debts      int16    `json:"debts,omitempty"`
		FinalScore int      `json:"final_score"`
	}
	var players []player
	for q, p := range s.Players {
		pl := player{Name: s.Name(q), Money: p.Money, Committed: p.Committed, Folded: p.Folded, Hand: []string{},
			Loans: s.Loans[q], Debts: s.Debts[q], FinalScore: s.FinalScore(q)}
		for _, id := range p.Hand {
			pl.Hand = append(pl.Hand, gamble.CardName(id))
		}
		players = append(players, pl)
	}
	var log []string
	for _, e := range s.Log {
		log = append(log, s.EventText(e))
	}
	v := map[string]any{"game": s.Game, "played": s.Played, "over": s.Over, "winners": s.Winners, "players": players,
		"pots": s.Pots(), "log": log}
	if d, ok := s.Pending(); ok {
		v["decision"] = d
	}
	return v
}
