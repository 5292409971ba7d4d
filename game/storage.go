package game

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"
)

// Storage is where the player's things are kept: settings, the autosave
// (Continue), statistics, lesson progress and the gambling session, each
// one named entry. Names are paths under ConfigDir (settings.json,
// autosave.json, ...). On the desktop an entry is a file; in the browser
// (js/wasm) it is an item of the page's localStorage (storage_js.go). Every
// read and write of those things goes through Store.
type Storage interface {
	// Read returns an entry; a missing one is an error wrapping
	// fs.ErrNotExist.
	Read(name string) ([]byte, error)
	// Write replaces an entry whole: on failure the old one is left as it
	// was.
	Write(name string, data []byte) error
	// Remove deletes an entry; a missing one is an error wrapping
	// fs.ErrNotExist.
	Remove(name string) error
	// List names the entries beside name's folder whose names start with
	// prefix (a path: "dir/autosave.unreadable"), sorted.
	List(prefix string) ([]string, error)
}

// mover is a Storage that moves an entry to a new name in one step (a
// file is renamed); others are copied and removed.
type mover interface {
	Move(from, to string) error
}

// store is the Storage of this build: files (storage_file.go) or the
// browser's localStorage (storage_js.go).
var store = defaultStorage()

// Store is the Storage the game keeps its entries in.
func Store() Storage { return store }

// HasEntry reports whether the entry name exists (a file that cannot be
// inspected counts as existing).
func HasEntry(name string) bool {
	_, err := store.Read(name)
	return !errors.Is(err, fs.ErrNotExist)
}

// moveEntry moves an entry to a free name.
func moveEntry(from, to string) error {
	if m, ok := store.(mover); ok {
		return m.Move(from, to)
	}
	b, err := store.Read(from)
	if err != nil {
		return err
	}
	if err := store.Write(to, b); err != nil {
		return err
	}
	return store.Remove(from)
}

// fileStorage keeps entries as files, written atomically (writeAtomic).
type fileStorage struct{}

func (fileStorage) Read(name string) ([]byte, error) { return os.ReadFile(name) }

func (fileStorage) Write(name string, data []byte) error { return writeAtomic(name, data) }

func (fileStorage) Remove(name string) error { return os.Remove(name) }

func (fileStorage) Move(from, to string) error { return os.Rename(from, to) }

func (fileStorage) List(prefix string) ([]string, error) {
	dir, base := filepath.Split(prefix)
	if dir == "" {
		dir = "."
	}
	ents, err := os.ReadDir(dir)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	var names []string
	for _, e := range ents {
		if strings.HasPrefix(e.Name(), base) {
			names = append(names, filepath.Join(dir, e.Name()))
		}
	}
	slices.Sort(names)
	return names, nil
}
