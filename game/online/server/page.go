package server

import (
	"bytes"
	"compress/gzip"
	"errors"
	"io"
	"io/fs"
	"net/http"
	"os"
	"path"
	"strings"
	"sync"
	"time"
)

// The web page: rdi-server --web DIR serves the folder `make web` builds
// (bin/web: index.html, the game as WebAssembly and Go's wasm_exec.js)
// beside the tables, on the same address: a WebSocket upgrade goes to the
// tables, every other GET to the folder. Files are sent gzip-compressed
// (compressed once, kept in memory until the file changes).

// WithPage routes WebSocket upgrades to tables and other requests to page.
func WithPage(tables, page http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if strings.EqualFold(r.Header.Get("Upgrade"), "websocket") {
			tables.ServeHTTP(w, r)
			return
		}
		page.ServeHTTP(w, r)
	})
}

// Page serves the files of dir (not its sub-folders' listings): "/" is
// index.html.
func Page(dir string) (http.Handler, error) {
	root, err := os.OpenRoot(dir)
	if err != nil {
		return nil, err
	}
	if _, err := root.Stat("index.html"); err != nil {
		root.Close()
		return nil, errors.New("no index.html in " + dir + " (build it with make web)")
	}
	p := &page{root: root, cache: map[string]*pageFile{}}
	// Compress the files now, so the first visitor does not wait for it.
	if ents, err := fs.ReadDir(root.FS(), "."); err == nil {
		go func() {
			for _, e := range ents {
				if e.Type().IsRegular() {
					_, _ = p.file(e.Name()) // a failure is met again when asked for
				}
			}
		}()
	}
	return p, nil
}

type page struct {
	root  *os.Root
	mu    sync.Mutex
	cache map[string]*pageFile
}

// pageFile is a file as it was when read, compressed.
type pageFile struct {
	mod  time.Time
	size int64
	gz   []byte
}

// pageTypes are the content types of the page's files, whatever the
// system's MIME table says (WebAssembly streaming needs application/wasm).
var pageTypes = map[string]string{
	".html": "text/html; charset=utf-8",
	".js":   "text/javascript; charset=utf-8",
	".wasm": "application/wasm",
	".png":  "image/png",
	".ico":  "image/x-icon",
	".css":  "text/css; charset=utf-8",
}

func (p *page) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	if r.Method != http.MethodGet && r.Method != http.MethodHead {
		w.Header().Set("Allow", "GET, HEAD")
		http.Error(w, "method not allowed", http.StatusMethodNotAllowed)
		return
	}
	name := strings.TrimPrefix(path.Clean("/"+r.URL.Path), "/")
	if name == "" {
		name = "index.html"
	}
	f, err := p.file(name)
	if err != nil {
		http.NotFound(w, r)
		return
	}
	h := w.Header()
	if t, ok := pageTypes[path.Ext(name)]; ok {
		h.Set("Content-Type", t)
	} else {
		h.Set("Content-Type", "application/octet-stream")
	}
	h.Set("Cache-Control", "no-cache") // revalidated: a new build is seen at once
	h.Set("Vary", "Accept-Encoding")
	r.Header.Del("Range") // the compressed bytes are not the file's
	if !acceptsGzip(r) {
		b, err := p.root.ReadFile(name)
		if err != nil {
			http.NotFound(w, r)
			return
		}
		http.ServeContent(w, r, name, f.mod, bytes.NewReader(b))
		return
	}
	h.Set("Content-Encoding", "gzip")
	http.ServeContent(w, r, name, f.mod, bytes.NewReader(f.gz))
}

func acceptsGzip(r *http.Request) bool {
	for _, part := range strings.Split(r.Header.Get("Accept-Encoding"), ",") {
		enc, q, _ := strings.Cut(strings.TrimSpace(part), ";")
		if strings.EqualFold(strings.TrimSpace(enc), "gzip") && strings.ReplaceAll(q, " ", "") != "q=0" {
			return true
		}
	}
	return false
}

// file returns name compressed, compressing it again when it changed.
func (p *page) file(name string) (*pageFile, error) {
	st, err := p.root.Stat(name)
	if err != nil {
		return nil, err
	}
	if !st.Mode().IsRegular() {
		return nil, fs.ErrNotExist
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	if f := p.cache[name]; f != nil && f.mod.Equal(st.ModTime()) && f.size == st.Size() {
		return f, nil
	}
	src, err := p.root.Open(name)
	if err != nil {
		return nil, err
	}
	defer src.Close()
	var buf bytes.Buffer
	zw, _ := gzip.NewWriterLevel(&buf, gzip.BestCompression) // a valid level
	if _, err := io.Copy(zw, src); err != nil {
		return nil, err
	}
	if err := zw.Close(); err != nil {
		return nil, err
	}
	f := &pageFile{mod: st.ModTime(), size: st.Size(), gz: buf.Bytes()}
	p.cache[name] = f
	return f, nil
}
