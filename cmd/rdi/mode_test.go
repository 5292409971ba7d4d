package main

import (
	"bytes"
	"io"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestModeFlag(t *testing.T) {
	opts, err := parseFlags([]string{"--demo", "--mode", "otto", "--seed", "5"}, io.Discard)
	require.NoError(t, err)
	assert.Equal(t, "otto", opts.Mode)
	assert.True(t, opts.Demo)

	opts, err = parseFlags([]string{"--demo", "--mode", "ffa"}, io.Discard)
	require.NoError(t, err)
	assert.Equal(t, "ffa", opts.Mode)

	for _, args := range [][]string{
		{"--demo", "--mode", "chess"},
		{"--mode", "otto"}, // only for watching a game
	} {
		var stderr bytes.Buffer
		_, err := parseFlags(args, &stderr)
		assert.Error(t, err, "%v", args)
		assert.Contains(t, stderr.String(), "--mode", "explains the problem: %v", args)
	}
}
