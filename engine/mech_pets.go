package engine

// Ygella's Pets: cards of her deck she reveals for a card's reveal_pet
// clause. Revealing is a cost any player may pay (costs.go): the mechanic
// brings nothing else to the table, it is registered for the characters
// that declare it.

func init() { RegisterMechanic(Mechanic{Name: "pets"}) }
