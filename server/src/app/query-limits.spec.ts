import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import {
  buildSchema,
  getIntrospectionQuery,
  getNamedType,
  getNullableType,
  getOperationAST,
  isListType,
  isObjectType,
  Kind,
  parse,
  type DocumentNode,
  type FragmentDefinitionNode,
  type GraphQLNamedType,
  type OperationDefinitionNode,
  type SelectionSetNode,
} from "graphql";
import "reflect-metadata";
import { getMetadataStorage } from "type-graphql";
import { describe, expect, it } from "vitest";
import { IN_MEMORY_FIELDS, measureOperation, queryLimitError, QUERY_LIMITS, READING_FIELDS, readsDatabase } from "./query-limits.js";
import { createSchema } from "./schema.js";

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

/**
 * Every operation as the client really sends it: the documents codegen wrote into client/src/generated/*.tsx (gql
 * templates, fragments spread by `${...FragmentDoc}`), parsed together so each operation finds its fragments.
 */
function generatedOperations(): Array<{ name: string; measure: ReturnType<typeof measure> }> {
  const directory = path.join(root, "client/src/generated");
  const templates = readdirSync(directory)
    .filter((file) => file.endsWith(".tsx"))
    .flatMap((file) => [...readFileSync(path.join(directory, file), "utf8").matchAll(/gql`([^`]*)`/g)].map((match) => match[1]!));
  const document = parse(templates.map((template) => template.replace(/\$\{[^}]*\}/g, "")).join("\n"));
  return document.definitions
    .filter((definition): definition is OperationDefinitionNode => definition.kind === Kind.OPERATION_DEFINITION)
    .map((operation) => ({ name: operation.name!.value, measure: measureOperation(schema, document, operation) }));
}

describe("measureOperation", () => {
  it("a field costs 1, a root field 100 (it reads the database), and a list multiplies what it selects by 10 (a hall's places by 1,000); depth counts levels", () => {
    expect(measure(`{ settings { sitename } }`)).toEqual({ depth: 2, cost: 100 + 1, fields: 2 });
    expect(measure(`{ events { id name } }`)).toEqual({ depth: 2, cost: 100 + 10 * 2, fields: 3 });
    expect(measure(`{ events { occasions { id } } }`)).toEqual({ depth: 3, cost: 100 + 10 * (1 + 10 * 1), fields: 3 });
    expect(measure(`{ plan(id: "x") { spaces { id name } } }`)).toEqual({ depth: 3, cost: 100 + 1 + 1_000 * 2, fields: 4 });
  });

  it("a field below the root that reads the database costs 100, in every list item; one answered from memory costs 1", () => {
    expect(measure(`{ occasion(id: "x") { plan { id } event { id } } }`).cost).toBe(100 + (100 + 1) + (100 + 1));
    expect(measure(`{ events { occasions { plan { id } } } }`).cost).toBe(100 + 10 * (1 + 10 * (100 + 1)));
    // Batched per tick (one query for every ticket of a booking) or the cached languages: a field's cost.
    expect(measure(`{ booking(id: "x") { tickets { spaceLabel } } }`).cost).toBe(100 + 1 + 10 * 1);
    expect(measure(`{ errorCodes { code } permissions paymentMethods { id } }`).cost).toBe(1 + 10 + 1 + 1 + 10);
  });

  it("999 aliases of an occasion (each a database read with a random id) are refused; as many as the cost allows pass", () => {
    const occasions = (count: number) =>
      `{ ${Array.from({ length: count }, (_, index) => `a${index}: occasion(id: "${crypto.randomUUID()}") { id }`).join(" ")} }`;
    expect(measure(occasions(999))).toEqual({ depth: 2, cost: 999 * 101, fields: 1998 });
    expect(measure(occasions(999)).cost).toBeGreaterThan(2 * QUERY_LIMITS.maxCost);
    const allowed = Math.floor(QUERY_LIMITS.maxCost / (QUERY_LIMITS.readWeight + 1));
    expect(allowed).toBe(495);
    expect(measure(occasions(allowed)).cost).toBeLessThanOrEqual(QUERY_LIMITS.maxCost);
    expect(measure(occasions(allowed + 1)).cost).toBeGreaterThan(QUERY_LIMITS.maxCost);
  });

  it("mutations and subscriptions read the database too", () => {
    expect(measure(`mutation { book(occasionId: "x") { uuid } }`).cost).toBe(100 + 1);
    expect(measure(`subscription { occupancyChanged(occasionId: "x") { occasionId } }`).cost).toBe(100 + 1);
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

  it("so does every operation in the generated documents the client sends (client/src/generated/*.tsx), the same ones", () => {
    const generated = generatedOperations();
    expect(generated.map((operation) => operation.name).sort()).toEqual(operations.map((operation) => operation.name).sort());
    for (const { name, measure } of generated) {
      expect(measure.cost, name).toBeLessThanOrEqual(QUERY_LIMITS.maxCost / 5);
      expect(measure.fields, name).toBeLessThanOrEqual(QUERY_LIMITS.maxFields / 5);
      expect(measure.depth, name).toBeLessThanOrEqual(QUERY_LIMITS.maxDepth - 4);
    }
  });
});

/**
 * The database reads an operation makes while it runs (what operation-limits.ts counts against maxReads) when every
 * list has `listLength` items, fragments looked up in `fragments`.
 */
function readsAtRuntime(document: DocumentNode, fragments: Map<string, FragmentDefinitionNode>, listLength: number): number {
  const operation = getOperationAST(document)!;
  const walk = (selectionSet: SelectionSetNode | undefined, parent: GraphQLNamedType | undefined, items: number): number => {
    let reads = 0;
    for (const selection of selectionSet?.selections ?? []) {
      if (selection.kind === Kind.FRAGMENT_SPREAD) {
        const fragment = fragments.get(selection.name.value)!;
        reads += walk(fragment.selectionSet, schema.getType(fragment.typeCondition.name.value), items);
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        reads += walk(selection.selectionSet, parent, items);
      } else if (parent && isObjectType(parent) && parent.getFields()[selection.name.value]) {
        const field = parent.getFields()[selection.name.value]!;
        if (readsDatabase(schema, parent, field.name)) reads += items;
        const inner = isListType(getNullableType(field.type)) ? items * listLength : items;
        reads += walk(selection.selectionSet, getNamedType(field.type), inner);
      }
    }
    return reads;
  };
  const type = { query: schema.getQueryType(), mutation: schema.getMutationType(), subscription: schema.getSubscriptionType() }[
    operation.operation
  ];
  return walk(operation.selectionSet, type ?? undefined, 1);
}

describe("the reads the client's operations make while they run", () => {
  it("with 25 items a list (the bookings page's size) each makes at most a tenth of maxReads", () => {
    const files = readdirSync(path.join(root, "client/src"), { recursive: true, encoding: "utf8" }).filter((file) =>
      file.endsWith(".graphql"),
    );
    const documents = files.map((file) => parse(readFileSync(path.join(root, "client/src", file), "utf8")));
    const fragments = new Map(
      documents.flatMap((document) =>
        document.definitions
          .filter((definition): definition is FragmentDefinitionNode => definition.kind === Kind.FRAGMENT_DEFINITION)
          .map((fragment) => [fragment.name.value, fragment] as const),
      ),
    );
    const reads = documents.flatMap((document) =>
      document.definitions
        .filter((definition): definition is OperationDefinitionNode => definition.kind === Kind.OPERATION_DEFINITION)
        .map((operation) => ({
          name: operation.name!.value,
          reads: readsAtRuntime({ kind: Kind.DOCUMENT, definitions: [operation] }, fragments, 25),
        })),
    );
    expect(reads.find((operation) => operation.name === "AdminBookings")?.reads).toBe(1 + 25);
    for (const { name, reads: count } of reads) expect(count, name).toBeLessThanOrEqual(QUERY_LIMITS.maxReads / 10);
  });
});

describe("which fields read the database", () => {
  it("every field resolver of the schema is classified: it reads the database (cost 100) or is answered from memory", async () => {
    await createSchema();
    const storage = getMetadataStorage();
    const names = storage.fieldResolvers.map((resolver) => {
      const target = resolver.getObjectType?.() ?? resolver.target;
      const type = storage.objectTypes.find((objectType) => objectType.target === target);
      return `${type?.name}.${resolver.schemaName}`;
    });
    expect(names.length).toBeGreaterThan(20);
    for (const name of names) expect(READING_FIELDS.has(name) || IN_MEMORY_FIELDS.has(name), name).toBe(true);
    // Both lists name fields the schema has (none left behind by a rename).
    for (const name of [...READING_FIELDS, ...IN_MEMORY_FIELDS]) {
      const [type, field] = name.split(".");
      const definition = schema.getType(type!);
      expect(definition && "getFields" in definition ? definition.getFields()[field!] : undefined, name).toBeDefined();
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
    expect(refusal(`{ ${aliases} }`)).toMatchObject({
      messageKey: "errors.queryTooExpensive",
      params: { cost: 300 * 2_101, max: 50_000, read: 100 },
    });
    const typenames = Array.from({ length: 2100 }, (_, index) => `t${index}: __typename`).join(" ");
    expect(refusal(`{ ${typenames} }`)).toMatchObject({ messageKey: "errors.queryTooManyFields", params: { fields: 2100, max: 2000 } });
  });
});
