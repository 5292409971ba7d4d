package engine

import "fmt"

// EventKind says what a log line is about, for everything that acts on
// the log (sounds, the after-game summary, tools): they read the kind and
// Event.N, never the words. In JSON (saves, replays, tools) a kind is its
// name, as String gives it.
type EventKind uint8

// The kinds of log line. Where N carries a number for a kind, its comment
// says what.
const (
	LogNone EventKind = iota

	LogSetup     // a game (or a scenario) is set up
	LogTurn      // a turn starts
	LogEndTurn   // a turn ends
	LogReshuffle // a discard pile (Character, Otto, Drink or Dungeon Event) shuffled into a new deck
	LogDrinksOut // the Drink Deck ran out: everyone pays 1 Gold to the Inn
	LogDraw      // cards drawn; N: how many (0: none)
	LogDiscard   // cards discarded (nothing drawn)
	LogOrder     // a Drink ordered onto someone's Drink Me! pile
	LogMayOrder  // a player may order more Drinks this turn
	LogTake      // a card revealed and taken into a hand
	LogPlay      // a card played (Gathered, a Scarab's bite, a Minion acting, Otto's box)
	LogBorrow    // a card played from another player's hand

	LogHellfireFires // a Hellfire fires (played like a card)
	LogHellfire      // a Hellfire reaches the fire spot

	LogGold       // Gold gained or paid between players or from the Inn; N: the Gold moved (0: none)
	LogPot        // Gold into or out of the pot; N: the Gold moved (0: none, the pot stays)
	LogPay        // a payment (an ante, a cost); N: the Gold paid (0: none, or avoided)
	LogPotion     // a Potion Token for Fortitude or Alcohol Content
	LogPotionGold // a Potion Token for Gold; N: the Gold gained
	LogWages      // a Minion's Wages paid

	LogReveal        // a Drink (or Drink Event) revealed from the Drink Deck
	LogShow          // cards shown: a hand, Pets, cards revealed from a Character Deck
	LogDungeonReveal // a Dungeon Event revealed
	LogOnTheHouse    // Round on the House: a Drink for everyone
	LogChaser        // a Chaser revealed
	LogDrink         // a Drink drunk
	LogSplit         // a Drink split
	LogSpike         // a Drink's Alcohol Content changed
	LogSober         // nothing to drink: a player sobers up

	LogIgnore     // a Drink, a card, an Event or a Round of Gambling Ignored
	LogCantIgnore // a card that can't be Ignored (reduced instead)
	LogNegated    // a card Negated
	LogRedirect   // a Fortitude loss redirected
	LogReduce     // a loss reduced
	LogChampion   // a team's Champion named

	LogRound    // a Round of Gambling starts
	LogControl  // a player takes control of the Round
	LogLeave    // a player leaves the Round
	LogAnte     // nobody antes
	LogPass     // a player passes
	LogRoundEnd // a Round of Gambling ends; N: the Gold in the pot (0: none)
	LogPrize    // a Prize won or to use

	LogContest     // a Drinking Contest starts
	LogContestTie  // a tie in the Drinking Contest: drink again
	LogContestWon  // the Drinking Contest is won: the winner receives Gold
	LogContestVoid // the Drinking Contest ends with no winner

	LogFortitude // Fortitude lost
	LogAlcohol   // Alcohol Content gained or lost
	LogPassOut   // a player passes out
	LogBroke     // a player is out of Gold
	LogGameOver  // the game is won

	LogOtto        // Otto has nothing to respond with, or a box that does not apply
	LogOttoTrack   // Otto moves on a player's track
	LogOttoPassOut // Otto passes out; N: the seat whose track he passed out on

	LogStatus      // a lasting effect starts
	LogExtraAction // a player may play another Action Card
	LogLook        // a player looks at a hand
	LogStopped     // the game stopped (a rules limit reached)

	LogBlood    // Blood gained
	LogMomentum // Momentum changed
	LogScarabs  // Scarabs gained
	LogPlot     // Plotted Cards
	LogGather   // Gathered
	LogPlant    // a Mushroom planted
	LogGrow     // Mushrooms grow
	LogHarvest  // Mushrooms Harvested
	LogMinion   // a Minion comes into play or loses Fortitude
	LogPatient  // a Waiting Patient arrives
	LogTreat    // a Waiting Patient treated
	LogSupply   // a supply token taken
	LogForm     // a form deck card taken
	LogDivide   // cards divided into piles
	LogPile     // a pile taken
	LogDungeon  // Progress Counters on the Dungeon Event Deck
	LogBid      // a bid (or a pass) in a Dungeon Event's bidding
	LogJoin     // a player joins in (or stays out of) a Dungeon Event
	LogCoin     // a coin flipped

	numEventKinds
)

var eventKindNames = [numEventKinds]string{
	LogNone: "", LogSetup: "setup", LogTurn: "turn", LogEndTurn: "end_turn", LogReshuffle: "reshuffle",
	LogDrinksOut: "drinks_out", LogDraw: "draw", LogDiscard: "discard", LogOrder: "order", LogMayOrder: "may_order",
	LogTake: "take", LogPlay: "play", LogBorrow: "borrow", LogHellfireFires: "hellfire_fires", LogHellfire: "hellfire",
	LogGold: "gold", LogPot: "pot", LogPay: "pay", LogPotion: "potion", LogPotionGold: "potion_gold", LogWages: "wages",
	LogReveal: "reveal", LogShow: "show", LogDungeonReveal: "dungeon_reveal", LogOnTheHouse: "on_the_house",
	LogChaser: "chaser", LogDrink: "drink", LogSplit: "split", LogSpike: "spike", LogSober: "sober",
	LogIgnore: "ignore", LogCantIgnore: "cant_ignore", LogNegated: "negated", LogRedirect: "redirect", LogReduce: "reduce",
	LogChampion: "champion", LogRound: "round", LogControl: "control", LogLeave: "leave", LogAnte: "ante", LogPass: "pass",
	LogRoundEnd: "round_end", LogPrize: "prize", LogContest: "contest", LogContestTie: "contest_tie",
	LogContestWon: "contest_won", LogContestVoid: "contest_void", LogFortitude: "fortitude", LogAlcohol: "alcohol",
	LogPassOut: "pass_out", LogBroke: "broke", LogGameOver: "game_over", LogOtto: "otto", LogOttoTrack: "otto_track",
	LogOttoPassOut: "otto_pass_out", LogStatus: "status", LogExtraAction: "extra_action", LogLook: "look",
	LogStopped: "stopped", LogBlood: "blood", LogMomentum: "momentum", LogScarabs: "scarabs", LogPlot: "plot",
	LogGather: "gather", LogPlant: "plant", LogGrow: "grow", LogHarvest: "harvest", LogMinion: "minion",
	LogPatient: "patient", LogTreat: "treat", LogSupply: "supply", LogForm: "form", LogDivide: "divide", LogPile: "pile",
	LogDungeon: "dungeon", LogBid: "bid", LogJoin: "join", LogCoin: "coin",
}

var eventKindByName = func() map[string]EventKind {
	m := make(map[string]EventKind, numEventKinds)
	for k, name := range eventKindNames {
		m[name] = EventKind(k)
	}
	return m
}()

// String is the kind's name (as saves and tools write it).
func (k EventKind) String() string {
	if k < numEventKinds {
		return eventKindNames[k]
	}
	return fmt.Sprintf("kind%d", uint8(k))
}

// MarshalText writes the kind's name.
func (k EventKind) MarshalText() ([]byte, error) {
	if k >= numEventKinds {
		return nil, fmt.Errorf("unknown log kind %d", uint8(k))
	}
	return []byte(eventKindNames[k]), nil
}

// UnmarshalText reads a kind's name.
func (k *EventKind) UnmarshalText(b []byte) error {
	v, ok := eventKindByName[string(b)]
	if !ok {
		return fmt.Errorf("unknown log kind %q", b)
	}
	*k = v
	return nil
}
