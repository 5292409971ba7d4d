package assets

import (
	_ "embed"
	"strings"
)

// The rules reference shown in the client (rules/reference.md): our own
// summary of the rulebook, one section per topic.
//
//go:embed rules/reference.md
var rulesReference string

// The gambling table's rules (rules/gambling.md): one section per game,
// headed "## id: Title".
//
//go:embed rules/gambling.md
var gamblingRules string

// RuleSection is one topic of the rules reference: its title and its
// paragraphs (blank-line separated in the file).
type RuleSection struct {
	Title      string
	Paragraphs []string
}

// RulesReference parses rules/reference.md: "## " starts a section, blank
// lines end a paragraph, and an HTML comment before the first section is a
// note for editors, not shown.
func RulesReference() []RuleSection {
	var out []RuleSection
	var para []string
	flush := func() {
		if len(out) > 0 && len(para) > 0 {
			s := &out[len(out)-1]
			s.Paragraphs = append(s.Paragraphs, strings.Join(para, " "))
		}
		para = nil
	}
	for _, line := range strings.Split(rulesReference, "\n") {
		line = strings.TrimSpace(line)
		switch {
		case strings.HasPrefix(line, "## "):
			flush()
			out = append(out, RuleSection{Title: strings.TrimPrefix(line, "## ")})
		case line == "":
			flush()
		case len(out) > 0:
			para = append(para, line)
		}
	}
	flush()
	return out
}

// GamblingRules parses rules/gambling.md into sections by id (the engine's
// game id, "basics", "choice" or "shares"); each section's Title is the
// heading after the id.
func GamblingRules() map[string]RuleSection {
	out := map[string]RuleSection{}
	var id string
	var cur *RuleSection
	var para []string
	flush := func() {
		if cur != nil && len(para) > 0 {
			cur.Paragraphs = append(cur.Paragraphs, strings.Join(para, " "))
		}
		para = nil
	}
	done := func() {
		flush()
		if cur != nil {
			out[id] = *cur
		}
	}
	for _, line := range strings.Split(gamblingRules, "\n") {
		line = strings.TrimSpace(line)
		switch {
		case strings.HasPrefix(line, "## "):
			done()
			head := strings.TrimPrefix(line, "## ")
			i := strings.Index(head, ": ")
			if i < 0 {
				id, cur = head, &RuleSection{Title: head}
				continue
			}
			id, cur = head[:i], &RuleSection{Title: head[i+2:]}
		case line == "":
			flush()
		case cur != nil:
			para = append(para, line)
		}
	}
	done()
	return out
}
