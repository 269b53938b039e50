import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { buildSchema, getIntrospectionQuery, getOperationAST, Kind, parse, type OperationDefinitionNode } from "graphql";
import { describe, expect, it } from "vitest";
import { measureOperation, queryLimitError, QUERY_LIMITS } from "./query-limits.js";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");
const schema = buildSchema(readFileSync(path.join(root, "schema.graphql"), "utf8"));

function measure(query: string) {
  const document = parse(query);
  return measureOperation(schema, document, getOperationAST(document)!);
}

/** Every operation the client sends (client/src/**\/*.graphql). */
function clientOperations(): Array<{ name: string; measure: ReturnType<typeof measure> }> {
  const files = readdirSync(path.join(root, "client/src"), { recursive: true, encoding: "utf8" }).filter((file) =>
    file.endsWith(".graphql"),
  );
  return files.flatMap((file) => {
    const document = parse(readFileSync(path.join(root, "client/src", file), "utf8"));
    return document.definitions
      .filter((definition): definition is OperationDefinitionNode => definition.kind === Kind.OPERATION_DEFINITION)
      .map((operation) => ({ name: operation.name?.value ?? file, measure: measureOperation(schema, document, operation) }));
  });
}

describe("measureOperation", () => {
  it("a field costs 1 and a list multiplies what it selects by 10 (a hall's places by 1,000); depth counts levels", () => {
    expect(measure(`{ settings { sitename } }`)).toEqual({ depth: 2, cost: 2, fields: 2 });
    expect(measure(`{ events { id name } }`)).toEqual({ depth: 2, cost: 21, fields: 3 });
    expect(measure(`{ events { occasions { id } } }`)).toEqual({ depth: 3, cost: 1 + 10 * (1 + 10 * 1), fields: 3 });
    expect(measure(`{ plan(id: "x") { spaces { id name } } }`)).toEqual({ depth: 3, cost: 1 + 1 + 1_000 * 2, fields: 4 });
  });

  it("aliases each count; a fragment costs what its fields cost wherever it is spread", () => {
    const plan = `plan(id: "x") { spaces { id name } }`;
    expect(measure(`{ a: ${plan} b: ${plan} }`).cost).toBe(2 * measure(`{ ${plan} }`).cost);
    expect(measure(`{ events { ...E } } fragment E on Event { id name }`)).toEqual(measure(`{ events { id name } }`));
  });

  it("introspection is answered from memory: its fields count, its nesting and lists do not", () => {
    const explorer = measure(getIntrospectionQuery({ descriptions: true, specifiedByUrl: true, directiveIsRepeatable: true }));
    expect(explorer.cost).toBe(1);
    expect(explorer.depth).toBe(0);
    expect(explorer.fields).toBeLessThan(QUERY_LIMITS.maxFields / 4);
  });

  it("fragments that double at every level are measured without expanding them", () => {
    const levels = 40;
    const fragments = Array.from({ length: levels }, (_, index) =>
      index === levels - 1 ? `fragment F${index} on Plan { id }` : `fragment F${index} on Plan { ...F${index + 1} ...F${index + 1} }`,
    ).join("\n");
    const started = performance.now();
    const measured = measure(`{ plan(id: "x") { ...F0 } }\n${fragments}`);
    expect(performance.now() - started).toBeLessThan(100);
    expect(measured.fields).toBe(1 + 2 ** (levels - 1));
  });
});

describe("the limits against the client's own operations", () => {
  const operations = clientOperations();

  it("finds the client's operations", () => {
    expect(operations.length).toBeGreaterThan(30);
    expect(operations.map((operation) => operation.name)).toEqual(expect.arrayContaining(["Occasion", "Book", "OccupancyChanged"]));
  });

  it("every one costs at most a fifth of the limit and nests at least 4 levels less than allowed", () => {
    for (const { name, measure } of operations) {
      expect(measure.cost, name).toBeLessThanOrEqual(QUERY_LIMITS.maxCost / 5);
      expect(measure.fields, name).toBeLessThanOrEqual(QUERY_LIMITS.maxFields / 5);
      expect(measure.depth, name).toBeLessThanOrEqual(QUERY_LIMITS.maxDepth - 4);
    }
  });
});

describe("queryLimitError", () => {
  const refusal = (query: string) => {
    const document = parse(query);
    return queryLimitError(schema, document, getOperationAST(document)!);
  };

  it("refuses by depth first, then cost, then field count, with what was measured", () => {
    expect(refusal(`{ settings { sitename } }`)).toBeNull();
    const chain = Array.from({ length: 12 }, (_, index) => (index % 2 === 0 ? "event" : "occasions"));
    const deep = `{ occasion(id: "x") { ${chain.join(" { ")} { id ${"} ".repeat(chain.length)}} }`;
    expect(refusal(deep)).toMatchObject({ code: "QUERY_TOO_EXPENSIVE", messageKey: "errors.queryTooDeep", params: { depth: 14, max: 12 } });
    const aliases = Array.from({ length: 300 }, (_, index) => `a${index}: plan(id: "x") { spaces { id name } }`).join(" ");
    expect(refusal(`{ ${aliases} }`)).toMatchObject({ messageKey: "errors.queryTooExpensive", params: { cost: 600_600, max: 50_000 } });
    const typenames = Array.from({ length: 2100 }, (_, index) => `t${index}: __typename`).join(" ");
    expect(refusal(`{ ${typenames} }`)).toMatchObject({ messageKey: "errors.queryTooManyFields", params: { fields: 2100, max: 2000 } });
  });
});
