package gamble

// Option keys and labels that name a card are built once: random play and
// the computer gamblers' searches ask for City Square's and The Wheel's
// options (every card on every district or spoke) many times a game.
var (
	buildKeys, buildLabels [NumCards][CitySpots]string
	wheelKeys, wheelLabels [NumCards][NumSpokes]string
	discardKeys            [NumCards]string
	clockDiscardLabels     [NumCards]string
	revealKeys             [NumCards]string
	revealLabels           [NumCards]string
)

func init() {
	for i := range Cards {
		id := CardID(i)
		name := Cards[i].String()
		for k := 0; k < CitySpots; k++ {
			buildKeys[i][k] = cardKey("build", id) + "@" + itoa(k)
			buildLabels[i][k] = "Place " + name + " at row " + itoa(k/CityBoard+1) + ", column " + itoa(k%CityBoard+1)
		}
		for k := 0; k < NumSpokes; k++ {
			wheelKeys[i][k] = cardKey("wheel", id) + "@" + spokeRank[k].String()
			wheelLabels[i][k] = "Play " + name + " on the " + spokeRank[k].String() + " spoke"
		}
		discardKeys[i] = cardKey("discard", id)
		clockDiscardLabels[i] = "Discard " + name + " and play from the Clock"
		revealKeys[i] = cardKey("reveal", id)
		revealLabels[i] = "Reveal " + name
	}
}
