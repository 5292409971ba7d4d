package render

import (
	"context"
	"errors"
	"net"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"undercity/engine"
	"undercity/game/online"
	"undercity/game/online/server"
)

func init() {
	Shots = append(Shots, Shot{"online-lobby.png", shotOnlineLobby})
}

// shotOnlineLobby: the host's lobby of a Boss Battle on a table server on
// 127.0.0.1 (in memory): the host, a friend who joined by the code, and a
// computer in the third seat.
func shotOnlineLobby(sh *shooter) (*ebiten.Image, error) {
	srv, err := server.New(server.Options{})
	if err != nil {
		return nil, err
	}
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		srv.Close()
		return nil, err
	}
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	done := make(chan struct{})
	go func() {
		defer close(done)
		_ = srv.Serve(ctx, ln)
	}()
	defer func() {
		cancel()
		<-done
		srv.Close()
	}()
	url := "ws://" + ln.Addr().String()
	host, err := online.Host(ctx, url, "Ann", online.TableSetup{Mode: engine.ModeBoss, Seats: []string{"me", "open", "open"}, Chars: []string{"petra", "dale", "jett"}})
	if err != nil {
		return nil, err
	}
	defer host.Close()
	friend, err := online.Join(ctx, url, host.Code(), "Bob")
	if err != nil {
		return nil, err
	}
	defer friend.Close()
	if err := host.Fill(2, "normal"); err != nil {
		return nil, err
	}
	for {
		l := host.Lobby()
		if l != nil && l.Seats[1].Name == "Bob" && l.Seats[1].Connected && l.Seats[2].Status == online.SeatComputer {
			break
		}
		select {
		case <-ctx.Done():
			return nil, errors.New("the friend and the computer never showed in the lobby")
		case <-host.Changed():
		case <-time.After(20 * time.Millisecond):
		}
	}
	app, err := shotApp(1)
	if err != nil {
		return nil, err
	}
	app.SetScreen(NewLobbyScreen(app, host, url))
	if err := sh.frames(app, 3); err != nil {
		return nil, err
	}
	return sh.canvas, nil
}
