package shots

import (
	"context"
	"errors"
	"net"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"undercity/engine"
	"undercity/engine/gamble"
	"undercity/game/online"
	"undercity/game/online/server"
	"undercity/render"
)

func init() {
	All = append(All, Shot{"online-lobby.png", shotOnlineLobby}, Shot{"online-table.png", shotOnlineTable},
		Shot{"online-gamble.png", shotOnlineGamble}, Shot{"online-watch.png", shotOnlineWatch},
		Shot{"online-watch-gamble.png", shotOnlineWatchGamble}, Shot{"online-gamble-setup.png", shotOnlineGambleSetup})
}

// shotOnlineGambleSetup: the Online screen hosting a gambling table of
// Threes: its variants, the number of games, the minimum raise, the Split
// Rule and Playing for Shares beside the seats, the computers named as at
// a local table.
func shotOnlineGambleSetup(sh *shooter) (*ebiten.Image, error) {
	app, err := shotApp(1)
	if err != nil {
		return nil, err
	}
	app.SetScreen(render.NewOnlineGambleScreen(app, gamble.Threes, gamble.VarFoolsLuck|gamble.VarDragons))
	if err := sh.frames(app, 3); err != nil {
		return nil, err
	}
	return sh.canvas, nil
}

// shotOnlineWatch: the Online screen's Join tab with a table's code
// typed: Join takes a seat, Watch follows the table as a spectator.
func shotOnlineWatch(sh *shooter) (*ebiten.Image, error) {
	return onlineShot(sh, bossTable, func(app *render.App, host, friend *online.Remote, url string) error {
		app.SetScreen(render.NewWatchScreen(app, url, host.Code()))
		return sh.frames(app, 3)
	})
}

// shotOnlineWatchGamble: a spectator's gambling table (Watch), a few
// decisions into a game of Rogues and Warriors: every player's face-down
// cards hidden, the first seat at the bottom, nothing to decide.
func shotOnlineWatchGamble(sh *shooter) (*ebiten.Image, error) {
	ts := online.TableSetup{Game: online.GameGamble, Gamble: "rogues-and-warriors", Seats: []string{"me", "open", "open"}}
	return onlineShot(sh, ts, func(app *render.App, host, friend *online.Remote, url string) error {
		if err := host.Start(); err != nil {
			return err
		}
		ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
		defer cancel()
		watcher, err := online.Spectate(ctx, url, host.Code())
		if err != nil {
			return err
		}
		defer watcher.Close()
		deadline := time.Now().Add(15 * time.Second)
		for {
			if time.Now().After(deadline) {
				return errors.New("the watched gambling table never came a few decisions in")
			}
			moved := false
			for _, r := range []*online.Remote{host, friend} {
				s := r.Gamble()
				if seat, ok := s.ToAct(); ok {
					if d, ok := s.Decision(seat); ok && s.Version() < 5 {
						key := d.Options[0].Key
						for _, o := range d.Options { // stay in: the cards stay on the table
							if o.Key == "check" || o.Key == "call" {
								key = o.Key
							}
						}
						_ = s.Answer(seat, s.Version(), key)
						moved = true
					}
				}
			}
			if host.Version() >= 5 && watcher.Version() == host.Version() && watcher.GambleTable().Ready() {
				break
			}
			if !moved {
				time.Sleep(10 * time.Millisecond)
			}
		}
		scr := render.OpenOnlineGamble(app, watcher)
		if scr == nil {
			return errors.New("the watched gambling table did not open")
		}
		app.SetScreen(scr)
		return sh.frames(app, 3)
	})
}

// shotOnlineLobby: the host's lobby of a Boss Battle: the host, a friend
// who joined by the code, and a computer in the third seat.
func shotOnlineLobby(sh *shooter) (*ebiten.Image, error) {
	return onlineShot(sh, bossTable, func(app *render.App, host, friend *online.Remote, url string) error {
		app.SetScreen(render.NewLobbyScreen(app, host, url))
		return sh.frames(app, 3)
	})
}

// shotOnlineTable: the same table once started, at Ann's screen, a few
// decisions in (each player taking the first option), with the strip of
// the connection over it.
func shotOnlineTable(sh *shooter) (*ebiten.Image, error) {
	return onlineShot(sh, bossTable, func(app *render.App, host, friend *online.Remote, url string) error {
		if err := host.Start(); err != nil {
			return err
		}
		deadline := time.Now().Add(15 * time.Second)
		for {
			if time.Now().After(deadline) {
				return errors.New("the game never came to Ann a few decisions in")
			}
			moved := false
			for _, r := range []*online.Remote{host, friend} {
				s := r.Inn()
				if seat, ok := s.ToAct(); ok {
					if d, ok := s.Decision(seat); ok && !(r == host && s.Version() >= 12) {
						_ = s.Answer(seat, s.Version(), d.Options[0].Key)
						moved = true
					}
				}
			}
			if _, ok := host.Inn().ToAct(); ok && host.Version() >= 12 && host.Table().Ready() {
				break
			}
			if !moved {
				time.Sleep(10 * time.Millisecond)
			}
		}
		scr := render.OpenOnlineTable(app, host)
		if scr == nil {
			return errors.New("the table did not open")
		}
		app.SetScreen(scr)
		return sh.frames(app, 3)
	})
}

// shotOnlineGamble: a gambling table of Rogues and Warriors hosted the
// same way, at Ann's screen once the game has come to her (everyone
// taking the first option), with the connection's line in the heading.
func shotOnlineGamble(sh *shooter) (*ebiten.Image, error) {
	ts := online.TableSetup{Game: online.GameGamble, Gamble: "rogues-and-warriors", Seats: []string{"me", "open", "open"}}
	return onlineShot(sh, ts, func(app *render.App, host, friend *online.Remote, url string) error {
		if err := host.Start(); err != nil {
			return err
		}
		deadline := time.Now().Add(15 * time.Second)
		for {
			if time.Now().After(deadline) {
				return errors.New("the gambling table never came to Ann a few decisions in")
			}
			moved := false
			for _, r := range []*online.Remote{host, friend} {
				s := r.Gamble()
				if seat, ok := s.ToAct(); ok {
					if d, ok := s.Decision(seat); ok && !(r == host && s.Version() >= 4) {
						_ = s.Answer(seat, s.Version(), d.Options[0].Key)
						moved = true
					}
				}
			}
			if _, ok := host.Gamble().ToAct(); ok && host.Version() >= 4 && host.GambleTable().Ready() {
				break
			}
			if !moved {
				time.Sleep(10 * time.Millisecond)
			}
		}
		scr := render.OpenOnlineGamble(app, host)
		if scr == nil {
			return errors.New("the gambling table did not open")
		}
		app.SetScreen(scr)
		return sh.frames(app, 3)
	})
}

// bossTable is the Boss Battle the online shots host.
var bossTable = online.TableSetup{Mode: engine.ModeBoss, Seats: []string{"me", "open", "open"}, Chars: []string{"petra", "dale", "jett"}}

// onlineShot sets up a table's lobby (ts) on a table server on 127.0.0.1
// (in memory): Ann hosts, Bob joins by the code, a computer takes the
// third seat; then shoot draws what the shot shows.
func onlineShot(sh *shooter, ts online.TableSetup, shoot func(app *render.App, host, friend *online.Remote, url string) error) (*ebiten.Image, error) {
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
	host, err := online.Host(ctx, url, "Ann", ts)
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
	if err := shoot(app, host, friend, url); err != nil {
		return nil, err
	}
	return sh.canvas, nil
}
