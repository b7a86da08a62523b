/** A form-level message announced to screen readers; renders nothing without a message. */
export function FormError({ message }: { message?: string | null }) {
  if (!message) return null;
  return (
    <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-700">
      {message}
    </p>
  );
}

/** The first validation message of a react-hook-form `errors` object, in field order. */
export function firstErrorMessage(errors: Record<string, { message?: string } | undefined>): string | undefined {
  return Object.values(errors).find((e) => e?.message)?.message;
}
