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
	size, last := len(old), 0
	for _, op := range p {
		if op.At < last || op.Cut < 0 || op.At+op.Cut > len(old) {
			return nil, ErrBadPatch
		}
		last = op.At + op.Cut
		size += len(op.Put) - op.Cut
	}
	out := make([]byte, 0, size)
	last = 0
	for _, op := range p {
		out = append(out, old[last:op.At]...)
		out = append(out, op.Put...)
		last = op.At + op.Cut
	}
	return append(out, old[last:]...), nil
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
// server encodes them. Texts it cannot walk are replaced whole.
func Diff(old, new []byte) Patch {
	d := differs.Get().(*differ)
	defer differs.Put(d)
	var p Patch
	if !d.old.parse(old) || !d.new.parse(new) {
		if !bytes.Equal(old, new) {
			p = append(p, PatchOp{At: 0, Cut: len(old), Put: new})
		}
		return p
	}
	d.p = p
	d.value(0, 0)
	p, d.p = d.p, nil
	return p
}

// differ holds the two texts' trees (pooled: their buffers are reused).
type differ struct {
	old, new jsonTree
	p        Patch
}

var differs = sync.Pool{New: func() any { return new(differ) }}

// jsonTree is a JSON text's values: node 0 is the whole text, a
// container's items are kids[kid0 : kid0+nkids].
type jsonTree struct {
	text  []byte
	nodes []node
	kids  []int32
	stack []int32
}

// node is a value: [start, end) with an object member's key (start to
// key), the value itself from val.
type node struct {
	start, key, val, end int32
	kid0, nkids          int32
}

func (t *jsonTree) parse(text []byte) bool {
	t.text, t.nodes, t.kids, t.stack = text, t.nodes[:0], t.kids[:0], t.stack[:0]
	if want := len(text) / 12; cap(t.nodes) < want { // about a value every 12 bytes of a view
		t.nodes, t.kids = make([]node, 0, want), make([]int32, 0, want)
	}
	i := skipSpace(text, 0)
	_, end, ok := t.value(i)
	return ok && skipSpace(text, end) == len(text)
}

// value reads the value at text[i]: its node and where it ends.
func (t *jsonTree) value(i int) (int32, int, bool) {
	b := t.text
	if i >= len(b) {
		return 0, 0, false
	}
	idx := int32(len(t.nodes))
	t.nodes = append(t.nodes, node{start: int32(i), key: int32(i), val: int32(i)})
	switch b[i] {
	case '"':
		i = skipString(b, i)
	case '{', '[':
		obj := b[i] == '{'
		end := byte(']')
		if obj {
			end = '}'
		}
		mark := len(t.stack)
		i = skipSpace(b, i+1)
		if i < len(b) && b[i] == end {
			i++
			break
		}
		for {
			ks, ke := i, i
			if obj {
				if i >= len(b) || b[i] != '"' {
					return 0, 0, false
				}
				i = skipString(b, i)
				ke = i
				i = skipSpace(b, i)
				if i >= len(b) || b[i] != ':' {
					return 0, 0, false
				}
				i = skipSpace(b, i+1)
			}
			k, next, ok := t.value(i)
			if !ok {
				return 0, 0, false
			}
			t.nodes[k].start, t.nodes[k].key = int32(ks), int32(ke)
			t.stack = append(t.stack, k)
			i = skipSpace(b, next)
			if i >= len(b) {
				return 0, 0, false
			}
			if b[i] == end {
				i++
				break
			}
			if b[i] != ',' {
				return 0, 0, false
			}
			i = skipSpace(b, i+1)
		}
		t.nodes[idx].kid0, t.nodes[idx].nkids = int32(len(t.kids)), int32(len(t.stack)-mark)
		t.kids = append(t.kids, t.stack[mark:]...)
		t.stack = t.stack[:mark]
	default:
		j := skipValue(b, i)
		if j < 0 {
			return 0, 0, false
		}
		i = j
	}
	t.nodes[idx].end = int32(i)
	return idx, i, true
}

// item is a container's item k.
func (t *jsonTree) item(n node, k int) node { return t.nodes[t.kids[int(n.kid0)+k]] }

func (t *jsonTree) bytes(from, to int32) []byte { return t.text[from:to] }

// value adds the edits of old's node a into new's node b.
func (d *differ) value(a, b int32) {
	o, n := d.old.nodes[a], d.new.nodes[b]
	ov, nv := d.old.bytes(o.val, o.end), d.new.bytes(n.val, n.end)
	if bytes.Equal(ov, nv) {
		return
	}
	if len(ov) > 1 && ov[0] == nv[0] && (ov[0] == '{' || ov[0] == '[') {
		if ov[0] == '{' {
			d.object(o, n)
		} else {
			d.array(o, n)
		}
		return
	}
	d.p = append(d.p, PatchOp{At: int(o.val), Cut: len(ov), Put: nv})
}

// gap replaces what lies between items (before, at) of o by what lies
// between (bBefore, bAt) of n: -1 is the opening bracket, nkids the
// closing one; separators included.
func (d *differ) gap(o node, before, at int, n node, bBefore, bAt int) {
	span := func(t *jsonTree, c node, before, at int) (int32, int32) {
		from, to := c.val+1, c.end-1
		if before >= 0 {
			from = t.item(c, before).end
		}
		if at < int(c.nkids) {
			to = t.item(c, at).start
		}
		return from, to
	}
	of, ot := span(&d.old, o, before, at)
	nf, nt := span(&d.new, n, bBefore, bAt)
	d.p = append(d.p, PatchOp{At: int(of), Cut: int(ot - of), Put: d.new.bytes(nf, nt)})
}

// object diffs two objects: the members of the same key are diffed value
// by value, the runs of members only one side has replaced (keys come in
// the same order on both sides: the fields of one Go type).
func (d *differ) object(o, n node) {
	key := func(t *jsonTree, c node, k int) []byte { it := t.item(c, k); return t.bytes(it.start, it.key) }
	m, l := int(o.nkids), int(n.nkids)
	pi, pj := -1, -1 // the last pair
	for i, j := 0, 0; i < m && j < l; {
		if bytes.Equal(key(&d.old, o, i), key(&d.new, n, j)) {
			if i-pi > 1 || j-pj > 1 {
				d.gap(o, pi, i, n, pj, j)
			}
			d.value(d.old.kids[int(o.kid0)+i], d.new.kids[int(n.kid0)+j])
			pi, pj = i, j
			i++
			j++
			continue
		}
		later := false
		for k := j + 1; k < l && !later; k++ {
			later = bytes.Equal(key(&d.old, o, i), key(&d.new, n, k))
		}
		if later {
			j++ // new's member j was added
		} else {
			i++ // old's member i was removed
		}
	}
	if m-pi > 1 || l-pj > 1 {
		d.gap(o, pi, m, n, pj, l)
	}
}

// array diffs two arrays: the common head and tail are skipped; a middle
// of as many elements on both sides is diffed element by element, any
// other middle replaced whole.
func (d *differ) array(o, n node) {
	eq := func(i, j int) bool {
		a, b := d.old.item(o, i), d.new.item(n, j)
		return bytes.Equal(d.old.bytes(a.start, a.end), d.new.bytes(b.start, b.end))
	}
	m, l := int(o.nkids), int(n.nkids)
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
			d.value(d.old.kids[int(o.kid0)+k], d.new.kids[int(n.kid0)+k])
		}
		return
	}
	d.gap(o, h-1, m-t, n, h-1, l-t)
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
