package server

import (
	"bytes"
	"compress/gzip"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestPageIsServedCompressedBesideTheTables: the page's files come
// gzip-compressed with their types (the game as application/wasm), "/" is
// index.html, nothing outside the folder is served, and a WebSocket
// upgrade still reaches the tables.
func TestPageIsServedCompressedBesideTheTables(t *testing.T) {
	dir := t.TempDir()
	wasm := make([]byte, 100_000)
	for i := range wasm {
		wasm[i] = byte(i % 7)
	}
	require.NoError(t, os.WriteFile(filepath.Join(dir, "index.html"), []byte("<title>Undercity Inn</title>"), 0o644))
	require.NoError(t, os.WriteFile(filepath.Join(dir, "rdi.wasm"), wasm, 0o644))
	require.NoError(t, os.WriteFile(filepath.Join(filepath.Dir(dir), "secret.txt"), []byte("no"), 0o644))
	page, err := Page(dir)
	require.NoError(t, err)
	tables := http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) { w.WriteHeader(http.StatusTeapot) })
	srv := httptest.NewServer(WithPage(tables, page))
	defer srv.Close()

	get := func(path string, hdr map[string]string) (*http.Response, []byte) {
		req, err := http.NewRequest(http.MethodGet, srv.URL+path, nil)
		require.NoError(t, err)
		req.Header.Set("Accept-Encoding", "gzip")
		for k, v := range hdr {
			req.Header.Set(k, v)
		}
		res, err := http.DefaultTransport.RoundTrip(req) // no transparent decompression
		require.NoError(t, err)
		defer res.Body.Close()
		b, err := io.ReadAll(res.Body)
		require.NoError(t, err)
		return res, b
	}
	gunzip := func(b []byte) []byte {
		zr, err := gzip.NewReader(bytes.NewReader(b))
		require.NoError(t, err)
		out, err := io.ReadAll(zr)
		require.NoError(t, err)
		return out
	}

	res, b := get("/rdi.wasm", nil)
	require.Equal(t, http.StatusOK, res.StatusCode)
	assert.Equal(t, "application/wasm", res.Header.Get("Content-Type"))
	assert.Equal(t, "gzip", res.Header.Get("Content-Encoding"))
	assert.Less(t, len(b), len(wasm)/10, "compressed")
	assert.Equal(t, wasm, gunzip(b))

	res, b = get("/", nil)
	require.Equal(t, http.StatusOK, res.StatusCode)
	assert.Equal(t, "text/html; charset=utf-8", res.Header.Get("Content-Type"))
	assert.Equal(t, "<title>Undercity Inn</title>", string(gunzip(b)))

	res, _ = get("/../secret.txt", nil)
	assert.Equal(t, http.StatusNotFound, res.StatusCode)
	res, _ = get("/missing.js", nil)
	assert.Equal(t, http.StatusNotFound, res.StatusCode)

	res, _ = get("/", map[string]string{"Connection": "Upgrade", "Upgrade": "websocket"})
	assert.Equal(t, http.StatusTeapot, res.StatusCode, "an upgrade goes to the tables")

	_, err = Page(t.TempDir())
	assert.Error(t, err, "a folder without index.html is refused")
}
