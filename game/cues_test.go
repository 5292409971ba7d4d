package game

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"undercity/engine"
)

func ev(kind, text string) engine.Event { return engine.Event{Turn: 3, Kind: kind, Text: text} }

// TestEventCue: which log lines make which sound, and which make none.
func TestEventCue(t *testing.T) {
	cases := []struct {
		e    engine.Event
		cue  Cue
		none bool
	}{
		{e: ev("reshuffle", "Dale shuffles their discard pile into a new Character Deck."), cue: CueShuffle},
		{e: ev("drinks_out", "The discarded Drinks are shuffled into a new Drink Deck."), cue: CueShuffle},
		{e: ev("drinks_out", "The Drink Deck ran out: everyone pays 1 Gold to the Inn for a new round of Drinks."), cue: CueCoins},
		{e: ev("draw", "Jett draws 2."), cue: CueDraw},
		{e: ev("draw", "Jett discards 1 and draws 1."), cue: CueDraw},
		{e: ev("draw", "Jett draws 0."), none: true},
		{e: ev("order", "Dale orders a Drink for Jett."), cue: CueDraw},
		{e: ev("order", "Dale may order 1 more Drink(s)."), none: true},
		{e: ev("take", "Ygella reveals Good boy and puts it into their hand."), cue: CueDraw},
		{e: ev("play", "Dale plays Hey, look over there! on Jett."), cue: CuePlay},
		{e: ev("play", "Petra's Hellfire fires."), cue: CueHellfire},
		{e: ev("hellfire", "Petra's Hellfire reaches the fire spot!"), cue: CueHellfire},
		{e: ev("gold", "Terci gains 2 Gold from the Inn."), cue: CueCoins},
		{e: ev("gold", "Otto has no Gold: it stays in the Inn."), none: true},
		{e: ev("pot", "Dale takes 3 Gold from the pot."), cue: CueCoins},
		{e: ev("pay", "Jett pays 1 Gold to Dale (4 left)."), cue: CueCoins},
		{e: ev("pay", "Jett antes 1 Gold with Gold from the Inn."), cue: CueCoins},
		{e: ev("pay", "Jett avoids paying."), none: true},
		{e: ev("potion", "Dale uses a Potion Token: the team gains 3 Gold from the Inn (9)."), cue: CueCoins},
		{e: ev("potion", "Dale uses a Potion Token: the team gains 2 Fortitude (14)."), none: true},
		{e: ev("round_end", "Dale wins the Round of Gambling and takes 4 Gold."), cue: CueCoins},
		{e: ev("round_end", "The Round of Gambling ends with no winner: 0 Gold goes to the Inn."), none: true},
		{e: ev("contest", "Drinking Contest!"), cue: CueGamble},
		{e: ev("contest", "Jett wins the Drinking Contest and receives 1 Gold from each other player."), cue: CueCoins},
		{e: ev("contest", "A tie at 5: the tied players drink again."), none: true},
		{e: ev("reveal", "Dale reveals Dragon Breath Ale: 4 Alcohol Content."), cue: CueReveal},
		{e: ev("reveal", "Dale reveals the Drink Event Bar Fight."), cue: CueReveal},
		{e: ev("reveal", "Water is revealed and discarded."), cue: CueReveal},
		{e: ev("reveal", "Terci reveals 2 Pet card(s)."), none: true},
		{e: ev("reveal", "Jett reveals a hand with no such card."), none: true},
		{e: ev("round", "Round on the House: everyone gets Ale (1 Alcohol Content)."), cue: CueReveal},
		{e: ev("chaser", "The Chaser is Bar Fight: a Drink Event as a Chaser has no effect."), cue: CueReveal},
		{e: ev("drink", "Dale drinks: Alcohol Content 7, Fortitude 12."), cue: CueDrink},
		{e: ev("split", "Dale splits the Drink with Jett: 2 Alcohol Content each."), cue: CueDrink},
		{e: ev("ignore", "Jett Ignores the Drink."), cue: CueIgnore},
		{e: ev("ignore", "Dale Ignores Hey, look over there!"), cue: CueIgnore},
		{e: ev("ignore", "Wench, bring me a drink! can't be Ignored."), none: true},
		{e: ev("negated", "Hey, look over there! is Negated."), cue: CueNegate},
		{e: ev("round", "Dale starts a Round of Gambling and is in control."), cue: CueGamble},
		{e: ev("pass_out", "Jett passes out!"), cue: CuePassOut},
		{e: ev("otto_pass_out", "Otto passes out on Dale's track! It resets to 10 Fortitude and 0 Alcohol Content."), cue: CuePassOut},
		{e: ev("broke", "Jett is out of Gold and out of the game."), cue: CuePassOut},
		{e: ev("game_over", "Dale wins the game!"), cue: CueWin},
		{e: ev("turn", "Turn 4: Jett's turn."), none: true},
		{e: ev("end_turn", "Jett's turn ends."), none: true},
		{e: ev("fortitude", "Jett loses 2 Fortitude (10)."), none: true},
	}
	for _, c := range cases {
		got, ok := EventCue(c.e)
		if c.none {
			assert.False(t, ok, "%s %q sounds %v", c.e.Kind, c.e.Text, got)
			continue
		}
		if assert.True(t, ok, "%s %q is silent", c.e.Kind, c.e.Text) {
			assert.Equal(t, c.cue, got, "%s %q", c.e.Kind, c.e.Text)
		}
	}
}

// TestEventCuesOneOfEachInOrder: a burst (a Round of Gambling's antes,
// several plays at once) sounds each cue once, in cue order.
func TestEventCuesOneOfEachInOrder(t *testing.T) {
	got := EventCues([]engine.Event{
		ev("pay", "Jett antes 1 Gold to the pot (3 left)."),
		ev("pay", "Dale antes 1 Gold to the pot (5 left)."),
		ev("play", "Dale plays I raise!"),
		ev("round", "Dale starts a Round of Gambling and is in control."),
		ev("pay", "Petra antes 1 Gold to the pot (2 left)."),
		ev("play", "Petra plays Cheat."),
	})
	assert.Equal(t, []Cue{CuePlay, CueCoins, CueGamble}, got)
	assert.Empty(t, EventCues(nil))
}

// TestCuesBetweenSnapshots: only the events added since the previous
// snapshot sound; a table that opens on a fresh game shuffles, one that
// opens on a game in progress is silent, and a snapshot of another match
// (a rematch) does not replay the old log.
func TestCuesBetweenSnapshots(t *testing.T) {
	fresh := &engine.State{Log: []engine.Event{{Kind: "setup", Text: "A new game with 3 players."}, {Turn: 1, Kind: "turn"}, {Turn: 1, Kind: "draw", Text: "Dale draws 2."}}}
	assert.Equal(t, []Cue{CueShuffle}, Cues(nil, fresh))
	later := &engine.State{Log: append(append([]engine.Event(nil), fresh.Log...), ev("play", "Dale plays Cheat."), ev("drink", "Jett drinks."))}
	assert.Equal(t, []Cue{CuePlay, CueDrink}, Cues(fresh, later))
	assert.Empty(t, Cues(later, later), "nothing new")
	assert.Empty(t, Cues(nil, later), "a loaded game in progress")
	assert.Empty(t, Cues(later, fresh), "a new match after a longer one")
	assert.Empty(t, Cues(fresh, nil))
}

// TestRealGameSoundsEveryStep: a real three-seat game, snapshot after
// snapshot as the table sees it, shuffles, draws, plays, moves coins,
// reveals and drinks Drinks, and ends with the win.
func TestRealGameSoundsEveryStep(t *testing.T) {
	m, err := NewMatch(testContent(t), Config{
		Seats: []SeatConfig{{Char: "dale", Level: "easy"}, {Char: "jett", Level: "easy"}, {Char: "petra", Level: "easy"}},
		Seed:  11,
	})
	require.NoError(t, err)
	defer m.Close()
	require.NoError(t, m.RunUntilHuman(30*time.Second))
	log := m.Snapshot().Log
	heard := map[Cue]bool{}
	for _, c := range Cues(nil, &engine.State{Log: log[:1]}) {
		heard[c] = true
	}
	// Replay the log a few events at a time, as frames would see it.
	for i := 1; i < len(log); i += 3 {
		j := min(i+3, len(log))
		for _, c := range Cues(&engine.State{Log: log[:i]}, &engine.State{Log: log[:j]}) {
			heard[c] = true
		}
	}
	for _, c := range []Cue{CueShuffle, CueDraw, CuePlay, CueCoins, CueReveal, CueDrink, CuePassOut, CueWin} {
		assert.True(t, heard[c], "never heard %v", c)
	}
}
