/**
 * The Security section of Hotel Setup and of the admin console (docs/product.md#two-step-sign-in): the
 * user's authenticators, adding one (the first turns two-step sign-in on, later ones are backups), and
 * on Hotel Setup the hotel's requirement. Its own component, kept apart from the setup form.
 */
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { FormMessage } from '@/components/ui/form-message';
import { useAuthenticators } from '../api/list-factors';
import { TWO_STEP_MESSAGES, twoStepErrorMessage } from '../lib/two-step-messages';
import { AuthenticatorEnrolment } from './authenticator-enrolment';
import { AuthenticatorList } from './authenticator-list';
import { HotelTwoStepRule } from './hotel-two-step-rule';

type Props = {
  /** The hotel whose requirement to show; none for the platform admin. */
  hotelId?: string | null;
  isOwner?: boolean;
  className?: string;
};

export function SecuritySection({ hotelId, isOwner = false, className = '' }: Props) {
  const headingId = useId();
  const authenticators = useAuthenticators();
  const [adding, setAdding] = useState(false);
  const list = authenticators.data ?? [];
  return (
    <section aria-labelledby={headingId} className={`flex flex-col gap-4 ${className}`}>
      <div>
        <h2 id={headingId} className="text-lg font-semibold text-slate-900">
          Security
        </h2>
        <p className="text-sm text-slate-600">
          Two-step sign-in asks for a 6-digit code from an authenticator app (Google Authenticator, Microsoft
          Authenticator, 1Password…) after your password.
        </p>
      </div>
      {authenticators.isPending ? (
        <p role="status" className="text-sm text-slate-500">
          Loading...
        </p>
      ) : authenticators.isError ? (
        <FormMessage>{twoStepErrorMessage(authenticators.error)}</FormMessage>
      ) : (
        <>
          <p className="text-sm font-medium text-slate-900">
            {list.length ? 'Two-step sign-in is on for your account.' : 'Two-step sign-in is off for your account.'}
          </p>
          {list.length > 0 && <AuthenticatorList authenticators={list} />}
          {adding ? (
            <AuthenticatorEnrolment
              defaultName={list.length ? 'Backup' : 'Phone'}
              doneMessage={list.length ? TWO_STEP_MESSAGES.added : TWO_STEP_MESSAGES.turnedOn}
              onDone={() => setAdding(false)}
              onCancel={() => setAdding(false)}
            />
          ) : (
            <div className="flex flex-col items-start gap-1">
              <Button variant={list.length ? 'secondary' : 'primary'} onClick={() => setAdding(true)}>
                {list.length ? 'Add a backup authenticator' : 'Set up an authenticator app'}
              </Button>
              {list.length === 1 && (
                <p className="text-xs text-slate-500">
                  A second authenticator (another phone, or a password manager) signs you in if you lose this one.
                </p>
              )}
            </div>
          )}
        </>
      )}
      {hotelId && <HotelTwoStepRule hotelId={hotelId} isOwner={isOwner} signedInWithTwoSteps={list.length > 0} />}
    </section>
  );
}
