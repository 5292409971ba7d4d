package render

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"undercity/engine"
	"undercity/render/internal/uitest"
	"undercity/render/tablemodel"
	"undercity/render/ui"
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
	tbl.HoldAI(true)
	app.SetScreen(tbl)
	_, err = drive(t, app, 2)
	require.NoError(t, err)
	require.True(t, tbl.Model().Mine, "Terci (seat 0, human) decides")

	// Which option the Patient answers is the table model's (tablemodel
	// tests); this checks it glows and takes the click.
	var patient engine.CardID = engine.NoCard
	for id := range tbl.Model().CardOpts {
		if _, ok := tbl.Model().OnMat[id]; ok {
			patient = id
		}
	}
	require.NotEqual(t, engine.NoCard, patient, "treating is offered on a card")
	mc := tbl.Model().OnMat[patient]

	// The offered Patient glows on the mat; the other one does not.
	var other tablemodel.MatCard
	for id, m := range tbl.Model().OnMat {
		if id != patient && m.Seat == 0 {
			other = m
		}
	}
	require.NotZero(t, other.Rect.W, "the second Waiting Patient")
	canvas := ebiten.NewImage(ui.ScreenWidth, ui.ScreenHeight)
	defer canvas.Deallocate()
	app.Draw(canvas)
	img := ui.Capture(canvas)
	strip := func(r tablemodel.Rect) uint64 {
		return brightness(img, uitest.RectOf(ui.Rect{X: r.X, Y: r.Y - 4, W: r.W, H: 3}))
	}
	assert.Greater(t, strip(mc.Rect), strip(other.Rect)+uint64(mc.Rect.W)*60, "a highlight along the offered slot")

	cx, cy := mc.Rect.Center()
	app.SetInputSource(uitest.Script(uitest.Click(cx, cy)...))
	_, err = drive(t, app, 3)
	require.NoError(t, err)
	s := tbl.Match().Snapshot()
	assert.Contains(t, s.Hand(0), patient, "the treated Patient joins Terci's hand")
	assert.NotContains(t, s.Pile(0, engine.PileWaiting), patient)
	assert.Equal(t, 0, int(s.Players[0].Supplies()[2]), "the Salve was spent")
}
