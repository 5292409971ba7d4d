package render

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// A break waiting for the page's frame is ended by the frame or by its
// wait's timer; the timer of a wait a frame has ended must not end the
// waits after it (else the searches work on through frames they should
// leave to the page).
func TestFrameWaitTimerOfAnEndedWaitEndsNothing(t *testing.T) {
	var w frameWait
	a, b := make(chan struct{}), make(chan struct{})
	gen, first := w.add(a)
	assert.True(t, first, "the first break starts the wait (and its timer)")
	_, first = w.add(b)
	assert.False(t, first, "a second break joins the wait")
	assert.Equal(t, []chan struct{}{a, b}, w.end(), "the frame ends the wait")

	c := make(chan struct{})
	gen2, first := w.add(c)
	assert.True(t, first, "the next wait")
	assert.NotEqual(t, gen, gen2)
	assert.Empty(t, w.timeout(gen), "the first wait's timer comes late: the next wait goes on")
	assert.Equal(t, []chan struct{}{c}, w.timeout(gen2), "its own timer ends it")
	assert.Empty(t, w.timeout(gen2), "once")
	assert.Empty(t, w.end(), "a frame with no break waiting")

	d := make(chan struct{})
	gen3, _ := w.add(d)
	assert.Equal(t, gen2+1, gen3, "a frame with no break waiting starts no new wait")
	assert.Equal(t, []chan struct{}{d}, w.end())
}
