// Package windowtest plays an online game through two desktop client
// processes (window_test.go, build tag windowtest): `make test-window`
// starts rdi-server as a process, two rdi windows under Xvfb that play a
// Boss Battle with a computer in the third seat, kills the server with
// SIGKILL mid-game and starts it again on the same data, and checks that
// both windows finish the same game. Plain `go test ./...` leaves it out.
package windowtest
