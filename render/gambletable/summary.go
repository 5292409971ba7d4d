package gambletable

import (
	"strconv"
	"strings"

	"undercity/engine/gamble"
)

// SessionSummary says in one line where a session stands, for the setup
// screen's "Your last session": the game and its number (in Adventurer's
// Choice the round too), then each player's money in the booklet's word,
// with their Loan and Debt Markers:
//
//	Rogues and Warriors, game 2 of 5. Money: Player 1 48, Gambler 2 52.
func SessionSummary(s *gamble.State) string {
	var b strings.Builder
	n := strconv.Itoa
	game := "game " + n(max(s.Played, 1))
	if s.Setup.Games > 0 {
		game += " of " + n(s.Setup.Games)
	}
	if s.Setup.Game == gamble.AdventurersChoice {
		round := 1
		if seats := len(s.Players); s.Chosen > 0 && seats > 0 {
			round = (s.Chosen-1)/seats + 1
		}
		b.WriteString("Adventurer's Choice, round " + n(round) + " of " + n(s.Setup.Rounds) + ", ")
		switch s.Phase {
		case gamble.PhaseLoans:
			game = "loans before game " + n(s.Played+1)
		case gamble.PhaseChooseGame:
			game += " to be chosen"
		default:
			game = GameTitle(s.Game) + ", " + game
		}
	} else {
		game = GameTitle(s.Game) + ", " + game
	}
	b.WriteString(game)
	if s.Over {
		b.WriteString(", over")
	}
	b.WriteString(". Money: ")
	for q := range s.Players {
		if q > 0 {
			b.WriteString(", ")
		}
		b.WriteString(s.Name(q) + " " + n(s.Players[q].Money))
		var marks []string
		if l := int(s.Loans[q]); l > 0 {
			marks = append(marks, n(l)+" "+plural(l, "Loan Marker"))
		}
		if d := int(s.Debts[q]); d > 0 {
			marks = append(marks, n(d)+" "+plural(d, "Debt Marker"))
		}
		if len(marks) > 0 {
			b.WriteString(" (" + strings.Join(marks, ", ") + ")")
		}
	}
	b.WriteString(".")
	return b.String()
}

func plural(k int, word string) string {
	if k == 1 {
		return word
	}
	return word + "s"
}
