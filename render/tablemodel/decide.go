package tablemodel

import "undercity/engine"

// The option kinds the table treats specially, by the engine's verbs.
func isPass(o engine.Option) bool     { return o.Verb == engine.VerbPass || o.Verb == engine.VerbDone }
func isPotion(o engine.Option) bool   { return o.Verb == engine.VerbPotion }
func isTeammate(o engine.Option) bool { return o.Verb == engine.VerbTeammate }

// potionLabels are the short names of the potion effects.
var potionLabels = map[engine.Word]string{engine.WordFort: "+6 Fortitude", engine.WordAlc: "−6 Alcohol", engine.WordGold: "+3 Gold"}

// potionLabel is a potion option's label in the choices by a token.
func potionLabel(o engine.Option) string {
	if l := potionLabels[o.Word]; l != "" {
		return l
	}
	return o.Label
}

// reward returns the options of Otto's pass-out reward (Gold from the
// Inn, two cards), -1 when the decision is not one.
func reward(d engine.Decision) (gold, draw int) {
	gold, draw = -1, -1
	for i, o := range d.Options {
		switch {
		case o.Verb == engine.VerbReward && o.Word == engine.WordGold:
			gold = i
		case o.Verb == engine.VerbReward && o.Word == engine.WordDraw:
			draw = i
		}
	}
	return gold, draw
}

// decide works out how the pending decision is asked of the viewer: the
// cards and mats to click and the buttons of the bar.
func (m *Model) decide() {
	m.prepareTakeBack()
	if !m.Mine {
		m.Picker = engine.NoCard
		return
	}
	d := m.Dec
	hand := map[engine.CardID]bool{}
	for _, id := range m.T.Players[d.Seat].Hand {
		hand[id] = true
	}
	var barIdx []int
	for i, o := range d.Options {
		_, mat := m.OnMat[o.Card]
		switch {
		case m.selectedOption(i):
			// Given by selecting cards and confirming (takeback.go).
		case o.Card != engine.NoCard && (hand[o.Card] || mat):
			m.CardOpts[o.Card] = append(m.CardOpts[o.Card], i)
		case o.Seat >= 0 && o.Card == engine.NoCard:
			m.SeatOpts[int(o.Seat)] = i
			barIdx = append(barIdx, i)
		default:
			barIdx = append(barIdx, i)
		}
		if isPotion(o) {
			m.potions = append(m.potions, i)
		}
	}
	barIdx = m.selectionBar(barIdx)
	if m.Picker != engine.NoCard {
		_, discardable := m.Discardable[m.Picker]
		if opts, ok := m.CardOpts[m.Picker]; ok && (len(opts) > 1 || discardable) {
			m.behind = barIdx
			barIdx = append([]int(nil), opts...)
			if discardable {
				barIdx = append(barIdx, OptToggleDiscard)
			}
			barIdx = append(barIdx, OptCloseList)
		} else {
			m.Picker = engine.NoCard
		}
	}
	m.buildBar(barIdx)
	m.rewardBar()
}

// buildBar lays out the decision buttons, wrapping into rows.
func (m *Model) buildBar(idx []int) {
	const gap, h = 10, BarButtonH
	maxW := float32(TableRight - HandX - 10)
	type item struct {
		label string
		w     float32
		opt   int
	}
	var items []item
	for _, i := range idx {
		label := m.barLabel(i)
		items = append(items, item{label, min(m.Measure(label)+48, maxW), i})
	}
	var rows [][]item
	var cur []item
	var curW float32
	for _, it := range items {
		if len(cur) > 0 && curW+gap+it.w > maxW {
			rows = append(rows, cur)
			cur, curW = nil, 0
		}
		if len(cur) > 0 {
			curW += gap
		}
		cur = append(cur, it)
		curW += it.w
	}
	if len(cur) > 0 {
		rows = append(rows, cur)
	}
	m.BarSpan = Rect{HandX, 0, maxW, 0}
	if len(rows) > TallBarRows {
		m.buildTallBar(idx)
		return
	}
	m.BarRows = len(rows)
	y := float32(HandY - 14 - h*len(rows) - 6*(len(rows)-1))
	n := 0
	for _, row := range rows {
		var rw float32
		for i, it := range row {
			rw += it.w
			if i > 0 {
				rw += gap
			}
		}
		x := HandX + (maxW-rw)/2
		for _, it := range row {
			n++
			hk := 0
			if n <= 9 {
				hk = n
			}
			m.Bar = append(m.Bar, Button{Label: it.label, Rect: Rect{x, y, it.w, h}, Hotkey: hk, Size: 16, Opt: it.opt})
			x += it.w + gap
		}
		y += h + 6
	}
	if len(m.Bar) > 0 {
		m.BarSpan.Y = m.Bar[0].Rect.Y
		m.BarSpan.H = y - 6 - m.BarSpan.Y
	}
}

// TallBarRows is the most rows of full-size decision buttons; a bar that
// needs more (a division of four cards has eight answers) is a column of
// compact buttons (TallBarButtonH, labels at TallBarSize).
const (
	TallBarRows    = 4
	TallBarButtonH = 30
	TallBarSize    = 15
)

// buildTallBar lays the buttons out in one column of compact rows, all
// as wide as the widest, ending above the hand. It stands right of the
// cards being played in the centre (they are what the decision is
// about): when responses over the card leave no room for it there, the
// cards being played close up (overlapping, as a long stack does) so that
// it still does. Only a column too wide to stand beside a single card
// goes to the middle of the table.
func (m *Model) buildTallBar(idx []int) {
	const gap, h = 4, TallBarButtonH
	maxW := float32(TableRight - HandX - 10)
	var w float32
	labels := make([]string, len(idx))
	for k, i := range idx {
		labels[k] = m.barLabel(i)
		w = max(w, m.Measure(labels[k])*TallBarSize/16+40)
	}
	w = min(w, maxW)
	left, right := float32(HandX), float32(TableRight-10)
	if n := len(m.Stack()); n > 0 {
		x, _ := StackPos(n-1, n)
		switch {
		case x+MiniCardW+16+w <= right:
			left = x + MiniCardW + 16
		case StackX+MiniCardW+16+w <= right:
			m.stackEnd = right - 16 - w
			left = m.stackEnd + 16
		}
	}
	x := left + (right-left-w)/2
	n := len(idx)
	y := float32(HandY-14) - float32(n*h+(n-1)*gap)
	m.BarRows = n
	m.BarSpan = Rect{left, y, right - left, float32(n*h + (n-1)*gap)}
	for k, i := range idx {
		hk := 0
		if k < 9 {
			hk = k + 1
		}
		m.Bar = append(m.Bar, Button{Label: labels[k], Rect: Rect{x, y, w, h}, Hotkey: hk, Size: TallBarSize, Opt: i})
		y += h + gap
	}
}

// rewardBar turns Otto's pass-out reward into two large buttons (the
// reason is drawn above them).
func (m *Model) rewardBar() {
	if m.Picker != engine.NoCard {
		return
	}
	gold, draw := reward(m.Dec)
	if gold < 0 || draw < 0 {
		return
	}
	m.Reward = true
	const w, h, gap = 300, 52, 24
	x := float32(HandX+(TableRight-HandX)/2) - w - gap/2
	y := float32(HandY - 14 - h)
	m.Bar = []Button{
		{Label: "Gain 1 Gold from the Inn", Rect: Rect{x, y, w, h}, Hotkey: 1, Size: 20, Opt: gold},
		{Label: "Draw 2 cards", Rect: Rect{x + w + gap, y, w, h}, Hotkey: 2, Size: 20, Opt: draw},
	}
	m.BarRows = 1
}

// RewardBox is where the reason for Otto's pass-out reward is explained:
// right of the Inn and its label.
var RewardBox = Rect{InnArea.X + InnArea.W + 8, BarTop - 150, TableRight - 30 - (InnArea.X + InnArea.W + 8), 88}

// PassOption returns the option that turns the decision down: pass, done
// or the only one (-1: none, or not the viewer's decision). It is what a
// player who lets everything go answers; Space takes only SpaceOption.
func (m *Model) PassOption() int {
	if !m.Mine || m.Selecting {
		return -1 // discarding: only the confirm button draws
	}
	for i, o := range m.Dec.Options {
		if isPass(o) {
			return i
		}
	}
	if len(m.Dec.Options) == 1 {
		return 0
	}
	return -1
}

// ConfirmOption returns the option Enter takes: the lit button's
// (EnterButton); -1 for none, or for the discard's confirm (several answers).
func (m *Model) ConfirmOption() int {
	if k := m.EnterButton(); k >= 0 && m.Bar[k].Opt >= 0 {
		return m.Bar[k].Opt
	}
	return -1
}

// Prompt is the line above the bar: the question, and who is asked when
// it is not the viewer.
func (m *Model) Prompt() string {
	s := m.T
	d, ok := s.Pending()
	if !ok {
		return ""
	}
	prompt := d.Prompt
	if m.Picker != engine.NoCard {
		prompt = "How do you want to play " + s.Title(m.Picker) + "?"
	}
	if !m.Mine {
		if prompt == "" { // another seat's decision: the view tells only its kind
			prompt = othersDecision(s, d)
		}
		return s.Name(d.Seat) + ": " + prompt
	}
	switch {
	case m.Selecting && m.Picker == engine.NoCard:
		prompt += "  (click cards to pick them)"
	case len(m.CardOpts) > 0 && m.Picker == engine.NoCard:
		prompt += "  (click a glowing card)"
	}
	if len(m.SeatOpts) > 0 {
		prompt += "  (or click a player's mat)"
	}
	return prompt
}

// SpaceHint names what Space does ("" when nothing).
func (m *Model) SpaceHint() string {
	if i := m.SpaceOption(); i >= 0 && len(m.Bar) > 0 {
		return "Space: " + m.Dec.Options[i].Label
	}
	return ""
}

// PickLabel names what clicking a glowing mat does: make that player the
// team's Champion, give them the next Action Phase, or pick them.
func (m *Model) PickLabel() string {
	switch {
	case m.Dec.Kind == engine.DecChampion:
		return "Make Champion"
	case len(m.Dec.Options) > 0 && isTeammate(m.Dec.Options[0]):
		return "Goes next"
	}
	return "Click to pick"
}

// PotionOptions lists the decision's Potion Token options, when the
// viewer decides.
func (m *Model) PotionOptions() []int { return m.potions }

// Playable reports whether a card can be clicked now.
func (m *Model) Playable(id engine.CardID) bool {
	_, discardable := m.Discardable[id]
	return len(m.CardOpts[id]) > 0 || discardable
}

// othersWords say what another seat is deciding, by its kind: the view
// gives another seat's decision without its prompt, which may name cards
// only the decider sees.
var othersWords = map[engine.DecisionKind]string{
	engine.DecDiscard:   "discards and draws",
	engine.DecPlot:      "may Plot a card",
	engine.DecAction:    "takes an Action",
	engine.DecOrder:     "orders a Drink",
	engine.DecDrink:     "drinks",
	engine.DecRespond:   "may respond",
	engine.DecGamble:    "gambles",
	engine.DecTarget:    "picks a player",
	engine.DecChoose:    "chooses",
	engine.DecCost:      "may pay a cost",
	engine.DecPick:      "picks a card",
	engine.DecSplit:     "picks who splits the Drink",
	engine.DecChampion:  "picks a Champion",
	engine.DecLastCall:  "has one last chance",
	engine.DecPrize:     "picks a Prize",
	engine.DecPlanter:   "picks a Mushroom to discard",
	engine.DecMay:       "decides",
	engine.DecTreat:     "may treat a Patient",
	engine.DecPotion:    "may use a Potion Token",
	engine.DecDrinkPick: "picks a Drink",
	engine.DecWages:     "pays a Minion's Wages or lets it go",
	engine.DecBid:       "bids",
	engine.DecForm:      "takes a form card",
	engine.DecDivide:    "divides the cards",
	engine.DecPile:      "takes a pile",
	engine.DecBorrow:    "may borrow a card",
}

// othersDecision says what another seat decides: its kind, and the card
// it is about when the viewer sees it ("may respond to Feel the heat of
// the Nine Hells!").
func othersDecision(s *Table, d engine.Decision) string {
	w, ok := othersWords[d.Kind]
	if !ok {
		w = "decides"
	}
	if d.About != engine.NoCard && s.Sees(d.About) {
		switch d.Kind {
		case engine.DecRespond:
			w += " to " + s.Title(d.About)
		case engine.DecAction, engine.DecGamble, engine.DecDiscard, engine.DecPlot, engine.DecOrder, engine.DecDrink:
		default:
			w += " (" + s.Title(d.About) + ")"
		}
	}
	return w
}
