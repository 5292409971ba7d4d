package card_test

import (
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"

	"undercity/engine/card"
)

// Card text is the contract: every "up to N <things>" in a card's text is
// the cap of the effect it describes, and every capped effect says so.

var upToRe = regexp.MustCompile(`(?i)\bup to (\w+) ([A-Za-z ]+?)\b(?:from|as|\.|,|;|$)`)

var upToWords = map[string]int{"1": 1, "one": 1, "2": 2, "two": 2, "3": 3, "three": 3, "4": 4, "four": 4}

// caps lists the "up to" caps a card's effects have, keyed by what they count.
func caps(modes []card.Mode) map[string][]int {
	out := map[string][]int{}
	var walk func(es []card.Effect)
	walk = func(es []card.Effect) {
		for _, e := range es {
			if e.At != nil && e.At.Kind == "other_players" {
				n, _ := strconv.Atoi(e.At.Arg)
				out["players"] = append(out["players"], n)
			}
			if e.Op == "plot" && len(e.Args) > 0 && e.Args[0].IsNum {
				out["cards"] = append(out["cards"], e.Args[0].Num)
			}
			walk(e.Sub)
			for _, b := range e.Branches {
				walk(b.Effects)
			}
		}
	}
	for _, m := range modes {
		if m.Target != nil && m.Target.Kind == "other_players" {
			n, _ := strconv.Atoi(m.Target.Arg)
			out["players"] = append(out["players"], n)
		}
		for _, cl := range m.Clauses {
			if cl.Modifier == card.ModRevealPet && cl.IsX && cl.Max > 0 {
				out["Pet"] = append(out["Pet"], cl.Max)
			}
			if cl.Modifier == card.ModSpendMomentum && cl.IsX && cl.Max > 0 {
				out["Momentum"] = append(out["Momentum"], cl.Max)
			}
			walk(cl.Effects)
		}
	}
	return out
}

// upToKind names what an "up to N <things>" phrase counts.
func upToKind(things string) string {
	switch {
	case strings.Contains(things, "Pet"):
		return "Pet"
	case strings.Contains(things, "Momentum"):
		return "Momentum"
	case strings.Contains(things, "player"):
		return "players"
	case strings.Contains(things, "card"):
		return "cards"
	}
	return things
}

func upToProblems(text string, modes []card.Mode) []string {
	var probs []string
	have := caps(modes)
	said := map[string]bool{}
	for _, m := range upToRe.FindAllStringSubmatch(text, -1) {
		n, ok := upToWords[strings.ToLower(m[1])]
		kind := upToKind(m[2])
		said[kind] = true
		switch {
		case !ok:
			probs = append(probs, "\"up to "+m[1]+"\": not a number")
		case !containsN(have[kind], n):
			probs = append(probs, "says \"up to "+m[1]+" "+m[2]+"\" but no effect on "+kind+" is capped at "+strconv.Itoa(n))
		}
	}
	for kind := range have {
		if !said[kind] && (kind == "Pet" || kind == "Momentum") {
			probs = append(probs, "an X capped on "+kind+" but the text says no \"up to\"")
		}
	}
	return probs
}

func containsN(xs []int, n int) bool {
	for _, x := range xs {
		if x == n {
			return true
		}
	}
	return false
}

func TestUpToCapsAgreeWithText(t *testing.T) {
	lib := loadData(t)
	found := 0
	for _, d := range lib.Cards() {
		found += len(upToRe.FindAllString(d.Text, -1))
		for _, p := range upToProblems(d.Text, d.Modes) {
			t.Errorf("%s (%s): %s\n  text: %s\n  summary: %s", d.ID, d.Title, p, d.Text, d.Summary)
		}
	}
	assert.GreaterOrEqual(t, found, 4, "the cards' \"up to\" phrases are found")
}

func TestUpToCheckCatchesAnUncappedX(t *testing.T) {
	modes := func(summary string) []card.Mode {
		ms, _, err := card.ParseSummary(summary)
		if err != nil {
			t.Fatal(err)
		}
		return ms
	}
	text := "Pick another player. They lose 1 Fortitude. You may reveal up to 2 Pet Cards from your hand as you play this."
	assert.NotEmpty(t, upToProblems(text, modes("type=Action; timing=action_phase; target=another_player; lose_fortitude(1); reveal_pet(X): lose_fortitude(X)")))
	assert.NotEmpty(t, upToProblems(text, modes("type=Action; timing=action_phase; target=another_player; lose_fortitude(1); reveal_pet(X<=3): lose_fortitude(X)")))
	assert.Empty(t, upToProblems(text, modes("type=Action; timing=action_phase; target=another_player; lose_fortitude(1); reveal_pet(X<=2): lose_fortitude(X)")))
	assert.NotEmpty(t, upToProblems("Draw 2 cards. Then Plot up to 2 cards from your hand.", modes("type=Action; timing=action_phase; target=self; draw(2); plot(3)")))
}
