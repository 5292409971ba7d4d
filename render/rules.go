package render

import (
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/tinne26/etxt"
)

// RulesText is the summary shown on the Rules screen: headings start with
// "# ", other lines are paragraphs.
var RulesText = []string{
	"# The goal",
	"You are adventurers spending the night in the tavern beneath the city. Drink, gamble and brawl. If your Alcohol Content ever reaches your Fortitude you pass out; if you run out of Gold you are thrown out. The last adventurer still at the table wins.",
	"# Your mat",
	"Fortitude starts at 20 and Alcohol Content at 0, both on tracks from 0 to 20: the red tick on the Alcohol track shows your Fortitude, where you pass out. Gold is shown as coins. Your Drink Me! pile holds the Drinks others order for you, face down.",
	"# A turn",
	"1. Discard and draw: discard any cards you like, then draw back up to seven.",
	"2. Action: play one Action card (Anytime cards may be played whenever you like). Gambling cards start a Round of Gambling: everyone antes a Gold, then players take turns playing Gambling and Cheating cards to take control of the pot, or pass. When everyone else has passed, whoever is in control wins the pot.",
	"3. Order a Drink: put the top card of the Drink Deck on another player's Drink Me! pile.",
	"4. Drink: reveal the top card of your Drink Me! pile and drink it. Drinks raise your Alcohol Content and may change your Fortitude; Drink Events happen to everyone. If your pile is empty, you start to sober up: lose 1 Alcohol Content.",
	"# Responding",
	"Sometimes cards are played in response to other cards: to Ignore a Drink, to dodge an attack, to change the Round. When a card is played you may answer it; the window shows what is being responded to. Press Space to pass. Auto-pass (Settings, or the toggle under the log) decides how often you are asked: by default only when a card you hold could change what is happening to you or your team.",
	"# The characters",
	"Dale plants Mushrooms in his Planter Box and Harvests them (the Rake marks each Mushroom's current Harvest Value). Jett gains Momentum every turn (up to 3, shown by his hat) and spends it. Petra plots cards face down and feeds her circular Hellfire tracker; when it reaches the fire spot, it burns a foe. Doctor Terci treats Waiting Patients with Bandages, Splints and Salves. Ygella's Pets, marked with a paw, power up her cards when revealed.",
	"# Controls",
	"Click a glowing card to play it; click a player's mat to pick them; other choices appear as buttons above your hand (keys 1–9). Space passes a response window (never ends your own phase), Enter takes the lit button (ending a phase needs a click or Enter), Esc opens the menu, F11 switches fullscreen, M turns the sound off and on (volumes are in Settings). Hover a card to read it large; right-click keeps it zoomed. Scroll the log with the mouse wheel.",
	"# Hot seat",
	"Several humans can share one screen. Before each of them decides, and before each of their turns, a curtain asks the others to look away; it lifts when that player clicks “I am …”, and only the deciding player's hand is shown. A window auto-passed for a player does not call them to the screen.",
}

// RulesScreen shows a scrollable summary of the rules.
type RulesScreen struct {
	app    *App
	back   *Chip
	scroll float64
	height float64 // total text height, measured on Draw
}

// NewRulesScreen builds the Rules screen.
func NewRulesScreen(app *App) *RulesScreen {
	return &RulesScreen{app: app, back: &Chip{Label: "Back", Rect: Rect{ScreenWidth/2 - 120, 812, 240, 56}, Size: 26}}
}

// The text is clipped to rulesTop..rulesBottom; the scroll hint sits below
// that, still inside the panel (which ends at 805).
const rulesTop, rulesBottom, rulesHintY = 170, 772, 789

// Update implements Screen: wheel, arrows and Page keys scroll; Esc or
// Back returns to the title.
func (s *RulesScreen) Update(in *Input) error {
	if in.KeyJustPressed(ebiten.KeyEscape) || s.back.Update(in) {
		s.app.SetScreen(NewTitleScreen(s.app))
		return nil
	}
	s.scroll -= in.WheelY * 40
	if in.KeyJustPressed(ebiten.KeyArrowDown) {
		s.scroll += 40
	}
	if in.KeyJustPressed(ebiten.KeyArrowUp) {
		s.scroll -= 40
	}
	if in.KeyJustPressed(ebiten.KeyPageDown) || in.KeyJustPressed(ebiten.KeySpace) {
		s.scroll += 400
	}
	if in.KeyJustPressed(ebiten.KeyPageUp) {
		s.scroll -= 400
	}
	s.scroll = max(0, min(s.scroll, s.height-(rulesBottom-rulesTop)+20))
	return nil
}

// Draw implements Screen.
func (s *RulesScreen) Draw(dst *ebiten.Image) {
	th := s.app.Theme()
	DrawBackdrop(dst)
	cx := ScreenWidth / 2
	th.DrawGradientText(dst, "How to Play", cx, 72, FaceDisplay, 80, ColGoldLight, ColGold, ColGoldDeep)
	DrawFlourish(dst, float32(cx), 126, 560)
	DrawPanel(dst, Rect{260, 150, 1080, 655})
	clip := dst.SubImage(rectOf2(280, rulesTop, 1040, rulesBottom-rulesTop)).(*ebiten.Image)
	y := float64(rulesTop+10) - s.scroll
	const width = 980
	for _, line := range s.lines() {
		st := TextStyle{Size: 20, Color: ColParchment, Align: etxt.Left | etxt.Top}
		text := line
		if len(line) > 2 && line[:2] == "# " {
			st = TextStyle{Face: FaceSmallcaps, Size: 28, Color: ColGold, Align: etxt.Left | etxt.Top}
			text = line[2:]
			y += 8
		}
		_, h := th.MeasureWrapped(text, width, st)
		th.DrawWrapped(clip, text, 310, int(y), width, st)
		y += float64(h) + 10
	}
	s.height = y + s.scroll - rulesTop
	if s.height > rulesBottom-rulesTop {
		th.DrawText(dst, "scroll with the wheel or ↑/↓", cx, rulesHintY, TextStyle{Size: 14, Color: color.NRGBA{ColParchDim.R, ColParchDim.G, ColParchDim.B, 0xc0}, Align: etxt.Center})
	}
	s.back.Draw(dst, th)
}

func (s *RulesScreen) lines() []string { return RulesText }
