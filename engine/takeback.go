package engine

import (
	"fmt"

	"undercity/engine/card"
)

// Take-backs. Choosing a card and making its choices (which Drink it
// affects, which effect, its costs — Harvest, Momentum, Pets — and its
// targets) is one move: the card stays in its player's hand and nothing of
// it happens until the last choice is made. Until then every choice offers
// "cancel", which returns to the decision the card was chosen from, the
// game exactly as it was. The Play being chosen is marked Choosing; what
// playing it changes (the card leaves the hand, the Action is counted, the
// costs are paid, the decision it was chosen from moves on) waits for
// commitPlay. Cards a player must use (a Prize's time limit) and effects
// that are not cards (Gather, Hellfire, beginning of turn) are played at
// once, without take-back.

// choosePlay starts choosing a card a seat picked: it stays in hand while
// its choices are made. win is the window it responds to, -1 for none.
func (s *State) choosePlay(seat int, id CardID, m int, fromPlot bool, win int) {
	pl := s.newPlay(seat, id, m, fromPlot, -1, win)
	pl.Choosing = true
	s.Plays = append(s.Plays, pl)
	s.push(Task{Op: tPlay, P: int8(seat), Play: int16(len(s.Plays) - 1), C: int16(win)})
}

// askChoosing asks the player of pl one of its choices; while the card is
// being chosen they may also take it back.
func (s *State) askChoosing(pl *Play, kind DecisionKind, prompt string, opts []Option) {
	if pl.Choosing {
		// The caller's list has no room to spare: add the cancel on the
		// stack (ask copies the options it keeps).
		var buf optBuf
		opts = append(append(buf[:0], opts...), cancelOption)
	}
	s.ask(int(pl.Player), kind, prompt, opts)
}

// cancelOption takes back a card being chosen.
var cancelOption = opt("cancel", "Cancel")

// takeBack answers a cancel for tPlay task i: the play is dropped and the
// decision it was chosen from is asked again. Nothing else changed while it
// was being chosen, so the game is as it was before the card was picked.
func (s *State) takeBack(i int) bool {
	t := s.Tasks[i]
	if !s.ans.ready || s.ans.opt.Verb != VerbCancel || !s.Plays[t.Play].Choosing {
		return false
	}
	s.ans.ready = false
	s.Plays = s.Plays[:t.Play]
	s.pop()
	return true
}

// commitPlay plays the card of tPlay task i once its player's choices are
// made: it leaves the hand, its costs are paid, and the decision it was
// chosen from moves on. Nothing for a card played at once.
func (s *State) commitPlay(i int) {
	pl := &s.Plays[s.Tasks[i].Play]
	if !pl.Choosing {
		return
	}
	pl.Choosing = false
	s.takeUp(pl)
	s.payChosen(i, pl)
	s.movedOn(i, pl)
}

// payChosen pays the costs chosen for a card as it is played: the marked
// Mushrooms are Harvested (discarded in the order picked), the Momentum is
// spent, the Pets are revealed.
func (s *State) payChosen(i int, pl *Play) {
	seat := int(pl.Player)
	if pl.Harvested {
		var ids []CardID
		total := 0
		for m := s.Tasks[i].M; m != 0; m >>= harvestBits {
			id := s.pile(seat, PileBox)[int(m&harvestMask)-1]
			ids = append(ids, id)
			total += s.harvestValue(id)
		}
		for _, id := range ids {
			s.detach(id)
			s.toDiscard(id)
		}
		s.Tasks[i].M = 0
		s.logf(seat, LogHarvest, "%s Harvests %d.", s.Name(seat), total)
	}
	if pl.Spent > 0 {
		s.Players[seat].Counters[CtrMomentum] -= pl.Spent
	}
	s.payBlood(seat, int(pl.Blood))
	if pl.Revealed > 0 {
		s.logf(seat, LogShow, "%s reveals %d Pet card(s).", s.Name(seat), pl.Revealed)
	}
}

// movedOn: the decision the card was chosen from (the task under the play)
// moves on now that it is played. A response window reopens from the
// start; a Gambling or Cheating Card ends its player's turn in the Round.
func (s *State) movedOn(i int, pl *Play) {
	if i == 0 {
		return
	}
	from := &s.Tasks[i-1]
	switch from.Op {
	case tWindow:
		from.B, from.D = 0, 0
	case tRound:
		if s.mode(pl).Timing == card.TimingGamblingTurn {
			from.B, from.Q = 1, pl.Player
			from.C = s.Tasks[i].Play + 1 // the play, to see if it was Negated
		}
	}
}

// Mushrooms picked for a Harvest while the card is being chosen: Task.M
// holds their Planter Box slots in the order picked, harvestBits each
// (slot+1, 0 ends the list), so a Planter Box of up to
// maxHarvestSlots Mushrooms fits (content.go checks the characters).
const (
	harvestBits     = 4
	harvestMask     = 1<<harvestBits - 1
	maxHarvestSlots = 16 / harvestBits
)

// markHarvest appends Planter Box slot k to the picks m.
func markHarvest(m uint16, k int) uint16 {
	shift := 0
	for m>>shift != 0 {
		shift += harvestBits
	}
	return m | uint16(k+1)<<shift
}

// harvestMarked reports whether slot k is among the picks m.
func harvestMarked(m uint16, k int) bool {
	for ; m != 0; m >>= harvestBits {
		if int(m&harvestMask) == k+1 {
			return true
		}
	}
	return false
}

// boxSlot is the position of a Mushroom in a seat's Planter Box.
func (s *State) boxSlot(seat int, id CardID) int {
	for k, b := range s.pile(seat, PileBox) {
		if b == id {
			return k
		}
	}
	return -1
}

// Choosing returns the play whose choices its player is making (the card
// is still in their hand; it can be taken back), if any.
func (s *State) Choosing() (Play, bool) {
	if n := len(s.Plays); n > 0 && s.Plays[n-1].Choosing {
		return s.Plays[n-1], true
	}
	return Play{}, false
}

// Moves returns the options of d a player commits to: all but the
// take-back (computer players never take a card back). Cancel is always
// the last option, so an index into Moves is an index into Options.
func (d *Decision) Moves() []Option {
	if n := len(d.Options); n > 0 && d.Options[n-1].Verb == VerbCancel {
		return d.Options[:n-1]
	}
	return d.Options
}

// CancelOption returns the index of d's take-back option, -1 for none.
func (d *Decision) CancelOption() int {
	if n := len(d.Options); n > 0 && d.Options[n-1].Verb == VerbCancel {
		return n - 1
	}
	return -1
}

// PassOption returns the index of d's first option that passes or ends
// the step (VerbPass, VerbDone): what a player answers who wants nothing
// to happen; -1 for none.
func (d *Decision) PassOption() int {
	for i := range d.Options {
		if v := d.Options[i].Verb; v == VerbPass || v == VerbDone {
			return i
		}
	}
	return -1
}

// checkChoosing: only the newest play may be being chosen, by the task on
// top of the stack, its card not yet in play and the decision its
// player's; the take-back is offered exactly then, as the last option.
func (s *State) checkChoosing() error {
	for k := 0; k+1 < len(s.Plays); k++ {
		if s.Plays[k].Choosing {
			return fmt.Errorf("play %d (%s) is being chosen under a newer play", k, s.playTitle(&s.Plays[k]))
		}
	}
	for k, o := range s.Dec.Options {
		if s.HasDec && o.Verb == VerbCancel && k != len(s.Dec.Options)-1 {
			return fmt.Errorf("%s's %s decision offers cancel before its last option", s.Name(s.Dec.Seat), s.Dec.Kind)
		}
	}
	pl, choosing := s.Choosing()
	cancel := s.HasDec && s.Dec.CancelOption() >= 0
	if !choosing {
		if cancel {
			return fmt.Errorf("%s's %s decision offers cancel but no card is being chosen", s.Name(s.Dec.Seat), s.Dec.Kind)
		}
		return nil
	}
	if pl.Src != srcCard || pl.Card < 0 || int(pl.Card) >= len(s.Cards) {
		return fmt.Errorf("play %d is being chosen but is not a card's", len(s.Plays)-1)
	}
	n := len(s.Tasks)
	if n == 0 || s.Tasks[n-1].Op != tPlay || int(s.Tasks[n-1].Play) != len(s.Plays)-1 {
		return fmt.Errorf("%s is being chosen but is not the play under way", s.playTitle(&pl))
	}
	if s.Cards[pl.Card].Zone == ZoneInPlay {
		return fmt.Errorf("%s is being chosen but is already in play", s.playTitle(&pl))
	}
	if s.HasDec && (s.Dec.Seat != int(pl.Player) || !cancel) {
		return fmt.Errorf("%s is being chosen but %s's %s decision offers no take-back", s.playTitle(&pl), s.Name(s.Dec.Seat), s.Dec.Kind)
	}
	return nil
}
