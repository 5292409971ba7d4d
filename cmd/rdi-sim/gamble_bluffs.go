package main

import (
	"slices"
	"time"

	"undercity/ai/gambler"
	"undercity/engine/gamble"
)

// Bluffs, counted from what the computer gamblers say they meant
// (gambler.Intender), never from the log: a bluff is a raise on a hand the
// bluffer itself rates weak; it was folded to when an opponent folded
// before the bluffer spoke again, and it paid when the bluffer ended the
// game with more than it began it with. A bluff call is a call of a raise
// the caller read as a bluff.

// bluffCount is one seat's bluffs in a session.
type bluffCount struct {
	bluffs, foldedTo, paid, calls int
}

// openBluff is a bluff whose game has not ended.
type openBluff struct {
	seat, game int
	before     int  // what the bluffer held when the game began (its worth)
	answering  bool // the opponents have not all answered it yet
}

// bluffBook follows the bluffs of one session.
type bluffBook struct {
	seats []gambler.Seat
	count []bluffCount
	open  []openBluff
}

func newBluffBook(seats []gambler.Seat) *bluffBook {
	return &bluffBook{seats: seats, count: make([]bluffCount, len(seats))}
}

// worthOf is what seat holds for the game in progress: its final score and
// what it put in this game's pot (the money it began the game with).
func worthOf(s *gamble.State, seat int) int {
	return s.FinalScore(seat) + s.Players[seat].Committed
}

// after notes the answer key to d, now applied to s. A bluff still open
// when after is called is of the game the answer was given in: bluffs
// whose game has ended are closed at the end of the call that ended it.
func (b *bluffBook) after(s *gamble.State, d gamble.Decision, key string) {
	seat := d.Seat
	fold := false
	for _, o := range d.Options {
		if o.Key == key {
			fold = o.Verb == gamble.VerbFold
		}
	}
	for i := range b.open {
		o := &b.open[i]
		switch {
		case o.seat == seat:
			o.answering = false
		case fold && o.answering: // (a fold can start the next game: s.Played is past o.game)
			b.count[o.seat].foldedTo++
			o.answering = false
		}
	}
	if in, ok := b.seats[seat].(gambler.Intender); ok {
		switch in.LastIntent() {
		case gambler.Bluff:
			b.count[seat].bluffs++
			b.open = append(b.open, openBluff{seat: seat, game: s.Played, before: worthOf(s, seat), answering: true})
		case gambler.BluffCall:
			b.count[seat].calls++
		}
	}
	b.open = slices.DeleteFunc(b.open, func(o openBluff) bool {
		if !s.Over && s.Played == o.game && s.Phase == gamble.PhasePlay {
			return false // still playing
		}
		if worthOf(s, o.seat) > o.before {
			b.count[o.seat].paid++
		}
		return true
	})
}

// timedGambler measures how long a seat takes to choose (decisions with more
// than one option).
type timedGambler struct {
	gambler.Seat
	took *[]time.Duration
}

func (t timedGambler) Choose(obs *gamble.Observation, d gamble.Decision) string {
	if len(d.Options) < 2 {
		return t.Seat.Choose(obs, d)
	}
	start := time.Now()
	key := t.Seat.Choose(obs, d)
	*t.took = append(*t.took, time.Since(start))
	return key
}

// p95 is the 95th percentile of ds in milliseconds (0 for none).
func p95(ds []time.Duration) float64 {
	if len(ds) == 0 {
		return 0
	}
	ds = slices.Clone(ds)
	slices.Sort(ds)
	return float64(ds[(len(ds)*95+99)/100-1]) / float64(time.Millisecond)
}
