package engine

import (
	"encoding/json"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// Every kind has its own name, and JSON carries kinds by name both ways.
func TestEventKindNames(t *testing.T) {
	seen := map[string]EventKind{}
	for k := LogNone + 1; k < numEventKinds; k++ {
		name := k.String()
		require.NotEmpty(t, name, "kind %d has a name", k)
		_, dup := seen[name]
		require.False(t, dup, "two kinds are called %q", name)
		seen[name] = k
	}
	e := Event{Turn: 2, Kind: LogHellfireFires, Seat: 1, Text: "Petra's Hellfire fires.", N: 0}
	b, err := json.Marshal(e)
	require.NoError(t, err)
	assert.Contains(t, string(b), `"kind":"hellfire_fires"`)
	var back Event
	require.NoError(t, json.Unmarshal(b, &back))
	assert.Equal(t, e, back)

	// A line saved by an earlier build reads as the same kind.
	require.NoError(t, json.Unmarshal([]byte(`{"turn":3,"kind":"round_end","seat":0,"text":"Dale wins the Round of Gambling and takes 4 Gold.","n":4}`), &back))
	assert.Equal(t, Event{Turn: 3, Kind: LogRoundEnd, Seat: 0, Text: "Dale wins the Round of Gambling and takes 4 Gold.", N: 4}, back)
	assert.Error(t, json.Unmarshal([]byte(`{"kind":"no_such_kind"}`), &back))
	_, err = json.Marshal(Event{Kind: numEventKinds})
	assert.Error(t, err)
}

// The kind and N of every line of real games say what its words say, so
// whatever acts on kinds and numbers (the table's sounds, the summary)
// acts on what the log tells the players.
func TestLogKindsSayWhatTheWordsSay(t *testing.T) {
	c := loadTestContent(t)
	setups := []Setup{
		{Seats: []SeatSetup{{Char: "dale"}, {Char: "jett"}, {Char: "petra"}}},
		{Seats: []SeatSetup{{Char: "terci"}, {Char: "ygella"}, {Char: "petra"}, {Char: "dale"}}, Opts: Options{Prizes: true}},
		{Seats: []SeatSetup{{Char: "jett"}, {Char: OttoID}, {Char: "terci"}}},
		{Seats: []SeatSetup{{Char: "amundyr"}, {Char: "daareka"}, {Char: "torglesnarf"}, {Char: "vlazlo"}}, Opts: Options{BarDeck: true}},
		{Seats: []SeatSetup{{Char: "dale"}, {Char: "jett"}, {Char: "petra", Team: 1}, {Char: "terci", Team: 1}}, Mode: ModeTwoHeaded, Teams: true, Opts: Options{Dungeon: true}},
		{Seats: []SeatSetup{{Char: "amundyr", Boss: true}, {Char: "ygella", Team: 1}, {Char: "dale", Team: 1}}, Mode: ModeBoss, Teams: true},
	}
	goldWord := regexp.MustCompile(`(\d+) Gold`)
	drawWord := regexp.MustCompile(`draws (\d+)\.$`)
	seen := map[EventKind]int{}
	for i, su := range setups {
		for seed := uint64(1); seed <= 6; seed++ {
			su.Seed = seed*100 + uint64(i)
			s, err := NewGame(c, su)
			require.NoError(t, err)
			rng := su.Seed
			for steps := 0; !s.Over; steps++ {
				rng = rng*6364136223846793005 + 1442695040888963407
				require.NoError(t, s.AnswerIndex(int((rng>>33)%uint64(len(s.Dec.Options)))))
				require.Less(t, steps, 200000)
			}
			for _, e := range s.Log {
				seen[e.Kind]++
				checkKindAgainstWords(t, e, goldWord, drawWord)
			}
		}
	}
	for _, k := range []EventKind{LogSetup, LogTurn, LogDraw, LogPlay, LogOrder, LogReveal, LogDrink, LogGold, LogPay,
		LogRound, LogRoundEnd, LogIgnore, LogReshuffle, LogGameOver, LogShow, LogPotion, LogPotionGold, LogDungeonReveal} {
		assert.Positive(t, seen[k], "the games logged no %s line", k)
	}
}

func checkKindAgainstWords(t *testing.T, e Event, goldWord, drawWord *regexp.Regexp) {
	t.Helper()
	text := e.Text
	has := func(sub string) bool { return strings.Contains(text, sub) }
	number := func(re *regexp.Regexp) int16 {
		if m := re.FindStringSubmatch(text); m != nil {
			n, _ := strconv.Atoi(m[1])
			return int16(n)
		}
		return 0
	}
	assert.NotEqual(t, LogNone, e.Kind, "%q has no kind", text)
	switch e.Kind {
	case LogDraw:
		assert.Equal(t, number(drawWord), e.N, "cards drawn in %q", text)
	case LogGold, LogPay, LogPotionGold, LogRoundEnd:
		assert.Equal(t, number(goldWord), e.N, "Gold moved in %q", text)
	case LogPot:
		if has("stays in the middle") {
			assert.Zero(t, e.N, "no Gold moves in %q", text)
		} else {
			assert.Equal(t, number(goldWord), e.N, "Gold moved in %q", text)
		}
	case LogReveal:
		assert.True(t, has("Alcohol Content") || has("Drink Event") || has("revealed and discarded"), "%q is a Drink revealed", text)
	case LogShow:
		assert.False(t, has("Alcohol Content") || has("Drink Event"), "%q shows a player's cards, not a Drink", text)
	case LogIgnore:
		assert.False(t, has("can't be Ignored"), "%q Ignores", text)
	case LogCantIgnore:
		assert.True(t, has("can't be Ignored"), "%q", text)
	case LogPlay:
		assert.False(t, has("Hellfire fires"), "%q is a play", text)
	case LogHellfireFires:
		assert.True(t, has("Hellfire fires"), "%q", text)
	case LogRound:
		assert.True(t, has("Round of Gambling"), "%q starts a Round", text)
	case LogOnTheHouse:
		assert.True(t, has("Round on the House"), "%q", text)
	case LogOrder:
		assert.True(t, has("orders a Drink"), "%q", text)
	case LogMayOrder:
		assert.True(t, has("may order"), "%q", text)
	case LogContest:
		assert.Equal(t, "Drinking Contest!", text)
	case LogContestWon:
		assert.True(t, has("receives"), "%q", text)
	case LogReshuffle:
		assert.True(t, has("shuffle"), "%q", text)
	case LogDrinksOut:
		assert.True(t, has("pays 1 Gold"), "%q", text)
	case LogPotion:
		assert.False(t, has("Gold"), "%q", text)
	}
}
