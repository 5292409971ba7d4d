//go:build !js

package ai

// defaultPageSlice: on the desktop searches run on their own threads and
// never pause for drawing.
const defaultPageSlice = 0
