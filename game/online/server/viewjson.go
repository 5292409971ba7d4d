package server

import (
	"bytes"
	"encoding/json"
	"strconv"
	"unicode/utf8"

	"undercity/engine"
)

// encodeView is json.Marshal(v), byte for byte, with the seats (most of a
// view: every mat's zones and cards) written here without reflection;
// the rest is encoded by encoding/json. TestEncodeViewIsJSON checks it
// against json.Marshal over games of every mode: a field added to a
// seat's view in the engine makes it fail until it is written here too.
func encodeView(v *engine.View) ([]byte, error) {
	seats := v.Seats
	v.Seats = nil
	rest, err := json.Marshal(v)
	v.Seats = seats
	if err != nil || seats == nil {
		return rest, err
	}
	const key = `"seats":null`
	at := bytes.Index(rest, []byte(key))
	if at < 0 {
		return json.Marshal(v)
	}
	out := make([]byte, 0, len(rest)+len(seats)*2048)
	out = append(out, rest[:at]...)
	out = append(out, `"seats":[`...)
	for k := range seats {
		if k > 0 {
			out = append(out, ',')
		}
		out = appendSeat(out, &seats[k])
	}
	out = append(out, ']')
	return append(out, rest[at+len(key):]...), nil
}

func appendSeat(b []byte, s *engine.SeatView) []byte {
	b = appendInt(append(b, `{"seat":`...), s.Seat)
	b = appendStr(append(b, `,"name":`...), s.Name)
	b = appendStr(append(b, `,"char":`...), s.Char)
	b = appendInt(append(b, `,"team":`...), s.Team)
	if s.Out {
		b = append(b, `,"out":true`...)
	}
	if s.Boss {
		b = append(b, `,"boss":true`...)
	}
	if s.Otto {
		b = append(b, `,"otto":true`...)
	}
	b = appendInt(append(b, `,"hand_size":`...), s.HandSize)
	if s.HandOpen {
		b = append(b, `,"hand_open":true`...)
	}
	if s.Asleep {
		b = append(b, `,"asleep":true`...)
	}
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
		b = appendZones(b, s.Zones)
	}
	return append(b, '}')
}

func appendZones(b []byte, zs []engine.ZoneView) []byte {
	b = append(b, '[')
	for k := range zs {
		z := &zs[k]
		if k > 0 {
			b = append(b, ',')
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
			b = append(b, `,"cards":[`...)
			for j, c := range z.Cards {
				if j > 0 {
					b = append(b, ',')
				}
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
				b = append(b, '}')
			}
			b = append(b, ']')
		}
		b = append(b, '}')
	}
	return append(b, ']')
}

func appendInt(b []byte, n int) []byte { return strconv.AppendInt(b, int64(n), 10) }

// appendStr writes s as encoding/json does: plain printable ASCII as it
// is, anything else (quotes, escapes, <, >, &, non-ASCII) through
// encoding/json itself.
func appendStr(b []byte, s string) []byte {
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c < 0x20 || c >= utf8.RuneSelf || c == '"' || c == '\\' || c == '<' || c == '>' || c == '&' {
			q, _ := json.Marshal(s)
			return append(b, q...)
		}
	}
	b = append(b, '"')
	b = append(b, s...)
	return append(b, '"')
}
