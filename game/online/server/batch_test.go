package server

import (
	"io"
	"net"
	"testing"
	"time"

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

// TestBatchConnReleaseNowDoesNotWait: releaseNow writes what the client
// takes at once and keeps the rest, without waiting for a client that
// does not read; the rest goes first, in order, at the next write.
func TestBatchConnReleaseNowDoesNotWait(t *testing.T) {
	server, client := net.Pipe()
	defer client.Close()
	b := &batchConn{Conn: server}
	b.hold()
	_, err := b.Write([]byte("state;ack;"))
	require.NoError(t, err)
	start := time.Now()
	left, err := b.releaseNow()
	require.NoError(t, err)
	assert.True(t, left, "the client does not read: the bytes are kept")
	assert.Less(t, time.Since(start), time.Second, "without waiting for the client")

	got := make(chan []byte, 1)
	go func() {
		data, _ := io.ReadAll(client)
		got <- data
	}()
	b.hold()
	_, err = b.Write([]byte("state2;"))
	require.NoError(t, err)
	require.NoError(t, b.release())
	_, err = b.Write([]byte("pong;"))
	require.NoError(t, err)
	require.NoError(t, server.Close())
	assert.Equal(t, "state;ack;state2;pong;", string(<-got), "what was kept goes first")
}
