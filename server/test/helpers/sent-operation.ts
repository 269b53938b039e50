import { Kind, print, visit, type FragmentDefinitionNode, type OperationDefinitionNode } from "graphql";

/**
 * The text the client sends for `operation`: with the fragments it spreads, and `__typename` in every selection set
 * below the root (Apollo Client's cache adds it).
 */
export function sentText(operation: OperationDefinitionNode, fragments: Map<string, FragmentDefinitionNode>): string {
  const spread = new Set<string>();
  const collect = (node: OperationDefinitionNode | FragmentDefinitionNode) =>
    visit(node, {
      FragmentSpread(spreadNode) {
        if (spread.has(spreadNode.name.value)) return;
        spread.add(spreadNode.name.value);
        collect(fragments.get(spreadNode.name.value)!);
      },
    });
  collect(operation);
  const typename = { kind: Kind.FIELD, name: { kind: Kind.NAME, value: "__typename" } } as const;
  const withTypenames = <T extends OperationDefinitionNode | FragmentDefinitionNode>(node: T): T =>
    visit(node, {
      SelectionSet: (selectionSet, _key, parent) =>
        parent && "kind" in parent && parent.kind === Kind.OPERATION_DEFINITION
          ? undefined
          : { ...selectionSet, selections: [...selectionSet.selections, typename] },
    });
  return [operation, ...[...spread].map((name) => fragments.get(name)!)].map((node) => print(withTypenames(node))).join("\n");
}
