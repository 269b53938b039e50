/**
 * What the gate costs per request: the hot operations (the booking's `addSpace`, the seat map's `Occasion`) as the
 * client sends them, and an alias bomb. `npx vitest bench --root server --run src/app/graphql-gate.bench.ts`.
 * Warm: the document Apollo hands over again for the same text (its document cache; the limits are measured once per
 * operation). Cold: a document seen for the first time (each iteration a new parse of the same text, parsed beforehand).
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { buildSchema, getOperationAST, Kind, parse, type FragmentDefinitionNode, type OperationDefinitionNode } from "graphql";
import { bench, describe } from "vitest";
import { operationRefusal, requestRefusal, type GateCaller } from "./graphql-gate.js";
import { sentText } from "../../test/helpers/sent-operation.js";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");
const schema = buildSchema(readFileSync(path.join(root, "schema.graphql"), "utf8"));
const seatMap = parse(readFileSync(path.join(root, "client/src/features/seat-map/seatMap.graphql"), "utf8"));
const caller: GateCaller = { identity: { user: null }, invalidCredentials: false, csrfValid: true };

/** The seat map's operation `name` as Apollo Client sends it. */
function sentByClient(name: string): string {
  const fragments = new Map(
    seatMap.definitions
      .filter((definition): definition is FragmentDefinitionNode => definition.kind === Kind.FRAGMENT_DEFINITION)
      .map((fragment) => [fragment.name.value, fragment] as const),
  );
  const operation = seatMap.definitions.find(
    (definition): definition is OperationDefinitionNode => definition.kind === Kind.OPERATION_DEFINITION && definition.name?.value === name,
  )!;
  return sentText(operation, fragments);
}

/**
 * The gates compared. To compare with another version, add it here (e.g. a copy of graphql-gate.ts and query-limits.ts
 * from main), twice in turn with this one, so both run alike in the same run.
 */
const gates = [["gate", { operationRefusal, requestRefusal }]] as const;
const bomb = `{ ${Array.from({ length: 600 }, (_, index) => `a${index}: occasion(id: "${index}") { occupancy { spaceId count } plan { spaces { id } } }`).join(" ")} }`;

for (const [name, query, documents] of [
  ["AddSpace", sentByClient("AddSpace"), 5_000],
  ["Occasion", sentByClient("Occasion"), 5_000],
  ["600-alias bomb", bomb, 60],
] as const) {
  const variables = { uuid: "6a8e1c0e-2f0b-4b5e-9a3c-6f1d2e3a4b5c", spaceId: "R1-S1", id: "x" };
  const transport = "http";
  for (const [label, gate] of gates) {
    const warm = parse(query);
    const cold = Array.from({ length: documents }, () => parse(query));
    let next = 0;
    describe(`${name}, ${label}`, () => {
      bench("requestRefusal (before parsing)", () => {
        gate.requestRefusal({ query, variables, operationName: name });
      });
      bench("operationRefusal, warm (Apollo's cached document)", () => {
        gate.operationRefusal(schema, warm, getOperationAST(warm)!, caller, { transport, sandbox: false });
      });
      bench(
        "operationRefusal, cold (a document seen for the first time)",
        () => {
          const document = cold[next++]!;
          gate.operationRefusal(schema, document, getOperationAST(document)!, caller, { transport, sandbox: false });
        },
        { time: 0, iterations: Math.floor(documents * 0.9), warmupTime: 0, warmupIterations: Math.floor(documents * 0.05) },
      );
    });
  }
}
