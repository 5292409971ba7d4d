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
