package engine

func clamp(v, lo, hi int) int {
	if v < lo {
		return lo
	}
	if v > hi {
		return hi
	}
	return v
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

// closeSentence ends a prompt whose last words are a card title: the
// title's own "!", "?" or "." ends it ("Pick a player for Hot five!"), else
// end does.
func closeSentence(text, end string) string {
	if n := len(text); n > 0 {
		switch text[n-1] {
		case '!', '?', '.':
			return text
		}
	}
	return text + end
}

// sentenceEnd is what closeSentence adds to text ending with title: ""
// when the title ends with punctuation. A prompt "X " + title + end is
// then built in one allocation.
func sentenceEnd(title, end string) string {
	if n := len(title); n > 0 {
		switch title[n-1] {
		case '!', '?', '.':
			return ""
		}
	}
	return end
}

// endSentence ends a title with a full stop unless it already ends with
// punctuation ("Winning Hand!" stays as it is).
func endSentence(title string) string { return closeSentence(title, ".") }
