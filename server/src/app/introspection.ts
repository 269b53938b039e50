import { Kind, type DocumentNode, type FragmentDefinitionNode, type OperationDefinitionNode, type SelectionSetNode } from "graphql";

/** Whether an operation asks for the schema (`__schema` or `__type`, fields of the query root only). */
export function selectsIntrospection(document: DocumentNode, operation: OperationDefinitionNode): boolean {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  }
  const seen = new Set<string>();
  const asks = (selectionSet: SelectionSetNode): boolean =>
    selectionSet.selections.some((selection) => {
      if (selection.kind === Kind.FIELD) return selection.name.value === "__schema" || selection.name.value === "__type";
      if (selection.kind === Kind.INLINE_FRAGMENT) return asks(selection.selectionSet);
      const name = selection.name.value;
      const fragment = fragments.get(name);
      if (!fragment || seen.has(name)) return false;
      seen.add(name);
      return asks(fragment.selectionSet);
    });
  return asks(operation.selectionSet);
}
