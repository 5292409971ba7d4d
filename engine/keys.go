package engine

import (
	"strconv"

	"undercity/engine/card"
	"undercity/engine/internal/strtab"
)

// Option keys and labels are built once. The keys that name a card or a
// seat ("discard:card12", "target:seat2", "play:card40:m1") are cut from
// one string per prefix made at start-up (kept as one string and a table
// of offsets, which the garbage collector does not scan), and a card's "Play …" and
// "Discard …" labels are made with the Content; an option's key and label
// stay exactly the words they were.

// keyCards is how many card ids have their keys made in advance (a table
// of eight seats has some 410 cards at most); a larger id builds its key.
const keyCards = 512

// keyModes is how many modes of a card have their play keys made.
const keyModes = 4

// optionPrefixes are the prefixes cardOpt and seatOpt are called with.
var optionPrefixes = [...]string{"discard", "target", "order", "teammate", "split", "champion", "treat", "prize", "plot", "harvest", "activate", "play"}

// prefixIndex is the index of prefix in optionPrefixes, -1 for another:
// a switch, no map to hash the prefix into (a key is asked for every card
// option made).
func prefixIndex(prefix string) int {
	switch prefix {
	case "discard":
		return 0
	case "target":
		return 1
	case "order":
		return 2
	case "teammate":
		return 3
	case "split":
		return 4
	case "champion":
		return 5
	case "treat":
		return 6
	case "prize":
		return 7
	case "plot":
		return 8
	case "harvest":
		return 9
	case "activate":
		return 10
	case "play":
		return 11
	}
	return -1
}

var (
	// cardKeys[k] and seatKeys[k]: the keys of optionPrefixes[k].
	cardKeys [len(optionPrefixes)]*keyTable
	seatKeys [len(optionPrefixes)]*keyTable
	// playKeys[0] is "play:card<id>", playKeys[1+m] "play:card<id>:m<m>".
	playKeys [1 + keyModes]*keyTable
)

func init() {
	for k, p := range optionPrefixes {
		if prefixIndex(p) != k {
			panic("engine: prefixIndex(" + p + ") is not its place in optionPrefixes")
		}
		cardKeys[k] = cutKeys(keyCards, func(b []byte, i int) []byte {
			return strconv.AppendInt(append(append(b, p...), ":card"...), int64(i), 10)
		})
		seatKeys[k] = cutKeys(MaxSeats, func(b []byte, i int) []byte {
			return strconv.AppendInt(append(append(b, p...), ":seat"...), int64(i), 10)
		})
	}
	playKeys[0] = cardKeys[prefixIndex("play")]
	for m := 0; m < keyModes; m++ {
		playKeys[1+m] = cutKeys(keyCards, func(b []byte, i int) []byte {
			return strconv.AppendInt(append(strconv.AppendInt(append(b, "play:card"...), int64(i), 10), ":m"...), int64(m), 10)
		})
	}
}

// keyTable is n keys written one after the other in one string, and where
// each ends: no pointer per key for the garbage collector to follow.
type keyTable struct {
	all  string
	ends []uint32
}

// key returns key i.
func (t *keyTable) key(i int) string {
	from := uint32(0)
	if i > 0 {
		from = t.ends[i-1]
	}
	return t.all[from:t.ends[i]]
}

// cutKeys writes n keys into one string.
func cutKeys(n int, key func(b []byte, i int) []byte) *keyTable {
	var b []byte
	t := &keyTable{ends: make([]uint32, n)}
	for i := 0; i < n; i++ {
		b = key(b, i)
		t.ends[i] = uint32(len(b))
	}
	t.all = string(b)
	return t
}

// cardOptKey is prefix+":card"+id.
func cardOptKey(prefix string, id CardID) string {
	if id >= 0 && int(id) < keyCards {
		if k := prefixIndex(prefix); k >= 0 {
			return cardKeys[k].key(int(id))
		}
	}
	return prefix + ":card" + strconv.Itoa(int(id))
}

// seatOptKey is prefix+":seat"+seat.
func seatOptKey(prefix string, seat int) string {
	if seat >= 0 && seat < MaxSeats {
		if k := prefixIndex(prefix); k >= 0 {
			return seatKeys[k].key(seat)
		}
	}
	return prefix + ":seat" + strconv.Itoa(seat)
}

// playOptKey is the key of playing mode m of a card: "play:card<id>", with
// ":m<m>" when the card has several modes.
func playOptKey(id CardID, m int, modes int) string {
	if id >= 0 && int(id) < keyCards && m < keyModes {
		if modes > 1 {
			return playKeys[1+m].key(int(id))
		}
		return playKeys[0].key(int(id))
	}
	key := "play:card" + strconv.Itoa(int(id))
	if modes > 1 {
		key += ":m" + strconv.Itoa(m)
	}
	return key
}

// cardLabels are a definition's labels made with the Content, written one
// after the other in one string: one pointer a definition for the garbage
// collector to follow at every collection, not six.
type cardLabels struct {
	all  string
	ends [6]uint16 // where each label ends in all, in the order below
}

func newCardLabels(title string) cardLabels {
	var l cardLabels
	for k, s := range [6]string{"Play " + title, "Play " + title + " (Plotted)", "Discard " + title,
		"Plot " + title, "Treat " + title, endSentence(title)} {
		l.all += s
		l.ends[k] = uint16(len(l.all))
	}
	return l
}

func (l *cardLabels) label(k int) string {
	from := uint16(0)
	if k > 0 {
		from = l.ends[k-1]
	}
	return l.all[from:l.ends[k]]
}

func (l *cardLabels) play() string     { return l.label(0) }
func (l *cardLabels) plotted() string  { return l.label(1) } // "Play <title> (Plotted)"
func (l *cardLabels) discard() string  { return l.label(2) }
func (l *cardLabels) plot() string     { return l.label(3) } // "Plot <title>"
func (l *cardLabels) treat() string    { return l.label(4) } // "Treat <title>"
func (l *cardLabels) sentence() string { return l.label(5) } // the title ending a sentence (endSentence)

func makeLabels(c *Content) []cardLabels {
	out := make([]cardLabels, len(c.Defs))
	ps := make([]*string, len(out))
	for i, d := range c.Defs {
		out[i] = newCardLabels(d.Title)
		ps[i] = &out[i].all
	}
	strtab.Pack(ps)
	return out
}

// labels returns the labels of a card instance's definition.
func (s *State) labels(id CardID) *cardLabels {
	d := s.defs[id]
	if int(d) < len(s.content.labels) {
		return &s.content.labels[d]
	}
	l := newCardLabels(s.Def(id).Title)
	return &l
}

// optBuf is room on a builder's stack for the options of a decision that
// may not be asked (most windows): only the options asked are copied to
// the heap, at their size.
type optBuf [16]Option

// passOption is a window's or a Round turn's Pass.
var passOption = opt("pass", "Pass")

// The timings a decision point may offer, as bits: a card none of whose
// modes has one of them is passed over without looking at its modes (the
// Action Cards in a hand, at most windows). timingBits numbers the
// timings; any other is bit 63.
var timingBits = func() map[card.Timing]uint {
	m := map[card.Timing]uint{}
	for i, t := range []card.Timing{card.TimingActionPhase, card.TimingAnytime, card.TimingStartOfTurn, card.TimingOrderPhase,
		card.TimingOwnDrink, card.TimingOtherDrink, card.TimingIncoming, card.TimingAfterFortLoss, card.TimingSometimesPlay,
		card.TimingMustPay, card.TimingRoundStart, card.TimingDuringRound, card.TimingGamblingTurn, card.TimingEventRevealed,
		card.TimingRoundWon} {
		m[t] = uint(i)
	}
	return m
}()

const otherTiming = 63

func timingBit(t card.Timing) uint64 {
	if b, ok := timingBits[t]; ok {
		return 1 << b
	}
	return 1 << otherTiming
}

func timingMask(ts ...card.Timing) uint64 {
	var m uint64
	for _, t := range ts {
		m |= timingBit(t)
	}
	return m
}

// The timings each kind of decision point may accept (modeLegal): 0 for
// the points that look further than the timing (the Action Phase, a turn
// in a Round).
var (
	anytimeOnly    = timingMask(card.TimingAnytime)
	orderTimings   = timingMask(card.TimingOrderPhase, card.TimingAnytime)
	startTimings   = timingMask(card.TimingStartOfTurn)
	windowTimings  = timingMask(card.TimingIncoming, card.TimingSometimesPlay, card.TimingOwnDrink, card.TimingOtherDrink, card.TimingMustPay, card.TimingAfterFortLoss, card.TimingRoundStart, card.TimingDuringRound, card.TimingRoundWon, card.TimingEventRevealed)
	allTimingsMask = ^uint64(0)
)

// windowKindTimings is the mask of timings timingFits (window.go) may
// accept in a window of kind a: a card none of whose modes has one is
// passed over in the window's Sometimes pass.
func windowKindTimings(a int16) uint64 {
	if a >= 0 && int(a) < len(windowKindMasks) {
		return windowKindMasks[a]
	}
	return windowTimings
}

var windowKindMasks = [...]uint64{
	winPlay:        timingMask(card.TimingIncoming, card.TimingSometimesPlay, card.TimingDuringRound, card.TimingEventRevealed),
	winDrink:       timingMask(card.TimingOwnDrink, card.TimingOtherDrink),
	winRoundStart:  timingMask(card.TimingRoundStart),
	winMustPay:     timingMask(card.TimingMustPay),
	winAfterLoss:   timingMask(card.TimingAfterFortLoss, card.TimingDuringRound),
	winLast:        0, // no Sometimes timing fits it
	winPhase:       0, // (only its Anytime pass is held)
	winRoundWon:    timingMask(card.TimingRoundWon),
	winRoundEnding: timingMask(card.TimingDuringRound),
}

// offeredTimings is the mask of timings decision point c may accept.
func offeredTimings(c ctx) uint64 {
	switch c.at {
	case atOrder:
		return orderTimings
	case atStart:
		return startTimings
	case atLast, atAnytime:
		return anytimeOnly
	case atWindow:
		if c.pass == 0 {
			return anytimeOnly
		}
		return windowTimings
	}
	return allTimingsMask
}

// offeredAt is the mask of timings decision point c accepts: in a
// window's Sometimes pass, those its kind of window may (windowKindTimings).
func offeredAt(s *State, c ctx) uint64 {
	offered := offeredTimings(c)
	if c.at == atWindow && c.pass == 1 {
		offered &= windowKindTimings(s.Tasks[c.win].A)
	}
	return offered
}

// makeTimings: per definition, the timings of its modes.
func makeTimings(c *Content) []uint64 {
	out := make([]uint64, len(c.Defs))
	for i, d := range c.Defs {
		for m := range d.Modes {
			out[i] |= timingBit(d.Modes[m].Timing) | timingMask(d.Modes[m].Timings...)
		}
	}
	return out
}

// foldTimings is a mask of timings in 16 bits (Player.timings): the
// timings numbered past 14 (otherTiming) share the last bit. Two folded
// masks that share no bit share no timing.
func foldTimings(m uint64) uint16 {
	f := uint16(m & (1<<15 - 1))
	if m>>15 != 0 {
		f |= 1 << 15
	}
	return f
}

// mayFit reports whether some mode of a card has a timing in mask.
func (s *State) mayFit(id CardID, mask uint64) bool {
	d := s.defs[id]
	return int(d) >= len(s.content.timings) || s.content.timings[d]&mask != 0
}
