package render

import (
	"reflect"
	"strings"
)

// screenName is the room a screen is, as the page tells its tests: the
// type's name without "Screen" for render's own screens ("Table",
// "Online", "Lobby"), the room's for a screen in a package of its own.
func screenName(s Screen) string {
	name := strings.TrimPrefix(reflect.TypeOf(s).String(), "*")
	if n, ok := roomTypes[name]; ok {
		return n
	}
	pkg, typ, _ := strings.Cut(name, ".")
	if n, ok := roomNames[pkg]; ok {
		return n
	}
	return strings.TrimSuffix(typ, "Screen")
}

// roomNames are the rooms in packages of their own, by package.
var roomNames = map[string]string{
	"title": "Title", "newgame": "NewGame", "lessons": "Lessons", "gamble": "GambleTable",
	"settings": "Settings", "rules": "Rules", "statistics": "Statistics", "summary": "Summary",
}

// roomTypes are the rooms of a package that holds more than one, by
// package and type.
var roomTypes = map[string]string{"online.Screen": "Online", "online.Lobby": "Lobby"}
