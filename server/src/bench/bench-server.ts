import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");

/**
 * Starts the built server (`server/dist/main.js`) for a benchmark on `databaseUrl`, in production mode on
 * loopback, with `env` on top; resolves once it listens. BENCH_NODE_ARGS passes flags to node (e.g. --cpu-prof).
 */
export async function startBenchServer(databaseUrl: string, port: number, env: Record<string, string>): Promise<ChildProcess> {
  const nodeArgs = process.env.BENCH_NODE_ARGS ? process.env.BENCH_NODE_ARGS.split(" ") : [];
  const server = spawn(process.execPath, [...nodeArgs, path.join(root, "server/dist/main.js")], {
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
