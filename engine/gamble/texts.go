package gamble

import (
	"sync"

	"undercity/engine/internal/strtab"
)

// Option keys and labels that name a card are built once: random play and
// the computer gamblers' searches ask for City Square's and The Wheel's
// options (every card on every district or spoke) many times a game. They
// are built at the first game that asks for them (cardTexts), on the heap:
// a program that plays no gambling game keeps none of them, and the
// garbage collector has no table of strings among the globals to scan at
// every collection.
type cardTextTable struct {
	buildKeys, buildLabels [NumCards][CitySpots]string
	wheelKeys, wheelLabels [NumCards][NumSpokes]string
	discardKeys            [NumCards]string
	clockDiscardLabels     [NumCards]string
	revealKeys             [NumCards]string
	revealLabels           [NumCards]string
}

// cardTexts returns the keys and labels, built at the first call.
var cardTexts = sync.OnceValue(buildCardTexts)

func buildCardTexts() *cardTextTable {
	t := new(cardTextTable)
	for i := range Cards {
		id := CardID(i)
		name := Cards[i].String()
		for k := 0; k < CitySpots; k++ {
			t.buildKeys[i][k] = cardKey("build", id) + "@" + itoa(k)
			t.buildLabels[i][k] = "Place " + name + " at row " + itoa(k/CityBoard+1) + ", column " + itoa(k%CityBoard+1)
		}
		for k := 0; k < NumSpokes; k++ {
			t.wheelKeys[i][k] = cardKey("wheel", id) + "@" + spokeRank[k].String()
			t.wheelLabels[i][k] = "Play " + name + " on the " + spokeRank[k].String() + " spoke"
		}
		t.discardKeys[i] = cardKey("discard", id)
		t.clockDiscardLabels[i] = "Discard " + name + " and play from the Clock"
		t.revealKeys[i] = cardKey("reveal", id)
		t.revealLabels[i] = "Reveal " + name
	}
	var ps []*string
	for i := range Cards {
		for k := range t.buildKeys[i] {
			ps = append(ps, &t.buildKeys[i][k], &t.buildLabels[i][k])
		}
		for k := range t.wheelKeys[i] {
			ps = append(ps, &t.wheelKeys[i][k], &t.wheelLabels[i][k])
		}
		ps = append(ps, &t.discardKeys[i], &t.clockDiscardLabels[i], &t.revealKeys[i], &t.revealLabels[i])
	}
	strtab.Pack(ps)
	return t
}
