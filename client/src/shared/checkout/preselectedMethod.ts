/** The method to preselect (SPEC section 7): the only one, else the chosen one, else the first. */
export function preselectedMethod(methods: Array<{ id: string }>, chosen: string | null | undefined): string | null {
  if (methods.length === 1) return methods[0]!.id;
  if (chosen && methods.some((method) => method.id === chosen)) return chosen;
  return methods[0]?.id ?? null;
}
