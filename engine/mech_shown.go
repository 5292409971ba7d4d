package engine

// A Boss's Action Cards played this Action Phase, face up (boss.go).

// PileShown is the Boss's shown Actions.
var PileShown = RegisterPile(PileSpec{Name: ZoneShown.String(), Zone: ZoneShown, Scenario: "shown"})
