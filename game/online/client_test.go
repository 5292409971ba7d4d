package online_test

import (
	"context"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"undercity/game/online"
)

// TestCloseWhenDone: a connection closed by its context reads and writes
// under it without the library's per-frame timeout, and still ends when
// the context does: a read waiting then returns the context's error; a
// context that ends after its read is over (another's) leaves the
// connection as it is.
func TestCloseWhenDone(t *testing.T) {
	url := startServer(t)
	c, err := online.Dial(dialCtx(t), url)
	require.NoError(t, err)
	defer c.CloseNow()

	once, cancelOnce := context.WithCancel(context.Background())
	require.NoError(t, c.Send(once, online.ClientMsg{Type: online.TypePing}))
	m, _, err := c.Recv(once)
	require.NoError(t, err)
	assert.Equal(t, online.TypePong, m.Type)
	cancelOnce() // its read is over: nothing happens

	ctx, cancel := context.WithCancel(context.Background())
	c.CloseWhenDone(ctx)
	require.NoError(t, c.Send(ctx, online.ClientMsg{Type: online.TypePing}))
	m, _, err = c.Recv(ctx)
	require.NoError(t, err, "the connection outlived the context of an earlier read")
	assert.Equal(t, online.TypePong, m.Type)

	got := make(chan error, 1)
	go func() {
		_, _, err := c.Recv(ctx) // nothing comes
		got <- err
	}()
	cancel()
	assert.ErrorIs(t, <-got, context.Canceled)
	assert.Error(t, c.Send(context.Background(), online.ClientMsg{Type: online.TypePing}), "the connection is closed")
}
