package online

import (
	"bytes"
	"encoding/json"
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/require"

	"undercity/engine"
	"undercity/game"
)

// TestDiffAsTheTreeDiff: Diff, which splits only the values that differ,
// finds the very edits the parse of both whole texts found, over the
// views of real games (and the cases of TestPatchCases).
func TestDiffAsTheTreeDiff(t *testing.T) {
	pairs := [][2]string{
		{`{"a":1,"b":[1,2,3]}`, `{"a":1,"b":[1,5,2,3]}`},
		{`{"a":1,"b":[]}`, `{"a":1,"b":[{"id":4,"def":"x\"y"}]}`},
		{`{"a":1,"c":true,"b":[1]}`, `{"a":1,"b":[1]}`},
		{`{"s":[{"z":[{"id":1},{"id":2}]},{"z":[]}]}`, `{"s":[{"z":[{"id":1},{"id":3}]},{"z":[{"id":-1}]}]}`},
		{`{"a":[1,2]}`, `{"a":{"b":2}}`},
		{`{"a": [1, 2], "b" : 3}`, `{"a": [1, 2 ], "b" : 3}`},
		{`{"a":1}`, `{"a":1`},
	}
	for _, p := range pairs {
		require.Equal(t, treeDiff([]byte(p[0]), []byte(p[1])), Diff([]byte(p[0]), []byte(p[1])), "%s -> %s", p[0], p[1])
	}
	c, err := game.Content()
	require.NoError(t, err)
	n := 0
	for seed := uint64(1); seed <= 2; seed++ {
		su, err := game.ModeSetup("", []string{"dale", "jett", "petra", "ygella"}, seed, engine.Options{Prizes: seed == 2})
		require.NoError(t, err)
		s, err := engine.NewGame(c, su)
		require.NoError(t, err)
		r := rand.New(rand.NewPCG(seed, 9))
		last := map[int][]byte{}
		for step := 0; step < 300 && !s.Over; step++ {
			for _, viewer := range []int{1, engine.ViewerPublic} {
				var v *engine.View
				if viewer < 0 {
					v = s.PublicView()
				} else {
					v = s.View(viewer)
				}
				data, err := json.Marshal(v)
				require.NoError(t, err)
				if old := last[viewer]; old != nil {
					want := treeDiff(old, data)
					got := Diff(old, data)
					require.Equal(t, want, got)
					n++
				}
				last[viewer] = data
			}
			d, ok := s.Pending()
			require.True(t, ok)
			require.NoError(t, s.Answer(d.Options[r.IntN(len(d.Options))].Key))
		}
	}
	require.Greater(t, n, 100)
}

// treeDiff is Diff as it was before it split values lazily: both texts
// parsed whole into trees first. It returns the edits that turn old into new, two JSON texts as the
// server encodes them. Texts it cannot walk are replaced whole.
func treeDiff(old, new []byte) Patch {
	d := &treeDiffer{}
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
type treeDiffer struct {
	old, new jsonTree
	p        Patch
}

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
func (d *treeDiffer) value(a, b int32) {
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
func (d *treeDiffer) gap(o node, before, at int, n node, bBefore, bAt int) {
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
func (d *treeDiffer) object(o, n node) {
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
func (d *treeDiffer) array(o, n node) {
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
