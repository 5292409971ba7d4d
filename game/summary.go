package game

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"sort"
	"strconv"
	"strings"
	"time"

	"undercity/engine"
)

// Record is the story of one match for the summary screen after the game:
// every player's Fortitude, Alcohol Content and Gold turn by turn, and the
// key moments (the biggest hits, the Rounds of Gambling won, who passed out
// when, the winners). The match keeps it up to date from the engine state
// after each answered decision (Observe) and saves it with the game, so a
// game continued from its autosave keeps its story.
type Record struct {
	// ID names the game for the statistics, so no game counts twice.
	ID string `json:"id"`
	// Mode is the variant (engine.Modes ids: "ffa", "otto", "boss", ...).
	Mode  string       `json:"mode"`
	Seats []RecordSeat `json:"seats"`
	// From is the first turn recorded: 0 for a game recorded from its
	// start, later for a game continued from a save made before records.
	From int32 `json:"from"`
	// Points has one entry per turn, in turn order: the stats at the end
	// of that turn (the first is the stats the game started, or was
	// continued, with).
	Points []Point `json:"points"`
	// Hits are the biggest Fortitude losses, biggest first (at most
	// keepHits).
	Hits   []Hit      `json:"hits,omitempty"`
	Rounds []RoundWon `json:"rounds,omitempty"`
	Outs   []Out      `json:"outs,omitempty"`
	// OttoOuts are Otto passing out on a player's track (he stays in the
	// game: the track resets and the player is rewarded).
	OttoOuts []OttoOut `json:"otto_outs,omitempty"`
	Over     bool      `json:"over,omitempty"`
	Winners  []int     `json:"winners,omitempty"`

	base baseline // what the state was at the last Observe (not saved)
}

// RecordSeat is who sat in a seat.
type RecordSeat struct {
	Char  string `json:"char"`
	Name  string `json:"name"`
	Team  int    `json:"team"`
	Human bool   `json:"human,omitempty"`
	// Otto has no Fortitude, Alcohol Content or Gold of his own: he has
	// no line on the charts.
	Otto bool `json:"otto,omitempty"`
}

// Point is the table's stats at the end of a turn, one value per seat
// (teammates share theirs).
type Point struct {
	Turn int32   `json:"turn"`
	Fort []int16 `json:"fort"`
	Alc  []int16 `json:"alc"`
	Gold []int16 `json:"gold"`
}

// Hit is Fortitude lost at once: by one answered decision and what it set
// off.
type Hit struct {
	Turn int32 `json:"turn"`
	Seat int   `json:"seat"` // who lost it
	Lost int   `json:"lost"`
	// By is the seat whose card (or Hellfire, or Otto's box) did it; -1
	// for a Drink.
	By int `json:"by"`
	// Cause is the game log's line for what did it ("Dale plays Get outta
	// my field! on Jett, Harvesting.").
	Cause string `json:"cause,omitempty"`
	At    int    `json:"at"` // its place in the game log
}

// RoundWon is a Round of Gambling someone won.
type RoundWon struct {
	Turn int32 `json:"turn"`
	Seat int   `json:"seat"`
	Gold int   `json:"gold"` // the pot (Otto's goes to the Inn)
	At   int   `json:"at"`
}

// Why a player left the game.
const (
	OutFortitude = "fortitude" // passed out: their Fortitude fell to their Alcohol Content
	OutAlcohol   = "alcohol"   // passed out: their Alcohol Content rose to their Fortitude
	OutGold      = "gold"      // out of Gold
)

// Out is a player leaving the game.
type Out struct {
	Turn int32  `json:"turn"`
	Seat int    `json:"seat"`
	Why  string `json:"why"` // OutFortitude, OutAlcohol or OutGold
	At   int    `json:"at"`
}

// OttoOut is Otto passing out on the track facing a player.
type OttoOut struct {
	Turn  int32 `json:"turn"`
	Track int   `json:"track"` // the player's seat
	At    int   `json:"at"`
}

// keepHits is how many of the biggest hits a record keeps.
const keepHits = 3

// baseline is the state at the last Observe, to see what an answer changed.
type baseline struct {
	stats  []engine.Stats // per team
	out    []bool         // per seat
	logLen int            // events of the log already read
	ok     bool
}

// NewRecord starts the record of a game at its current state.
func NewRecord(s *engine.State) *Record {
	r := &Record{ID: newRecordID(s), Mode: ModeOf(s), From: max(s.TurnNo-1, 0)}
	for i := range s.Players {
		p := s.Players[i]
		r.Seats = append(r.Seats, RecordSeat{Char: s.CharID(i), Name: s.Name(i), Team: int(p.Team), Human: p.Human, Otto: p.Otto})
	}
	r.Points = []Point{pointOf(s, r.From)}
	r.Attach(s)
	return r
}

// newRecordID is a name for a game that no other game shares.
func newRecordID(s *engine.State) string {
	return strconv.FormatInt(time.Now().UTC().Unix(), 36) + "-" + strconv.FormatUint(s.Seed, 36) + "-" + strconv.FormatUint(rand.Uint64()%(1<<40), 36)
}

// ModeOf is the variant a game is played in (engine.Modes ids).
func ModeOf(s *engine.State) string {
	if m := s.Setup().Mode; m != "" {
		return m
	}
	for i := range s.Players {
		if s.Players[i].Otto {
			return engine.ModeOtto
		}
	}
	return engine.ModeFFA
}

func pointOf(s *engine.State, turn int32) Point {
	p := Point{Turn: turn}
	for i := range s.Players {
		st := s.StatsOf(i)
		p.Fort = append(p.Fort, st.Fort)
		p.Alc = append(p.Alc, st.Alc)
		p.Gold = append(p.Gold, st.Gold)
	}
	return p
}

// Attach makes s the state the next Observe compares with, recording
// nothing: for a record loaded with its game. The humans are the match's.
func (r *Record) Attach(s *engine.State) {
	b := baseline{logLen: len(s.Log), ok: true}
	for t := range s.Teams {
		b.stats = append(b.stats, s.Teams[t].Stats)
	}
	for i := range s.Players {
		b.out = append(b.out, s.Players[i].Out)
		if i < len(r.Seats) {
			r.Seats[i].Human = s.Players[i].Human
		}
	}
	r.base = b
}

// Observe records what changed since the last Observe (or Attach): call
// it after each answered decision with the game's state.
func (r *Record) Observe(s *engine.State) {
	if !r.base.ok || len(r.base.stats) != len(s.Teams) || len(r.Seats) != s.NumSeats() {
		r.Attach(s)
	}
	if len(s.Log) < r.base.logLen {
		r.rewind(s) // the game went back (an answer taken back)
	}
	events := s.Log[r.base.logLen:]
	r.setPoint(pointOf(s, s.TurnNo))
	r.observeHits(s)
	r.observeRounds(s, events)
	r.observeOuts(s, events)
	r.observeOtto(events)
	r.Over = s.Over
	r.Winners = r.Winners[:0]
	for _, w := range s.Winners {
		r.Winners = append(r.Winners, int(w))
	}
	r.Attach(s)
}

// setPoint records the stats of a turn, replacing what the turn had so
// far: a turn's point is its end. (A game's first point, before turn 1,
// is the setup, which changes no stats.)
func (r *Record) setPoint(p Point) {
	for len(r.Points) > 1 && r.Points[len(r.Points)-1].Turn > p.Turn {
		r.Points = r.Points[:len(r.Points)-1] // the game went back
	}
	if n := len(r.Points); n > 0 && r.Points[n-1].Turn == p.Turn {
		r.Points[n-1] = p
		return
	}
	// A turn that asked nobody anything (Otto's can) ends as the next
	// answer finds the table.
	for n := len(r.Points); n > 0 && r.Points[n-1].Turn+1 < p.Turn; n++ {
		q := p
		q.Turn = r.Points[n-1].Turn + 1
		r.Points = append(r.Points, q)
	}
	r.Points = append(r.Points, p)
}

// rewind drops what was recorded after the state's log ends.
func (r *Record) rewind(s *engine.State) {
	n := len(s.Log)
	r.Hits = slices.DeleteFunc(r.Hits, func(h Hit) bool { return h.At >= n })
	r.Rounds = slices.DeleteFunc(r.Rounds, func(x RoundWon) bool { return x.At >= n })
	r.Outs = slices.DeleteFunc(r.Outs, func(o Out) bool { return o.At >= n })
	r.OttoOuts = slices.DeleteFunc(r.OttoOuts, func(o OttoOut) bool { return o.At >= n })
	r.base.logLen = n
}

// observeHits records each team's Fortitude loss in this answer.
func (r *Record) observeHits(s *engine.State) {
	for t := range s.Teams {
		lost := int(r.base.stats[t].Fort) - int(s.Teams[t].Fort)
		if lost <= 0 || r.teamIsOtto(s, t) {
			continue
		}
		at, seat := r.victim(s, t)
		h := Hit{Turn: s.TurnNo, Seat: seat, Lost: lost, By: -1, At: at}
		if c := causeOf(s.Log, at); c >= 0 {
			h.Cause = s.Log[c].Text
			if k := s.Log[c].Kind; k == engine.LogPlay || k == engine.LogHellfireFires {
				h.By = int(s.Log[c].Seat)
			}
		}
		r.addHit(h)
	}
}

func (r *Record) teamIsOtto(s *engine.State, team int) bool {
	for i := range s.Players {
		if int(s.Players[i].Team) == team && s.Players[i].Otto {
			return true
		}
	}
	return false
}

// victim is the log line and seat of a team's last Fortitude change in
// this answer (its first seat, at the end of the log, if none is logged).
func (r *Record) victim(s *engine.State, team int) (at, seat int) {
	for k := len(s.Log) - 1; k >= r.base.logLen; k-- {
		e := s.Log[k]
		if (e.Kind == engine.LogFortitude || e.Kind == engine.LogDrink) && e.Seat >= 0 && int(e.Seat) < len(s.Players) && int(s.Players[e.Seat].Team) == team {
			return k, int(e.Seat)
		}
	}
	for i := range s.Players {
		if int(s.Players[i].Team) == team {
			return len(s.Log), i
		}
	}
	return len(s.Log), 0
}

// causeOf is the log line of what brought about the change logged at at:
// the nearest card play (Hellfire and Otto's boxes are plays too), Drink
// split, Drink, Dungeon Event or cards revealed before it in the same turn,
// or -1.
func causeOf(log []engine.Event, at int) int {
	turn := int32(-1)
	if at < len(log) {
		turn = log[at].Turn
	} else if len(log) > 0 {
		turn = log[len(log)-1].Turn
	}
	for k := min(at, len(log)) - 1; k >= 0 && log[k].Turn == turn; k-- {
		switch log[k].Kind {
		case engine.LogPlay, engine.LogHellfireFires, engine.LogHellfire, engine.LogReveal, engine.LogShow,
			engine.LogDungeonReveal, engine.LogSplit:
			return k
		}
	}
	return -1
}

func (r *Record) addHit(h Hit) {
	r.Hits = append(r.Hits, h)
	// Biggest first; of equal hits, the earlier.
	sort.SliceStable(r.Hits, func(i, j int) bool { return r.Hits[i].Lost > r.Hits[j].Lost })
	if len(r.Hits) > keepHits {
		r.Hits = r.Hits[:keepHits]
	}
}

// observeRounds records the Rounds of Gambling won in this answer.
func (r *Record) observeRounds(s *engine.State, events []engine.Event) {
	for k, e := range events {
		if e.Kind != engine.LogRoundEnd || e.Seat < 0 || int(e.Seat) >= len(s.Players) {
			continue
		}
		w := int(e.Seat)
		r.Rounds = append(r.Rounds, RoundWon{Turn: e.Turn, Seat: w, Gold: int(e.N), At: r.base.logLen + k})
	}
}

// observeOuts records the players who left the game in this answer.
func (r *Record) observeOuts(s *engine.State, events []engine.Event) {
	for i := range s.Players {
		if !s.Players[i].Out || (i < len(r.base.out) && r.base.out[i]) {
			continue
		}
		t := s.Players[i].Team
		o := Out{Turn: s.TurnNo, Seat: i, Why: OutGold, At: len(s.Log)}
		for k, e := range events {
			if e.Seat >= 0 && int(e.Seat) < len(s.Players) && s.Players[e.Seat].Team == t && (e.Kind == engine.LogPassOut || e.Kind == engine.LogBroke) {
				o.At, o.Turn = r.base.logLen+k, e.Turn
				if e.Kind == engine.LogPassOut {
					o.Why = r.passOutWhy(s, int(t))
				}
				break
			}
		}
		r.Outs = append(r.Outs, o)
	}
}

// observeOtto records Otto passing out on the players' tracks.
func (r *Record) observeOtto(events []engine.Event) {
	for k, e := range events {
		if e.Kind == engine.LogOttoPassOut {
			r.OttoOuts = append(r.OttoOuts, OttoOut{Turn: e.Turn, Track: int(e.N), At: r.base.logLen + k})
		}
	}
}

// passOutWhy says which track moved a team into passing out: the Fortitude
// that fell or the Alcohol Content that rose (the bigger move, Alcohol
// when neither moved in this answer).
func (r *Record) passOutWhy(s *engine.State, team int) string {
	before, now := r.base.stats[team], s.Teams[team].Stats
	if int(before.Fort)-int(now.Fort) > int(now.Alc)-int(before.Alc) {
		return OutFortitude
	}
	return OutAlcohol
}

// Clone returns a deep copy (the baseline included).
func (r *Record) Clone() *Record {
	if r == nil {
		return nil
	}
	c := *r
	c.Seats = append([]RecordSeat(nil), r.Seats...)
	c.Points = make([]Point, len(r.Points))
	for i, p := range r.Points {
		c.Points[i] = Point{Turn: p.Turn, Fort: append([]int16(nil), p.Fort...), Alc: append([]int16(nil), p.Alc...), Gold: append([]int16(nil), p.Gold...)}
	}
	c.Hits = append([]Hit(nil), r.Hits...)
	c.Rounds = append([]RoundWon(nil), r.Rounds...)
	c.Outs = append([]Out(nil), r.Outs...)
	c.OttoOuts = append([]OttoOut(nil), r.OttoOuts...)
	c.Winners = append([]int(nil), r.Winners...)
	c.base.stats = append([]engine.Stats(nil), r.base.stats...)
	c.base.out = append([]bool(nil), r.base.out...)
	return &c
}

// OutTurn is the turn a seat left the game, or -1.
func (r *Record) OutTurn(seat int) int32 {
	for _, o := range r.Outs {
		if o.Seat == seat {
			return o.Turn
		}
	}
	return -1
}

// name is a seat's name in the record's sentences.
func (r *Record) name(seat int) string {
	if seat >= 0 && seat < len(r.Seats) {
		return r.Seats[seat].Name
	}
	return "nobody"
}

// Moments are the key moments of a record in sentences, for the summary
// screen: the winner, the biggest hit, the Rounds of Gambling won, and
// who left the game when and why.
type Moments struct {
	Winner   string
	Hit      string   // "" when nobody lost Fortitude
	Rounds   []string // in the order they were won
	Outs     []string
	Recorded string // "" for a game recorded from its start
}

// Moments puts the key moments into words.
func (r *Record) Moments() Moments {
	var m Moments
	m.Winner = r.winnerLine()
	if len(r.Hits) > 0 {
		m.Hit = r.hitLine(r.Hits[0])
	}
	for _, x := range r.Rounds {
		if r.Seats[x.Seat].Otto {
			m.Rounds = append(m.Rounds, fmt.Sprintf("Turn %d: Otto won %s (it went to the Inn).", x.Turn, goldWord(x.Gold)))
			continue
		}
		m.Rounds = append(m.Rounds, fmt.Sprintf("Turn %d: %s won %s.", x.Turn, r.name(x.Seat), goldWord(x.Gold)))
	}
	// Players leaving and Otto passing out, in the order they happened.
	otto := r.OttoOuts
	for _, o := range r.Outs {
		for len(otto) > 0 && otto[0].At < o.At {
			m.Outs = append(m.Outs, r.ottoLine(otto[0]))
			otto = otto[1:]
		}
		m.Outs = append(m.Outs, fmt.Sprintf("Turn %d: %s %s.", o.Turn, r.name(o.Seat), outWords[o.Why]))
	}
	for _, o := range otto {
		m.Outs = append(m.Outs, r.ottoLine(o))
	}
	if r.From > 0 {
		m.Recorded = fmt.Sprintf("Recorded from turn %d (the game was saved by an older version before that).", r.From+1)
	}
	return m
}

func (r *Record) ottoLine(o OttoOut) string {
	return fmt.Sprintf("Turn %d: Otto passed out on %s's track.", o.Turn, r.name(o.Track))
}

var outWords = map[string]string{
	OutFortitude: "passed out: Fortitude fell to Alcohol Content",
	OutAlcohol:   "passed out: Alcohol Content reached Fortitude",
	OutGold:      "ran out of Gold",
}

func goldWord(n int) string {
	if n == 1 {
		return "1 Gold"
	}
	return strconv.Itoa(n) + " Gold"
}

func (r *Record) winnerLine() string {
	if !r.Over {
		return "The game is not over yet."
	}
	var names []string
	for _, w := range r.Winners {
		names = append(names, r.name(w))
	}
	switch len(names) {
	case 0:
		return "Nobody won."
	case 1:
		return names[0] + " won the game."
	}
	if r.teamWin() {
		return strings.Join(names, " and ") + " won the game together."
	}
	return "A tie between " + strings.Join(names, " and ") + "."
}

// teamWin: the winners are one team.
func (r *Record) teamWin() bool {
	for _, w := range r.Winners[1:] {
		if r.Seats[w].Team != r.Seats[r.Winners[0]].Team {
			return false
		}
	}
	return true
}

func (r *Record) hitLine(h Hit) string {
	line := fmt.Sprintf("Turn %d: %s lost %d Fortitude at once", h.Turn, r.name(h.Seat), h.Lost)
	switch {
	case h.By >= 0 && h.By != h.Seat:
		line += " to " + r.name(h.By)
	case h.By < 0 && h.Cause != "":
		line += " to a Drink"
	}
	if h.Cause != "" {
		line += " (" + strings.TrimSuffix(h.Cause, ".") + ")"
	}
	return line + "."
}
