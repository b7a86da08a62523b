/**
 * Hotel Setup form (docs/product.md#hotel-setup): hotel name, address and the data rules — one checkbox per
 * toggleable field of the guest field registry (all on by default; a missing key counts as shown), the
 * passport image rule, the police authority and the time zone. Only the owner changes the rules (docs/product.md#data-rules):
 * staff see them read-only. Save → 'Hotel setup saved!' → /register after ~400 ms.
 * The checkboxes' labels and order are the guests feature's presentation, which the route passes in as
 * `fieldToggles` (features do not import each other).
 */
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from '@tanstack/react-router';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { FormMessage } from '@/components/ui/form-message';
import { TextField } from '@/components/ui/text-field';
import { FORM_FIELD_KEYS, isFieldShown, parseFormFields, type FormFieldKey } from '@shared/guest-fields';
import { DEFAULT_RETENTION_DAYS, parseRetention } from '@/lib/passport-retention';
import type { Hotel } from '@/lib/hotel';
import { hotelSetupInputSchema, useSaveHotelSetup, type HotelSetupInput } from '../api/save-hotel-setup';
import { DataRules } from './data-rules';
import { PassportRetentionFields } from './passport-retention-fields';
import { PoliceAuthorityFields } from './police-authority-fields';
import { policeSetupOf } from '@shared/police/hotel-authority';
import { Form } from '@/components/ui/form';

/** The hotel as the form reads it; the rule columns may be absent (a new hotel, an older row). */
type RuleColumn = Exclude<keyof Hotel, 'id' | 'name' | 'address' | 'form_fields'>;
type SetupHotel = Omit<Hotel, RuleColumn> & Partial<Pick<Hotel, RuleColumn>>;

/** Spec docs/product.md#limits: the setup redirect is about 400 ms. */
export const SETUP_REDIRECT_MS = 400;

/** One checkbox of the guest fields a hotel can hide: the field's key and label. */
export type FieldToggle = { key: FormFieldKey; label: string };

export type HotelSetupFormProps = {
  hotelId: string | null;
  hotel: SetupHotel | null;
  /** The toggleable guest fields in screen order, labelled. */
  fieldToggles: readonly FieldToggle[];
  /**
   * The user owns the hotel, or is creating one (and will own it); otherwise the data rules are
   * read-only and Save Setup sends name and address only.
   */
  canChangeRules: boolean;
};

export function HotelSetupForm({ hotelId, hotel, fieldToggles, canChangeRules }: HotelSetupFormProps) {
  const navigate = useNavigate();
  const save = useSaveHotelSetup(hotelId, canChangeRules);
  const [failure, setFailure] = useState<string | null>(null);
  const fields = parseFormFields(hotel?.form_fields);
  const form = useForm<HotelSetupInput>({
    resolver: zodResolver(hotelSetupInputSchema),
    defaultValues: {
      name: hotel?.name ?? '',
      address: hotel?.address ?? '',
      fields: Object.fromEntries(FORM_FIELD_KEYS.map((k) => [k, isFieldShown(fields, k)])),
      passportRetention: parseRetention(hotel?.passport_retention),
      passportRetentionDays: hotel?.passport_retention_days ?? DEFAULT_RETENTION_DAYS,
      police: policeSetupOf(hotel),
    },
  });

  async function submit(input: HotelSetupInput) {
    setFailure(null);
    try {
      await save.mutateAsync(input);
      toast.success('Hotel setup saved!');
      setTimeout(() => void navigate({ to: '/register' }), SETUP_REDIRECT_MS);
    } catch (error) {
      setFailure((error as { message?: string })?.message || 'Failed to save hotel setup.');
    }
  }

  const errors = form.formState.errors;
  const validation = errors.name?.message ?? errors.address?.message;
  return (
    <Form aria-label="Hotel setup" form={form} onValid={submit} className="flex flex-col gap-4">
      <TextField label="Hotel Name" markRequired invalid={Boolean(errors.name)} {...form.register('name')} />
      <TextField label="Hotel Address" markRequired invalid={Boolean(errors.address)} {...form.register('address')} />
      <DataRules editable={canChangeRules} timeZone={hotelId ? (hotel?.time_zone ?? null) : null}>
        <fieldset className="rounded-lg border border-slate-200 p-4">
          <legend className="px-1 text-sm font-medium text-slate-700">Guest form fields to show</legend>
          <div className="grid grid-cols-1 gap-2 sm:grid-cols-2">
            {fieldToggles.map(({ key, label }) => (
              <label key={key} className="flex items-center gap-2 text-sm text-slate-800">
                <input type="checkbox" className="size-4 accent-blue-700" {...form.register(`fields.${key}`)} />
                {label}
              </label>
            ))}
          </div>
          <p className="mt-2 text-xs text-slate-500">Email and phone are always shown and optional.</p>
        </fieldset>
        <PassportRetentionFields form={form} />
        <PoliceAuthorityFields form={form} />
      </DataRules>
      {(validation || failure) && <FormMessage>{validation ?? failure}</FormMessage>}
      <Button type="submit" disabled={save.isPending}>
        {save.isPending ? 'Saving...' : 'Save Setup'}
      </Button>
    </Form>
  );
}
