package engine

// A character's side deck (Dale's Mushrooms, Terci's Patients) and its
// discard pile: the deck is face down and dealt apart in an Observation.

// PileSideDeck and PileSideDiscard are the side deck and its discards.
var (
	PileSideDeck    = RegisterPile(PileSpec{Name: ZoneSideDeck.String(), Zone: ZoneSideDeck, Vis: VisHidden, OwnPool: true, Scenario: "deck_top"})
	PileSideDiscard = RegisterPile(PileSpec{Name: ZoneSideDiscard.String(), Zone: ZoneSideDiscard, Scenario: "side_deck_count"})
)
