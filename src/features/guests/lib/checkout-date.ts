/**
 * The check-out date the guest list and CSV show (docs/product.md#guest-list): once a guest has checked
 * out, the day they actually left (an early Checkout Now differs from the planned date); before, the
 * planned date. The details dialog keeps the planned date as 'Planned Check-Out'.
 */
import type { TimestampLike } from '@/lib/format';
import type { Guest } from '../api/guest-columns';

/** @returns `checked_out_at` (a timestamp) when checked out, else `check_out` (a YYYY-MM-DD date or null) */
export function shownCheckoutDate(g: Pick<Guest, 'check_out' | 'checked_out_at'>): TimestampLike {
  return g.checked_out_at ?? g.check_out;
}
