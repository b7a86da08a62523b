/**
 * "Require two-step sign-in for everyone in this hotel" (docs/product.md#two-step-sign-in). Owners with
 * two-step sign-in of their own switch it; everyone else reads it. Saved at once; the database refuses
 * anyone but the owner signed in with both steps, whatever this form shows.
 */
import { useState } from 'react';
import { FormMessage } from '@/components/ui/form-message';
import { toast } from '@/lib/toast';
import { useHotelRequiresTwoStep, useSetHotelRequiresTwoStep } from '../api/hotel-two-step-rule';
import { TWO_STEP_MESSAGES } from '../lib/two-step-messages';

type Props = { hotelId: string; isOwner: boolean; signedInWithTwoSteps: boolean };

export function HotelTwoStepRule({ hotelId, isOwner, signedInWithTwoSteps }: Props) {
  const rule = useHotelRequiresTwoStep(hotelId);
  const save = useSetHotelRequiresTwoStep(hotelId);
  // The owner's click, shown until the saved value is read back. Set in the click itself: the
  // mutation's pending state arrives a task later, and a controlled checkbox would flip back first.
  const [choice, setChoice] = useState<boolean | null>(null);
  if (rule.isPending || rule.isError) return null;
  if (!isOwner) {
    return rule.data ? (
      <FormMessage tone="info">
        Your hotel requires two-step sign-in for passport images, data protection, exports and erasure.
      </FormMessage>
    ) : null;
  }
  return (
    <div className="flex flex-col gap-2 rounded-lg border border-slate-200 p-3">
      <label className="flex min-h-11 items-center gap-2 text-sm font-medium text-slate-900">
        <input
          type="checkbox"
          className="size-4 accent-blue-700"
          checked={choice ?? rule.data}
          disabled={!signedInWithTwoSteps || save.isPending}
          onChange={(event) => {
            setChoice(event.target.checked);
            save.mutate(event.target.checked, {
              onSuccess: () => toast.success(TWO_STEP_MESSAGES.ruleSaved),
              onError: (error) => toast.error((error as { message?: string }).message ?? TWO_STEP_MESSAGES.ruleFailed),
              onSettled: () => setChoice(null),
            });
          }}
        />
        Require two-step sign-in for everyone in this hotel
      </label>
      <p className="text-xs text-slate-500">
        Then passport images, data protection, exports and erasure need the code from an authenticator app. Staff
        without one can still register guests and use the guest list.
      </p>
      {!signedInWithTwoSteps && (
        <p className="text-xs text-amber-800">Set up two-step sign-in for your own account first.</p>
      )}
    </div>
  );
}
