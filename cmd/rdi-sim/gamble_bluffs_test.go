package main

import (
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"undercity/ai/gambler"
	"undercity/engine/gamble"
	"undercity/game/drive"
)

// scripted answers the first option of a verb it is given (a fold only
// facing a bet), else the check or call, and says it meant intent by every
// raise.
type scripted struct {
	verb   gamble.Verb
	intent gambler.Intent
	last   gambler.Intent
}

func (s *scripted) Name() string { return "scripted" }

func (s *scripted) Choose(_ *gamble.Observation, d gamble.Decision) string {
	s.last = gambler.Plain
	facing := false
	for _, o := range d.Options {
		facing = facing || o.Verb == gamble.VerbCall
	}
	for _, o := range d.Options {
		if o.Verb == s.verb && (o.Verb != gamble.VerbFold || facing) {
			if o.Verb == gamble.VerbRaise {
				s.last = s.intent
			}
			return o.Key
		}
	}
	for _, o := range d.Options {
		if o.Verb == gamble.VerbCheck || o.Verb == gamble.VerbCall {
			return o.Key
		}
	}
	return d.Options[0].Key
}

func (s *scripted) LastIntent() gambler.Intent { return s.last }

// bookOf plays a session of two games of Rogues and Warriors between two
// scripted seats and returns the bluffs counted (a fold ends the first game
// and starts the next in one answer).
func bookOf(t *testing.T, first, second *scripted) []bluffCount {
	s, err := gamble.NewGame(gamble.Setup{Seed: 3, Game: gamble.RoguesAndWarriors, Stakes: []int{20, 20}, Games: 2})
	require.NoError(t, err)
	seats := []gambler.Seat{first, second}
	book := newBluffBook(seats)
	dr := &drive.GambleDriver{State: s, Seats: seats, Limit: 1000,
		After: func(s *gamble.State, d gamble.Decision, key string) error {
			book.after(s, d, key)
			return nil
		}}
	_, err = dr.Run()
	require.NoError(t, err)
	return book.count
}

func TestBluffFoldedToPays(t *testing.T) {
	got := bookOf(t, &scripted{verb: gamble.VerbRaise, intent: gambler.Bluff}, &scripted{verb: gamble.VerbFold})
	require.Equal(t, bluffCount{bluffs: 2, foldedTo: 2, paid: 2}, got[0])
	require.Equal(t, bluffCount{}, got[1])
}

func TestBluffCalledIsNotFoldedTo(t *testing.T) {
	// The second seat calls every raise and says it read it as a bluff.
	caller := &scripted{verb: gamble.VerbNone}
	got := bookOf(t, &scripted{verb: gamble.VerbRaise, intent: gambler.Bluff}, caller)
	require.Positive(t, got[0].bluffs)
	require.Zero(t, got[0].foldedTo)
	require.LessOrEqual(t, got[0].paid, got[0].bluffs)
	// A raise meant as value is no bluff.
	got = bookOf(t, &scripted{verb: gamble.VerbRaise, intent: gambler.Plain}, &scripted{verb: gamble.VerbFold})
	require.Zero(t, got[0].bluffs)
}

func TestP95(t *testing.T) {
	var ds []time.Duration
	for i := 1; i <= 100; i++ {
		ds = append(ds, time.Duration(i)*time.Millisecond)
	}
	require.InDelta(t, 95.0, p95(ds), 1e-9)
	require.Zero(t, p95(nil))
}
