package design

import (
	"fmt"
	"regexp"
	"strings"
)

// doc is one markdown file split into lines, with its name for errors.
type doc struct {
	name  string
	lines []string
}

func newDoc(name, text string) *doc {
	text = strings.ReplaceAll(text, "\r\n", "\n")
	return &doc{name: name, lines: strings.Split(text, "\n")}
}

func (d *doc) errf(line int, format string, args ...any) error {
	return fmt.Errorf("%s:%d: %s", d.name, line+1, fmt.Sprintf(format, args...))
}

// isBreak reports whether a line ends a card block: a heading or a rule.
func isBreak(l string) bool {
	return strings.HasPrefix(l, "#") || strings.HasPrefix(l, "---")
}

// bullet is "- **Key:** first line" with its indented continuation lines.
type bullet struct {
	Key   string
	First string
	Cont  []string
	Line  int
}

// Value joins the bullet's text into one string. A continuation that starts
// an enumerated alternative ("**(1)", "(a)") starts a new line.
func (b bullet) Value() string {
	s := b.First
	for _, c := range b.Cont {
		c = strings.TrimSpace(c)
		if strings.HasPrefix(c, "**(") || (strings.HasPrefix(c, "(") && len(c) > 2 && c[2] == ')') {
			s += "\n" + c
		} else {
			s += " " + c
		}
	}
	return s
}

var bulletRe = regexp.MustCompile(`^- \*\*(.+?):\*\*\s?(.*)$`)

// block is the body of a "### `id` — ..." heading up to the next heading/rule.
type block struct {
	ID      string
	Heading string // text after "— "
	Line    int
	Body    []string // raw lines (not bullets) that are not continuations
	Bullets []bullet
	Section string // the enclosing "## " or "# " heading
}

var headingRe = regexp.MustCompile("^### `([a-z0-9_]+)` — (.*)$")

// blocks returns every card heading block of the document.
func (d *doc) blocks() ([]*block, error) {
	var out []*block
	section := ""
	for i := 0; i < len(d.lines); i++ {
		l := d.lines[i]
		if strings.HasPrefix(l, "# ") || strings.HasPrefix(l, "## ") {
			section = l
			continue
		}
		if !strings.HasPrefix(l, "### `") {
			continue // not a card heading (e.g. "### 3.1 Summary grammar")
		}
		m := headingRe.FindStringSubmatch(l)
		if m == nil {
			return nil, d.errf(i, "card heading must look like ### `id` — Title: %q", l)
		}
		b := &block{ID: m[1], Heading: m[2], Line: i, Section: section}
		j := i + 1
		for ; j < len(d.lines) && !isBreak(d.lines[j]); j++ {
			l := d.lines[j]
			if bm := bulletRe.FindStringSubmatch(l); bm != nil {
				b.Bullets = append(b.Bullets, bullet{Key: bm[1], First: bm[2], Line: j})
				continue
			}
			if strings.HasPrefix(l, "  ") && len(b.Bullets) > 0 && strings.TrimSpace(l) != "" {
				last := &b.Bullets[len(b.Bullets)-1]
				last.Cont = append(last.Cont, l)
				continue
			}
			if strings.HasPrefix(l, "- ") {
				return nil, d.errf(j, "bullet without a **Key:**: %q", l)
			}
			if strings.TrimSpace(l) != "" {
				b.Body = append(b.Body, l)
			}
		}
		out = append(out, b)
		i = j - 1
	}
	return out, nil
}

func (b *block) bullet(key string) (bullet, bool) {
	for _, x := range b.Bullets {
		if x.Key == key {
			return x, true
		}
	}
	return bullet{}, false
}

// code returns the first `code span` of s.
func code(s string) (string, bool) {
	i := strings.IndexByte(s, '`')
	if i < 0 {
		return "", false
	}
	j := strings.IndexByte(s[i+1:], '`')
	if j < 0 {
		return "", false
	}
	return s[i+1 : i+1+j], true
}

// summaryAfter returns the code span following "**Summary:**" in s.
func summaryAfter(s string) (string, bool) {
	i := strings.Index(s, "**Summary:**")
	if i < 0 {
		return "", false
	}
	return code(s[i:])
}

var spaceRe = regexp.MustCompile(`[ \t]+`)

// clean turns design markdown into player-facing text: no bold, no code
// marks, single spaces, no references to the design document.
func clean(s string) string {
	s = strings.ReplaceAll(s, "**", "")
	s = strings.ReplaceAll(s, "`", "")
	s = strings.ReplaceAll(s, " (see below)", "")
	lines := strings.Split(s, "\n")
	for i, l := range lines {
		lines[i] = strings.TrimSpace(spaceRe.ReplaceAllString(l, " "))
	}
	return strings.TrimSpace(strings.Join(lines, "\n"))
}

// fields splits "A · **Copies:** 2 · **Timing:** x" into the leading value and a map.
func fields(s string) (lead string, m map[string]string) {
	m = map[string]string{}
	parts := strings.Split(s, " · ")
	lead = strings.TrimSpace(parts[0])
	fre := regexp.MustCompile(`^\*\*(.+?):\*\*\s*(.*)$`)
	for _, p := range parts[1:] {
		p = strings.TrimSpace(p)
		if fm := fre.FindStringSubmatch(p); fm != nil {
			m[fm[1]] = strings.TrimSpace(fm[2])
		} else {
			m[p] = ""
		}
	}
	return lead, m
}

// table is a markdown table: header cells and rows of cells.
type table struct {
	Header []string
	Rows   [][]string
	Lines  []int
}

// splitRow splits "| a | `b|c` | d |" into cells, keeping | inside code spans.
func splitRow(l string) []string {
	l = strings.TrimSpace(l)
	l = strings.TrimPrefix(l, "|")
	l = strings.TrimSuffix(l, "|")
	var cells []string
	var cur strings.Builder
	inCode := false
	for _, r := range l {
		switch {
		case r == '`':
			inCode = !inCode
			cur.WriteRune(r)
		case r == '|' && !inCode:
			cells = append(cells, strings.TrimSpace(cur.String()))
			cur.Reset()
		default:
			cur.WriteRune(r)
		}
	}
	return append(cells, strings.TrimSpace(cur.String()))
}

// tables returns every table whose first header cell is first.
func (d *doc) tables(first string) []*table {
	var out []*table
	for i := 0; i < len(d.lines); i++ {
		if !strings.HasPrefix(d.lines[i], "|") {
			continue
		}
		h := splitRow(d.lines[i])
		j := i + 1
		if h[0] == first {
			t := &table{Header: h}
			for ; j < len(d.lines) && strings.HasPrefix(d.lines[j], "|"); j++ {
				if strings.HasPrefix(d.lines[j], "|---") || strings.HasPrefix(d.lines[j], "| ---") {
					continue
				}
				t.Rows = append(t.Rows, splitRow(d.lines[j]))
				t.Lines = append(t.Lines, j)
			}
			out = append(out, t)
		}
		for j < len(d.lines) && strings.HasPrefix(d.lines[j], "|") {
			j++
		}
		i = j - 1
	}
	return out
}

// col returns the index of a header cell.
func (t *table) col(name string) int {
	for i, h := range t.Header {
		if h == name {
			return i
		}
	}
	return -1
}
