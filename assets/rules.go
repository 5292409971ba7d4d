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
