package ui

import "strings"

// FitWrapped shrinks st (down to 7 px) until s wrapped to width fits
// in height with no word broken across lines.
func FitWrapped(th *Theme, s string, width, height int, st TextStyle) TextStyle {
	words := strings.Fields(s)
	for ; st.Size > 7; st.Size -= 0.5 {
		if _, h := th.MeasureWrapped(s, width, st); h > height {
			continue
		}
		fits := true
		for _, w := range words {
			if ww, _ := th.Measure(w, st); ww > width {
				fits = false
				break
			}
		}
		if fits {
			break
		}
	}
	return st
}

// FitLine shrinks st down to 13 px so that s fits in width pixels, and
// past that shortens s with an ellipsis; it returns the line and size.
func FitLine(th *Theme, s string, width int, st TextStyle) (string, float64) {
	for st.Size > 13 {
		if w, _ := th.Measure(s, st); w <= width {
			return s, st.Size
		}
		st.Size--
	}
	rs := []rune(s)
	for n := len(rs); n > 0; n -= max(1, n/20) {
		line := string(rs[:n])
		if n < len(rs) {
			line = strings.TrimRight(line, " ;,") + "…"
		}
		if w, _ := th.Measure(line, st); w <= width {
			return line, st.Size
		}
	}
	return "", st.Size
}
