package server

import (
	"io"
	"net"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestBatchConnHoldsWrites: writes while held go out together, in order,
// at release; writes not held go out at once.
func TestBatchConnHoldsWrites(t *testing.T) {
	server, client := net.Pipe()
	defer client.Close()
	b := &batchConn{Conn: server}
	got := make(chan string, 8)
	go func() {
		buf := make([]byte, 64)
		for {
			n, err := client.Read(buf)
			if err != nil {
				close(got)
				return
			}
			got <- string(buf[:n])
		}
	}()
	b.hold()
	for _, s := range []string{"state;", "ack;"} {
		n, err := b.Write([]byte(s))
		require.NoError(t, err)
		require.Equal(t, len(s), n)
	}
	assert.Empty(t, got, "nothing is written while held")
	require.NoError(t, b.release())
	assert.Equal(t, "state;ack;", <-got, "one write")
	_, err := b.Write([]byte("pong;"))
	require.NoError(t, err)
	assert.Equal(t, "pong;", <-got)
	require.NoError(t, b.release(), "nothing held: nothing written")
	require.NoError(t, server.Close())
	_, ok := <-got
	assert.False(t, ok)
	_, err = b.Write([]byte("x"))
	assert.ErrorIs(t, err, io.ErrClosedPipe)
}
