//go:build linux && !android

package audiodev

// #cgo pkg-config: alsa
// #include <alsa/asoundlib.h>
//
// // quiet drops ALSA's own messages ("ALSA lib ... cannot find card '0'"),
// // which it would otherwise print to the terminal on every machine
// // without a sound card; a missing device is reported by the return value.
// static void quiet(const char *file, int line, const char *function, int err, const char *fmt, ...) {}
//
// static int probe(void) {
// 	snd_lib_error_set_handler(quiet);
// 	snd_pcm_t *h;
// 	int err = snd_pcm_open(&h, "default", SND_PCM_STREAM_PLAYBACK, SND_PCM_NONBLOCK);
// 	if (err < 0) {
// 		return err;
// 	}
// 	snd_pcm_close(h);
// 	return 0;
// }
import "C"

// available opens and closes ALSA's default playback device (the one the
// audio library opens first), without waiting if it is busy.
func available() bool { return C.probe() == 0 }
