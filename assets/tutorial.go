package assets

import (
	"embed"
	"fmt"
	"io/fs"
	"path"
	"sort"
)

// The Learn to play lessons: one JSON file per lesson, named NN-name.json
// so that they sort in the order they are taught (format: game/tutorial).
//
//go:embed tutorial/*.json
var tutorialFS embed.FS

// TutorialFile is one lesson file.
type TutorialFile struct {
	Name string // the bare file name ("01-phases.json")
	Data []byte
}

// TutorialFiles returns the lesson files in teaching order.
func TutorialFiles() []TutorialFile {
	entries, err := fs.ReadDir(tutorialFS, "tutorial")
	if err != nil {
		panic(fmt.Sprintf("assets: embedded lessons missing: %v", err))
	}
	var out []TutorialFile
	for _, e := range entries {
		b, err := tutorialFS.ReadFile(path.Join("tutorial", e.Name()))
		if err != nil {
			panic(fmt.Sprintf("assets: embedded %s: %v", e.Name(), err))
		}
		out = append(out, TutorialFile{Name: e.Name(), Data: b})
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Name < out[j].Name })
	return out
}
