package gamble

// Jack of All Trades: each player's workers are 5 dice (5 cards with Hidden
// Fate). Four jobs are revealed one by one; on each a player may place one
// worker matching the job's value, or a 6 (a Jack of All Trades) when none
// matches. On the fourth job, the Last Call, they may place all their
// matching workers (one Jack if none matches). The lowest total on the
// workers left wins; there is no tiebreaker.

// Jobs is the state of a game of Jack of All Trades.
type Jobs struct {
	// Dice (Hidden Fate) has bit k set when job k+1 is a die roll rather
	// than a card; the Starting Player chooses it.
	Dice  uint8
	Count int8 // jobs revealed so far (the 4th is the Last Call)
	// Value is the current job's value (1 to 6), or 0 when any worker may
	// be placed on it (a 6 rolled as a job, or a Dragon Card).
	Value int8
}

// NumJobs is the number of jobs in a game; the last is the Last Call.
const NumJobs = 4

// Jack is the die value of a Jack of All Trades.
const Jack = 6

// Orders of play.
var (
	jackPlain = []step{{stAnte, 0}, {stWorkers, 0}, {stBet, 0},
		{stJob, 0}, {stPlace, 0}, {stBet, 0}, {stJob, 0}, {stPlace, 0}, {stBet, 0}, {stJob, 0}, {stPlace, 0}, {stBet, 0},
		{stJob, 0}, {stPlace, 0}, {stShowdown, 0}}
	// Hidden Fate: 5 cards instead of dice, the Starting Player chooses
	// card or die for each job, and a final Betting Round after the Last Call.
	jackHidden = []step{{stAnte, 0}, {stDeal, 5}, {stPlanJobs, 0}, {stBet, 0},
		{stJob, 0}, {stPlace, 0}, {stBet, 0}, {stJob, 0}, {stPlace, 0}, {stBet, 0}, {stJob, 0}, {stPlace, 0}, {stBet, 0},
		{stJob, 0}, {stPlace, 0}, {stBet, 0}, {stShowdown, 0}}
)

// rollWorkers: every player in the game rolls 5 dice, their workers.
func (s *State) rollWorkers() {
	for _, q := range s.order(int(s.Starting), s.liveMask()) {
		p := &s.Players[q]
		p.NRolled = 5
		for i := range p.Rolled {
			p.Rolled[i] = s.rollDie()
			s.event(q, VerbRoll, int(p.Rolled[i]), NoCard)
		}
	}
}

// posePlanJobs asks the Starting Player (who has seen their hand) whether
// a card or a die sets each of the four jobs.
func (s *State) posePlanJobs() {
	opts := make([]Option, 0, 1<<NumJobs)
	for m := 0; m < 1<<NumJobs; m++ {
		name := ""
		for k := 0; k < NumJobs; k++ {
			if k > 0 {
				name += ", "
			}
			if m&(1<<k) != 0 {
				name += "die"
			} else {
				name += "card"
			}
		}
		opts = append(opts, Option{Key: "jobs:" + itoa(m), Label: name, Verb: VerbPlanJobs, Card: NoCard, Value: m})
	}
	s.ask(int(s.Starting), DecPlanJobs, "Choose whether a card or a die sets each job", opts)
}

// revealJob reveals the next job: the top card of the deck face up (its
// rank number; a Dragon Card takes any worker) or, with Hidden Fate, a die
// if the Starting Player chose one (a 6 takes any worker).
func (s *State) revealJob() {
	j := &s.Jobs
	byDie := s.Variants&VarHiddenFate != 0 && j.Dice&(1<<uint(j.Count)) != 0
	j.Count++
	if byDie {
		v := s.rollDie()
		j.Value = v
		if v == Jack {
			j.Value = 0
		}
		s.event(-1, VerbJob, int(v), NoCard)
	} else {
		id := s.revealTop()
		j.Value = 0 // a Dragon's rank is 0: any worker
		if id != NoCard {
			j.Value = int8(Cards[id].Rank)
		}
		s.event(-1, VerbJob, int(j.Value), id)
	}
}

// revealTop turns up the top card of the deck onto the table.
func (s *State) revealTop() CardID {
	id := s.draw(int(s.Starting)) // refills an empty deck from the discards
	if id == NoCard {
		return NoCard
	}
	p := &s.Players[s.Starting]
	p.Hand = p.Hand[:len(p.Hand)-1]
	s.Cards[id] = CardInst{Zone: ZoneTable, Owner: -1}
	s.turnUp(id)
	s.Table = append(s.Table, id)
	return id
}

// oneWorker reports whether only one worker may go on the current job: the
// first three jobs, the Last Call under No Last Call, and a job any worker
// may take (even the Last Call).
func (s *State) oneWorker() bool {
	return s.Jobs.Count < NumJobs || s.Variants&VarNoLastCall != 0 || s.Jobs.Value == 0
}

// runPlace: in turn order, each player with a worker that may go on the job
// chooses to place it (or them) or not.
func (s *State) runPlace() {
	for _, q := range s.order(int(s.Starting), s.liveMask()) {
		p := &s.Players[q]
		if p.Done {
			continue
		}
		opts := s.placeOptions(q)
		// Dice are public, so a player without a worker for the job is
		// skipped; hidden cards are not, so everyone is asked (a player
		// who is passed over would show that they hold no match).
		if len(opts) == 0 && s.Variants&VarHiddenFate == 0 {
			p.Done = true
			continue
		}
		opts = append(opts, Option{Key: "pass", Label: "Place no worker", Verb: VerbPass, Card: NoCard})
		s.ask(q, DecPlace, "Place a worker on the job?", opts)
		return
	}
	for q := range s.Players {
		s.Players[q].Done = false
	}
	s.Step++
}

// placeOptions lists seat's legal placements on the current job.
func (s *State) placeOptions(seat int) []Option {
	if s.Variants&VarHiddenFate != 0 {
		return s.placeCardOptions(seat)
	}
	p := &s.Players[seat]
	var count [DieFaces + 1]int
	for _, d := range p.Rolled[:p.NRolled] {
		count[d]++
	}
	var opts []Option
	add := func(v, n int) {
		label := "Place a " + itoa(v)
		if n > 1 {
			label = "Place " + itoa(n) + " × " + itoa(v)
		}
		opts = append(opts, Option{Key: "place:" + itoa(v), Label: label, Verb: VerbPlace, Card: NoCard, Value: v, Amount: n})
	}
	v := int(s.Jobs.Value)
	switch {
	case v == 0:
		for d := 1; d <= DieFaces; d++ {
			if count[d] > 0 {
				add(d, 1)
			}
		}
	case count[v] > 0 && s.oneWorker():
		add(v, 1)
	case count[v] > 0:
		add(v, count[v])
	case count[Jack] > 0:
		add(Jack, 1)
	}
	return opts
}

// placeCardOptions: with Hidden Fate the workers are cards (their rank
// number; there is no card worth 6). A Dragon Card may not be placed.
func (s *State) placeCardOptions(seat int) []Option {
	v := Rank(s.Jobs.Value)
	var opts []Option
	var match []CardID
	for _, id := range s.Players[seat].Hand {
		c := Cards[id]
		if c.Kind == KindDragon || (v != 0 && c.Rank != v) {
			continue
		}
		match = append(match, id)
		if !sameFaceOffered(opts, id) {
			opts = append(opts, Option{Key: cardKey("place", id), Label: "Place " + c.String(), Verb: VerbPlace, Card: id, Amount: 1})
		}
	}
	if len(match) > 1 && !s.oneWorker() {
		return []Option{{Key: "place:all", Label: "Place all " + itoa(len(match)) + " " + v.String() + "s", Verb: VerbPlace,
			Card: NoCard, Value: int(v), Amount: len(match)}}
	}
	return opts
}

// applyPlace moves the chosen workers onto the job: dice leave the roll,
// cards go face up to the center of the table.
func (s *State) applyPlace(seat int, o Option) {
	p := &s.Players[seat]
	p.Done = true
	switch {
	case o.Verb != VerbPlace:
		s.event(seat, VerbPass, 0, NoCard)
	case o.Card != NoCard:
		s.placeCard(seat, o.Card)
	case s.Variants&VarHiddenFate != 0:
		for _, id := range append([]CardID(nil), p.Hand...) {
			if Cards[id].Kind == KindDeck && int(Cards[id].Rank) == o.Value {
				s.placeCard(seat, id)
			}
		}
	default:
		left := p.Rolled[:0]
		placed := 0
		for _, d := range p.Rolled[:p.NRolled] {
			if int(d) == o.Value && placed < o.Amount {
				p.Keep[p.NKeep] = d
				p.NKeep++
				placed++
				s.event(seat, VerbPlace, int(d), NoCard)
				continue
			}
			left = append(left, d)
		}
		p.NRolled = int8(len(left))
	}
}

func (s *State) placeCard(seat int, id CardID) {
	p := &s.Players[seat]
	for i, h := range p.Hand {
		if h == id {
			p.Hand = append(p.Hand[:i], p.Hand[i+1:]...)
			break
		}
	}
	s.Cards[id] = CardInst{Zone: ZoneTable, Owner: -1}
	s.turnUp(id)
	s.Table = append(s.Table, id)
	s.event(seat, VerbPlace, int(Cards[id].Rank), id)
}

// JackTotal is what a player owes the workers left: the dice's total, or
// with Hidden Fate the cards' rank numbers (a Dragon Card is 0).
func (s *State) JackTotal(seat int) int {
	p := &s.Players[seat]
	t := 0
	if s.Variants&VarHiddenFate != 0 {
		for _, id := range p.Hand {
			t += int(Cards[id].Rank) // RankDragon is 0
		}
		return t
	}
	for _, d := range p.Rolled[:p.NRolled] {
		t += int(d)
	}
	return t
}

// jackScore: the lowest total wins; there is no tiebreaker.
func (s *State) jackScore(seat int) Score {
	var sc Score
	sc[0] = -int16(s.JackTotal(seat))
	return sc
}
