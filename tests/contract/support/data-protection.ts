/**
 * Helpers for the data-protection contract tests (docs/product.md#data-protection): guests arranged in the
 * past as the superuser, the purge as the schedule calls it, and what stayed behind.
 */
import { adminPg, serviceClient } from './clients.ts';
import { callFunction, type FunctionAnswer } from './functions.ts';

/**
 * Inserts a guest of `hotelId` holding `attachments`, checked out `checkedOutDaysAgo` days ago (null:
 * still staying), optionally under legal hold. @returns the guest id
 */
export async function insertGuest(
  hotelId: string,
  attachments: string[],
  options: { checkedOutDaysAgo?: number | null; legalHold?: boolean; firstName?: string } = {},
): Promise<string> {
  const days = options.checkedOutDaysAgo ?? null;
  const { rows } = await adminPg().query<{ id: string }>(
    `insert into public.guests (hotel_id, first_name, last_name, attachments, legal_hold, registered_at, checked_out_at)
     values ($1, $2, 'Tester', $3, $4, now() - make_interval(days => coalesce($5::int, 0) + 5),
             case when $5::int is null then null else now() - make_interval(days => $5::int) end)
     returning id`,
    [hotelId, options.firstName ?? 'Ana', attachments, options.legalHold ?? false, days],
  );
  return rows[0].id;
}

/** Calls purge-passports with the service role key, as the schedule does. */
export function runPurge(): Promise<FunctionAnswer<unknown>> {
  return callFunction(serviceClient(), 'purge-passports', {});
}

/** Receipts written for these object names (any rule), oldest first. */
export async function receiptsFor(names: string[]) {
  const { rows } = await adminPg().query(
    'select * from public.passport_deletion_receipts where object_name = any($1) order by id',
    [names],
  );
  return rows as { object_name: string; rule: string; size_bytes: string | null; deleted_by_label: string }[];
}

/** Which of these names still have a storage.objects row in `passports`. */
export async function storedObjects(names: string[]): Promise<string[]> {
  const { rows } = await adminPg().query<{ name: string }>(
    `select name from storage.objects where bucket_id = 'passports' and name = any($1) order by name`,
    [names],
  );
  return rows.map((row) => row.name);
}

/** The guest's attachments (null when the guest row is gone). */
export async function attachmentsOf(guestId: string): Promise<string[] | null> {
  const { rows } = await adminPg().query<{ attachments: string[] }>(
    'select attachments from public.guests where id = $1',
    [guestId],
  );
  return rows[0]?.attachments ?? null;
}
