package server

import (
	"context"
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"os"
	"reflect"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"undercity/engine"
	"undercity/engine/gamble"
	"undercity/game"
	"undercity/game/online"
)

// received is a message a client got: the viewer (a seat, or -1 for a
// spectator), the version and the bytes as they came.
type received struct {
	viewer  int
	version int
	raw     []byte
	ask     *online.Ask
	// view is a state's view as the client built it (a view delta
	// applied to its last view): every byte a patch put is in it.
	view []byte
}

// recorder keeps every state message of a table.
type recorder struct {
	mu   sync.Mutex
	msgs []received
}

func (r *recorder) add(m online.ServerMsg, raw []byte) {
	if m.Type != online.TypeState {
		// Lobby, acks and errors name no cards; they are checked for the
		// seed below all the same.
		m.Seat, m.Version = -3, -1
	}
	r.mu.Lock()
	r.msgs = append(r.msgs, received{viewer: m.Seat, version: m.Version, raw: append([]byte(nil), raw...), ask: m.Decision, view: m.View})
	r.mu.Unlock()
}

// spectate watches a table until it is over, recording every message.
func spectate(t *testing.T, url, code string, rec *recorder, delta bool) func() {
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	c, err := online.DialWith(ctx, url, online.DialOptions{ViewDelta: delta})
	require.NoError(t, err)
	t.Cleanup(func() { c.CloseNow() })
	send(t, c, online.ClientMsg{Type: online.TypeSpectate, Code: code})
	done := make(chan struct{})
	go func() {
		defer close(done)
		ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
		defer cancel()
		for {
			m, raw, err := c.Recv(ctx)
			if err != nil {
				return
			}
			rec.add(m, raw)
			if m.Type == online.TypeState && m.Over {
				return
			}
		}
	}()
	return func() { <-done; c.CloseNow() }
}

// leakCheck replays a finished table's stored answers and checks every
// recorded message against the engine's visibility at its version: a seat
// may hold only card identities its Observation does not hide (Inn) or
// cards it has seen (gambling); a spectator only those every seat sees.
// No message holds the seed, and only the deciding seat gets a decision.
func leakCheck(sv Saved, msgs []received) error {
	byVersion := map[int][]received{}
	seed := strconv.FormatUint(sv.Record.Seed, 10)
	for _, m := range msgs {
		if strings.Contains(string(m.raw), `"seed"`) || (len(seed) > 6 && strings.Contains(string(m.raw), seed)) {
			return fmt.Errorf("a message holds the seed: %.200s", m.raw)
		}
		if m.viewer >= -1 {
			byVersion[m.version] = append(byVersion[m.version], m)
		}
	}
	if sv.Record.Setup.Game == online.GameGamble {
		return gambleLeaks(sv, byVersion)
	}
	return innLeaks(sv, byVersion)
}

func innLeaks(sv Saved, byVersion map[int][]received) error {
	c, err := game.Content()
	if err != nil {
		return err
	}
	su, err := innSetup(sv.Record.Setup, sv.Record.Seed)
	if err != nil {
		return err
	}
	s, err := engine.NewGame(c, su)
	if err != nil {
		return err
	}
	for v := 0; ; v++ {
		if ms := byVersion[v]; len(ms) > 0 {
			obs := make([]*engine.Observation, len(s.Players))
			for q := range obs {
				obs[q] = s.Observation(q)
			}
			for _, m := range ms {
				seen := func(id int) bool {
					for q, o := range obs {
						if (m.viewer < 0 || m.viewer == q) && o.Hidden(engine.CardID(id)) {
							return false
						}
					}
					return true
				}
				def := func(id int) string { return s.Def(engine.CardID(id)).ID }
				if err := walkMessage(m, len(s.Cards), seen, def, true); err != nil {
					return fmt.Errorf("version %d, viewer %d: %w", v, m.viewer, err)
				}
				if d, ok := s.Pending(); m.ask != nil && (!ok || m.ask.Seat != m.viewer || d.Seat != m.viewer) {
					return fmt.Errorf("version %d: viewer %d got a decision not its own", v, m.viewer)
				}
			}
		}
		if v >= len(sv.Answers) {
			return nil
		}
		if err := s.Answer(sv.Answers[v]); err != nil {
			return err
		}
	}
}

func gambleLeaks(sv Saved, byVersion map[int][]received) error {
	names := make([]string, len(sv.Record.Seats))
	for i, sr := range sv.Record.Seats {
		names[i] = sr.Name
		if names[i] == "" {
			names[i] = fmt.Sprintf("Seat %d", i+1)
		}
	}
	su, err := gambleSetup(sv.Record.Setup, sv.Record.Seed, names)
	if err != nil {
		return err
	}
	s, err := gamble.NewGame(su)
	if err != nil {
		return err
	}
	n := len(s.Players)
	for v := 0; ; v++ {
		// The last showdown's cards were shown to everyone; every seat's
		// Observation carries the Result.
		shown := map[int]bool{}
		if r := s.Result; r != nil {
			for _, id := range r.Table {
				shown[int(id)] = true
			}
			for _, h := range r.Hands {
				for _, id := range h.Cards {
					shown[int(id)] = true
				}
				for _, d := range h.Districts {
					shown[int(d.Card)] = true
				}
			}
		}
		for _, m := range byVersion[v] {
			seen := func(id int) bool {
				if shown[id] {
					return true
				}
				c := s.Cards[id]
				if c.Up || c.Zone == gamble.ZoneBox { // face up, or not in play (the Dragon Horde cards an option names)
					return true
				}
				if m.viewer < 0 {
					return c.Seen == uint16(1)<<n-1
				}
				return c.Seen&(1<<uint(m.viewer)) != 0
			}
			if err := walkMessage(m, len(s.Cards), seen, nil, false); err != nil {
				return fmt.Errorf("version %d, viewer %d: %w", v, m.viewer, err)
			}
			if err := checkObs(s, m); err != nil {
				return fmt.Errorf("version %d, viewer %d: %w", v, m.viewer, err)
			}
			if d, ok := s.Pending(); m.ask != nil && (!ok || m.ask.Seat != m.viewer || d.Seat != m.viewer) {
				return fmt.Errorf("version %d: viewer %d got a decision not its own", v, m.viewer)
			}
		}
		if v >= len(sv.Answers) {
			return nil
		}
		if err := s.Answer(sv.Answers[v]); err != nil {
			return err
		}
	}
}

// checkObs checks the Observation state a gambling view carries for the
// screen (obs: a seat's own, the public one for a spectator), whose
// cards are bare ids in their places: it must be the engine's
// Observation of that viewer (gamble.Public for a spectator), every card
// the viewer has not seen dealt in canonical order, without the log, the
// answers or another seat's options.
func checkObs(s *gamble.State, m received) error {
	if m.view == nil {
		return nil
	}
	var view struct{ Obs json.RawMessage }
	if err := json.Unmarshal(m.view, &view); err != nil {
		return err
	}
	if view.Obs == nil {
		return fmt.Errorf("the view has no obs to draw")
	}
	viewer := m.viewer
	if viewer < 0 {
		viewer = gamble.Public
	}
	o := s.Observation(viewer).State()
	o.Log, o.Answers = nil, nil
	if !o.HasDec || o.Dec.Seat != viewer {
		o.Dec = gamble.Decision{Seat: o.Dec.Seat, Kind: o.Dec.Kind}
	}
	want, err := json.Marshal(o)
	if err != nil {
		return err
	}
	var got, exp any
	if err := json.Unmarshal(view.Obs, &got); err != nil {
		return err
	}
	if err := json.Unmarshal(want, &exp); err != nil {
		return err
	}
	if !reflect.DeepEqual(got, exp) {
		return fmt.Errorf("obs is not the engine's Observation for this viewer: a card hidden from this viewer, or a place changed")
	}
	return nil
}

// walkMessage checks a message as it came and, for a state, its view as
// the client built it (where a view delta's edits are read in place).
func walkMessage(m received, ncards int, seen func(int) bool, def func(int) string, needBack bool) error {
	if err := walkCards(m.raw, ncards, seen, def, needBack); err != nil {
		return err
	}
	if m.view == nil {
		return nil
	}
	// The view's log as the client put it together holds lines of earlier
	// states, checked in their own messages (a gambling log names a card
	// only while the viewer may see it: a line kept from then may name a
	// card hidden now).
	var view map[string]any
	if err := json.Unmarshal(m.view, &view); err != nil {
		return err
	}
	delete(view, "log")
	return walkTree(view, ncards, seen, def, needBack)
}

// walkCards finds every card identity in a message: an object's "card" or
// "about", an "id" (with a "back" for the Inn's cards), a "def" with its
// id; each must be seen, and a def must be its card's.
func walkCards(raw []byte, ncards int, seen func(int) bool, def func(int) string, needBack bool) error {
	var tree any
	if err := json.Unmarshal(raw, &tree); err != nil {
		return err
	}
	return walkTree(tree, ncards, seen, def, needBack)
}

// walkTree is walkCards over a decoded message.
func walkTree(tree any, ncards int, seen func(int) bool, def func(int) string, needBack bool) error {
	var walk func(path string, x any) error
	walk = func(path string, x any) error {
		switch x := x.(type) {
		case []any:
			for k, e := range x {
				if err := walk(path+"["+strconv.Itoa(k)+"]", e); err != nil {
					return err
				}
			}
		case map[string]any:
			if d, ok := x["def"].(string); ok && d != "" && def != nil {
				f, ok := x["id"].(float64)
				if !ok || f < 0 || int(f) >= ncards {
					return fmt.Errorf("%s: definition %s without its card", path, d)
				}
				if def(int(f)) != d {
					return fmt.Errorf("%s: card %d is not %s", path, int(f), d)
				}
			}
			for key, e := range x {
				f, ok := e.(float64)
				named := ok && f >= 0 && int(f) < ncards && (key == "card" || key == "about" || key == "id" && (!needBack || x["back"] != nil))
				if named && !seen(int(f)) {
					return fmt.Errorf("%s.%s: card %d is hidden from this viewer", path, key, int(f))
				}
				if err := walk(path+"."+key, e); err != nil {
					return err
				}
			}
		}
		return nil
	}
	return walk("msg", tree)
}

// playRecorded plays one table through the server with bots and a
// spectator, and checks every message for leaks.
func playRecorded(t *testing.T, url string, store *MemoryStore, ts online.TableSetup, seed uint64, delta, botDelta bool) error {
	return playRecordedThinking(t, url, store, ts, seed, delta, botDelta, 0)
}

// playRecordedThinking is playRecorded with bots that wait think before
// each answer.
func playRecordedThinking(t *testing.T, url string, store *MemoryStore, ts online.TableSetup, seed uint64, delta, botDelta bool, think time.Duration) error {
	st := setUp(t, url, ts)
	st.wholeViews, st.think = !botDelta, think
	st.host.CloseNow()
	rec := &recorder{}
	stop := spectate(t, url, st.code, rec, delta)
	playBots(t, url, st, seed, func(_ int, m online.ServerMsg, raw []byte) { rec.add(m, raw) })
	stop()
	saved, err := store.Load()
	require.NoError(t, err)
	for _, sv := range saved {
		if sv.Record.Code == st.code {
			require.True(t, sv.Record.Over)
			return leakCheck(sv, rec.msgs)
		}
	}
	return fmt.Errorf("table %s not stored", st.code)
}

// TestNoMessageLeaks: games of every mode of both games, played through a
// real server on loopback with bot clients and a spectator: no message to
// a seat holds a card hidden from it, none to the spectator a card hidden
// from anyone. By default each setup is played once (seconds);
// ONLINE_LEAK_GAMES=n plays n games over the setups (500 for the full run).
func TestNoMessageLeaks(t *testing.T) {
	store := NewMemoryStore()
	url, _ := startServer(t, Options{Store: store})
	setups := everySetup(rand.New(rand.NewPCG(11, 11)))
	games := len(setups)
	if n, err := strconv.Atoi(os.Getenv("ONLINE_LEAK_GAMES")); err == nil && n > 0 {
		games = n
	}
	r := rand.New(rand.NewPCG(12, 12))
	for g := range games {
		ts := setups[g%len(setups)]
		if g >= len(setups) {
			ts.Opts = engine.Options{Prizes: r.IntN(2) == 0, BarDeck: r.IntN(2) == 0, Dungeon: r.IntN(2) == 0}
		}
		// The bots take view deltas; the spectator by turns.
		require.NoError(t, playRecorded(t, url, store, ts, uint64(g), g%2 == 0, true), "game %d: %+v", g, ts)
	}
}

// TestLeakCheckCatchesASlippedCard: a server that slips another seat's
// hand card (Inn) or an unseen card (gambling) into a seat's view fails
// the check.
func TestLeakCheckCatchesASlippedCard(t *testing.T) {
	slip := func(seat int, msg *online.ServerMsg, all []byte) {
		if seat != 0 || msg.View == nil {
			return
		}
		var v, a map[string]any
		if json.Unmarshal(msg.View, &v) != nil || json.Unmarshal(all, &a) != nil {
			return
		}
		// Every view of seat 0 is encoded again here (its keys in another
		// order), the card slipped from version 2 on: with view deltas it
		// comes in a patch.
		defer func() { msg.View, _ = json.Marshal(v) }()
		if msg.Version < 2 {
			return
		}
		seats, _ := v["seats"].([]any)
		allSeats, _ := a["seats"].([]any)
		for q := 1; q < len(seats); q++ {
			sv, _ := seats[q].(map[string]any)
			av, _ := allSeats[q].(map[string]any)
			if _, gambling := sv["money"]; gambling {
				if h, ok := av["hand"].([]any); ok && len(h) > 0 {
					sv["hand"] = h
				}
				continue
			}
			if zs, ok := av["zones"]; ok {
				sv["zones"] = zs
			}
		}
	}
	for _, ts := range []online.TableSetup{
		{Seats: []string{"me", "open", "random"}},
		{Game: online.GameGamble, Seats: []string{"me", "open", "random"}, Games: 1},
	} {
		for _, seed := range []uint64{1, 2} { // the bots with view deltas and log deltas, and with whole views
			// A table's deal is the server's own, so a game may end
			// before seat 0 is sent a state with another's card still
			// hidden (a gambling game of one hand whose first answers
			// fold every other player): up to four tables are played,
			// and the check must catch the slip in one of them.
			var err error
			for try := uint64(0); try < 4 && err == nil; try++ {
				store := NewMemoryStore()
				url, _ := startServer(t, Options{Store: store, Tamper: slip})
				// The bots take 5 ms an answer, as in the spectator's
				// check below: a writer that falls behind sends only the
				// latest state.
				err = playRecordedThinking(t, url, store, ts, seed+10*try, seed == 1, seed == 1, 5*time.Millisecond)
			}
			require.Error(t, err, "%+v", ts)
			assert.Contains(t, err.Error(), "hidden from this viewer")
		}
	}
}

// TestLeakCheckCatchesACardSlippedToASpectator: a server that slips a
// player's face-down cards into the public Observation a spectator of a
// gambling table draws fails the check.
func TestLeakCheckCatchesACardSlippedToASpectator(t *testing.T) {
	slip := func(seat int, msg *online.ServerMsg, all []byte) {
		if seat != online.ViewerPublic || msg.View == nil || msg.Version < 2 {
			return
		}
		var v map[string]any
		var a struct{ Seats []online.GambleSeat }
		if json.Unmarshal(msg.View, &v) != nil || json.Unmarshal(all, &a) != nil {
			return
		}
		obs, _ := v["obs"].(map[string]any)
		players, _ := obs["Players"].([]any)
		for q, p := range players {
			pm, _ := p.(map[string]any)
			if pm == nil || q >= len(a.Seats) || len(a.Seats[q].Hand) == 0 {
				continue
			}
			hand := make([]any, len(a.Seats[q].Hand))
			for k, c := range a.Seats[q].Hand {
				hand[k] = float64(c.ID)
			}
			pm["Hand"] = hand
		}
		msg.View, _ = json.Marshal(v)
	}
	// The bots take 5 ms an answer: a spectator whose writer falls behind
	// gets only the latest state (the outbox), and on a loaded machine
	// bots answering at once could finish the game before it is sent any
	// state but the showdown's, where every card is shown and nothing
	// slipped is hidden.
	for _, seed := range []uint64{1, 2} { // the spectator with view deltas, and with whole views
		store := NewMemoryStore()
		url, _ := startServer(t, Options{Store: store, Tamper: slip})
		err := playRecordedThinking(t, url, store, online.TableSetup{Game: online.GameGamble, Seats: []string{"me", "open", "random"}, Games: 1}, seed, seed == 1, true, 5*time.Millisecond)
		require.Error(t, err)
		assert.Contains(t, err.Error(), "hidden from this viewer")
	}
}
