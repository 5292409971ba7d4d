package engine

import (
	"fmt"
	"slices"
)

// CheckInvariants verifies what must hold after every step: every card is
// in exactly one zone, Gold is conserved, stats and trackers are in range,
// and a running game waits on exactly one decision with legal options.
func (s *State) CheckInvariants() error {
	if err := s.checkPiles(); err != nil {
		return err
	}
	seen := make([]int8, len(s.Cards))
	// A pile's name for an error is written only when there is one (the
	// driver checks every answer: the names were most of its allocations).
	type pile struct {
		ids  []CardID
		z    Zone
		seat int    // -1: a table's pile
		what string // the pile, after the seat's name
	}
	where := func(c pile) string {
		if c.seat < 0 {
			return c.what
		}
		return s.Name(c.seat) + "'s " + c.what
	}
	mark := func(ids []CardID, z Zone, c pile) error {
		for _, id := range ids {
			if id == NoCard {
				continue
			}
			if int(id) < 0 || int(id) >= len(s.Cards) {
				return fmt.Errorf("%s holds unknown card %d", where(c), id)
			}
			seen[id]++
			if s.Cards[id].Zone != z {
				return fmt.Errorf("card %d (%s) is in %s but marked %s", id, s.Title(id), where(c), s.Cards[id].Zone)
			}
		}
		return nil
	}
	var room [64]pile
	check := append(room[:0], pile{s.DrinkDeck(), ZoneDrinkDeck, -1, "the Drink Deck"}, pile{s.DrinkDiscard(), ZoneDrinkDiscard, -1, "the Drink discard"},
		pile{s.BarDeck(), ZoneBarDeck, -1, "the Bar Deck"}, pile{s.PrizeInn(), ZonePrizeInn, -1, "the Inn's Prizes"}, pile{s.PrizeBin(), ZonePrizeBin, -1, "the Prize Bin"},
		pile{s.DungeonDeck(), ZoneDungeonDeck, -1, "the Dungeon Event Deck"}, pile{s.DungeonDiscard(), ZoneDungeonDiscard, -1, "the Dungeon Event discard"})
	for q := range s.Players {
		check = append(check,
			pile{s.Deck(q), ZoneDeck, q, "deck"}, pile{s.Hand(q), ZoneHand, q, "hand"}, pile{s.Discard(q), ZoneDiscard, q, "discard"},
			pile{s.DrinkMe(q), ZoneDrinkMe, q, "Drink Me! pile"}, pile{s.Prizes(q), ZonePrizeHeld, q, "Prizes"})
		for k := range pileInfos {
			pi := &pileInfos[k]
			if pi.Marks {
				continue
			}
			if !pi.Slots && slices.Contains(s.pile(q, PileID(k)), NoCard) {
				return fmt.Errorf("%s's %s has an empty slot", s.Name(q), pileKey(PileID(k)))
			}
			if len(s.pile(q, PileID(k))) > 0 && !s.used(q, PileID(k)) {
				return fmt.Errorf("%s holds cards in %s, which they do not have", s.Name(q), pileKey(PileID(k)))
			}
			if len(s.pile(q, PileID(k))) > 0 {
				check = append(check, pile{s.pile(q, PileID(k)), pi.Zone, q, pileKey(PileID(k))})
			}
		}
	}
	for _, c := range check {
		if err := mark(c.ids, c.z, c); err != nil {
			return err
		}
	}
	if s.Round.Prize != NoCard {
		seen[s.Round.Prize]++
	}
	for id := range s.Cards {
		z := s.Cards[id].Zone
		switch {
		case z == ZoneInPlay:
			if seen[id] != 0 {
				return fmt.Errorf("card %d (%s) is in play and in a pile", id, s.Title(CardID(id)))
			}
		case seen[id] != 1:
			return fmt.Errorf("card %d (%s) is in %d zones (marked %s)", id, s.Title(CardID(id)), seen[id], z)
		}
	}
	total := int(s.Inn) + int(s.Round.Pot)
	for t := range s.Teams {
		st := s.Teams[t].Stats
		total += int(st.Gold)
		if st.Fort < 0 || st.Fort > 20 || st.Alc < 0 || st.Alc > 20 || st.Gold < 0 {
			return fmt.Errorf("team %d stats out of range: %+v", t, st)
		}
	}
	if total != InnStart {
		return fmt.Errorf("Gold is not conserved: %d in play, want %d", total, InnStart)
	}
	if err := s.checkOtto(); err != nil {
		return err
	}
	if err := s.checkTables(); err != nil {
		return err
	}
	if err := s.checkChoosing(); err != nil {
		return err
	}
	if err := s.checkComponents(); err != nil {
		return err
	}
	if s.Over {
		if s.HasDec {
			return fmt.Errorf("the game is over but a decision is pending")
		}
		return nil
	}
	if !s.HasDec {
		return fmt.Errorf("the game is running but no decision is pending")
	}
	if len(s.Dec.Options) == 0 {
		return fmt.Errorf("%s's %s decision has no options", s.Name(s.Dec.Seat), s.Dec.Kind)
	}
	if s.Players[s.Dec.Seat].Otto {
		return fmt.Errorf("Otto is asked to decide (%s: %s): he decides by rule", s.Dec.Kind, s.Dec.Prompt)
	}
	if s.Players[s.Dec.Seat].Out && s.Dec.Kind != DecRespond {
		return fmt.Errorf("%s is out of the game but is asked to decide (%s: %s)", s.Name(s.Dec.Seat), s.Dec.Kind, s.Dec.Prompt)
	}
	return nil
}
