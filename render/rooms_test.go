package render

import (
	"go/parser"
	"go/token"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// screenPackages are the rooms with packages of their own
// (docs/render.md).
var screenPackages = []string{"settings", "rules", "statistics", "summary", "gamble", "newgame", "lessons", "title", "online", "table"}

// tableParts are the table's parts with packages of their own
// (docs/render.md): like the kit, they import neither render nor a screen.
var tableParts = []string{"table/logpane"}

// The rules of the house (docs/render.md): a screen package imports
// neither render nor another screen, and the kit and the table's parts
// import neither.
func TestScreensImportNeitherRenderNorAnotherScreen(t *testing.T) {
	forbidden := map[string]bool{"undercity/render": true}
	for _, p := range screenPackages {
		forbidden["undercity/render/"+p] = true
	}
	for _, dir := range append(append([]string{"ui"}, tableParts...), screenPackages...) {
		files, err := filepath.Glob(filepath.Join(dir, "*.go"))
		require.NoError(t, err)
		require.NotEmpty(t, files, dir)
		for _, f := range files {
			if strings.HasSuffix(f, "_test.go") {
				continue
			}
			parsed, err := parser.ParseFile(token.NewFileSet(), f, nil, parser.ImportsOnly)
			require.NoError(t, err)
			for _, imp := range parsed.Imports {
				path, err := strconv.Unquote(imp.Path.Value)
				require.NoError(t, err)
				assert.False(t, forbidden[path] && path != "undercity/render/"+dir, "%s imports %s", f, path)
			}
		}
	}
}
