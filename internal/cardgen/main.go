// Command cardgen turns the card design markdown into the committed card data:
//
//	go run ./internal/cardgen -in ../shared/cards -repo docs/cards -out assets/cards
//
// It writes one JSON file per deck plus characters.json, and removes stale
// .json files from the output directory. With -check it writes nothing and
// exits non-zero if the output directory differs from what it would write.
package main

import (
	"bytes"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"

	"undercity/internal/cardgen/design"
)

func main() {
	in := flag.String("in", "../shared/cards", "directory holding the design markdown")
	repo := flag.String("repo", "docs/cards", "directory holding the design markdown kept in the repository")
	out := flag.String("out", "assets/cards", "directory to write the JSON card data to")
	check := flag.Bool("check", false, "only report whether -out is up to date")
	flag.Parse()
	if err := run(*in, *repo, *out, *check); err != nil {
		fmt.Fprintln(os.Stderr, "cardgen:", err)
		os.Exit(1)
	}
}

func run(in, repo, out string, check bool) error {
	d, err := design.Load(in, repo)
	if err != nil {
		return err
	}
	files, err := d.Files()
	if err != nil {
		return err
	}
	names := make([]string, 0, len(files))
	for n := range files {
		names = append(names, n)
	}
	sort.Strings(names)
	var stale []string
	if old, err := filepath.Glob(filepath.Join(out, "*.json")); err == nil {
		for _, p := range old {
			if _, ok := files[filepath.Base(p)]; !ok {
				stale = append(stale, p)
			}
		}
	}
	if check {
		var diffs []string
		for _, n := range names {
			b, err := os.ReadFile(filepath.Join(out, n))
			if err != nil || !bytes.Equal(b, files[n]) {
				diffs = append(diffs, n)
			}
		}
		diffs = append(diffs, stale...)
		if len(diffs) > 0 {
			return fmt.Errorf("%s is out of date: %s (run go run ./internal/cardgen)", out, strings.Join(diffs, ", "))
		}
		return nil
	}
	if err := os.MkdirAll(out, 0o755); err != nil {
		return err
	}
	for _, n := range names {
		if err := os.WriteFile(filepath.Join(out, n), files[n], 0o644); err != nil {
			return err
		}
	}
	for _, p := range stale {
		if err := os.Remove(p); err != nil {
			return err
		}
	}
	total := 0
	for _, df := range d.Decks {
		for _, c := range df.Cards {
			total += c.Copies
		}
	}
	fmt.Printf("cardgen: wrote %d files to %s (%d decks, %d physical cards, %d characters)\n", len(names), out, len(d.Decks), total, len(d.Characters))
	return nil
}
