package engine

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"hash/fnv"
	"reflect"
	"strings"
)

// Snapshots: the complete state of a game as one JSON document, so a game
// can be saved at any decision and resumed to continue exactly as it would
// have (same answers, same game). The document is
//
//	{"game": "undercity-inn", "kind": "snapshot", "format": 1,
//	 "rules": RulesVersion, "checksum": "<fnv64a of state>", "state": {...}}
//
// Card definitions and characters are named by their id strings, never by
// their index in the Content, so content may be re-indexed between saving
// and loading. Card instances keep their numbers (they are the CardIDs the
// state refers to). The random generator's state is included.

// Magic and versions of the files the engine writes.
const (
	// GameID is the "game" field of every file the engine writes.
	GameID = "undercity-inn"
	// SnapshotFormat is the version of the snapshot layout. Restore reads
	// only this version (and only snapshots made by the same RulesVersion,
	// since the stack of tasks is rules-specific).
	SnapshotFormat = 2
)

// Classes of load errors; the errors returned by Restore, LoadReplay and
// PlayReplay wrap one of these (test with errors.Is) and carry a message
// naming the problem.
var (
	ErrTruncated   = errors.New("truncated")
	ErrCorrupted   = errors.New("corrupted")
	ErrVersion     = errors.New("unsupported version")
	ErrWrongGame   = errors.New("not an Undercity Inn file")
	ErrUnknownCard = errors.New("unknown card")
	ErrMismatch    = errors.New("replay does not match")
)

// LoadError is a load failure: Kind is one of the Err* classes above.
type LoadError struct {
	Kind error
	Msg  string
}

func (e *LoadError) Error() string { return e.Msg }
func (e *LoadError) Unwrap() error { return e.Kind }

func loadErr(kind error, format string, args ...any) error {
	return &LoadError{Kind: kind, Msg: fmt.Sprintf(format, args...)}
}

// snapTable is a State as saved: its exported fields (as State has them,
// but for Players and Cards, which snapState saves its own way;
// TestSnapTableFields keeps the two in step) with the table's piles where
// they were when they were fields of State, so saves and Hash are as they
// were. encoding/json writes it as a plain struct (not State.MarshalJSON).
type snapTable struct {
	Seed uint64
	Opts Options
	// Players
	Teams []Team
	// Cards

	DrinkDeck, DrinkDiscard, BarDeck []CardID
	PrizeInn, PrizeBin               []CardID

	Inn        int16
	Round      Round
	DrinksPaid bool
	DrinksOwed int8
	DrinksBy   int8
	Tracks     [MaxSeats]Track

	DungeonDeck, DungeonDiscard []CardID `json:",omitempty"`

	Progress  int8       `json:",omitempty"`
	Dungeon   DungeonRun `json:",omitzero"`
	Active    int8
	Phase     Phase
	TurnNo    int32
	FirstTurn bool
	Plays     []Play
	Drinks    []PendingDrink
	Tasks     []Task
	Dec       Decision
	HasDec    bool
	Over      bool
	Winners   []int8
	Log       []Event
	Answers   []string
	Steps     int64
}

// copySaved copies between a save's struct and the value it saves (a
// State or a Player) each field of the save that the value has by name:
// into the save when toSave, else out of it.
func copySaved(save, v reflect.Value, toSave bool) {
	for i := 0; i < save.NumField(); i++ {
		f := v.FieldByName(save.Type().Field(i).Name)
		switch {
		case !f.IsValid():
		case toSave:
			save.Field(i).Set(f)
		default:
			f.Set(save.Field(i))
		}
	}
}

// tableLists are snapTable's fields that are the table's piles.
var tableLists = [...]struct {
	name string
	id   TableID
}{{"DrinkDeck", TableDrinkDeck}, {"DrinkDiscard", TableDrinkDiscard}, {"BarDeck", TableBarDeck},
	{"PrizeInn", TablePrizeInn}, {"PrizeBin", TablePrizeBin}, {"DungeonDeck", TableDungeonDeck}, {"DungeonDiscard", TableDungeonDiscard}}

// saveTable is the State as saved (its piles are not copies).
func (s *State) saveTable() snapTable {
	var st snapTable
	dst, src := reflect.ValueOf(&st).Elem(), reflect.ValueOf(s).Elem()
	copySaved(dst, src, true)
	for _, l := range tableLists {
		if ids := s.tablePile(l.id); len(ids) > 0 {
			dst.FieldByName(l.name).Set(reflect.ValueOf(ids))
		}
	}
	return st
}

// state is the State a saved table was, without its piles (set by the
// caller), seats and cards.
func (st *snapTable) state() *State {
	s := new(State)
	dst, src := reflect.ValueOf(s).Elem(), reflect.ValueOf(st).Elem()
	copySaved(src, dst, false)
	return s
}

// lists are a saved table's piles, by TableID.
func (st *snapTable) lists() [tablePiles][]CardID {
	var out [tablePiles][]CardID
	v := reflect.ValueOf(st).Elem()
	for _, l := range tableLists {
		out[l.id] = v.FieldByName(l.name).Interface().([]CardID)
	}
	return out
}

// snapState is the "state" object of a snapshot: every exported field of
// State (so fields added later are saved too), with characters and card
// definitions replaced by their ids, plus the unexported parts.
type snapState struct {
	snapTable
	Players       []snapPlayer `json:"Players"`
	Cards         []snapCard   `json:"Cards"`
	RNG           []byte       `json:"RNG"`
	Setup         *Setup       `json:"Setup,omitempty"`
	PendingAnswer *snapAnswer  `json:"PendingAnswer,omitempty"`
	Quiet         bool         `json:"Quiet,omitempty"`
}

type snapPlayer struct {
	snapSeat
	Char string `json:"Char"` // character id, "" for none
	// Counters and Piles: the registered components (mechanic.go) by
	// name, those that are not zero or empty.
	Counters map[string]int8     `json:"Counters,omitempty"`
	Piles    map[string][]CardID `json:"Piles,omitempty"`
}

// snapSeat is a Player as saved: its exported fields (as Player has them;
// TestSnapSeatFields keeps the two in step) with its five card lists where
// they were when they were fields of Player, so saves and Hash are as
// they were.
type snapSeat struct {
	Team     int8
	Out      bool
	HandSize int8
	Boss     bool
	Otto     bool
	Human    bool

	Deck, Hand, Discard, DrinkMe []CardID
	Prizes                       []CardID

	Asleep        bool `json:",omitempty"`
	NoTeamDefence bool `json:",omitempty"`
	ActionsMax    int8
	Actions       int8
	TurnEnded     bool
	OrderOwed     int8 `json:",omitempty"`
	OutOfGold     bool
	PrizeDue      int8
	PrizeWonTurn  int32
	HandRevealed  int8 `json:",omitempty"`
}

// seatLists are snapSeat's fields that are a seat's piles.
var seatLists = [...]struct {
	name string
	id   PileID
}{{"Deck", PileDeck}, {"Hand", PileHand}, {"Discard", PileDiscard}, {"DrinkMe", PileDrinkMe}, {"Prizes", PilePrizes}}

// saveSeat is seat q as saved (its lists are its piles, not copies).
func (s *State) saveSeat(q int) snapSeat {
	var ss snapSeat
	dst, src := reflect.ValueOf(&ss).Elem(), reflect.ValueOf(&s.Players[q]).Elem()
	copySaved(dst, src, true)
	for _, l := range seatLists {
		if ids := s.pile(q, l.id); len(ids) > 0 {
			dst.FieldByName(l.name).Set(reflect.ValueOf(ids))
		}
	}
	return ss
}

// player is the Player a saved seat was (its lists are not set: they are
// piles of the State, set by the caller).
func (ss *snapSeat) player() Player {
	var p Player
	dst, src := reflect.ValueOf(&p).Elem(), reflect.ValueOf(ss).Elem()
	copySaved(src, dst, false)
	return p
}

// lists are a saved seat's card lists, by PileID.
func (ss *snapSeat) lists() [allPiles][]CardID {
	var out [allPiles][]CardID
	out[PileDeck], out[PileHand], out[PileDiscard], out[PileDrinkMe], out[PilePrizes] = ss.Deck, ss.Hand, ss.Discard, ss.DrinkMe, ss.Prizes
	return out
}

// snapCard is a card as saved: its fields in the order they have always
// been written (the snapshot is also the state's Hash).
type snapCard struct {
	Owner int8
	Rake  int8
	// Seen is saved in 16 bits, as when a card kept it so: all seats is
	// 65535 (snapAllSeats).
	Seen uint16 `json:",omitempty"`
	Def  string `json:"Def"`  // card definition id
	Zone string `json:"Zone"` // zone name
}

// snapAllSeats is a card every player has seen, as saved.
const snapAllSeats = ^uint16(0)

type snapAnswer struct {
	Opt Option `json:"opt"`
}

// header is the part every engine file shares.
type header struct {
	Game     string          `json:"game"`
	Kind     string          `json:"kind"`
	Format   int             `json:"format"`
	Rules    string          `json:"rules"`
	Checksum string          `json:"checksum,omitempty"`
	State    json.RawMessage `json:"state,omitempty"`
}

// snap builds the serialisable form. Without history, the log and the
// answer history are left out (for Hash).
func (s *State) snap(history bool) *snapState {
	ss := &snapState{snapTable: s.saveTable()}
	if !history {
		ss.Log, ss.Answers = nil, nil
	} else {
		ss.Quiet = s.quiet
	}
	ss.RNG, _ = s.rng.MarshalBinary() // cannot fail
	if len(s.setup.Seats) > 0 {
		su := *s.setup
		ss.Setup = &su
	}
	if s.ans.ready {
		ss.PendingAnswer = &snapAnswer{Opt: s.ans.opt}
	}
	ss.Players = make([]snapPlayer, len(s.Players))
	for i := range s.Players {
		sp := snapPlayer{snapSeat: s.saveSeat(i)}
		for c, spec := range counterSpecs {
			if v := s.Players[i].Counters[c]; v != 0 {
				if sp.Counters == nil {
					sp.Counters = map[string]int8{}
				}
				sp.Counters[spec.Name] = v
			}
		}
		for k := range pileInfos {
			if ids := s.pile(i, PileID(k)); len(ids) > 0 {
				if sp.Piles == nil {
					sp.Piles = map[string][]CardID{}
				}
				sp.Piles[pileKey(PileID(k))] = ids
			}
		}
		if c := s.Players[i].Char; c >= 0 && int(c) < len(s.content.Chars) {
			sp.Char = s.content.Chars[c].ID
		}
		ss.Players[i] = sp
	}
	nilEmpty(reflect.ValueOf(&ss.snapTable).Elem())
	for i := range ss.Players {
		nilEmpty(reflect.ValueOf(&ss.Players[i].snapSeat).Elem())
	}
	ss.Cards = make([]snapCard, len(s.Cards))
	for i, ci := range s.Cards {
		seen := uint16(ci.Seen)
		if ci.Seen == allSeats {
			seen = snapAllSeats
		}
		ss.Cards[i] = snapCard{Owner: ci.Owner, Rake: ci.Rake, Seen: seen, Def: s.Def(CardID(i)).ID, Zone: ci.Zone.String()}
	}
	return ss
}

// nilEmpty sets the empty slices of a struct copy (and of the structs it
// holds by value) to nil, so that an empty pile saves and hashes the same
// whether or not it was ever allocated. It never writes through a slice,
// so the State the copy was made from is untouched.
func nilEmpty(v reflect.Value) {
	for i := 0; i < v.NumField(); i++ {
		f := v.Field(i)
		if !f.CanSet() {
			continue
		}
		switch f.Kind() {
		case reflect.Slice:
			if f.Len() == 0 && !f.IsNil() {
				f.SetZero()
			}
		case reflect.Struct:
			nilEmpty(f)
		}
	}
}

// Snapshot returns the complete game as a JSON document (see Restore).
func (s *State) Snapshot() ([]byte, error) {
	if s.content == nil {
		return nil, errors.New("snapshot: the state has no content")
	}
	st, err := json.Marshal(s.snap(true))
	if err != nil {
		return nil, fmt.Errorf("snapshot: %w", err)
	}
	// st is compact as json.Marshal writes it: its checksum needs no
	// compacting, and it goes into the header as it is (json.Marshal
	// would compact it again to check it: most of a snapshot's time, and
	// the browser saves one after every answer).
	h, err := json.Marshal(header{Game: GameID, Kind: "snapshot", Format: SnapshotFormat, Rules: RulesVersion,
		Checksum: fnvHex(st)})
	if err != nil {
		return nil, fmt.Errorf("snapshot: %w", err)
	}
	return AppendRawField(h, "state", st), nil
}

// AppendRawField adds a last field to the JSON object obj, as
// json.Marshal writes a json.RawMessage field: name, then raw, which must
// be compact JSON with HTML escaped (as json.Marshal writes it) for the
// result to be what json.Marshal would write. obj is reused.
func AppendRawField(obj []byte, name string, raw []byte) []byte {
	obj = obj[:len(obj)-1] // the closing brace
	if len(obj) > 1 {
		obj = append(obj, ',')
	}
	obj = append(obj, '"')
	obj = append(obj, name...)
	obj = append(obj, '"', ':')
	obj = append(obj, raw...)
	return append(obj, '}')
}

// MarshalJSON encodes a State as its Snapshot.
func (s *State) MarshalJSON() ([]byte, error) { return s.Snapshot() }

// Hash is a 64-bit FNV-1a fingerprint of the rules state: everything a
// snapshot holds except the log and the answer history. Two games with the
// same hash are (but for a hash collision) in the same position and will
// continue identically given the same answers. Card definitions enter the
// hash by id, so it does not depend on how the content is indexed.
func (s *State) Hash() uint64 {
	h := fnv.New64a()
	if s.content == nil {
		return h.Sum64()
	}
	_ = json.NewEncoder(h).Encode(s.snap(false)) // writes to a hash cannot fail
	return h.Sum64()
}

// checksum is the FNV-1a of the compact form of a JSON value, in hex.
func checksum(raw []byte) string {
	var buf bytes.Buffer
	if err := json.Compact(&buf, raw); err != nil {
		buf.Reset()
		buf.Write(raw)
	}
	return fnvHex(buf.Bytes())
}

// fnvHex is the FNV-1a of b, in hex.
func fnvHex(b []byte) string {
	h := fnv.New64a()
	h.Write(b)
	return fmt.Sprintf("%016x", h.Sum64())
}

// readHeader parses the common header of an engine file and checks its
// magic, kind and format. what names the file kind in messages.
func readHeader(data []byte, kind string, format int) (*header, error) {
	what := kind
	trimmed := bytes.TrimSpace(data)
	if len(trimmed) == 0 {
		return nil, loadErr(ErrTruncated, "%s is empty", what)
	}
	if trimmed[0] != '{' {
		if json.Valid(trimmed) {
			return nil, loadErr(ErrWrongGame, "not an Undercity Inn %s: the data is JSON but not an object", what)
		}
		return nil, loadErr(ErrWrongGame, "not an Undercity Inn %s: the data is not JSON (starts with %q)", what, firstBytes(trimmed))
	}
	var top map[string]json.RawMessage
	if err := json.Unmarshal(trimmed, &top); err != nil {
		return nil, jsonErr(what, len(trimmed), err)
	}
	var h header
	game, ok := top["game"]
	if !ok {
		return nil, loadErr(ErrWrongGame, "not an Undercity Inn %s: it has no \"game\" field", what)
	}
	if err := json.Unmarshal(game, &h.Game); err != nil {
		return nil, loadErr(ErrWrongGame, "not an Undercity Inn %s: its \"game\" field is %s", what, firstBytes(game))
	}
	if h.Game != GameID {
		return nil, loadErr(ErrWrongGame, "not an Undercity Inn %s: it is for game %q", what, h.Game)
	}
	if k, ok := top["kind"]; !ok || json.Unmarshal(k, &h.Kind) != nil {
		return nil, loadErr(ErrCorrupted, "%s is corrupted: missing or bad \"kind\" field", what)
	}
	if h.Kind != kind {
		return nil, loadErr(ErrWrongGame, "this is an Undercity Inn %s, not a %s", h.Kind, what)
	}
	f, ok := top["format"]
	if !ok {
		return nil, loadErr(ErrCorrupted, "%s is corrupted: it has no format version", what)
	}
	if err := json.Unmarshal(f, &h.Format); err != nil {
		return nil, loadErr(ErrCorrupted, "%s is corrupted: bad format version %s", what, firstBytes(f))
	}
	if h.Format != format {
		return nil, loadErr(ErrVersion, "%s format version %d is not supported (this build reads version %d)", what, h.Format, format)
	}
	if r, ok := top["rules"]; ok {
		if err := json.Unmarshal(r, &h.Rules); err != nil {
			return nil, loadErr(ErrCorrupted, "%s is corrupted: bad rules version %s", what, firstBytes(r))
		}
	}
	if h.Rules != RulesVersion {
		return nil, loadErr(ErrVersion, "%s was made by rules version %q; this build implements %q", what, h.Rules, RulesVersion)
	}
	if c, ok := top["checksum"]; ok {
		if err := json.Unmarshal(c, &h.Checksum); err != nil {
			return nil, loadErr(ErrCorrupted, "%s is corrupted: bad checksum field %s", what, firstBytes(c))
		}
	}
	h.State = top["state"]
	return &h, nil
}

// jsonErr classifies a JSON decoding error.
func jsonErr(what string, n int, err error) error {
	var se *json.SyntaxError
	if errors.As(err, &se) {
		if se.Offset >= int64(n) || strings.Contains(se.Error(), "unexpected end") {
			return loadErr(ErrTruncated, "%s is truncated: the data ends after %d bytes in the middle of the document", what, n)
		}
		return loadErr(ErrCorrupted, "%s is corrupted: invalid JSON at byte %d (%v)", what, se.Offset, se)
	}
	var te *json.UnmarshalTypeError
	if errors.As(err, &te) {
		field := te.Field
		if field == "" {
			field = "(top)"
		}
		return loadErr(ErrCorrupted, "%s is corrupted: field %s holds a JSON %s where %s is expected", what, field, te.Value, te.Type)
	}
	return loadErr(ErrCorrupted, "%s is corrupted: %v", what, err)
}

func firstBytes(b []byte) string {
	if len(b) > 24 {
		return string(b[:24]) + "..."
	}
	return string(b)
}

// Restore rebuilds a game from a Snapshot. c must hold every card and
// character the snapshot names (by id; its indexing may differ). Errors name
// the problem and wrap ErrTruncated, ErrCorrupted, ErrVersion, ErrWrongGame
// or ErrUnknownCard. Restore never panics, whatever the data.
func Restore(c *Content, data []byte) (*State, error) {
	return restore(c, data, true)
}

func restore(c *Content, data []byte, verify bool) (*State, error) {
	if c == nil {
		return nil, errors.New("restore: no card content")
	}
	h, err := readHeader(data, "snapshot", SnapshotFormat)
	if err != nil {
		return nil, err
	}
	if len(h.State) == 0 || string(h.State) == "null" {
		return nil, loadErr(ErrCorrupted, "snapshot is corrupted: it has no state")
	}
	if verify && checksum(h.State) != h.Checksum {
		return nil, loadErr(ErrCorrupted, "snapshot is corrupted: checksum mismatch (file says %q, content gives %q)", h.Checksum, checksum(h.State))
	}
	var ss snapState
	dec := json.NewDecoder(bytes.NewReader(h.State))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&ss); err != nil {
		if strings.Contains(err.Error(), "unknown field") {
			return nil, loadErr(ErrVersion, "snapshot has a field this build does not know (%v)", err)
		}
		return nil, jsonErr("snapshot", len(h.State), err)
	}
	s, err := ss.state(c)
	if err != nil {
		return nil, err
	}
	if err := s.CheckInvariants(); err != nil {
		return nil, loadErr(ErrCorrupted, "snapshot is corrupted: the restored game is inconsistent: %v", err)
	}
	return s, nil
}

// state converts the decoded form back, checking every reference.
func (ss *snapState) state(c *Content) (*State, error) {
	bad := func(format string, args ...any) error {
		return loadErr(ErrCorrupted, "snapshot is corrupted: "+format, args...)
	}
	s := ss.snapTable.state()
	s.content = c
	s.quiet = ss.Quiet
	if err := s.rng.UnmarshalBinary(ss.RNG); err != nil {
		return nil, bad("random generator state: %v", err)
	}
	s.setup = new(Setup)
	if ss.Setup != nil {
		*s.setup = *ss.Setup
	}
	if ss.PendingAnswer != nil {
		s.ans = answer{ready: true, opt: ss.PendingAnswer.Opt}
		s.ans.opt.setType()
	}
	for i := range s.Dec.Options {
		s.Dec.Options[i].setType()
	}
	n := len(ss.Players)
	if n < 2 || n > MaxSeats {
		return nil, bad("%d seats (a game has 2 to %d)", n, MaxSeats)
	}
	if len(s.Teams) < 1 || len(s.Teams) > n {
		return nil, bad("%d teams for %d seats", len(s.Teams), n)
	}
	s.Cards, s.defs = make([]CardInst, len(ss.Cards)), make([]int16, len(ss.Cards))
	for i, sc := range ss.Cards {
		di, ok := c.DefIndex(sc.Def)
		if !ok {
			return nil, loadErr(ErrUnknownCard, "snapshot names a card this game does not have: card %d is %q", i, sc.Def)
		}
		z, ok := zoneByName(sc.Zone)
		if !ok {
			return nil, bad("card %d is in unknown zone %q", i, sc.Zone)
		}
		ci := CardInst{Owner: sc.Owner, Zone: z, Rake: sc.Rake, Seen: uint8(sc.Seen)}
		switch {
		case sc.Seen == snapAllSeats:
			ci.Seen = allSeats
		case sc.Seen >= 1<<MaxSeats:
			return nil, bad("card %d was seen by seats %#x", i, sc.Seen)
		}
		if ci.Owner < -1 || int(ci.Owner) >= n {
			return nil, bad("card %d is owned by seat %d", i, ci.Owner)
		}
		if nv := len(c.Defs[di].Values); ci.Rake < 0 || (nv > 0 && int(ci.Rake) >= nv) || (nv == 0 && ci.Rake != 0) {
			return nil, bad("card %d has its Rake Token on spot %d", i, ci.Rake)
		}
		s.Cards[i], s.defs[i] = ci, di
	}
	nc := len(s.Cards)
	card := func(id CardID, none bool) bool {
		return (none && id == NoCard) || (id >= 0 && int(id) < nc)
	}
	seat := func(q int, none bool) bool { return (none && q == -1) || (q >= 0 && q < n) }
	pile := func(where string, ids []CardID, none bool) error {
		for _, id := range ids {
			if !card(id, none) {
				return bad("%s holds card %d (there are %d cards)", where, id, nc)
			}
		}
		return nil
	}
	s.Players = make([]Player, n)
	for q, sp := range ss.Players {
		p := sp.player()
		p.Char = -1
		if sp.Char != "" {
			ci, ok := c.CharIndex(sp.Char)
			if !ok {
				return nil, loadErr(ErrUnknownCard, "snapshot names a character this game does not have: seat %d is %q", q+1, sp.Char)
			}
			p.Char = ci
		}
		if p.Team < 0 || int(p.Team) >= len(s.Teams) {
			return nil, bad("seat %d is on team %d", q+1, p.Team)
		}
		for name, v := range sp.Counters {
			c, ok := CounterByName(name)
			if !ok {
				return nil, bad("seat %d has an unknown counter %q", q+1, name)
			}
			p.Counters[c] = v
		}
		piles := sp.lists()
		for name, ids := range sp.Piles {
			k := -1
			for z := range pileInfos {
				if pileKey(PileID(z)) == name {
					k = z
				}
			}
			if k < 0 {
				return nil, bad("seat %d has an unknown pile %q", q+1, name)
			}
			piles[k] = ids
		}
		for _, pl := range []struct {
			name string
			ids  []CardID
		}{{"deck", sp.Deck}, {"hand", sp.Hand}, {"discard", sp.Discard}, {"Drink Me! pile", sp.DrinkMe}, {"Prizes", sp.Prizes}} {
			if err := pile(fmt.Sprintf("seat %d's %s", q+1, pl.name), pl.ids, false); err != nil {
				return nil, err
			}
		}
		for k := range pileInfos {
			if err := pile(fmt.Sprintf("seat %d's %s", q+1, pileKey(PileID(k))), piles[k], pileInfos[k].Slots); err != nil {
				return nil, err
			}
		}
		s.Players[q] = p
		for k, ids := range piles {
			if len(ids) > maxPile {
				return nil, bad("seat %d has a pile of %d cards (at most %d)", q+1, len(ids), maxPile)
			}
			if len(ids) > 0 {
				s.setPile(q, PileID(k), ids)
			}
		}
	}
	tables := ss.snapTable.lists()
	for id, name := range [tablePiles]string{TableDrinkDeck: "the Drink Deck", TableDrinkDiscard: "the Drink discard",
		TableBarDeck: "the Bar Deck", TablePrizeInn: "the Inn's Prizes", TablePrizeBin: "the Prize Bin",
		TableDungeonDeck: "the Dungeon Event Deck", TableDungeonDiscard: "the Dungeon Event discard"} {
		if err := pile(name, tables[id], false); err != nil {
			return nil, err
		}
		if len(tables[id]) > maxPile {
			return nil, bad("%s holds %d cards (at most %d)", name, len(tables[id]), maxPile)
		}
		s.setTable(TableID(id), tables[id])
	}
	r := &s.Round
	if !seat(int(r.Starter), false) || !seat(int(r.Controller), true) || !seat(int(r.Turn), true) || !card(r.Prize, true) {
		return nil, bad("the Round of Gambling refers to a seat or card that does not exist")
	}
	if !seat(int(s.Active), false) {
		return nil, bad("active seat %d", s.Active)
	}
	for k, pl := range s.Plays {
		if !seat(int(pl.Player), false) || !card(pl.Card, true) || pl.Resp < -1 || int(pl.Resp) >= len(s.Plays) ||
			!seat(int(pl.Source), true) || pl.PayTask < -1 || pl.OttoAfter < 0 || int(pl.OttoAfter) > len(s.Plays) {
			return nil, bad("play %d refers to a seat, card or play that does not exist", k)
		}
		ch := s.charOf(int(pl.Player))
		switch pl.Src {
		case srcCard, srcGather, srcEvent, srcMinion:
			if pl.Card == NoCard {
				return nil, bad("play %d has no card", k)
			}
		case srcScarab:
			if ch == nil || ch.ScarabDamage == nil {
				return nil, bad("play %d is Scarab damage of a seat without Scarabs", k)
			}
		case srcHellfire:
			if ch == nil || ch.Hellfire == nil {
				return nil, bad("play %d is a Hellfire effect of a seat without a Hellfire tracker", k)
			}
		case srcStart:
			if ch == nil {
				return nil, bad("play %d is a start-of-turn effect of a seat without a character", k)
			}
		case srcOtto:
			if pl.Card == NoCard || !s.Players[pl.Player].Otto {
				return nil, bad("play %d is a box of Otto's card played by a seat that is not Otto", k)
			}
		default:
			return nil, bad("play %d has unknown source %d", k, pl.Src)
		}
		if ms := s.modes(&s.Plays[k]); pl.Mode < 0 || int(pl.Mode) >= len(ms) && !(len(ms) == 0 && pl.Mode == 0) {
			return nil, bad("play %d uses mode %d of %d", k, pl.Mode, len(ms))
		}
	}
	for k, d := range s.Drinks {
		if !seat(int(d.Drinker), false) || d.N < 0 || int(d.N) > maxDrinkCards || d.Shows < 0 || int(d.Shows) > maxDrinkCards || !seat(int(d.Contestant), true) ||
			d.OttoAfter < 0 || int(d.OttoAfter) > len(s.Plays) || d.Track < 0 || int(d.Track) > len(s.Players) {
			return nil, bad("pending Drink %d refers to a seat that does not exist", k)
		}
		if err := pile(fmt.Sprintf("pending Drink %d", k), d.Cards[:], true); err != nil {
			return nil, err
		}
	}
	for k, t := range s.Tasks {
		if !seat(int(t.P), true) || t.Q < -2 || int(t.Q) >= n {
			return nil, bad("task %d (%+v) refers to a seat that does not exist", k, t)
		}
	}
	for _, w := range s.Winners {
		if !seat(int(w), false) {
			return nil, bad("winner %d is not a seat", w)
		}
	}
	// The decision (pending, or the last one asked once the game is over).
	if !seat(s.Dec.Seat, false) || !card(s.Dec.About, true) {
		return nil, bad("the pending decision refers to a seat or card that does not exist")
	}
	for _, o := range s.Dec.Options {
		if !card(o.Card, true) || !seat(int(o.Seat), true) {
			return nil, bad("option %q refers to a seat or card that does not exist", o.Key)
		}
	}
	if s.ans.ready && (!card(s.ans.opt.Card, true) || !seat(int(s.ans.opt.Seat), true)) {
		return nil, bad("the pending answer refers to a seat or card that does not exist")
	}
	return s, nil
}

func zoneByName(name string) (Zone, bool) {
	for i, z := range zoneNames {
		if z == name {
			return Zone(i), true
		}
	}
	return 0, false
}
