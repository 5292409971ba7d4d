package engine

// Petra's Plotted Cards (mechanics.go): face down, seen by her team.

// PilePlotted is the Plotted Cards.
var PilePlotted = RegisterPile(PileSpec{Name: ZonePlotted.String(), Zone: ZonePlotted, Mechanic: "plot", Vis: VisTeam})
