import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");

/**
 * Node's flags for the server, as `npm start` runs it (package.json): a 64 MB young generation, so the garbage of a
 * sale's many short requests is collected less often (GraphQL holds at 200 buyers: 1,040-1,537 a second against
 * 988-1,340 with the default, four alternating runs).
 */
export const SERVER_NODE_FLAGS = ["--max-semi-space-size=64"];

/**
 * Starts the built server (`server/dist/main.js`) for a benchmark on `databaseUrl`, in production mode on
 * loopback, with `env` on top; resolves once it listens. BENCH_NODE_ARGS passes flags to node (e.g. --cpu-prof).
 */
export async function startBenchServer(databaseUrl: string, port: number, env: Record<string, string>): Promise<ChildProcess> {
  const nodeArgs = process.env.BENCH_NODE_ARGS ? process.env.BENCH_NODE_ARGS.split(" ") : [];
  const server = spawn(process.execPath, [...SERVER_NODE_FLAGS, ...nodeArgs, path.join(root, "server/dist/main.js")], {
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      HOST: "127.0.0.1",
      LOG_LEVEL: "error",
      NODE_ENV: "production",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  // The server's log goes to stderr; keep its tail to explain a crash.
  let tail = "";
  server.stderr!.on("data", (chunk: Buffer) => {
    tail = (tail + chunk.toString()).slice(-4000);
  });
  server.once("exit", (code, signal) => {
    if (code !== 0 && signal !== "SIGTERM") console.error(`server exited (${code ?? signal}):\n${tail}`);
  });
  await new Promise<void>((resolve, reject) => {
    server.stdout!.on("data", (chunk: Buffer) => {
      if (chunk.toString().includes("running at")) resolve();
    });
    server.once("exit", (code) => reject(new Error(`server exited with ${code}`)));
  });
  return server;
}
