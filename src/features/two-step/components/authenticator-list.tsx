/** The user's authenticators, each with Remove (after a confirmation; a verified factor needs aal2). */
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { formatDate } from '@/lib/format';
import { toast } from '@/lib/toast';
import type { Authenticator } from '../api/list-factors';
import { useRemoveAuthenticator } from '../api/remove-authenticator';
import { TWO_STEP_MESSAGES, twoStepErrorMessage } from '../lib/two-step-messages';

export function AuthenticatorList({ authenticators }: { authenticators: Authenticator[] }) {
  const remove = useRemoveAuthenticator();
  const [removing, setRemoving] = useState<Authenticator | null>(null);
  const last = authenticators.length === 1;
  return (
    <>
      <ul aria-label="Your authenticators" className="divide-y divide-slate-200 rounded-lg border border-slate-200">
        {authenticators.map((authenticator) => (
          <li key={authenticator.id} className="flex items-center justify-between gap-3 px-3 py-2 text-sm">
            <span>
              <span className="font-medium text-slate-900">{authenticator.name}</span>
              <span className="block text-xs text-slate-500">Added {formatDate(authenticator.createdAt)}</span>
            </span>
            <Button
              variant="secondary"
              aria-label={`Remove ${authenticator.name}`}
              disabled={remove.isPending}
              onClick={() => setRemoving(authenticator)}
            >
              Remove
            </Button>
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title="Remove this authenticator?"
        description={
          last
            ? 'Two-step sign-in turns off for your account: you will sign in with your password only.'
            : 'Its codes will no longer sign you in.'
        }
        confirmLabel="Remove"
        destructive
        onConfirm={() => {
          if (!removing) return;
          remove.mutate(removing.id, {
            onSuccess: () => toast.success(TWO_STEP_MESSAGES.removed),
            onError: (error) =>
              toast.error(
                twoStepErrorMessage(error) === TWO_STEP_MESSAGES.failed
                  ? TWO_STEP_MESSAGES.removeFailed
                  : twoStepErrorMessage(error),
              ),
          });
        }}
      />
    </>
  );
}
