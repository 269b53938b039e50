#!/usr/bin/env node
// `npm test`: every check and test suite in order, each step timed. On a failure it stops and names the
// step that failed, so a red CI log says where to look (the step's own output is above it).
import { spawnSync } from "node:child_process";

const steps = [
  ["check: build the server, formatting, types, lint, drift", "npm run check"],
  ["build the client", "npm run build -w client"],
  ["core tests (the rules client and server share, @seatbooking/core)", "npm run test -w @seatbooking/core"],
  ["server tests (unit and integration, real PostgreSQL)", "npm run test -w @seatbooking/server"],
  ["client tests", "npm run test -w client"],
  ["browser tests (Playwright, Chromium)", "npm run test -w e2e"],
];

const seconds = (since) => ((performance.now() - since) / 1000).toFixed(1);
const started = performance.now();
const done = [];
for (const [name, command] of steps) {
  console.log(`\n▶ ${name}: ${command}\n`);
  const stepStarted = performance.now();
  const result = spawnSync(command, { shell: true, stdio: "inherit" });
  const took = seconds(stepStarted);
  if (result.status !== 0) {
    console.error(`\n✘ npm test failed at step "${name}" (\`${command}\`, exit ${result.status ?? result.signal}) after ${took} s.`);
    console.error("  Its output is above; for browser tests, the failure summary lists each failed step, server log and trace.");
    process.exit(result.status || 1);
  }
  done.push(`  ✔ ${name}: ${took} s`);
}
console.log(`\nnpm test passed in ${seconds(started)} s:\n${done.join("\n")}`);
