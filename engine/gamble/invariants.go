package gamble

import (
	"fmt"
	"math/bits"
)

// CheckInvariants verifies what must hold after every step: money is
// conserved across stashes, bets, pots and carried pots; every card is in
// exactly one place and marked so; bets are consistent with the Current
// Bet; and a running session waits on exactly one decision with legal,
// distinct options.
func (s *State) CheckInvariants() error {
	if err := s.checkMoney(); err != nil {
		return err
	}
	if err := s.checkCards(); err != nil {
		return err
	}
	return s.checkDecision()
}

func (s *State) checkMoney() error {
	sum := 0
	for q, p := range s.Players {
		if p.Money < 0 || p.Bet < 0 || p.Committed < p.Bet {
			return fmt.Errorf("%s has money %d, bet %d, committed %d", s.Name(q), p.Money, p.Bet, p.Committed)
		}
		if !p.In && p.Committed > 0 {
			return fmt.Errorf("%s is not in the game but has %d in the pot", s.Name(q), p.Committed)
		}
		if s.Round.Active && p.Bet > s.Round.Current {
			return fmt.Errorf("%s bet %d above the Current Bet %d", s.Name(q), p.Bet, s.Round.Current)
		}
		sum += p.Money + p.Committed
	}
	for _, m := range s.Hordes.Money {
		if m < 0 {
			return fmt.Errorf("a Horde Card holds %d", m)
		}
		sum += m
	}
	for _, c := range s.Carried {
		if c.Amount <= 0 {
			return fmt.Errorf("a carried pot holds %d", c.Amount)
		}
		sum += c.Amount
	}
	if sum != s.Total {
		return fmt.Errorf("money is not conserved: %d at the table, %d expected", sum, s.Total)
	}
	if err := s.checkMarkers(); err != nil {
		return err
	}
	if !s.Over {
		pots := 0
		for _, p := range s.pots(true) {
			if p.Amount <= 0 || p.Eligible == 0 {
				return fmt.Errorf("pot %+v is empty or has no contender", p)
			}
			pots += p.Amount
		}
		if pots != s.PotTotal() {
			return fmt.Errorf("the pots hold %d but %d is in the middle", pots, s.PotTotal())
		}
	}
	return nil
}

func (s *State) checkCards() error {
	var seen [NumCards]int8
	mark := func(ids []CardID, z Zone, owner int, where string) error {
		for _, id := range ids {
			if id < 0 || int(id) >= NumCards {
				return fmt.Errorf("%s holds unknown card %d", where, id)
			}
			seen[id]++
			c := s.Cards[id]
			if c.Zone != z || int(c.Owner) != owner {
				return fmt.Errorf("card %d (%s) is in %s but marked %s of %d", id, Cards[id], where, c.Zone, c.Owner)
			}
			if c.Up && c.Seen != allSeats(len(s.Players)) {
				return fmt.Errorf("card %d (%s) is face up but not seen by all", id, Cards[id])
			}
		}
		return nil
	}
	if err := mark(s.Box, ZoneBox, -1, "the box"); err != nil {
		return err
	}
	if err := mark(s.Deck, ZoneDeck, -1, "the deck"); err != nil {
		return err
	}
	if err := mark(s.Discard, ZoneDiscard, -1, "the discards"); err != nil {
		return err
	}
	if err := mark(s.Table, ZoneTable, -1, "the table"); err != nil {
		return err
	}
	if err := mark(s.Clock, ZoneClock, -1, "the Clock"); err != nil {
		return err
	}
	if n := len(s.Wheel.Spokes); n > 0 && n != len(s.Table) {
		return fmt.Errorf("%d cards on the Wheel but %d on the table", n, len(s.Table))
	}
	for _, k := range s.Wheel.Spokes {
		if k < 0 || k >= NumSpokes {
			return fmt.Errorf("a card on spoke %d", k)
		}
	}
	for q, p := range s.Players {
		if err := mark(p.Hand, ZoneHand, q, s.Name(q)+"'s hand"); err != nil {
			return err
		}
		if err := mark(p.City, ZoneCity, q, s.Name(q)+"'s city"); err != nil {
			return err
		}
		if len(p.Spots) != len(p.City) {
			return fmt.Errorf("%s has %d city cards but %d districts", s.Name(q), len(p.City), len(p.Spots))
		}
		var inSpot [CitySpots]int
		for _, k := range p.Spots {
			if k < 0 || int(k) >= CitySpots || inSpot[k] >= 2 {
				return fmt.Errorf("%s has a card in district %d, which is off the board or full", s.Name(q), k)
			}
			inSpot[k]++
		}
		if (!p.In || p.Folded) && len(p.Hand) > 0 && !s.Over && s.Phase == PhasePlay {
			return fmt.Errorf("%s holds cards but is not in the game", s.Name(q))
		}
		if p.NKeep < 0 || p.NRolled < 0 || p.NKeep+p.NRolled > 5 {
			return fmt.Errorf("%s has %d dice kept and %d rolled", s.Name(q), p.NKeep, p.NRolled)
		}
		for _, d := range append(p.Keep[:p.NKeep:p.NKeep], p.Rolled[:p.NRolled]...) {
			if d < 1 || d > DieFaces {
				return fmt.Errorf("%s has a die showing %d", s.Name(q), d)
			}
		}
		if p.Pick >= int8(len(p.Hand)) {
			return fmt.Errorf("%s picked card %d of %d", s.Name(q), p.Pick, len(p.Hand))
		}
	}
	for id, n := range seen {
		if n != 1 {
			return fmt.Errorf("card %d (%s) is in %d places", id, Cards[id], n)
		}
		if Cards[id].Kind == KindGrey && s.Cards[id].Zone != ZoneBox {
			return fmt.Errorf("Grey Card %s left the box", Cards[id])
		}
	}
	return nil
}

func (s *State) checkDecision() error {
	if s.Over {
		if s.HasDec {
			return fmt.Errorf("the session is over but a decision is pending")
		}
		return nil
	}
	if !s.HasDec {
		return fmt.Errorf("the session runs but no decision is pending")
	}
	d := s.Dec
	if d.Seat < 0 || d.Seat >= len(s.Players) || len(d.Options) == 0 {
		return fmt.Errorf("bad decision: seat %d, %d options", d.Seat, len(d.Options))
	}
	keys := make(map[string]bool, len(d.Options))
	for _, o := range d.Options {
		if keys[o.Key] {
			return fmt.Errorf("option key %q is offered twice", o.Key)
		}
		keys[o.Key] = true
	}
	if d.Kind == DecBet {
		r := s.Round
		if !r.Active || int(r.Turn) != d.Seat || !has(r.Need, d.Seat) || !s.live(d.Seat) {
			return fmt.Errorf("%s is asked to bet out of turn", s.Name(d.Seat))
		}
		if bits.OnesCount16(s.liveMask()) < 2 {
			return fmt.Errorf("a Betting Round runs with one player left")
		}
		for _, o := range d.Options {
			if o.Amount > s.Players[d.Seat].Money {
				return fmt.Errorf("option %q bets %d, more than %s has", o.Key, o.Amount, s.Name(d.Seat))
			}
		}
	}
	return nil
}

// checkMarkers: every loan made one Loan Marker and one Debt Marker, and
// only Adventurer's Choice makes loans.
func (s *State) checkMarkers() error {
	loans, debts := 0, 0
	for q := range s.Loans {
		if s.Loans[q] < 0 || s.Debts[q] < 0 || (q >= len(s.Players) && s.Loans[q]+s.Debts[q] > 0) {
			return fmt.Errorf("seat %d has %d Loan and %d Debt Markers", q+1, s.Loans[q], s.Debts[q])
		}
		loans += int(s.Loans[q])
		debts += int(s.Debts[q])
	}
	if loans != debts || (loans > 0 && !s.choice()) {
		return fmt.Errorf("%d Loan Markers but %d Debt Markers", loans, debts)
	}
	return nil
}
