// Package orphan keeps a test's child processes (a server, an X display,
// a client) from outliving the test: a test stopped by hand (kill -9,
// Ctrl-C, a CI timeout) never reaches its t.Cleanup, and its children
// would go on holding ports, displays and CPU.
package orphan
