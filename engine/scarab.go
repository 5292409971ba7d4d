package engine

import (
	"fmt"
	"strconv"

	"undercity/engine/card"
)

// Amundyr's Scarab Tokens (rdi6 "Amundyr the Cursed"). Her supply is
// Player.ScarabSupply on her seat (Character.Scarabs at setup); a holder's
// tokens are Player.Scarabs. Tokens are conserved: every supply plus every
// holder's tokens is what the Amundyrs at the table started with
// (invariants.go). At the end of a holder's turn one Scarab is resolved as
// her character's scarab_damage section, played as though she played an
// Action Card (srcScarab): it may be reduced or Ignored, never hit back or
// redirected, and the Scarab goes back whatever happens.

// scarabKeeper is the seat that keeps Scarabs given to seat q, or -1 when q
// never holds them (an Amundyr, "isn't Amundyr herself"; she never gives
// herself Scarabs). Every gift of Scarabs asks this one question, so a
// target that is not a player (a Minion: "Torglesnarf gets it instead")
// answers its owner here.
func (s *State) scarabKeeper(q int) int {
	if q < 0 || q >= len(s.Players) || s.hasMechanic(q, "scarabs") {
		return -1
	}
	return q
}

// tokenGift: an effect that gives a player tokens, which a Minion never
// holds (its owner gets them instead: minion.go).
func tokenGift(op string) bool { return op == "give_scarabs" }

// scarabGiver is the Amundyr whose supply a play gives from: its player
// when she has a supply, else the first Amundyr at the table.
func (s *State) scarabGiver(pl *Play) int {
	if p := int(pl.Player); s.hasMechanic(p, "scarabs") {
		return p
	}
	for q := range s.Players {
		if s.hasMechanic(q, "scarabs") {
			return q
		}
	}
	return -1
}

// scarabHome is the Amundyr a returned Scarab goes back to: the first whose
// supply is not full (with one Amundyr, always her).
func (s *State) scarabHome() int {
	home := -1
	for q := range s.Players {
		if !s.hasMechanic(q, "scarabs") {
			continue
		}
		if home < 0 {
			home = q
		}
		if int(s.Players[q].Counters[CtrScarabSupply]) < s.charOf(q).Scarabs {
			return q
		}
	}
	return home
}

func scarabWord(n int) string {
	if n == 1 {
		return "1 Scarab"
	}
	return strconv.Itoa(n) + " Scarabs"
}

// opGiveScarabs: q gains n Scarabs from the supply, as many as are left
// ("If she doesn't have enough, she gives out the amount that she is able").
func opGiveScarabs(s *State, _ Task, pl *Play, _ *card.Effect, q, n int) {
	keeper, from := s.scarabKeeper(q), s.scarabGiver(pl)
	if keeper < 0 || from < 0 || n <= 0 {
		return
	}
	n = min(n, int(s.Players[from].Counters[CtrScarabSupply]))
	if n == 0 {
		s.logf(keeper, LogScarabs, "%s has no Scarabs left to give %s.", s.Name(from), s.Name(keeper))
		return
	}
	s.Players[from].Counters[CtrScarabSupply] -= int8(n)
	s.Players[keeper].Counters[CtrScarabs] += int8(n)
	s.markAffected(pl, q)
	s.logf(keeper, LogScarabs, "%s gains %s (%d).", s.Name(keeper), scarabWord(n), s.Players[keeper].Counters[CtrScarabs])
}

// opReturnScarabs: q returns up to n Scarabs; return_scarabs(fortitude_lost)
// returns as many as the Fortitude this play actually made q lose.
func opReturnScarabs(s *State, _ Task, pl *Play, e *card.Effect, q, n int) {
	if firstWord(e) == "fortitude_lost" {
		n = int(pl.Lost[q])
	}
	s.returnScarabs(q, n)
}

// returnScarabs gives back up to n of q's Scarabs to Amundyr's supply.
func (s *State) returnScarabs(q, n int) {
	p := &s.Players[q]
	n = min(n, int(p.Counters[CtrScarabs]))
	if n <= 0 {
		return
	}
	for k := 0; k < n; k++ {
		home := s.scarabHome()
		if home < 0 {
			return
		}
		p.Counters[CtrScarabs]--
		s.Players[home].Counters[CtrScarabSupply]++
	}
	s.logf(q, LogScarabs, "%s returns %s to %s (%d left).", s.Name(q), scarabWord(n), s.Name(s.scarabHome()), p.Counters[CtrScarabs])
}

// scarabsOut: a player who loses the game returns their Scarabs (rdi6
// "Other Scarab Rules"); an Amundyr who loses keeps her supply, so the
// Scarabs on other players go on biting and come back to it.
func (s *State) scarabsOut(q int) {
	s.returnScarabs(q, int(s.Players[q].Counters[CtrScarabs]))
}

// scarabHolders: every other player not on the play's player's team who
// holds a Scarab, in turn order from her left.
func (s *State) scarabHolders(pl *Play) []int {
	me := int(pl.Player)
	var out []int
	for _, q := range s.order(s.next(me)) {
		if q != me && !s.sameTeam(me, q) && s.Players[q].Counters[CtrScarabs] > 0 {
			out = append(out, q)
		}
	}
	return out
}

// pickedScarabs is the Scarabs of the player a card picked (the subject of
// if(scarabs>=n) and X=scarabs).
func (s *State) pickedScarabs(pl *Play) int {
	for q := range s.Players {
		if pl.Picks&bit(q) != 0 {
			return int(s.Players[q].Counters[CtrScarabs])
		}
	}
	return 0
}

// scarabModes is the scarab_damage section of the Amundyr a play comes from.
func (s *State) scarabModes(pl *Play) []card.Mode {
	if ch := s.charOf(int(pl.Player)); ch != nil && ch.ScarabDamage != nil {
		return ch.ScarabDamage.Modes
	}
	return nil
}

// scarabProtect: Scarab damage can't be hit back or redirected.
func (s *State) scarabProtect(pl *Play) card.Protect {
	if ch := s.charOf(int(pl.Player)); ch != nil && ch.ScarabDamage != nil {
		return ch.ScarabDamage.Protect
	}
	return card.Protect{}
}

// noHitBack reports whether the Fortitude loss of a play may not be hit
// back ("Players may not play 'hit-back' cards after taking Scarab damage").
// A response that Ignores it and would hit back Ignores it without hitting
// back (rdi9 "Too hot to handle", "That tears it!").
func (s *State) noHitBack(pl *Play) bool {
	return s.protectOf(pl).HitBack
}

// pushScarabDamage: at the end of q's turn, if q holds a Scarab, one of
// them bites: a play of Amundyr's scarab_damage section on q. It runs
// even if Amundyr has lost (her Scarabs "persist and affect the game
// normally").
func (s *State) pushScarabDamage(q int) {
	if s.Players[q].Out || s.Players[q].Counters[CtrScarabs] <= 0 {
		return
	}
	from := s.scarabHome()
	if from < 0 {
		return
	}
	s.startSpecial(from, srcScarab, NoCard, 0)
	pl := &s.Plays[len(s.Plays)-1]
	pl.Picks = bit(q)
	if s.asleep(q) {
		// "Bat nap": the holder Ignores the bite like every effect; as with
		// any Ignored Scarab damage the Scarab still goes back.
		pl.Ignored |= bit(q)
		s.logf(q, LogIgnore, "%s Ignores %s", s.Name(q), endSentence(s.playTitle(pl)))
	}
}

// addedHalf is the Drink add_to_drink(...) adds to: after the play split
// Drink d, the other player's half ("Sharing is caring": "Add 'gain 2
// Scarabs' to their half"); otherwise d itself (a passed Drink).
func (s *State) addedHalf(pl *Play, d int) int {
	if !s.Drinks[d].Split {
		return d
	}
	with := s.pickedOther(pl)
	for k := len(s.Drinks) - 1; k > d; k-- {
		if s.Drinks[k].Copy && s.Drinks[k].Split && int(s.Drinks[k].Drinker) == with {
			return k
		}
	}
	return d
}

// checkScarabs: Scarab Tokens are conserved (every Amundyr's supply plus
// every holder's tokens is what the Amundyrs brought), an Amundyr holds
// none, and a player out of the game holds none.
func (s *State) checkScarabs() error {
	want, have := 0, 0
	for q := range s.Players {
		p := &s.Players[q]
		if p.Counters[CtrScarabs] < 0 || p.Counters[CtrScarabSupply] < 0 {
			return fmt.Errorf("%s has %d Scarabs and a supply of %d", s.Name(q), p.Counters[CtrScarabs], p.Counters[CtrScarabSupply])
		}
		if s.hasMechanic(q, "scarabs") {
			want += s.charOf(q).Scarabs
			if p.Counters[CtrScarabs] != 0 {
				return fmt.Errorf("%s holds %d Scarabs of her own", s.Name(q), p.Counters[CtrScarabs])
			}
		} else if p.Counters[CtrScarabSupply] != 0 {
			return fmt.Errorf("%s has a Scarab supply of %d", s.Name(q), p.Counters[CtrScarabSupply])
		}
		if p.Out && p.Counters[CtrScarabs] != 0 {
			return fmt.Errorf("%s is out of the game with %d Scarabs", s.Name(q), p.Counters[CtrScarabs])
		}
		have += int(p.Counters[CtrScarabs]) + int(p.Counters[CtrScarabSupply])
	}
	if have != want {
		return fmt.Errorf("Scarabs are not conserved: %d at the table, want %d", have, want)
	}
	return nil
}

// placeScarabs gives seat q n Scarabs from the Amundyrs' supplies (a
// scenario's "scarabs").
func (s *State) placeScarabs(q, n int) error {
	if s.scarabKeeper(q) != q || n < 0 {
		return fmt.Errorf("scarabs %d: this seat can't hold Scarabs", n)
	}
	for ; n > 0; n-- {
		from := -1
		for a := range s.Players {
			if s.hasMechanic(a, "scarabs") && s.Players[a].Counters[CtrScarabSupply] > 0 {
				from = a
				break
			}
		}
		if from < 0 {
			return fmt.Errorf("scarabs: no Amundyr at the table has that many left")
		}
		s.Players[from].Counters[CtrScarabSupply]--
		s.Players[q].Counters[CtrScarabs]++
	}
	return nil
}
