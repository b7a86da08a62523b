/** Cell texts shared by the Data protection tables. */
import { formatDate, formatTime } from '@/lib/format';

/** ISO timestamp → `2026-11-24 2:05:09 PM` (local), '-' when empty. */
export const dateTime = (iso: string | null | undefined) => (iso ? `${formatDate(iso)} ${formatTime(iso)}` : '-');

/** `<hotelId>/<epoch>_<name>` → `<epoch>_<name>`: the hotel folder says nothing on its own page. */
export const objectLabel = (objectName: string) => objectName.slice(objectName.indexOf('/') + 1);

/** Bytes as B / KB / MB (1 KB = 1024 B), '-' when unknown. */
export function fileSize(bytes: number | null | undefined): string {
  if (bytes == null) return '-';
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

const RULE_LABELS: Record<string, string> = {
  delete_after_checkout: 'After check-out',
  dont_keep: "Don't keep images",
  keep: 'Keep until deleted',
  erasure: 'Erasure',
  hotel_deleted: 'Hotel deleted',
  orphan: 'Orphan upload',
};

/**
 * A receipt's rule in words. The purge writes `<rule>:<parameter>` (`delete_after_checkout:30`,
 * `orphan:24h`): the parameter follows the words. Unknown reasons are capitalised.
 */
export function ruleLabel(rule: string): string {
  const [name, parameter] = rule.split(':');
  if (name === 'delete_after_checkout' && parameter) return `${parameter} days after check-out`;
  if (RULE_LABELS[name]) return parameter ? `${RULE_LABELS[name]} (${parameter})` : RULE_LABELS[name];
  const words = rule.replace(/[_-]+/g, ' ').trim();
  return words ? words[0].toUpperCase() + words.slice(1) : '-';
}
