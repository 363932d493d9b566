/** The message of the first problem of `field`, or null: what a widget shows under that field. */
export function problemOf<Field extends string>(problems: readonly {field: Field; message: string}[], field: Field): string | null {
  return problems.find((problem) => problem.field === field)?.message ?? null;
}
