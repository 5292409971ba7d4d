package engine

import "strings"

// A View is the table as one seat may see it: plain data, built from the
// State and sharing nothing with it, that marshals to JSON and back. It is
// what a table draws and what a server may send to a player: a card the
// viewer may not see carries no identity (no definition, and not its real
// CardID, which tells the card since ids are numbered at setup in a fixed
// order), only its back, so every zone keeps its size.
//
// (*State).View(seat) is a player's view; PublicView what a spectator sees;
// AllSeeingView shows every card, for demos and screenshots only. Which
// cards a seat sees follows the same rules as its Observation (observe.go,
// knowledge.go): its own hand and its team's hands and Plotted Cards, the
// cards of another hand it has looked at or that are revealed, and every
// public zone; never a deck, a Drink Me! pile or a form deck.
//
// What each part serves at the table is noted on it. docs/views.md has
// the overview.
type View struct {
	// Viewer is the seat looking; ViewerPublic for a spectator,
	// ViewerAll for the all-seeing view.
	Viewer int `json:"viewer"`

	// The match: the mode (State.GameMode: "" for a free-for-all), team
	// rules (State.TeamGame), the options (Prize and Dungeon Event
	// displays, the Bar Deck counter), Otto's seat (State.OttoSeat: his
	// mat and tracks; -1 without him).
	Mode     string  `json:"mode,omitempty"`
	TeamGame bool    `json:"team_game,omitempty"`
	Opts     Options `json:"options"`
	OttoSeat int     `json:"otto_seat"`

	// The banner: turn number, whose turn, phase; the Inn's Gold.
	TurnNo int32 `json:"turn"`
	Active int   `json:"active"`
	Phase  Phase `json:"phase"`
	Inn    int   `json:"inn"`

	// Seats: each mat (name, character, Stats by team, components).
	Seats []SeatView `json:"seats"`
	// Teams: the shared Stats and Potion Tokens (State.Teams, StatsOf).
	Teams []TeamView `json:"teams"`
	// Tracks: Otto's Fortitude-Alcohol tracks by the seat they face
	// (State.Tracks), only when Otto is at the table.
	Tracks []Track `json:"tracks,omitempty"`
	// Zones: the shared piles (the Drink Deck and its discards, the Bar
	// Deck, the Prizes, the Dungeon Event Deck), tableZones.
	Zones []ZoneView `json:"zones,omitempty"`
	// Progress: the Progress Counters on the Dungeon Event Deck.
	Progress int `json:"progress,omitempty"`

	// Round: the Round of Gambling by the pot; RoundPlays the cards played
	// in it (State.RoundPlays).
	Round      RoundView  `json:"round"`
	RoundPlays []PlayView `json:"round_plays,omitempty"`
	// Plays: the cards being played and resolved (State.Plays; a card its
	// player is still choosing for is listed only to who sees it).
	Plays []PlayView `json:"plays,omitempty"`
	// Drinks: the pending Drinks in front of their drinkers (State.Drinks).
	Drinks []DrinkView `json:"drinks,omitempty"`
	// Division: the cards being divided into piles and who takes one
	// (State.Division).
	Division *DivisionView `json:"division,omitempty"`

	// Decision: the pending decision (State.Pending). Another seat's
	// (a teammate's too) comes without its prompt and options: who decides
	// and what kind.
	Decision *DecisionView `json:"decision,omitempty"`
	// OwnTurn: the decision is asked of the player or team whose turn it
	// is (State.OwnTurn: the keyboard's pass key).
	OwnTurn bool `json:"own_turn,omitempty"`
	// WhyNot: why each card of the viewer's hand cannot be played now
	// (State.WhyNotPlayable; the hand's hints); in the all-seeing view,
	// of every hand.
	WhyNot []WhyNot `json:"why_not,omitempty"`

	// Log: the lines of the game log (State.Log; the log panel).
	Log []Event `json:"log,omitempty"`

	// The end: State.Over, Winners, TeamWon (the game-over banner).
	Over    bool  `json:"over,omitempty"`
	Winners []int `json:"winners,omitempty"`
	TeamWon bool  `json:"team_won,omitempty"`
}

// The viewers that are not a seat.
const (
	ViewerPublic = -1 // a spectator: only what every player sees
	ViewerAll    = -2 // the all-seeing view (demos, screenshots)
)

// SeatView is one seat's mat.
type SeatView struct {
	Seat int    `json:"seat"`
	Name string `json:"name"` // State.Name
	Char string `json:"char"` // State.CharID: portrait, colours, mat art ("otto")
	Team int    `json:"team"` // Player.Team: team plaques, shared trackers
	Out  bool   `json:"out,omitempty"`
	Boss bool   `json:"boss,omitempty"`
	Otto bool   `json:"otto,omitempty"`
	// HandSize: the hand size drawn up to (takebacks); HandOpen: plays
	// with the hand revealed (State.HandOpen); Asleep: "Bat nap".
	HandSize int  `json:"hand_size"`
	HandOpen bool `json:"hand_open,omitempty"`
	Asleep   bool `json:"asleep,omitempty"`
	// Actions played and allowed this Action Phase (a Boss's count).
	Actions    int `json:"actions,omitempty"`
	ActionsMax int `json:"actions_max,omitempty"`
	// Counters and Zones: the seat's components (seatCounters, seatZones).
	Counters []CounterView `json:"counters,omitempty"`
	Zones    []ZoneView    `json:"zones,omitempty"`
}

// Zone returns the seat's zone of that name (the first, for form decks),
// or nil.
func (sv *SeatView) Zone(name string) *ZoneView { return findZone(sv.Zones, name) }

// Counter returns the value of the seat's counter of that name (0 when it
// has none).
func (sv *SeatView) Counter(name string) int {
	for _, c := range sv.Counters {
		if c.Name == name {
			return c.Value
		}
	}
	return 0
}

// Zone returns the shared zone of that name, or nil.
func (v *View) Zone(name string) *ZoneView { return findZone(v.Zones, name) }

func findZone(zs []ZoneView, name string) *ZoneView {
	for k := range zs {
		if zs[k].Name == name {
			return &zs[k]
		}
	}
	return nil
}

// CounterView is a number on a mat: Momentum, Hellfire, Scarabs, Blood...
// Max is the most the seat may hold (a track's last spot, the spot
// before a tracker's fire spot, a supply's tokens), 0 when it has no
// bound; Note is what the mat writes beside it (CounterSpec.Note).
type CounterView struct {
	Name  string `json:"name"`
	Value int    `json:"value"`
	Max   int    `json:"max,omitempty"`
	Note  string `json:"note,omitempty"`
}

// ZoneView is a group of cards: its name (the Zone's name: "hand",
// "drink_me", "planter_box", "form_deck"...), for a form deck its index
// and label ("Bat"), its cards in order (bottom to top for a pile; the
// Waiting room keeps its empty slots) and how many there are (for the
// Waiting room, its slots).
type ZoneView struct {
	Name  string     `json:"name"`
	Index int        `json:"index,omitempty"`
	Label string     `json:"label,omitempty"`
	Count int        `json:"count"`
	Cards []CardView `json:"cards,omitempty"`
}

// CardView is a card as the viewer sees it. A card the viewer may see has
// its id and definition (Def: the card definition's id); one it may not
// has ID NoCard and no Def. Back is what its back shows, which everyone
// sees: "drink", "dungeon", "prize", "mushroom", "patient",
// "character:<char>" (a Character Card, Otto's too: "character:otto"),
// "form:<deck>" (a Vlazlo form card). An empty slot (the Waiting room)
// has ID NoCard and neither.
type CardView struct {
	ID   CardID `json:"id"`
	Def  string `json:"def,omitempty"`
	Back string `json:"back,omitempty"`
	Rake int    `json:"rake,omitempty"` // a Mushroom's Rake Token (CardInst.Rake)
}

// Hidden reports whether the viewer may not see the card.
func (c CardView) Hidden() bool { return c.ID == NoCard && c.Back != "" }

// TeamView is a team's shared Stats and Potion Tokens.
type TeamView struct {
	Fort    int  `json:"fort"`
	Alc     int  `json:"alc"`
	Gold    int  `json:"gold"`
	Potions int  `json:"potions,omitempty"`
	Out     bool `json:"out,omitempty"`
}

// RoundView is the Round of Gambling (its Prize is the shared zone
// "prize_pot").
type RoundView struct {
	Active      bool  `json:"active,omitempty"`
	Starter     int   `json:"starter"`
	Controller  int   `json:"controller"` // -1: nobody in control
	WinningHand bool  `json:"winning_hand,omitempty"`
	Turn        int   `json:"turn"`
	In          []int `json:"in,omitempty"` // the seats still in
	Pot         int   `json:"pot"`
}

// PlayView is a card being played or resolved (or one played in the Round
// of Gambling).
type PlayView struct {
	Card     CardView `json:"card"`
	Player   int      `json:"player"`
	Mode     int      `json:"mode"` // the way it is played (Otto's box)
	Negated  bool     `json:"negated,omitempty"`
	Resolved bool     `json:"resolved,omitempty"`
	Choosing bool     `json:"choosing,omitempty"` // its player is still choosing (takebacks)
}

// DrinkView is a pending Drink.
type DrinkView struct {
	Drinker int        `json:"drinker"`
	Alc     int        `json:"alc"`
	Fort    int        `json:"fort"`
	Ignored bool       `json:"ignored,omitempty"`
	Copy    bool       `json:"copy,omitempty"`
	Split   bool       `json:"split,omitempty"`
	Shown   []CardView `json:"shown,omitempty"` // PendingDrink.Shown
}

// DivisionView is a division into piles being asked about.
type DivisionView struct {
	Cards   []CardView `json:"cards"`
	Chooser int        `json:"chooser"`
}

// DecisionView is the pending decision. The viewer's own comes in full;
// another's only as who decides and what kind.
type DecisionView struct {
	Seat    int          `json:"seat"`
	Kind    DecisionKind `json:"kind"`
	Prompt  string       `json:"prompt,omitempty"`
	Options []OptionView `json:"options,omitempty"`
	About   CardID       `json:"about"` // the card responded to, when the viewer sees it
	Owed    int          `json:"owed,omitempty"`
	// What a response window means to the decider (concern.go), given
	// only to the decider: whether a card they hold could change what is
	// happening to their team (State.ConcernsAny), whether the window is
	// about their team's own card (State.OwnWindow), and whether it is
	// their last chance before losing (State.LastChance). A client that
	// has only the view (an online table) auto-passes by them.
	Concerns   bool `json:"concerns,omitempty"`
	OwnWindow  bool `json:"own_window,omitempty"`
	LastChance bool `json:"last_chance,omitempty"`
}

// OptionView is one option of a decision, as the engine gives it (the key
// answers it; Verb and Word say what it does).
type OptionView struct {
	Key   string `json:"key"`
	Label string `json:"label"`
	Card  CardID `json:"card"`
	Seat  int    `json:"seat"`
	Verb  Verb   `json:"verb"`
	N     int    `json:"n,omitempty"`
	Extra int    `json:"extra,omitempty"`
	Word  Word   `json:"word,omitempty"`
}

// Option returns the engine's option.
func (o OptionView) Option() Option {
	return Option{Key: o.Key, Label: o.Label, Card: o.Card, Seat: int8(o.Seat), Verb: o.Verb, N: int16(o.N), Extra: int8(o.Extra), Word: o.Word}
}

// View returns the table as seat may see it.
func (s *State) View(seat int) *View {
	if seat < 0 || seat >= len(s.Players) {
		return s.PublicView()
	}
	return s.view(seat, 0)
}

// ViewFrom is View with the log's lines from line from on only (none
// when from is past the end): a table server that sends each line once
// builds a view for every seat after every answer, and the log only
// grows.
func (s *State) ViewFrom(seat, from int) *View {
	return s.ViewIn(nil, seat, from)
}

// ViewRoom is memory lent to views built one after another and dropped
// once read: a view's cards, zones and seats are written in it instead of
// new memory each time. A table server builds a view for every seat after
// every answer and only encodes it, and those lists were most of what it
// allocated, so most of what its collector had to keep up with.
type ViewRoom struct {
	cards  []CardView
	zones  []ZoneView
	seats  []SeatView
	hidden []bool
}

// ViewIn is ViewFrom built in room (nil: new memory). The view is good
// until the next view built in the same room, which writes over it.
func (s *State) ViewIn(room *ViewRoom, seat, from int) *View {
	if seat < 0 || seat >= len(s.Players) {
		seat = ViewerPublic
	}
	return s.viewIn(room, seat, from)
}

// PublicView returns the table as a spectator sees it: only what every
// player may see (no hand but a revealed one, no Plotted Card, no deck).
func (s *State) PublicView() *View { return s.view(ViewerPublic, 0) }

// AllSeeingView returns the table with every card face up, every deck in
// order and every decision in full. No player's table gets it: it is for
// demos and screenshots.
func (s *State) AllSeeingView() *View { return s.view(ViewerAll, 0) }

func (s *State) view(viewer, logFrom int) *View { return s.viewIn(nil, viewer, logFrom) }

func (s *State) viewIn(room *ViewRoom, viewer, logFrom int) *View {
	vw := viewing{s: s, viewer: viewer}
	if room != nil {
		vw.room, vw.zones = room.cards, room.zones
		if cap(room.seats) < len(s.Players) {
			room.seats = make([]SeatView, 0, len(s.Players))
		}
		vw.hidden = s.hiddenInto(viewer, room.hidden)
		room.hidden = vw.hidden
		defer vw.keep(room)
	} else {
		vw.hidden = s.hiddenInto(viewer, nil)
	}
	v := &View{
		Viewer:   viewer,
		Mode:     s.GameMode(),
		TeamGame: s.TeamGame(),
		Opts:     s.Opts,
		OttoSeat: s.OttoSeat(),
		TurnNo:   s.TurnNo,
		Active:   int(s.Active),
		Phase:    s.Phase,
		Inn:      int(s.Inn),
		Progress: int(s.Progress),
		OwnTurn:  s.OwnTurn(),
		Over:     s.Over,
		TeamWon:  s.Over && s.TeamWon(),
	}
	if room != nil {
		v.Seats = room.seats[:0]
	} else {
		v.Seats = make([]SeatView, 0, len(s.Players))
	}
	for q := range s.Players {
		v.Seats = append(v.Seats, vw.seat(q))
	}
	for _, t := range s.Teams {
		v.Teams = append(v.Teams, TeamView{Fort: int(t.Fort), Alc: int(t.Alc), Gold: int(t.Gold), Potions: int(t.Potions), Out: t.Out})
	}
	if v.OttoSeat >= 0 {
		v.Tracks = append(v.Tracks, s.Tracks[:len(s.Players)]...)
	}
	for _, z := range tableZones {
		if ids := z.cards(s); len(ids) > 0 || z.shown(s.Opts) {
			v.Zones = append(v.Zones, ZoneView{Name: z.name, Count: len(ids), Cards: vw.cards(ids)})
		}
	}
	v.Round = vw.round()
	for _, pl := range s.RoundPlays() {
		v.RoundPlays = append(v.RoundPlays, vw.play(pl))
	}
	for _, pl := range s.Plays {
		if pl.Choosing && pl.Card != NoCard && !vw.sees(pl.Card) {
			continue // still in its player's hand
		}
		v.Plays = append(v.Plays, vw.play(pl))
	}
	for k := range s.Drinks {
		dr := &s.Drinks[k]
		v.Drinks = append(v.Drinks, DrinkView{Drinker: int(dr.Drinker), Alc: int(dr.Alc), Fort: int(dr.Fort),
			Ignored: dr.Ignored, Copy: dr.Copy, Split: dr.Split, Shown: vw.cards(dr.Shown())})
	}
	if cards, q := s.Division(); len(cards) > 0 {
		v.Division = &DivisionView{Cards: vw.cards(cards), Chooser: q}
	}
	if d, ok := s.Pending(); ok {
		v.Decision = vw.decision(d)
	}
	switch {
	case viewer >= 0:
		v.WhyNot = append(v.WhyNot, s.WhyNotPlayable(viewer)...)
	case viewer == ViewerAll: // a demo's table shows the hints of the hand it shows
		for q := range s.Players {
			v.WhyNot = append(v.WhyNot, s.WhyNotPlayable(q)...)
		}
	}
	v.Log = s.viewLog(viewer, logFrom)
	for _, w := range s.Winners {
		v.Winners = append(v.Winners, int(w))
	}
	return v
}

// viewLog returns the log lines viewer may read. Every line of the log is
// public: a line names a card only once everyone has seen it (played,
// revealed, discarded face up, put in play); a card drawn, Plotted, taken
// from a form deck or chosen unseen is told by number or by its public
// back ("draws 2", "Plots a card", "takes a Bat card"); a card revealed
// into a hand stays known to all (knowledge.go). So every viewer reads the
// whole log. A line that could name a hidden card would be
// written with a redacted text for the viewers that may not know it, here.
// from is the first line wanted.
func (s *State) viewLog(_, from int) []Event {
	if from >= len(s.Log) {
		return nil
	}
	return append([]Event(nil), s.Log[max(from, 0):]...)
}

// viewing builds one viewer's View.
type viewing struct {
	s      *State
	viewer int
	hidden []bool // by CardID: the viewer may not see it
	// charBacks: by seat, the back of its Character Deck's cards, once
	// written (a view shows every card of every deck: the back's text
	// was built again for each).
	charBacks []string
	// room is where the next cards listed go (cards), and zones where
	// the next seat's zones go (seat); took and tookZones count what the
	// view has taken, so that a ViewRoom lent to it grows to hold it all
	// next time.
	room            []CardView
	zones           []ZoneView
	took, tookZones int
}

// keep makes room big enough for all that this view took, so that the
// next view built in it takes nothing new.
func (vw *viewing) keep(room *ViewRoom) {
	if len(room.cards) < vw.took {
		room.cards = make([]CardView, vw.took+vw.took/4)
	}
	if len(room.zones) < vw.tookZones {
		room.zones = make([]ZoneView, vw.tookZones+vw.tookZones/4)
	}
}

func (vw *viewing) sees(id CardID) bool {
	return id >= 0 && int(id) < len(vw.hidden) && !vw.hidden[id]
}

// card returns a card as the viewer sees it.
func (vw *viewing) card(id CardID) CardView {
	if id == NoCard || int(id) >= len(vw.s.Cards) {
		return CardView{ID: NoCard}
	}
	back := vw.s.cardBackOf(id, vw.charBack)
	if !vw.sees(id) {
		return CardView{ID: NoCard, Back: back}
	}
	return CardView{ID: id, Def: vw.s.Def(id).ID, Back: back, Rake: int(vw.s.Cards[id].Rake)}
}

// characterBack begins the back of a Character Deck's cards.
const characterBack = "character:"

// charBack is the back of seat q's Character Deck's cards.
func (vw *viewing) charBack(q int) string {
	if q < 0 || q >= len(vw.s.Players) {
		return characterBack + vw.s.CharID(q)
	}
	if vw.charBacks == nil {
		vw.charBacks = make([]string, len(vw.s.Players))
	}
	if vw.charBacks[q] == "" {
		vw.charBacks[q] = characterBack + vw.s.CharID(q)
	}
	return vw.charBacks[q]
}

func (vw *viewing) cards(ids []CardID) []CardView {
	if len(ids) == 0 {
		return nil
	}
	if len(vw.room) < len(ids) {
		// The cards of a view's zones come out of a few allocations,
		// not one a zone.
		vw.room = make([]CardView, max(len(ids), len(vw.s.Cards)/2))
	}
	out := vw.room[:0:len(ids)]
	vw.room = vw.room[len(ids):]
	vw.took += len(ids)
	for _, id := range ids {
		out = append(out, vw.card(id))
	}
	return out
}

func (vw *viewing) play(pl Play) PlayView {
	p := PlayView{Card: vw.card(pl.Card), Player: int(pl.Player), Negated: pl.Negated, Resolved: pl.Resolved, Choosing: pl.Choosing}
	if pl.Card == NoCard || vw.sees(pl.Card) {
		p.Mode = int(pl.Mode)
	}
	return p
}

func (vw *viewing) round() RoundView {
	r := &vw.s.Round
	rv := RoundView{Active: r.Active, Starter: int(r.Starter), Controller: int(r.Controller), WinningHand: r.WinningHand, Turn: int(r.Turn), Pot: int(r.Pot)}
	for q := range vw.s.Players {
		if r.In&bit(q) != 0 {
			rv.In = append(rv.In, q)
		}
	}
	return rv
}

// decision returns the pending decision as the viewer sees it: in full
// when it is asked of them, as who decides and what kind otherwise. A
// teammate's too: its options may name cards only the decider has seen
// (Daareka choosing the card another player discards from a hand she
// looked at).
func (vw *viewing) decision(d Decision) *DecisionView {
	dv := &DecisionView{Seat: d.Seat, Kind: d.Kind, About: NoCard, Owed: int(d.Owed)}
	if vw.sees(d.About) {
		dv.About = d.About
	}
	if vw.viewer != ViewerAll && vw.viewer != d.Seat {
		return dv
	}
	dv.Prompt = d.Prompt
	if d.Kind == DecRespond {
		dv.Concerns, dv.OwnWindow, dv.LastChance = vw.s.ConcernsAny(), vw.s.OwnWindow(), vw.s.LastChance()
	}
	for _, o := range d.Options {
		dv.Options = append(dv.Options, OptionView{Key: o.Key, Label: o.Label, Card: o.Card, Seat: int(o.Seat),
			Verb: o.Verb, N: int(o.N), Extra: int(o.Extra), Word: o.Word})
	}
	return dv
}

func (vw *viewing) seat(q int) SeatView {
	s := vw.s
	p := &s.Players[q]
	sv := SeatView{Seat: q, Name: s.Name(q), Char: s.CharID(q), Team: int(p.Team), Out: p.Out, Boss: p.Boss, Otto: p.Otto,
		HandSize: int(p.HandSize), HandOpen: s.HandOpen(q), Asleep: p.Asleep, Actions: int(p.Actions), ActionsMax: int(p.ActionsMax)}
	ch := s.charOf(q)
	has := func(m string) bool { return m == "" || ch != nil && ch.HasMechanic(m) }
	for i, c := range counterSpecs {
		if n := int(p.Counters[i]); n != 0 || has(c.Mechanic) && c.Mechanic != "" {
			cv := CounterView{Name: c.Name, Value: n}
			if c.Max != nil && has(c.Mechanic) {
				cv.Max = c.Max(s, q)
			}
			if c.Note != nil && has(c.Mechanic) {
				cv.Note = c.Note(s, q)
			}
			sv.Counters = append(sv.Counters, cv)
		}
	}
	var room [16]seatZone
	zones := appendSeatZones(room[:0], s, q)
	if len(zones) > 0 {
		if len(vw.zones) < len(zones) {
			vw.zones = make([]ZoneView, 4*len(zones)) // a few seats' worth
		}
		sv.Zones = vw.zones[:0:len(zones)]
		vw.zones = vw.zones[len(zones):]
		vw.tookZones += len(zones)
	}
	for _, z := range zones {
		if len(z.ids) == 0 && !z.always && !(z.mechanic != "" && has(z.mechanic)) {
			continue
		}
		zv := ZoneView{Name: z.name, Count: len(z.ids), Cards: vw.cards(z.ids)}
		if z.group {
			zv.Index = z.k
			if z.name == ZoneForm.String() {
				zv.Label = s.FormDeckName(q, z.k)
			}
		}
		sv.Zones = append(sv.Zones, zv)
	}
	return sv
}

// cardBackOf is what the back of a card shows. Backs are public: each deck
// has its own (a Boss's cards join the Character Deck with its back), and
// a form card shows its form deck's. The back of a Character Deck's card
// is characterBack and its owner's character, from charBack (the
// viewing's, written once per seat); any other back is its definition's
// (Content.backs).
func (s *State) cardBackOf(id CardID, charBack func(q int) string) string {
	if b := s.content.backs[s.defs[id]]; b != "" {
		return b
	}
	return charBack(int(s.Cards[id].Owner))
}

// viewBacks is each definition's back, "" for a Character Deck's.
func viewBacks(c *Content) []string {
	backs := make([]string, len(c.Defs))
	for i, d := range c.Defs {
		switch {
		case c.back[i] > 0:
			backs[i] = "form:" + d.Deck
		case d.Is("Drink") || d.Is("DrinkEvent"):
			backs[i] = "drink"
		case d.Is("DungeonEvent"):
			backs[i] = "dungeon"
		case d.Is("Prize"):
			backs[i] = "prize"
		case d.Is("Mushroom") || d.Is("Patient"):
			backs[i] = strings.ToLower(d.Deck)
		}
	}
	return backs
}

// hiddenInto marks, by CardID, the cards viewer may not see: the zones
// Observation deals from its pools (observe.go). Every deck (Character,
// Mushroom or Patient, Drink, Bar, Dungeon Event, form) and Drink Me!
// pile; another team's Plotted Cards; and the cards of another team's
// hand that viewer does not know (knowledge.go). A spectator knows a hand
// card only when every player does (a revealed hand, a card shown to all).
// It writes in hidden's memory when that has room.
func (s *State) hiddenInto(viewer int, hidden []bool) []bool {
	if cap(hidden) < len(s.Cards) {
		hidden = make([]bool, len(s.Cards))
	} else {
		hidden = hidden[:len(s.Cards)]
		clear(hidden)
	}
	if viewer == ViewerAll {
		return hidden
	}
	mark := func(ids []CardID) {
		for _, id := range ids {
			if id >= 0 && int(id) < len(hidden) {
				hidden[id] = true
			}
		}
	}
	mark(s.DrinkDeck())
	mark(s.BarDeck())
	mark(s.DungeonDeck())
	for q := range s.Players {
		mark(s.Deck(q))
		mark(s.DrinkMe(q))
		mate := viewer >= 0 && s.sameTeam(viewer, q)
		for k := range pileInfos {
			if v := pileInfos[k].Vis; v == VisHidden || v == VisTeam && !mate {
				mark(s.pile(q, PileID(k)))
			}
		}
		if mate {
			continue
		}
		for _, id := range s.Hand(q) {
			known := s.HandOpen(q) || s.Cards[id].Seen == allSeats
			if viewer >= 0 {
				known = s.Knows(viewer, q, id)
			}
			if !known {
				hidden[id] = true
			}
		}
	}
	return hidden
}
