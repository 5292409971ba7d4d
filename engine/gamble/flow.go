package gamble

import (
	"math/bits"
	"math/rand/v2"
	"strconv"
)

// stepKind is one step of a game's Order of Play.
type stepKind uint8

const (
	stAnte       stepKind = iota // shuffle, then each player antes 1 (unless a King's Rule replay)
	stDeal                       // deal n cards face down to each player
	stBet                        // a Betting Round
	stReveal                     // each player simultaneously reveals one card
	stExchange                   // in turn order, each player may swap their face-down card
	stShowdown                   // reveal, score, pay the pots
	stRoll                       // Threes: each player rolls the dice not in their Keep
	stKeepDice                   // Threes: each player adds all dice of one value to their Keep
	stIfKept                     // Threes: when every Keep is full, go to step n
	stGoto                       // go to step n
	stKing                       // King's Council: reveal the top card of the deck, the King
	stDiscard                    // King's Council: in turn order, discard 0, 1 or 2 cards and draw as many
	stWorkers                    // Jack of All Trades: each player rolls 5 dice, their workers
	stPlanJobs                   // Jack of All Trades, Hidden Fate: the Starting Player chooses card or die for each job
	stJob                        // Jack of All Trades: reveal the next job
	stPlace                      // Jack of All Trades: in turn order, each player may place workers on the job
	stWar                        // Three Kingdoms: reveal n War Cards
	stWarTie                     // Three Kingdoms: if all three colors are tied, reveal a seventh War Card
	stYear                       // City Square: deal each player 3 cards for the year
	stBuild                      // City Square: in turn order, each player places their 3 cards in their city
	stClock                      // The Wheel: n cards face down as the Clock
	stWheelTurn                  // The Wheel: in turn order, each player draws a card and plays one to the Wheel
	stUnwound                    // The Unwound Clock: turns until the last Clock card is played
	stClockCard                  // The Wheel: reveal a Clock card and play it one spoke clockwise
	stIfClock                    // The Wheel: while the Clock has cards, go to step n
	stShuffle                    // shuffle without an ante (Dragon Hordes)
	stHordeSetup                 // Dragon Hordes: each player reveals a card and feeds its two Hordes
	stHordeTurn                  // Dragon Hordes: turns until no Horde Card holds money
)

type step struct {
	kind stepKind
	n    int8
}

// Orders of play, by game and variants (built once).
var (
	rwPlain    = []step{{stAnte, 0}, {stDeal, 2}, {stBet, 0}, {stReveal, 1}, {stBet, 0}, {stShowdown, 0}}
	rwExchange = []step{{stAnte, 0}, {stDeal, 2}, {stBet, 0}, {stReveal, 1}, {stBet, 0}, {stExchange, 0}, {stBet, 0}, {stShowdown, 0}}
	// Threes: roll, keep; then Betting Round, roll, keep while anyone has dice to roll.
	threesPlain = []step{{stAnte, 0}, {stRoll, 0}, {stKeepDice, 0}, {stIfKept, 8}, {stBet, 0}, {stRoll, 0}, {stKeepDice, 0},
		{stGoto, 3}, {stShowdown, 0}}
	// Hidden Fate: a face-down card after the ante, and one last Betting Round.
	threesHidden = []step{{stAnte, 0}, {stDeal, 1}, {stRoll, 0}, {stKeepDice, 0}, {stIfKept, 9}, {stBet, 0}, {stRoll, 0},
		{stKeepDice, 0}, {stGoto, 4}, {stBet, 0}, {stShowdown, 0}}
	council = []step{{stAnte, 0}, {stDeal, 5}, {stKing, 0}, {stBet, 0}, {stDiscard, 0}, {stBet, 0}, {stDiscard, 0}, {stBet, 0},
		{stShowdown, 0}}
)

func (s *State) program() []step {
	switch s.Game {
	case Threes:
		if s.Variants&VarHiddenFate != 0 {
			return threesHidden
		}
		return threesPlain
	case KingsCouncil:
		return council
	case JackOfAllTrades:
		if s.Variants&VarHiddenFate != 0 {
			return jackHidden
		}
		return jackPlain
	case ThreeKingdoms:
		return kingdoms
	case DenOfThieves:
		return den
	case DragonHordes:
		return hordesGame
	case CitySquare:
		return citySquare
	case TheWheel:
		if s.Variants&VarUnwound != 0 {
			return wheelUnwound
		}
		return wheelGame
	}
	if s.Variants&VarExchange != 0 {
		return rwExchange
	}
	return rwPlain
}

// run advances the session until a player must choose or it is over.
// Every step function either poses the decision of the seat it waits for
// (and is idempotent while that decision is pending) or moves on.
func (s *State) run() {
	for !s.HasDec && !s.Over {
		s.Steps++
		switch s.Phase {
		case PhaseStart:
			s.startGame()
		case PhaseChooseGame:
			s.poseChooseGame()
		case PhaseChooseRule:
			s.poseSplitRule()
		case PhasePlay:
			s.runStep()
		case PhaseLoans:
			s.runLoans()
		default:
			s.finish()
		}
	}
}

func (s *State) runStep() {
	st := s.program()[s.Step]
	switch st.kind {
	case stAnte:
		s.ante()
		s.Step++
	case stDeal:
		for _, q := range s.order(int(s.Starting), s.liveMask()) {
			for k := 0; k < int(st.n); k++ {
				s.draw(q)
			}
		}
		s.event(-1, VerbDeal, int(st.n), NoCard)
		s.Step++
	case stBet:
		s.runBetting()
	case stReveal:
		s.runReveal()
	case stExchange:
		s.runExchange()
	case stShowdown:
		if s.sharesGame() {
			s.showdownShares()
			return
		}
		s.showdown()
	case stRoll:
		s.roll()
		s.Step++
	case stKeepDice:
		s.runKeepDice()
	case stIfKept:
		s.Step++
		if s.allKept() {
			s.Step = st.n
		}
	case stGoto:
		s.Step = st.n
	case stKing:
		s.revealKing()
		s.Step++
	case stDiscard:
		s.runDiscard()
	case stWorkers:
		s.rollWorkers()
		s.Step++
	case stPlanJobs:
		s.posePlanJobs()
	case stJob:
		s.revealJob()
		s.Step++
	case stPlace:
		s.runPlace()
	case stWar:
		for k := int8(0); k < st.n; k++ {
			s.revealWar()
		}
		s.Step++
	case stYear:
		s.startYear()
		s.Step++
	case stBuild:
		s.runBuild()
	case stClock:
		n := st.n
		if n < 0 { // The Unwound Clock: one card more than there are players
			n = int8(bits.OnesCount16(s.liveMask()) + 1)
		}
		s.Wheel.Turn, s.Wheel.Placing = s.Starting, false
		for k := int8(0); k < n && len(s.Deck) > 0; k++ {
			id := s.Deck[len(s.Deck)-1]
			s.Deck = s.Deck[:len(s.Deck)-1]
			s.Cards[id] = CardInst{Zone: ZoneClock, Owner: -1}
			s.Clock = append(s.Clock, id)
		}
		s.Step++
	case stWheelTurn:
		s.runWheelTurn()
	case stUnwound:
		s.runUnwound()
	case stClockCard:
		s.playClock()
		s.Step++
	case stIfClock:
		s.Step++
		if len(s.Clock) > 0 {
			s.Step = st.n
		}
	case stShuffle:
		s.shuffle()
		s.Step++
	case stHordeSetup:
		s.hordeSetup()
		s.Step++
	case stHordeTurn:
		s.runHordeTurn()
	case stWarTie:
		if WarPoints(s.Table) == allTied {
			s.revealWar()
		}
		s.Step++
	}
}

// startGame begins the next game, or ends the session.
func (s *State) startGame() {
	replay := s.Again.Pending
	if s.choice() {
		if !replay && s.choiceOver() {
			s.finish()
			return
		}
		if s.Played > 0 && !s.LoansDone { // the break between games
			s.Phase = PhaseLoans
			return
		}
	}
	ante := !replay || s.Again.Ante
	var seats uint16
	for q := range s.Players {
		if (replay && !ante && has(s.Again.Seats, q)) || (ante && s.Players[q].Money >= s.anteSize()) {
			seats |= bit(q)
		}
	}
	if replay && ante && bits.OnesCount16(seats) < 2 {
		// Commoner's Rule, but fewer than two players can ante: rather than
		// leave the pot to nobody, the tied players play again without an
		// ante, as under King's Rule.
		ante, seats = false, s.Again.Seats
	}
	if bits.OnesCount16(seats) < 2 || (!replay && s.Setup.Games > 0 && s.Played >= s.Setup.Games) {
		s.finish()
		return
	}
	s.LoansDone = false
	// The Starting Player changes between games: it passes to the left.
	if s.choice() && !replay {
		s.nextChooser(seats)
	} else if s.Played == 0 {
		if !has(seats, int(s.Starting)) {
			s.Starting = int8(s.nextIn(int(s.Starting), seats))
		}
	} else {
		s.Starting = int8(s.nextIn(int(s.Starting), seats))
	}
	for q := range s.Players {
		p := &s.Players[q]
		*p = Player{Money: p.Money, In: has(seats, q), Hand: p.Hand, Pick: -1, City: p.City, Spots: p.Spots} // the cards stay on show until the shuffle
	}
	s.Played++
	s.Step = 0
	s.Round = Betting{}
	s.Jobs = Jobs{}
	s.Hordes = Hordes{}
	s.NoAnte = !ante
	s.Replaying = replay
	s.Again = Again{}
	switch {
	case s.Setup.ChooseGame && !replay:
		s.Phase = PhaseChooseGame
	case s.Setup.ChooseSplit:
		s.Phase = PhaseChooseRule
	default:
		s.Split = s.Setup.Split
		s.Phase = PhasePlay
	}
}

// finish ends the session: the players with the best final score (their
// money, with Adventurer's Choice markers counted) win.
func (s *State) finish() {
	s.Phase = PhaseOver
	s.Over = true
	s.HasDec = false
	s.Winners = s.Winners[:0]
	best := 0
	for q := range s.Players {
		sc := s.FinalScore(q)
		switch {
		case len(s.Winners) == 0 || sc > best:
			best = sc
			s.Winners = append(s.Winners[:0], int8(q))
		case sc == best:
			s.Winners = append(s.Winners, int8(q))
		}
	}
}

// ante shuffles the cards the game uses into the deck, then each player
// puts 1 money into the pot (not in a King's Rule replay).
func (s *State) ante() {
	s.shuffle()
	if s.NoAnte {
		return
	}
	a := s.anteSize()
	for q := range s.Players {
		if p := &s.Players[q]; p.In && a > 0 {
			p.Money -= a
			p.Committed += a
			s.event(q, VerbAnte, a, NoCard)
		}
	}
}

// shuffle gathers every card and shuffles the Rogues and Warriors Deck
// (with the Dragon Cards under their variant). Grey Cards stay in the box.
func (s *State) shuffle() {
	s.Deck, s.Discard, s.Box, s.Table, s.Clock = s.Deck[:0], s.Discard[:0], s.Box[:0], s.Table[:0], s.Clock[:0]
	s.Wheel.Strength, s.Wheel.Spokes = [NumSpokes]int{}, s.Wheel.Spokes[:0]
	for q := range s.Players {
		p := &s.Players[q]
		p.Hand, p.City, p.Spots = p.Hand[:0], p.City[:0], p.Spots[:0]
	}
	for i := range s.Cards {
		id := CardID(i)
		s.Cards[i] = CardInst{Zone: ZoneBox, Owner: -1}
		switch Cards[i].Kind {
		case KindDeck:
		case KindDragon:
			if s.Variants&VarDragons == 0 {
				s.Box = append(s.Box, id)
				continue
			}
		default:
			s.Box = append(s.Box, id)
			continue
		}
		s.Cards[i].Zone = ZoneDeck
		s.Deck = append(s.Deck, id)
	}
	s.shuffleDeck()
	s.stackDeck()
}

// stackDeck puts the next rigged deck's cards on top (Setup.Rig).
func (s *State) stackDeck() {
	r := s.Setup.Rig
	if r == nil || s.RigDecks >= len(r.Decks) {
		return
	}
	top := r.Decks[s.RigDecks]
	s.RigDecks++
	for k := len(top) - 1; k >= 0; k-- { // the first listed ends on top (the end of Deck)
		for i, id := range s.Deck {
			if id == top[k] {
				s.Deck = append(append(s.Deck[:i:i], s.Deck[i+1:]...), id)
				break
			}
		}
	}
}

func (s *State) shuffleDeck() {
	r := rand.New(&s.rng)
	r.Shuffle(len(s.Deck), func(a, b int) { s.Deck[a], s.Deck[b] = s.Deck[b], s.Deck[a] })
}

// draw deals the top card of the deck face down to seat. An empty deck is
// refilled by shuffling the discards (no game in this package needs it).
func (s *State) draw(seat int) CardID {
	if len(s.Deck) == 0 {
		for _, id := range s.Discard {
			s.Cards[id] = CardInst{Zone: ZoneDeck, Owner: -1}
		}
		s.Deck = append(s.Deck, s.Discard...)
		s.Discard = s.Discard[:0]
		s.shuffleDeck()
	}
	if len(s.Deck) == 0 {
		return NoCard
	}
	id := s.Deck[len(s.Deck)-1]
	s.Deck = s.Deck[:len(s.Deck)-1]
	s.Cards[id] = CardInst{Zone: ZoneHand, Owner: int8(seat), Seen: bit(seat)}
	p := &s.Players[seat]
	p.Hand = append(p.Hand, id)
	return id
}

// discard puts a card from seat's hand face down on the discard pile; who
// knew it still does.
func (s *State) discard(seat int, id CardID) {
	p := &s.Players[seat]
	for i, h := range p.Hand {
		if h == id {
			p.Hand = append(p.Hand[:i], p.Hand[i+1:]...)
			break
		}
	}
	c := &s.Cards[id]
	c.Zone, c.Owner, c.Up = ZoneDiscard, -1, false
	s.Discard = append(s.Discard, id)
}

// turnUp reveals a card to everyone.
func (s *State) turnUp(id CardID) {
	c := &s.Cards[id]
	c.Up = true
	c.Seen = allSeats(len(s.Players))
}

// runReveal: each player picks a face-down card; once all have picked,
// the picks are turned up together.
func (s *State) runReveal() {
	live := s.liveMask()
	for _, q := range s.order(int(s.Starting), live) {
		if s.Players[q].Pick < 0 && s.hiddenCount(q) > 0 {
			s.poseReveal(q)
			return
		}
	}
	for _, q := range s.order(int(s.Starting), live) {
		p := &s.Players[q]
		if p.Pick >= 0 {
			id := p.Hand[p.Pick]
			s.turnUp(id)
			s.event(q, VerbReveal, 0, id)
			p.Pick = -1
		}
	}
	s.Step++
}

func (s *State) hiddenCount(seat int) int {
	n := 0
	for _, id := range s.Players[seat].Hand {
		if !s.Cards[id].Up {
			n++
		}
	}
	return n
}

func (s *State) poseReveal(seat int) {
	t := cardTexts()
	p := &s.Players[seat]
	opts := make([]Option, 0, len(p.Hand))
	for _, id := range p.Hand {
		if s.Cards[id].Up || sameFaceOffered(opts, id) {
			continue // identical faces are one choice
		}
		opts = append(opts, Option{Key: t.revealKeys[id], Label: t.revealLabels[id], Verb: VerbReveal, Card: id})
	}
	s.ask(seat, DecReveal, "Choose a card to reveal (everyone reveals at once)", opts)
}

func sameFaceOffered(opts []Option, id CardID) bool {
	for _, o := range opts {
		if Cards[o.Card] == Cards[id] {
			return true
		}
	}
	return false
}

// runExchange: in turn order, each player may discard their face-down card
// and draw a replacement.
func (s *State) runExchange() {
	for _, q := range s.order(int(s.Starting), s.liveMask()) {
		p := &s.Players[q]
		if p.Done {
			continue
		}
		down := NoCard
		for _, id := range p.Hand {
			if !s.Cards[id].Up {
				down = id
			}
		}
		if down == NoCard {
			p.Done = true
			continue
		}
		s.ask(q, DecExchange, "Exchange your face-down card for a new one?", []Option{
			{Key: "keep", Label: "Keep " + Cards[down].String(), Verb: VerbKeep, Card: down},
			{Key: "exchange", Label: "Exchange " + Cards[down].String(), Verb: VerbExchange, Card: down},
		})
		return
	}
	for q := range s.Players {
		s.Players[q].Done = false
	}
	s.Step++
}

func (s *State) ask(seat int, kind DecisionKind, prompt string, opts []Option) {
	s.Dec = Decision{Seat: seat, Kind: kind, Prompt: prompt, Options: opts}
	s.HasDec = true
}

func (s *State) poseChooseGame() {
	s.ask(int(s.Starting), DecChooseGame, "Choose the game to play", append([]Option(nil), chooseGameOptions...))
}

// chooseGameOptions are every game with every combination of its
// variants (built once).
var chooseGameOptions = func() []Option {
	var opts []Option
	for _, g := range Games {
		all := gameVariants[g]
		for v := Variants(0); ; v = (v - all) & all { // every subset of the game's variants
			key := "game:" + string(g)
			label := string(g)
			if v != 0 {
				key += "+" + v.String()
				label += " (" + v.String() + ")"
			}
			opts = append(opts, Option{Key: key, Label: label, Verb: VerbChooseGame, Card: NoCard, Game: g, Variants: v})
			if v == all {
				break
			}
		}
	}
	return opts
}()

func (s *State) poseSplitRule() {
	opts := make([]Option, 0, len(splitNames))
	for r := SplitMerchant; r <= SplitCommoner; r++ {
		opts = append(opts, Option{Key: "split:" + r.String(), Label: splitLabels[r], Verb: VerbSplitRule, Card: NoCard, Split: r})
	}
	s.ask(int(s.Starting), DecSplitRule, "Choose the Split Rule for ties", opts)
}

// apply carries out an answered option.
func (s *State) apply(seat int, o Option) {
	switch s.Dec.Kind {
	case DecChooseGame:
		s.Game, s.Variants = o.Game, o.Variants
		s.event(seat, VerbChooseGame, 0, NoCard)
		if s.Setup.ChooseSplit {
			s.Phase = PhaseChooseRule
		} else {
			s.Split = s.Setup.Split
			s.Phase = PhasePlay
		}
	case DecSplitRule:
		s.Split = o.Split
		s.event(seat, VerbSplitRule, int(o.Split), NoCard)
		s.Phase = PhasePlay
	case DecBet:
		s.applyBet(seat, o)
	case DecReveal:
		p := &s.Players[seat]
		for i, id := range p.Hand {
			if id == o.Card {
				p.Pick = int8(i)
			}
		}
	case DecKeepDice:
		s.keepDice(seat, o.Value)
	case DecDiscard:
		s.applyDiscard(seat, o)
	case DecPlanJobs:
		s.Jobs.Dice = uint8(o.Value)
		s.event(seat, VerbPlanJobs, o.Value, NoCard)
		s.Step++
	case DecPlace:
		s.applyPlace(seat, o)
	case DecWheel:
		if s.Variants&VarUnwound != 0 {
			s.applyUnwound(seat, o)
			return
		}
		s.playWheel(seat, o.Card, int(o.Value))
	case DecBuild:
		s.build(seat, o.Card, int(o.Value))
	case DecHorde, DecPredict:
		s.applyHorde(seat, o)
	case DecLoan:
		s.applyLoan(seat, o)
	case DecExchange:
		p := &s.Players[seat]
		p.Done = true
		if o.Verb == VerbExchange {
			s.discard(seat, o.Card)
			s.draw(seat)
		}
		s.event(seat, o.Verb, 0, NoCard)
	}
}

// itoa is strconv.Itoa, short.
func itoa(n int) string { return strconv.Itoa(n) }
