import { EventEmitter } from "node:events";
import type { IncomingMessage } from "node:http";
import { describe, expect, it, vi } from "vitest";
import type { WebSocketServer } from "ws";
import { guardSockets, MAX_BUFFERED_BYTES } from "./socket-guard.js";

/** A socket as the guard sees it: send, bufferedAmount, close, terminate, and its close event. */
function fakeSocket() {
  const socket = Object.assign(new EventEmitter(), {
    bufferedAmount: 0,
    sent: [] as unknown[],
    closed: null as number | null,
    terminated: false,
    send(data: unknown, callback?: (error?: Error) => void) {
      socket.sent.push(data);
      callback?.();
    },
    close(code: number) {
      socket.closed = code;
      socket.emit("close");
    },
    terminate() {
      socket.terminated = true;
      socket.emit("close");
    },
  });
  return socket;
}

function request(remoteAddress: string, forwardedFor?: string): IncomingMessage {
  return { socket: { remoteAddress }, headers: forwardedFor ? { "x-forwarded-for": forwardedFor } : {} } as unknown as IncomingMessage;
}

describe("guardSockets", () => {
  it("drops a client that stops reading instead of buffering updates for it", () => {
    const server = new EventEmitter();
    guardSockets(server as unknown as WebSocketServer, { trustProxy: false, maxPerAddress: 5, ipv6PrefixLength: 64 });
    const socket = fakeSocket();
    server.emit("connection", socket, request("203.0.113.1"));
    const done = vi.fn();
    socket.send("update 1", done);
    expect(socket.sent).toEqual(["update 1"]);
    socket.bufferedAmount = MAX_BUFFERED_BYTES + 1;
    socket.send("update 2", done);
    expect(socket.sent).toEqual(["update 1"]);
    expect(socket.terminated).toBe(true);
    // graphql-ws waits for the send's callback: it is told the send failed, so nothing hangs.
    expect(done).toHaveBeenLastCalledWith(expect.any(Error));
  });

  it("counts open sockets per client address (through trusted proxies) and frees the count on close", () => {
    const server = new EventEmitter();
    guardSockets(server as unknown as WebSocketServer, { trustProxy: 1, maxPerAddress: 2, ipv6PrefixLength: 64 });
    const open = [fakeSocket(), fakeSocket(), fakeSocket()];
    open.forEach((socket) => server.emit("connection", socket, request("127.0.0.1", "198.51.100.1")));
    expect(open.map((socket) => socket.closed)).toEqual([null, null, 1008]);
    const elsewhere = fakeSocket();
    server.emit("connection", elsewhere, request("127.0.0.1", "198.51.100.2"));
    expect(elsewhere.closed).toBeNull();
    open[0]!.close(1000);
    const again = fakeSocket();
    server.emit("connection", again, request("127.0.0.1", "198.51.100.1"));
    expect(again.closed).toBeNull();
  });

  it("counts the addresses of one IPv6 /64 as one client", () => {
    const server = new EventEmitter();
    guardSockets(server as unknown as WebSocketServer, { trustProxy: false, maxPerAddress: 2, ipv6PrefixLength: 64 });
    const sockets = ["2001:db8:7:8::1", "2001:db8:7:8:ffff::2", "2001:db8:7:8:1:2:3:4"].map((address) => {
      const socket = fakeSocket();
      server.emit("connection", socket, request(address));
      return socket;
    });
    expect(sockets.map((socket) => socket.closed)).toEqual([null, null, 1008]);
    const otherSubnet = fakeSocket();
    server.emit("connection", otherSubnet, request("2001:db8:7:9::1"));
    expect(otherSubnet.closed).toBeNull();
  });

  it("behind a hop count, a client connecting directly is counted by its own address, whatever X-Forwarded-For says", () => {
    const server = new EventEmitter();
    guardSockets(server as unknown as WebSocketServer, { trustProxy: 1, maxPerAddress: 1, ipv6PrefixLength: 64 });
    const first = fakeSocket();
    server.emit("connection", first, request("203.0.113.7", "198.51.100.1"));
    const second = fakeSocket();
    server.emit("connection", second, request("203.0.113.7", "198.51.100.2"));
    expect([first.closed, second.closed]).toEqual([null, 1008]);
  });
});
