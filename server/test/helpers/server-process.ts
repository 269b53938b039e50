import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { createClient, type Client } from "graphql-ws";
import WebSocket from "ws";

/** The built server (`npm run check` builds it before the tests run). */
const serverMain = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../dist/main.js");
const RUNNING_AT = /Seat booking is running at http:\/\/localhost:(\d+)/;

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  /** What it printed so far (stdout and stderr). */
  output(): string;
}

/**
 * One server process (`node server/dist/main.js`, as README "Scaling out" runs them) on loopback with `env` over the
 * test defaults; resolves once it listens and /readyz answers.
 */
export async function startServerProcess(name: string, env: Record<string, string>): Promise<ServerProcess> {
  const child = spawn(process.execPath, [serverMain], {
    env: {
      ...process.env,
      NODE_ENV: "development",
      HOST: "127.0.0.1",
      PORT: "0",
      ADMIN_PASSWORD: "scale-out-admin-password",
      SEED_CONCERT_HALL: "false",
      LOG_LEVEL: "warn",
      PAYMENT_SIMULATOR: "false",
      MAIL_CATCHER_PORT: "0",
      MAIL_CATCHER_WEB_PORT: "0",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout!.on("data", (chunk) => (output += String(chunk)));
  child.stderr!.on("data", (chunk) => (output += String(chunk)));
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server ${name} exited while starting:\n${output.slice(-3000)}`);
    const port = RUNNING_AT.exec(output)?.[1];
    if (port) {
      const url = `http://127.0.0.1:${port}`;
      if (
        await fetch(`${url}/readyz`).then(
          (answer) => answer.ok,
          () => false,
        )
      )
        return { url, child, output: () => output };
    }
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`server ${name} was not ready in 90 s:\n${output.slice(-3000)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** SIGTERM, and wait for the exit (at once when it has exited already). */
export function stopServerProcess({ child }: ServerProcess): Promise<void> {
  return new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once("exit", () => resolve());
    child.kill("SIGTERM");
  });
}

/**
 * A live seat map's feed: subscribes to `occupancyChanged` of `occasionId` at `baseUrl` and keeps each place's last
 * count. The socket goes into `sockets`, for the caller to close.
 */
export function watchOccupancy(baseUrl: string, occasionId: string, sockets: Client[]) {
  const socket = createClient({ url: `${baseUrl.replace("http", "ws")}/graphql`, webSocketImpl: WebSocket, retryAttempts: 0 });
  sockets.push(socket);
  const counts = new Map<string, number>();
  const errors: unknown[] = [];
  socket.subscribe<{ occupancyChanged: { occupancy: Array<{ spaceId: string; count: number }> } }>(
    {
      query: `subscription ($id: ID!) { occupancyChanged(occasionId: $id) { occupancy { spaceId count } } }`,
      variables: { id: occasionId },
    },
    {
      next: (result) => {
        for (const entry of result.data?.occupancyChanged.occupancy ?? []) counts.set(entry.spaceId, entry.count);
      },
      error: (error) => errors.push(error),
      complete: () => undefined,
    },
  );
  return { counts, errors };
}
