// Package webtest plays the browser build of the game in a real headless
// Chromium (web_test.go, build tag webtest): `make test-web` builds the page
// (make web), serves it with rdi-server --web and drives the browser with
// chromedp. Plain `go test ./...` leaves it out, so it needs no browser.
//
// Environment knobs for measuring the page (docs/measured/README.md, "The
// browser build"), none of which `make test` sets:
//
//   - UNDERCITY_WEB_DIR: serve this build of the page instead of bin/web;
//   - UNDERCITY_WEB_MEASURE=DIR: write the frame waits while computers
//     search (and while none does) as DIR/web-frames-LEVEL.json;
//   - UNDERCITY_WEB_SEAT3=hard: the third seat plays Hard, not Expert;
//   - UNDERCITY_WEB_GL: the page's WebGL renderer: SwiftShader without a
//     GPU process compositor (unset), llvmpipe (Mesa through ANGLE), or
//     swiftshader-gpu (SwiftShader compositing too);
//   - UNDERCITY_WEB_FLAGS="a b=c": more Chromium switches (--a, --b=c),
//     e.g. a startup trace: trace-startup=CATEGORIES trace-startup-file=F
//     trace-startup-duration=45 trace-startup-format=json;
//   - UNDERCITY_WEB_DPR, UNDERCITY_WEB_BUDGETS ("rest,shown,slice" ms),
//     UNDERCITY_WEB_NOHOLD, UNDERCITY_WEB_SEARCH_IN_FRAME: the device
//     pixel ratio, the searches' budgets, every presented frame drawn,
//     the searches going on in a shown frame's own task;
//   - UNDERCITY_WEB_CONTROL="slice,budget,every,draws,seconds": measure a
//     control page instead of the game (TestWebControl: a script's slices
//     and whole-canvas draws, to tell the browser's own waits);
//   - UNDERCITY_WEB_SHOT (docs/screenshots) or UNDERCITY_WEB_SHOT_DIR:
//     write the page's screenshots; UNDERCITY_WEB_PROFILE=DIR: its CPU
//     profiles (profile_test.go).
package webtest
