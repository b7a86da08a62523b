/**
 * The stay part of a registration (docs/architecture.md#stays): absent, the guest opens a stay of one
 * (today's single-guest registration, unchanged); present, the guest joins the stay `id` (the `stay_id`
 * add-guest returned for the lead traveller) as a family or group member, with, for a minor, their
 * relationship to the lead (SES TIPO_PARENTESCO). The database makes a single lead the head.
 */
import { z } from 'zod';
import { uuidField } from './fields.ts';
import { RELATIONSHIPS } from './police/stay-schema.ts';

export const guestStayInputSchema = z.strictObject({
  id: uuidField(),
  role: z.enum(['family_member', 'group_member'], { error: 'Must be family_member or group_member' }),
  relationship: z.enum(RELATIONSHIPS, { error: 'Must be a SES relationship code (e.g. HJ for a child)' }).optional(),
});
export type GuestStayInput = z.infer<typeof guestStayInputSchema>;

/** The `guests` columns of a companion's stay part. */
export const toGuestStayColumns = (stay: GuestStayInput) => ({
  stay_id: stay.id,
  stay_role: stay.role,
  relationship: stay.relationship ?? null,
});
