package table

import (
	"fmt"
	"image/color"
	"math/rand/v2"
	"strings"
	"time"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/tinne26/etxt"

	"undercity/game"
	"undercity/game/online"
	"undercity/render/ui"
)

// onlineTable is the table screen of an online game with a status strip
// over it: the connection ("Connected", "Reconnecting…", "The server is
// unreachable: …"), each player's connection, and how long the current
// decision has waited.
type onlineTable struct {
	*TableScreen
	r      *online.Remote
	forgot bool // the game is over: its saved seats are forgotten
	auto   autoplayer
	strip  string // the strip's line in the last frame drawn
}

// autoplayer is --autoplay: a mind that answers this client's decisions
// through the table screen, as a click on the decision bar would, and
// prints the game's result at its end.
type autoplayer struct {
	rnd     *rand.Rand
	last    time.Time
	turn    int
	printed bool
	endTick int
}

// autoplay answers the decision the screen shows, when it is this client's
// and the pause has passed; it reports the program's end (the result
// printed a second ago).
func (o *onlineTable) autoplay() error {
	a := &o.auto
	mind, delay := o.app.Autoplay()
	if mind == "" {
		return nil
	}
	if a.rnd == nil {
		a.rnd = rand.New(rand.NewPCG(uint64(time.Now().UnixNano()), 7))
	}
	v := o.view
	if v == nil {
		return nil
	}
	if int(v.TurnNo) != a.turn {
		a.turn = int(v.TurnNo)
		fmt.Println("turn", a.turn)
	}
	if v.Over {
		if !a.printed {
			a.printed, a.endTick = true, o.tick
			fmt.Printf("result %s version %d winners %v\n", o.r.Code(), o.r.Version(), v.Winners)
		}
		if o.tick-a.endTick > 60 {
			return ebiten.Termination
		}
		return nil
	}
	if o.curtainOn {
		o.inn.RevealTo(o.curtainTo) // hot-seat: the mind takes the screen
		o.bottom = o.curtainTo
		o.decide()
		return nil
	}
	if !o.m.Mine || len(o.m.Dec.Options) == 0 || time.Since(a.last) < delay {
		return nil
	}
	i := 0
	if mind == "random" {
		i = a.rnd.IntN(len(o.m.Dec.Options))
	}
	a.last = time.Now()
	o.answer(i)
	return nil
}

// Update implements Screen. A Rematch at an online table is a new table
// to host: it opens the Online screen (the local game the table screen
// would start is closed at once).
func (o *onlineTable) Update(in *ui.Input) error {
	err := o.TableScreen.Update(in)
	if err == nil {
		err = o.autoplay()
	}
	if !o.forgot && o.r.Over() {
		o.forgot = true
		_ = online.ForgetTable(o.r.Code()) // nothing to take back
	}
	if nt, ok := o.app.Screen().(*TableScreen); ok && nt != o.TableScreen {
		if m := nt.Match(); m != nil {
			m.Close()
		}
		o.r.Close()
		o.app.OpenOnline(o.app.NewGameConfig())
	}
	return err
}

// onlineStrip is where the strip lies: in the log's panel, under the turn
// indicator's flourish (over the oldest line the log shows, when full).
var onlineStrip = ui.Rect{X: logX + 10, Y: 118, W: logW - 20, H: 24}

// Resting reports whether the frame on dst would show what the last one
// drew (calm.go): the table at rest, and the strip's line as it was (the
// decision's wait counts seconds: a frame a second).
func (o *onlineTable) Resting(dst *ebiten.Image) bool {
	return o.TableScreen.Resting(dst) && o.stripText() == o.strip
}

// Draw implements Screen.
func (o *onlineTable) Draw(dst *ebiten.Image) {
	o.TableScreen.Draw(dst)
	o.strip = o.stripText()
	th := o.app.Theme()
	ui.FillRoundedRect(dst, onlineStrip, 8, color.NRGBA{0x1e, 0x0f, 0x07, 0xff}, color.NRGBA{0x1a, 0x0c, 0x05, 0xff})
	ui.StrokeRoundedRect(dst, onlineStrip, 8, 1, color.NRGBA{ui.ColGold.R, ui.ColGold.G, ui.ColGold.B, 0x50})
	st := ui.TextStyle{Size: 14, Color: ui.ColParchment, Align: etxt.Center | etxt.VertCenter}
	txt, size := ui.FitLine(th, o.strip, int(onlineStrip.W-16), st)
	st.Size = size
	cx, cy := onlineStrip.Center()
	th.DrawText(dst, txt, int(cx), int(cy), st)
}

// stripText is the strip's line.
func (o *onlineTable) stripText() string { return ConnectionLine(o.r) }

// ConnectionLine is an online table's line about the connection: the
// code and its state, an answer on its way, the players not here, how
// long the current decision has waited.
func ConnectionLine(r *online.Remote) string {
	parts := []string{r.Code() + " · " + r.StatusLine()}
	if r.Sending() {
		parts = append(parts, "sending your answer…")
	}
	if l := r.Lobby(); l != nil {
		for i, s := range l.Seats {
			if s.Status != online.SeatPlayer {
				continue
			}
			if p := r.Presence(i); p != online.Here {
				parts = append(parts, fmt.Sprintf("%s: %s", s.Name, p))
			}
		}
	}
	if w := r.Waited(); w >= time.Second {
		parts = append(parts, fmt.Sprintf("waiting %ds", int(w/time.Second)))
	}
	return strings.Join(parts, " · ")
}

// OpenOnline is the table screen of a started online game: the
// table screen over the remote table (online.RemoteTable, a
// game.InnTable), with the connection's status line over it; nil until
// the first views have arrived.
func OpenOnline(app Nav, r *online.Remote) ui.Screen {
	tbl := r.Table()
	if !tbl.Ready() {
		return nil
	}
	// The seats as the server has them (the mats read who plays each
	// from the Session's Seats; the configuration's seats are the ones
	// played here, for their auto-pass).
	var cfg game.Config
	for _, si := range tbl.Session().Seats() {
		cfg.Seats = append(cfg.Seats, game.SeatConfig{Char: si.Char, Level: si.Level, Human: si.Local})
	}
	ts := openTable(app, tbl, cfg)
	// A window the players' auto-pass levels (set as the table opened)
	// leave to pass is passed before the first frame, not drawn once
	// and then taken away.
	if tbl.Poll() {
		ts.moved = true
		ts.refresh(false)
	}
	return &onlineTable{TableScreen: ts, r: r}
}
