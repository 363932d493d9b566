/** The message of the first problem of `field`, or null: what a widget shows under that field. */
export function problemOf<Field extends string>(problems: readonly {field: Field; message: string}[], field: Field): string | null {
  return problems.find((problem) => problem.field === field)?.message ?? null;
}

/** The first message of each field that has a problem: the errors a widget shows under its fields. */
export function problemsByField<Field extends string>(
  problems: readonly {field: Field; message: string}[],
): Partial<Record<Field, string>> {
  const first: Partial<Record<Field, string>> = {};
  for (const problem of problems) first[problem.field] ??= problem.message;
  return first;
}
