package engine

// Petra's Plotted Cards (mechanics.go): face down, seen by her team.

// PilePlotted is the Plotted Cards. To the computer players a Plotted Card
// is worth 2 (a card more to play: ai's reserve, measured there).
var PilePlotted = RegisterPile(PileSpec{Name: ZonePlotted.String(), Zone: ZonePlotted, Mechanic: "plot", Vis: VisTeam, Worth: 2})

func init() {
	RegisterMechanic(Mechanic{Name: "plot",
		Hooks: []TurnHook{
			// The beginning of the turn: the Plotted Cards are discarded,
			// each for a Hellfire.
			{At: AtStartOfTurn, Order: 30, Run: (*State).discardPlotted},
			// The Plot Phase: she may Plot a card.
			{At: AtPlot, Run: func(s *State, q int) { s.push(Task{Op: tPlotOne, P: int8(q), Play: -1}) }},
		},
		Tasks: []TaskSpec{{Op: tPlotOne, Run: (*State).runPlotOne, Personal: true}},
		// A card's "Plot a card" is for her.
		Effects: []string{"plot"}})
}

// discardPlotted discards the seat's Plotted Cards at the beginning of its
// turn: it gains a Hellfire for each.
func (s *State) discardPlotted(a int) {
	n := len(s.pile(a, PilePlotted))
	for ids := s.pile(a, PilePlotted); len(ids) > 0; ids = s.pile(a, PilePlotted) {
		s.toDiscard(ids[len(ids)-1])
	}
	if n > 0 {
		if !s.quiet {
			s.logf(a, LogPlot, "%s discards %d Plotted Card(s).", s.Name(a), n)
		}
		s.gainHellfire(a, n)
	}
}
