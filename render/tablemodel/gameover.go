package tablemodel

import (
	"strconv"
	"strings"
)

// GameOver returns the game-over dialog's title and the line under it:
// who won and how, for a sole winner, a winning team, a tie between
// players who went out at once, and a game with no winner.
func GameOver(s *Table) (title, sub string) {
	turns := strconv.Itoa(int(s.TurnNo)) + " turn"
	if s.TurnNo != 1 {
		turns += "s"
	}
	var names []string
	out := true
	for _, w := range s.Winners {
		names = append(names, s.Name(int(w)))
		out = out && s.Players[w].Out
	}
	switch {
	case len(names) == 0:
		return "Nobody wins", "Everyone went out at once after " + turns + "."
	case len(names) == 1:
		return names[0] + " wins!", "The last one standing at the table after " + turns + "."
	case s.TeamWon:
		return strings.Join(names, " & ") + " win!", "The last team standing at the table after " + turns + "."
	case out:
		return "A tie: " + strings.Join(names, " & "), "They went out together after " + turns + ": nobody is left standing."
	}
	return "A tie: " + strings.Join(names, " & "), "The game was stopped after " + turns + " with them still standing."
}
