package scenario

import "undercity/engine"

// View is a JSON picture of a game: stats and zones by card id and title.
type View struct {
	Turn     int32          `json:"turn"`
	Active   int            `json:"active"`
	Phase    string         `json:"phase"`
	Over     bool           `json:"over"`
	Winners  []int8         `json:"winners,omitempty"`
	Inn      int            `json:"inn"`
	Players  []PlayerView   `json:"players"`
	Round    RoundView      `json:"round"`
	Drinks   DrinksView     `json:"drinks"`
	Decision *DecisionView  `json:"decision,omitempty"`
	Log      []engine.Event `json:"log"`
}

// CardView names a card instance.
type CardView struct {
	ID    string `json:"id"`
	Title string `json:"title"`
	Rake  *int   `json:"rake,omitempty"`  // Mushrooms in a Planter Box: Rake position
	Value *int   `json:"value,omitempty"` // and its current Harvest Value
}

// PlayerView is one seat.
type PlayerView struct {
	Seat    int        `json:"seat"`
	Char    string     `json:"char"`
	Name    string     `json:"name"`
	Fort    int        `json:"fort"`
	Alc     int        `json:"alc"`
	Gold    int        `json:"gold"`
	Out     bool       `json:"out"`
	Hand    []CardView `json:"hand"`
	Deck    int        `json:"deck"` // cards left
	Discard []CardView `json:"discard"`
	DrinkMe []CardView `json:"drink_me"`      // top first
	Box     []CardView `json:"box,omitempty"` // the Planter Box, with Rake positions
	Prizes  []CardView `json:"prizes,omitempty"`
	// Counters and Piles: the registered components (engine.Counters,
	// engine.Piles) by name, those not zero or empty; a face-down pile
	// is left out, and a Waiting room keeps its empty slots.
	Counters map[string]int        `json:"counters,omitempty"`
	Piles    map[string][]CardView `json:"piles,omitempty"`
	// Tracks: Otto's tracks, keyed by the character id each one faces.
	Tracks map[string]engine.ScenarioTrack `json:"tracks,omitempty"`
}

// RoundView is the Round of Gambling.
type RoundView struct {
	Active     bool  `json:"active"`
	Pot        int   `json:"pot"`
	Controller int   `json:"controller"` // -1: nobody
	In         []int `json:"in"`
}

// DrinksView is the Drink Deck and discard.
type DrinksView struct {
	Deck    int        `json:"deck"`
	Discard []CardView `json:"discard"`
}

// DecisionView is the pending decision.
type DecisionView struct {
	Seat    int      `json:"seat"`
	Kind    string   `json:"kind"`
	Prompt  string   `json:"prompt"`
	Options []string `json:"options"` // canonical keys
}

func cards(s *engine.State, cs []engine.CardID, topFirst bool) []CardView {
	out := make([]CardView, 0, len(cs))
	for k := range cs {
		id := cs[k]
		if topFirst {
			id = cs[len(cs)-1-k]
		}
		if id == engine.NoCard {
			out = append(out, CardView{})
			continue
		}
		d := s.Def(id)
		out = append(out, CardView{ID: d.ID, Title: d.Title})
	}
	return out
}

// NewView pictures a game.
func NewView(s *engine.State) View {
	v := View{Turn: s.TurnNo, Active: int(s.Active), Phase: s.Phase.String(), Over: s.Over, Winners: s.Winners,
		Inn: int(s.Inn), Log: s.Log}
	for q := range s.Players {
		p := &s.Players[q]
		st := s.StatsOf(q)
		pv := PlayerView{Seat: q, Char: s.CharID(q), Name: s.Name(q),
			Fort: int(st.Fort), Alc: int(st.Alc), Gold: int(st.Gold), Out: p.Out,
			Hand: cards(s, s.Hand(q), false), Deck: len(s.Deck(q)), Discard: cards(s, s.Discard(q), false),
			DrinkMe: cards(s, s.DrinkMe(q), true), Prizes: cards(s, s.Prizes(q), false)}
		for c, spec := range engine.Counters() {
			if n := p.Counter(engine.CounterID(c)); n != 0 {
				if pv.Counters == nil {
					pv.Counters = map[string]int{}
				}
				pv.Counters[spec.Name] = n
			}
		}
		for k, spec := range engine.Piles() {
			z := engine.PileID(k)
			if ids := s.Pile(q, z); len(ids) > 0 && z != engine.PileBox && spec.Vis != engine.VisHidden && !spec.Marks {
				if pv.Piles == nil {
					pv.Piles = map[string][]CardView{}
				}
				pv.Piles[engine.PileKey(z)] = cards(s, ids, false)
			}
		}
		for _, id := range s.Pile(q, engine.PileBox) {
			d := s.Def(id)
			rake := int(s.Cards[id].Rake)
			val := 0
			if rake < len(d.Values) {
				val = d.Values[rake]
			}
			pv.Box = append(pv.Box, CardView{ID: d.ID, Title: d.Title, Rake: &rake, Value: &val})
		}
		if p.Otto {
			pv.Tracks = map[string]engine.ScenarioTrack{}
			for o := range s.Players {
				if o != q {
					pv.Tracks[s.CharID(o)] = engine.ScenarioTrack{Fort: int(s.Tracks[o].Fort), Alc: int(s.Tracks[o].Alc)}
				}
			}
		}
		v.Players = append(v.Players, pv)
		if s.Round.In&(1<<uint(q)) != 0 {
			v.Round.In = append(v.Round.In, q)
		}
	}
	v.Round.Active, v.Round.Pot, v.Round.Controller = s.Round.Active, int(s.Round.Pot), int(s.Round.Controller)
	v.Drinks = DrinksView{Deck: len(s.DrinkDeck()), Discard: cards(s, s.DrinkDiscard(), false)}
	if d, ok := s.Pending(); ok {
		dv := &DecisionView{Seat: d.Seat, Kind: string(d.Kind), Prompt: d.Prompt}
		for _, o := range d.Options {
			dv.Options = append(dv.Options, s.CanonicalKey(o))
		}
		v.Decision = dv
	}
	return v
}
