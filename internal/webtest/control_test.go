//go:build webtest

package webtest

import (
	"context"
	"fmt"
	"net/http"
	"net/http/httptest"
	"os"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/stretchr/testify/require"
)

// controlPage is a page that is not the game, to tell the browser's own
// frame waits from the game's: a 1600×900 WebGL2 canvas that presents
// every %[3]d frames %[4]d draws of a quad over the whole canvas, and a
// script that takes %[1]d ms slices until %[2]d ms of each frame are
// spent, as the game's page does while a search runs.
const controlPage = `<!doctype html><html><body style="margin:0;background:#000">
<canvas id=c width=1600 height=900></canvas>
<script>
const gl = document.getElementById("c").getContext("webgl2", {antialias: false, alpha: false, depth: false});
const shader = (kind, src) => { const s = gl.createShader(kind); gl.shaderSource(s, src); gl.compileShader(s); return s; };
const pr = gl.createProgram();
gl.attachShader(pr, shader(gl.VERTEX_SHADER, "#version 300 es\nin vec2 p; out vec2 uv; void main() { uv = p * 0.5 + 0.5; gl_Position = vec4(p, 0, 1); }"));
gl.attachShader(pr, shader(gl.FRAGMENT_SHADER, "#version 300 es\nprecision mediump float; in vec2 uv; uniform sampler2D t; uniform float k; out vec4 o; void main() { o = texture(t, uv) * k; }"));
gl.linkProgram(pr); gl.useProgram(pr);
gl.bindBuffer(gl.ARRAY_BUFFER, gl.createBuffer());
gl.bufferData(gl.ARRAY_BUFFER, new Float32Array([-1, -1, 1, -1, -1, 1, 1, 1]), gl.STATIC_DRAW);
gl.enableVertexAttribArray(0); gl.vertexAttribPointer(0, 2, gl.FLOAT, false, 0, 0);
gl.bindTexture(gl.TEXTURE_2D, gl.createTexture());
const px = new Uint8Array(1600 * 900 * 4); for (let i = 0; i < px.length; i++) px[i] = (i * 7) & 255;
gl.texImage2D(gl.TEXTURE_2D, 0, gl.RGBA, 1600, 900, 0, gl.RGBA, gl.UNSIGNED_BYTE, px);
gl.texParameteri(gl.TEXTURE_2D, gl.TEXTURE_MIN_FILTER, gl.NEAREST); gl.texParameteri(gl.TEXTURE_2D, gl.TEXTURE_MAG_FILTER, gl.NEAREST);
const k = gl.getUniformLocation(pr, "k");
const slice = %[1]d, budget = %[2]d, every = %[3]d, draws = %[4]d;
window.gaps = []; let last = performance.now(), spent = 0, n = 0, x = 0;
const ch = new MessageChannel();
ch.port1.onmessage = () => {
	if (spent >= budget) return;
	const t0 = performance.now();
	while (performance.now() - t0 < slice) x = (x * 1103515245 + 12345) | 0;
	spent += performance.now() - t0;
	ch.port2.postMessage(0);
};
const frame = (now) => {
	window.gaps.push(now - last); last = now; n++;
	if (every > 0 && n %% every === 0) {
		gl.uniform1f(k, 0.5 + (n %% 2) * 0.5);
		for (let d = 0; d < draws; d++) gl.drawArrays(gl.TRIANGLE_STRIP, 0, 4);
	}
	spent = 0; ch.port2.postMessage(0);
	requestAnimationFrame(frame);
};
requestAnimationFrame(frame);
</script></body></html>`

// TestWebControl measures the frame waits of controlPage in the browser
// the game's tests use, when UNDERCITY_WEB_CONTROL="slice,budget,every,
// draws,seconds" is set (e.g. "5,30,1,1,60": a search's 30 ms a frame
// and the whole canvas copied each frame, as the game's page draws it);
// with UNDERCITY_WEB_MEASURE=DIR it writes DIR/web-frames-control.json.
func TestWebControl(t *testing.T) {
	spec := os.Getenv("UNDERCITY_WEB_CONTROL")
	if spec == "" {
		t.Skip("set UNDERCITY_WEB_CONTROL=slice,budget,every,draws,seconds to measure the control page")
	}
	var v [5]int
	fields := strings.Split(spec, ",")
	require.Len(t, fields, len(v), "UNDERCITY_WEB_CONTROL=%q", spec)
	for i, f := range fields {
		n, err := strconv.Atoi(strings.TrimSpace(f))
		require.NoError(t, err, "UNDERCITY_WEB_CONTROL=%q", spec)
		v[i] = n
	}
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, _ *http.Request) {
		fmt.Fprintf(w, controlPage, v[0], v[1], v[2], v[3])
	}))
	defer srv.Close()
	actx, cancelAlloc := chromedp.NewExecAllocator(context.Background(), browserOptions(t)...)
	defer cancelAlloc()
	ctx, cancel := chromedp.NewContext(actx)
	defer cancel()
	require.NoError(t, chromedp.Do(ctx, viewport()))
	_, err := chromedp.Run(ctx, chromedp.Navigate(srv.URL))
	require.NoError(t, err)
	time.Sleep(3 * time.Second) // the texture made and the first frames past
	_, err = chromedp.Run(ctx, chromedp.Evaluate[chromedp.Void](`window.gaps = []`))
	require.NoError(t, err)
	time.Sleep(time.Duration(v[4]) * time.Second)
	gaps, err := chromedp.Run(ctx, chromedp.Evaluate[[]float64](`window.gaps`))
	require.NoError(t, err)
	require.NotEmpty(t, gaps)
	t.Logf("the control page (%s ms slices to %d ms a frame, %d draws every %d frames): %s", fields[0], v[1], v[3], v[2], spread(gaps))
	dir := os.Getenv("UNDERCITY_WEB_MEASURE")
	if dir == "" {
		return
	}
	renderer, err := chromedp.Run(ctx, chromedp.Evaluate[string](`document.getElementById("c").getContext("webgl2").getParameter(WebGL2RenderingContext.RENDERER)`))
	require.NoError(t, err)
	figures := waitFigures("waits between the frames of the control page (TestWebControl), ms", gaps, renderer)
	figures["control"] = map[string]int{"slice_ms": v[0], "budget_ms": v[1], "present_every": v[2], "draws": v[3], "seconds": v[4]}
	(&page{t: t}).writeFigures(dir, "web-frames-control.json", figures)
}
