package online

import (
	"undercity/engine/gamble"
	"undercity/game"
)

// GamblerName is the name a computer gambler at seat plays under: the
// tavern character of that seat, as at a local gambling table (seat i is
// the i-th character); "" without the cards' content.
func GamblerName(seat int) string {
	c, err := game.Content()
	if err != nil || len(c.Chars) == 0 || seat < 0 {
		return ""
	}
	return c.ShortName(seat % len(c.Chars))
}

// GambleView is a gambling table as one seat may see it, built like the
// seat's gamble.Observation: a card the viewer has not seen (gamble
// CardInst.Seen) has no identity (ID -1), only its place; another
// player's pending pick and decision are not shown; the seed, the rig and
// the deck order never are. ViewerPublic (-1) is a spectator: only cards
// everyone has seen.
type GambleView struct {
	Viewer   int           `json:"viewer"`
	Game     string        `json:"game"`
	Variants string        `json:"variants,omitempty"`
	Split    string        `json:"split"`
	Phase    int           `json:"phase"`
	Played   int           `json:"played"`
	Starting int           `json:"starting"`
	Seats    []GambleSeat  `json:"seats"`
	Deck     int           `json:"deck"` // cards in the deck
	Discard  []GambleCard  `json:"discard,omitempty"`
	Table    []GambleCard  `json:"table,omitempty"`
	Clock    []GambleCard  `json:"clock,omitempty"`
	Carried  []gamble.Pot  `json:"carried,omitempty"`
	Pot      int           `json:"pot"`
	Bet      GambleBetting `json:"betting"`
	// The boards of Jack of All Trades, Dragon Hordes and The Wheel (no
	// card identities in them).
	Jobs     gamble.Jobs      `json:"jobs"`
	Hordes   gamble.Hordes    `json:"hordes"`
	Wheel    gamble.Wheel     `json:"wheel"`
	Decision *gamble.Decision `json:"decision,omitempty"`
	Log      []gamble.Event   `json:"log,omitempty"`
	// Result is how the last game ended (its showdown), nil before.
	Result  *GambleResult `json:"result,omitempty"`
	Over    bool          `json:"over,omitempty"`
	Winners []int8        `json:"winners,omitempty"`
	// Obs is the viewer's gamble.Observation state, which the gambling
	// screen draws (a spectator's is the public one, gamble.Public: a
	// card only when every seat has seen it): the cards the viewer has
	// not seen are dealt in the engine's canonical order (their identities
	// are only the ones nobody shown them could tell apart), another
	// player's pick and options are hidden; its log and answers are
	// left out (the log is the view's Log).
	Obs *gamble.State `json:"obs,omitempty"`
}

// GambleSeat is one gambler: money, bets, cards, dice, city, loans.
type GambleSeat struct {
	Seat      int          `json:"seat"`
	Name      string       `json:"name"`
	Money     int          `json:"money"`
	Bet       int          `json:"bet"`
	Committed int          `json:"committed"`
	In        bool         `json:"in,omitempty"`
	Folded    bool         `json:"folded,omitempty"`
	Picked    bool         `json:"picked,omitempty"`
	Hand      []GambleCard `json:"hand,omitempty"`
	City      []GambleCard `json:"city,omitempty"`
	Rolled    []int8       `json:"rolled,omitempty"`
	Keep      []int8       `json:"keep,omitempty"`
	Loans     int          `json:"loans,omitempty"`
	Debts     int          `json:"debts,omitempty"`
}

// GambleResult is gamble.Result with every card as a GambleCard: the
// hands shown at the showdown, the cities, the cards in the middle (all
// shown to everyone then).
type GambleResult struct {
	Game     int            `json:"game"`
	GameID   string         `json:"game_id"`
	Variants string         `json:"variants,omitempty"`
	ByFold   bool           `json:"by_fold,omitempty"`
	Hands    []GambleHand   `json:"hands,omitempty"`
	Awards   []gamble.Award `json:"awards,omitempty"`
	Spoke    int8           `json:"spoke"`
	Strength []int          `json:"strength,omitempty"`
	Table    []GambleCard   `json:"table,omitempty"`
}

// GambleHand is one hand shown at the showdown (gamble.HandResult).
type GambleHand struct {
	Seat      int              `json:"seat"`
	Cards     []GambleCard     `json:"cards,omitempty"`
	Dice      []int8           `json:"dice,omitempty"`
	Districts []GambleDistrict `json:"districts,omitempty"`
	Rank      string           `json:"rank"`
	Points    int              `json:"points"`
	Place     int              `json:"place"`
}

// GambleDistrict is a City Square district at the showdown.
type GambleDistrict struct {
	Spot   int        `json:"spot"`
	Top    GambleCard `json:"top"`
	Kind   string     `json:"kind"`
	Points int        `json:"points"`
	Failed bool       `json:"failed,omitempty"`
}

// GambleCard is a card in a place: its id when the viewer has seen it,
// else -1; Up when it lies face up.
type GambleCard struct {
	ID gamble.CardID `json:"id"`
	Up bool          `json:"up,omitempty"`
}

// GambleBetting is the Betting Round in progress.
type GambleBetting struct {
	Active  bool `json:"active,omitempty"`
	Current int  `json:"current"`
	Turn    int  `json:"turn"`
}

// NewGambleView returns what viewer (a seat, or ViewerPublic) may see of s.
func NewGambleView(s *gamble.State, viewer int) *GambleView {
	n := s.NumSeats()
	sees := func(id gamble.CardID) bool {
		c := s.Cards[id]
		if c.Up {
			return true
		}
		if viewer == ViewerAll {
			return true
		}
		if viewer < 0 {
			return c.Seen&(uint16(1)<<n-1) == uint16(1)<<n-1
		}
		return c.Seen&(1<<uint(viewer)) != 0
	}
	cards := func(ids []gamble.CardID) []GambleCard {
		out := make([]GambleCard, len(ids))
		for k, id := range ids {
			out[k] = GambleCard{ID: -1, Up: s.Cards[id].Up}
			if sees(id) {
				out[k].ID = id
			}
		}
		return out
	}
	v := &GambleView{Viewer: viewer, Game: string(s.Game), Variants: s.Variants.String(), Split: s.Split.String(),
		Phase: int(s.Phase), Played: s.Played, Starting: int(s.Starting), Deck: len(s.Deck),
		Discard: cards(s.Discard), Table: cards(s.Table), Clock: cards(s.Clock),
		Carried: append([]gamble.Pot(nil), s.Carried...), Pot: s.PotTotal(),
		Bet:  GambleBetting{Active: s.Round.Active, Current: s.Round.Current, Turn: int(s.Round.Turn)},
		Jobs: s.Jobs, Hordes: s.Hordes, Wheel: s.Wheel,
		Over: s.Over, Winners: append([]int8(nil), s.Winners...)}
	for q := range s.Players {
		p := &s.Players[q]
		sv := GambleSeat{Seat: q, Name: s.Name(q), Money: p.Money, Bet: p.Bet, Committed: p.Committed, In: p.In,
			Folded: p.Folded, Picked: p.Pick >= 0, Hand: cards(p.Hand), City: cards(p.City),
			Rolled: append([]int8(nil), p.Rolled[:p.NRolled]...), Keep: append([]int8(nil), p.Keep[:p.NKeep]...),
			Loans: int(s.Loans[q]), Debts: int(s.Debts[q])}
		v.Seats = append(v.Seats, sv)
	}
	if viewer >= ViewerPublic && viewer < n {
		o := s.Observation(viewer).State() // ViewerPublic: gamble.Public, what everyone knows
		o.Log, o.Answers = nil, nil
		if !o.HasDec || o.Dec.Seat != viewer {
			o.Dec = gamble.Decision{Seat: o.Dec.Seat, Kind: o.Dec.Kind} // a decision answered, or another's: not the viewer's to read
		}
		v.Obs = o
	}
	if d, ok := s.Pending(); ok {
		dv := gamble.Decision{Seat: d.Seat, Kind: d.Kind}
		if d.Seat == viewer {
			dv = d
			dv.Options = append([]gamble.Option(nil), d.Options...)
		}
		v.Decision = &dv
	}
	if r := s.Result; r != nil {
		// Every card of a Result was turned face up at the showdown, for
		// every player: the engine's Observations all carry it, though the
		// next game has shuffled those cards back already.
		one := func(id gamble.CardID) GambleCard {
			if id < 0 {
				return GambleCard{ID: -1}
			}
			return GambleCard{ID: id, Up: true}
		}
		gr := &GambleResult{Game: r.Game, GameID: string(r.GameID), Variants: r.Variants.String(), ByFold: r.ByFold,
			Awards: append([]gamble.Award(nil), r.Awards...), Spoke: r.Spoke, Strength: append([]int(nil), r.Strength[:]...)}
		for _, id := range r.Table {
			gr.Table = append(gr.Table, one(id))
		}
		for _, h := range r.Hands {
			gh := GambleHand{Seat: h.Seat, Dice: append([]int8(nil), h.Dice...), Rank: h.Rank, Points: h.Points, Place: h.Place}
			for _, id := range h.Cards {
				gh.Cards = append(gh.Cards, one(id))
			}
			for _, d := range h.Districts {
				gh.Districts = append(gh.Districts, GambleDistrict{Spot: d.Spot, Top: one(d.Card), Kind: d.Kind, Points: d.Points, Failed: d.Failed})
			}
			gr.Hands = append(gr.Hands, gh)
		}
		v.Result = gr
	}
	v.Log = make([]gamble.Event, len(s.Log))
	for k, e := range s.Log {
		if e.Card >= 0 && !sees(e.Card) {
			e.Card = -1
		}
		v.Log[k] = e
	}
	return v
}

// The viewers that are not a seat (as engine.ViewerPublic, ViewerAll): a
// spectator, and the all-seeing view (tests only).
const (
	ViewerPublic = -1
	ViewerAll    = -2
)
