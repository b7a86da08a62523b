/**
 * The registration schema's messages (English, shared with add-guest and the staff form) in the guest's
 * language (docs/online-check-in.md#languages): each known sentence of the field rules has a key under
 * `validation` in the locale files; a sentence without one is shown as the schema wrote it.
 */
import type { TFunction } from 'i18next';

const PATTERNS: { pattern: RegExp; key: string; values?: (match: RegExpMatchArray) => Record<string, string> }[] = [
  { pattern: /^Required$/, key: 'required' },
  { pattern: /^Must be at most (\d+) characters$/, key: 'validation.maxLength', values: (m) => ({ max: m[1] }) },
  {
    pattern: /^Must be a date from (\S+) to (\S+)$/,
    key: 'validation.dateRange',
    values: (m) => ({ min: m[1], max: m[2] }),
  },
  { pattern: /^Must be a date as YYYY-MM-DD$/, key: 'validation.date' },
  { pattern: /^Must not contain < > or control characters$/, key: 'validation.characters' },
  { pattern: /^Must be a country from the list/, key: 'validation.country' },
  { pattern: /^Must contain only digits, spaces and \+ \( \) -$/, key: 'validation.phone' },
  { pattern: /^Must be a valid email address$/, key: 'validation.email' },
];

/** @returns `message` in the page's current language, or as written when no key covers it */
export function validationMessage(t: TFunction, message: string): string {
  for (const { pattern, key, values } of PATTERNS) {
    const match = message.match(pattern);
    if (match) return t(key, { ...values?.(match), defaultValue: message });
  }
  return message;
}
