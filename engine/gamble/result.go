package gamble

import "strings"

// Result is how the last game ended, for the table to show: every hand
// still in at the showdown, face up, with its score in the booklet's words,
// and who won what from which pot. Only what was shown at the showdown is
// in it: a game won because everyone else folded has no hands, and folded
// players' cards are never in it. Results are not kept in quiet states
// (search).
type Result struct {
	Game     int      `json:"game"` // number of the game (1-based)
	GameID   GameID   `json:"game_id"`
	Variants Variants `json:"variants,omitempty"`
	// ByFold: everyone else folded (or, in Dragon Hordes, left): no hands
	// were shown.
	ByFold bool         `json:"by_fold,omitempty"`
	Hands  []HandResult `json:"hands,omitempty"`
	Awards []Award      `json:"awards,omitempty"`
	// The Wheel: the strongest spoke, which scored the hands (-1 in other
	// games), and each spoke's strength.
	Spoke    int8           `json:"spoke"`
	Strength [NumSpokes]int `json:"strength,omitempty"`
	// Table is the cards face up in the middle (King's Council's King,
	// Three Kingdoms' War Cards, Jack of All Trades' jobs).
	Table []CardID `json:"table,omitempty"`
}

// HandResult is one hand shown at the showdown.
type HandResult struct {
	Seat  int      `json:"seat"`
	Cards []CardID `json:"cards,omitempty"` // the hand, turned face up
	// Dice are the dice that scored: a Threes Keep (with the Hidden Fate
	// card's value last), or the workers left in Jack of All Trades.
	Dice []int8 `json:"dice,omitempty"`
	// Districts is a City Square city, district by district.
	Districts []District `json:"districts,omitempty"`
	// Rank is the hand in the booklet's words: "Warrior-Bard", "total 7",
	// "9 points".
	Rank string `json:"rank"`
	// Points is the game's number for the hand: points, or the total of
	// Threes and Jack of All Trades.
	Points int `json:"points"`
	// Place is 1 for the best hand, 2 for the next best, and so on (tied
	// hands share a place).
	Place int `json:"place"`
}

// District is one district of a City Square city at the showdown.
type District struct {
	Spot   int    `json:"spot"` // on the CityBoard × CityBoard board
	Card   CardID `json:"card"` // the card on top
	Kind   string `json:"kind"` // "Market", "Estate", "Barracks", "Slums", "Tavern", "Fancy Tavern"
	Points int    `json:"points"`
	Failed bool   `json:"failed,omitempty"` // beside an unpatrolled Slum
}

// Award is what one pot paid.
type Award struct {
	// Pot is 0 for the main pot and k for side pot k (in the order of
	// Pots); -1 for money that was not in a pot (a Horde Card's).
	Pot    int `json:"pot"`
	Amount int `json:"amount"`
	// Seats won it; more than one split it, each taking Each.
	Seats []int `json:"seats,omitempty"`
	Each  int   `json:"each,omitempty"`
	// Carried is what stayed in the pot for the next game: a split's
	// remainder, or the whole pot when the Split Rule orders a replay.
	Carried int `json:"carried,omitempty"`
	// Replay: King's or Commoner's Rule has the tied players play again.
	Replay bool `json:"replay,omitempty"`
	// Place (Playing for Shares): the place paid (1 to 3), else 0.
	Place int `json:"place,omitempty"`
}

// districtNames are the districts' names, by district type.
var districtNames = [...]string{dEmpty: "", dBarracks: "Barracks", dEstate: "Estate", dTavern: "Tavern", dMarket: "Market",
	dSlum: "Slums", dFancy: "Fancy Tavern"}

// newResult starts the result of the game ending now (nil in quiet states).
func (s *State) newResult() *Result {
	if s.quiet {
		return nil
	}
	r := &Result{Game: s.Played, GameID: s.Game, Variants: s.Variants, Spoke: -1}
	if s.Game == TheWheel {
		r.Spoke = int8(StrongestSpoke(s.Wheel.Strength))
		r.Strength = s.Wheel.Strength
	}
	if s.Game != TheWheel { // The Wheel's cards on the table are its spokes'
		r.Table = dup(s.Table)
	}
	return r
}

// showHands records the hands of seats (in turn order), scored, with their
// places.
func (r *Result) showHands(s *State, seats []int, score *[MaxSeats]Score) {
	if r == nil {
		return
	}
	for _, q := range seats {
		h := HandResult{Seat: q, Cards: dup(s.Players[q].Hand), Place: 1}
		for _, o := range seats {
			if score[o].Compare(score[q]) > 0 {
				h.Place++
			}
		}
		s.describe(&h, score[q])
		r.Hands = append(r.Hands, h)
	}
}

// award records what a pot paid.
func (r *Result) award(a Award) {
	if r != nil {
		r.Awards = append(r.Awards, a)
	}
}

// describe says a hand's score in the booklet's words.
func (s *State) describe(h *HandResult, sc Score) {
	q := h.Seat
	p := &s.Players[q]
	pts := func(n int) string {
		if n == 1 {
			return "1 point"
		}
		return itoa(n) + " points"
	}
	switch s.Game {
	case Threes:
		_, dice := s.threesKeep(q)
		h.Dice = dice
		total := 0
		for _, d := range dice {
			total += int(threesPoints(d))
		}
		h.Points = total
		h.Rank = "total " + itoa(total)
		switch sc[0] {
		case 0:
			h.Rank = "all 3's: Can't Win With Nothing"
		case 2:
			h.Rank = "Fool's Luck, total " + itoa(total)
		case 3:
			h.Rank = "Strength in Numbers, total " + itoa(total)
		}
	case JackOfAllTrades:
		h.Points = s.JackTotal(q)
		if s.Variants&VarHiddenFate == 0 {
			h.Dice = append([]int8(nil), p.Rolled[:p.NRolled]...)
		}
		h.Rank = "owes " + itoa(h.Points)
	case KingsCouncil:
		h.Points = int(sc[1])
		h.Rank = pts(h.Points)
		if sc[0] == 1 {
			h.Rank = "no points: Foreign Council"
		}
	case CitySquare:
		top, _ := s.cityTop(q)
		dp, failed := CityDistricts(top, s.Variants)
		for k, id := range top {
			if id == NoCard {
				continue
			}
			h.Districts = append(h.Districts, District{Spot: k, Card: id, Kind: districtNames[rankDistrict[Cards[id].Rank]],
				Points: int(dp[k]), Failed: failed[k]})
			h.Points += int(dp[k])
		}
		h.Rank = pts(h.Points)
	case TheWheel:
		h.Points = int(sc[0])
		h.Rank = pts(h.Points) // against the strongest spoke (Result.Spoke)
	case ThreeKingdoms, DenOfThieves:
		h.Points = int(sc[0])
		h.Rank = pts(h.Points)
	default:
		h.Rank = PairWords(p.Hand)
	}
}

// PairWords names a Rogues and Warriors pair as the booklet does, the
// better rank first: "Warrior-Bard", "Lady-Lady"; a Dragon Card counts as
// the other card's rank ("Bard-Dragon (Bard-Bard)"); "a pair of Dragons".
func PairWords(hand []CardID) string {
	if len(hand) != 2 {
		return ""
	}
	a, b := Cards[hand[0]], Cards[hand[1]]
	switch {
	case a.Kind == KindDragon && b.Kind == KindDragon:
		return "a pair of Dragons"
	case a.Kind == KindDragon:
		return b.Rank.String() + "-Dragon (" + b.Rank.String() + "-" + b.Rank.String() + ")"
	case b.Kind == KindDragon:
		return a.Rank.String() + "-Dragon (" + a.Rank.String() + "-" + a.Rank.String() + ")"
	}
	if b.Rank < a.Rank {
		a, b = b, a
	}
	return a.Rank.String() + "-" + b.Rank.String()
}

// String is the result in one line, for logs and tools.
func (r *Result) String() string {
	var b strings.Builder
	b.WriteString("game " + itoa(r.Game) + " (" + string(r.GameID) + ")")
	for _, h := range r.Hands {
		b.WriteString("; seat " + itoa(h.Seat+1) + ": " + h.Rank)
	}
	for _, a := range r.Awards {
		b.WriteString("; pot " + itoa(a.Pot) + " " + itoa(a.Amount))
	}
	return b.String()
}
