/** The end of every admin form: the one problem to show, and the submit button. */
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { FormMessage } from '@/components/ui/form-message';
import { firstErrorMessage } from '../lib/first-error-message';

/** The first validation message, else `failure` (why the last submit failed), as one alert; nothing when both are empty. */
export function FormProblem({
  errors,
  failure,
}: {
  errors: Parameters<typeof firstErrorMessage>[0];
  failure: string | null;
}) {
  return <FormMessage>{firstErrorMessage(errors) ?? failure}</FormMessage>;
}

/** The submit button, disabled and reading `busyLabel` while the request runs. */
export function SubmitButton({
  pending,
  busyLabel = 'Creating...',
  className,
  children,
}: {
  pending: boolean;
  busyLabel?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Button type="submit" disabled={pending} className={className}>
      {pending ? busyLabel : children}
    </Button>
  );
}
