package engine

import (
	"fmt"
	"os"
	"testing"
)

func TestDumpLog(t *testing.T) {
	if os.Getenv("DUMPLOG") == "" {
		t.Skip()
	}
	c := loadTestContent(t)
	s := playRandom(t, c, []string{"dale", "jett", "petra", "terci", "ygella"}, 5)
	for _, e := range s.Log {
		fmt.Println(e.Text)
	}
}
