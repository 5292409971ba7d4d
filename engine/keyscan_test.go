package engine

import (
	"fmt"
	"go/ast"
	"go/build"
	"go/parser"
	"go/token"
	"go/types"
	"io/fs"
	"os"
	"path"
	"path/filepath"
	"regexp"
	"slices"
	"sort"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The engine owns the meaning of an option: code outside it reads Verb,
// Word, Card, Seat and N, and hands Key back to Answer (or saves it) without
// looking inside. This test type-checks every package of the module except
// the engine's own and fails on any string operation on an Option's Key or
// Label (or on a variable set from one): a call into strings, bytes,
// strconv, regexp or unicode/utf8, indexing or slicing, a comparison or a
// switch case against a constant other than "", a map lookup, a range over its bytes.
// Test files are not scanned: they may name the keys they expect.
func TestNoKeyParsingOutsideTheEngine(t *testing.T) {
	root, err := filepath.Abs("..")
	require.NoError(t, err)
	found := scanModule(t, newKeyScanner(t, root))
	assert.Empty(t, found, "option keys and labels are the engine's to read: use Option.Verb, Word, Card, Seat, N")
}

// scanModule type-checks every package of the module but the engine's own
// and lists what the scanner finds in them.
func scanModule(t *testing.T, sc *keyScanner) []string {
	var pkgs []*checkedPkg
	root := sc.root
	err := filepath.WalkDir(root, func(dir string, e fs.DirEntry, err error) error {
		if err != nil || !e.IsDir() {
			return err
		}
		rel, _ := filepath.Rel(root, dir)
		name := e.Name()
		if rel == "engine" || name == "testdata" || name == "vendor" || (rel != "." && strings.HasPrefix(name, ".")) {
			return filepath.SkipDir
		}
		pkg := sc.mod
		if rel != "." {
			pkg += "/" + filepath.ToSlash(rel)
		}
		c, err := sc.check(pkg)
		if c != nil {
			pkgs = append(pkgs, c)
		}
		return err
	})
	require.NoError(t, err)
	require.Greater(t, len(pkgs), 5, "the scan found the module's packages")
	return sc.scan(pkgs...)
}

// The scanner catches each form it looks for, and leaves alone what is not
// an option's key or label.
func TestKeyScannerCatchesKeyParsing(t *testing.T) {
	root, err := filepath.Abs("..")
	require.NoError(t, err)
	sc := newKeyScanner(t, root)
	src := `package fixture

import (
	"fmt"
	"strconv"
	str "strings"

	"undercity/engine"
)

type chip struct{ Label, Key string }

var names = map[string]int{}

func bad(s *engine.State, d engine.Decision, o engine.Option) {
	_ = str.HasPrefix(o.Key, "play:")                   // 1
	_ = str.Contains(d.Options[0].Label, "(-")           // 2
	_, _ = strconv.Atoi(o.Key[5:])                       // 3 (and the slice: 4)
	_ = o.Key == "pass"                                  // 5
	_ = "done" != d.Options[1].Key                       // 6
	switch o.Key {                                       // 7
	case "potion:fort":
	}
	key := o.Key
	_ = key[:4] == "play"                                // 8
	_ = names[o.Key]                                     // 9
	for range o.Label {                                  // 10
	}
	p := &d.Options[0]
	_ = str.Split(p.Key, ":")                            // 11
	_ = fmt.Sprint(o.Key)
	parse(o.Key)
}

func parse(key string) {
	_ = str.Index(key, "card")                           // 12
}

func good(s *engine.State, d engine.Decision, o engine.Option, c chip) {
	_ = s.Answer(o.Key)
	_ = o.Verb == engine.VerbPass
	_ = c.Label == "Cancel" || str.HasPrefix(c.Key, "x")
	_ = o.Key == d.Options[0].Key || o.Label != ""
	fmt.Println(o.Label)
	show(o.Label)
}

func show(text string) { _ = str.Split(text, "\n") } // labels are shown, not read
`
	f, err := parser.ParseFile(sc.fset, "fixture.go", src, parser.ParseComments)
	require.NoError(t, err)
	c := sc.checkFiles(sc.mod+"/fixture", []*ast.File{f})
	found := sc.scan(c)
	assert.Len(t, found, 12, "%s", strings.Join(found, "\n"))
	for _, line := range []int{16, 17, 18, 19, 20, 21, 25, 26, 27, 30, 36} {
		assert.True(t, slicesAnyHas(found, fmt.Sprintf("fixture.go:%d:", line)), "line %d is caught: %v", line, found)
	}
}

func slicesAnyHas(xs []string, sub string) bool {
	for _, x := range xs {
		if strings.Contains(x, sub) {
			return true
		}
	}
	return false
}

// keyScanner type-checks the module's packages from source. Packages from
// outside the module are empty stand-ins (their types are not needed to
// know which expressions are an Option's Key or Label, and the type errors
// they cause are ignored), so the scan needs no compiler output and no cgo.
type keyScanner struct {
	t       *testing.T
	fset    *token.FileSet
	root    string
	mod     string
	pkgs    map[string]*checkedPkg
	outside map[string]*types.Package
	fields  map[types.Object]string // the fields watched: engine.Option's Key and Label, or engine.Event's Text
	tainted map[types.Object]string // variables holding a watched field's value (by the field's name)
	what    string                  // what the watched fields are, for the findings
}

type checkedPkg struct {
	pkg   *types.Package
	files []*ast.File
	info  *types.Info
}

func newKeyScanner(t *testing.T, root string) *keyScanner {
	return newFieldScanner(t, root, "an option key or label", "Option", "Key", "Label")
}

// newFieldScanner scans for string operations on the named fields of the
// engine's struct typ (what says what they are, for the findings).
func newFieldScanner(t *testing.T, root, what, typ string, fields ...string) *keyScanner {
	gomod, err := os.ReadFile(filepath.Join(root, "go.mod"))
	require.NoError(t, err)
	m := regexp.MustCompile(`(?m)^module\s+(\S+)`).FindSubmatch(gomod)
	require.NotNil(t, m, "go.mod names the module")
	sc := &keyScanner{t: t, fset: token.NewFileSet(), root: root, mod: string(m[1]),
		pkgs: map[string]*checkedPkg{}, outside: map[string]*types.Package{},
		fields: map[types.Object]string{}, tainted: map[types.Object]string{}, what: what}
	eng, err := sc.check(sc.mod + "/engine")
	require.NoError(t, err)
	require.NotNil(t, eng)
	st, ok := eng.pkg.Scope().Lookup(typ).Type().Underlying().(*types.Struct)
	require.True(t, ok, "engine.%s is a struct", typ)
	for i := 0; i < st.NumFields(); i++ {
		if f := st.Field(i); slices.Contains(fields, f.Name()) {
			sc.fields[f] = f.Name()
		}
	}
	require.Len(t, sc.fields, len(fields), "engine.%s has %v", typ, fields)
	return sc
}

// Import implements types.Importer.
func (sc *keyScanner) Import(p string) (*types.Package, error) {
	if p == "unsafe" {
		return types.Unsafe, nil
	}
	if p == sc.mod || strings.HasPrefix(p, sc.mod+"/") {
		c, err := sc.check(p)
		if err != nil {
			return nil, err
		}
		if c == nil {
			return nil, fmt.Errorf("no Go files in %s", p)
		}
		return c.pkg, nil
	}
	if pkg, ok := sc.outside[p]; ok {
		return pkg, nil
	}
	name := path.Base(p)
	if regexp.MustCompile(`^v[0-9]+$`).MatchString(name) { // github.com/x/ebiten/v2
		name = path.Base(path.Dir(p))
	}
	pkg := types.NewPackage(p, strings.ReplaceAll(name, "-", "_"))
	pkg.MarkComplete()
	sc.outside[p] = pkg
	return pkg, nil
}

// check type-checks a package of the module (nil if its folder has no Go
// files for this platform).
func (sc *keyScanner) check(pkgPath string) (*checkedPkg, error) {
	if c, ok := sc.pkgs[pkgPath]; ok {
		return c, nil
	}
	dir := filepath.Join(sc.root, filepath.FromSlash(strings.TrimPrefix(strings.TrimPrefix(pkgPath, sc.mod), "/")))
	bp, err := build.Default.ImportDir(dir, 0)
	if err != nil {
		var noGo *build.NoGoError
		if ok := asNoGo(err, &noGo); ok {
			sc.pkgs[pkgPath] = nil
			return nil, nil
		}
		return nil, err
	}
	var files []*ast.File
	for _, name := range append(append([]string(nil), bp.GoFiles...), bp.CgoFiles...) {
		f, err := parser.ParseFile(sc.fset, filepath.Join(dir, name), nil, parser.SkipObjectResolution)
		if err != nil {
			return nil, err
		}
		files = append(files, f)
	}
	c := sc.checkFiles(pkgPath, files)
	sc.pkgs[pkgPath] = c
	return c, nil
}

func asNoGo(err error, target **build.NoGoError) bool {
	e, ok := err.(*build.NoGoError)
	if ok {
		*target = e
	}
	return ok
}

func (sc *keyScanner) checkFiles(pkgPath string, files []*ast.File) *checkedPkg {
	info := &types.Info{Types: map[ast.Expr]types.TypeAndValue{}, Defs: map[*ast.Ident]types.Object{},
		Uses: map[*ast.Ident]types.Object{}, Selections: map[*ast.SelectorExpr]*types.Selection{}}
	conf := types.Config{Importer: sc, FakeImportC: true, Error: func(error) {}}
	pkg, _ := conf.Check(pkgPath, sc.fset, files, info) // errors come from the stand-ins
	return &checkedPkg{pkg: pkg, files: files, info: info}
}

// keyOf tells whether e is a watched field (an option's Key or Label, a log
// line's Text), or a variable set from one, and which.
func (sc *keyScanner) keyOf(info *types.Info, e ast.Expr) string {
	switch e := ast.Unparen(e).(type) {
	case *ast.SelectorExpr:
		if sel := info.Selections[e]; sel != nil && sel.Kind() == types.FieldVal {
			return sc.fields[sel.Obj()]
		}
	case *ast.Ident:
		return sc.tainted[info.Uses[e]]
	}
	return ""
}

// taint marks the variables of a package set from a key or label, and the
// parameters of functions called with a key (not with a label: labels are
// passed to the text drawing code, which may well split them into lines).
func (sc *keyScanner) taint(c *checkedPkg) {
	info := c.info
	mark := func(lhs, rhs ast.Expr) {
		id, ok := lhs.(*ast.Ident)
		if !ok {
			return
		}
		if k := sc.keyOf(info, rhs); k != "" {
			if obj := info.Defs[id]; obj != nil {
				sc.tainted[obj] = k
			} else if obj := info.Uses[id]; obj != nil {
				sc.tainted[obj] = k
			}
		}
	}
	for _, f := range c.files {
		ast.Inspect(f, func(n ast.Node) bool {
			switch n := n.(type) {
			case *ast.AssignStmt:
				if len(n.Lhs) == len(n.Rhs) {
					for i := range n.Lhs {
						mark(n.Lhs[i], n.Rhs[i])
					}
				}
			case *ast.ValueSpec:
				if len(n.Names) == len(n.Values) {
					for i := range n.Names {
						mark(n.Names[i], n.Values[i])
					}
				}
			case *ast.CallExpr:
				sig, ok := info.Types[n.Fun].Type.(*types.Signature)
				if !ok || sig.Variadic() {
					return true
				}
				for i, a := range n.Args {
					if i < sig.Params().Len() && sc.keyOf(info, a) == "Key" {
						sc.tainted[sig.Params().At(i)] = "Key"
					}
				}
			}
			return true
		})
	}
}

// scan lists the string operations on option keys and labels in packages.
func (sc *keyScanner) scan(pkgs ...*checkedPkg) []string {
	for range 3 { // a key handed down three calls deep is still a key
		for _, c := range pkgs {
			sc.taint(c)
		}
	}
	var found []string
	for _, c := range pkgs {
		found = append(found, sc.scanPkg(c)...)
	}
	sort.Strings(found)
	return found
}

func (sc *keyScanner) scanPkg(c *checkedPkg) []string {
	info := c.info
	isKey := func(e ast.Expr) bool { return sc.keyOf(info, e) != "" }
	var found []string
	report := func(n ast.Node, what string) {
		found = append(found, fmt.Sprintf("%s: %s", sc.fset.Position(n.Pos()), what))
	}
	containsKey := func(e ast.Expr) bool {
		has := false
		ast.Inspect(e, func(n ast.Node) bool {
			if x, ok := n.(ast.Expr); ok && isKey(x) {
				has = true
			}
			return !has
		})
		return has
	}
	// Constants other than "" (asking whether there is a key is not
	// reading it).
	isConst := func(e ast.Expr) bool {
		v := info.Types[e].Value
		return v != nil && v.ExactString() != `""`
	}
	for _, f := range c.files {
		ast.Inspect(f, func(n ast.Node) bool {
			switch n := n.(type) {
			case *ast.CallExpr:
				if pkg, fn := calledPackage(info, n); stringPackages[pkg] || pkg == "fmt" && strings.HasPrefix(fn, "Sscan") {
					for _, a := range n.Args {
						if containsKey(a) {
							report(n, pkg+"."+fn+" on "+sc.what)
							break
						}
					}
				}
			case *ast.IndexExpr:
				if isKey(n.X) {
					report(n, "indexing "+sc.what)
				} else if _, isMap := info.Types[n.X].Type.(*types.Map); isMap && isKey(n.Index) {
					report(n, "a map looked up by "+sc.what)
				}
			case *ast.SliceExpr:
				if isKey(n.X) {
					report(n, "slicing "+sc.what)
				}
			case *ast.BinaryExpr:
				switch n.Op {
				case token.EQL, token.NEQ, token.LSS, token.LEQ, token.GTR, token.GEQ:
					if isKey(n.X) && isConst(n.Y) || isKey(n.Y) && isConst(n.X) {
						report(n, sc.what+" compared with a constant")
					}
				}
			case *ast.SwitchStmt:
				if n.Tag != nil && isKey(n.Tag) {
					for _, cc := range n.Body.List {
						if cl, ok := cc.(*ast.CaseClause); ok && len(cl.List) > 0 && isConst(cl.List[0]) {
							report(n, "a switch on "+sc.what)
							break
						}
					}
				}
			case *ast.RangeStmt:
				if isKey(n.X) {
					report(n, "a range over "+sc.what)
				}
			}
			return true
		})
	}
	return found
}

// stringPackages are the packages whose functions take strings apart.
var stringPackages = map[string]bool{"strings": true, "bytes": true, "strconv": true, "regexp": true, "unicode/utf8": true}

// calledPackage names the imported package and function a call calls
// ("strings", "HasPrefix"), or "" for any other call.
func calledPackage(info *types.Info, call *ast.CallExpr) (string, string) {
	sel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr)
	if !ok {
		return "", ""
	}
	id, ok := sel.X.(*ast.Ident)
	if !ok {
		return "", ""
	}
	if pn, ok := info.Uses[id].(*types.PkgName); ok {
		return pn.Imported().Path(), sel.Sel.Name
	}
	return "", ""
}

// The words of the log are for people to read: code outside the engine acts
// on an Event's Kind, Seat and N (sounds, the after-game summary) and only
// shows its Text. This test fails on any string operation on an Event's
// Text outside the engine (the same forms as for option keys), except in
// the packages below, whose job is the log's words.
func TestNoLogTextReadingOutsideTheEngine(t *testing.T) {
	root, err := filepath.Abs("..")
	require.NoError(t, err)
	found := scanModule(t, newTextScanner(t, root))
	found = slices.DeleteFunc(found, func(f string) bool {
		rel, _ := filepath.Rel(root, f[:strings.Index(f, ":")])
		return logWordsReaders[filepath.ToSlash(filepath.Dir(rel))] != ""
	})
	assert.Empty(t, found, "the log's words are for people: act on Event.Kind, Seat and N")
}

// logWordsReaders are the packages that may read the log's words, and why.
var logWordsReaders = map[string]string{
	"game/scenario": "a scenario's log, log_has and log_lacks expectations test the words the log says",
}

func newTextScanner(t *testing.T, root string) *keyScanner {
	return newFieldScanner(t, root, "a log line's text", "Event", "Text")
}

// The text scanner catches a log line's words taken apart or compared, and
// leaves alone words shown or handed on.
func TestTextScannerCatchesLogReading(t *testing.T) {
	root, err := filepath.Abs("..")
	require.NoError(t, err)
	sc := newTextScanner(t, root)
	src := `package fixture

import (
	"fmt"
	"strings"

	"undercity/engine"
)

func bad(s *engine.State, e engine.Event) {
	_ = strings.Contains(e.Text, "Hellfire fires")       // 1
	t := e.Text
	_ = strings.HasSuffix(t, "draws 0.")                  // 2
	_ = e.Text == "Drinking Contest!"                     // 3
	switch s.Log[0].Text {                                // 4
	case "Dale passes out!":
	}
	_ = e.Text[:4]                                        // 5
}

func good(s *engine.State, e engine.Event) {
	fmt.Println(e.Text)
	_ = e.Text != ""
	show(s.Log[len(s.Log)-1].Text)
	_ = e.Kind == engine.LogPlay && e.N > 0
}

func show(text string) { _ = strings.Split(text, "\n") } // words are shown, not read
`
	f, err := parser.ParseFile(sc.fset, "fixture.go", src, parser.ParseComments)
	require.NoError(t, err)
	found := sc.scan(sc.checkFiles(sc.mod+"/fixture", []*ast.File{f}))
	assert.Len(t, found, 5, "%s", strings.Join(found, "\n"))
	for _, line := range []int{11, 13, 14, 15, 18} {
		assert.True(t, slicesAnyHas(found, fmt.Sprintf("fixture.go:%d:", line)), "line %d is caught: %v", line, found)
	}
}
