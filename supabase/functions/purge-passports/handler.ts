/**
 * purge-passports (docs/product.md#data-protection): deletes every passport image that is due, in every
 * hotel, then the activity-log entries older than a year (docs/product.md#activity-log). Called by the
 * schedule (pg_cron + pg_net, docs/local-stack.md#schedules) with the service role key; anyone else
 * gets 403. Body `{}` → `{deleted, receipts, byRule: {<rule>: n}, cards, activityLogPurged}`.
 * Each round claims due images in the database (a claim is taken by one run only, so two runs at
 * once never delete or receipt an image twice), removes them through the Storage API, then records
 * them (names leave the guests' attachments, one receipt per image). Registration cards follow the same
 * rule once their arrival is checked in (docs/online-check-in.md#lifecycle): claimed, removed, then their
 * declarations deleted with one receipt per card (`cards` counts them). The log's purge leaves one
 * receipt entry per hotel in the log itself.
 */
import { z } from 'zod';
import type { SupabaseClient } from '@supabase/supabase-js';
import { serviceClient } from '../_shared/clients.ts';
import { HttpError, fromDatabaseError } from '../_shared/errors.ts';
import { parseWith, type Handler } from '../_shared/http.ts';
import { recordDeletions, removePassportObjects, type DeletionItem } from '../_shared/passports.ts';
import { REGISTRATION_CARD_BUCKET } from '../_shared/registration-card-store.ts';

/** Images per round; rounds repeat until nothing is due (at most MAX_ROUNDS, the rest waits a day). */
const BATCH = 200;
const MAX_ROUNDS = 50;

export const bodySchema = z.strictObject({});

const sha256 = async (text: string) =>
  new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)));

/**
 * Requires the Bearer token to be the service role key (SUPABASE_SERVICE_ROLE_KEY). Compares digests so
 * the comparison's time says nothing about the key.
 * @throws HttpError 401 without a token, 403 with any other token
 */
export async function requireServiceRole(req: Request): Promise<void> {
  const token = /^Bearer\s+(\S+)$/i.exec(req.headers.get('authorization') ?? '')?.[1];
  if (!token) throw new HttpError('unauthenticated', 'Please sign in again.');
  const key = Deno.env.get('SUPABASE_SERVICE_ROLE_KEY') ?? '';
  const [given, expected] = await Promise.all([sha256(token), sha256(key)]);
  let difference = key ? 0 : 1;
  for (let i = 0; i < given.length; i++) difference |= given[i] ^ expected[i];
  if (difference !== 0) throw new HttpError('permission-denied', 'Only the schedule may run the purge.');
}

/**
 * Deletes every registration card due under its hotel's rule, in rounds as the images.
 * @returns the cards' receipts written
 */
async function purgeRegistrationCards(service: SupabaseClient): Promise<number> {
  let receipts = 0;
  for (let round = 0; round < MAX_ROUNDS; round++) {
    const { data, error } = await service.rpc('claim_due_registration_cards', { p_limit: BATCH });
    if (error) throw fromDatabaseError(error);
    const items = data as (Omit<DeletionItem, 'guest_id' | 'object_name'> & { object_name: string | null })[];
    if (!items.length) break;
    // A failure here leaves the claims; they lapse after 15 minutes and the next run retries.
    const names = items.flatMap((item) => (item.object_name ? [item.object_name] : []));
    await removePassportObjects(service, names, REGISTRATION_CARD_BUCKET);
    const recorded = await service.rpc('record_registration_card_deletions', { p_items: items });
    if (recorded.error) throw fromDatabaseError(recorded.error);
    receipts += recorded.data as number;
    if (items.length < BATCH) break;
  }
  return receipts;
}

export const purgePassports: Handler = async (req, body) => {
  await requireServiceRole(req);
  parseWith(bodySchema, body ?? {});
  const service = serviceClient();
  const byRule: Record<string, number> = {};
  let deleted = 0;
  let receipts = 0;
  for (let round = 0; round < MAX_ROUNDS; round++) {
    const { data, error } = await service.rpc('claim_due_passport_images', { p_limit: BATCH });
    if (error) throw fromDatabaseError(error);
    const items = data as DeletionItem[];
    if (!items.length) break;
    // A failure here leaves the claims; they lapse after 15 minutes and the next run retries.
    deleted += (
      await removePassportObjects(
        service,
        items.map((item) => item.object_name),
      )
    ).length;
    receipts += await recordDeletions(service, items);
    for (const item of items) {
      const rule = item.rule.split(':')[0];
      byRule[rule] = (byRule[rule] ?? 0) + 1;
    }
    if (items.length < BATCH) break;
  }
  const cards = await purgeRegistrationCards(service);
  const log = await service.rpc('purge_activity_log');
  if (log.error) throw fromDatabaseError(log.error);
  return { deleted, receipts, byRule, cards, activityLogPurged: log.data as number };
};
