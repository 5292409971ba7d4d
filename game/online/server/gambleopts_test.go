package server

import (
	"context"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"undercity/engine/gamble"
	"undercity/game/online"
)

func sendRaw(t *testing.T, c *online.Conn, raw string) {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	require.NoError(t, c.SendRaw(ctx, []byte(raw)))
}

// hostedGamble creates a table from a raw create message (the wire's own
// field names), starts it and returns the session the server plays.
func hostedGamble(t *testing.T, url string, srv *Server, raw string) gamble.Setup {
	t.Helper()
	host := dial(t, url)
	sendRaw(t, host, raw)
	j := recvType(t, host, online.TypeJoined)
	send(t, host, online.ClientMsg{Type: online.TypeStart})
	recvType(t, host, online.TypeState)
	tb := srv.table(j.Code)
	require.NotNil(t, tb)
	tb.mu.Lock()
	defer tb.mu.Unlock()
	m, ok := tb.m.(*gambleMatch)
	require.True(t, ok, "a gambling table")
	return m.st.Setup
}

// TestOnlineGambleHouseOptions: the house options the local gambling
// setup offers reach the session an online table plays: the minimum
// raise, the Split Rule (or the Starting Player choosing it) and playing
// until one player is left.
func TestOnlineGambleHouseOptions(t *testing.T) {
	url, srv := startServer(t, Options{})
	su := hostedGamble(t, url, srv, `{"type":"create","name":"Ann","table":{"game":"gamble","seats":["me","random","random"],`+
		`"min_raise":true,"split":"king","until_one_left":true}}`)
	assert.True(t, su.MinRaise)
	assert.Equal(t, gamble.SplitKing, su.Split)
	assert.False(t, su.ChooseSplit)
	assert.Equal(t, 0, su.Games, "until only one player has money to ante")

	su = hostedGamble(t, url, srv, `{"type":"create","name":"Ann","table":{"game":"gamble","gamble":"threes","seats":["me","random"],`+
		`"split":"Commoner","choose_split":true,"games":4}}`)
	assert.False(t, su.MinRaise)
	assert.Equal(t, gamble.SplitCommoner, su.Split, "the rule until the Starting Player chooses")
	assert.True(t, su.ChooseSplit)
	assert.Equal(t, 4, su.Games)

	su = hostedGamble(t, url, srv, `{"type":"create","name":"Ann","table":{"game":"gamble","seats":["me","random"]}}`)
	assert.Equal(t, gamble.Setup{}.Split, su.Split, "Merchant's Rule")
	assert.False(t, su.MinRaise || su.ChooseSplit)
	assert.Equal(t, 3, su.Games, "the server's number of games")
}

// TestOnlineGambleBadHouseOptions: a bad house option is refused with a
// message saying what is wrong, and no table is created.
func TestOnlineGambleBadHouseOptions(t *testing.T) {
	url, srv := startServer(t, Options{})
	host := dial(t, url)
	for _, c := range []struct{ table, want string }{
		{`"split":"emperor"`, `split: unknown split rule "emperor" (rules: merchant, king, commoner)`},
		{`"until_one_left":true,"games":3`, "until_one_left plays until one player is left with money to ante: it takes no number of games"},
		{`"gamble":"choice","until_one_left":true`, "Adventurer's Choice is played for a number of rounds"},
		{`"games":-2`, "games is a number of games (1 or more), not -2"},
		{`"until_one_left":true,"shares":true,"share":0`, "playing for a share of 0 needs a number of games"},
		{`"min_raise":"yes"`, "malformed"},
	} {
		expectError(t, host, `{"type":"create","name":"Ann","table":{"game":"gamble","seats":["me","random"],`+c.table+`}}`, c.want)
	}
	srv.mu.Lock()
	n := len(srv.tables)
	srv.mu.Unlock()
	assert.Zero(t, n, "no table was created")
	ping(t, host)
}
