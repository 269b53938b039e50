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
import { MaxTokensParserWLexer } from "@escape.tech/graphql-armor-max-tokens";
import "reflect-metadata";
import { getMetadataStorage } from "type-graphql";
import { describe, expect, it } from "vitest";
import { DomainError } from "../common/errors.js";
import { serverMessage } from "../modules/i18n/server-messages.js";
import { armorMeasure } from "./armor-limits.js";
import {
  IN_MEMORY_FIELDS,
  measureOperation,
  queryLimitError,
  QUERY_LIMITS,
  READING_FIELDS,
  readsDatabase,
  tokenLimitError,
} from "./query-limits.js";
import { createSchema } from "./schema.js";
import { sentText } from "../../test/helpers/sent-operation.js";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");
const schema = buildSchema(readFileSync(path.join(root, "schema.graphql"), "utf8"));

/** What queryLimitError judges: the cost and fields we measure, the depth and aliases graphql-armor counts. */
function measureOf(document: DocumentNode, operation: OperationDefinitionNode) {
  return { ...armorMeasure(schema, document, operation), ...measureOperation(schema, document, operation) };
}

function measure(query: string) {
  const document = parse(query);
  return measureOf(document, getOperationAST(document)!);
}

/** The tokens of a document, as graphql-armor's max-tokens parser counts them. */
function tokens(text: string): number {
  const parser = new MaxTokensParserWLexer(text, { n: Infinity });
  parser.parseDocument();
  return parser.tokenCount;
}

function fragmentsOf(documents: DocumentNode[]): Map<string, FragmentDefinitionNode> {
  return new Map(
    documents.flatMap((document) =>
      document.definitions
        .filter((definition): definition is FragmentDefinitionNode => definition.kind === Kind.FRAGMENT_DEFINITION)
        .map((fragment) => [fragment.name.value, fragment] as const),
    ),
  );
}

type MeasuredOperation = { name: string; measure: ReturnType<typeof measure>; tokens: number };

/** Every operation the client sends (client/src/**\/*.graphql). */
function clientOperations(): MeasuredOperation[] {
  const files = readdirSync(path.join(root, "client/src"), { recursive: true, encoding: "utf8" }).filter((file) =>
    file.endsWith(".graphql"),
  );
  const documents = files.map((file) => parse(readFileSync(path.join(root, "client/src", file), "utf8")));
  const fragments = fragmentsOf(documents);
  return documents.flatMap((document) =>
    document.definitions
      .filter((definition): definition is OperationDefinitionNode => definition.kind === Kind.OPERATION_DEFINITION)
      .map((operation) => ({
        name: operation.name!.value,
        measure: measureOf(document, operation),
        tokens: tokens(sentText(operation, fragments)),
      })),
  );
}

/**
 * Every operation as the client really sends it: the documents codegen wrote into client/src/generated/*.tsx (gql
 * templates, fragments spread by `${...FragmentDoc}`), parsed together so each operation finds its fragments.
 */
function generatedOperations(): MeasuredOperation[] {
  const directory = path.join(root, "client/src/generated");
  const templates = readdirSync(directory)
    .filter((file) => file.endsWith(".tsx"))
    .flatMap((file) => [...readFileSync(path.join(directory, file), "utf8").matchAll(/gql`([^`]*)`/g)].map((match) => match[1]!));
  const document = parse(templates.map((template) => template.replace(/\$\{[^}]*\}/g, "")).join("\n"));
  const fragments = fragmentsOf([document]);
  return document.definitions
    .filter((definition): definition is OperationDefinitionNode => definition.kind === Kind.OPERATION_DEFINITION)
    .map((operation) => ({
      name: operation.name!.value,
      measure: measureOf(document, operation),
      tokens: tokens(sentText(operation, fragments)),
    }));
}

describe("measureOperation", () => {
  it("a field costs 1, a root field 100 (it reads the database), and a list multiplies what it selects by 10 (a hall's places by 1,000); depth counts levels", () => {
    expect(measure(`{ settings { sitename } }`)).toEqual({ depth: 2, cost: 100 + 1, fields: 2, aliases: 0 });
    expect(measure(`{ events { id name } }`)).toEqual({ depth: 2, cost: 100 + 10 * 2, fields: 3, aliases: 0 });
    expect(measure(`{ events { occasions { id } } }`)).toEqual({ depth: 3, cost: 100 + 10 * (1 + 10 * 1), fields: 3, aliases: 0 });
    expect(measure(`{ plan(id: "x") { spaces { id name } } }`)).toEqual({ depth: 3, cost: 100 + 1 + 1_000 * 2, fields: 4, aliases: 0 });
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
    expect(measure(occasions(999))).toEqual({ depth: 2, cost: 999 * 101, fields: 1998, aliases: 999 });
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
    expect(measure(`{ a: ${plan} b: ${plan} }`).aliases).toBe(2);
    // Counted where spread, each time (graphql-armor's max-aliases); `__typename`'s too.
    expect(measure(`{ events { ...E ...E } } fragment E on Event { a: id b: __typename }`).aliases).toBe(4);
  });

  it("depth counts levels of fields: a fragment or an inline fragment adds none", () => {
    expect(measure(`{ events { ...E } } fragment E on Event { occasions { id } }`).depth).toBe(3);
    expect(measure(`{ events { ... on Event { occasions { ... { id } } } } }`).depth).toBe(3);
  });

  it("introspection is answered from memory: its fields count, its nesting and lists do not", () => {
    const explorer = measure(getIntrospectionQuery({ descriptions: true, specifiedByUrl: true, directiveIsRepeatable: true }));
    expect(explorer.cost).toBe(1);
    expect(explorer.depth).toBe(0);
    expect(explorer.aliases).toBe(0);
    expect(explorer.fields).toBeLessThan(QUERY_LIMITS.maxFields / 4);
  });

  it("GraphiQL's and codegen's introspection query passes every limit", () => {
    const query = getIntrospectionQuery({
      descriptions: true,
      specifiedByUrl: true,
      directiveIsRepeatable: true,
      inputValueDeprecation: true,
    });
    const document = parse(query);
    expect(tokens(query)).toBe(182);
    expect(tokenLimitError(query)).toBeNull();
    expect(queryLimitError(schema, document, getOperationAST(document)!)).toBeNull();
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

  it("every one costs at most a fifth of the limit, nests at least 4 levels less than allowed, and has at most a fifth of the aliases and tokens allowed", () => {
    for (const { name, measure, tokens } of operations) {
      expect(measure.cost, name).toBeLessThanOrEqual(QUERY_LIMITS.maxCost / 5);
      expect(measure.fields, name).toBeLessThanOrEqual(QUERY_LIMITS.maxFields / 5);
      expect(measure.depth, name).toBeLessThanOrEqual(QUERY_LIMITS.maxDepth - 4);
      expect(measure.aliases, name).toBeLessThanOrEqual(QUERY_LIMITS.maxAliases / 5);
      expect(tokens, name).toBeLessThanOrEqual(QUERY_LIMITS.maxTokens / 5);
    }
  });

  it("the largest has 222 tokens, and none has an alias (QUERY_LIMITS' notes)", () => {
    expect(Math.max(...operations.map((operation) => operation.tokens))).toBe(222);
    expect(Math.max(...operations.map((operation) => operation.measure.aliases))).toBe(0);
  });

  it("so does every operation in the generated documents the client sends (client/src/generated/*.tsx), the same ones", () => {
    const generated = generatedOperations();
    expect(generated.map((operation) => operation.name).sort()).toEqual(operations.map((operation) => operation.name).sort());
    for (const { name, measure, tokens } of generated) {
      expect(measure.cost, name).toBeLessThanOrEqual(QUERY_LIMITS.maxCost / 5);
      expect(measure.fields, name).toBeLessThanOrEqual(QUERY_LIMITS.maxFields / 5);
      expect(measure.depth, name).toBeLessThanOrEqual(QUERY_LIMITS.maxDepth - 4);
      expect(measure.aliases, name).toBeLessThanOrEqual(QUERY_LIMITS.maxAliases / 5);
      expect(tokens, name).toBeLessThanOrEqual(QUERY_LIMITS.maxTokens / 5);
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

describe("the limits graphql-armor counts, refused with our coded, translated errors", () => {
  const refusal = (query: string) => {
    const document = parse(query);
    return queryLimitError(schema, document, getOperationAST(document)!);
  };
  /** `__type` down `ofType` to a name at level `depth`, costing 1, beside the settings (so not introspection alone). */
  const deepType = (depth: number) =>
    `{ settings { sitename } __type(name: "Plan") { fields { type { ${"ofType { ".repeat(depth - 4)}name ${"} ".repeat(depth - 4)}} } } }`;
  const typenames = (count: number) => `{ ${Array.from({ length: count }, (_, index) => `t${index}: __typename`).join(" ")} }`;
  /** A document of `count` tokens: braces around names. */
  const ofTokens = (count: number) => `{ ${"a ".repeat(count - 2)}}`;

  it(`depth: ${QUERY_LIMITS.maxDepth} levels pass, one more is refused with the depth it has`, () => {
    expect(measure(deepType(QUERY_LIMITS.maxDepth))).toMatchObject({ depth: QUERY_LIMITS.maxDepth, cost: 100 + 1 + 1 });
    expect(refusal(deepType(QUERY_LIMITS.maxDepth))).toBeNull();
    expect(refusal(deepType(QUERY_LIMITS.maxDepth + 1))).toEqual(
      new DomainError("QUERY_TOO_EXPENSIVE", "errors.queryTooDeep", { depth: QUERY_LIMITS.maxDepth + 1, max: QUERY_LIMITS.maxDepth }),
    );
  });

  it("an operation of introspection alone is not limited in depth (answered from memory): a type with the introspection query's own fragments", () => {
    const introspection = getIntrospectionQuery();
    const fragments = introspection.slice(introspection.indexOf("fragment FullType"));
    const type = `{ __type(name: "Plan") { ...FullType } }\n${fragments}`;
    expect(measure(type).depth).toBe(14);
    expect(refusal(type)).toBeNull();
    expect(refusal(`{ settings { sitename } __type(name: "Plan") { ...FullType } }\n${fragments}`)).toMatchObject({
      messageKey: "errors.queryTooDeep",
      params: { depth: 14, max: 12 },
    });
  });

  it(`aliases: ${QUERY_LIMITS.maxAliases} pass, one more is refused with the count it has`, () => {
    expect(QUERY_LIMITS.maxAliases).toBe(500);
    expect(measure(typenames(500))).toEqual({ depth: 1, cost: 500, fields: 500, aliases: 500 });
    expect(refusal(typenames(500))).toBeNull();
    const over = refusal(typenames(501));
    expect(over).toEqual(new DomainError("QUERY_TOO_EXPENSIVE", "errors.queryTooManyAliases", { aliases: 501, max: 500 }));
    expect(serverMessage(over!.messageKey, "en", over!.params)).toBe("Query has too many aliases: 501, at most 500 allowed");
    expect(serverMessage(over!.messageKey, "fi", over!.params)).toBe("Kyselyssä on liian monta aliasta: 501, enintään 500 sallitaan");
    expect(serverMessage(over!.messageKey, "sv", over!.params)).toBe("Frågan har för många alias: 501, högst 500 tillåts");
  });

  it("aliases of reads within the cost pass (maxReads' runtime backstop stays reachable), past it the cost refuses first", () => {
    const reads = (count: number) =>
      `{ ${Array.from({ length: count }, (_, index) => `a${index}: occasion(id: "${index}") { id }`).join(" ")} }`;
    expect(refusal(reads(QUERY_LIMITS.maxReads + 1))).toBeNull();
    expect(refusal(reads(QUERY_LIMITS.maxAliases + 1))?.messageKey).toBe("errors.queryTooExpensive");
  });

  it(`tokens: ${QUERY_LIMITS.maxTokens} pass, one more is refused before the document is parsed`, () => {
    expect(QUERY_LIMITS.maxTokens).toBe(15_000);
    expect(tokens(ofTokens(15_000))).toBe(15_000);
    expect(tokenLimitError(ofTokens(15_000))).toBeNull();
    const over = tokenLimitError(ofTokens(15_001));
    expect(over).toEqual(new DomainError("QUERY_TOO_EXPENSIVE", "errors.queryTooManyTokens", { max: 15_000 }));
    expect(serverMessage(over!.messageKey, "en", over!.params)).toBe(
      "Query is too long: more than 15000 tokens (names, values and punctuation marks)",
    );
    expect(serverMessage(over!.messageKey, "fi", over!.params)).toBe(
      "Kysely on liian pitkä: yli 15000 osaa (nimiä, arvoja ja välimerkkejä)",
    );
    expect(serverMessage(over!.messageKey, "sv", over!.params)).toBe(
      "Frågan är för lång: fler än 15000 delar (namn, värden och skiljetecken)",
    );
  });

  it("tokens: counting stops at the limit, so a document broken past it is refused for its length; comments are no tokens", () => {
    expect(tokenLimitError(`${ofTokens(15_001)} {{{ !!!`)?.messageKey).toBe("errors.queryTooManyTokens");
    // Broken before the limit: the parser that runs next says so (GRAPHQL_PARSE_FAILED), not this check.
    expect(tokenLimitError(`{ a ) ${"b ".repeat(20_000)}}`)).toBeNull();
    expect(tokenLimitError(`# ${"comment ".repeat(5_000)}\n{ a }`)).toBeNull();
    expect(tokenLimitError(undefined)).toBeNull();
  });
});
