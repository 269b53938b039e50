#!/usr/bin/env node
// `npm test`: every check and test suite in order, each step timed. On a failure it stops and names the
// step that failed, so a red CI log says where to look (the step's own output is above it).
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";

/**
 * The server's integration tests once more, on the distribution's PostgreSQL (README, PostgreSQL versions): the newest
 * major of Debian's `postgresql` package (/usr/lib/postgresql/<major>/bin), or TEST_POSTGRES_BIN's binaries. On a Debian
 * machine without it the step fails saying what to install (bash .ci/run installs it); only where there is no apt to
 * install it from is it skipped, saying so.
 */
function distributionPostgresStep() {
  const name = "server integration tests on the distribution's PostgreSQL";
  // TEST_DATABASE_URL (a server of the developer's own) would otherwise take precedence over the binaries.
  const run = (bin) => `TEST_DATABASE_URL= TEST_POSTGRES_BIN=${bin} npm run test -w @seatbooking/server -- test/integration`;
  if (process.env.TEST_POSTGRES_BIN) return [`${name} (${process.env.TEST_POSTGRES_BIN})`, run(process.env.TEST_POSTGRES_BIN)];
  const root = "/usr/lib/postgresql";
  const majors = existsSync(root)
    ? readdirSync(root)
        .filter((major) => /^\d+$/.test(major) && existsSync(`${root}/${major}/bin/initdb`))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (majors.length > 0) return [`${name} (PostgreSQL ${majors[0]}, ${root}/${majors[0]}/bin)`, run(`${root}/${majors[0]}/bin`)];
  if (existsSync("/usr/bin/apt-get"))
    return [name, `echo "Debian's PostgreSQL is not installed: apt-get install postgresql (bash .ci/run installs it)" >&2; exit 1`];
  return [
    name,
    `echo "SKIPPED: no Debian PostgreSQL under ${root} and no apt-get to install it on this machine; the server's tests ran on the embedded PostgreSQL only"`,
  ];
}

const steps = [
  ["check: build the server, formatting, types, lint, drift", "npm run check"],
  ["build the client", "npm run build -w client"],
  ["core tests (the rules client and server share, @seatbooking/core)", "npm run test -w @seatbooking/core"],
  ["server tests (unit and integration, real PostgreSQL)", "npm run test -w @seatbooking/server"],
  distributionPostgresStep(),
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
