package tablemodel

import (
	"fmt"
	"regexp"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"undercity/engine"
	"undercity/game"
	"undercity/game/tutorial"
	"undercity/render/art/icon"
)

// A lesson's caption speaks of what the learner's table shows, and the
// step's outline and arrow agree with it: what the caption names (a
// button, a card in quotes, a part of a mat, the pot) is on the table,
// the outline is on one of them, and the arrow hides none of them, nor
// any player's name, the prompt or a card in play; a caption that says to
// end a phase outlines the button that ends it; where the caption puts a
// thing ("at the foot of your mat") is where it is drawn; the pictures it
// names are the icons the cards show.
func TestEveryLessonCaptionMatchesTheTable(t *testing.T) {
	c, err := game.Content()
	require.NoError(t, err)
	ls, err := tutorial.Lessons()
	require.NoError(t, err)
	titles := map[string]bool{}
	for _, d := range c.Defs {
		titles[d.Title] = true
	}
	for _, l := range ls {
		t.Run(l.ID, func(t *testing.T) {
			k := 0
			_, err := tutorial.Walk(c, l, func(s *engine.State, d engine.Decision, st tutorial.Step, opt int) error {
				k++
				m := newModel(s, View{Bottom: l.Learner, HandSeat: l.Learner, Mine: true})
				r, ok := m.LessonTarget(st.Target, l.Learner, opt)
				if !ok {
					return nil // TestEveryLessonTargetIsOnTheTable
				}
				assert.NoError(t, checkCaption(m, s, d, st, l.Learner, r, titles), "the learner's step %d", k)
				return nil
			})
			require.NoError(t, err)
		})
	}
}

// named is a thing a caption names, and where it is drawn.
type named struct {
	what string
	at   Rect
}

var (
	quoted = regexp.MustCompile(`"([^"]+)"`)
	// Words that tell the learner to end a phase.
	endPhase = regexp.MustCompile(`(?i)\bend (your|the) ([A-Za-z! ]+ )?phase\b|\bend discard and draw\b|\bend your discarding\b`)
	// Where a caption puts a thing, against the learner's mat.
	matPlace = regexp.MustCompile(`(?i)\b(above|under|below|beneath|on|in|at the foot of) your mat\b`)
	// The parts of the table a caption may name, with the target that
	// shows each.
	areas = []struct {
		words *regexp.Regexp
		kind  string
	}{
		{regexp.MustCompile(`(?i)\byour (own )?Drink Me! pile\b`), tutorial.TargetDrinkMe},
		{regexp.MustCompile(`\b(Planter Box|Momentum track|Hellfire token|Blood Tokens)\b`), tutorial.TargetComponent},
		{regexp.MustCompile(`(?i)\bthe heading\b`), tutorial.TargetPhase},
		{regexp.MustCompile(`\bDungeon Event Deck\b`), tutorial.TargetDungeon},
		{regexp.MustCompile(`\bPotion Token\b`), tutorial.TargetPotions},
		{regexp.MustCompile(`\b(the pot|Round of Gambling)\b`), tutorial.TargetRound},
	}
	// The cards a caption may tell apart by an icon, with the icon.
	iconCards = map[string]icon.Kind{"Boss Card": icon.Boss, "Pet Card": icon.Pet}
)

func checkCaption(m *Model, s *engine.State, d engine.Decision, st tutorial.Step, learner int, r Rect, titles map[string]bool) error {
	text := st.Caption
	var things []named
	players := map[string]bool{}
	for q := range s.Players {
		players[s.Name(q)] = true
	}
	for _, b := range m.Bar {
		// A button named after a player picks them: the caption names the
		// player, whose mat is clicked as well.
		if !players[b.Label] && namesLabel(text, b.Label) {
			things = append(things, named{"the button " + b.Label, b.Rect})
		}
	}
	if endPhase.MatchString(text) {
		done := s.FindOption(d, engine.OptionMatch{Verb: "done"})
		at, ok := m.OptionRect(done)
		if done < 0 || !ok {
			return fmt.Errorf("%q: no button ends the phase", text)
		}
		if at != r {
			return fmt.Errorf("%q: the outline is at %v, not on the button that ends the phase at %v", text, r, at)
		}
		things = append(things, named{"the button that ends the phase", at})
	}
	for _, q := range quoted.FindAllStringSubmatch(text, -1) {
		if !titles[q[1]] {
			continue // not a card's title
		}
		at := cardsOnTable(m, q[1])
		if len(at) == 0 {
			return fmt.Errorf("%q: %q is not on the table", text, q[1])
		}
		for _, r := range at {
			things = append(things, named{"the card " + q[1], r})
		}
	}
	for _, a := range areas {
		if w := a.words.FindString(text); w != "" {
			if at, ok := m.LessonTarget(tutorial.Target{Kind: a.kind}, learner, -1); ok {
				things = append(things, named{w, at})
			}
		}
	}
	if len(things) > 0 {
		on := false
		for _, th := range things {
			on = on || inside(r, th.at) || inside(th.at, r)
		}
		if !on {
			return fmt.Errorf("%q: the outline at %v is on none of what it names (%v)", text, r, things)
		}
	}
	b := m.LessonArrow(r).Bounds()
	for _, th := range things {
		if hides(b, th.at) && !inside(th.at, r) {
			return fmt.Errorf("%q: the arrow at %v hides %s", text, b, th.what)
		}
	}
	for _, w := range m.Words() {
		if hides(b, w) && !inside(w, r) {
			return fmt.Errorf("%q: the arrow at %v hides the words at %v", text, b, w)
		}
	}
	for _, c := range m.CardsInPlay() {
		if hides(b, c) && !inside(c, r) && !inside(r, c) {
			return fmt.Errorf("%q: the arrow at %v hides the card in play at %v", text, b, c)
		}
	}
	if p := matPlace.FindStringSubmatch(text); p != nil {
		mat := m.Mats[learner]
		var ok bool
		switch strings.ToLower(p[1]) {
		case "above":
			ok = r.Y+r.H <= mat.Y
		case "under", "below", "beneath":
			ok = r.Y >= mat.Y+mat.H
		case "on", "in":
			ok = inside(r, mat)
		default: // at the foot of
			ok = inside(r, mat) && r.Y >= mat.Y+mat.H/2
		}
		if !ok {
			return fmt.Errorf("%q: the outline at %v is not %s the mat at %v", text, r, p[0], mat)
		}
	}
	for noun, k := range iconCards {
		looks := []*regexp.Regexp{
			regexp.MustCompile(`(?i)\bcards? with (?:an? |the )?([\w ]+?) (?:are|is) (?:an? )?` + noun),
			regexp.MustCompile(noun + `s? shows? (?:an? |the )?([\w ]+?)(?: and\b|,|\.|$)`),
		}
		for _, look := range looks {
			if p := look.FindStringSubmatch(text); p != nil && !strings.Contains(p[1], k.Shape()) {
				return fmt.Errorf("%q: %ss are marked with a %s, not %s", text, noun, k.Shape(), p[1])
			}
		}
	}
	return nil
}

// namesLabel reports whether text names a button by its label, as a whole
// phrase: a label of one word with its capital ("Pass", not "pass out"),
// a longer one in any case ("end your Action Phase").
func namesLabel(text, label string) bool {
	flags := "(?i)"
	if !strings.Contains(label, " ") {
		flags = ""
	}
	return regexp.MustCompile(flags + `(^|[^\pL])` + regexp.QuoteMeta(label) + `($|[^\pL])`).MatchString(text)
}

// cardsOnTable is where the cards of that title are drawn: in the hand,
// on a mat, being played, in the Round of Gambling, as a Drink, in a hand
// shown face up, or on a button that chooses it.
func cardsOnTable(m *Model, title string) []Rect {
	var out []Rect
	is := func(id engine.CardID) bool { return id != engine.NoCard && m.T.Def(id).Title == title }
	for _, h := range m.Hand {
		if is(h.ID) {
			out = append(out, h.Rect)
		}
	}
	for id, mc := range m.OnMat {
		if is(id) {
			out = append(out, mc.Rect)
		}
	}
	for i, pl := range m.Stack() {
		if is(pl.Card) {
			x, y := m.StackPos(i)
			out = append(out, Rect{x, y, MiniCardW, MiniCardH})
		}
	}
	for _, rc := range m.RoundCards {
		if is(rc.ID) {
			out = append(out, rc.Rect)
		}
	}
	for _, td := range m.Drinks {
		for k, id := range td.Cards {
			if is(id) {
				out = append(out, td.Rects[k])
			}
		}
	}
	for _, mh := range m.MateHands {
		for k, id := range mh.Cards {
			if is(id) {
				out = append(out, mh.Rects[k])
			}
		}
	}
	for _, b := range m.Bar {
		if b.Opt >= 0 && b.Opt < len(m.Dec.Options) && is(m.Dec.Options[b.Opt].Card) {
			out = append(out, b.Rect) // a card to choose, on its button
		}
	}
	return out
}
