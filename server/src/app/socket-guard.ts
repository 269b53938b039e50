import type { IncomingMessage } from "node:http";
import proxyaddr from "proxy-addr";
import type { WebSocket, WebSocketServer } from "ws";
import { clientKey, compileTrust } from "../common/client-key.js";

/** Unsent data a socket may pile up before it is dropped as a client that does not read. */
export const MAX_BUFFERED_BYTES = 1024 * 1024;

/**
 * Limits what WebSocket clients can make this process hold (DESIGN section 7.1): at most
 * `maxPerAddress` open sockets per client (clientKey: the address as the HTTP side sees it, honouring
 * TRUST_PROXY, an IPv6 address by its prefix), and a socket whose client stops reading is dropped once `MAX_BUFFERED_BYTES` of updates
 * wait for it, instead of the process buffering them until its memory runs out. Registered before
 * graphql-ws, so it sees each socket first.
 */
export function guardSockets(
  wsServer: WebSocketServer,
  options: { trustProxy: false | number | string[]; maxPerAddress: number; ipv6PrefixLength: number },
): void {
  const trust = compileTrust(options.trustProxy);
  const open = new Map<string, number>();
  wsServer.on("connection", (socket: WebSocket, request: IncomingMessage) => {
    const address = clientKey(proxyaddr(request, trust), options.ipv6PrefixLength);
    const count = (open.get(address) ?? 0) + 1;
    open.set(address, count);
    socket.once("close", () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left > 0) open.set(address, left);
      else open.delete(address);
    });
    if (count > options.maxPerAddress) {
      socket.close(1008, "too many connections from this address");
      return;
    }
    const send = socket.send.bind(socket) as (data: unknown, ...rest: unknown[]) => void;
    socket.send = ((data: unknown, ...rest: unknown[]) => {
      if (socket.bufferedAmount > MAX_BUFFERED_BYTES) {
        socket.terminate();
        const callback = rest.find((value): value is (error?: Error) => void => typeof value === "function");
        callback?.(new Error("client does not read its socket"));
        return;
      }
      send(data, ...rest);
    }) as WebSocket["send"];
  });
}
