import { maxAliasesRule } from "@escape.tech/graphql-armor-max-aliases";
import { maxDepthRule } from "@escape.tech/graphql-armor-max-depth";
import { MaxTokensParserWLexer } from "@escape.tech/graphql-armor-max-tokens";
import { TypeInfo, ValidationContext, type DocumentNode, type GraphQLSchema, type OperationDefinitionNode } from "graphql";

/** What graphql-armor counts in one operation: its depth and its aliases. */
export interface ArmorMeasure {
  depth: number;
  aliases: number;
}

/**
 * Depth and aliases of `operation`, counted by graphql-armor's max-depth and max-aliases rules. The rules are given no
 * threshold of their own (n: Infinity): on a rejection they report only a preformatted English message, while the
 * measured value reaches their onAccept; so they measure, and queryLimitError refuses with our coded, translated
 * error. Nothing of theirs is thrown or reaches a caller (propagateOnRejection: false).
 *
 * Depth: fragments and inline fragments add no level (flattenFragments), and `__schema` with all below it counts none
 * (ignoreIntrospection), so GraphiQL's and codegen's introspection query passes. Aliases: every one counts, of
 * `__typename` too (armor allows those by default).
 */
export function armorMeasure(schema: GraphQLSchema, document: DocumentNode, operation: OperationDefinitionNode): ArmorMeasure {
  const measure: ArmorMeasure = { depth: 0, aliases: 0 };
  const context = new ValidationContext(schema, document, new TypeInfo(schema), () => undefined);
  const visitors = [
    maxDepthRule({
      n: Infinity,
      flattenFragments: true,
      ignoreIntrospection: true,
      propagateOnRejection: false,
      onAccept: [(_context, details: { n: number }) => (measure.depth = details.n)],
    })(context),
    maxAliasesRule({
      n: Infinity,
      allowList: [],
      propagateOnRejection: false,
      onAccept: [(_context, details: { n: number }) => (measure.aliases = details.n)],
    })(context),
  ];
  // Both rules do all their work on entering the operation (following its fragment spreads through the context), so
  // they are entered there alone, as validate() would enter them, without its walk of every node with the schema's
  // types (which made measuring a new 600-alias document two to four times slower).
  for (const visitor of visitors)
    (visitor.OperationDefinition as { enter: (node: OperationDefinitionNode) => void }).enter.call(visitor, operation);
  return measure;
}

/**
 * Whether `query` has more than `max` tokens, counted by graphql-armor's max-tokens parser: it stops at the first token
 * past `max`, so a long document costs at most the parsing of `max` tokens (about what Apollo's parse of it costs
 * again). A token is at least a character, so a document no longer than `max` characters (every client operation) is
 * not parsed here at all. A syntax error is left to the parser that runs after this check (Apollo's, graphql-ws's).
 */
export function exceedsTokens(query: string, max: number): boolean {
  if (query.length <= max) return false;
  let exceeded = false;
  try {
    new MaxTokensParserWLexer(query, {
      n: max,
      noLocation: true,
      // Armor's own error (thrown to stop the parser) is caught below: only its report counts.
      onReject: [() => (exceeded = true)],
      propagateOnRejection: true,
    }).parseDocument();
  } catch {
    // Armor's stop, or a syntax error.
  }
  return exceeded;
}
