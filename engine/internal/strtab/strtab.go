// Package strtab keeps tables of strings built once (option keys and
// labels) in one allocation each.
package strtab

import "strings"

// Pack copies the strings ps point to into one allocation and points each
// at its copy. The strings are unchanged; the garbage collector then marks
// one object for the whole table at every cycle instead of one a string
// (thousands, for the tables of keys and labels).
func Pack(ps []*string) {
	n := 0
	for _, p := range ps {
		n += len(*p)
	}
	var b strings.Builder
	b.Grow(n)
	for _, p := range ps {
		b.WriteString(*p)
	}
	all, off := b.String(), 0
	for _, p := range ps {
		k := len(*p)
		*p = all[off : off+k]
		off += k
	}
}
