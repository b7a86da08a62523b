/**
 * "Passport images" on Hotel Setup (docs/product.md#data-protection): how long the hotel keeps
 * passport photos. *Don't keep images* (the registration form hides attachments), *Delete N days
 * after check-out* (N 0–365, default 30), *Keep until deleted*. Part of the setup form; saved with it.
 */
import { useId } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { MAX_RETENTION_DAYS } from '@/lib/passport-retention';
import type { HotelSetupInput } from '../api/save-hotel-setup';
import { SetupFieldset } from './setup-fieldset';

const radio = 'size-4 shrink-0 accent-blue-700';
const option = 'flex min-h-11 items-center gap-2 text-sm text-slate-800';

export function PassportRetentionFields({ form }: { form: UseFormReturn<HotelSetupInput> }) {
  const errorId = useId();
  const daysError = form.formState.errors.passportRetentionDays?.message;
  const rule = form.register('passportRetention');
  const days = useWatch({ control: form.control, name: 'passportRetentionDays' });
  // Named in full ("Delete 30 days after check-out"): screen readers differ in reading a nested input.
  const deleteName = `Delete ${Number.isFinite(days) ? days : 'N'} days after check-out`;
  return (
    <SetupFieldset
      title="Passport images"
      hint="How long photos of guests' passports are stored. Guest details are kept either way."
    >
      <label className={option}>
        <input type="radio" value="dont_keep" className={radio} {...rule} />
        Don&apos;t keep images
      </label>
      {/* Top-aligned: on narrow screens the days input wraps the text onto a second line. */}
      <label className={`${option} items-start py-1.5`}>
        <input
          type="radio"
          value="delete_after_checkout"
          aria-label={deleteName}
          className={`${radio} mt-2`}
          {...rule}
        />
        <span className="flex flex-wrap items-center gap-x-1.5 gap-y-1">
          Delete
          <input
            type="number"
            inputMode="numeric"
            min={0}
            max={MAX_RETENTION_DAYS}
            step={1}
            aria-label="Days after check-out"
            aria-invalid={daysError ? true : undefined}
            aria-describedby={daysError ? errorId : undefined}
            className={`w-16 rounded-md border px-2 py-1 text-sm disabled:bg-slate-100 disabled:text-slate-500 ${daysError ? 'border-red-500' : 'border-slate-300'}`}
            // Typing a number means this rule.
            onFocus={() => form.setValue('passportRetention', 'delete_after_checkout')}
            {...form.register('passportRetentionDays', { valueAsNumber: true })}
          />
          days after check-out
        </span>
      </label>
      <label className={option}>
        <input type="radio" value="keep" className={radio} {...rule} />
        Keep until deleted
      </label>
      {daysError && (
        <p id={errorId} className="mt-1 text-xs text-red-700">
          {daysError}
        </p>
      )}
    </SetupFieldset>
  );
}
