package gambletable

// Flight is money moving across the table between two Models: chips from
// a seat to the pot (an ante, a bet, a call) or from the pot to a seat (a
// win, a rebate, a split).
type Flight struct {
	Seat     int
	From, To Rect
	Amount   int
}

// Flights compares the table before and after an answer.
func Flights(prev, next *Model) []Flight {
	if prev == nil || next == nil {
		return nil
	}
	before := map[int]SeatView{}
	for _, s := range prev.Seats {
		before[s.Seat] = s
	}
	var out []Flight
	for _, s := range next.Seats {
		b, ok := before[s.Seat]
		if !ok {
			continue
		}
		switch {
		case s.Committed > b.Committed:
			out = append(out, Flight{Seat: s.Seat, From: s.BetRect, To: next.PotRect, Amount: s.Committed - b.Committed})
		case s.Money > b.Money:
			out = append(out, Flight{Seat: s.Seat, From: next.PotRect, To: s.BetRect, Amount: s.Money - b.Money})
		}
	}
	return out
}

// Rolled reports the dice that show new values (or are new) since prev,
// by seat (-1 for the table's dice): they roll before they settle.
func Rolled(prev, next *Model) map[int]bool {
	out := map[int]bool{}
	if prev == nil || next == nil {
		return out
	}
	before := map[int][]DieView{}
	for _, s := range prev.Seats {
		before[s.Seat] = s.Dice
	}
	for _, s := range next.Seats {
		if diceChanged(before[s.Seat], s.Dice) {
			out[s.Seat] = true
		}
	}
	if diceChanged(prev.Dice, next.Dice) {
		out[-1] = true
	}
	return out
}

func diceChanged(a, b []DieView) bool {
	rolled := 0
	for _, d := range b {
		if !d.Kept {
			rolled++
		}
	}
	if rolled == 0 {
		return false
	}
	if len(a) != len(b) {
		return true
	}
	for i := range a {
		if a[i].Value != b[i].Value || a[i].Kept != b[i].Kept {
			return true
		}
	}
	return false
}
