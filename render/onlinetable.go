package render

import (
	"fmt"
	"image/color"
	"strings"
	"time"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/tinne26/etxt"

	"undercity/game/online"
)

// onlineTable is the table screen of an online game with a status strip
// over it: the connection ("Connected", "Reconnecting…", "The server is
// unreachable: …"), each player's connection, and how long the current
// decision has waited.
type onlineTable struct {
	*TableScreen
	r *online.Remote
}

// Update implements Screen. A Rematch at an online table is a new table
// to host: it opens the Online screen (the local game the table screen
// would start is closed at once).
func (o *onlineTable) Update(in *Input) error {
	err := o.TableScreen.Update(in)
	if nt, ok := o.app.Screen().(*TableScreen); ok && nt != o.TableScreen {
		if m := nt.Match(); m != nil {
			m.Close()
		}
		o.r.Close()
		o.app.SetScreen(NewOnlineScreen(o.app, NewNewGameScreen(o.app).Config()))
	}
	return err
}

// onlineStrip is where the strip lies: in the log's panel, under the turn
// indicator's flourish (over the oldest line the log shows, when full).
var onlineStrip = Rect{X: logX + 10, Y: 118, W: logW - 20, H: 24}

// Draw implements Screen.
func (o *onlineTable) Draw(dst *ebiten.Image) {
	o.TableScreen.Draw(dst)
	th := o.app.Theme()
	FillRoundedRect(dst, onlineStrip, 8, color.NRGBA{0x1e, 0x0f, 0x07, 0xff}, color.NRGBA{0x1a, 0x0c, 0x05, 0xff})
	StrokeRoundedRect(dst, onlineStrip, 8, 1, color.NRGBA{ColGold.R, ColGold.G, ColGold.B, 0x50})
	st := TextStyle{Size: 14, Color: ColParchment, Align: etxt.Center | etxt.VertCenter}
	txt, size := fitLine(th, o.stripText(), int(onlineStrip.W-16), st)
	st.Size = size
	cx, cy := onlineStrip.Center()
	th.DrawText(dst, txt, int(cx), int(cy), st)
}

// stripText is the strip's line.
func (o *onlineTable) stripText() string {
	parts := []string{o.r.Code() + " · " + o.r.StatusLine()}
	if l := o.r.Lobby(); l != nil {
		for i, s := range l.Seats {
			if s.Status != online.SeatPlayer {
				continue
			}
			if p := o.r.Presence(i); p != online.Here {
				parts = append(parts, fmt.Sprintf("%s: %s", s.Name, p))
			}
		}
	}
	if w := o.r.Waited(); w >= time.Second {
		parts = append(parts, fmt.Sprintf("waiting %ds", int(w/time.Second)))
	}
	return strings.Join(parts, " · ")
}
