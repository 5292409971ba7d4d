package tablemodel

import (
	"slices"

	"undercity/assets"
	"undercity/engine"
)

// Presentation is assets/presentation.json: how each component is drawn
// and where on the mat it goes.
var Presentation = func() *assets.Presentation {
	p, err := assets.LoadPresentation()
	if err != nil {
		panic(err) // the embedded file is checked by the assets tests
	}
	return p
}()

// Part is one of a seat's components (a counter, a pile or a group of
// piles the engine registers, or a mechanic's note) placed on its mat:
// how it is drawn (its Style's Kind) and where.
type Part struct {
	Name  string // the component's name: "momentum", "planter_box", "form_deck"
	Style assets.ComponentStyle
	Rect  Rect // where it is drawn
	Text  Rect // where a ring's text goes (zero when none)
	Value int  // a counter's value
	// Max is a counter's most (a track's last spot, the spot before a
	// ring's fire spot, a supply's tokens), 0 when unbounded; Note what
	// the mat writes beside it (a ring's fire spot).
	Max  int
	Note string
	// Cards are a pile's cards (face-down ids for those the viewer may
	// not see; engine.NoCard for an empty slot).
	Cards []engine.CardID
	// Group is each pile of a group (form decks) and Labels their labels.
	Group  [][]engine.CardID
	Labels []string
}

// The gaps between the parts placed one after another in the strip, and
// between the slots of a part.
const partGap, slotGap = 6, 5

// Slots is the number of slots a slots or row part draws: at least its
// style's, one per card.
func (p *Part) Slots() int { return max(p.Style.Slots, len(p.Cards)) }

// Slot is where slot k of a slots or row part is drawn: side by side, each
// its style's width (a row's narrower when more cards than its slots) or
// sharing the part's width.
func (p *Part) Slot(k int) Rect {
	n := p.Slots()
	w := (p.Rect.W - float32(n-1)*slotGap) / float32(n)
	if sw := float32(p.Style.SlotWidth); sw > 0 && (p.Style.Kind == assets.KindRow || sw < w) {
		w = min(w, sw)
	}
	return Rect{p.Rect.X + float32(k)*(w+slotGap), p.Rect.Y, w, p.Rect.H}
}

// PileW, PileH is a pile's stack of cards (pile kind), at the top of its
// part and centred.
const PileW, PileH = 28, 38

// Pile is where a pile part's stack is drawn.
func (p *Part) Pile() Rect {
	return Rect{p.Rect.X + (p.Rect.W-PileW)/2, p.Rect.Y + 2, PileW, PileH}
}

// BadgeRect is where a mat shows a counter any seat may hold (Scarabs): in
// its top right corner, left of the Prizes count when it has Prizes.
func BadgeRect(mat Rect, prizes bool) Rect {
	x := mat.X + mat.W - 16
	if prizes {
		x -= 64
	}
	return Rect{x - 76, mat.Y + 41, 86, 18}
}

// parts places each seat's components on its mat (Otto's mat has none):
// the counters and piles the engine registers, as the View lists them,
// and the notes of its character's mechanics, each drawn as the
// presentation says (a component without an entry by what it is). A part
// with a place (At) goes there in the component strip; the others follow
// in their order, sharing the strip's room right of the placed ones.
func (m *Model) parts() {
	m.Parts = make([][]Part, len(m.Mats))
	for seat, mat := range m.Mats {
		p := &m.T.Players[seat]
		if p.Otto {
			continue
		}
		m.Parts[seat] = PlaceParts(p, mat)
	}
}

// PlaceParts places one seat's parts on its mat drawn at mat (the
// model's Parts, or the same parts on a mat drawn elsewhere).
func PlaceParts(p *Seat, mat Rect) []Part {
	pres := Presentation
	var parts []Part
	for _, c := range p.Counters {
		if _, ok := engine.CounterByName(c.Name); ok {
			parts = append(parts, Part{Name: c.Name, Style: pres.Component(c.Name, true), Value: c.Value, Max: c.Max, Note: c.Note})
		}
	}
	for _, z := range p.Zones {
		if _, ok := engine.PileByName(z.Name); !ok {
			continue // a core zone (hand, deck, discard...): drawn with the mat
		}
		if z.Index > 0 {
			if k := slices.IndexFunc(parts, func(pt Part) bool { return pt.Name == z.Name }); k >= 0 {
				parts[k].Group = append(parts[k].Group, z.Cards)
				parts[k].Labels = append(parts[k].Labels, z.Label)
				continue
			}
		}
		parts = append(parts, Part{Name: z.Name, Style: pres.Component(z.Name, false), Cards: z.Cards,
			Group: [][]engine.CardID{z.Cards}, Labels: []string{z.Label}})
	}
	if ch := p.Character; ch != nil {
		for _, mech := range ch.Mechanics {
			if cs, ok := pres.Components[mech]; ok && cs.Kind == assets.KindNote {
				parts = append(parts, Part{Name: mech, Style: pres.Component(mech, false)})
			}
		}
	}
	parts = slices.DeleteFunc(parts, func(pt Part) bool { return pt.Style.Kind == assets.KindNone })
	slices.SortStableFunc(parts, func(a, b Part) int { return a.Style.Order - b.Style.Order })

	strip := ComponentRect(mat)
	x0 := strip.X // the room left for the parts without a place
	var flow []int
	for k := range parts {
		pt := &parts[k]
		st := pt.Style
		switch {
		case st.Kind == assets.KindBadge:
			pt.Rect = BadgeRect(mat, len(p.Prizes) > 0)
		case st.At != nil:
			pt.Rect = inStrip(strip, *st.At)
			if st.TextAt != nil {
				pt.Text = inStrip(strip, *st.TextAt)
			}
			x0 = max(x0, pt.Rect.X+pt.Rect.W+partGap)
		default:
			flow = append(flow, k)
		}
	}
	if len(flow) > 0 {
		if strip.X+strip.W-x0 < float32(len(flow))*PileW {
			x0 = strip.X // no room beside the placed parts: share the strip
		}
		w := (strip.X + strip.W - x0 - float32(len(flow)-1)*partGap) / float32(len(flow))
		for i, k := range flow {
			parts[k].Rect = Rect{x0 + float32(i)*(w+partGap), strip.Y, w, strip.H}
		}
	}
	return parts
}

// inStrip is the place at (x, y, width, height from the strip's top left),
// kept inside the strip.
func inStrip(strip Rect, at [4]float32) Rect {
	x, y := min(at[0], strip.W), min(at[1], strip.H)
	return Rect{strip.X + x, strip.Y + y, min(at[2], strip.W-x), min(at[3], strip.H-y)}
}

// Part returns the seat's part called name, or nil.
func (m *Model) Part(seat int, name string) *Part {
	if seat >= len(m.Parts) {
		return nil
	}
	for k := range m.Parts[seat] {
		if m.Parts[seat][k].Name == name {
			return &m.Parts[seat][k]
		}
	}
	return nil
}
