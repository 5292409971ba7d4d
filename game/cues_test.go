package game

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"undercity/engine"
)

func ev(kind engine.EventKind, text string) engine.Event {
	return engine.Event{Turn: 3, Kind: kind, Text: text}
}

// evN is a log line about a number (cards drawn, Gold moved).
func evN(kind engine.EventKind, n int16, text string) engine.Event {
	return engine.Event{Turn: 3, Kind: kind, N: n, Text: text}
}

// TestEventCue: which log lines make which sound, and which make none. The
// words are only there to say which line each case is: the cue is the same
// without them.
func TestEventCue(t *testing.T) {
	cases := []struct {
		e    engine.Event
		cue  Cue
		none bool
	}{
		{e: ev(engine.LogSetup, "A new game with 3 players. Dale goes first."), cue: CueShuffle},
		{e: ev(engine.LogReshuffle, "Dale shuffles their discard pile into a new Character Deck."), cue: CueShuffle},
		{e: ev(engine.LogReshuffle, "The discarded Drinks are shuffled into a new Drink Deck."), cue: CueShuffle},
		{e: ev(engine.LogDrinksOut, "The Drink Deck ran out: everyone pays 1 Gold to the Inn for a new round of Drinks."), cue: CueCoins},
		{e: evN(engine.LogDraw, 2, "Jett draws 2."), cue: CueDraw},
		{e: evN(engine.LogDraw, 1, "Jett discards 1 and draws 1."), cue: CueDraw},
		{e: evN(engine.LogDraw, 0, "Jett draws 0."), none: true},
		{e: evN(engine.LogDraw, 0, "Jett discards 2 and draws 0."), none: true},
		{e: ev(engine.LogDiscard, "Jett discards 1."), none: true},
		{e: ev(engine.LogOrder, "Dale orders a Drink for Jett."), cue: CueDraw},
		{e: ev(engine.LogMayOrder, "Dale may order 1 more Drink(s)."), none: true},
		{e: ev(engine.LogTake, "Ygella reveals Good boy and puts it into their hand."), cue: CueDraw},
		{e: ev(engine.LogPlay, "Dale plays Hey, look over there! on Jett."), cue: CuePlay},
		{e: ev(engine.LogHellfireFires, "Petra's Hellfire fires."), cue: CueHellfire},
		{e: ev(engine.LogHellfire, "Petra's Hellfire reaches the fire spot!"), cue: CueHellfire},
		{e: evN(engine.LogGold, 2, "Terci gains 2 Gold from the Inn."), cue: CueCoins},
		{e: evN(engine.LogGold, 0, "Otto has no Gold: it stays in the Inn."), none: true},
		{e: evN(engine.LogGold, 0, "Jett pays Dale 0 Gold."), none: true},
		{e: evN(engine.LogPot, 3, "Dale takes 3 Gold from the pot."), cue: CueCoins},
		{e: evN(engine.LogPot, 0, "The pot of 4 Gold stays in the middle for the new Round."), none: true},
		{e: evN(engine.LogPay, 1, "Jett pays 1 Gold to Dale (4 left)."), cue: CueCoins},
		{e: evN(engine.LogPay, 1, "Jett antes 1 Gold with Gold from the Inn."), cue: CueCoins},
		{e: evN(engine.LogPay, 0, "Jett pays 0 Gold to Dale (0 left)."), none: true},
		{e: ev(engine.LogPay, "Jett avoids paying."), none: true},
		{e: evN(engine.LogPotionGold, 3, "Dale uses a Potion Token: the team gains 3 Gold from the Inn (9)."), cue: CueCoins},
		{e: ev(engine.LogPotion, "Dale uses a Potion Token: the team gains 2 Fortitude (14)."), none: true},
		{e: evN(engine.LogRoundEnd, 4, "Dale wins the Round of Gambling and takes 4 Gold."), cue: CueCoins},
		{e: evN(engine.LogRoundEnd, 0, "The Round of Gambling ends with no winner: 0 Gold goes to the Inn."), none: true},
		{e: ev(engine.LogContest, "Drinking Contest!"), cue: CueGamble},
		{e: ev(engine.LogContestWon, "Jett wins the Drinking Contest and receives 1 Gold from each other player."), cue: CueCoins},
		{e: ev(engine.LogContestTie, "A tie at 5: the tied players drink again."), none: true},
		{e: ev(engine.LogContestVoid, "Nobody takes part in the Drinking Contest."), none: true},
		{e: ev(engine.LogReveal, "Dale reveals Dragon Breath Ale: 4 Alcohol Content."), cue: CueReveal},
		{e: ev(engine.LogReveal, "Dale reveals the Drink Event Bar Fight."), cue: CueReveal},
		{e: ev(engine.LogReveal, "Water is revealed and discarded."), cue: CueReveal},
		{e: ev(engine.LogShow, "Terci reveals 2 Pet card(s)."), none: true},
		{e: ev(engine.LogShow, "Jett reveals a hand with no such card."), none: true},
		{e: ev(engine.LogDungeonReveal, "Dale removes the last Progress Counter and reveals the Dungeon Event Cave-in."), none: true},
		{e: ev(engine.LogOnTheHouse, "Round on the House: everyone gets Ale (1 Alcohol Content)."), cue: CueReveal},
		{e: ev(engine.LogChaser, "The Chaser is Bar Fight: a Drink Event as a Chaser has no effect."), cue: CueReveal},
		{e: ev(engine.LogDrink, "Dale drinks: Alcohol Content 7, Fortitude 12."), cue: CueDrink},
		{e: ev(engine.LogSplit, "Dale splits the Drink with Jett: 2 Alcohol Content each."), cue: CueDrink},
		{e: ev(engine.LogIgnore, "Jett Ignores the Drink."), cue: CueIgnore},
		{e: ev(engine.LogIgnore, "Dale Ignores Hey, look over there!"), cue: CueIgnore},
		{e: ev(engine.LogCantIgnore, "Wench, bring me a drink! can't be Ignored."), none: true},
		{e: ev(engine.LogNegated, "Hey, look over there! is Negated."), cue: CueNegate},
		{e: ev(engine.LogRound, "Dale starts a Round of Gambling and is in control."), cue: CueGamble},
		{e: ev(engine.LogPassOut, "Jett passes out!"), cue: CuePassOut},
		{e: evN(engine.LogOttoPassOut, 1, "Otto passes out on Dale's track! It resets to 10 Fortitude and 0 Alcohol Content."), cue: CuePassOut},
		{e: ev(engine.LogBroke, "Jett is out of Gold and out of the game."), cue: CuePassOut},
		{e: ev(engine.LogGameOver, "Dale wins the game!"), cue: CueWin},
		{e: ev(engine.LogTurn, "Turn 4: Jett's turn."), none: true},
		{e: ev(engine.LogEndTurn, "Jett's turn ends."), none: true},
		{e: ev(engine.LogFortitude, "Jett loses 2 Fortitude (10)."), none: true},
	}
	for _, c := range cases {
		got, ok := EventCue(c.e)
		if c.none {
			assert.False(t, ok, "%s %q sounds %v", c.e.Kind, c.e.Text, got)
		} else if assert.True(t, ok, "%s %q is silent", c.e.Kind, c.e.Text) {
			assert.Equal(t, c.cue, got, "%s %q", c.e.Kind, c.e.Text)
		}
		wordless := c.e
		wordless.Text = ""
		got2, ok2 := EventCue(wordless)
		assert.Equal(t, ok, ok2, "%s %q: the words change whether it sounds", c.e.Kind, c.e.Text)
		assert.Equal(t, got, got2, "%s %q: the words change the sound", c.e.Kind, c.e.Text)
	}
}

// TestEventCuesOneOfEachInOrder: a burst (a Round of Gambling's antes,
// several plays at once) sounds each cue once, in cue order.
func TestEventCuesOneOfEachInOrder(t *testing.T) {
	got := EventCues([]engine.Event{
		evN(engine.LogPay, 1, "Jett antes 1 Gold to the pot (3 left)."),
		evN(engine.LogPay, 1, "Dale antes 1 Gold to the pot (5 left)."),
		ev(engine.LogPlay, "Dale plays I raise!"),
		ev(engine.LogRound, "Dale starts a Round of Gambling and is in control."),
		evN(engine.LogPay, 1, "Petra antes 1 Gold to the pot (2 left)."),
		ev(engine.LogPlay, "Petra plays Cheat."),
	})
	assert.Equal(t, []Cue{CuePlay, CueCoins, CueGamble}, got)
	assert.Empty(t, EventCues(nil))
}

// TestCuesBetweenSnapshots: only the events added since the previous
// snapshot sound; a table that opens on a fresh game shuffles, one that
// opens on a game in progress is silent, and a snapshot of another match
// (a rematch) does not replay the old log.
func TestCuesBetweenSnapshots(t *testing.T) {
	fresh := &engine.View{Log: []engine.Event{{Kind: engine.LogSetup, Text: "A new game with 3 players."}, {Turn: 1, Kind: engine.LogTurn}, {Turn: 1, Kind: engine.LogDraw, N: 2, Text: "Dale draws 2."}}}
	assert.Equal(t, []Cue{CueShuffle}, Cues(nil, fresh))
	later := &engine.View{Log: append(append([]engine.Event(nil), fresh.Log...), ev(engine.LogPlay, "Dale plays Cheat."), ev(engine.LogDrink, "Jett drinks."))}
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
	for _, c := range Cues(nil, &engine.View{Log: log[:1]}) {
		heard[c] = true
	}
	// Replay the log a few events at a time, as frames would see it.
	for i := 1; i < len(log); i += 3 {
		j := min(i+3, len(log))
		for _, c := range Cues(&engine.View{Log: log[:i]}, &engine.View{Log: log[:j]}) {
			heard[c] = true
		}
	}
	for _, c := range []Cue{CueShuffle, CueDraw, CuePlay, CueCoins, CueReveal, CueDrink, CuePassOut, CueWin} {
		assert.True(t, heard[c], "never heard %v", c)
	}
}
