import { Agent, setGlobalDispatcher, request as undiciRequest } from "undici";

/**
 * The flash-sale benchmark's HTTP client, one per thread (the buyers' and the map readers'). It speaks HTTP/1.1
 * through undici's `request`, not `fetch`: the same requests, cookies and headers on the wire for a fraction of the
 * client's CPU, which shares the machine's two cores with the server and PostgreSQL.
 */
setGlobalDispatcher(new Agent({ connections: 1500, pipelining: 1, keepAliveTimeout: 10_000 }));

let networkErrors = 0;

/** Dropped connections seen by this thread (each retried). */
export function networkErrorCount(): number {
  return networkErrors;
}

/** The part of a fetch Response the buyers and readers use. */
export interface BenchResponse {
  status: number;
  ok: boolean;
  header(name: string): string | undefined;
  setCookies(): string[];
  text(): Promise<string>;
  json(): Promise<unknown>;
  bytes(): Promise<Buffer>;
  drain(): Promise<void>;
}

/** One HTTP request; a dropped connection is counted (network_errors) and retried, up to three times. */
export async function request(
  url: string,
  init: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<BenchResponse> {
  for (let attempt = 0; ; attempt++) {
    try {
      const response = await undiciRequest(url, { method: (init.method ?? "GET") as "GET", headers: init.headers, body: init.body });
      const header = (name: string) => {
        const value = response.headers[name];
        return Array.isArray(value) ? value.join(", ") : value;
      };
      return {
        status: response.statusCode,
        ok: response.statusCode >= 200 && response.statusCode < 300,
        header,
        setCookies: () => {
          const value = response.headers["set-cookie"];
          return value === undefined ? [] : Array.isArray(value) ? value : [value];
        },
        text: () => response.body.text(),
        json: () => response.body.json(),
        bytes: async () => Buffer.from(await response.body.arrayBuffer()),
        drain: async () => {
          await response.body.dump();
        },
      };
    } catch (error) {
      networkErrors++;
      if (attempt >= 3) throw error;
    }
  }
}
