package engine

import "strconv"

func itoa(n int) string { return strconv.Itoa(n) }

func splitWords(s string) []string {
	var out []string
	start := -1
	for i := 0; i <= len(s); i++ {
		if i == len(s) || s[i] == ' ' {
			if start >= 0 {
				out = append(out, s[start:i])
				start = -1
			}
			continue
		}
		if start < 0 {
			start = i
		}
	}
	return out
}

func clamp(v, lo, hi int) int {
	if v < lo {
		return lo
	}
	if v > hi {
		return hi
	}
	return v
}

func popcount(m uint16) int {
	n := 0
	for m != 0 {
		m &= m - 1
		n++
	}
	return n
}

// shuffle shuffles ids with the game's generator (Fisher–Yates).
func (s *State) shuffle(ids []CardID) {
	for i := len(ids) - 1; i > 0; i-- {
		j := int(s.rng.Uint64() % uint64(i+1))
		ids[i], ids[j] = ids[j], ids[i]
	}
}

func removeID(ids []CardID, id CardID) ([]CardID, bool) {
	for i, x := range ids {
		if x == id {
			return append(ids[:i], ids[i+1:]...), true
		}
	}
	return ids, false
}

func containsID(ids []CardID, id CardID) bool {
	for _, x := range ids {
		if x == id {
			return true
		}
	}
	return false
}

// endSentence ends a title with a full stop unless it already ends with
// punctuation ("Winning Hand!" stays as it is).
func endSentence(title string) string {
	if n := len(title); n > 0 {
		switch title[n-1] {
		case '!', '?', '.':
			return title
		}
	}
	return title + "."
}
