// Package online is the protocol of online tables: the messages a client
// and a table server exchange over a WebSocket, shared by the server
// (game/online/server), its bot clients and the desktop client.
// docs/online.md describes the protocol.
package online

import (
	"encoding/json"
	"time"

	"undercity/engine"
	"undercity/engine/gamble"
)

// Protocol is the version of this protocol; a client of another version
// is refused on connect with a plain message.
const Protocol = 1

// Rules is the rules version of both games; a client built with other
// rules is refused on connect.
const Rules = engine.RulesVersion + "+" + gamble.RulesVersion

// MaxMessage is the largest message a client may send (64 KiB).
const MaxMessage = 64 << 10

// The games a table plays.
const (
	GameInn    = "inn"    // The Red Dragon Inn (every mode)
	GameGamble = "gamble" // Gambling? I'm In!
)

// Client message types.
const (
	TypeHello    = "hello"    // Protocol, Rules: the first message
	TypeCreate   = "create"   // Name, Table: create a table, become its host
	TypeJoin     = "join"     // Code, Name: take an open seat
	TypeSpectate = "spectate" // Code: watch a table (the public view)
	TypeResume   = "resume"   // Code, Tokens: take back held seats (reconnect)
	TypeFill     = "fill"     // host: Seat, Level: a computer in an open seat
	TypeStart    = "start"    // host: start the game
	TypeAnswer   = "answer"   // Seat, Version, Move
	TypePing     = "ping"
	// TypeSync is a ping answered (with a pong) only after the messages
	// this connection sent before it are carried out: a client that sends
	// a request and then a sync knows an error before the pong was that
	// request's. A plain ping is answered at once (a heartbeat).
	TypeSync = "sync"
	// TypeHint asks what a strong computer would do about the seat's own
	// pending decision (Seat, Version): the server works it out from that
	// seat's Observation and replies with a hint message (at most one
	// every MinHintGap per connection).
	TypeHint = "hint"
)

// MinHintGap is the least time between two hints a connection asks.
const MinHintGap = 2 * time.Second

// Server message types.
const (
	TypeWelcome = "welcome" // the hello was accepted
	TypeError   = "error"   // Message: what was wrong; nothing changed
	TypeJoined  = "joined"  // Code, Held: the seats this connection holds, with their tokens
	TypeLobby   = "lobby"   // Lobby: the table's seats before and during the game
	TypeState   = "state"   // Seat, Version, View, Decision: a seat's view
	TypeAck     = "ack"     // Seat, Version: the answer was stored and applied
	TypePong    = "pong"
)

// ClientMsg is any message a client sends; Type says which fields count.
type ClientMsg struct {
	Type     string      `json:"type"`
	Protocol int         `json:"protocol,omitempty"`
	Rules    string      `json:"rules,omitempty"`
	Name     string      `json:"name,omitempty"`
	Code     string      `json:"code,omitempty"`
	Tokens   []string    `json:"tokens,omitempty"`
	Table    *TableSetup `json:"table,omitempty"`
	Seat     int         `json:"seat,omitempty"`
	Level    string      `json:"level,omitempty"`
	Version  int         `json:"version,omitempty"`
	Move     string      `json:"move,omitempty"`
	// LogDelta, in hello, asks for each state's log as the lines after
	// those of the previous state sent for that seat (see ServerMsg.LogFrom).
	LogDelta bool `json:"log_delta,omitempty"`
	// ViewDelta, in hello, asks for each state's view as a Patch against
	// the last view sent to this connection for that seat (the whole view
	// the first time), its log apart as new lines (ServerMsg.Log).
	ViewDelta bool `json:"view_delta,omitempty"`
}

// ServerMsg is any message the server sends.
type ServerMsg struct {
	Type    string `json:"type"`
	Message string `json:"message,omitempty"`
	Code    string `json:"code,omitempty"`
	Host    bool   `json:"host,omitempty"`
	Held    []Held `json:"held,omitempty"`
	Lobby   *Lobby `json:"lobby,omitempty"`
	// Seat is the viewer of a state (-1: a spectator) or the seat acked.
	Seat int `json:"seat"`
	// Version is the number of answers the game has taken: a state's
	// position, and what an answer to its decision must carry.
	Version int `json:"version"`
	// View is an engine.View (GameInn) or a GambleView (GameGamble).
	View json.RawMessage `json:"view,omitempty"`
	// Decision is the viewer's own pending decision, if any.
	Decision *Ask `json:"decision,omitempty"`
	Over     bool `json:"over,omitempty"`
	// LogFrom, for a connection that said log_delta, is the index of the
	// view's first log line: the lines before it are those it already has
	// for this seat (0: the whole log, as on every new connection).
	LogFrom int `json:"log_from,omitempty"`
	// For a connection that said view_delta: Patch turns the last view
	// sent to it for this seat into this state's (View is then absent),
	// the view (whole or patched) has no log, Log holds the log lines
	// from LogFrom on, and ViewCRC is the CRC-32 of the view's JSON the
	// client builds. Conn.Recv applies them (see DialOptions.ViewDelta).
	Patch   Patch           `json:"patch,omitempty"`
	Log     json.RawMessage `json:"log,omitempty"`
	ViewCRC uint32          `json:"view_crc,omitempty"`
	// Hint is the reply to a hint (type hint, with Seat and Version; a
	// hint refused has Message instead).
	Hint *HintAdvice `json:"hint,omitempty"`
	// MsgRate and MsgBurst, in the welcome, are the server's limit on a
	// connection's messages (a second, and in a burst): a client keeps
	// under them rather than have messages refused.
	MsgRate  float64 `json:"msg_rate,omitempty"`
	MsgBurst float64 `json:"msg_burst,omitempty"`
}

// HintAdvice is the advice of a hint: the option (its index and key in
// the decision) and, in a player's words, what to do and why.
type HintAdvice struct {
	Option  int    `json:"option"`
	Key     string `json:"key"`
	Do      string `json:"do"`
	Reason  string `json:"reason,omitempty"`
	Numbers string `json:"numbers,omitempty"`
}

// Held is a seat a connection holds, with the token that takes it back.
type Held struct {
	Seat  int    `json:"seat"`
	Token string `json:"token"`
}

// Ask is a seat's pending decision: answer with one option's key.
type Ask struct {
	Seat    int      `json:"seat"`
	Kind    string   `json:"kind"`
	Prompt  string   `json:"prompt"`
	Options []Choice `json:"options"`
}

// Choice is one option of an Ask.
type Choice struct {
	Key   string `json:"key"`
	Label string `json:"label"`
}

// Seat statuses in the lobby.
const (
	SeatOpen     = "open"
	SeatPlayer   = "player"
	SeatComputer = "computer"
)

// Lobby is a table's seat list.
type Lobby struct {
	Code    string      `json:"code"`
	Game    string      `json:"game"`
	Mode    string      `json:"mode,omitempty"`
	Seats   []LobbySeat `json:"seats"`
	Started bool        `json:"started,omitempty"`
	Over    bool        `json:"over,omitempty"`
}

// LobbySeat is one seat: open, a player's name, or a computer level. A
// player's seat that has been away past the timeout is played by a
// computer (Standing) until the player returns.
type LobbySeat struct {
	Seat      int    `json:"seat"`
	Status    string `json:"status"`
	Name      string `json:"name,omitempty"`
	Level     string `json:"level,omitempty"`
	Char      string `json:"char,omitempty"`
	Connected bool   `json:"connected,omitempty"`
	Standing  bool   `json:"standing_in,omitempty"`
}

// TableSetup is what a host creates: the game, its mode and options, and
// the seats. Seats has one entry per seat: "me" (the creator sits there;
// several make a hot-seat connection), "open" (for a player who joins by
// code) or a computer level ("normal").
type TableSetup struct {
	Game  string   `json:"game,omitempty"` // GameInn (default) or GameGamble
	Seats []string `json:"seats"`
	// The Red Dragon Inn: the mode (engine.ModeIDs; "" is a free-for-all),
	// a character per seat (a Boss where the mode needs one; villains are
	// characters too), and the options (Prizes, Bar Deck, Dungeon Events).
	Mode  string         `json:"mode,omitempty"`
	Chars []string       `json:"chars,omitempty"`
	Opts  engine.Options `json:"options"`
	// Gambling? I'm In!: the game ("choice": Adventurer's Choice), its
	// variants, the stake, the number of games (or until one player is
	// left with money to ante), Playing for Shares, the house rules: the
	// minimum raise and the Split Rule (merchant, the default, king or
	// commoner; or the Starting Player chooses it before each game).
	Gamble       string `json:"gamble,omitempty"`
	Variants     string `json:"variants,omitempty"`
	Stake        int    `json:"stake,omitempty"`
	Games        int    `json:"games,omitempty"`
	UntilOneLeft bool   `json:"until_one_left,omitempty"`
	Rounds       int    `json:"rounds,omitempty"`
	Shares       bool   `json:"shares,omitempty"`
	Share        int    `json:"share,omitempty"`
	ChooseGame   bool   `json:"choose_game,omitempty"`
	MinRaise     bool   `json:"min_raise,omitempty"`
	Split        string `json:"split,omitempty"`
	ChooseSplit  bool   `json:"choose_split,omitempty"`
	// TimeoutSec: how long a dropped player's seat waits before a computer
	// plays for it (0: the server's default).
	TimeoutSec int `json:"timeout_sec,omitempty"`
}
