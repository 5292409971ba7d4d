package online

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"path/filepath"
	"slices"
	"strings"
	"time"

	"undercity/game"
)

// SavedTable is an online table this client holds seats at, kept in the
// config folder (game.Store) so that a client restarted mid-game takes
// its seats back (Resume): the server, the code and the seat tokens.
type SavedTable struct {
	URL    string   `json:"url"`
	Code   string   `json:"code"`
	Tokens []string `json:"tokens"`
	Name   string   `json:"name,omitempty"`
	// Here: the table is on this computer's own table server (hosted "on
	// this computer"), whose address changes with each start.
	Here  bool      `json:"here,omitempty"`
	Saved time.Time `json:"saved"`
}

// savedTablesEntry is the entry, under the config folder, that keeps the
// saved tables, the last saved first.
const savedTablesEntry = "online-tables.json"

// maxSavedTables is how many tables are kept.
const maxSavedTables = 8

func savedTablesPath() (string, error) {
	dir, err := game.ConfigDir()
	if err != nil {
		return "", err
	}
	return filepath.Join(dir, savedTablesEntry), nil
}

// SavedTables are the tables saved (the last saved first); none when
// there is no entry or it cannot be read.
func SavedTables() []SavedTable {
	path, err := savedTablesPath()
	if err != nil {
		return nil
	}
	b, err := game.Store().Read(path)
	if err != nil {
		return nil
	}
	var ts []SavedTable
	if json.Unmarshal(b, &ts) != nil {
		return nil
	}
	return ts
}

// SavedTableFor is the saved table with code, if any.
func SavedTableFor(code string) (SavedTable, bool) {
	for _, t := range SavedTables() {
		if t.Code == code {
			return t, true
		}
	}
	return SavedTable{}, false
}

// SaveTable keeps r's table (its server, code and seat tokens) first
// among the saved tables; here: r's server is this computer's own. A
// spectator holds no seat: nothing is saved.
func SaveTable(r *Remote, here bool) error {
	toks := r.Tokens()
	if len(toks) == 0 {
		return nil
	}
	return SaveTableEntry(SavedTable{URL: r.URL(), Code: r.Code(), Tokens: toks, Name: r.name, Here: here})
}

// SaveTableEntry keeps st first among the saved tables.
func SaveTableEntry(st SavedTable) error {
	st.Saved = time.Now().UTC()
	ts := slices.DeleteFunc(SavedTables(), func(t SavedTable) bool { return t.Code == st.Code })
	ts = append([]SavedTable{st}, ts...)
	return writeSavedTables(ts[:min(len(ts), maxSavedTables)])
}

// ForgetTable drops the saved table with code (its game is over, or the
// server no longer has it).
func ForgetTable(code string) error {
	ts := SavedTables()
	kept := slices.DeleteFunc(slices.Clone(ts), func(t SavedTable) bool { return t.Code == code })
	if len(kept) == len(ts) {
		return nil
	}
	return writeSavedTables(kept)
}

func writeSavedTables(ts []SavedTable) error {
	path, err := savedTablesPath()
	if err != nil {
		return err
	}
	if len(ts) == 0 {
		if err := game.Store().Remove(path); err != nil && !errors.Is(err, fs.ErrNotExist) {
			return err
		}
		return nil
	}
	b, err := json.MarshalIndent(ts, "", "  ")
	if err != nil {
		return fmt.Errorf("online: saved tables: %w", err)
	}
	return game.Store().Write(path, append(b, '\n'))
}

// Rejoin takes back the seats of a saved table at addr (the saved
// server's, or this computer's own server's new address for a table
// hosted here). A table the server no longer has is forgotten.
func Rejoin(ctx context.Context, addr string, st SavedTable) (*Remote, error) {
	r, err := Resume(ctx, addr, st.Code, st.Tokens)
	if err != nil && strings.Contains(err.Error(), "no table has that code") {
		_ = ForgetTable(st.Code)
	}
	if r != nil && r.name == "" {
		r.name = st.Name
	}
	return r, err
}
