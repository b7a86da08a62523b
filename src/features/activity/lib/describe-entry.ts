/**
 * An activity-log entry in words (docs/product.md#activity-log): its action ("Legal hold lifted"), and
 * its details — the names of the fields an edit changed, or a data rule's old and new value. The log
 * stores column names and rule values only, never a guest's data. Guest fields read as their labels,
 * which are the guests feature's presentation: the route passes them in (features do not import each
 * other).
 */
import {
  GUEST_FIELD_KEYS,
  GUEST_FIELDS,
  isFieldShown,
  parseFormFields,
  type GuestFieldKey,
} from '@shared/guest-fields';
import { formatDate } from '@/lib/format';
import { parseRetention, type PassportRetention } from '@/lib/passport-retention';
import { ACTIVITY_KINDS } from './activity-kinds';

/** Each guest field's label, by registry key (`firstName` → 'First Name'). */
export type GuestLabels = Readonly<Record<GuestFieldKey, string>>;

/** The parts of an entry the words come from (columns of `activity_log_entries`). */
export type DescribableEntry = {
  entity: string;
  action: string;
  fields: string[];
  old_values: unknown;
  new_values: unknown;
};

/** Columns that are not registry fields, by table. */
const OTHER_LABELS: Record<string, Record<string, string>> = {
  guest: {
    attachments: 'Passport images',
    legal_hold: 'Legal hold',
    checked_out_at: 'Check-out time',
    created_from: 'Created from',
  },
  hotel: {
    name: 'Hotel name',
    address: 'Hotel address',
    form_fields: 'Guest fields',
    passport_retention: 'Passport image rule',
    passport_retention_days: 'Days after check-out',
    time_zone: 'Time zone',
  },
};

const KEY_OF_COLUMN: Record<string, GuestFieldKey> = Object.fromEntries(
  GUEST_FIELD_KEYS.map((key) => [GUEST_FIELDS[key].column, key]),
);

/** A column's label: the guest field's, else the page's own, else the column name. */
export function fieldLabel(entity: string, column: string, labels: GuestLabels): string {
  const key = entity === 'guest' ? KEY_OF_COLUMN[column] : undefined;
  return (key && labels[key]) || OTHER_LABELS[entity]?.[column] || column;
}

const asRecord = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

/** "Action" column: the kind's label; a legal-hold entry says whether the hold was set or lifted. */
export function describeAction(entry: DescribableEntry): string {
  if (entry.entity === 'guest' && entry.action === 'legal_hold') {
    return asRecord(entry.new_values).legal_hold === true ? 'Legal hold set' : 'Legal hold lifted';
  }
  const kind = Object.values(ACTIVITY_KINDS).find((k) => k.entity === entry.entity && k.action === entry.action);
  return kind?.label ?? `${entry.entity} ${entry.action}`.replace(/_/g, ' ');
}

/** The passport image rule without its days (a change of the days is an entry of its own field). */
const RULE_WORDS: Record<PassportRetention, string> = {
  dont_keep: "Don't keep images",
  delete_after_checkout: 'Delete after check-out',
  keep: 'Keep until deleted',
};

/** The field toggles that differ between two `form_fields` maps, e.g. "Room hidden, Nationality shown". */
function toggleChanges(before: unknown, after: unknown, labels: GuestLabels): string {
  const [old, now] = [parseFormFields(before), parseFormFields(after)];
  const changed = GUEST_FIELD_KEYS.filter((key) => isFieldShown(old, key) !== isFieldShown(now, key));
  return changed.map((key) => `${labels[key]} ${isFieldShown(now, key) ? 'shown' : 'hidden'}`).join(', ');
}

/** One data-rule value in words. */
function ruleValue(column: string, value: unknown): string {
  if (column === 'passport_retention') return RULE_WORDS[parseRetention(value)];
  if (column === 'passport_retention_days') return `${String(value)} days`;
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** "Details" column: changed field names, a rule's old → new value, or what a purge removed. */
export function describeDetails(entry: DescribableEntry, labels: GuestLabels): string {
  const [old, now] = [asRecord(entry.old_values), asRecord(entry.new_values)];
  if (entry.action === 'data_rule') {
    return entry.fields
      .map((column) => {
        const label = fieldLabel(entry.entity, column, labels);
        if (column === 'form_fields')
          return `${label}: ${toggleChanges(old[column], now[column], labels) || 'unchanged'}`;
        return `${label}: ${ruleValue(column, old[column])} → ${ruleValue(column, now[column])}`;
      })
      .join('; ');
  }
  if (entry.action === 'purged') return `${String(now.rows)} entries from before ${formatDate(String(now.older_than))}`;
  if (entry.action === 'edited')
    return entry.fields.map((column) => fieldLabel(entry.entity, column, labels)).join(', ');
  return '';
}
