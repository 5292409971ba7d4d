package tablemodel

import (
	"strconv"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"undercity/engine"
	"undercity/game"
)

// Minions in play lie on their owner's mat, face up; a card that may hit a
// Minion instead of a player makes them clickable targets, and the click
// picks the Minion, not the mat under it.
func TestClickingAMinionPicksItAsTheTarget(t *testing.T) {
	s := fromScenario(t, `{
  "name": "pick a Minion",
  "seats": [
    {"char": "daareka", "hand": ["daareka_stop_thinking"]},
    {"char": "torglesnarf", "minions": ["torglesnarf_grunt", "torglesnarf_brix"]}
  ],
  "active": 0,
  "phase": "action"
}`)
	require.NoError(t, s.Answer("play:card"+strconv.Itoa(int(s.Hand(0)[0]))))
	m := asked(s)
	require.Equal(t, engine.DecTarget, m.Dec.Kind)
	grunt := s.Pile(1, engine.PileMinions)[0]
	mc, ok := m.OnMat[grunt]
	require.True(t, ok, "Grunt lies on a mat")
	assert.True(t, mc.Open, "face up")
	assert.True(t, m.Playable(grunt), "offered as a target")
	owner := -1
	for k, r := range m.Mats {
		if r.Contains(int(mc.Rect.X+1), int(mc.Rect.Y+1)) {
			owner = k
		}
	}
	assert.Equal(t, mc.Seat, owner, "inside its owner's mat")
	cx, cy := mc.Rect.Center()
	c := m.ClickAt(int(cx), int(cy))
	require.GreaterOrEqual(t, c.Opt, 0, "clicking Grunt answers")
	assert.Equal(t, grunt, m.Dec.Options[c.Opt].Card)
	require.NoError(t, s.Answer(m.Dec.Options[c.Opt].Key))
	assert.Equal(t, int16(grunt)+1, s.Plays[len(s.Plays)-1].MinionPick, "the play picked Grunt")
}

// A Boss Battle with Dungeon Events: the Boss's Actions, shown across the
// table, keep clear of the Dungeon Event box (their label too), of the
// cards being played and of the decision bar; the Challengers have one
// Potion Tokens panel, their other banners are name tags.
func TestBossActionsBesideTheDungeonEvents(t *testing.T) {
	cfg := game.Config{Mode: engine.ModeBoss, Seed: 21, Opts: engine.Options{Dungeon: true}}
	for _, ch := range []string{"petra", "dale", "jett", "terci"} {
		cfg.Seats = append(cfg.Seats, game.SeatConfig{Char: ch, Level: "easy"})
	}
	mt, err := game.NewMatch(mustContent(t), cfg)
	require.NoError(t, err)
	mt.Close()
	s := mt.Snapshot().Clone()
	require.True(t, s.Opts.Dungeon)
	s.SetPile(0, engine.PileShown, append(s.Pile(0, engine.PileShown), s.Hand(0)[:3]...)) // three Actions shown
	for _, viewer := range []int{1, 2, 3} {
		m := watched(s, viewer)
		require.Len(t, m.BossShown, 1)
		b := m.BossShown[0]
		band := Rect{b.X, b.Y - 22, 200, 22} // the label "Petra's Actions: k of X"
		assert.False(t, band.Overlaps(DungeonBox), "the label over the Dungeon Event box: %v", band)
		for _, r := range append([]Rect{b.Slot}, b.Rects...) {
			assert.False(t, r.Overlaps(DungeonBox), "an Action over the Dungeon Event box: %v", r)
			assert.False(t, r.Overlaps(m.BarArea()), "an Action over the bar: %v", r)
			x, y := StackPos(3, 4)
			assert.False(t, r.Overlaps(Rect{x - 3*(MiniCardW+14), y, 4 * (MiniCardW + 14), MiniCardH + 20}), "an Action over the cards being played: %v", r)
			assert.True(t, onScreen(r))
		}
		tm := m.TeamOf(s.Players[viewer].Team)
		require.NotNil(t, tm)
		require.NotEmpty(t, tm.Banners)
		assert.Greater(t, tm.Banners[0].H, float32(BannerTagH), "the Potion Tokens' panel")
		for _, br := range tm.Banners[1:] {
			assert.Equal(t, float32(BannerTagH), br.H, "one Potion Tokens panel: the other banners are name tags")
		}
		for _, tok := range tm.Tokens {
			assert.True(t, tm.Banners[0].Overlaps(tok), "the tokens are on the first banner")
		}
	}
}
