/** The first validation message of a react-hook-form `errors` object, in field order. */
export function firstErrorMessage(errors: Record<string, { message?: string } | undefined>): string | undefined {
  return Object.values(errors).find((e) => e?.message)?.message;
}
