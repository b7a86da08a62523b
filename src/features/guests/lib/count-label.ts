import type { GuestCount } from '../api/list-guests';

/** '1 guest', '25 guests', or past the count's cap '10,000+ guests' (docs/product.md#guest-list). */
export function countLabel({ count, capped }: GuestCount): string {
  if (capped) return `${count.toLocaleString('en-US')}+ guests`;
  return `${count.toLocaleString('en-US')} ${count === 1 ? 'guest' : 'guests'}`;
}
