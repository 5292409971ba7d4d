package online

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestSplitJoin: --join takes ws://HOST:PORT/CODE, the code made
// capitals; an address without a code is refused.
func TestSplitJoin(t *testing.T) {
	_, _, err := splitJoin("ws://127.0.0.1:7878")
	assert.Error(t, err)
	addr, code, err := splitJoin("ws://127.0.0.1:7878/abcdef")
	require.NoError(t, err)
	assert.Equal(t, "ws://127.0.0.1:7878", addr)
	assert.Equal(t, "ABCDEF", code)
}
