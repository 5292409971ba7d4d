package strtab

import (
	"strconv"
	"testing"
	"unsafe"

	"github.com/stretchr/testify/require"
)

func TestPackKeepsTheStringsInOneAllocation(t *testing.T) {
	var keys [50]string
	ps := make([]*string, 0, len(keys)+1)
	for i := range keys {
		keys[i] = "play:card" + strconv.Itoa(i)
		ps = append(ps, &keys[i])
	}
	empty := ""
	ps = append(ps, &empty)
	Pack(ps)
	for i, k := range keys {
		require.Equal(t, "play:card"+strconv.Itoa(i), k)
	}
	require.Empty(t, empty)
	// Each string starts where the one before it ends.
	for i := 1; i < len(keys); i++ {
		end := uintptr(unsafe.Pointer(unsafe.StringData(keys[i-1]))) + uintptr(len(keys[i-1]))
		require.Equal(t, end, uintptr(unsafe.Pointer(unsafe.StringData(keys[i]))), "key %d", i)
	}
}
