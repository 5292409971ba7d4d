package main

import (
	"io"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestModeFlagTakesTheTeamVariants(t *testing.T) {
	for _, m := range []string{"boss", "two-headed", "two-headed-boss", "leaders-lackeys", "boss-vs-boss"} {
		opts, err := parseFlags([]string{"--demo", "--mode", m}, io.Discard)
		require.NoError(t, err, m)
		assert.Equal(t, m, opts.Mode)
	}
	_, err := parseFlags([]string{"--demo", "--mode", "three-headed"}, io.Discard)
	require.Error(t, err)
	assert.Contains(t, err.Error(), "leaders-lackeys", "the error lists the modes")
}
