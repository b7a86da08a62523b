/**
 * Validation of the passport image rule on Hotel Setup (docs/product.md#data-protection): one of
 * the three rules and a whole number of days 0–365 (checked whatever the rule, so a stored value is
 * always valid when the rule changes later). The database checks the same bounds.
 */
import { z } from 'zod';
import { MAX_RETENTION_DAYS, PASSPORT_RETENTION_RULES } from '@/lib/passport-retention';

export const RETENTION_DAYS_MESSAGE = `Days after check-out must be a whole number from 0 to ${MAX_RETENTION_DAYS}.`;

export const passportRetentionFields = {
  passportRetention: z.enum(PASSPORT_RETENTION_RULES),
  passportRetentionDays: z
    .number({ error: RETENTION_DAYS_MESSAGE })
    .int(RETENTION_DAYS_MESSAGE)
    .min(0, RETENTION_DAYS_MESSAGE)
    .max(MAX_RETENTION_DAYS, RETENTION_DAYS_MESSAGE),
};
