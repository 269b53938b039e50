import {
  getNamedType,
  getNullableType,
  isInterfaceType,
  isListType,
  isObjectType,
  Kind,
  typeFromAST,
  type DocumentNode,
  type FragmentDefinitionNode,
  type GraphQLNamedType,
  type GraphQLSchema,
  type GraphQLType,
  type OperationDefinitionNode,
  type SelectionSetNode,
} from "graphql";
import { DomainError } from "../common/errors.js";
import { armorMeasure, exceedsTokens, type ArmorMeasure } from "./armor-limits.js";

/**
 * What one GraphQL operation may ask for (DESIGN section 7.1), checked before execution on HTTP and on
 * the WebSocket alike. The cost approximates the work an answer takes: the fields it resolves, and the
 * database reads it makes, which cost far more than a field copied from memory (issue 32, finding 7: 999
 * aliases of `occasion(id: <random uuid>) { id }` each read the database, and four such requests at once
 * stalled /readyz for 7 s). The seat map's own query (a hall's spaces and occupancy) costs about a fifth of
 * `maxCost`, so one request can ask for a few maps' worth of work, not hundreds; and at most about
 * maxCost / readWeight (500) database reads (query-limits.spec.ts measures the client's operations).
 */
export const QUERY_LIMITS = {
  /** Levels of nested selections, `__schema` aside (graphql-armor's max-depth counts them: armor-limits.ts). */
  maxDepth: 12,
  /**
   * Aliases in an operation (graphql-armor's max-aliases counts them, fragments spread). The client's operations have
   * none; an alias of a database read already costs `readWeight` (at most 495 within `maxCost`), so this bounds what
   * the cost prices at 1: aliases of fields answered from memory, of `__typename`, of introspection (up to `maxFields`
   * otherwise). Not lower, so that `maxReads`' runtime backstop stays reachable by aliases within the cost
   * (graphql-limits.int-spec.ts makes 301 reads that way).
   */
  maxAliases: 500,
  /**
   * Tokens in a document (names, values, punctuation), counted by graphql-armor's max-tokens before GraphQL parses and
   * validates it: a 100 kB body holds up to some 50,000. The client's largest operation has 222 with the `__typename`s
   * Apollo Client adds, the introspection query of GraphiQL and codegen 182 (query-limits.spec.ts measures them). Not
   * lower, so that alias bombs over the cost or the field count are still refused saying so (graphql-limits.int-spec.ts
   * sends 600 aliases of an occasion's occupancy and plan: 13,202 tokens).
   */
  maxTokens: 15_000,
  /**
   * Every field costs 1, a field that reads the database `readWeight`, and a list field multiplies what it selects
   * by its assumed size. Our own measure, not graphql-armor's cost-limit: that prices every object and scalar field
   * alike (objectCost, scalarCost, a factor per level), so it cannot weigh a field by whether it reads the database
   * nor a list by its expected length (a hall's places at 1,000).
   */
  maxCost: 50_000,
  /** Field selections once fragments are spread (aliases each count): bounds introspection and fragment fan-out too. */
  maxFields: 2_000,
  /** The size assumed for a list. */
  listFactor: 10,
  /**
   * What a field that reads the database costs (readsDatabase): a root field, or a field in READING_FIELDS. A read is
   * a round trip to PostgreSQL and a pooled connection for its duration, about a hundred times a field's work.
   */
  readWeight: 100,
  /**
   * Database-reading resolutions one operation may make while it runs (counted by operation-limits.ts, every alias and
   * every list item): the backstop for what the cost, which assumes `listFactor` items a list, cannot foresee (lists
   * of lists longer than that). The client's largest, the bookings page, makes about 30.
   */
  maxReads: 300,
} as const;

/**
 * Fields below the root whose resolver reads the database on each call (a request-scoped loader makes aliases of
 * one plan or event one query, but every other id its own). A new field resolver is classified here or in
 * IN_MEMORY_FIELDS (query-limits.spec.ts checks every one is).
 */
export const READING_FIELDS: ReadonlySet<string> = new Set([
  "Addon.eventIds",
  "Booking.balance",
  "Booking.history",
  "Booking.identityNumber",
  "Booking.ledger",
  "Booking.owed",
  "Booking.paid",
  "Booking.payments",
  "Booking.received",
  "Booking.refunded",
  "Booking.seriesOrder",
  "Event.addons",
  "Event.offer",
  "Event.plan",
  "Event.series",
  "Occasion.event",
  "Occasion.occupancy",
  "Occasion.occupancyTakenAt",
  "Occasion.plan",
  "Occasion.presaleSpaceIds",
  "Occasion.prices",
  "Occasion.series",
  "Renewal.occupancy",
  "Series.event",
  "Series.plan",
  "Series.presaleSpaceIds",
  "Renewal.occupancyTakenAt",
  "Renewal.plan",
]);

/**
 * Field resolvers that cost a field's work: the texts in every language (the languages are cached in memory), and
 * those whose ids asked for in one tick are read in one batched query, however many ask (RequestLoaders.batched).
 */
export const IN_MEMORY_FIELDS: ReadonlySet<string> = new Set([
  "Addon.descriptions",
  "Addon.names",
  "Event.descriptions",
  "Event.missingTranslations",
  "Event.names",
  "Occasion.names",
  "Occasion.titles",
  "Plan.descriptions",
  "Plan.mapLabelMasks",
  "Plan.names",
  "Plan.spaceLabelMasks",
  "PlanSection.names",
  "PriceZone.names",
  "Series.names",
  "SpaceType.names",
  "Ticket.spaceLabel",
  "TicketType.names",
]);

/** Root fields answered from memory: every other root field (query, mutation or subscription) reads the database. */
const IN_MEMORY_ROOT_FIELDS: ReadonlySet<string> = new Set(["errorCodes", "paymentMethods", "permissions"]);

/** Whether `type.field` reads the database when it resolves: every root field but a few, and READING_FIELDS. */
export function readsDatabase(schema: GraphQLSchema, type: GraphQLNamedType | undefined, field: string): boolean {
  if (!type) return false;
  if (type === schema.getQueryType() || type === schema.getMutationType() || type === schema.getSubscriptionType())
    return !IN_MEMORY_ROOT_FIELDS.has(field) && !field.startsWith("__");
  return READING_FIELDS.has(`${type.name}.${field}`);
}

/** Lists as long as a hall has places (a 2,000-seat hall exists): costed at this size, not listFactor. */
const LARGE_LISTS: Record<string, number> = {
  "Plan.spaces": 1_000,
  "Occasion.occupancy": 1_000,
  "Occasion.presaleSpaceIds": 1_000,
  "Series.presaleSpaceIds": 1_000,
  "OccupancyUpdate.occupancy": 1_000,
  "OccupancyUpdate.changes": 1_000,
};

/** Fields whose answers leave a large list empty: the plans query lists plans without their spaces. */
const EMPTY_BELOW: Record<string, string> = {
  "Query.plans": "Plan.spaces",
};

/** What measureOperation measures: the database-weighted cost and the fields (depth and aliases: armor-limits.ts). */
export interface QueryMeasure {
  cost: number;
  fields: number;
}

const NOTHING: QueryMeasure = { cost: 0, fields: 0 };

/** How many list wrappers a field's type has ([[Seat!]!] has two). */
function listNesting(type: GraphQLType): number {
  let nesting = 0;
  let current: GraphQLType = getNullableType(type);
  while (isListType(current)) {
    nesting++;
    current = getNullableType(current.ofType);
  }
  return nesting;
}

/**
 * Cost and field count of an operation. Each fragment is measured once (its measure does not depend
 * on where it is spread), so a document whose fragments spread each other twice at every level, which
 * would expand to millions of fields, is measured in linear time and refused by its field count.
 */
export function measureOperation(schema: GraphQLSchema, document: DocumentNode, operation: OperationDefinitionNode): QueryMeasure {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  }
  const measuredFragments = new Map<string, QueryMeasure>();
  const measuring = new Set<string>();

  /** `empty`: the large list that answers below here leave empty (EMPTY_BELOW), if any. */
  const fragment = (name: string, empty: string | undefined): QueryMeasure => {
    const key = `${name} ${empty ?? ""}`;
    const known = measuredFragments.get(key);
    if (known) return known;
    const definition = fragments.get(name);
    // An unknown or cyclic spread fails validation; it adds nothing here.
    if (!definition || measuring.has(name)) return NOTHING;
    measuring.add(name);
    const measure = selections(definition.selectionSet, typeFromAST(schema, definition.typeCondition), empty);
    measuring.delete(name);
    measuredFragments.set(key, measure);
    return measure;
  };

  const selections = (
    selectionSet: SelectionSetNode | undefined,
    parent: GraphQLNamedType | undefined,
    empty: string | undefined,
  ): QueryMeasure => {
    if (!selectionSet) return NOTHING;
    let cost = 0;
    let fields = 0;
    const add = (measure: QueryMeasure, multiplier = 1) => {
      cost += measure.cost * multiplier;
      fields += measure.fields;
    };
    for (const selection of selectionSet.selections) {
      if (selection.kind === Kind.FRAGMENT_SPREAD) {
        add(fragment(selection.name.value, empty));
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        add(selections(selection.selectionSet, selection.typeCondition ? typeFromAST(schema, selection.typeCondition) : parent, empty));
      } else {
        const name = selection.name.value;
        const field = `${parent?.name}.${name}`;
        const definition = parent && (isObjectType(parent) || isInterfaceType(parent)) ? parent.getFields()[name] : undefined;
        const child = selections(
          selection.selectionSet,
          definition ? getNamedType(definition.type) : undefined,
          EMPTY_BELOW[field] ?? empty,
        );
        if (name.startsWith("__")) {
          // Introspection is answered from the schema in memory: its fields count, its lists do not.
          fields += 1 + child.fields;
          cost += 1;
          continue;
        }
        const size = field === empty ? 0 : (LARGE_LISTS[field] ?? QUERY_LIMITS.listFactor);
        const multiplier = definition ? size ** listNesting(definition.type) : 1;
        const weight = definition && readsDatabase(schema, parent, name) ? QUERY_LIMITS.readWeight : 1;
        add({ cost: weight + multiplier * child.cost, fields: 1 + child.fields });
      }
    }
    return { cost, fields };
  };

  const root =
    operation.operation === "query"
      ? schema.getQueryType()
      : operation.operation === "mutation"
        ? schema.getMutationType()
        : schema.getSubscriptionType();
  return selections(operation.selectionSet, root ?? undefined, undefined);
}

type OperationMeasure = QueryMeasure & ArmorMeasure;

/**
 * Measures by operation: Apollo hands the same parsed document to every request that sends the same text (its
 * document cache), so a client's operation is measured once, not on every request (issue 18's profile).
 */
const measures = new WeakMap<OperationDefinitionNode, { schema: GraphQLSchema; measure: OperationMeasure }>();

function measuredOnce(schema: GraphQLSchema, document: DocumentNode, operation: OperationDefinitionNode): OperationMeasure {
  const known = measures.get(operation);
  if (known?.schema === schema) return known.measure;
  const measure = { ...armorMeasure(schema, document, operation), ...measureOperation(schema, document, operation) };
  measures.set(operation, { schema, measure });
  return measure;
}

/**
 * Whether every root field of `operation` is introspection (`__schema`, `__type`, `__typename`), answered from the
 * schema in memory. Its depth is not limited: graphql-armor's depth skips `__schema` alone, and `__type` with the
 * introspection query's own fragments (FullType, TypeRef) nests 14 levels. Its fields and tokens still are.
 */
function introspectionOnly(operation: OperationDefinitionNode): boolean {
  return operation.selectionSet.selections.every((selection) => selection.kind === Kind.FIELD && selection.name.value.startsWith("__"));
}

/**
 * The refusal of an operation over the limits (QUERY_TOO_EXPENSIVE, 400), or null: by depth, cost, field count, then
 * aliases (the cost and the field count say more of an alias bomb). Costs add up on the way, so a number is huge
 * rather than infinite; the answer states what was measured and what is allowed.
 */
export function queryLimitError(schema: GraphQLSchema, document: DocumentNode, operation: OperationDefinitionNode): DomainError | null {
  const measure = measuredOnce(schema, document, operation);
  if (measure.depth > QUERY_LIMITS.maxDepth && !introspectionOnly(operation)) {
    return new DomainError("QUERY_TOO_EXPENSIVE", "errors.queryTooDeep", { depth: measure.depth, max: QUERY_LIMITS.maxDepth });
  }
  if (measure.cost > QUERY_LIMITS.maxCost) {
    return new DomainError("QUERY_TOO_EXPENSIVE", "errors.queryTooExpensive", {
      cost: measure.cost,
      max: QUERY_LIMITS.maxCost,
      read: QUERY_LIMITS.readWeight,
    });
  }
  if (measure.fields > QUERY_LIMITS.maxFields) {
    return new DomainError("QUERY_TOO_EXPENSIVE", "errors.queryTooManyFields", { fields: measure.fields, max: QUERY_LIMITS.maxFields });
  }
  if (measure.aliases > QUERY_LIMITS.maxAliases) {
    return new DomainError("QUERY_TOO_EXPENSIVE", "errors.queryTooManyAliases", { aliases: measure.aliases, max: QUERY_LIMITS.maxAliases });
  }
  return null;
}

/** Brackets a document may nest before it is parsed: GraphQL's parser recurses, and thousands of levels overflow its stack. */
export const MAX_RAW_NESTING = 64;

/**
 * How deeply a document's brackets ({, (, [) nest, strings skipped: a cheap scan that runs before the
 * parser, which would otherwise recurse once per level (3,000 levels: "Maximum call stack size exceeded").
 */
export function rawNesting(query: string): number {
  let depth = 0;
  let deepest = 0;
  for (let index = 0; index < query.length; index++) {
    const char = query[index];
    if (char === '"') {
      if (query.startsWith('"""', index)) {
        const end = query.indexOf('"""', index + 3);
        if (end < 0) break; // unterminated: the parser says so
        index = end + 2;
      } else {
        index++;
        while (index < query.length && query[index] !== '"' && query[index] !== "\n") index += query[index] === "\\" ? 2 : 1;
      }
    } else if (char === "#") {
      const end = query.indexOf("\n", index);
      if (end < 0) break;
      index = end;
    } else if (char === "{" || char === "(" || char === "[") {
      deepest = Math.max(deepest, ++depth);
    } else if (char === "}" || char === ")" || char === "]") {
      depth--;
    }
  }
  return deepest;
}

/** The refusal of a document of more than QUERY_LIMITS.maxTokens tokens, before it is parsed, or null. */
export function tokenLimitError(query: unknown): DomainError | null {
  return typeof query === "string" && exceedsTokens(query, QUERY_LIMITS.maxTokens)
    ? new DomainError("QUERY_TOO_EXPENSIVE", "errors.queryTooManyTokens", { max: QUERY_LIMITS.maxTokens })
    : null;
}

/** The refusal of a document nested too deeply to parse safely, or null. */
export function rawNestingError(query: unknown): DomainError | null {
  if (typeof query !== "string") return null;
  const nesting = rawNesting(query);
  return nesting > MAX_RAW_NESTING
    ? new DomainError("QUERY_TOO_EXPENSIVE", "errors.queryTooDeep", { depth: nesting, max: QUERY_LIMITS.maxDepth })
    : null;
}
