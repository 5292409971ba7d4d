package engine

import (
	"math/rand/v2"
	"strconv"
	"strings"
	"testing"
	"unsafe"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// keyCanonical is how scenarios named options before options were typed:
// every "card<n>" and "seat<n>" part of the key replaced by its id.
func keyCanonical(s *State, key string) string {
	parts := strings.Split(key, ":")
	for i, p := range parts {
		switch {
		case strings.HasPrefix(p, "card"):
			if n, err := strconv.Atoi(p[4:]); err == nil && n >= 0 && n < len(s.Cards) {
				parts[i] = s.Def(CardID(n)).ID
			}
		case strings.HasPrefix(p, "seat"):
			if n, err := strconv.Atoi(p[4:]); err == nil && n >= 0 && n < s.NumSeats() {
				parts[i] = s.CharID(n)
			}
		}
	}
	return strings.Join(parts, ":")
}

// keyMoveID is how search identified moves before options were typed: the
// key scanned for "card<digits>".
func keyMoveID(s *State, d *Decision, o *Option) uint64 {
	const prime = 1099511628211
	h := uint64(14695981039346656037)
	add := func(b byte) { h = (h ^ uint64(b)) * prime }
	add(byte(d.Seat))
	for i := 0; i < len(d.Kind); i++ {
		add(d.Kind[i])
	}
	add(0)
	k := o.Key
	isDigit := func(b byte) bool { return b >= '0' && b <= '9' }
	for i := 0; i < len(k); i++ {
		if strings.HasPrefix(k[i:], "card") && i+4 < len(k) && isDigit(k[i+4]) {
			j, id := i+4, 0
			for j < len(k) && isDigit(k[j]) {
				id = id*10 + int(k[j]-'0')
				j++
			}
			if id < len(s.Cards) {
				c, d := s.Cards[id], s.CardDef(CardID(id))
				for _, b := range []byte{0xff, byte(d), byte(d >> 8), byte(c.Zone), byte(c.Owner), byte(c.Rake)} {
					add(b)
				}
				i = j - 1
				continue
			}
		}
		add(k[i])
	}
	return h
}

// checkTyped checks that every option of the pending decision says in its
// typed fields what its key says.
func checkTyped(t *testing.T, s *State, seen map[Verb]bool) {
	d, ok := s.Pending()
	if !ok {
		return
	}
	for i := range d.Options {
		o := &d.Options[i]
		require.NotEqual(t, VerbNone, o.Verb, "option %q has no verb", o.Key)
		require.Equal(t, o.Key, s.typedKey(o), "typed fields of %q", o.Key)
		require.Equal(t, keyCanonical(s, o.Key), s.CanonicalKey(*o))
		require.Equal(t, keyMoveID(s, &d, o), s.MoveID(&d, o), "move id of %q", o.Key)
		seen[o.Verb] = true
	}
}

func TestOptionsAreTyped(t *testing.T) {
	c := loadTestContent(t)
	seen := map[Verb]bool{}
	var setups []Setup
	r := rand.New(rand.NewPCG(16, 16))
	for g := 0; g < 16; g++ {
		su := randomSetup(r, uint64(g)+900)
		su.Opts.Dungeon = g%2 == 0 // the Dungeon Event bidding offers bid options
		setups = append(setups, su)
	}
	for g, mode := range []string{ModeBoss, ModeTwoHeaded, ModeTwoHeadedBoss, ModeLeadersLackeys, ModeBossVsBoss} {
		setups = append(setups, variantSetup(mode, []string{"petra", "petra", "petra", "petra"}, uint64(g+1)),
			variantSetup(ModeTwoHeaded, []string{"dale", "jett", "terci", "ygella"}, uint64(g+7)))
	}
	for g := 0; g < 4; g++ { // Minions: activate and Wages options
		setups = append(setups, variantSetup(ModeFFA, []string{"torglesnarf", "daareka", "dale", "torglesnarf"}, uint64(g+40)))
	}
	for g := 0; g < 4; g++ { // Daareka's Psionic vision: divide and pile options
		setups = append(setups, variantSetup(ModeFFA, []string{"daareka", "jett", "daareka", "petra"}, uint64(g+60)))
	}
	for _, su := range setups {
		s, err := NewGame(c, su)
		require.NoError(t, err)
		for steps := 0; !s.Over && steps < 20000; steps++ {
			checkTyped(t, s, seen)
			require.NoError(t, s.AnswerIndex(r.IntN(len(s.Dec.Options))))
		}
	}
	for v := VerbPass; v < numVerbs; v++ {
		assert.True(t, seen[v], "no random game offered a %s option", v)
		assert.Equal(t, v, verbNamed(v.String()))
	}
	for w := WordYes; w < numWords; w++ {
		assert.Equal(t, w, wordNamed(w.String()))
	}
	assert.Equal(t, uintptr(40), unsafe.Sizeof(Option{}), "an Option is copied with every decision")
}

// A restored game's options get their verbs back from their keys (the
// verbs are not saved, so files made before options were typed load).
func TestRestoredOptionsAreTyped(t *testing.T) {
	c := loadTestContent(t)
	for seed := uint64(1); seed <= 10; seed++ {
		s := gameAt(t, c, seed, 40+int(seed)*7)
		b := mustSnapshot(t, s)
		assert.NotContains(t, string(b), `"Verb"`)
		r, err := Restore(c, b)
		require.NoError(t, err)
		assert.Equal(t, s.Dec, r.Dec)
		checkTyped(t, r, map[Verb]bool{})
	}
}
