package engine

import "strconv"

// Option keys and labels are built once. The keys that name a card or a
// seat ("discard:card12", "target:seat2", "play:card40:m1") are cut from
// one string per prefix made at start-up, and a card's "Play …" and
// "Discard …" labels are made with the Content; an option's key and label
// stay exactly the words they were.

// keyCards is how many card ids have their keys made in advance (a table
// of eight seats has fewer cards); a larger id builds its key.
const keyCards = 1024

// keyModes is how many modes of a card have their play keys made.
const keyModes = 4

// optionPrefixes are the prefixes cardOpt and seatOpt are called with.
var optionPrefixes = []string{"discard", "target", "order", "teammate", "split", "champion", "treat", "prize", "plot", "harvest", "activate", "play"}

var (
	cardKeys = map[string]*[keyCards]string{}
	seatKeys = map[string]*[MaxSeats]string{}
	// playKeys[0] is "play:card<id>", playKeys[1+m] "play:card<id>:m<m>".
	playKeys [1 + keyModes][keyCards]string
)

func init() {
	for _, p := range optionPrefixes {
		cardKeys[p] = cutKeys(keyCards, func(b []byte, i int) []byte {
			return strconv.AppendInt(append(append(b, p...), ":card"...), int64(i), 10)
		})
		var seats [MaxSeats]string
		copy(seats[:], cutKeys(MaxSeats, func(b []byte, i int) []byte {
			return strconv.AppendInt(append(append(b, p...), ":seat"...), int64(i), 10)
		})[:MaxSeats])
		seatKeys[p] = &seats
	}
	playKeys[0] = *cardKeys["play"]
	for m := 0; m < keyModes; m++ {
		playKeys[1+m] = *cutKeys(keyCards, func(b []byte, i int) []byte {
			return strconv.AppendInt(append(strconv.AppendInt(append(b, "play:card"...), int64(i), 10), ":m"...), int64(m), 10)
		})
	}
}

// cutKeys writes n keys into one string and returns them as its substrings.
func cutKeys(n int, key func(b []byte, i int) []byte) *[keyCards]string {
	var b []byte
	ends := make([]int, n)
	for i := 0; i < n; i++ {
		b = key(b, i)
		ends[i] = len(b)
	}
	all := string(b)
	var out [keyCards]string
	from := 0
	for i, e := range ends {
		out[i] = all[from:e]
		from = e
	}
	return &out
}

// cardOptKey is prefix+":card"+id.
func cardOptKey(prefix string, id CardID) string {
	if id >= 0 && int(id) < keyCards {
		if t := cardKeys[prefix]; t != nil {
			return t[id]
		}
	}
	return prefix + ":card" + strconv.Itoa(int(id))
}

// seatOptKey is prefix+":seat"+seat.
func seatOptKey(prefix string, seat int) string {
	if seat >= 0 && seat < MaxSeats {
		if t := seatKeys[prefix]; t != nil {
			return t[seat]
		}
	}
	return prefix + ":seat" + strconv.Itoa(seat)
}

// playOptKey is the key of playing mode m of a card: "play:card<id>", with
// ":m<m>" when the card has several modes.
func playOptKey(id CardID, m int, modes int) string {
	if id >= 0 && int(id) < keyCards && m < keyModes {
		if modes > 1 {
			return playKeys[1+m][id]
		}
		return playKeys[0][id]
	}
	key := "play:card" + strconv.Itoa(int(id))
	if modes > 1 {
		key += ":m" + strconv.Itoa(m)
	}
	return key
}

// cardLabels are a definition's labels made with the Content.
type cardLabels struct {
	play, plotted, discard string
}

func makeLabels(c *Content) []cardLabels {
	out := make([]cardLabels, len(c.Defs))
	for i, d := range c.Defs {
		out[i] = cardLabels{play: "Play " + d.Title, plotted: "Play " + d.Title + " (Plotted)", discard: "Discard " + d.Title}
	}
	return out
}

// labels returns the labels of a card instance's definition.
func (s *State) labels(id CardID) *cardLabels {
	d := s.Cards[id].Def
	if int(d) < len(s.content.labels) {
		return &s.content.labels[d]
	}
	t := s.Def(id).Title
	return &cardLabels{play: "Play " + t, plotted: "Play " + t + " (Plotted)", discard: "Discard " + t}
}

// optBuf is room on a builder's stack for the options of a decision that
// may not be asked (most windows): only the options asked are copied to
// the heap, at their size.
type optBuf [16]Option

// passOption is a window's or a Round turn's Pass.
var passOption = opt("pass", "Pass")
