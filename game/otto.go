package game

import (
	"fmt"
	"strings"

	"undercity/engine"
)

// ottoSetup seats Otto, Our Mechanical Friend, with the two players of the
// two-player variant: the players keep seats 0 and 1 (in the order given)
// and Otto sits after them, so he is left of the second player and goes
// first (he always does). Otto's factions are the content's first two
// unless set.
func ottoSetup(c *engine.Content, su engine.Setup, chars []string) (engine.Setup, error) {
	if len(chars) != 2 {
		return su, fmt.Errorf("the Otto variant is for exactly two players (Otto is the third), not %d", len(chars))
	}
	su.Mode, su.Teams = "", false
	su.Seats = nil
	for i, ch := range chars {
		ch = strings.ToLower(strings.TrimSpace(ch))
		if _, ok := c.CharIndex(ch); !ok {
			return su, fmt.Errorf("seat %d: unknown character %q", i+1, chars[i])
		}
		su.Seats = append(su.Seats, engine.SeatSetup{Char: ch})
	}
	su.Seats = append(su.Seats, engine.SeatSetup{Char: engine.OttoID})
	su.First = len(su.Seats) - 1
	return su, nil
}
