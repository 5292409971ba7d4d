package gambletable

import (
	"sort"

	"undercity/engine/gamble"
)

// The viewer's decision as buttons, clickable cards, spokes and districts.
// Options are read by their typed fields (Verb, Card, Value, Game,
// Variants, Total), never by key or label.

// options fills the buttons and marks what can be clicked.
func (v *View) options(m *Model) {
	if !m.Mine {
		return
	}
	d := m.Decision
	switch d.Kind {
	case gamble.DecChooseGame:
		v.chooseGame(m)
		return
	case gamble.DecBet:
		v.bet(m)
		return
	}
	v.cardOptions(m)
	var rest []gamble.Option
	for _, o := range d.Options {
		if !v.onCard(m, o) {
			rest = append(rest, o)
		}
	}
	if v.Selected != gamble.NoCard {
		// The selected card's ways of playing that have no place to click.
		for _, o := range d.Options {
			if o.Card == v.Selected && !v.hasTarget(o) {
				rest = append(rest, o)
			}
		}
		m.Buttons = append(m.Buttons, Button{Label: "Cancel", Act: ActUnselect})
	}
	for _, o := range rest {
		m.Buttons = append(m.Buttons, Button{Label: o.Label, Key: o.Key})
	}
	v.placeButtons(m)
}

// inHand reports whether a card is in the viewer's hand.
func (v *View) inHand(id gamble.CardID) bool {
	if v.Viewer < 0 {
		return false
	}
	for _, c := range v.State.Players[v.Viewer].Hand {
		if c == id {
			return true
		}
	}
	return false
}

// hasTarget: the option is answered by clicking a district or a spoke.
func (v *View) hasTarget(o gamble.Option) bool {
	return o.Verb == gamble.VerbBuild || o.Verb == gamble.VerbSpoke
}

// onCard reports whether an option is answered by clicking a card of the
// viewer's hand (alone, or with a district or spoke after it).
func (v *View) onCard(m *Model, o gamble.Option) bool {
	return o.Card != gamble.NoCard && v.inHand(o.Card)
}

// optionsFor are the options of a card of the viewer's hand.
func optionsFor(d gamble.Decision, id gamble.CardID) []gamble.Option {
	var out []gamble.Option
	for _, o := range d.Options {
		if o.Card == id {
			out = append(out, o)
		}
	}
	return out
}

// cardOptions marks the hand cards with options, and the districts or
// spokes the selected card may go to.
func (v *View) cardOptions(m *Model) {
	viewer := &m.Seats[0]
	for i := range viewer.Cards {
		c := &viewer.Cards[i]
		c.Clickable = len(optionsFor(m.Decision, c.ID)) > 0
	}
	if v.Selected == gamble.NoCard {
		return
	}
	for _, o := range optionsFor(m.Decision, v.Selected) {
		if o.Verb == gamble.VerbSpoke && o.Value < len(m.Spokes) {
			m.Spokes[o.Value].Target = true
		}
	}
}

// Targets are the districts of the viewer's city the selected card may be
// built on, with their rectangles.
func (m *Model) Targets(sel gamble.CardID) map[int]Rect {
	out := map[int]Rect{}
	if !m.Mine || sel == gamble.NoCard {
		return out
	}
	g := m.Seats[0].CityGrid
	for _, o := range optionsFor(m.Decision, sel) {
		if o.Verb == gamble.VerbBuild {
			k := o.Value
			out[k] = rect(g.X+float32(k%gamble.CityBoard)*cityCellW, g.Y+float32(k/gamble.CityBoard)*cityCellH, cityCellW, cityCellH)
		}
	}
	return out
}

// raises are the decision's raise options, smallest first.
func raises(d gamble.Decision) []gamble.Option {
	var out []gamble.Option
	for _, o := range d.Options {
		if o.Verb == gamble.VerbRaise {
			out = append(out, o)
		}
	}
	sort.Slice(out, func(a, b int) bool { return out[a].Total < out[b].Total })
	return out
}

// bet lays out a Betting Round turn in fixed places: Fold, Check or
// Call, the raise picker (−, the raise, +) and All In. A button not
// offered now keeps its place, drawn off (ActNone), so that a place never
// changes meaning between two turns (Check does not become Fold).
func (v *View) bet(m *Model) {
	d := m.Decision
	slot := func(label string, verbs ...gamble.Verb) {
		for _, o := range d.Options {
			for _, verb := range verbs {
				if o.Verb == verb {
					m.Buttons = append(m.Buttons, Button{Label: o.Label, Key: o.Key})
					return
				}
			}
		}
		m.Buttons = append(m.Buttons, Button{Label: label, Act: ActNone})
	}
	slot("Fold", gamble.VerbFold)
	slot("Check", gamble.VerbCheck, gamble.VerbCall)
	if rs := raises(d); len(rs) > 0 {
		i := v.RaiseAt
		if i < 0 || i >= len(rs) {
			i = 0
		}
		m.RaiseLabel = rs[i].Label
		m.Buttons = append(m.Buttons, Button{Label: "−", Act: ActRaiseDown, On: i > 0},
			Button{Label: rs[i].Label, Key: rs[i].Key},
			Button{Label: "+", Act: ActRaiseUp, On: i < len(rs)-1})
	} else {
		m.Buttons = append(m.Buttons, Button{Label: "−", Act: ActRaiseDown}, Button{Label: "Raise", Act: ActNone}, Button{Label: "+", Act: ActRaiseUp})
	}
	slot("All In", gamble.VerbAllIn)
	v.placeButtons(m)
}

// chooseGame lays out the Starting Player's choice of game: the games
// offered, the chosen game's variants, and the button that deals it.
func (v *View) chooseGame(m *Model) {
	d := m.Decision
	var games []gamble.GameID
	seen := map[gamble.GameID]bool{}
	for _, o := range d.Options {
		if !seen[o.Game] {
			seen[o.Game] = true
			games = append(games, o.Game)
		}
	}
	if v.PickGame < 0 || v.PickGame >= len(games) {
		v.PickGame = 0
	}
	w := float32(centreW-2*buttonGap) / 3
	for i, g := range games {
		r := rect(centreX+float32(i%3)*(w+buttonGap), chooseGameTop+float32(i/3)*48, w, 40)
		m.Buttons = append(m.Buttons, Button{Label: GameTitle(g), Rect: r, Act: ActPickGame, Index: i, On: i == v.PickGame})
	}
	g := games[v.PickGame]
	m.Game, m.Variants = g, v.PickVars&gamble.GameVariants(g) // its rules and variants show at the side
	vars := VariantList(g)
	vw := float32(centreW-buttonGap*float32(max(len(vars)-1, 0))) / float32(max(len(vars), 1))
	for i, x := range vars {
		r := rect(centreX+float32(i)*(vw+buttonGap), chooseGameTop+3*48+8, vw, 40)
		m.Buttons = append(m.Buttons, Button{Label: VariantTitle(x), Rect: r, Act: ActVariant, Index: int(x), On: v.PickVars&x != 0,
			Tip: VariantTip(g, x)})
	}
	for _, o := range d.Options {
		if o.Game == g && o.Variants == v.PickVars&gamble.GameVariants(g) {
			m.Buttons = append(m.Buttons, Button{Label: "Deal " + GameTitle(g), Rect: rect(barX, barY, 320, barH), Key: o.Key})
		}
	}
}

// placeButtons puts the buttons without a place in the decision bar, a
// page at a time ("More" pages on).
func (v *View) placeButtons(m *Model) {
	var bar []int
	for i, b := range m.Buttons {
		if b.Rect.W == 0 {
			bar = append(bar, i)
		}
	}
	if len(bar) == 0 {
		return
	}
	per := buttonsPerPageWant
	if len(bar) <= per {
		v.Page = 0
	}
	pages := (len(bar) + per - 1) / per
	if v.Page >= pages {
		v.Page = 0
	}
	shown := bar[min(v.Page*per, len(bar)):min((v.Page+1)*per, len(bar))]
	slotsN := len(shown)
	if pages > 1 {
		slotsN++
	}
	w := (float32(barW) - buttonGap*float32(slotsN-1)) / float32(slotsN)
	var out []Button
	for i, b := range m.Buttons {
		if b.Rect.W != 0 {
			out = append(out, b)
			continue
		}
		for k, j := range shown {
			if j == i {
				b.Rect = rect(barX+float32(k)*(w+buttonGap), barY, w, barH)
				out = append(out, b)
			}
		}
	}
	if pages > 1 {
		out = append(out, Button{Label: "More…", Act: ActPage, Rect: rect(barX+float32(slotsN-1)*(w+buttonGap), barY, w, barH)})
	}
	m.Buttons = out
}

// Click handles a click at (x, y) on the table: it changes the view (the
// raise picked, the card selected, the page, the game chosen) and returns
// the key of the option it answers, or "".
func (v *View) Click(m *Model, x, y int) string {
	v.Why = ""
	for _, b := range m.Buttons {
		if !b.Rect.Contains(x, y) {
			continue
		}
		switch b.Act {
		case ActAnswer:
			return b.Key
		case ActRaiseDown:
			v.RaiseAt = max(0, v.RaiseAt-1)
		case ActRaiseUp:
			v.RaiseAt = min(len(raises(m.Decision))-1, max(v.RaiseAt, 0)+1)
		case ActPage:
			v.Page++
		case ActPickGame:
			v.PickGame, v.PickVars = b.Index, 0
		case ActVariant:
			v.PickVars ^= gamble.Variants(b.Index)
		case ActUnselect:
			v.Selected = gamble.NoCard
		}
		return ""
	}
	if !m.Mine {
		return ""
	}
	if key := v.clickTarget(m, x, y); key != "" {
		return key
	}
	v.Why = v.whyNotSpoke(m, x, y)
	return v.clickCard(m, x, y)
}

// whyNotSpoke says why a click on a spoke of The Wheel plays nothing: no
// card is picked, the spoke is marked, or it is neither the card's own
// spoke nor a neighbour ("" when no spoke was clicked or it is legal).
func (v *View) whyNotSpoke(m *Model, x, y int) string {
	if m.Decision.Kind != gamble.DecWheel {
		return ""
	}
	for _, sp := range m.Spokes {
		if !sp.Card.Contains(x, y) || sp.Target {
			continue
		}
		spoke := "the " + sp.Rank.String() + " spoke"
		if v.Selected == gamble.NoCard {
			for _, o := range m.Decision.Options {
				if o.Verb == gamble.VerbSpoke {
					return "Pick a card from your hand first, then click a lit spoke"
				}
			}
			return "" // the decision is not about playing to a spoke
		}
		if sp.Marked && m.Variants&gamble.VarSuccessive != 0 {
			return "No card may go on " + spoke + ": it is marked by an earlier game"
		}
		c := gamble.Face(v.Selected)
		if c.Kind == gamble.KindDragon {
			return "The Dragon may not go on " + spoke
		}
		return "A " + c.Rank.String() + " goes on its own spoke or a neighbouring one, not on " + spoke
	}
	return ""
}

// clickTarget answers a district or spoke click for the selected card.
func (v *View) clickTarget(m *Model, x, y int) string {
	if v.Selected == gamble.NoCard {
		return ""
	}
	for k, r := range m.Targets(v.Selected) {
		if r.Contains(x, y) {
			for _, o := range optionsFor(m.Decision, v.Selected) {
				if o.Verb == gamble.VerbBuild && o.Value == k {
					v.Selected = gamble.NoCard
					return o.Key
				}
			}
		}
	}
	for _, sp := range m.Spokes {
		if sp.Target && sp.Card.Contains(x, y) {
			for _, o := range optionsFor(m.Decision, v.Selected) {
				if o.Verb == gamble.VerbSpoke && o.Value == sp.Index {
					v.Selected = gamble.NoCard
					return o.Key
				}
			}
		}
	}
	return ""
}

// clickCard answers a hand card's only option, or selects the card to
// choose among its options. The topmost card under the cursor is the one
// clicked (later cards overlap earlier ones).
func (v *View) clickCard(m *Model, x, y int) string {
	cards := m.Seats[0].Cards
	for i := len(cards) - 1; i >= 0; i-- {
		c := cards[i]
		if !c.Rect.Contains(x, y) || !c.Clickable {
			continue
		}
		opts := optionsFor(m.Decision, c.ID)
		if len(opts) == 1 && !v.hasTarget(opts[0]) {
			return opts[0].Key
		}
		if v.Selected == c.ID {
			v.Selected = gamble.NoCard
		} else {
			v.Selected = c.ID
		}
		v.Page = 0
		return ""
	}
	return ""
}
