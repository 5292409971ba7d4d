package tablemodel

import "undercity/engine"

// The Dungeon Event Deck (option dungeon) lies in its own box right of the
// centre, under the Round of Gambling's: the deck with its Progress
// Counters, and beside it the last Event revealed (the top of its discard
// pile), which zooms when pointed at.
var (
	DungeonBox         = Rect{1036, 438, 254, 140}
	DungeonDeckRect    = Rect{1050, 466, 70, 98}
	DungeonDiscardRect = Rect{1206, 466, 70, 98}
)

// DungeonShown is the Dungeon Event shown face up beside the deck: the one
// being resolved, else the last one revealed (engine.NoCard for none).
func (m *Model) DungeonShown() engine.CardID {
	s := m.T
	for i := len(s.Plays) - 1; i >= 0; i-- {
		pl := &s.Plays[i]
		if !pl.Resolved && pl.Card != engine.NoCard && s.ZoneOf(pl.Card) == engine.ZoneInPlay.String() && s.Def(pl.Card).Is("DungeonEvent") {
			return pl.Card
		}
	}
	if n := len(s.DungeonDiscard); n > 0 {
		return s.DungeonDiscard[n-1]
	}
	return engine.NoCard
}

// dungeonCardAt is the Dungeon Event under (x, y), if any.
func (m *Model) dungeonCardAt(x, y int) engine.CardID {
	if m.T.Opts.Dungeon && DungeonDiscardRect.Contains(x, y) {
		return m.DungeonShown()
	}
	return engine.NoCard
}
