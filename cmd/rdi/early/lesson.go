package early

import (
	"fmt"
	"strconv"
	"strings"
)

// Lessons is the number of Learn to play lessons (cmd/rdi's tests check
// it against the lessons the game embeds).
const Lessons = 19

// LessonNumber reads the N of `--tutorial N`: a lesson from 1 to Lessons.
func LessonNumber(s string) (int, error) {
	n, err := strconv.Atoi(s)
	if err != nil || n < 1 || n > Lessons {
		return 0, fmt.Errorf("--tutorial: %q is not a lesson: give a number from 1 to %d (or nothing, for the next lesson not yet done)", s, Lessons)
	}
	return n, nil
}

// BadLesson returns the complaint about a `--tutorial N` (or
// `--tutorial=N`) whose N is not a lesson, "" when there is none: the
// client says it and exits with status 2, with a display or without.
func BadLesson(args []string) string {
	for i, a := range args {
		if a == "--" {
			return ""
		}
		name, val, eq := strings.Cut(strings.TrimLeft(a, "-"), "=")
		if name != "tutorial" || !strings.HasPrefix(a, "-") {
			continue
		}
		if !eq {
			if i+1 >= len(args) || strings.HasPrefix(args[i+1], "-") {
				return ""
			}
			val = args[i+1]
		}
		if val == "true" {
			return ""
		}
		if _, err := LessonNumber(val); err != nil {
			return "rdi: " + err.Error()
		}
		return ""
	}
	return ""
}
