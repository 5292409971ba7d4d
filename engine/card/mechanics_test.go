package card

import (
	"os"
	"testing"
)

// The engine's registry of mechanics adds the mechanics, their words and
// their checks (engine.RegisterMechanic; the tests of the card data import
// the engine for them). The tests of the loader alone name a few: a
// stand-in is added for each the engine has not.
func TestMain(m *testing.M) {
	for _, d := range []MechanicData{
		{Name: "momentum", Subjects: []string{"momentum"}, XSources: []string{"momentum"}},
		{Name: "plot"}, {Name: "hellfire"},
	} {
		if mechanics[d.Name] == nil {
			AddMechanic(d)
		}
	}
	os.Exit(m.Run())
}
