package engine

import (
	"strconv"
	"strings"
)

// Typed moves. An Option's Key is the string that saves, replays and
// scenarios record; its Verb and Word say what the option does, so that no
// code outside the engine needs to read a key or a label. The key grammar,
// with the fields each verb fills:
//
//	pass, done, nosplit, cancel          Verb only (cancel: take back the card being chosen)
//	play:card<Card>[:m<N>]               N: the mode (":m" only for cards with several); Extra 1: from the Plotted Cards
//	plot|discard|treat|prize:card<Card>  Card
//	harvest:card<Card>                   Card: the Mushroom to harvest
//	harvest:yes|no, may:yes|no           Word: WordYes (pay the cost, use the effect) or WordNo
//	target|split|order|teammate|champion:seat<Seat>
//	spend:<N>, reveal:<N>                N: Momentum spent, Pets revealed
//	choose:<N>                           N: the branch
//	drink:<N>                            N: the index in State.Drinks
//	supply:<name>                        N: the index in SupplyNames
//	reward:gold|draw                     Word: WordGold or WordDraw
//	potion:fort|alc|gold                 Word: WordFort, WordAlc or WordGold; N: 0, 1 or 2
//	bid:<N>                              N: the amount bid (a Dungeon Event)
//	divide:<N>, pile:<N>                 N: the cards of a pile, one bit per revealed card (a division)

// Verb is what an option does.
type Verb uint8

const (
	VerbNone     Verb = iota
	VerbPass          // let a response window (or a Round of Gambling turn) go by
	VerbDone          // end a step: discarding, plotting, the Action Phase, ...
	VerbNoSplit       // drink a Drink alone
	VerbPlay          // play Card (mode N)
	VerbPlot          // plot Card
	VerbDiscard       // discard Card
	VerbHarvest       // harvest Card, or pay a Harvest cost (Word)
	VerbTreat         // treat the Waiting Patient Card
	VerbPrize         // put the Prize Card into the pot
	VerbTarget        // pick Seat as a target
	VerbSplit         // split a Drink with Seat
	VerbOrder         // order a Drink for Seat
	VerbTeammate      // give Seat the next Action Phase
	VerbChampion      // make Seat the team's Champion
	VerbSpend         // spend N Momentum
	VerbReveal        // reveal N Pets
	VerbSupply        // take Medical Supply token N
	VerbMay           // use an optional effect or not (Word)
	VerbChoose        // take branch N of a choice
	VerbReward        // Otto's pass-out reward (Word)
	VerbDrink         // pick Drink N
	VerbPotion        // use a Potion Token (Word)
	VerbCancel        // take back the card being chosen: nothing of it was played (takeback.go)
	VerbActivate      // a Minion in play (Card) acts
	VerbWages         // pay a Minion's Wages (Word yes) or discard it (no)
	VerbBid           // bid N (a Dungeon Event's bidding)
	VerbDivide        // divide revealed cards: pile N (bits) and the rest
	VerbPile          // take pile N (bits) of a division
	numVerbs
)

var verbNames = [numVerbs]string{"", "pass", "done", "nosplit", "play", "plot", "discard", "harvest", "treat", "prize",
	"target", "split", "order", "teammate", "champion", "spend", "reveal", "supply", "may", "choose", "reward", "drink", "potion", "cancel", "activate", "wages", "bid", "divide", "pile"}

// String is the verb as it starts a key.
func (v Verb) String() string {
	if v < numVerbs {
		return verbNames[v]
	}
	return "verb" + strconv.Itoa(int(v))
}

// Word is the named argument of a yes/no, reward or potion option.
type Word uint8

const (
	WordNone Word = iota
	WordYes
	WordNo
	WordGold
	WordDraw
	WordFort
	WordAlc
	numWords
)

var wordNames = [numWords]string{"", "yes", "no", "gold", "draw", "fort", "alc"}

// String is the word as it ends a key.
func (w Word) String() string {
	if w < numWords {
		return wordNames[w]
	}
	return "word" + strconv.Itoa(int(w))
}

// verbNamed is the verb a key starts with (a switch: options are built in
// the engine's hottest loops).
func verbNamed(name string) Verb {
	switch name {
	case "pass":
		return VerbPass
	case "done":
		return VerbDone
	case "nosplit":
		return VerbNoSplit
	case "play":
		return VerbPlay
	case "plot":
		return VerbPlot
	case "discard":
		return VerbDiscard
	case "harvest":
		return VerbHarvest
	case "treat":
		return VerbTreat
	case "prize":
		return VerbPrize
	case "target":
		return VerbTarget
	case "split":
		return VerbSplit
	case "order":
		return VerbOrder
	case "teammate":
		return VerbTeammate
	case "champion":
		return VerbChampion
	case "spend":
		return VerbSpend
	case "reveal":
		return VerbReveal
	case "supply":
		return VerbSupply
	case "may":
		return VerbMay
	case "choose":
		return VerbChoose
	case "reward":
		return VerbReward
	case "drink":
		return VerbDrink
	case "potion":
		return VerbPotion
	case "cancel":
		return VerbCancel
	case "activate":
		return VerbActivate
	case "wages":
		return VerbWages
	case "bid":
		return VerbBid
	case "divide":
		return VerbDivide
	case "pile":
		return VerbPile
	}
	return VerbNone
}

func wordNamed(name string) Word {
	switch name {
	case "yes":
		return WordYes
	case "no":
		return WordNo
	case "gold":
		return WordGold
	case "draw":
		return WordDraw
	case "fort":
		return WordFort
	case "alc":
		return WordAlc
	}
	return WordNone
}

// setType fills Verb and Word from Key (the other fields are set by whoever
// builds the option, and are saved with it).
func (o *Option) setType() {
	verb, rest, _ := strings.Cut(o.Key, ":")
	o.Verb, o.Word = verbNamed(verb), wordNamed(rest)
}

// Declines reports whether the option turns something down: pass, done,
// drink alone, or "no" to a Harvest cost or an optional effect.
func (o *Option) Declines() bool {
	switch o.Verb {
	case VerbPass, VerbDone, VerbNoSplit:
		return true
	case VerbHarvest, VerbMay:
		return o.Word == WordNo
	}
	return false
}

// keyWith writes the key of o from its typed fields, naming cards and seats
// with the given functions.
func (s *State) keyWith(o *Option, cardName func(CardID) string, seatName func(int) string) string {
	k := o.Verb.String()
	switch o.Verb {
	case VerbPass, VerbDone, VerbNoSplit, VerbCancel:
		return k
	case VerbPlay:
		k += ":" + cardName(o.Card)
		if len(s.Def(o.Card).Modes) > 1 {
			k += ":m" + strconv.Itoa(int(o.N))
		}
		return k
	case VerbTarget, VerbSplit, VerbOrder, VerbTeammate, VerbChampion:
		if o.Seat < 0 && o.Card != NoCard {
			return k + ":" + cardName(o.Card) // a Minion picked as a target
		}
		return k + ":" + seatName(int(o.Seat))
	case VerbSpend, VerbReveal, VerbChoose, VerbDrink, VerbBid, VerbDivide, VerbPile:
		return k + ":" + strconv.Itoa(int(o.N))
	case VerbSupply:
		if o.N >= 0 && int(o.N) < len(SupplyNames) {
			return k + ":" + lower(SupplyNames[o.N])
		}
	}
	if o.Word != WordNone {
		return k + ":" + o.Word.String()
	}
	if o.Card != NoCard {
		return k + ":" + cardName(o.Card)
	}
	return k
}

// typedKey is the key o's typed fields describe (equal to o.Key for every
// option the engine offers).
func (s *State) typedKey(o *Option) string {
	return s.keyWith(o, func(id CardID) string { return "card" + strconv.Itoa(int(id)) },
		func(q int) string { return "seat" + strconv.Itoa(q) })
}

// CanonicalKey is o's key with card instances replaced by their definition
// ids and seats by their character ids ("play:jett_parkour:m1",
// "target:terci"), so it reads the same in every deal: scenarios use it.
func (s *State) CanonicalKey(o Option) string {
	return s.keyWith(&o, func(id CardID) string {
		if id >= 0 && int(id) < len(s.Cards) {
			return s.Def(id).ID
		}
		return "card" + strconv.Itoa(int(id))
	}, func(q int) string {
		if q >= 0 && q < s.NumSeats() {
			return s.CharID(q)
		}
		return "seat" + strconv.Itoa(q)
	})
}

// MatchAnswer finds the option of d that an answer names: its exact key
// ("play:card17:m1"), its canonical key ("play:jett_parkour:m1",
// "target:terci"), or a prefix of the canonical key up to a colon
// ("play:jett_parkour" matches "play:jett_parkour:m0"; the first such
// option wins).
func (s *State) MatchAnswer(d Decision, answer string) (Option, bool) {
	for _, o := range d.Options {
		if o.Key == answer {
			return o, true
		}
	}
	for _, o := range d.Options {
		ck := s.CanonicalKey(o)
		if ck == answer || strings.HasPrefix(ck, answer+":") {
			return o, true
		}
	}
	return Option{}, false
}

// MoveID identifies a move across deals, for search: the deciding seat, the
// kind of decision and the option's key with its card instance replaced by
// the card's definition, zone, owner and Rake position (FNV-1a).
func (s *State) MoveID(d *Decision, o *Option) uint64 {
	const prime = 1099511628211
	h := uint64(14695981039346656037)
	add := func(b byte) { h = (h ^ uint64(b)) * prime }
	addString := func(k string) {
		for i := 0; i < len(k); i++ {
			add(k[i])
		}
	}
	add(byte(d.Seat))
	addString(string(d.Kind))
	add(0)
	k := o.Key
	// Card keys are "<verb>:card<Card>..." (see the grammar above).
	head := len(o.Verb.String()) + len(":card")
	if o.Card >= 0 && int(o.Card) < len(s.Cards) && head < len(k) && k[head-5:head] == ":card" {
		c := s.Cards[o.Card]
		addString(k[:head-4])
		add(0xff)
		add(byte(s.defs[o.Card]))
		add(byte(s.defs[o.Card] >> 8))
		add(byte(c.Zone))
		add(byte(c.Owner))
		add(byte(c.Rake))
		k = k[head+digits(int(o.Card)):]
	}
	addString(k)
	return h
}

// digits is the length of n written in decimal (n >= 0).
func digits(n int) int {
	d := 1
	for ; n >= 10; n /= 10 {
		d++
	}
	return d
}
