package engine

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// Rules found broken by scenarios written from the rulebook (second round).

func TestPickAPlayerListsEachPlayerOnce(t *testing.T) {
	s := tableFor(t, "dale", "jett", "petra")
	tip := give(t, s, 0, "dale_tip_the_barkeep")
	say(t, s, 0, "done")
	passUntil(t, s, 0, DecAction)
	say(t, s, 0, playKey(tip))
	d, ok := s.Pending()
	require.True(t, ok)
	require.Equal(t, DecTarget, d.Kind)
	seen := map[string]bool{}
	for _, o := range d.Options {
		assert.False(t, seen[o.Key], "%s offered twice: %v", o.Key, keys(d))
		seen[o.Key] = true
	}
	assert.Len(t, d.Options, 3, "Jett, Petra and Dale himself: %v", keys(d))
}
