package table

import (
	"errors"
	"image"
	"testing"

	"github.com/stretchr/testify/require"

	"undercity/engine"
	"undercity/game"
	"undercity/game/scenario"
	"undercity/render/ui"
)

// Positions the table's tests set up: a scenario's game, played on to a
// moment, opened at a table (as render's tests do with the App).

// scenarioState sets a game up from a scenario's JSON.
func scenarioState(js string) (*engine.State, error) {
	f, err := scenario.Parse([]byte(js))
	if err != nil {
		return nil, err
	}
	c, err := game.Content()
	if err != nil {
		return nil, err
	}
	return engine.NewScenario(c, f.Scenario)
}

// playOn answers s's decisions until done says stop: pass, done or the
// first option.
func playOn(s *engine.State, done func() bool) error {
	for n := 0; !done(); n++ {
		d, ok := s.Pending()
		if !ok || n > 20000 {
			return errors.New("the game never reached the moment")
		}
		k := max(d.PassOption(), 0)
		if err := s.Answer(d.Options[k].Key); err != nil {
			return err
		}
	}
	return nil
}

// resumeTable opens the table at s, seat human played here, the others
// by computers held still, nothing animated.
func resumeTable(t *testing.T, s *engine.State, human int) (*testNav, *TableScreen) {
	t.Helper()
	cfg := game.Config{Seed: s.Seed}
	for q := range s.Players {
		cfg.Seats = append(cfg.Seats, game.SeatConfig{Human: q == human, Level: "easy"})
	}
	c, err := game.Content()
	require.NoError(t, err)
	m, err := game.Resume(c, s, cfg)
	require.NoError(t, err)
	t.Cleanup(m.Close)
	nav := newTestNav(t)
	nav.settings.AnimSpeed = 0
	tbl := Open(nav, m)
	tbl.aiHold = true
	nav.SetScreen(tbl)
	return nav, tbl
}

// brightPixels counts near-white (parchment) pixels inside r.
func brightPixels(img image.Image, r image.Rectangle) int {
	n := 0
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			c, g, b, _ := img.At(x, y).RGBA()
			if c>>8 > 210 && g>>8 > 190 && b>>8 > 150 {
				n++
			}
		}
	}
	return n
}

func rectOf(r ui.Rect) image.Rectangle {
	return image.Rect(int(r.X), int(r.Y), int(r.X+r.W), int(r.Y+r.H))
}
