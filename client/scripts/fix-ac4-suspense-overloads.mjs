#!/usr/bin/env node
// Post-codegen step for typescript-react-apollo 5.0.0 output against Apollo Client 4.
//
// 1. The `use<Op>SuspenseQuery` overload taking `SkipToken | ...` cannot be typed against AC4
//    (TS2394: AC4's useSuspenseQuery.Result variants differ through `fetchMore`). The generator
//    only puts `// @ts-ignore` above the first overload, so one is added above every SkipToken
//    overload signature.
// 2. For operations with required variables (e.g. `query Event($id: ID!)`), the suspense hook's
//    implementation passes `baseOptions?` (variables possibly undefined) to AC4's
//    useSuspenseQuery, which requires them (TS2769). A `// @ts-ignore` goes above that call.
//    The public overloads still type-check callers.
//
// Idempotent: running it twice changes nothing. It is a separate npm-script step because the
// codegen CLI skips writing (and its write hooks) when the output is unchanged on disk.
import { readFileSync, writeFileSync } from "node:fs";

const files = process.argv.slice(2);
if (files.length === 0) {
  console.error("usage: fix-ac4-suspense-overloads.mjs <generated file>...");
  process.exit(2);
}

const MARKER = "// @ts-ignore";
// Overload signatures end with `;`; the implementation signature ends with `{`.
const SKIP_TOKEN_OVERLOAD = /^export function use\w+SuspenseQuery\(.*SkipToken.*;\s*$/;
const SUSPENSE_CALL = /^(\s*)return \w+\.useSuspenseQuery</;

for (const file of files) {
  const lines = readFileSync(file, "utf8").split("\n");
  const out = [];
  let patched = 0;
  for (const line of lines) {
    const previous = out.length > 0 ? out[out.length - 1].trim() : "";
    if (previous !== MARKER) {
      if (SKIP_TOKEN_OVERLOAD.test(line)) {
        out.push(MARKER);
        patched += 1;
      } else {
        const call = SUSPENSE_CALL.exec(line);
        if (call) {
          out.push(`${call[1]}${MARKER}`);
          patched += 1;
        }
      }
    }
    out.push(line);
  }
  if (patched > 0) writeFileSync(file, out.join("\n"));
  console.log(`fix-ac4-suspense-overloads: ${patched} line(s) patched in ${file}`);
}
