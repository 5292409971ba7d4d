package gambletable

import "undercity/engine/gamble"

// Display names of the games, variants and levels.

var gameTitles = map[gamble.GameID]string{
	gamble.RoguesAndWarriors: "Rogues and Warriors", gamble.Threes: "Threes", gamble.KingsCouncil: "King's Council",
	gamble.JackOfAllTrades: "Jack of All Trades", gamble.ThreeKingdoms: "Three Kingdoms", gamble.DenOfThieves: "Den of Thieves",
	gamble.DragonHordes: "Dragon Hordes", gamble.CitySquare: "City Square", gamble.TheWheel: "The Wheel",
	gamble.AdventurersChoice: "Adventurer's Choice",
}

// GameTitle is a game's name as the booklet prints it.
func GameTitle(g gamble.GameID) string {
	if t, ok := gameTitles[g]; ok {
		return t
	}
	return string(g)
}

var variantTitles = []struct {
	v    gamble.Variants
	name string
}{{gamble.VarExchange, "Exchange"}, {gamble.VarFoolsLuck, "Fool's Luck"}, {gamble.VarStrength, "Strength in Numbers"},
	{gamble.VarCantWin, "Can't Win With Nothing"}, {gamble.VarHiddenFate, "Hidden Fate"}, {gamble.VarForeign, "Foreign Council"},
	{gamble.VarNoLastCall, "No Last Call"}, {gamble.VarStrong, "Strong Warriors"}, {gamble.VarDoubleDouble, "Double Double"},
	{gamble.VarHappyPeasants, "Happy Peasants"}, {gamble.VarSuccessive, "Multiple Successive Games"},
	{gamble.VarUnwound, "The Unwound Clock"}, {gamble.VarDragons, "Dragon Cards"}}

// VariantTitle is a single variant's name.
func VariantTitle(v gamble.Variants) string {
	for _, t := range variantTitles {
		if t.v == v {
			return t.name
		}
	}
	return v.String()
}

// VariantList is the variants a game offers, one bit each, in the
// booklet's order (Dragon Cards last).
func VariantList(g gamble.GameID) []gamble.Variants {
	var out []gamble.Variants
	all := gamble.GameVariants(g)
	for _, t := range variantTitles {
		if all&t.v != 0 {
			out = append(out, t.v)
		}
	}
	return out
}

// LevelTitle is a computer level's name on its button.
func LevelTitle(l string) string {
	switch l {
	case "random":
		return "Random"
	case "":
		return "Normal"
	}
	return string(l[0]-'a'+'A') + l[1:]
}

// variantTips say each variant in one line, after the booklet.
var variantTips = map[gamble.Variants]string{
	gamble.VarExchange:      "After the second Betting Round, each player may swap their face-down card for a new one; then bet again.",
	gamble.VarFoolsLuck:     "A Keep in which every die shows a different value beats any other Keep.",
	gamble.VarStrength:      "A Keep in which every die shows the same value beats any other Keep.",
	gamble.VarCantWin:       "If all the dice in your Keep are 3's, you lose.",
	gamble.VarForeign:       "A hand which scores no points beats all other hands.",
	gamble.VarNoLastCall:    "Each player may place only one matching worker on the Last Call too.",
	gamble.VarStrong:        "Warriors are always worth 3 points, even in a Den of Thieves.",
	gamble.VarDoubleDouble:  "Roll doubles: take the coins from all three Dragon Horde Cards, then take another turn.",
	gamble.VarHappyPeasants: "Slums connected to Taverns (not Fancy Taverns) count as patrolled.",
	gamble.VarSuccessive:    "The strongest spoke is marked at the end of each game: no cards go there; marks clear every third game.",
	gamble.VarUnwound:       "Clock cards are played when a player chooses, instead of a draw; played for Shares.",
}

// gameTips are the variants whose line depends on the game: Hidden Fate
// and the Dragon Cards.
var gameTips = map[gamble.GameID]map[gamble.Variants]string{
	gamble.RoguesAndWarriors: {gamble.VarDragons: "A Dragon Card counts as the rank of your other card; a pair of Dragons beats all hands."},
	gamble.Threes: {gamble.VarHiddenFate: "4 dice, and a face-down card that counts as a die in your Keep (Bards are 3's).",
		gamble.VarDragons: "A Dragon Card can be any value from 1 to 6, declared when you reveal it."},
	gamble.KingsCouncil: {gamble.VarDragons: "The Dragon of the King's color is worth 5 points, the other Dragons 3."},
	gamble.JackOfAllTrades: {gamble.VarHiddenFate: "Your workers are 5 hidden cards; the Starting Player picks card or die for each job.",
		gamble.VarDragons: "A Dragon in your hand is worth 0 and can't be placed; a Dragon job takes any worker."},
	gamble.ThreeKingdoms: {gamble.VarDragons: "Dragons score nothing, but each card of a Dragon's color in your hand is worth 1 more."},
	gamble.DenOfThieves:  {gamble.VarDragons: "A Dragon kills your other patrons unless you slay it: 2 Warriors, 4 Rogues, or a Warrior and 2 Rogues."},
	gamble.CitySquare:    {gamble.VarDragons: "Dragons are Fancy Taverns: unique neighbors for Estates, and 1 more for the Markets they touch."},
	gamble.TheWheel:      {gamble.VarDragons: "A Dragon Card adds 3 strength to any spoke; it is worth no points in your hand."},
}

// VariantTip is a variant of a game in one line, after the booklet.
func VariantTip(g gamble.GameID, v gamble.Variants) string {
	if t, ok := gameTips[g][v]; ok {
		return t
	}
	return variantTips[v]
}
