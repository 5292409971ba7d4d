package online

import (
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/tinne26/etxt"

	"undercity/engine/gamble"
	"undercity/game/online"
	"undercity/render/gambletable"
	"undercity/render/ui"
)

// gambleOpts are the options of an online gambling table the host
// chooses on the Online screen, as the local gambling New Game offers
// them: the game's variants (or the rounds of Adventurer's Choice), the
// number of games (or until one is left), the minimum raise, the Split
// Rule, Playing for Shares and the share. They stand in a column right of
// the seats.
type gambleOpts struct {
	vars          gamble.Variants
	games, rounds int // games 0: until one player is left with money to ante
	shares        bool
	share         int
	minRaise      bool
	split         gamble.SplitRule
	chooseSplit   bool // the Starting Player picks the Split Rule

	game                   gamble.GameID // the game the chips are laid out for
	varChips               []*ui.Chip
	varList                []gamble.Variants
	down, up               *ui.Chip // games, or rounds of Adventurer's Choice
	minRaiseChip           *ui.Chip
	splitChip              *ui.Chip // cycles the rules, then the Starting Player picking
	sharesChip             *ui.Chip
	shareDown, shareUp     *ui.Chip
	stepperY, shareY       float32
	stepperText, shareText string
}

// Limits of the steppers.
const (
	onlineMaxGames = 20
	onlineGames    = 3 // the server's default
)

// gambleOptsX is where the options column starts, and the seats' width
// beside it.
var (
	gambleOptsX      = onlinePanelR.X + 630
	gambleOptsW      = onlinePanelR.X + onlinePanelR.W - 30 - gambleOptsX
	gambleSeatsWidth = gambleOptsX - 20 - (onlinePanelR.X + 14)
)

func newGambleOpts() *gambleOpts {
	chip := func(label string, w float32) *ui.Chip {
		return &ui.Chip{Label: label, Rect: ui.Rect{W: w, H: 38}, Size: 16}
	}
	return &gambleOpts{games: onlineGames, rounds: gambletable.DefaultRounds, share: gambletable.DefaultShare,
		down: chip("−", 48), up: chip("+", 48), sharesChip: chip("Playing for Shares", gambleOptsW),
		minRaiseChip: chip("Minimum raise", gambleOptsW), splitChip: chip("", gambleOptsW),
		shareDown: chip("−", 48), shareUp: chip("+", 48), game: "-"}
}

// layout places the chips for game g.
func (o *gambleOpts) layout(g gamble.GameID) {
	if g != o.game {
		o.game, o.varChips, o.varList = g, nil, nil
		if g != gamble.AdventurersChoice {
			for _, v := range gambletable.VariantList(g) {
				o.varList = append(o.varList, v)
				o.varChips = append(o.varChips, &ui.Chip{Label: gambletable.VariantTitle(v), Rect: ui.Rect{W: gambleOptsW, H: 38}, Size: 16})
			}
		}
	}
	y := onlinePanelR.Y + 110
	for _, c := range o.varChips {
		c.Rect.X, c.Rect.Y = gambleOptsX, y
		y += 44
	}
	if len(o.varChips) > 0 {
		y += 8
	}
	o.stepperY = y
	o.down.Rect.X, o.down.Rect.Y = gambleOptsX, y
	o.up.Rect.X, o.up.Rect.Y = gambleOptsX+gambleOptsW-48, y
	y += 52
	o.minRaiseChip.Rect.X, o.minRaiseChip.Rect.Y = gambleOptsX, y
	y += 44
	o.splitChip.Rect.X, o.splitChip.Rect.Y = gambleOptsX, y
	o.splitChip.Label = "Split Rule: " + o.split.Title()
	if o.chooseSplit {
		o.splitChip.Label = "Split Rule: Starting Player picks"
	}
	y += 44
	o.sharesChip.Rect.X, o.sharesChip.Rect.Y = gambleOptsX, y
	y += 44
	o.shareY = y
	o.shareDown.Rect.X, o.shareDown.Rect.Y = gambleOptsX, y
	o.shareUp.Rect.X, o.shareUp.Rect.Y = gambleOptsX+gambleOptsW-48, y
	o.stepperText = strconv.Itoa(o.games) + " games"
	switch o.games {
	case 0:
		o.stepperText = "until one is left"
	case 1:
		o.stepperText = "1 game"
	}
	if g == gamble.AdventurersChoice {
		o.stepperText = strconv.Itoa(o.rounds) + " rounds"
		if o.rounds == 1 {
			o.stepperText = "1 round"
		}
	}
	o.shareText = "a share of " + strconv.Itoa(o.share)
}

// update takes the clicks on the options of game g.
func (o *gambleOpts) update(in *ui.Input, g gamble.GameID) {
	o.layout(g)
	for k, c := range o.varChips {
		if c.Update(in) {
			o.vars ^= o.varList[k]
		}
		c.Selected = o.vars&o.varList[k] != 0
	}
	choice := g == gamble.AdventurersChoice
	if o.down.Update(in) {
		if choice {
			o.rounds = max(1, o.rounds-1)
		} else {
			o.games = max(0, o.games-1) // below 1: until one is left
		}
	}
	if o.up.Update(in) {
		if choice {
			o.rounds = min(gambletable.MaxRounds, o.rounds+1)
		} else {
			o.games = min(onlineMaxGames, o.games+1)
		}
	}
	if o.minRaiseChip.Update(in) {
		o.minRaise = !o.minRaise
	}
	o.minRaiseChip.Selected = o.minRaise
	if o.splitChip.Update(in) {
		// Merchant's, King's, Commoner's Rule, the Starting Player picks.
		switch {
		case o.chooseSplit:
			o.split, o.chooseSplit = gamble.SplitMerchant, false
		case o.split == gamble.SplitCommoner:
			o.chooseSplit = true
		default:
			o.split++
		}
	}
	o.splitChip.Selected = o.split != gamble.SplitMerchant || o.chooseSplit
	if o.sharesChip.Update(in) {
		o.shares = !o.shares
	}
	o.sharesChip.Selected = o.shares
	if o.shares {
		if o.shareDown.Update(in) {
			o.share = max(1, o.share-1)
		}
		if o.shareUp.Update(in) {
			o.share = min(gambletable.MaxShare, o.share+1)
		}
	}
	o.layout(g)
}

// setup puts the options of game g into a table setup.
func (o *gambleOpts) setup(ts *online.TableSetup, g gamble.GameID) {
	if g == gamble.AdventurersChoice {
		ts.Rounds = o.rounds
	} else {
		ts.Variants, ts.Games, ts.UntilOneLeft = (o.vars & gamble.GameVariants(g)).String(), o.games, o.games == 0
	}
	ts.MinRaise, ts.ChooseSplit = o.minRaise, o.chooseSplit
	if o.split != gamble.SplitMerchant {
		ts.Split = o.split.String()
	}
	if ts.Shares = o.shares; o.shares {
		ts.Share = o.share
	}
}

// texts are the column's heading and the steppers' values.
func (o *gambleOpts) texts() []ui.Placed {
	st := ui.TextStyle{Face: ui.FaceBold, Size: 18, Color: ui.ColParchment, Align: etxt.Center | etxt.VertCenter}
	cx := int(gambleOptsX + gambleOptsW/2)
	heading := "Variants"
	if len(o.varChips) == 0 {
		heading = "How long"
	}
	out := []ui.Placed{
		{Text: heading, X: int(gambleOptsX), Y: int(onlinePanelR.Y + 110 - 16), Style: onlineLabelStyle},
		{Text: o.stepperText, X: cx, Y: int(o.stepperY + 19), Style: st},
	}
	if o.shares {
		out = append(out, ui.Placed{Text: o.shareText, X: cx, Y: int(o.shareY + 19), Style: st})
	}
	return out
}

func (o *gambleOpts) chips() []*ui.Chip {
	out := append([]*ui.Chip(nil), o.varChips...)
	out = append(out, o.down, o.up, o.minRaiseChip, o.splitChip, o.sharesChip)
	if o.shares {
		out = append(out, o.shareDown, o.shareUp)
	}
	return out
}

func (o *gambleOpts) draw(dst *ebiten.Image, th *ui.Theme, g gamble.GameID) {
	o.layout(g)
	for _, c := range o.chips() {
		c.Draw(dst, th)
	}
	for _, p := range o.texts() {
		p.Draw(dst, th)
	}
}

func (o *gambleOpts) boxes(th *ui.Theme, g gamble.GameID) []ui.Box {
	o.layout(g)
	var out []ui.Box
	for _, c := range o.chips() {
		out = append(out, ui.ChipBoxes(th, c, onlinePanelR)...)
	}
	for _, p := range o.texts() {
		out = append(out, p.Box(th, onlinePanelR))
	}
	return out
}

// NewGamble is the Online screen hosting a gambling table of g with
// variants v on (for the screenshots: no saved table is read).
func NewGamble(nav Nav, g gamble.GameID, v gamble.Variants) *Screen {
	s := newScreen(nav, nav.NewGameConfig())
	s.gambleGame, s.gopts.vars = g, v
	s.tableGame.Label = tableGameTitle(g)
	for i := range s.seatChips {
		s.seatChips[i].Rect = s.seatChipRect(i)
		s.seatChips[i].Label = kindLabel(s.kinds[i])
	}
	return s
}
