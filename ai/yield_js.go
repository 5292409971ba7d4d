//go:build js

package ai

import "time"

// defaultPageSlice: in the browser a search works at most about this long
// before the page may draw (two trees search at once, so a frame waits
// about twice this at worst).
const defaultPageSlice = 15 * time.Millisecond
