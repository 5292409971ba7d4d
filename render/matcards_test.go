package render

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"undercity/engine"
)

// A Waiting Patient that can be treated is picked by clicking it on
// Terci's mat (not from the button bar).
func TestTreatAWaitingPatientByClickingItOnTheMat(t *testing.T) {
	const scen = `{
  "name": "treat from the mat",
  "seats": [
    {"char": "terci", "hand": ["terci_patients_pay"], "waiting": ["pat_hungover_adventurer", "pat_gouty_merchant"], "supplies": {"salve": 1}},
    {"char": "jett"}
  ],
  "active": 0,
  "phase": "action"
}`
	path := filepath.Join(t.TempDir(), "treat.json")
	require.NoError(t, os.WriteFile(path, []byte(scen), 0o644))
	app := newTestApp(t, Options{SettingsPath: "-"})
	app.settings.AIDelayMS = 0
	app.settings.AnimSpeed = 0
	tbl, err := NewScenarioTable(app, path)
	require.NoError(t, err)
	tbl.aiHold = true
	app.SetScreen(tbl)
	_, err = drive(t, app, 2)
	require.NoError(t, err)
	require.True(t, tbl.mine, "Terci (seat 0, human) decides")

	var patient engine.CardID = engine.NoCard
	for id, opts := range tbl.cardOpts {
		for _, i := range opts {
			if strings.HasPrefix(tbl.dec.Options[i].Key, "treat:") {
				patient = id
			}
		}
	}
	require.NotEqual(t, engine.NoCard, patient, "treating is offered on a card")
	mc, ok := tbl.onMat[patient]
	require.True(t, ok, "the Patient is on the mat")
	assert.Equal(t, 0, mc.seat)
	assert.True(t, tbl.mats[0].Contains(int(mc.rect.X+1), int(mc.rect.Y+1)), "its slot is inside Terci's mat")
	for _, c := range tbl.bar {
		assert.NotContains(t, c.Label, "Treat", "not offered as a button")
	}

	// The offered Patient glows on the mat; the other one does not.
	var other matCard
	for id, m := range tbl.onMat {
		if id != patient && m.seat == 0 {
			other = m
		}
	}
	require.NotZero(t, other.rect.W, "the second Waiting Patient")
	canvas := ebiten.NewImage(ScreenWidth, ScreenHeight)
	defer canvas.Deallocate()
	app.Draw(canvas)
	img := Capture(canvas)
	strip := func(r Rect) uint64 { return brightness(img, rectOf(Rect{r.X, r.Y - 4, r.W, 3})) }
	assert.Greater(t, strip(mc.rect), strip(other.rect)+uint64(mc.rect.W)*60, "a highlight along the offered slot")

	cx, cy := mc.rect.Center()
	app.SetInputSource(script(click(cx, cy)...))
	_, err = drive(t, app, 3)
	require.NoError(t, err)
	s := tbl.match.Snapshot()
	assert.Contains(t, s.Players[0].Hand, patient, "the treated Patient joins Terci's hand")
	assert.NotContains(t, s.Players[0].Waiting, patient)
	assert.Equal(t, 0, int(s.Players[0].Supplies[2]), "the Salve was spent")
}
