package server

import (
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"

	"undercity/ai"
	"undercity/ai/gambler"
	"undercity/engine"
	"undercity/engine/gamble"
	"undercity/game"
	"undercity/game/drive"
	"undercity/game/online"
)

// match is a started game of either kind, driven by the one driver
// (game/drive): remote seats answer what their players sent, computer
// seats (and stand-ins for players away past the timeout) answer
// themselves.
type match interface {
	// pending is the seat the game waits for (ok false when it is over).
	pending() (seat int, ok bool)
	// ask is seat's pending decision, or nil.
	ask(seat int) *online.Ask
	// offered reports whether key is an option of the pending decision.
	offered(key string) bool
	// give hands a remote seat its player's answer.
	give(seat int, key string)
	// run drives the game until it ends or waits for a remote seat.
	run() error
	answers() int
	over() bool
	// view is what viewer (a seat, or -1 for a spectator) may see, as
	// JSON, with the log's lines from logFrom on; n is the log's length.
	view(viewer, logFrom int) (data []byte, n int, err error)
	// seatView is what viewer may see as JSON without its log, and the
	// log's lines as JSON: the lines given (the log only grows) and the
	// new ones after them.
	// idx, when not nil, says where the view's parts lie (diffView).
	seatView(viewer int, lines [][]byte) (data []byte, idx *viewIndex, all [][]byte, err error)
	hash() string
	// standIn makes a computer play for a remote seat (or stop).
	standIn(seat int, on bool)
	// remote reports whether a player (not a computer) sits at seat.
	remote(seat int) bool
}

// after is called after each answer the driver applies (its invariants
// checked): n is the number of answers so far; an error ends the run.
type afterFunc func(n int, key string) error

// seatSeed is the seed of a computer (or stand-in) at seat i.
func seatSeed(seed uint64, i int) uint64 { return seed ^ (uint64(i+1) * 0x9e3779b97f4a7c15) }

// remoteInn is a player's seat at an Inn table: the answer its player sent
// (drive.Human), or its stand-in's while it stands in.
type remoteInn struct {
	*drive.Human
	stand    ai.Seat
	standing bool
}

func (r *remoteInn) Name() string { return "remote" }

// Blind reports that the seat reads no Observation while its player
// answers (the driver then builds none: a copy of the state for every
// turn of a player, twice for each answer, the turn it waits and the
// turn it takes the answer); its stand-in reads one.
func (r *remoteInn) Blind() bool { return !r.standing }

func (r *remoteInn) Choose(obs *engine.Observation, d engine.Decision) string {
	if r.standing {
		return r.stand.Choose(obs, d)
	}
	return r.Human.Choose(obs, d)
}

type innMatch struct {
	st      *engine.State
	dr      *drive.Driver
	remotes []*remoteInn
	lines   [][]byte        // the log's lines as JSON (seatView)
	sizes   map[int]int     // by viewer: the length of its last view's JSON (seatView)
	room    engine.ViewRoom // the memory each view is built in (seatView encodes it and drops it)
}

// innSetup turns a table setup into an engine Setup: the mode's seating
// with the chosen characters, or characters dealt from the seed.
func innSetup(ts online.TableSetup, seed uint64) (engine.Setup, error) {
	c, err := game.Content()
	if err != nil {
		return engine.Setup{}, err
	}
	chars := append([]string(nil), ts.Chars...)
	n := len(ts.Seats)
	if len(chars) != 0 && len(chars) != n {
		return engine.Setup{}, fmt.Errorf("%d characters for %d seats", len(chars), n)
	}
	if len(chars) == 0 {
		info, ok := engine.Mode(strings.ToLower(ts.Mode))
		if ts.Mode == "" {
			info, ok = engine.Mode(engine.ModeFFA)
		}
		if !ok {
			return engine.Setup{}, fmt.Errorf("unknown mode %q (modes: %s)", ts.Mode, strings.Join(game.Modes, ", "))
		}
		var heroes, bosses []string
		for _, ch := range c.Chars {
			switch {
			case ch.ID == engine.OttoID:
			case ch.BossDeck != "":
				bosses = append(bosses, ch.ID)
				heroes = append(heroes, ch.ID)
			default:
				heroes = append(heroes, ch.ID)
			}
		}
		r := rand.New(rand.NewPCG(seed, 17))
		r.Shuffle(len(heroes), func(a, b int) { heroes[a], heroes[b] = heroes[b], heroes[a] })
		for i := 0; i < n; i++ {
			ch := heroes[i%len(heroes)]
			if info.BossSeat(i) && len(bosses) > 0 {
				ch = bosses[r.IntN(len(bosses))]
			}
			chars = append(chars, ch)
		}
	}
	su, err := game.ModeSetup(ts.Mode, chars, seed, ts.Opts)
	if err != nil {
		return su, err
	}
	if info, _ := engine.Mode(su.Mode); !info.BossBattle && !info.Otto && len(su.Seats) > 0 {
		su.First = int(seed % uint64(len(su.Seats)))
	}
	return su, nil
}

// seatsOf is the number of engine seats a table setup deals (Otto's
// variant adds Otto).
func seatsOf(ts online.TableSetup) int {
	if ts.Game != online.GameGamble {
		if info, ok := engine.Mode(strings.ToLower(ts.Mode)); ok && info.Otto {
			return len(ts.Seats) + 1
		}
	}
	return len(ts.Seats)
}

func newInnMatch(rec *Record, after afterFunc) (*innMatch, error) {
	su, err := innSetup(rec.Setup, rec.Seed)
	if err != nil {
		return nil, err
	}
	c, err := game.Content()
	if err != nil {
		return nil, err
	}
	if len(su.Seats) != len(rec.Seats) {
		return nil, fmt.Errorf("the setup deals %d seats, the table has %d", len(su.Seats), len(rec.Seats))
	}
	st, err := engine.NewGame(c, su)
	if err != nil {
		return nil, err
	}
	m := &innMatch{st: st, remotes: make([]*remoteInn, len(rec.Seats))}
	seats := make([]ai.Seat, len(rec.Seats))
	for i, sr := range rec.Seats {
		level := sr.Level
		if level == "" {
			level = "normal"
		}
		comp, err := ai.New(level, sr.Seed)
		if err != nil {
			return nil, err
		}
		if sr.Status == online.SeatPlayer {
			m.remotes[i] = &remoteInn{Human: drive.NewHuman(), stand: comp}
			seats[i] = m.remotes[i]
		} else {
			seats[i] = comp
		}
	}
	m.dr = &drive.Driver{State: st, Seats: seats, After: func(s *engine.State, _ engine.Decision, key string) error {
		if err := s.CheckInvariants(); err != nil {
			return err
		}
		return after(len(s.Answers), key)
	}}
	return m, nil
}

// replay plays stored answers again through the driver (every seat a
// replay seat).
func (m *innMatch) replay(answers []string) error {
	if len(answers) == 0 {
		return nil
	}
	seats := make([]ai.Seat, len(m.dr.Seats))
	sc := drive.NewScripted("replay", answers)
	for i := range seats {
		seats[i] = sc
	}
	dr := &drive.Driver{State: m.st, Seats: seats}
	end, err := dr.Run()
	if err != nil {
		return err
	}
	if sc.Left() != 0 || (end != drive.NoAnswer && end != drive.Over) {
		return fmt.Errorf("the replay stopped (%s) with %d answers left", end, sc.Left())
	}
	return nil
}

func (m *innMatch) pending() (int, bool) {
	if m.st.Over {
		return 0, false
	}
	d, ok := m.st.Pending()
	return d.Seat, ok
}

func (m *innMatch) ask(seat int) *online.Ask {
	d, ok := m.st.Pending()
	if !ok || m.st.Over || d.Seat != seat {
		return nil
	}
	a := &online.Ask{Seat: seat, Kind: string(d.Kind), Prompt: d.Prompt}
	for _, o := range d.Options {
		a.Options = append(a.Options, online.Choice{Key: o.Key, Label: o.Label})
	}
	return a
}

func (m *innMatch) offered(key string) bool {
	d, ok := m.st.Pending()
	return ok && slices.ContainsFunc(d.Options, func(o engine.Option) bool { return o.Key == key })
}

func (m *innMatch) give(seat int, key string) {
	if r := m.remotes[seat]; r != nil {
		r.Give(key)
	}
}

func (m *innMatch) run() error {
	_, err := m.dr.Run()
	return err
}

func (m *innMatch) answers() int { return len(m.st.Answers) }
func (m *innMatch) over() bool   { return m.st.Over }
func (m *innMatch) hash() string { return engine.FormatHash(m.st.Hash()) }

// viewAll is the all-seeing viewer, for tests only (Options.Tamper).
const viewAll = -2

func (m *innMatch) build(viewer int) *engine.View {
	switch {
	case viewer == viewAll:
		return m.st.AllSeeingView()
	case viewer < 0:
		return m.st.PublicView()
	default:
		return m.st.View(viewer)
	}
}

func (m *innMatch) seatView(viewer int, _ [][]byte) ([]byte, *viewIndex, [][]byte, error) {
	// The Inn's log is public and only grows (engine viewLog): its lines
	// are encoded once for every viewer, and a view is built with the
	// lines not encoded yet only (the whole log, copied for each view,
	// was most of a view's building late in a game).
	if len(m.st.Log) < len(m.lines) {
		m.lines = nil
	}
	var v *engine.View
	if viewer == viewAll {
		v = m.build(viewer)
		v.Log = v.Log[len(m.lines):]
	} else {
		v = m.st.ViewIn(&m.room, viewer, len(m.lines))
	}
	lines := m.lines
	for _, e := range v.Log {
		b, err := json.Marshal(e)
		if err != nil {
			return nil, nil, nil, err
		}
		lines = append(lines, b)
	}
	m.lines = lines
	v.Log = nil
	data, idx, err := encodeViewIndexed(v, m.sizes[viewer])
	if m.sizes == nil {
		m.sizes = map[int]int{}
	}
	m.sizes[viewer] = len(data)
	return data, idx, lines, err
}

// appendLines adds the JSON of the log's lines after those of lines (all
// of them again if the log is shorter).
func appendLines[E any](lines [][]byte, log []E) ([][]byte, error) {
	if len(log) < len(lines) {
		lines = nil
	}
	for _, e := range log[len(lines):] {
		b, err := json.Marshal(e)
		if err != nil {
			return nil, err
		}
		lines = append(lines, b)
	}
	return lines, nil
}

func (m *innMatch) view(viewer, logFrom int) ([]byte, int, error) {
	v := m.build(viewer)
	n := len(v.Log)
	v.Log = v.Log[min(logFrom, n):]
	data, err := json.Marshal(v)
	return data, n, err
}

func (m *innMatch) standIn(seat int, on bool) {
	if r := m.remotes[seat]; r != nil {
		r.standing = on
	}
}

func (m *innMatch) remote(seat int) bool { return m.remotes[seat] != nil }

// remoteGamble is a player's seat at a gambling table.
type remoteGamble struct {
	*drive.GambleHuman
	stand    gambler.Seat
	standing bool
}

func (r *remoteGamble) Name() string { return "remote" }

// Blind reports that the seat reads no Observation while its player
// answers (remoteInn.Blind).
func (r *remoteGamble) Blind() bool { return !r.standing }

func (r *remoteGamble) Choose(obs *gamble.Observation, d gamble.Decision) string {
	if r.standing {
		return r.stand.Choose(obs, d)
	}
	return r.GambleHuman.Choose(obs, d)
}

// scriptedGambler answers from a list (the replay of stored answers).
type scriptedGambler struct {
	answers []string
	next    int
}

func (s *scriptedGambler) Name() string { return "replay" }

func (s *scriptedGambler) Choose(*gamble.Observation, gamble.Decision) string {
	if s.next >= len(s.answers) {
		return ""
	}
	s.next++
	return s.answers[s.next-1]
}

type gambleMatch struct {
	st      *gamble.State
	dr      *drive.GambleDriver
	remotes []*remoteGamble
}

// gambleSetup turns a table setup into a gambling session's Setup.
func gambleSetup(ts online.TableSetup, seed uint64, names []string) (gamble.Setup, error) {
	n := len(ts.Seats)
	g := gamble.GameID(strings.ToLower(ts.Gamble))
	if g == "" {
		g = gamble.RoguesAndWarriors
	}
	v, err := gamble.ParseVariants(strings.ToLower(ts.Variants))
	if err != nil {
		return gamble.Setup{}, err
	}
	split, err := gamble.ParseSplit(strings.ToLower(ts.Split))
	if err != nil {
		return gamble.Setup{}, fmt.Errorf("split: %w", err)
	}
	if ts.Games < 0 {
		return gamble.Setup{}, fmt.Errorf("games is a number of games (1 or more), not %d", ts.Games)
	}
	if ts.UntilOneLeft && ts.Games > 0 {
		return gamble.Setup{}, fmt.Errorf("until_one_left plays until one player is left with money to ante: it takes no number of games (games %d)", ts.Games)
	}
	stake := ts.Stake
	if stake == 0 {
		stake = 50
	}
	su := gamble.Setup{Seed: seed, Game: g, Variants: v, Names: names, Games: ts.Games, Shares: ts.Shares,
		Share: ts.Share, ChooseGame: ts.ChooseGame, Starting: int(seed % uint64(max(n, 1))),
		MinRaise: ts.MinRaise, Split: split, ChooseSplit: ts.ChooseSplit}
	switch {
	case g == gamble.AdventurersChoice:
		if ts.UntilOneLeft {
			return gamble.Setup{}, fmt.Errorf("Adventurer's Choice is played for a number of rounds, not until one player is left")
		}
		stake, su.Games, su.Rounds = gamble.ChoiceStake, 0, max(ts.Rounds, 1)
	case ts.UntilOneLeft:
		su.Games = 0 // until only one player has money to ante
	case su.Games == 0:
		su.Games = 3
	}
	for range n {
		su.Stakes = append(su.Stakes, stake)
	}
	return su, nil
}

func newGambleMatch(rec *Record, after afterFunc) (*gambleMatch, error) {
	names := make([]string, len(rec.Seats))
	for i, sr := range rec.Seats {
		names[i] = sr.Name
		if names[i] == "" {
			// A computer of a table stored before computers were named
			// (the names are in the setup its stored hash checks).
			names[i] = fmt.Sprintf("Seat %d", i+1)
		}
	}
	su, err := gambleSetup(rec.Setup, rec.Seed, names)
	if err != nil {
		return nil, err
	}
	st, err := gamble.NewGame(su)
	if err != nil {
		return nil, err
	}
	m := &gambleMatch{st: st, remotes: make([]*remoteGamble, len(rec.Seats))}
	seats := make([]gambler.Seat, len(rec.Seats))
	for i, sr := range rec.Seats {
		level := sr.Level
		if level == "" {
			level = "normal"
		}
		comp, err := gambler.New(level, sr.Seed)
		if err != nil {
			return nil, err
		}
		if sr.Status == online.SeatPlayer {
			m.remotes[i] = &remoteGamble{GambleHuman: drive.NewGambleHuman(), stand: comp}
			seats[i] = m.remotes[i]
		} else {
			seats[i] = comp
		}
	}
	m.dr = &drive.GambleDriver{State: st, Seats: seats, After: func(s *gamble.State, _ gamble.Decision, key string) error {
		if err := s.CheckInvariants(); err != nil {
			return err
		}
		return after(len(s.Answers), key)
	}}
	return m, nil
}

func (m *gambleMatch) replay(answers []string) error {
	if len(answers) == 0 {
		return nil
	}
	sc := &scriptedGambler{answers: answers}
	seats := make([]gambler.Seat, len(m.dr.Seats))
	for i := range seats {
		seats[i] = sc
	}
	dr := &drive.GambleDriver{State: m.st, Seats: seats}
	if _, err := dr.Run(); err != nil {
		return err
	}
	if sc.next != len(answers) {
		return fmt.Errorf("the replay stopped with %d answers left", len(answers)-sc.next)
	}
	return nil
}

func (m *gambleMatch) pending() (int, bool) {
	d, ok := m.st.Pending()
	return d.Seat, ok
}

func (m *gambleMatch) ask(seat int) *online.Ask {
	d, ok := m.st.Pending()
	if !ok || d.Seat != seat {
		return nil
	}
	a := &online.Ask{Seat: seat, Kind: string(d.Kind), Prompt: d.Prompt}
	for _, o := range d.Options {
		a.Options = append(a.Options, online.Choice{Key: o.Key, Label: o.Label})
	}
	return a
}

func (m *gambleMatch) offered(key string) bool {
	d, ok := m.st.Pending()
	return ok && slices.ContainsFunc(d.Options, func(o gamble.Option) bool { return o.Key == key })
}

func (m *gambleMatch) give(seat int, key string) {
	if r := m.remotes[seat]; r != nil {
		r.Give(key)
	}
}

func (m *gambleMatch) run() error {
	_, err := m.dr.Run()
	return err
}

func (m *gambleMatch) answers() int { return len(m.st.Answers) }
func (m *gambleMatch) over() bool   { _, ok := m.st.Pending(); return !ok }
func (m *gambleMatch) hash() string { return gamble.FormatHash(m.st.Hash()) }

func (m *gambleMatch) seatView(viewer int, lines [][]byte) ([]byte, *viewIndex, [][]byte, error) {
	v := online.NewGambleView(m.st, viewer)
	// A line names a card only while the viewer may see it: every line
	// is encoded again.
	lines, err := appendLines(nil, v.Log)
	if err != nil {
		return nil, nil, nil, err
	}
	v.Log = nil
	data, err := json.Marshal(v)
	return data, nil, lines, err
}

func (m *gambleMatch) view(viewer, logFrom int) ([]byte, int, error) {
	v := online.NewGambleView(m.st, viewer)
	n := len(v.Log)
	v.Log = v.Log[min(logFrom, n):]
	data, err := json.Marshal(v)
	return data, n, err
}

func (m *gambleMatch) standIn(seat int, on bool) {
	if r := m.remotes[seat]; r != nil {
		r.standing = on
	}
}

func (m *gambleMatch) remote(seat int) bool { return m.remotes[seat] != nil }

// newMatch starts the game of a record, replaying answers when it
// resumes: the position after the first hashAt of them is checked against
// hash (the hash stored last), then the rest are played.
func newMatch(rec *Record, answers []string, hash string, hashAt int, after afterFunc) (match, error) {
	var m interface {
		match
		replay(answers []string) error
	}
	var err error
	if rec.Setup.Game == online.GameGamble {
		m, err = newGambleMatch(rec, after)
	} else {
		m, err = newInnMatch(rec, after)
	}
	if err != nil {
		return nil, err
	}
	hashAt = min(max(hashAt, 0), len(answers))
	if err := m.replay(answers[:hashAt]); err != nil {
		return m, err
	}
	if hashAt > 0 {
		if got := m.hash(); got != hash {
			return m, fmt.Errorf("the replayed position's hash is %s, not the stored %s", got, hash)
		}
	}
	return m, m.replay(answers[hashAt:])
}
