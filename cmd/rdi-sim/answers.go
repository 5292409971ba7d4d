package main

import (
	"bufio"
	"encoding/json"
	"fmt"
	"os"
	"slices"

	"undercity/ai"
	"undercity/engine"
)

// answerRecord is one searched answer of a counted seat, beside the rules
// of thumb's scores of the decision's distinct moves (--answers): the
// data a model of how a searching player answers is fitted on (how far
// from the rules of thumb's best it goes, by how far the scores are
// apart), where thumb_agreement keeps only the place.
type answerRecord struct {
	Game   int    `json:"game"`
	Level  string `json:"level"`
	Kind   string `json:"kind"`
	Living int    `json:"living"` // players still in the game
	// Scores are the rules of thumb's scores of the distinct moves, in
	// the options' order (copies of a move count once, at the first).
	Scores []float64 `json:"scores"`
	// LetsGo marks the moves that let the moment go by (a pass, the end
	// of a step).
	LetsGo []bool `json:"lets_go"`
	Chosen int    `json:"chosen"` // the search's answer, an index into Scores
}

// noteAnswer keeps the searched answer mine (a move id) to d, whose moves
// are d.Moves() and the rules of thumb's scores of them scores, for
// --answers.
func (r *gameResult) noteAnswer(level string, s *engine.State, d engine.Decision, scores []float64, mine uint64) {
	rec := answerRecord{Level: level, Kind: string(d.Kind), Living: livingIn(s), Chosen: -1}
	var ids []uint64
	for i := range d.Options {
		id := s.MoveID(&d, &d.Options[i])
		if slices.Contains(ids, id) {
			continue
		}
		if id == mine {
			rec.Chosen = len(ids)
		}
		ids = append(ids, id)
		rec.Scores = append(rec.Scores, scores[i])
		rec.LetsGo = append(rec.LetsGo, ai.LetsGo(&d.Options[i]))
	}
	if rec.Chosen >= 0 {
		r.answers = append(r.answers, rec)
	}
}

// livingIn counts the players still in game s.
func livingIn(s *engine.State) int {
	n := 0
	for q := range s.Players {
		if !s.Players[q].Out {
			n++
		}
	}
	return n
}

// openAnswers creates the --answers file before any game is played, so a
// path that cannot be written fails at once, not after the games.
func openAnswers(path string) (*os.File, error) {
	f, err := os.Create(path)
	if err != nil {
		return nil, fmt.Errorf("--answers: %v", err)
	}
	return f, nil
}

// writeAnswers writes the finished games' answers to f, a JSON object a
// line, in the order of the games, and closes it.
func writeAnswers(f *os.File, finished []gameResult) error {
	w := bufio.NewWriter(f)
	enc := json.NewEncoder(w)
	for _, r := range finished {
		for _, a := range r.answers {
			a.Game = r.game
			if err := enc.Encode(a); err != nil {
				f.Close()
				return fmt.Errorf("--answers: %v", err)
			}
		}
	}
	if err := w.Flush(); err != nil {
		f.Close()
		return fmt.Errorf("--answers: %v", err)
	}
	if err := f.Close(); err != nil {
		return fmt.Errorf("--answers: %v", err)
	}
	return nil
}
