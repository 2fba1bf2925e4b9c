/** Every field's problem, by field, for a form of text fields: the fields with none are left out. */
export function fieldProblems<Field extends string>(
  values: Record<Field, string>,
  problemOf: (field: Field, value: string) => string | null,
): Partial<Record<Field, string>> {
  const problems: Partial<Record<Field, string>> = {};
  for (const field of Object.keys(values) as Field[]) {
    const problem = problemOf(field, values[field]);
    if (problem) problems[field] = problem;
  }
  return problems;
}
