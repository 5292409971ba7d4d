package online

import (
	"bytes"
	"encoding/json"
)

// ZoneCard is a card of a zone as a view's JSON has it.
type ZoneCard struct {
	// Zone is the zone's name as written (its JSON string's bytes,
	// without the quotes).
	Zone []byte
	// ID is the card's id (-1, engine.NoCard: not seen by the viewer).
	ID int64
	// Def says the card carries a non-empty definition.
	Def bool
}

// ZoneCards calls fn for every card of every zone of an Inn view's JSON
// (each seat's zones, then the table's), reading the text once without
// decoding it into Go values: the bots check every view they get with
// it, where decoding each view was most of their work. ok is false when
// the text is not a view with seats (then fn may have been called for
// some cards: the text is broken).
func ZoneCards(view []byte, fn func(ZoneCard)) (ok bool) {
	s := &zoneScan{b: view, fn: fn}
	seats := false
	ok = s.object(func(key []byte) bool {
		switch string(key) {
		case "seats":
			seats = s.peek() == '['
			return s.array(func() bool {
				return s.object(func(key []byte) bool {
					if string(key) == "zones" {
						return s.zones()
					}
					return s.skip()
				})
			})
		case "zones":
			return s.zones()
		}
		return s.skip()
	})
	return ok && seats && skipSpace(s.b, s.i) == len(s.b)
}

// zoneScan reads a view's JSON from b[i].
type zoneScan struct {
	b     []byte
	i     int
	fn    func(ZoneCard)
	cards []ZoneCard
}

func (s *zoneScan) peek() byte {
	s.i = skipSpace(s.b, s.i)
	if s.i >= len(s.b) {
		return 0
	}
	return s.b[s.i]
}

// skip passes the value at i.
func (s *zoneScan) skip() bool {
	j := skipValue(s.b, skipSpace(s.b, s.i))
	if j < 0 {
		return false
	}
	s.i = j
	return true
}

// str reads a string's bytes (without quotes, escapes as written).
func (s *zoneScan) str() ([]byte, bool) {
	if s.peek() != '"' {
		return nil, false
	}
	j := skipString(s.b, s.i)
	if j > len(s.b) || j < s.i+2 || s.b[j-1] != '"' {
		return nil, false
	}
	out := s.b[s.i+1 : j-1]
	s.i = j
	return out, true
}

// object reads an object, member calls each member with the reader at
// its value (which it must read).
func (s *zoneScan) object(member func(key []byte) bool) bool {
	if s.peek() != '{' {
		return false
	}
	s.i++
	if s.peek() == '}' {
		s.i++
		return true
	}
	for {
		key, ok := s.str()
		if !ok || s.peek() != ':' {
			return false
		}
		s.i++
		if !member(key) {
			return false
		}
		switch s.peek() {
		case ',':
			s.i++
		case '}':
			s.i++
			return true
		default:
			return false
		}
	}
}

// array reads an array (null counts as an empty one), item reading each
// item.
func (s *zoneScan) array(item func() bool) bool {
	if s.peek() == 'n' {
		return s.skip()
	}
	if s.peek() != '[' {
		return false
	}
	s.i++
	if s.peek() == ']' {
		s.i++
		return true
	}
	for {
		if !item() {
			return false
		}
		switch s.peek() {
		case ',':
			s.i++
		case ']':
			s.i++
			return true
		default:
			return false
		}
	}
}

// zones reads a list of zones, calling fn for each of their cards.
func (s *zoneScan) zones() bool {
	return s.array(func() bool {
		var name []byte
		named := false
		s.cards = s.cards[:0] // the cards read before the zone's name
		ok := s.object(func(key []byte) bool {
			switch string(key) {
			case "name":
				var ok bool
				name, ok = s.str()
				if ok {
					named = true
					for _, c := range s.cards {
						c.Zone = name
						s.fn(c)
					}
					s.cards = s.cards[:0]
				}
				return ok
			case "cards":
				return s.array(func() bool {
					c, ok := s.nextCard()
					if !ok {
						return false
					}
					if named {
						c.Zone = name
						s.fn(c)
					} else {
						s.cards = append(s.cards, c)
					}
					return true
				})
			}
			return s.skip()
		})
		for _, c := range s.cards { // a zone without a name
			s.fn(c)
		}
		return ok
	})
}

// nextCard reads the card at i: at once when it is written as the
// server writes cards ({"id":N, then "def" if any), else member by member.
func (s *zoneScan) nextCard() (ZoneCard, bool) {
	b, i := s.b, skipSpace(s.b, s.i)
	const idKey = `{"id":`
	if len(b)-i > len(idKey) && string(b[i:i+len(idKey)]) == idKey {
		j := i + len(idKey)
		k := j
		for k < len(b) && (b[k] == '-' || b[k] >= '0' && b[k] <= '9') {
			k++
		}
		if id, ok := parseInt(b[j:k]); ok {
			c := ZoneCard{ID: id}
			const defKey = `,"def":"`
			if len(b)-k > len(defKey) && string(b[k:k+len(defKey)]) == defKey {
				c.Def = b[k+len(defKey)] != '"'
				k = skipString(b, k+len(defKey)-1)
			}
			// The rest of the card as the server writes it: "back" and
			// "rake" (a string without escapes, a number), then its end.
			const backKey, rakeKey = `,"back":"`, `,"rake":`
			if len(b)-k > len(backKey) && string(b[k:k+len(backKey)]) == backKey {
				if e := bytes.IndexByte(b[k+len(backKey):], '"'); e >= 0 && bytes.IndexByte(b[k+len(backKey):k+len(backKey)+e], '\\') < 0 {
					k += len(backKey) + e + 1
				}
			}
			if len(b)-k > len(rakeKey) && string(b[k:k+len(rakeKey)]) == rakeKey {
				j := k + len(rakeKey)
				for j < len(b) && (b[j] == '-' || b[j] >= '0' && b[j] <= '9') {
					j++
				}
				k = j
			}
			if k < len(b) && b[k] == '}' {
				s.i = k + 1
				return c, true
			}
			// Any other rest: other members, no "id" or "def" again.
			for depth := 0; k < len(b); k++ {
				switch b[k] {
				case '"':
					if e := skipString(b, k); bytes.HasPrefix(b[k:e], []byte(`"id"`)) || bytes.HasPrefix(b[k:e], []byte(`"def"`)) {
						k = len(b) // odd: read it member by member
					} else {
						k = e - 1
					}
				case '{', '[':
					depth++
				case ']':
					depth--
				case '}':
					if depth == 0 {
						s.i = k + 1
						return c, true
					}
					depth--
				}
			}
		}
	}
	from := i
	if !s.skip() {
		return ZoneCard{}, false
	}
	return s.card(s.b[from:s.i])
}

// card reads a card object: its id and whether it has a definition.
func (s *zoneScan) card(b []byte) (ZoneCard, bool) {
	c := ZoneCard{ID: -1}
	r := &zoneScan{b: b}
	hasID := false
	ok := r.object(func(key []byte) bool {
		switch string(key) {
		case "id":
			from := skipSpace(r.b, r.i)
			if !r.skip() {
				return false
			}
			n, ok := parseInt(r.b[from:r.i])
			c.ID, hasID = n, ok
			return ok
		case "def":
			if r.peek() == 'n' {
				return r.skip()
			}
			def, ok := r.str()
			c.Def = len(def) > 0
			return ok
		}
		return r.skip()
	})
	if !hasID {
		c.ID = 0 // as a JSON decoder would leave it
	}
	return c, ok && skipSpace(r.b, r.i) == len(r.b)
}

// parseInt reads a JSON integer (no fraction or exponent).
func parseInt(b []byte) (int64, bool) {
	neg := len(b) > 0 && b[0] == '-'
	if neg {
		b = b[1:]
	}
	if len(b) == 0 || len(b) > 18 {
		return 0, false
	}
	var n int64
	for _, c := range b {
		if c < '0' || c > '9' {
			return 0, false
		}
		n = n*10 + int64(c-'0')
	}
	if neg {
		n = -n
	}
	return n, true
}

// decodeState reads a state message as the server writes it, without
// reflection (a client reads one for each position of each seat it
// holds), or an ack (type, seat and version only: one for each answer);
// View, Log and the patch's text keep data's bytes. ok is false for
// anything else (another type, a member it does not know, broken JSON):
// json.Unmarshal reads it then.
func decodeState(data []byte, m *ServerMsg) bool {
	s := &zoneScan{b: data}
	num := func() (int64, bool) {
		from := skipSpace(s.b, s.i)
		if !s.skip() {
			return 0, false
		}
		return parseInt(s.b[from:s.i])
	}
	raw := func() ([]byte, bool) {
		from := skipSpace(s.b, s.i)
		if !s.skip() {
			return nil, false
		}
		return s.b[from:s.i], true
	}
	var out ServerMsg
	stateOnly := false // a member only a state has
	ok := s.object(func(key []byte) bool {
		switch string(key) {
		case "type":
			t, ok := s.str()
			switch {
			case !ok:
				return false
			case string(t) == TypeState:
				out.Type = TypeState
			case string(t) == TypeAck:
				out.Type = TypeAck
			default:
				return false
			}
			return true
		case "seat", "version":
		default:
			stateOnly = true
		}
		switch string(key) {
		case "seat", "version", "log_from", "view_crc":
			n, ok := num()
			if !ok {
				return false
			}
			switch string(key) {
			case "seat":
				out.Seat = int(n)
			case "version":
				out.Version = int(n)
			case "log_from":
				out.LogFrom = int(n)
			default:
				if n < 0 || n > 1<<32-1 {
					return false
				}
				out.ViewCRC = uint32(n)
			}
		case "over":
			b, ok := raw()
			if !ok || string(b) != "true" && string(b) != "false" {
				return false
			}
			out.Over = string(b) == "true"
		case "view", "log", "patch", "decision":
			b, ok := raw()
			if !ok {
				return false
			}
			switch string(key) {
			case "view":
				out.View = b
			case "log":
				out.Log = b
			case "patch":
				return out.Patch.UnmarshalJSON(b) == nil
			default:
				if a, ok := decodeAsk(b); ok {
					out.Decision = a
					return true
				}
				return json.Unmarshal(b, &out.Decision) == nil
			}
		default:
			return false
		}
		return true
	})
	if !ok || skipSpace(s.b, s.i) != len(s.b) || out.Type != TypeState && (out.Type != TypeAck || stateOnly) {
		return false
	}
	if string(out.View) == "null" {
		out.View = nil
	}
	if string(out.Log) == "null" {
		out.Log = nil
	}
	*m = out
	return true
}

// decodeAsk reads a decision as the server writes it (ok false for
// anything else: encoding/json reads it then).
func decodeAsk(b []byte) (*Ask, bool) {
	s := &zoneScan{b: b}
	text := func() (string, bool) {
		from := skipSpace(s.b, s.i)
		if from >= len(s.b) || s.b[from] != '"' {
			return "", false
		}
		j := skipString(s.b, from)
		if j > len(s.b) || j < from+2 || s.b[j-1] != '"' {
			return "", false
		}
		s.i = j
		t, ok := unquote(nil, s.b[from:j])
		return string(t), ok
	}
	a := &Ask{}
	ok := s.object(func(key []byte) bool {
		var ok bool
		switch string(key) {
		case "seat":
			from := skipSpace(s.b, s.i)
			if !s.skip() {
				return false
			}
			var n int64
			n, ok = parseInt(s.b[from:s.i])
			a.Seat = int(n)
		case "kind":
			a.Kind, ok = text()
		case "prompt":
			a.Prompt, ok = text()
		case "options":
			if s.peek() == 'n' { // null
				return s.skip()
			}
			a.Options = []Choice{}
			ok = s.array(func() bool {
				var c Choice
				ok := s.object(func(key []byte) bool {
					var ok bool
					switch string(key) {
					case "key":
						c.Key, ok = text()
					case "label":
						c.Label, ok = text()
					}
					return ok
				})
				a.Options = append(a.Options, c)
				return ok
			})
		}
		return ok
	})
	if !ok || skipSpace(s.b, s.i) != len(s.b) {
		return nil, false
	}
	return a, true
}
