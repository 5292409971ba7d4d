package main

import (
	"bytes"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestLogPrintsAWholeGame(t *testing.T) {
	var a, b bytes.Buffer
	require.NoError(t, runLog([]string{"--chars", "dale,jett", "--seed", "3"}, &a))
	require.NoError(t, runLog([]string{"--chars", "dale,jett", "--seed", "3"}, &b))
	assert.Equal(t, a.String(), b.String(), "the same seed prints the same game")
	lines := strings.Split(strings.TrimSpace(a.String()), "\n")
	assert.Greater(t, len(lines), 10)
}
