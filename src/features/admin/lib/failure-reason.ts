/**
 * Why an admin edge-function call failed, in the admin's words (docs/product.md#admin): the function's
 * own message (duplicate email 409, too-short password 400, plan's user limit 429) with field paths
 * such as `password:` replaced by the form's labels. Null when there is no such message (network,
 * relay or internal error), so the caller shows only its generic failure.
 */
import { EdgeFunctionError } from '@/lib/function-error';

/**
 * @param error what the mutation threw
 * @param labels wire field name → the label the form shows, e.g. `{ password: 'Password' }`
 */
export function failureReason(error: unknown, labels: Record<string, string>): string | null {
  if (!(error instanceof EdgeFunctionError) || error.code === 'unavailable' || error.code === 'internal') return null;
  return error.message.replace(/(^|; )([\w.]+): /g, (whole, start: string, field: string) =>
    labels[field] ? `${start}${labels[field]}: ` : whole,
  );
}
