package render

import (
	"image/color"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/tinne26/etxt"

	"undercity/engine"
	"undercity/game"
)

// The New Game screen's "Two players + Otto" mode: exactly two player
// seats (each Human or Computer with a difficulty, so human against the
// computer or two humans hot-seat) and Otto, the automaton, with his two
// factions, in the third seat.

// ottoModeTitle is the label of the Otto mode chip.
var ottoModeTitle = modeInfo(engine.ModeOtto).Title

// ottoChip returns the Otto mode chip (nil if the screen has none).
func (s *NewGameScreen) ottoChip() *Chip {
	for _, m := range s.modes {
		if m.Label == ottoModeTitle {
			return m
		}
	}
	return nil
}

// ottoMode reports whether "Two players + Otto" is selected.
func (s *NewGameScreen) ottoMode() bool {
	c := s.ottoChip()
	return c != nil && c.Selected
}

// SetOttoMode selects (or leaves) the Otto mode, as clicking its chip does.
func (s *NewGameScreen) SetOttoMode(on bool) {
	for _, m := range s.modes {
		if m.Disabled {
			continue
		}
		if m.Label == ottoModeTitle {
			m.Selected = on
		} else {
			m.Selected = !on && m == s.modes[0]
		}
	}
	if on {
		s.n = 2
	}
}

// ModeChip returns the mode chip with this label (tests click it).
func (s *NewGameScreen) ModeChip(label string) *Chip {
	for _, m := range s.modes {
		if m.Label == label {
			return m
		}
	}
	return nil
}

// updateModes lets a click on a mode chip select that mode.
func (s *NewGameScreen) updateModes(in *Input) {
	for _, m := range s.modes {
		if !m.Update(in) {
			continue
		}
		if m.Label == ottoModeTitle {
			s.SetOttoMode(true)
			continue
		}
		s.SetOttoMode(false)
		for _, o := range s.modes {
			o.Selected = o == m
		}
	}
}

// seatRange is the note beside the player count.
func (s *NewGameScreen) seatRange() string {
	if r := s.teamSeatRange(); r != "" {
		return r
	}
	if s.ottoMode() {
		return "+ Otto"
	}
	return "2 to 6"
}

// ottoFactions returns Otto's factions for a new game: two of the
// content's (today it has exactly two, so both).
func (s *NewGameScreen) ottoFactions() []string {
	if s.content == nil {
		return nil
	}
	f := engine.OttoFactions(s.content)
	return f[:min(len(f), 2)]
}

// withOtto turns the screen's free-for-all configuration into the Otto
// variant's: the two player seats, then Otto.
func (s *NewGameScreen) withOtto(cfg game.Config) game.Config {
	if !s.ottoMode() {
		return cfg
	}
	players := cfg.Seats[:min(len(cfg.Seats), 2)]
	oc := OttoConfig(players, cfg.Seed, cfg.Opts, s.ottoFactions())
	oc.AIDelay, oc.Autosave = cfg.AIDelay, cfg.Autosave
	return oc
}

// drawOttoRow draws Otto's seat under the two players: the automaton, who
// goes first, and his factions.
func (s *NewGameScreen) drawOttoRow(dst *ebiten.Image, th *Theme, r Rect) {
	FillRoundedRect(dst, r, 12, color.NRGBA{0x4a, 0x50, 0x58, 0xb0}, color.NRGBA{0x24, 0x28, 0x2e, 0xb0})
	StrokeRoundedRect(dst, r, 12, 1.5, ottoBrass)
	DrawPortrait(dst, th, r.X+50, r.Y+r.H/2, 34, "otto", "", false)
	th.DrawText(dst, "Seat 3", int(r.X+96), int(r.Y+r.H-12), TextStyle{Size: 12, Color: ColParchDim, Align: etxt.Left | etxt.VertCenter})
	th.DrawText(dst, "Otto, Our Mechanical Friend", int(r.X+150), int(r.Y+27), TextStyle{Face: FaceBold, Size: 22, Color: ColGoldLight, Align: etxt.Left | etxt.VertCenter, Shadow: 1})
	th.DrawWrapped(dst, "The automaton goes first. He has no hand, Gold or Drink Me! pile, and a Fortitude / Alcohol track facing each player; pass him out on yours for a reward.",
		int(r.X+150), int(r.Y+46), 530, TextStyle{Size: 14, Color: ColParchment, Align: etxt.Left | etxt.Top})
	th.DrawText(dst, "Factions", int(r.X+r.W-160), int(r.Y+20), TextStyle{Face: FaceSmallcaps, Size: 16, Color: ColGold, Align: etxt.Center})
	for k, f := range s.ottoFactions() {
		c := Chip{Label: strings.ToUpper(f[:1]) + f[1:], Rect: Rect{r.X + r.W - 230, r.Y + 34 + float32(k)*30, 140, 26}, Selected: true, Size: 15}
		c.Draw(dst, th)
	}
}
