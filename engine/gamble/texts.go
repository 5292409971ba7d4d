package gamble

import (
	"sync"

	"undercity/engine/internal/strtab"
)

// Option keys and labels that name a card are built once: random play and
// the computer gamblers' searches ask for City Square's and The Wheel's
// options (every card on every district or spoke) many times a game. They
// are built at the first game that asks for them (cardTexts): a program
// that plays no gambling game keeps none of them.
var (
	buildKeys, buildLabels [NumCards][CitySpots]string
	wheelKeys, wheelLabels [NumCards][NumSpokes]string
	discardKeys            [NumCards]string
	clockDiscardLabels     [NumCards]string
	revealKeys             [NumCards]string
	revealLabels           [NumCards]string
)

// cardTexts builds the keys and labels above, once; call it before reading
// them.
var cardTexts = sync.OnceFunc(buildCardTexts)

func buildCardTexts() {
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
	var ps []*string
	for i := range Cards {
		for k := range buildKeys[i] {
			ps = append(ps, &buildKeys[i][k], &buildLabels[i][k])
		}
		for k := range wheelKeys[i] {
			ps = append(ps, &wheelKeys[i][k], &wheelLabels[i][k])
		}
		ps = append(ps, &discardKeys[i], &clockDiscardLabels[i], &revealKeys[i], &revealLabels[i])
	}
	strtab.Pack(ps)
}
