package tablemodel

import (
	"fmt"
	"testing"

	"github.com/stretchr/testify/assert"

	"undercity/engine"
)

// longest6 are six characters with the longest names in the data.
var longest6 = []string{"torglesnarf", "daareka", "ygella", "dale", "amundyr", "petra"}

// A mat's name has its room in every layout: inside its mat, clear of the
// portrait, the hand's count, the piles and every other mat.
func TestMatNamesHaveTheirRoom(t *testing.T) {
	for _, mode := range []string{"", engine.ModeOtto, engine.ModeTwoHeaded, engine.ModeLeadersLackeys} {
		chars := longest6
		if mode == engine.ModeOtto {
			chars = longest6[:2]
		}
		if mode == engine.ModeLeadersLackeys { // Leaders are Bosses
			chars = []string{"torglesnarf", "ygella", "daareka", "dale", "amundyr", "jett"}
		}
		s := deal(t, mode, chars, 3, 0)
		for b := range s.NumSeats() {
			if s.Players[b].Otto {
				continue
			}
			m := watched(s, b)
			for q, mat := range m.Mats {
				if s.Players[q].Otto {
					continue
				}
				where := fmt.Sprintf("%q, seat %d seen from %d", mode, q, b)
				name := NameLineRect(mat)
				assert.True(t, name.W >= 120, "%s: room for a name", where)
				assert.True(t, NameRect(mat).Holds(name), "%s: the name %v inside the mat's header %v", where, name, mat)
				assert.True(t, name.X >= mat.X+56, "%s: clear of the portrait", where)
				assert.False(t, name.Overlaps(HandCountRect(mat)), "%s: clear of the hand's count", where)
				for k := range 3 {
					assert.False(t, name.Overlaps(PileRect(mat, k)), "%s: clear of pile %d", where, k)
				}
				for o, other := range m.Mats {
					assert.False(t, o != q && name.Overlaps(other), "%s: clear of seat %d's mat", where, o)
				}
			}
		}
	}
}
