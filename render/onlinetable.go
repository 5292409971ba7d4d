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

// onlineStrip is where the strip lies: the top of the table, left of the
// log.
var onlineStrip = Rect{8, 4, 760, 26}

// Draw implements Screen.
func (o *onlineTable) Draw(dst *ebiten.Image) {
	o.TableScreen.Draw(dst)
	th := o.app.Theme()
	FillRoundedRect(dst, onlineStrip, 8, color.NRGBA{0x12, 0x08, 0x03, 0xc0}, color.NRGBA{0x12, 0x08, 0x03, 0xc0})
	st := TextStyle{Size: 14, Color: ColParchment, Align: etxt.Left | etxt.VertCenter}
	txt, size := fitLine(th, o.stripText(), int(onlineStrip.W-20), st)
	st.Size = size
	th.DrawText(dst, txt, int(onlineStrip.X+10), int(onlineStrip.Y+onlineStrip.H/2), st)
}

// stripText is the strip's line.
func (o *onlineTable) stripText() string {
	parts := []string{"Table " + o.r.Code() + ": " + o.r.StatusLine()}
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
	return strings.Join(parts, "  ·  ")
}
