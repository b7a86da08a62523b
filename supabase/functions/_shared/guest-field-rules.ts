/**
 * Zod building blocks for guest fields, and the zod rule of a registry field (`fieldRule`): every rule
 * accepts '' ("not given"); the registry (guest-fields.ts) decides which fields must be filled.
 * Messages say what is wrong and how to fix it.
 * Imports bare `zod`: Deno maps it through supabase/functions/deno.json, Vite/Vitest resolve it from node_modules.
 */
import { z } from 'zod';
import { icaoCountryCode, isIcaoCountryCode } from './countries.ts';
import type { DateBounds, FieldRuleSpec } from './guest-fields.ts';

/** A rule's input and output are both the typed text (after trimming/upper-casing). */
export type FieldRule = z.ZodType<string, string>;

const typeError = (expected: string) => (issue: { input?: unknown }) =>
  issue.input === undefined ? 'Required' : `Must be ${expected}`;

/**
 * Trimmed one-line text up to `max` characters. Angle brackets and control characters are refused:
 * no guest detail needs them, and they only serve markup injection. Quotes and semicolons stay
 * allowed (O'Brien); SQL text is harmless data to a parameterised insert.
 */
export const textRule = (max: number) =>
  z
    .string({ error: typeError('text') })
    .trim()
    .max(max, `Must be at most ${max} characters`)
    .regex(/^[^<>\p{Cc}]*$/u, 'Must not contain < > or control characters');

const isoDate = z.iso.date();
const isEmptyOr = (check: (value: string) => boolean) => (value: string) => value === '' || check(value);

/** Today's date as YYYY-MM-DD in UTC: the hotel's local date is not known server-side. */
/**
 * Today's date as YYYY-MM-DD at the front desk (docs/product.md#guest-fields: check-in defaults to today).
 * @param timeZone IANA name (the hotel's `time_zone`); default: the runtime's own zone, which in the
 *   browser is the front desk's local date
 * @param now the instant to read the date of
 */
export function todayIso(timeZone?: string, now = new Date()): string {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' })
    .formatToParts(now)
    .reduce<Record<string, string>>((all, part) => ({ ...all, [part.type]: part.value }), {});
  return `${parts.year}-${parts.month}-${parts.day}`;
}

/**
 * An ISO date (YYYY-MM-DD) within `bounds`, inclusive. ISO dates compare correctly as strings.
 * @param bounds e.g. `{ min: '2000-01-01', max: '2100-12-31' }` (docs/product.md#guest-fields)
 */
export const dateRule = ({ min, max }: DateBounds) =>
  textRule(10)
    .refine(
      isEmptyOr((v) => isoDate.safeParse(v).success),
      'Must be a date as YYYY-MM-DD',
    )
    .refine(
      isEmptyOr((v) => !isoDate.safeParse(v).success || (v >= min && v <= (max === 'today' ? todayIso() : max))),
      `Must be a date from ${min} to ${max}`,
    );

/**
 * An ICAO Doc 9303 Part 3 country code (ISO alpha-3 or ICAO's extra codes such as D, XXA); the ISO codes
 * ICAO writes otherwise become ICAO's (DEU → D, XKK → RKS), so each country is stored one way. One
 * check, one message: anything off the list (too long, markup, free text) reads the same.
 */
export const countryCodeRule = () =>
  z
    .string({ error: typeError('text') })
    .trim()
    .toUpperCase()
    .transform(icaoCountryCode)
    .refine(isEmptyOr(isIcaoCountryCode), 'Must be a country from the list (ICAO 3-letter code)');

/** Upper-cased text of at most `max` characters matching `pattern` (which must accept ''); `describe` names the codes. */
export const codeRule = (pattern: RegExp, max: number, describe: string) =>
  textRule(max).toUpperCase().regex(pattern, `Must be ${describe}`);

/** A phone number: digits, spaces and + ( ) - only. */
export const phoneRule = (max: number) =>
  textRule(max).regex(/^[0-9 +()-]*$/, 'Must contain only digits, spaces and + ( ) -');

/** An email address (RFC 5321 length limit 254). */
export const emailRule = () =>
  textRule(254).refine(
    isEmptyOr((v) => z.email().safeParse(v).success),
    'Must be a valid email address',
  );

const built = new WeakMap<FieldRuleSpec, FieldRule>();

/**
 * The zod rule a registry field's spec describes (guest-fields.ts `FieldRuleSpec`), built once per spec.
 * @param spec e.g. `GUEST_FIELDS.checkIn.rule`
 * @returns a schema that parses the typed text to its stored form, or fails with the field's message
 */
export function fieldRule(spec: FieldRuleSpec): FieldRule {
  let rule = built.get(spec);
  if (!rule) {
    rule = buildRule(spec);
    built.set(spec, rule);
  }
  return rule;
}

function buildRule(spec: FieldRuleSpec): FieldRule {
  switch (spec.kind) {
    case 'text':
      return textRule(spec.max);
    case 'date':
      return dateRule(spec.bounds);
    case 'country':
      return countryCodeRule();
    case 'code':
      return codeRule(spec.pattern, spec.max, spec.describe);
    case 'phone':
      return phoneRule(spec.max);
    case 'email':
      return emailRule();
  }
}
