//go:build js

package game

import (
	"errors"
	"fmt"
	"io/fs"
	"slices"
	"strings"
	"syscall/js"
)

// In the browser every entry is an item of the page's localStorage, named
// by its path under ConfigDir ("undercity-inn/settings.json"), holding the
// entry's text (the entries are JSON).

func defaultStorage() Storage { return webStorage{} }

// userConfigDir is the folder part of every entry's name in the browser.
func userConfigDir() (string, error) { return "undercity-inn", nil }

type webStorage struct{}

// local is window.localStorage, or an error when the page has none
// (storage disabled by the browser).
func local() (v js.Value, err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("the browser's storage is not available: %v", r)
		}
	}()
	v = js.Global().Get("localStorage")
	if v.IsUndefined() || v.IsNull() {
		return v, errors.New("the browser's storage is not available")
	}
	return v, nil
}

// call runs a localStorage method, turning a thrown exception (storage
// full, disabled) into an error.
func call(method string, args ...any) (v js.Value, err error) {
	ls, err := local()
	if err != nil {
		return js.Undefined(), err
	}
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("the browser's storage: %v", r)
		}
	}()
	return ls.Call(method, args...), nil
}

func (webStorage) Read(name string) ([]byte, error) {
	v, err := call("getItem", name)
	if err != nil {
		return nil, &fs.PathError{Op: "read", Path: name, Err: err}
	}
	if v.IsNull() || v.IsUndefined() {
		return nil, &fs.PathError{Op: "read", Path: name, Err: fs.ErrNotExist}
	}
	return []byte(v.String()), nil
}

func (webStorage) Write(name string, data []byte) error {
	if _, err := call("setItem", name, string(data)); err != nil {
		return &fs.PathError{Op: "write", Path: name, Err: err}
	}
	return nil
}

func (w webStorage) Remove(name string) error {
	if _, err := w.Read(name); err != nil {
		return err
	}
	if _, err := call("removeItem", name); err != nil {
		return &fs.PathError{Op: "remove", Path: name, Err: err}
	}
	return nil
}

func (webStorage) List(prefix string) ([]string, error) {
	ls, err := local()
	if err != nil {
		return nil, err
	}
	var names []string
	n := ls.Get("length").Int()
	for i := 0; i < n; i++ {
		k := ls.Call("key", i)
		if k.Type() == js.TypeString && strings.HasPrefix(k.String(), prefix) {
			names = append(names, k.String())
		}
	}
	slices.Sort(names)
	return names, nil
}
