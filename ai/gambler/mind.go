package gambler

import (
	"errors"
	"fmt"
	"math/rand/v2"
)

// Mind is what a computer gambler carries from one decision to the next
// beyond its level: its random generator and what it remembers of the
// game in progress (the other players' raises, for reads). A Mind taken
// after an answer and given to a new gambler of the same level makes that
// gambler answer every later decision exactly as the first one would have:
// a session continued from a save plays on as if never left.
type Mind struct {
	// RNG is the generator's state (math/rand/v2 PCG, binary; base64 in JSON).
	RNG []byte `json:"rng"`
	// The game and Betting Round step the memory is of, and each seat's
	// raises in the round in progress and in the earlier rounds of the game.
	Game  int       `json:"game,omitempty"`
	Step  int       `json:"step,omitempty"`
	Round []float64 `json:"round,omitempty"`
	Past  []float64 `json:"past,omitempty"`
}

// Minded is a seat whose Mind can be taken and given back (every computer
// gambler New returns).
type Minded interface {
	Seat
	// Mind is a copy of the seat's mind now (never while it is choosing).
	Mind() Mind
	// SetMind replaces the seat's mind with m; a mind that is not one
	// (a damaged generator state) is refused and changes nothing.
	SetMind(m Mind) error
}

func pcgState(p *rand.PCG) []byte {
	b, _ := p.MarshalBinary() // cannot fail
	return b
}

func readPCG(b []byte) (rand.PCG, error) {
	var p rand.PCG
	if err := p.UnmarshalBinary(b); err != nil {
		return p, fmt.Errorf("gambler: mind's generator: %w", err)
	}
	return p, nil
}

// Mind implements Minded.
func (g *Gambler) Mind() Mind {
	return Mind{RNG: pcgState(g.src), Game: g.game, Step: g.step,
		Round: append([]float64(nil), g.round...), Past: append([]float64(nil), g.past...)}
}

// SetMind implements Minded.
func (g *Gambler) SetMind(m Mind) error {
	p, err := readPCG(m.RNG)
	if err != nil {
		return err
	}
	if len(m.Round) != len(m.Past) {
		return errors.New("gambler: mind's memory of the rounds is damaged")
	}
	*g.src = p
	g.game, g.step = m.Game, m.Step
	g.round, g.past = append([]float64(nil), m.Round...), append([]float64(nil), m.Past...)
	return nil
}

// Mind implements Minded: a random gambler has only its generator.
func (r *Random) Mind() Mind { return Mind{RNG: pcgState(r.src)} }

// SetMind implements Minded.
func (r *Random) SetMind(m Mind) error {
	p, err := readPCG(m.RNG)
	if err != nil {
		return err
	}
	if m.Game != 0 || m.Step != 0 || len(m.Round) != 0 || len(m.Past) != 0 {
		return errors.New("gambler: a random gambler's mind holds only a generator")
	}
	*r.src = p
	return nil
}
