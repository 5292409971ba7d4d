package engine

// Terci's Medical Supplies (mechanics.go): a counter per kind of token,
// registered one after another (SupplyNames order).

func supplyMax(s *State, q int) int {
	if ch := s.charOf(q); ch != nil && ch.SupplyMax > 0 {
		return ch.SupplyMax
	}
	return 127
}

// CtrBandage, CtrSplint and CtrSalve are the Medical Supply tokens.
var (
	CtrBandage = RegisterCounter(CounterSpec{Name: "bandage", Mechanic: "medical_supplies", Max: supplyMax, Set: "supplies"})
	CtrSplint  = RegisterCounter(CounterSpec{Name: "splint", Mechanic: "medical_supplies", Max: supplyMax, Set: "supplies"})
	CtrSalve   = RegisterCounter(CounterSpec{Name: "salve", Mechanic: "medical_supplies", Max: supplyMax, Set: "supplies"})
)

// Supplies are a seat's Medical Supply tokens, in SupplyNames order;
// writing to them writes to the seat.
func (p *Player) Supplies() []int8 { return p.Counters[CtrBandage : CtrBandage+3] }

func init() {
	RegisterMechanic(Mechanic{Name: "medical_supplies", Tasks: []TaskSpec{{Op: tSupply, Run: (*State).runSupply, Personal: true}},
		// A card's "gain a Medical Supply token" is for her.
		Effects: []string{"gain_supply"},
		// A card with Medical Supply icons gives a token of one of them once
		// it has resolved.
		Resolved: func(s *State, k int) {
			if pl := &s.Plays[k]; !pl.Negated && pl.Src == srcCard && len(s.Def(pl.Card).Supply) > 0 {
				s.push(Task{Op: tSupply, P: pl.Player, Play: int16(k)})
			}
		}})
}
