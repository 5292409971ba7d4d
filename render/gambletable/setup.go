package gambletable

import (
	"strconv"

	"undercity/engine/gamble"
)

// The setup screen's choices.

// Choices are the games the setup offers: the booklet's nine, then
// Adventurer's Choice.
var Choices = append(append([]gamble.GameID(nil), gamble.Games...), gamble.AdventurersChoice)

// Levels a computer seat cycles through.
var Levels = []string{"easy", "normal", "hard", "expert", "random"}

// Limits and defaults of the setup (the booklet's numbers where it has them).
const (
	MinSeats, MaxSeats = 2, gamble.MaxSeats
	DefaultStake       = gamble.ChoiceStake // everyone starts with 50, as in Adventurer's Choice
	DefaultShare       = 3                  // the booklet's suggestion for Adventurer's Choice
	DefaultRounds      = 2
	MaxRounds          = 10
	MaxShare           = 10
)

// SeatChoice is how one seat will be played.
type SeatChoice struct {
	Human bool
	Level string
}

// Setup is what the setup screen has chosen.
type Setup struct {
	Game     int // index in Choices
	Variants gamble.Variants
	Rounds   int // Adventurer's Choice
	Seats    []SeatChoice
	Shares   bool
	Share    int
	MinRaise bool
	Split    bool // the Starting Player chooses the Split Rule
	Seed     uint64
	// Last is the summary of the saved session that can be continued
	// (SessionSummary), "" when there is none: the screen then offers
	// "Continue it" under the seats.
	Last string
	// Cast is the tavern's characters, who take the seats in order (seat
	// i is Cast[i]); with none, seats are "Player 1", "Gambler 2".
	Cast []Gambler
}

// Gambler is a character of the tavern at the table: their id (which
// names their portrait) and the name their seat shows.
type Gambler struct {
	ID, Name string
}

// Gambler is the character who sits at seat i (zero without a cast).
func (s *Setup) Gambler(i int) Gambler {
	if len(s.Cast) == 0 {
		return Gambler{}
	}
	return s.Cast[i%len(s.Cast)]
}

// SeatName is the name seat i plays under: its character's, or else
// SeatName(i, its choice).
func (s *Setup) SeatName(i int) string {
	if g := s.Gambler(i); g.Name != "" {
		return g.Name
	}
	return SeatName(i, s.Seats[i])
}

// NewSetup is the default: Rogues and Warriors, you against two normal
// computer gamblers.
func NewSetup(seed uint64) *Setup {
	return &Setup{Rounds: DefaultRounds, Share: DefaultShare, Seed: seed,
		Seats: []SeatChoice{{Human: true}, {Level: "normal"}, {Level: "normal"}}}
}

// GameID is the chosen game.
func (s *Setup) GameID() gamble.GameID { return Choices[s.Game] }

// Control is one clickable thing of the setup screen.
type Control struct {
	Kind  ControlKind
	Index int // the game, variant bit, or seat it concerns
	Rect  Rect
	Label string
	On    bool // selected / switched on
	// Tip is a variant in one line, after the booklet, shown on hover.
	Tip string
}

// ControlKind says what a Control does.
type ControlKind int

const (
	CtlGame ControlKind = iota
	CtlVariant
	CtlRoundsDown
	CtlRoundsUp
	CtlShares
	CtlShareDown
	CtlShareUp
	CtlMinRaise
	CtlSplit
	CtlSeedDown
	CtlSeedUp
	CtlSeatHuman // toggles human / computer
	CtlSeatLevel // cycles the computer level
	CtlSeatRemove
	CtlSeatAdd
	CtlBack
	CtlStart
	CtlContinue // continue the last session
)

// Setup screen columns.
const (
	setupTop             = 150
	gameX, gameW         = 60, 380
	optX, optW           = 480, 440
	seatX, seatW         = 960, 580
	rowH, rowGap         = 44, 10
	smallW               = 56
	bottomY, bottomH     = 810, 56
	setupValueW          = 200
	seatLabelW, seatKind = 170, 170
)

// The last session, under the seats (clear of them at 8 seats): its
// heading and summary in LastSessionRect, then the "Continue it" chip.
var (
	LastSessionRect = rect(seatX, setupTop+MaxSeats*(rowH+rowGap)+14, seatW, 110)
	ContinueRect    = rect(seatX, LastSessionRect.Y+LastSessionRect.H+8, 300, 52)
)

// ContinueLabel is the chip that continues the last session (the C key).
const ContinueLabel = "Continue it (C)"

// Controls lays out the setup screen.
func (s *Setup) Controls() []Control {
	var out []Control
	for i, g := range Choices {
		out = append(out, Control{Kind: CtlGame, Index: i, Rect: rect(gameX, setupTop+float32(i)*(rowH+rowGap), gameW, rowH),
			Label: GameTitle(g), On: i == s.Game})
	}
	y := float32(setupTop)
	row := func() float32 { r := y; y += rowH + rowGap; return r }
	if s.GameID() == gamble.AdventurersChoice {
		r := row()
		out = append(out, Control{Kind: CtlRoundsDown, Rect: rect(optX, r, smallW, rowH), Label: "−"},
			Control{Kind: CtlRoundsUp, Rect: rect(optX+smallW+setupValueW, r, smallW, rowH), Label: "+"})
	} else {
		for _, v := range VariantList(s.GameID()) {
			out = append(out, Control{Kind: CtlVariant, Index: int(v), Rect: rect(optX, row(), optW, rowH),
				Label: VariantTitle(v), On: s.Variants&v != 0, Tip: VariantTip(s.GameID(), v)})
		}
	}
	out = append(out, Control{Kind: CtlShares, Rect: rect(optX, row(), optW, rowH), Label: "Playing for Shares", On: s.Shares})
	if s.Shares {
		r := row()
		out = append(out, Control{Kind: CtlShareDown, Rect: rect(optX, r, smallW, rowH), Label: "−"},
			Control{Kind: CtlShareUp, Rect: rect(optX+smallW+setupValueW, r, smallW, rowH), Label: "+"})
	}
	out = append(out, Control{Kind: CtlMinRaise, Rect: rect(optX, row(), optW, rowH), Label: "Minimum raise", On: s.MinRaise},
		Control{Kind: CtlSplit, Rect: rect(optX, row(), optW, rowH), Label: "Starting Player picks the Split Rule", On: s.Split})
	r := row()
	out = append(out, Control{Kind: CtlSeedDown, Rect: rect(optX, r, smallW, rowH), Label: "−"},
		Control{Kind: CtlSeedUp, Rect: rect(optX+smallW+setupValueW, r, smallW, rowH), Label: "+"})
	for i, st := range s.Seats {
		y := setupTop + float32(i)*(rowH+rowGap)
		kind := "Computer"
		if st.Human {
			kind = "Human"
		}
		out = append(out, Control{Kind: CtlSeatHuman, Index: i, Rect: rect(seatX+seatLabelW, y, seatKind, rowH), Label: kind, On: st.Human})
		if !st.Human {
			out = append(out, Control{Kind: CtlSeatLevel, Index: i, Rect: rect(seatX+seatLabelW+seatKind+rowGap, y, 150, rowH), Label: LevelTitle(st.Level)})
		}
		if len(s.Seats) > MinSeats {
			out = append(out, Control{Kind: CtlSeatRemove, Index: i, Rect: rect(seatX+seatW-smallW, y, smallW, rowH), Label: "×"})
		}
	}
	if len(s.Seats) < MaxSeats {
		out = append(out, Control{Kind: CtlSeatAdd, Rect: rect(seatX+seatLabelW, setupTop+float32(len(s.Seats))*(rowH+rowGap), seatKind, rowH), Label: "+ Add a seat"})
	}
	if s.Last != "" {
		out = append(out, Control{Kind: CtlContinue, Rect: ContinueRect, Label: ContinueLabel})
	}
	out = append(out, Control{Kind: CtlBack, Rect: rect(gameX, bottomY, 220, bottomH), Label: "Back"},
		Control{Kind: CtlStart, Rect: rect(ScreenWidth-60-300, bottomY, 300, bottomH), Label: "Take a seat"})
	return out
}

// Labels the setup screen draws beside its steppers and seats.
func (s *Setup) RoundsText() string { return strconv.Itoa(s.Rounds) + " rounds" }
func (s *Setup) ShareText() string  { return "a share of " + strconv.Itoa(s.Share) }
func (s *Setup) SeedText() string   { return "seed " + strconv.FormatUint(s.Seed, 10) }

// ValueRect is where the value of a stepper (the row of its − button) is written.
func ValueRect(minus Rect) Rect { return rect(minus.X+smallW, minus.Y, setupValueW, minus.H) }

// SeatLabelRect is where seat i's name is written.
func SeatLabelRect(i int) Rect {
	return rect(seatX, setupTop+float32(i)*(rowH+rowGap), seatLabelW-rowGap, rowH)
}

// Click applies a click at (x, y) and returns the control clicked (ok
// false when none). Back, Start and Continue change nothing here: the
// screen acts.
func (s *Setup) Click(x, y int) (Control, bool) {
	for _, c := range s.Controls() {
		if c.Rect.Contains(x, y) {
			s.apply(c)
			return c, true
		}
	}
	return Control{}, false
}

func (s *Setup) apply(c Control) {
	switch c.Kind {
	case CtlGame:
		if c.Index != s.Game {
			s.Game, s.Variants = c.Index, 0
		}
	case CtlVariant:
		s.Variants ^= gamble.Variants(c.Index)
	case CtlRoundsDown:
		s.Rounds = max(1, s.Rounds-1)
	case CtlRoundsUp:
		s.Rounds = min(MaxRounds, s.Rounds+1)
	case CtlShares:
		s.Shares = !s.Shares
	case CtlShareDown:
		s.Share = max(1, s.Share-1)
	case CtlShareUp:
		s.Share = min(MaxShare, s.Share+1)
	case CtlMinRaise:
		s.MinRaise = !s.MinRaise
	case CtlSplit:
		s.Split = !s.Split
	case CtlSeedDown:
		if s.Seed > 0 {
			s.Seed--
		}
	case CtlSeedUp:
		s.Seed++
	case CtlSeatHuman:
		st := &s.Seats[c.Index]
		st.Human = !st.Human
		if st.Level == "" {
			st.Level = "normal"
		}
	case CtlSeatLevel:
		st := &s.Seats[c.Index]
		st.Level = Levels[(levelIndex(st.Level)+1)%len(Levels)]
	case CtlSeatRemove:
		s.Seats = append(s.Seats[:c.Index], s.Seats[c.Index+1:]...)
	case CtlSeatAdd:
		s.Seats = append(s.Seats, SeatChoice{Level: "normal"})
	}
}

func levelIndex(l string) int {
	for i, x := range Levels {
		if x == l {
			return i
		}
	}
	return -1
}

// SeatName is the name a seat plays under.
func SeatName(i int, st SeatChoice) string {
	if st.Human {
		return "Player " + strconv.Itoa(i+1)
	}
	return "Gambler " + strconv.Itoa(i+1)
}

// Session is the engine setup the choices make.
func (s *Setup) Session() gamble.Setup {
	n := len(s.Seats)
	var su gamble.Setup
	if s.GameID() == gamble.AdventurersChoice {
		su = gamble.ChoiceSetup(n, s.Rounds, s.Seed)
	} else {
		su = gamble.Setup{Game: s.GameID(), Variants: s.Variants & gamble.GameVariants(s.GameID()), Seed: s.Seed}
		for i := 0; i < n; i++ {
			su.Stakes = append(su.Stakes, DefaultStake)
		}
	}
	su.Shares, su.MinRaise, su.ChooseSplit = s.Shares, s.MinRaise, s.Split
	if s.Shares {
		su.Share = s.Share
	}
	for i := range s.Seats {
		su.Names = append(su.Names, s.SeatName(i))
	}
	return su
}
