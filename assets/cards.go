package assets

import (
	"embed"
	"fmt"
	"io/fs"
	"path"

	"undercity/engine/card"
)

// The card data: one JSON file per deck plus characters.json, generated from
// the design by `go run ./internal/cardgen -in ../shared/cards -repo docs/cards -out assets/cards`
// (see docs/cards.md). These committed files are the runtime source of truth.
//
//go:embed cards/*.json
var cardFS embed.FS

// CardFS returns the card data files; names are bare ("dale.json").
func CardFS() fs.FS {
	sub, err := fs.Sub(cardFS, "cards")
	if err != nil { // cannot happen: "cards" is a valid path
		panic(err)
	}
	return sub
}

// CardFiles returns the card data files, keyed by bare file name
// ("dale.json", "characters.json"). The map is a fresh copy.
func CardFiles() map[string][]byte {
	entries, err := fs.ReadDir(cardFS, "cards")
	if err != nil {
		panic(fmt.Sprintf("assets: embedded cards missing: %v", err))
	}
	out := make(map[string][]byte, len(entries))
	for _, e := range entries {
		b, err := cardFS.ReadFile(path.Join("cards", e.Name()))
		if err != nil {
			panic(fmt.Sprintf("assets: embedded %s: %v", e.Name(), err))
		}
		out[e.Name()] = b
	}
	return out
}

// CardFile returns one card data file by bare name ("petra.json").
func CardFile(name string) ([]byte, error) {
	b, err := cardFS.ReadFile(path.Join("cards", name))
	if err != nil {
		return nil, fmt.Errorf("assets: card file %q: %w", name, err)
	}
	return b, nil
}

// CardLibrary loads and parses every embedded deck and character.
func CardLibrary() (*card.Library, error) {
	return card.LoadLibrary(CardFiles())
}
