package server

import (
	"bytes"
	"encoding/json"
	"strconv"
	"strings"
	"unicode/utf8"

	"undercity/engine"
	"undercity/game/online"
)

// encodeView is json.Marshal(v), byte for byte, with the seats (most of a
// view: every mat's zones and cards) written here without reflection;
// the rest is encoded by encoding/json. TestEncodeViewIsJSON checks it
// against json.Marshal over games of every mode: a field added to a
// seat's view in the engine makes it fail until it is written here too.
func encodeView(v *engine.View) ([]byte, error) {
	data, _, err := encodeViewIndexed(v, 0)
	return data, err
}

// seatsKey is the seats' member in the rest of a view's JSON.
const seatsKey = `"seats":null`

// viewIndex says where the parts of a view's JSON lie, so that the next
// view's patch is found part by part (diffView): the seats and each
// of their zones, and the rest of the view.
type viewIndex struct {
	// rest is the view's JSON without its seats (seatsKey in their
	// place, at at), and the seats' member "seats":[...] is data[at:end].
	rest    []byte
	at, end int
	seats   []seatSpan
}

// seatSpan is where a seat's object lies in the view's JSON, and its zones'.
type seatSpan struct {
	from, to int
	zones    [][2]int
}

// encodeViewIndexed is encodeView with the index of its parts (nil when
// the view has no seats); size is about how long it will be (the last
// view's length: the text is written in one buffer of that room).
func encodeViewIndexed(v *engine.View, size int) ([]byte, *viewIndex, error) {
	seats := v.Seats
	v.Seats = nil
	var rest []byte
	var err error
	if v.Log == nil {
		rest = appendRest(make([]byte, 0, 2048), v)
	} else {
		rest, err = json.Marshal(v)
	}
	v.Seats = seats
	if err != nil || seats == nil {
		return rest, nil, err
	}
	at := bytes.Index(rest, []byte(seatsKey))
	if at < 0 {
		data, err := json.Marshal(v)
		return data, nil, err
	}
	out := make([]byte, 0, max(size+size/16, len(rest)+len(seats)*2048))
	out = append(out, rest[:at]...)
	out = append(out, `"seats":[`...)
	idx := &viewIndex{rest: rest, at: at, seats: make([]seatSpan, len(seats))}
	for k := range seats {
		if k > 0 {
			out = append(out, ',')
		}
		span := &idx.seats[k]
		span.from = len(out)
		out = appendSeat(out, &seats[k], span)
		span.to = len(out)
	}
	out = append(out, ']')
	idx.end = len(out)
	return append(out, rest[at+len(seatsKey):]...), idx, nil
}

// appendRest writes a view without its seats and log (both nil) as
// json.Marshal does, member by member in the order of engine.View's
// fields (TestEncodeViewIsJSON checks it).
func appendRest(b []byte, v *engine.View) []byte {
	b = appendInt(append(b, `{"viewer":`...), v.Viewer)
	if v.Mode != "" {
		b = appendStr(append(b, `,"mode":`...), v.Mode)
	}
	b = appendFlag(b, v.TeamGame, `,"team_game":true`)
	b = appendBool(append(b, `,"options":{"prizes":`...), v.Opts.Prizes)
	b = appendBool(append(b, `,"bar_deck":`...), v.Opts.BarDeck)
	b = appendFlag(b, v.Opts.Dungeon, `,"dungeon":true`)
	b = appendInt(append(b, `},"otto_seat":`...), v.OttoSeat)
	b = appendInt(append(b, `,"turn":`...), int(v.TurnNo))
	b = appendInt(append(b, `,"active":`...), v.Active)
	b = appendInt(append(b, `,"phase":`...), int(v.Phase))
	b = appendInt(append(b, `,"inn":`...), v.Inn)
	b = append(b, ',')
	b = append(b, seatsKey...)
	b = append(b, `,"teams":`...)
	if v.Teams == nil {
		b = append(b, "null"...)
	} else {
		b = append(b, '[')
		for k, t := range v.Teams {
			if k > 0 {
				b = append(b, ',')
			}
			b = appendInt(append(b, `{"fort":`...), t.Fort)
			b = appendInt(append(b, `,"alc":`...), t.Alc)
			b = appendInt(append(b, `,"gold":`...), t.Gold)
			if t.Potions != 0 {
				b = appendInt(append(b, `,"potions":`...), t.Potions)
			}
			b = appendFlag(b, t.Out, `,"out":true`)
			b = append(b, '}')
		}
		b = append(b, ']')
	}
	if len(v.Tracks) > 0 {
		b = append(b, `,"tracks":[`...)
		for k, t := range v.Tracks {
			if k > 0 {
				b = append(b, ',')
			}
			b = appendInt(append(b, `{"Fort":`...), int(t.Fort))
			b = appendInt(append(b, `,"Alc":`...), int(t.Alc))
			b = append(b, '}')
		}
		b = append(b, ']')
	}
	if len(v.Zones) > 0 {
		b = append(b, `,"zones":`...)
		b = appendZones(b, v.Zones, nil)
	}
	if v.Progress != 0 {
		b = appendInt(append(b, `,"progress":`...), v.Progress)
	}
	r := &v.Round
	b = append(b, `,"round":{`...)
	if r.Active {
		b = append(b, `"active":true,`...)
	}
	b = appendInt(append(b, `"starter":`...), r.Starter)
	b = appendInt(append(b, `,"controller":`...), r.Controller)
	b = appendFlag(b, r.WinningHand, `,"winning_hand":true`)
	b = appendInt(append(b, `,"turn":`...), r.Turn)
	if len(r.In) > 0 {
		b = append(b, `,"in":[`...)
		for k, q := range r.In {
			if k > 0 {
				b = append(b, ',')
			}
			b = appendInt(b, q)
		}
		b = append(b, ']')
	}
	b = appendInt(append(b, `,"pot":`...), r.Pot)
	b = append(b, '}')
	if len(v.RoundPlays) > 0 {
		b = appendPlays(append(b, `,"round_plays":`...), v.RoundPlays)
	}
	if len(v.Plays) > 0 {
		b = appendPlays(append(b, `,"plays":`...), v.Plays)
	}
	if len(v.Drinks) > 0 {
		b = append(b, `,"drinks":[`...)
		for k := range v.Drinks {
			d := &v.Drinks[k]
			if k > 0 {
				b = append(b, ',')
			}
			b = appendInt(append(b, `{"drinker":`...), d.Drinker)
			b = appendInt(append(b, `,"alc":`...), d.Alc)
			b = appendInt(append(b, `,"fort":`...), d.Fort)
			b = appendFlag(b, d.Ignored, `,"ignored":true`)
			b = appendFlag(b, d.Copy, `,"copy":true`)
			b = appendFlag(b, d.Split, `,"split":true`)
			if len(d.Shown) > 0 {
				b = appendCards(append(b, `,"shown":`...), d.Shown)
			}
			b = append(b, '}')
		}
		b = append(b, ']')
	}
	if d := v.Division; d != nil {
		b = append(b, `,"division":{"cards":`...)
		if d.Cards == nil {
			b = append(b, "null"...)
		} else {
			b = appendCards(b, d.Cards)
		}
		b = appendInt(append(b, `,"chooser":`...), d.Chooser)
		b = append(b, '}')
	}
	if d := v.Decision; d != nil {
		b = appendInt(append(b, `,"decision":{"seat":`...), d.Seat)
		b = appendStr(append(b, `,"kind":`...), string(d.Kind))
		if d.Prompt != "" {
			b = appendStr(append(b, `,"prompt":`...), d.Prompt)
		}
		if len(d.Options) > 0 {
			b = append(b, `,"options":[`...)
			for k := range d.Options {
				o := &d.Options[k]
				if k > 0 {
					b = append(b, ',')
				}
				b = appendStr(append(b, `{"key":`...), o.Key)
				b = appendStr(append(b, `,"label":`...), o.Label)
				b = appendInt(append(b, `,"card":`...), int(o.Card))
				b = appendInt(append(b, `,"seat":`...), o.Seat)
				b = appendInt(append(b, `,"verb":`...), int(o.Verb))
				if o.N != 0 {
					b = appendInt(append(b, `,"n":`...), o.N)
				}
				if o.Extra != 0 {
					b = appendInt(append(b, `,"extra":`...), o.Extra)
				}
				if o.Word != 0 {
					b = appendInt(append(b, `,"word":`...), int(o.Word))
				}
				b = append(b, '}')
			}
			b = append(b, ']')
		}
		b = appendInt(append(b, `,"about":`...), int(d.About))
		if d.Owed != 0 {
			b = appendInt(append(b, `,"owed":`...), d.Owed)
		}
		b = appendFlag(b, d.Concerns, `,"concerns":true`)
		b = appendFlag(b, d.OwnWindow, `,"own_window":true`)
		b = appendFlag(b, d.LastChance, `,"last_chance":true`)
		b = append(b, '}')
	}
	b = appendFlag(b, v.OwnTurn, `,"own_turn":true`)
	if len(v.WhyNot) > 0 {
		b = append(b, `,"why_not":[`...)
		for k, w := range v.WhyNot {
			if k > 0 {
				b = append(b, ',')
			}
			b = appendInt(append(b, `{"Card":`...), int(w.Card))
			b = appendInt(append(b, `,"Kind":`...), int(w.Kind))
			b = appendStr(append(b, `,"Text":`...), w.Text)
			b = append(b, '}')
		}
		b = append(b, ']')
	}
	b = appendFlag(b, v.Over, `,"over":true`)
	if len(v.Winners) > 0 {
		b = append(b, `,"winners":[`...)
		for k, q := range v.Winners {
			if k > 0 {
				b = append(b, ',')
			}
			b = appendInt(b, q)
		}
		b = append(b, ']')
	}
	b = appendFlag(b, v.TeamWon, `,"team_won":true`)
	return append(b, '}')
}

func appendPlays(b []byte, ps []engine.PlayView) []byte {
	b = append(b, '[')
	for k := range ps {
		p := &ps[k]
		if k > 0 {
			b = append(b, ',')
		}
		b = appendCard(append(b, `{"card":`...), p.Card)
		b = appendInt(append(b, `,"player":`...), p.Player)
		b = appendInt(append(b, `,"mode":`...), p.Mode)
		b = appendFlag(b, p.Negated, `,"negated":true`)
		b = appendFlag(b, p.Resolved, `,"resolved":true`)
		b = appendFlag(b, p.Choosing, `,"choosing":true`)
		b = append(b, '}')
	}
	return append(b, ']')
}

func appendBool(b []byte, x bool) []byte { return strconv.AppendBool(b, x) }

func appendSeat(b []byte, s *engine.SeatView, span *seatSpan) []byte {
	b = appendInt(append(b, `{"seat":`...), s.Seat)
	b = appendStr(append(b, `,"name":`...), s.Name)
	b = appendStr(append(b, `,"char":`...), s.Char)
	b = appendInt(append(b, `,"team":`...), s.Team)
	b = appendFlag(b, s.Out, `,"out":true`)
	b = appendFlag(b, s.Boss, `,"boss":true`)
	b = appendFlag(b, s.Otto, `,"otto":true`)
	b = appendInt(append(b, `,"hand_size":`...), s.HandSize)
	b = appendFlag(b, s.HandOpen, `,"hand_open":true`)
	b = appendFlag(b, s.Asleep, `,"asleep":true`)
	if s.Actions != 0 {
		b = appendInt(append(b, `,"actions":`...), s.Actions)
	}
	if s.ActionsMax != 0 {
		b = appendInt(append(b, `,"actions_max":`...), s.ActionsMax)
	}
	if len(s.Counters) > 0 {
		b = append(b, `,"counters":[`...)
		for k, c := range s.Counters {
			if k > 0 {
				b = append(b, ',')
			}
			b = appendStr(append(b, `{"name":`...), c.Name)
			b = appendInt(append(b, `,"value":`...), c.Value)
			if c.Max != 0 {
				b = appendInt(append(b, `,"max":`...), c.Max)
			}
			if c.Note != "" {
				b = appendStr(append(b, `,"note":`...), c.Note)
			}
			b = append(b, '}')
		}
		b = append(b, ']')
	}
	if len(s.Zones) > 0 {
		b = append(b, `,"zones":`...)
		b = appendZones(b, s.Zones, span)
	}
	return append(b, '}')
}

// appendZones writes zones, and where each lies in span (when not nil).
func appendZones(b []byte, zs []engine.ZoneView, span *seatSpan) []byte {
	b = append(b, '[')
	if span != nil {
		span.zones = make([][2]int, len(zs))
	}
	for k := range zs {
		z := &zs[k]
		if k > 0 {
			b = append(b, ',')
		}
		if span != nil {
			span.zones[k][0] = len(b)
		}
		b = appendStr(append(b, `{"name":`...), z.Name)
		if z.Index != 0 {
			b = appendInt(append(b, `,"index":`...), z.Index)
		}
		if z.Label != "" {
			b = appendStr(append(b, `,"label":`...), z.Label)
		}
		b = appendInt(append(b, `,"count":`...), z.Count)
		if len(z.Cards) > 0 {
			b = appendCards(append(b, `,"cards":`...), z.Cards)
		}
		b = append(b, '}')
		if span != nil {
			span.zones[k][1] = len(b)
		}
	}
	return append(b, ']')
}

func appendCards(b []byte, cs []engine.CardView) []byte {
	b = append(b, '[')
	for j, c := range cs {
		if j > 0 {
			b = append(b, ',')
		}
		b = appendCard(b, c)
	}
	return append(b, ']')
}

func appendCard(b []byte, c engine.CardView) []byte {
	b = appendInt(append(b, `{"id":`...), int(c.ID))
	if c.Def != "" {
		b = appendStr(append(b, `,"def":`...), c.Def)
	}
	if c.Back != "" {
		b = appendStr(append(b, `,"back":`...), c.Back)
	}
	if c.Rake != 0 {
		b = appendInt(append(b, `,"rake":`...), c.Rake)
	}
	return append(b, '}')
}

func appendInt(b []byte, n int) []byte { return strconv.AppendInt(b, int64(n), 10) }

// appendStr writes s as encoding/json does: plain printable ASCII as it
// is, anything else (quotes, escapes, <, >, &, non-ASCII) through
// encoding/json itself.
func appendStr(b []byte, s string) []byte {
	for i := 0; i < len(s); i++ {
		if !plainByte[s[i]] {
			q, _ := json.Marshal(s)
			return append(b, q...)
		}
	}
	b = append(b, '"')
	b = append(b, s...)
	return append(b, '"')
}

// plainByte says which bytes json.Marshal writes as they are in a string:
// printable ASCII but the quote, the backslash and <, > and & (escaped
// for HTML). One load per byte: the comparisons it replaces were a
// twentieth of a loaded server's CPU.
var plainByte = func() (t [256]bool) {
	for c := 0x20; c < utf8.RuneSelf; c++ {
		t[c] = !strings.ContainsRune(`"\<>&`, rune(c))
	}
	return t
}()

// diffView is online.Diff(old, new) found part by part when both views
// have their index: the rest of the view (a few kilobytes) walked as
// online.Diff does, and each seat, or each zone of a seat whose zones are
// the same ones, compared as bytes and walked only when it changed (most
// of a view is the seats' zones, and most of them do not change from one
// answer to the next). The edits turn old into new all the same.
func diffView(old, new []byte, oi, ni *viewIndex) online.Patch {
	if oi == nil || ni == nil || len(oi.seats) != len(ni.seats) {
		return online.Diff(old, new)
	}
	rest := online.Diff(oi.rest, ni.rest)
	keyEnd := oi.at + len(seatsKey)
	var before, after online.Patch
	for _, op := range rest {
		switch {
		case op.At+op.Cut <= oi.at:
			before = append(before, op)
		case op.At >= keyEnd:
			op.At += (oi.end - oi.at) - len(seatsKey)
			after = append(after, op)
		default: // the edit reaches into the seats' member: whole
			return online.Diff(old, new)
		}
	}
	p := before
	for k := range oi.seats {
		o, n := oi.seats[k], ni.seats[k]
		os, ns := old[o.from:o.to], new[n.from:n.to]
		if bytes.Equal(os, ns) {
			continue
		}
		if !sameZones(old, new, o, n) {
			p = shifted(p, online.Diff(os, ns), o.from)
			continue
		}
		for z := range o.zones {
			oz, nz := old[o.zones[z][0]:o.zones[z][1]], new[n.zones[z][0]:n.zones[z][1]]
			if !bytes.Equal(oz, nz) {
				p = shifted(p, online.Diff(oz, nz), o.zones[z][0])
			}
		}
	}
	return append(p, after...)
}

// sameZones reports whether two seats differ only inside their zones: as
// many zones, and the same text before the first and after the last.
func sameZones(old, new []byte, o, n seatSpan) bool {
	if len(o.zones) != len(n.zones) || len(o.zones) == 0 {
		return false
	}
	last := len(o.zones) - 1
	return bytes.Equal(old[o.from:o.zones[0][0]], new[n.from:n.zones[0][0]]) &&
		bytes.Equal(old[o.zones[last][1]:o.to], new[n.zones[last][1]:n.to]) &&
		func() bool {
			for z := 1; z <= last; z++ { // the separators between zones
				if !bytes.Equal(old[o.zones[z-1][1]:o.zones[z][0]], new[n.zones[z-1][1]:n.zones[z][0]]) {
					return false
				}
			}
			return true
		}()
}

// shifted appends q's edits to p, moved by off.
func shifted(p, q online.Patch, off int) online.Patch {
	for _, op := range q {
		op.At += off
		p = append(p, op)
	}
	return p
}

// appendFlag writes member (`,"name":true`) when set: encoding/json's
// omitempty of a false bool.
func appendFlag(b []byte, set bool, member string) []byte {
	if set {
		b = append(b, member...)
	}
	return b
}
