package shots

import (
	"errors"
	"fmt"
	"time"
	"undercity/render"
	"undercity/render/newgame"
	"undercity/render/summary"
	"undercity/render/title"

	"github.com/hajimehoshi/ebiten/v2"

	"undercity/ai"
	"undercity/game"
	"undercity/render/summarymodel"
)

// Shots of what follows a game: its summary, and the statistics of a
// season of games.

// shotSummary: a five-seat game begun from New Game and played to its end
// (Dale's seat answered as the normal computer player would), then the
// game-over dialog's Summary: the charts and the key moments.
func shotSummary(sh *shooter) (*ebiten.Image, error) {
	seats := []game.SeatConfig{{Char: "dale", Human: true}, {Char: "jett", Level: "normal"}, {Char: "petra", Level: "normal"},
		{Char: "terci", Level: "normal"}, {Char: "ygella", Level: "normal"}}
	app, tbl, err := sh.newGameTable(2, seats)
	if err != nil {
		return nil, err
	}
	defer tbl.Match().Close()
	tbl.HoldAI(true) // the game is played here, without frames
	if err := playForHumans(tbl.Match(), 2); err != nil {
		return nil, err
	}
	if err := sh.frames(app, 2); err != nil { // the table sees the end
		return nil, err
	}
	if !tbl.View().Over {
		return nil, errors.New("the table does not show the game over")
	}
	if err := sh.clickAt(app, tbl.Parts().Prompt.OverButton(0)); err != nil {
		return nil, err
	}
	if err := sh.frames(app, 1); err != nil {
		return nil, err
	}
	sum, ok := app.Screen().(*summary.Screen)
	if !ok {
		return nil, errors.New("Summary did not open the summary screen")
	}
	for _, c := range sum.Charts() {
		if len(c.Lines) != len(seats) {
			return nil, fmt.Errorf("a chart has %d lines for %d players", len(c.Lines), len(seats))
		}
	}
	return sh.canvas, nil
}

// newGameTable goes Title → New Game → Start with these seats, in an
// App of this seed.
func (sh *shooter) newGameTable(seed uint64, seats []game.SeatConfig) (*render.App, *render.TableScreen, error) {
	app, err := shotApp(seed)
	if err != nil {
		return nil, nil, err
	}
	ts := app.Screen().(*title.Screen)
	if err := sh.clickAt(app, ts.Menu().Buttons[ts.Index(title.NewGame)].Rect); err != nil {
		return nil, nil, err
	}
	ng, ok := app.Screen().(*newgame.Screen)
	if !ok {
		return nil, nil, errors.New("the title's New Game did not open the New Game screen")
	}
	ng.SetSeats(seats)
	if err := sh.clickAt(app, ng.StartButton().Rect); err != nil {
		return nil, nil, err
	}
	tbl, ok := app.Screen().(*render.TableScreen)
	if !ok {
		return nil, nil, errors.New("Start did not open the table: " + ng.Err())
	}
	return app, tbl, nil
}

// playForHumans plays m to its end, the human seats answered as the normal
// computer player would.
func playForHumans(m *game.Match, seed uint64) error {
	stand, err := ai.New("normal", seed)
	if err != nil {
		return err
	}
	deadline := time.Now().Add(3 * time.Minute)
	for !m.Over() {
		if time.Now().After(deadline) {
			return errors.New("the game did not end in three minutes")
		}
		if err := m.RunUntilHuman(time.Minute); err != nil {
			return err
		}
		if seat, ok := m.HumanToAct(); ok {
			m.RevealTo(seat)
			s := m.Snapshot()
			d, _ := s.Pending()
			if err := m.Answer(stand.Choose(s.Observation(seat), d)); err != nil {
				return err
			}
		}
	}
	return nil
}

// season is the statistics statistics.png shows: a season of games.
func season() game.Statistics {
	st := game.NewStatistics()
	st.Characters = map[string]game.Tally{"dale": {Played: 10, Won: 4}, "jett": {Played: 6, Won: 2}, "petra": {Played: 5, Won: 3}, "terci": {Played: 3, Won: 1}}
	st.Modes = map[string]game.Tally{"ffa": {Played: 15, Won: 6}, "otto": {Played: 4, Won: 3}, "boss": {Played: 3, Won: 1}, "two-headed": {Played: 2, Won: 0}}
	return st
}

// shotStatistics: the Statistics screen over a season of games.
func shotStatistics(sh *shooter) (*ebiten.Image, error) {
	app, err := shotApp(1)
	if err != nil {
		return nil, err
	}
	ss := render.NewStatisticsScreen(app)
	ss.Show(season())
	app.SetScreen(ss)
	if err := sh.frames(app, 2); err != nil {
		return nil, err
	}
	chars, modes := ss.Rows()
	if played(chars) != 24 || played(modes) != 24 {
		return nil, fmt.Errorf("the tables count %d and %d games, not the season's 24", played(chars), played(modes))
	}
	return sh.canvas, nil
}

func played(rows []summarymodel.Row) int {
	n := 0
	for _, r := range rows {
		n += r.Played
	}
	return n
}
