/**
 * The hotel's data rules on Hotel Setup (docs/product.md#data-rules): the guest field toggles and the
 * passport image rule (the children) and the time zone. Only the owner changes them: for staff the
 * group is disabled and a sentence says why (the database refuses their changes as well).
 */
import { useId, type ReactNode } from 'react';
import { browserTimeZone } from '../api/save-hotel-setup';

export const OWNER_ONLY_RULES =
  'Only the hotel owner can change the guest fields, the passport image rule and the time zone.';

/**
 * @param editable the user may change the rules (owner, or creating the hotel)
 * @param timeZone the hotel's stored IANA zone; null for a hotel not created yet
 */
export function DataRules({
  editable,
  timeZone,
  children,
}: {
  editable: boolean;
  timeZone: string | null;
  children: ReactNode;
}) {
  const noteId = useId();
  const browser = browserTimeZone();
  return (
    <fieldset
      aria-label="Data rules"
      aria-describedby={editable ? undefined : noteId}
      disabled={!editable}
      className="flex min-w-0 flex-col gap-4"
    >
      {!editable && (
        <p
          id={noteId}
          role="note"
          className="rounded-md border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900"
        >
          {OWNER_ONLY_RULES}
        </p>
      )}
      {children}
      {timeZone && (
        <p className="text-sm text-slate-700" data-testid="hotel-time-zone">
          Time zone: {timeZone}
          {editable && timeZone !== browser && (
            <span className="text-slate-500"> (Save Setup sets it to this browser&apos;s, {browser})</span>
          )}
        </p>
      )}
    </fieldset>
  );
}
