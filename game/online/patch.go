package online

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"hash/crc32"
	"strconv"
	"sync"
)

// A view delta: the edits that turn the JSON of the last view a
// connection got for a seat into the JSON of the next, as the server
// encoded both. The server finds them by walking both JSON texts side by
// side (objects member by member, arrays element by element, the common
// head and tail of a sequence skipped), so an edit replaces a value, or
// the middle of an array or object whose length changed; the client
// splices them into its bytes and checks the result's CRC-32.

// PatchOp is one edit of a view's JSON: Cut bytes at offset At of the old
// text are replaced by Put. On the wire it is [at, cut, "put"].
type PatchOp struct {
	At, Cut int
	Put     []byte
}

// Patch is the edits of one view, in the order of their offsets, none
// overlapping.
type Patch []PatchOp

// ViewCRC is the checksum a state carries for the view a client builds.
func ViewCRC(view []byte) uint32 { return crc32.ChecksumIEEE(view) }

// ErrBadPatch says a patch does not fit the view it is applied to.
var ErrBadPatch = errors.New("the view delta does not fit the last view")

// Apply returns old with the edits made (old is not changed).
func (p Patch) Apply(old []byte) ([]byte, error) {
	size, ok := p.size(len(old))
	if !ok {
		return nil, ErrBadPatch
	}
	return p.applyTo(make([]byte, 0, size), old, nil), nil
}

// size is the length of a text of n bytes once edited; ok is false when
// the edits do not fit it.
func (p Patch) size(n int) (int, bool) {
	size, last := n, 0
	for _, op := range p {
		if op.At < last || op.Cut < 0 || op.At+op.Cut > n {
			return 0, false
		}
		last = op.At + op.Cut
		size += len(op.Put) - op.Cut
	}
	return size, true
}

// applyTo appends to out the edited text of head and tail one after the
// other (the edits fit them: size).
func (p Patch) applyTo(out, head, tail []byte) []byte {
	// part appends the old text's bytes [from, to).
	part := func(out []byte, from, to int) []byte {
		if from < len(head) {
			out = append(out, head[from:min(to, len(head))]...)
		}
		if to > len(head) {
			out = append(out, tail[max(from-len(head), 0):to-len(head)]...)
		}
		return out
	}
	last := 0
	for _, op := range p {
		out = part(out, last, op.At)
		out = append(out, op.Put...)
		last = op.At + op.Cut
	}
	return part(out, last, len(head)+len(tail))
}

// Size is the bytes the edits put, a measure of the patch's weight.
func (p Patch) Size() int {
	n := 0
	for _, op := range p {
		n += len(op.Put) + 12
	}
	return n
}

// AppendJSON appends the patch as JSON: [[at,cut,"put"],...].
func (p Patch) AppendJSON(buf []byte) []byte {
	buf = append(buf, '[')
	for k, op := range p {
		if k > 0 {
			buf = append(buf, ',')
		}
		buf = append(buf, '[')
		buf = strconv.AppendInt(buf, int64(op.At), 10)
		buf = append(buf, ',')
		buf = strconv.AppendInt(buf, int64(op.Cut), 10)
		buf = append(buf, ',')
		buf = appendJSONString(buf, op.Put)
		buf = append(buf, ']')
	}
	return append(buf, ']')
}

// MarshalJSON is AppendJSON.
func (p Patch) MarshalJSON() ([]byte, error) { return p.AppendJSON(nil), nil }

// UnmarshalJSON reads [[at,cut,"put"],...] (by hand: a client reads a
// patch with every state).
func (p *Patch) UnmarshalJSON(data []byte) error {
	bad := func(what string) error { return fmt.Errorf("a patch: %s", what) }
	i := skipSpace(data, 0)
	if i >= len(data) || data[i] != '[' {
		return bad("not a list of edits")
	}
	out := Patch{}
	text := make([]byte, 0, len(data)) // every edit's text, one after the other
	i = skipSpace(data, i+1)
	if i < len(data) && data[i] == ']' {
		if skipSpace(data, i+1) != len(data) {
			return bad("text after the edits")
		}
		*p = out
		return nil
	}
	for {
		if i >= len(data) || data[i] != '[' {
			return bad("an edit is not a list")
		}
		var op PatchOp
		var nums [2]int
		for k := range nums {
			i = skipSpace(data, i+1)
			j := skipValue(data, i)
			if j < 0 {
				return bad("an edit's offset is missing")
			}
			n, ok := parseInt(data[i:j])
			if !ok || n < 0 || n > 1<<31 {
				return bad(fmt.Sprintf("an edit's offset %q is not a count", data[i:j]))
			}
			nums[k] = int(n)
			i = skipSpace(data, j)
			if i >= len(data) || data[i] != ',' {
				return bad("an edit has fewer than 3 parts")
			}
		}
		op.At, op.Cut = nums[0], nums[1]
		i = skipSpace(data, i+1)
		j := skipValue(data, i)
		if j < 0 || data[i] != '"' || j-i < 2 || data[j-1] != '"' {
			return bad("an edit's text is not a string")
		}
		from := len(text)
		var ok bool
		if text, ok = unquote(text, data[i:j]); !ok {
			return bad("an edit's text is not a JSON string")
		}
		op.Put = text[from:len(text):len(text)]
		out = append(out, op)
		i = skipSpace(data, j)
		if i >= len(data) || data[i] != ']' {
			return bad("an edit has more than 3 parts")
		}
		i = skipSpace(data, i+1)
		if i >= len(data) {
			return bad("the edits do not end")
		}
		if data[i] == ']' {
			if skipSpace(data, i+1) != len(data) {
				return bad("text after the edits")
			}
			*p = out
			return nil
		}
		if data[i] != ',' {
			return bad("edits not separated by commas")
		}
		i = skipSpace(data, i+1)
	}
}

// unquote appends a JSON string's text to buf (the escapes the server
// writes by hand; any other through encoding/json).
func unquote(buf, q []byte) ([]byte, bool) {
	start, body := len(buf), q[1:len(q)-1]
	for {
		k := bytes.IndexByte(body, '\\')
		if k < 0 {
			return append(buf, body...), true
		}
		buf = append(buf, body[:k]...)
		if k+1 >= len(body) {
			return buf, false
		}
		c := body[k+1]
		switch c {
		case '"', '\\', '/':
		case 'b':
			c = '\b'
		case 'f':
			c = '\f'
		case 'n':
			c = '\n'
		case 'r':
			c = '\r'
		case 't':
			c = '\t'
		default: // \u: rare (control bytes, odd text)
			var s string
			if err := json.Unmarshal(q, &s); err != nil {
				return buf, false
			}
			return append(buf[:start], s...), true
		}
		buf = append(buf, c)
		body = body[k+2:]
	}
}

// appendJSONString appends s as a JSON string. s is a piece of JSON the
// server wrote (valid UTF-8, no raw control characters), so only quotes,
// backslashes and control bytes need escaping.
func appendJSONString(buf, s []byte) []byte {
	buf = append(buf, '"')
	start := 0
	for i, c := range s {
		if c != '"' && c != '\\' && c >= 0x20 {
			continue
		}
		buf = append(buf, s[start:i]...)
		switch c {
		case '"', '\\':
			buf = append(buf, '\\', c)
		default:
			buf = append(buf, `\u00`...)
			buf = append(buf, "0123456789abcdef"[c>>4], "0123456789abcdef"[c&15])
		}
		start = i + 1
	}
	buf = append(buf, s[start:]...)
	return append(buf, '"')
}

// Diff returns the edits that turn old into new, two JSON texts as the
// server encodes them. A value is split into its items only when its
// bytes differ (most of a view does not change from one position to the
// next: it is compared, not read item by item); a text it cannot walk
// is replaced whole.
func Diff(old, new []byte) Patch {
	d := differs.Get().(*differ)
	defer differs.Put(d)
	d.old, d.new, d.p, d.items = old, new, nil, d.items[:0]
	// Each text is one value, from its first byte that is not a space to
	// its last (not walked to be checked: a value that is not JSON is
	// replaced whole where it is split).
	oa, ob := skipSpace(old, 0), skipSpace(new, 0)
	oe, ne := trimSpace(old, oa), trimSpace(new, ob)
	if oa == oe || ob == ne {
		if !bytes.Equal(old, new) {
			return Patch{{At: 0, Cut: len(old), Put: new}}
		}
		return nil
	}
	d.value(item{int32(oa), int32(oa), int32(oa), int32(oe)}, item{int32(ob), int32(ob), int32(ob), int32(ne)})
	p := d.p
	d.old, d.new, d.p = nil, nil, nil
	return p
}

// differ walks two texts side by side (pooled: its room for items is
// reused).
type differ struct {
	old, new []byte
	p        Patch
	items    []item // the items of the containers being walked, container after container
}

var differs = sync.Pool{New: func() any { return new(differ) }}

// item is a value of a text: [start, end) with an object member's key
// (start to key), the value itself from val.
type item struct{ start, key, val, end int32 }

// split appends the items of the container at b[c.val:c.end] to
// d.items: ok is false when it is not one as the server writes them.
func (d *differ) split(b []byte, c item) bool {
	i, end := int(c.val), int(c.end)
	obj := b[i] == '{'
	closing := byte(']')
	if obj {
		closing = '}'
	}
	i = skipSpace(b, i+1)
	if i < end && b[i] == closing {
		return i+1 == end
	}
	for {
		ks, ke := i, i
		if obj {
			if i >= end || b[i] != '"' {
				return false
			}
			i = skipString(b, i)
			ke = i
			i = skipSpace(b, i)
			if i >= end || b[i] != ':' {
				return false
			}
			i = skipSpace(b, i+1)
		}
		j := skipValue(b, i)
		if j < 0 || j > end {
			return false
		}
		d.items = append(d.items, item{int32(ks), int32(ke), int32(i), int32(j)})
		i = skipSpace(b, j)
		if i >= end {
			return false
		}
		if b[i] == closing {
			return i+1 == end
		}
		if b[i] != ',' {
			return false
		}
		i = skipSpace(b, i+1)
	}
}

// value adds the edits of old's value o into new's value n.
func (d *differ) value(o, n item) {
	ov, nv := d.old[o.val:o.end], d.new[n.val:n.end]
	if bytes.Equal(ov, nv) {
		return
	}
	if len(ov) > 1 && len(nv) > 1 && ov[0] == nv[0] && (ov[0] == '{' || ov[0] == '[') {
		mark := len(d.items)
		if d.split(d.old, o) {
			mid := len(d.items)
			if d.split(d.new, n) {
				if ov[0] == '{' {
					d.object(o, n, mark, mid, len(d.items))
				} else {
					d.array(o, n, mark, mid, len(d.items))
				}
				d.items = d.items[:mark]
				return
			}
		}
		d.items = d.items[:mark]
	}
	d.p = append(d.p, PatchOp{At: int(o.val), Cut: len(ov), Put: nv})
}

// gap replaces what lies between items (before, at) of o by what lies
// between (bBefore, bAt) of n: -1 is the opening bracket, the number of
// items the closing one; separators included. o's items are
// d.items[oi:oi+m], n's d.items[ni:ni+l].
func (d *differ) gap(o item, oi, m, before, at int, n item, ni, l, bBefore, bAt int) {
	span := func(c item, ci, cn, before, at int) (int32, int32) {
		from, to := c.val+1, c.end-1
		if before >= 0 {
			from = d.items[ci+before].end
		}
		if at < cn {
			to = d.items[ci+at].start
		}
		return from, to
	}
	of, ot := span(o, oi, m, before, at)
	nf, nt := span(n, ni, l, bBefore, bAt)
	d.p = append(d.p, PatchOp{At: int(of), Cut: int(ot - of), Put: d.new[nf:nt]})
}

// object diffs two objects whose members are d.items[oi:ni] and
// d.items[ni:end]: the members of the same key are diffed value by value,
// the runs of members only one side has replaced (keys come in the same
// order on both sides: the fields of one Go type).
func (d *differ) object(o, n item, oi, ni, end int) {
	oKey := func(k int) []byte { it := d.items[oi+k]; return d.old[it.start:it.key] }
	nKey := func(k int) []byte { it := d.items[ni+k]; return d.new[it.start:it.key] }
	m, l := ni-oi, end-ni
	pi, pj := -1, -1 // the last pair
	for i, j := 0, 0; i < m && j < l; {
		if bytes.Equal(oKey(i), nKey(j)) {
			if i-pi > 1 || j-pj > 1 {
				d.gap(o, oi, m, pi, i, n, ni, l, pj, j)
			}
			d.value(d.items[oi+i], d.items[ni+j])
			pi, pj = i, j
			i++
			j++
			continue
		}
		later := false
		for k := j + 1; k < l && !later; k++ {
			later = bytes.Equal(oKey(i), nKey(k))
		}
		if later {
			j++ // new's member j was added
		} else {
			i++ // old's member i was removed
		}
	}
	if m-pi > 1 || l-pj > 1 {
		d.gap(o, oi, m, pi, m, n, ni, l, pj, l)
	}
}

// array diffs two arrays whose elements are d.items[oi:ni] and
// d.items[ni:end]: the common head and tail are skipped; a middle of as
// many elements on both sides is diffed element by element, any other
// middle replaced whole.
func (d *differ) array(o, n item, oi, ni, end int) {
	eq := func(i, j int) bool {
		a, b := d.items[oi+i], d.items[ni+j]
		return bytes.Equal(d.old[a.start:a.end], d.new[b.start:b.end])
	}
	m, l := ni-oi, end-ni
	h := 0
	for h < m && h < l && eq(h, h) {
		h++
	}
	t := 0
	for t < m-h && t < l-h && eq(m-1-t, l-1-t) {
		t++
	}
	if m-h-t == l-h-t && m-h-t > 0 {
		for k := h; k < m-t; k++ {
			d.value(d.items[oi+k], d.items[ni+k])
		}
		return
	}
	d.gap(o, oi, m, h-1, m-t, n, ni, l, h-1, l-t)
}

// trimSpace is the end of b without its trailing spaces (not before from).
func trimSpace(b []byte, from int) int {
	e := len(b)
	for e > from && (b[e-1] == ' ' || b[e-1] == '\n' || b[e-1] == '\t' || b[e-1] == '\r') {
		e--
	}
	return e
}

func skipSpace(b []byte, i int) int {
	for i < len(b) && (b[i] == ' ' || b[i] == '\n' || b[i] == '\t' || b[i] == '\r') {
		i++
	}
	return i
}

// skipString returns the end of the string starting at b[i] (a quote).
func skipString(b []byte, i int) int {
	for i++; i < len(b); i++ {
		switch b[i] {
		case '\\':
			i++
		case '"':
			return i + 1
		}
	}
	return len(b)
}

// skipValue returns the end of the value starting at b[i], or -1.
func skipValue(b []byte, i int) int {
	if i >= len(b) {
		return -1
	}
	switch b[i] {
	case '"':
		return skipString(b, i)
	case '{', '[':
		depth := 0
		for ; i < len(b); i++ {
			switch b[i] {
			case '"':
				i = skipString(b, i) - 1
			case '{', '[':
				depth++
			case '}', ']':
				depth--
				if depth == 0 {
					return i + 1
				}
			}
		}
		return -1
	}
	start := i
	for i < len(b) && b[i] != ',' && b[i] != '}' && b[i] != ']' && b[i] != ' ' && b[i] != '\n' && b[i] != '\t' && b[i] != '\r' {
		i++
	}
	if i == start {
		return -1
	}
	return i
}

// arrayLen is the number of items of a JSON array; ok is false when b is
// not one.
func arrayLen(b []byte) (n int, ok bool) {
	i := skipSpace(b, 0)
	if i >= len(b) || b[i] != '[' {
		return 0, false
	}
	i = skipSpace(b, i+1)
	if i < len(b) && b[i] == ']' {
		return 0, skipSpace(b, i+1) == len(b)
	}
	for {
		if i = skipValue(b, i); i < 0 {
			return 0, false
		}
		n++
		i = skipSpace(b, i)
		if i >= len(b) {
			return 0, false
		}
		if b[i] == ']' {
			return n, skipSpace(b, i+1) == len(b)
		}
		if b[i] != ',' {
			return 0, false
		}
		i = skipSpace(b, i+1)
	}
}
