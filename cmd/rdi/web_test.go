package main

import (
	"bytes"
	"io"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestWebBuildHasNoFileFlags: the web build (writesFiles false) neither
// offers nor accepts the flags that read or write files.
func TestWebBuildHasNoFileFlags(t *testing.T) {
	old := writesFiles
	defer func() { writesFiles = old }()
	writesFiles = false
	var help bytes.Buffer
	_, err := parseFlags([]string{"--help"}, &help)
	require.Error(t, err)
	for _, f := range []string{"-screenshot", "-frames", "-scenario", "-cpuprofile", "-shots", "-only"} {
		assert.NotRegexp(t, `(?m)^  `+f+`\b`, help.String())
		_, err := parseFlags([]string{f, "x"}, io.Discard)
		assert.Error(t, err, f)
	}
	assert.Contains(t, help.String(), "-seed")
	opts, err := parseFlags([]string{"--demo"}, io.Discard)
	require.NoError(t, err)
	assert.True(t, opts.Demo)
	assert.Equal(t, 10, opts.Frames)
}
