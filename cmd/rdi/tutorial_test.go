package main

import (
	"bytes"
	"io"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"early"

	"undercity/game/tutorial"
	"undercity/render"
)

func TestTutorialFlag(t *testing.T) {
	for args, want := range map[string]int{"--tutorial": 0, "--tutorial 3": 3, "-tutorial=19": 19, "--tutorial 1 --seed 5": 1} {
		opts, err := parseFlags(splitArgs(args), io.Discard)
		require.NoError(t, err, args)
		assert.True(t, opts.Tutorial, args)
		assert.Equal(t, want, opts.TutorialLesson, args)
	}
	opts, err := parseFlags(splitArgs("--tutorial 2 --seed 5"), io.Discard)
	require.NoError(t, err)
	assert.Equal(t, render.Options{Frames: 10, Tutorial: true, TutorialLesson: 2, Seed: 5, SeedSet: true}, opts, "flags after the lesson are read")

	for _, args := range []string{"--tutorial 0", "--tutorial 20", "--tutorial=x", "--tutorial -- 99", "--tutorial 2 3"} {
		var stderr bytes.Buffer
		_, err := parseFlags(splitArgs(args), &stderr)
		assert.Error(t, err, args)
		assert.Contains(t, stderr.String(), "rdi:", args)
	}
}

// A bad lesson is refused before the display opens (package early), with
// the same words as the flags give.
func TestBadLessonEarly(t *testing.T) {
	assert.Equal(t, tutorial.Count(), early.Lessons, "early knows how many lessons the game has")
	for args, bad := range map[string]bool{
		"--tutorial": false, "--tutorial 12": false, "--tutorial=1": false, "--tutorial --demo": false, "--demo": false,
		"--tutorial 20": true, "-tutorial=0": true, "--tutorial abc": true, "-- --tutorial 13": false,
	} {
		msg := early.BadLesson(splitArgs(args))
		if !bad {
			assert.Empty(t, msg, args)
			continue
		}
		assert.Contains(t, msg, "from 1 to 19", args)
		var stderr bytes.Buffer
		_, err := parseFlags(splitArgs(args), &stderr)
		require.Error(t, err, args)
		assert.Equal(t, msg+"\n", stderr.String(), args)
	}
}

func splitArgs(s string) []string { return strings.Fields(s) }
