import { EventEmitter } from "node:events";
import type { IncomingMessage } from "node:http";
import { describe, expect, it, vi } from "vitest";
import type { WebSocketServer } from "ws";
import { compileTrust, guardSockets, MAX_BUFFERED_BYTES } from "./socket-guard.js";

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
    guardSockets(server as unknown as WebSocketServer, { trustProxy: false, maxPerAddress: 5 });
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
    guardSockets(server as unknown as WebSocketServer, { trustProxy: 1, maxPerAddress: 2 });
    const open = [fakeSocket(), fakeSocket(), fakeSocket()];
    open.forEach((socket) => server.emit("connection", socket, request("10.0.0.1", "198.51.100.1")));
    expect(open.map((socket) => socket.closed)).toEqual([null, null, 1008]);
    const elsewhere = fakeSocket();
    server.emit("connection", elsewhere, request("10.0.0.1", "198.51.100.2"));
    expect(elsewhere.closed).toBeNull();
    open[0]!.close(1000);
    const again = fakeSocket();
    server.emit("connection", again, request("10.0.0.1", "198.51.100.1"));
    expect(again.closed).toBeNull();
  });
});

describe("compileTrust", () => {
  it("trusts nothing, a number of hops, or listed proxies, as express does", () => {
    expect(compileTrust(false)("127.0.0.1", 0)).toBe(false);
    expect([0, 1, 2].map((hop) => compileTrust(2)("203.0.113.1", hop))).toEqual([true, true, false]);
    const listed = compileTrust(["10.0.0.0/8", "loopback"]);
    expect([listed("10.1.2.3", 0), listed("127.0.0.1", 0), listed("203.0.113.1", 0)]).toEqual([true, true, false]);
  });
});
