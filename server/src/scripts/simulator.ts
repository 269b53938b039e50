/**
 * `npm run simulator`: the local Paytrail / Visma Pay / Ceepos simulator (src/simulator).
 * Environment: SIMULATOR_PORT (default 5580), SIMULATOR_HOST (default 127.0.0.1),
 * SIMULATOR_PUBLIC_URL (links handed to browsers, default the listen address),
 * SIMULATOR_CALLBACK_DELAY_MS (default 0).
 */
import { startPaymentSimulator } from "../simulator/payment-simulator.js";

function intFromEnv(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === "") return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be a non-negative integer, got ${raw}`);
  return value;
}

const simulator = await startPaymentSimulator({
  host: process.env.SIMULATOR_HOST || "127.0.0.1",
  port: intFromEnv("SIMULATOR_PORT", 5580),
  publicUrl: process.env.SIMULATOR_PUBLIC_URL || undefined,
  callbackDelayMs: intFromEnv("SIMULATOR_CALLBACK_DELAY_MS", 0),
  log: (line) => console.log(`[simulator] ${line}`),
});

const [paytrail] = simulator.merchants.paytrail;
const [vismapay] = simulator.merchants.vismapay;
const [ceepos] = simulator.merchants.ceepos;
console.log(`Payment simulator listening on ${simulator.url}`);
console.log(`  Paytrail   API base ${simulator.endpoints.paytrail}   account ${paytrail?.account}  secret ${paytrail?.secret}`);
console.log(`  Visma Pay  API base ${simulator.endpoints.vismapay}   api key ${vismapay?.apiKey}  private key ${vismapay?.privateKey}`);
console.log(`  Ceepos     payment URL ${simulator.endpoints.ceepos}   Source ${ceepos?.source}  secret ${ceepos?.secret}`);
console.log(`  Control API ${simulator.url}/__sim (requests, payments, callbacks, config, reset)`);

let stopping = false;
async function stop(signal: NodeJS.Signals): Promise<void> {
  if (stopping) return;
  stopping = true;
  console.log(`[simulator] ${signal}: shutting down`);
  await simulator.close();
  process.exit(0);
}
process.on("SIGINT", (signal) => void stop(signal));
process.on("SIGTERM", (signal) => void stop(signal));
