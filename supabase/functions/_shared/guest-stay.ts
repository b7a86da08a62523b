/**
 * The stay part of a registration (docs/architecture.md#stays): absent, the guest opens a stay of one
 * (today's single-guest registration, unchanged); present, the guest joins the stay `id` (the `stay_id`
 * add-guest returned for the lead traveller) as a family or group member, with, for a minor, their
 * relationship to the lead (SES TIPO_PARENTESCO). The database makes a single lead the head.
 */
import { z } from 'zod';
import { emptyOr, uuidField } from './fields.ts';
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

/**
 * The registration form's "Travels with" part, as its selects hold it ('' = not chosen): no lead chosen,
 * the guest opens a stay of their own; a lead chosen, the role is required. `toGuestStayInput` turns it
 * into add-guest's `stay` (checked again by `guestStayInputSchema` there).
 */
export const companionFormSchema = z
  .object({
    stayId: emptyOr(z.uuid(), 'Choose a lead guest from the list'),
    role: emptyOr(guestStayInputSchema.shape.role, 'Choose family member or group member'),
    relationship: emptyOr(z.enum(RELATIONSHIPS), 'Choose a relationship from the list'),
  })
  .superRefine((value, ctx) => {
    if (value.stayId && !value.role) {
      ctx.addIssue({
        code: 'custom',
        path: ['role'],
        message: 'Choose how they travel with the lead guest: family member or group member',
      });
    }
  });
export type CompanionFormInput = z.infer<typeof companionFormSchema>;

/** add-guest's `stay` for the form's "Travels with" part, or undefined for a stay of their own. */
export const toGuestStayInput = (value: CompanionFormInput): GuestStayInput | undefined =>
  value.stayId && value.role
    ? guestStayInputSchema.parse({
        id: value.stayId,
        role: value.role,
        ...(value.relationship ? { relationship: value.relationship } : {}),
      })
    : undefined;
