// Package audiodev says whether this machine can play sound at all, before
// the client opens Ebitengine's audio context: once open, a context whose
// device fails stops the game loop with an error, so a machine without a
// sound device (a server, CI, a container under Xvfb) must not open one.
package audiodev

// Available reports whether a playback device can be opened. It is quiet:
// a machine without sound writes nothing to the terminal.
func Available() bool { return available() }
