package engine

import (
	"fmt"
	"math/rand/v2"
	"slices"
)

// SeatSetup describes one seat at setup.
type SeatSetup struct {
	Char     string `json:"char"`                // character id: dale, jett, petra, terci, ygella
	Team     int    `json:"team,omitempty"`      // team number; ignored in a free-for-all
	Boss     bool   `json:"boss,omitempty"`      // plays the Boss Deck
	HandSize int    `json:"hand_size,omitempty"` // 0: 7
}

// Setup is everything needed to start a game.
type Setup struct {
	Seats []SeatSetup `json:"seats"`
	Seed  uint64      `json:"seed"`
	Opts  Options     `json:"options"`
	First int         `json:"first"` // seat that goes first
	Teams bool        `json:"teams,omitempty"`
	// Mode is the variant (team.go: boss, two-headed, ...); "" is a
	// free-for-all, or a generic team game with Teams.
	Mode string `json:"mode,omitempty"`
	// Factions are Otto's two factions (e.g. Berserker, Spelunker) when a
	// seat is Otto; empty means the first two the content has.
	Factions []string `json:"factions,omitempty"`
}

// InnStart is the Gold in the Inn at setup. The Inn never runs out: it may
// go below zero ("use some other markers as a substitute").
const InnStart = 100

// StartingGold returns each player's starting Gold for a player count.
func StartingGold(players int) int {
	switch {
	case players <= 2:
		return 8
	case players >= 7:
		return 12
	}
	return 10
}

// everyBoss reports whether every seat plays a Boss (Boss Versus Boss).
func everyBoss(seats []SeatSetup) bool {
	for _, q := range seats {
		if !q.Boss {
			return false
		}
	}
	return len(seats) > 0
}

// NewGame deals a new game and runs it to the first decision.
func NewGame(c *Content, su Setup) (*State, error) {
	for i, seat := range su.Seats {
		if seat.Char == OttoID {
			su.First = i // "Otto always goes first."
		}
	}
	su.First = bossFirst(su, su.First)
	s, err := newTable(c, su)
	if err != nil {
		return nil, err
	}
	s.deal()
	s.run()
	return s, nil
}

// bossFirst returns the seat that goes first: in a Boss Battle the Boss
// ("The Boss always goes first."), else first.
func bossFirst(su Setup, first int) int {
	if m, ok := Mode(su.Mode); ok && m.BossBattle {
		for i, seat := range su.Seats {
			if seat.Boss {
				return i
			}
		}
	}
	return first
}

// newTable builds the table (seats, decks, drink deck) without dealing.
func newTable(c *Content, su Setup) (*State, error) {
	n := len(su.Seats)
	if n < 2 || n > MaxSeats {
		return nil, fmt.Errorf("a game needs 2 to %d players, not %d", MaxSeats, n)
	}
	if su.First < 0 || su.First >= n {
		return nil, fmt.Errorf("first player %d is not a seat", su.First)
	}
	s := &State{content: c, Seed: su.Seed, Opts: su.Opts, Active: int8(su.First), FirstTurn: true}
	s.rng = *rand.NewPCG(su.Seed, su.Seed^0x9e3779b97f4a7c15)
	dealt := su
	dealt.Seats = append([]SeatSetup(nil), su.Seats...)
	s.setup = &dealt
	s.Inn = InnStart
	s.Players = make([]Player, 0, len(su.Seats)) // one allocation, not one a seat
	otto, err := checkOttoSetup(c, su)
	if err != nil {
		return nil, err
	}
	// Room for the usual cards at once, not a doubling per deck added
	// (Otto's, the form decks and the Dungeon's still append).
	nc := c.deckSize("drinks")
	if su.Opts.Prizes {
		nc += len(c.Deck("prizes"))
	}
	for i, seat := range su.Seats {
		if ci, ok := c.CharIndex(seat.Char); ok && i != otto {
			ch := c.Chars[ci]
			nc += c.deckSize(ch.Deck) + c.deckSize(ch.SideDeck)
			if seat.Boss {
				nc += c.deckSize(ch.BossDeck)
			}
		}
	}
	s.Cards, s.defs = make([]CardInst, 0, nc), make([]int16, 0, nc)
	// The piles' list: room for each seat's deck and, as it is dealt, its
	// hand and discard pile (dealShuffled), without moving the list.
	s.pileIDs = make([]CardID, 0, 3*nc)
	teamOf := map[int]int8{}
	for i, seat := range su.Seats {
		if i == otto {
			s.Teams = append(s.Teams, Team{})
			s.Players = append(s.Players, Player{Char: -1, Team: int8(len(s.Teams) - 1), Otto: true})
			if err := s.addOttoDeck(i, su.Factions); err != nil {
				return nil, err
			}
			continue
		}
		ci, ok := c.CharIndex(seat.Char)
		if !ok {
			return nil, fmt.Errorf("seat %d: unknown character %q", i+1, seat.Char)
		}
		ch := c.Chars[ci]
		if seat.Boss && ch.BossDeck == "" {
			return nil, fmt.Errorf("seat %d: %s cannot be a Boss", i+1, ch.Name)
		}
		team := int8(len(s.Teams))
		if su.Teams {
			t, seen := teamOf[seat.Team]
			if !seen {
				t = int8(len(s.Teams))
				teamOf[seat.Team] = t
				s.Teams = append(s.Teams, Team{})
			}
			team = t
		} else {
			s.Teams = append(s.Teams, Team{})
		}
		hs := seat.HandSize
		if hs <= 0 {
			hs = 7
		}
		p := Player{Char: ci, Team: team, HandSize: int8(hs), Boss: seat.Boss, ActionsMax: 1}
		s.Players = append(s.Players, p)
		s.addDeck(i, ch.Deck, ZoneDeck)
		if seat.Boss {
			s.addDeck(i, ch.BossDeck, ZoneDeck)
		}
		if ch.SideDeck != "" {
			s.addDeck(i, ch.SideDeck, ZoneSideDeck)
		}
		s.setupModules(i)
	}
	gold := StartingGold(n)
	if su.Teams || otto >= 0 || everyBoss(su.Seats) {
		// Team games, Otto's games, and Boss Setup ("The Boss takes 10
		// Gold"), which Boss Versus Boss has every player follow: 10 Gold
		// whatever the number of players.
		gold = 10
	}
	for t := range s.Teams {
		s.Teams[t].Stats = Stats{Fort: 20, Gold: int16(gold)}
		s.Inn -= int16(gold)
	}
	for q := range s.Players {
		// A character's extra Gold at setup (Torglesnarf: +2), into the
		// team's shared Stash in team games.
		if ch := s.charOf(q); ch != nil && ch.BonusGold > 0 {
			s.stats(q).Gold += int16(ch.BonusGold)
			s.Inn -= int16(ch.BonusGold)
		}
	}
	if otto >= 0 {
		s.setupOtto(otto)
	}
	if err := s.setupVariant(); err != nil {
		return nil, err
	}
	s.setTable(TableDrinkDeck, slices.Grow(s.DrinkDeck(), c.deckSize("drinks")))
	for _, di := range c.Deck("drinks") {
		for k := 0; k < c.Defs[di].Copies; k++ {
			id := s.newCard(di, -1, ZoneDrinkDeck)
			s.pushTable(TableDrinkDeck, id)
		}
	}
	if su.Opts.Prizes {
		for _, di := range c.Deck("prizes") {
			id := s.newCard(di, -1, ZonePrizeInn)
			s.pushTable(TablePrizeInn, id)
		}
	}
	s.setupDungeon()
	s.Round.Controller = -1
	s.Round.Prize = NoCard
	return s, nil
}

func (s *State) newCard(def int16, owner int, z Zone) CardID {
	s.Cards = append(s.Cards, CardInst{Owner: int8(owner), Zone: z})
	s.defs = append(s.defs, def)
	return CardID(len(s.Cards) - 1)
}

func (s *State) addDeck(seat int, deck string, z Zone) {
	if z == ZoneSideDeck {
		s.growPile(seat, PileSideDeck, s.content.deckSize(deck))
	} else {
		s.growPile(seat, PileDeck, s.content.deckSize(deck))
	}
	for _, di := range s.content.Deck(deck) {
		for k := 0; k < s.content.Defs[di].Copies; k++ {
			id := s.newCard(di, seat, z)
			if z == ZoneSideDeck {
				s.pushPile(seat, PileSideDeck, id)
			} else {
				s.pushPile(seat, PileDeck, id)
			}
		}
	}
}

// deal shuffles every deck, puts one Drink on each Drink Me! pile, deals
// hands and sets up the characters' components.
func (s *State) deal() {
	s.shuffleDecks()
	s.dealShuffled()
}

// dealShuffled deals from decks already shuffled (and, in a scenario,
// stacked): one Drink on each Drink Me! pile, hands, character components.
func (s *State) dealShuffled() {
	s.logf(-1, LogSetup, "A new game with %d players. %s goes first.", len(s.Players), s.Name(int(s.Active)))
	for i := range s.Players {
		if !s.Players[i].Otto {
			s.putOnPile(i, s.takeDrinkCard(i))
		}
	}
	var forms []Task
	for i := range s.Players {
		if s.Players[i].Otto {
			continue
		}
		// Room at once for a hand and for the deck in the discard pile
		// (twice what is asked: piles.go; a pile that outgrows its room
		// moves).
		s.growPile(i, PileHand, int(s.Players[i].HandSize))
		s.growPile(i, PileDiscard, len(s.Deck(i)))
		if t, ok := s.formTask(i, formSetup, allForms); ok && len(s.Hand(i)) < int(s.Players[i].HandSize) {
			// Vlazlo takes his first form card before drawing the rest.
			forms = append(forms, t)
		} else {
			s.drawTo(i, int(s.Players[i].HandSize))
		}
		s.setupMechanics(i)
	}
	s.pushSeq(forms...)
}

// shuffleDecks shuffles the Drink Deck (or the Bar Deck, counting out the
// first Drink Deck) and every Character and side deck.
func (s *State) shuffleDecks() {
	if s.Opts.BarDeck {
		s.table[TableBarDeck], s.table[TableDrinkDeck] = s.table[TableDrinkDeck], s.table[TableBarDeck]
		s.setTable(TableDrinkDeck, nil)
		for _, id := range s.BarDeck() {
			s.Cards[id].Zone = ZoneBarDeck
		}
		s.shuffle(s.BarDeck())
		s.refillFromBar()
	} else {
		s.shuffle(s.DrinkDeck())
	}
	for i := range s.Players {
		s.shuffle(s.Deck(i))
		for k := range pileInfos {
			if pileInfos[k].Vis == VisHidden { // a side deck, form decks
				s.shuffle(s.pile(i, PileID(k)))
			}
		}
	}
	s.shuffle(s.DungeonDeck())
}

// refillFromBar counts out the next 30 cards of the Bar Deck as the Drink Deck,
// reshuffling the Drink discards into the Bar Deck when it runs out.
func (s *State) refillFromBar() {
	for k := 0; k < 30; k++ {
		if len(s.BarDeck()) == 0 {
			if len(s.DrinkDiscard()) == 0 {
				return
			}
			// The Bar Deck is empty: it and the discards swap places.
			s.table[TableBarDeck], s.table[TableDrinkDiscard] = s.table[TableDrinkDiscard], s.table[TableBarDeck]
			for _, id := range s.BarDeck() {
				s.Cards[id].Zone = ZoneBarDeck
			}
			s.shuffle(s.BarDeck())
		}
		id := s.BarDeck()[len(s.BarDeck())-1]
		s.setTable(TableBarDeck, s.BarDeck()[:len(s.BarDeck())-1])
		s.Cards[id].Zone = ZoneDrinkDeck
		s.pushTable(TableDrinkDeck, id)
	}
}
