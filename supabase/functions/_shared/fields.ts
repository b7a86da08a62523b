/**
 * Zod fields shared by the admin functions and add-guest, with messages that read well after the
 * field's path (`email: Must be a valid email address`).
 */
import { z } from 'zod';

const required = (otherwise: string) => (issue: { input?: unknown }) =>
  issue.input === undefined ? 'Required' : otherwise;

/** A UUID (hotel ids, user ids, idempotency keys). */
export const uuidField = () => z.uuid({ error: required('Must be a UUID') });

/** A sign-in email: trimmed, lower-cased, at most 254 characters (RFC 5321 path limit). */
export const emailField = () =>
  z
    .string({ error: required('Must be text') })
    .trim()
    .toLowerCase()
    .max(254, 'Must be at most 254 characters')
    .pipe(z.email({ error: 'Must be a valid email address' }));

/**
 * A new password: at least 6 characters (docs/product.md#limits), at most 72 bytes (bcrypt's input limit,
 * which GoTrue enforces too).
 */
export const passwordField = () =>
  z
    .string({ error: required('Must be text') })
    .min(6, 'Must be at least 6 characters')
    .refine((value) => new TextEncoder().encode(value).byteLength <= 72, 'Must be at most 72 bytes');

/** Required trimmed one-line text up to `max` characters (hotel name, address), no markup. */
export const requiredText = (max: number) =>
  z
    .string({ error: required('Must be text') })
    .trim()
    .min(1, 'Required')
    .max(max, `Must be at most ${max} characters`)
    .regex(/^[^<>\p{Cc}]*$/u, 'Must not contain < > or control characters');

/**
 * A form select or input that may be left empty: '' or a value `schema` takes, else one `message` (a
 * union with '' would answer "Invalid input").
 */
export const emptyOr = (schema: z.ZodType, message: string) =>
  z.string().refine((value) => value === '' || schema.safeParse(value).success, message);
