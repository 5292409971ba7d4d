package engine

import "undercity/engine/card"

// ContentFromLibrary builds the engine's Content from a loaded card Library.
func ContentFromLibrary(l *card.Library) (*Content, error) {
	return NewContent(l.Cards(), l.Characters())
}
