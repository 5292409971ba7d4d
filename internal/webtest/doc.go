// Package webtest plays the browser build of the game in a real headless
// Chromium (web_test.go, build tag webtest): `make test-web` builds the page
// (make web), serves it with rdi-server --web and drives the browser with
// chromedp. Plain `go test ./...` leaves it out, so it needs no browser.
package webtest
