package server

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"undercity/engine/gamble"
	"undercity/game/online"
)

// oldGambleRecord is a gambling table as tables were stored before its
// computers were named: the computer's seat has no name.
func oldGambleRecord() Record {
	return Record{Code: "OLDTBL", Seed: 42, Setup: online.TableSetup{Game: online.GameGamble, Seats: []string{"me", "open", "random"}, Games: 2},
		Seats: []SeatRecord{{Status: online.SeatPlayer, Name: "Ann", Token: "a", Seed: 1}, {Status: online.SeatPlayer, Name: "Bob", Token: "b", Seed: 2},
			{Status: online.SeatComputer, Level: "random", Seed: 3}}}
}

// TestGambleTableStoredBeforeResumes: a gambling table stored before
// computers were named resumes at the position it was stored at (its
// hash, worked out when it was stored, checked on replay): its computer
// keeps the name it was dealt under.
func TestGambleTableStoredBeforeResumes(t *testing.T) {
	rec := oldGambleRecord()
	su, err := gambleSetup(rec.Setup, rec.Seed, []string{"Ann", "Bob", "Seat 3"})
	require.NoError(t, err)
	s, err := gamble.NewGame(su)
	require.NoError(t, err)
	var answers []string
	for range 12 {
		d, ok := s.Pending()
		require.True(t, ok)
		require.NoError(t, s.Answer(d.Options[0].Key))
		answers = append(answers, d.Options[0].Key)
	}
	const stored = "92fa324d44648a87" // the position's hash as the server stored it then
	m, err := newMatch(&rec, answers, stored, len(answers), func(int, string) error { return nil })
	require.NoError(t, err, "resumed at the stored position")
	assert.Equal(t, "Seat 3", m.(*gambleMatch).st.Name(2))
}

// TestGambleComputersAreNamed: a new gambling table names its computers
// as a local gambling table does (the tavern character of the seat), at
// creation and when the host fills a seat; the names are stored with the
// table.
func TestGambleComputersAreNamed(t *testing.T) {
	tb, err := newTable(nil, online.TableSetup{Game: online.GameGamble, Seats: []string{"me", "open", "random"}}, "Ann")
	require.NoError(t, err)
	name := online.GamblerName(2)
	require.NotEmpty(t, name)
	assert.Equal(t, name, tb.rec.Seats[2].Name)
	assert.Empty(t, tb.rec.Seats[1].Name, "an open seat waits for a friend's name")
	m, err := newMatch(&tb.rec, nil, "", 0, func(int, string) error { return nil })
	require.NoError(t, err)
	assert.Equal(t, name, m.(*gambleMatch).st.Name(2))
	assert.Equal(t, "Ann", m.(*gambleMatch).st.Name(0))

	inn, err := newTable(nil, online.TableSetup{Seats: []string{"me", "random"}}, "Ann")
	require.NoError(t, err)
	assert.Empty(t, inn.rec.Seats[1].Name, "an Inn computer is named by its character")
}
