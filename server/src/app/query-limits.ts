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

/**
 * What one GraphQL operation may ask for (DESIGN section 7.1), checked before execution on HTTP and on
 * the WebSocket alike. Measured against the client's own operations (query-limits.spec.ts): the most
 * expensive costs about a tenth of `maxCost`, the deepest is 7 levels.
 */
export const QUERY_LIMITS = {
  /** Levels of nested selections (introspection fields aside). */
  maxDepth: 12,
  /** Every field costs 1, and a list field multiplies what it selects by `listFactor`. */
  maxCost: 5_000,
  /** Field selections once fragments are spread (aliases each count): bounds introspection and fragment fan-out too. */
  maxFields: 2_000,
  /** The size assumed for every list. */
  listFactor: 10,
} as const;

export interface QueryMeasure {
  depth: number;
  cost: number;
  fields: number;
}

const NOTHING: QueryMeasure = { depth: 0, cost: 0, fields: 0 };

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
 * Depth, cost and field count of an operation. Each fragment is measured once (its measure does not depend
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

  const fragment = (name: string): QueryMeasure => {
    const known = measuredFragments.get(name);
    if (known) return known;
    const definition = fragments.get(name);
    // An unknown or cyclic spread fails validation; it adds nothing here.
    if (!definition || measuring.has(name)) return NOTHING;
    measuring.add(name);
    const measure = selections(definition.selectionSet, typeFromAST(schema, definition.typeCondition));
    measuring.delete(name);
    measuredFragments.set(name, measure);
    return measure;
  };

  const selections = (selectionSet: SelectionSetNode | undefined, parent: GraphQLNamedType | undefined): QueryMeasure => {
    if (!selectionSet) return NOTHING;
    let depth = 0;
    let cost = 0;
    let fields = 0;
    const add = (measure: QueryMeasure, multiplier = 1) => {
      depth = Math.max(depth, measure.depth);
      cost += measure.cost * multiplier;
      fields += measure.fields;
    };
    for (const selection of selectionSet.selections) {
      if (selection.kind === Kind.FRAGMENT_SPREAD) {
        add(fragment(selection.name.value));
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        add(selections(selection.selectionSet, selection.typeCondition ? typeFromAST(schema, selection.typeCondition) : parent));
      } else {
        const name = selection.name.value;
        const definition = parent && (isObjectType(parent) || isInterfaceType(parent)) ? parent.getFields()[name] : undefined;
        const child = selections(selection.selectionSet, definition ? getNamedType(definition.type) : undefined);
        if (name.startsWith("__")) {
          // Introspection is answered from the schema in memory: its fields count, its nesting and lists do not.
          fields += 1 + child.fields;
          cost += 1;
          continue;
        }
        const multiplier = definition ? QUERY_LIMITS.listFactor ** listNesting(definition.type) : 1;
        add({ depth: child.depth + 1, cost: 1 + multiplier * child.cost, fields: 1 + child.fields });
      }
    }
    return { depth, cost, fields };
  };

  const root =
    operation.operation === "query"
      ? schema.getQueryType()
      : operation.operation === "mutation"
        ? schema.getMutationType()
        : schema.getSubscriptionType();
  return selections(operation.selectionSet, root ?? undefined);
}

/**
 * The refusal of an operation over the limits (QUERY_TOO_EXPENSIVE, 400), or null. Costs add up on the
 * way, so a number is huge rather than infinite; the answer states what was measured and what is allowed.
 */
export function queryLimitError(schema: GraphQLSchema, document: DocumentNode, operation: OperationDefinitionNode): DomainError | null {
  const measure = measureOperation(schema, document, operation);
  if (measure.depth > QUERY_LIMITS.maxDepth) {
    return new DomainError("QUERY_TOO_EXPENSIVE", "errors.queryTooDeep", { depth: measure.depth, max: QUERY_LIMITS.maxDepth });
  }
  if (measure.cost > QUERY_LIMITS.maxCost) {
    return new DomainError("QUERY_TOO_EXPENSIVE", "errors.queryTooExpensive", {
      cost: measure.cost,
      max: QUERY_LIMITS.maxCost,
      factor: QUERY_LIMITS.listFactor,
    });
  }
  if (measure.fields > QUERY_LIMITS.maxFields) {
    return new DomainError("QUERY_TOO_EXPENSIVE", "errors.queryTooManyFields", { fields: measure.fields, max: QUERY_LIMITS.maxFields });
  }
  return null;
}
