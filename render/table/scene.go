package table

import (
	"undercity/engine"
	"undercity/engine/card"
	"undercity/game"
	"undercity/render/tablemodel"
	"undercity/render/ui"
)

// tableScene is what every part of the table reads: the table played,
// its view as the viewer may know it, the layout worked out for them, the
// tick, what the cursor points at and the animations under way. The
// TableScreen owns it and changes it (refresh, decide, Update); each part
// holds it and keeps its own state besides (a mat's cached image, the
// log's scroll, the hint's search...).
type tableScene struct {
	app Nav
	// inn is the table played; sess its Session (asked once: a local
	// Match builds a new one each time), seats who sits at it, read again
	// when the table moves on.
	inn   game.InnTable
	sess  game.RDISession
	seats seatList
	// seatsGen counts the changes of seats (the still layer shows them).
	seatsGen int
	// moved: the table moved without a new version (a remote table: an
	// answer on its way, refused, a player who left): refresh takes the
	// view again.
	moved bool
	// cfg is the local match's configuration (a Rematch starts from it);
	// the zero Config at a table played elsewhere.
	cfg  game.Config
	demo bool

	// view is the table as its viewer may know it (takeView), taken when
	// the match moves on or the screen passes to another player; viewer
	// is whose view it is. allSeeing: no player sits at this table (a
	// demo), so it draws the all-seeing view.
	view      *tablemodel.Table
	viewer    int
	version   int
	allSeeing bool
	tick      int
	bottom    int // seat drawn at the bottom

	// m is the table as the viewer sees it (layout, what can be clicked,
	// the decision buttons); recomputed by decide.
	m *tablemodel.Model

	anims  []seatAnim
	flyers []flyer

	bar      []*ui.Chip      // the model's decision buttons
	picker   engine.CardID   // the card whose ways of playing the bar lists
	discards []engine.CardID // cards selected to discard, not yet confirmed (takeback.go)

	hoverCard engine.CardID
	hoverMat  engine.CardID // card on a mat under the cursor (even face down)
	zoomCard  engine.CardID // sticky zoom (right-click), NoCard

	menuOpen  bool
	overBtns  *ui.Menu // the game-over dialog's buttons
	curtainOn bool
	curtainTo int
	lastErr   string

	gate tablemodel.TurnGate // the "Your turn" moment (flow.go)

	lesson *lessonView // Learn to play (lesson.go); nil at an ordinary table
}

func (t *tableScene) mat(seat int) ui.Rect { return ui.Rect(t.m.Mats[seat]) }

// charID returns a seat's character id ("otto" for Otto).
func (t *tableScene) charID(seat int) string { return t.m.CharID(seat) }

func (t *tableScene) char(seat int) *card.Character { return t.m.Char(seat) }
