/**
 * The sign-in's second step (docs/product.md#two-step-sign-in): after the password, a user with an
 * authenticator enters its current 6-digit code. With several authenticators (a backup) they pick
 * one. A right code lifts the session to aal2 and the auth store's change sends the user on; "Use a
 * different account" signs out on this device.
 */
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { Button } from '@/components/ui/button';
import { Form } from '@/components/ui/form';
import { FormMessage } from '@/components/ui/form-message';
import { useAuthenticators } from '../api/list-factors';
import { signOutHere } from '../api/sign-out-here';
import { codeInputSchema, useVerifyCode, type CodeInput } from '../api/verify-code';
import { twoStepErrorMessage } from '../lib/two-step-messages';
import { CodeField } from './code-field';

export function TwoStepCodeForm() {
  const authenticators = useAuthenticators();
  const verify = useVerifyCode();
  const [chosen, setChosen] = useState<string | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const form = useForm<CodeInput>({ resolver: valibotResolver(codeInputSchema), defaultValues: { code: '' } });
  const list = authenticators.data ?? [];
  const factorId = chosen ?? list[0]?.id ?? null;

  async function submit(input: CodeInput) {
    if (!factorId) return;
    setMessage(null);
    try {
      await verify.mutateAsync({ factorId, input });
    } catch (error) {
      setMessage(twoStepErrorMessage(error));
      form.setValue('code', '');
      form.setFocus('code');
    }
  }

  const codeError = form.formState.errors.code?.message;
  return (
    <Form form={form} onValid={submit} aria-label="Two-step sign-in" className="flex flex-col gap-4">
      <p className="text-sm text-slate-700">Enter the 6-digit code from your authenticator app.</p>
      {list.length > 1 && (
        <fieldset className="flex flex-col gap-1 text-sm">
          <legend className="mb-1 font-medium text-slate-800">Authenticator</legend>
          {list.map((authenticator) => (
            <label key={authenticator.id} className="flex min-h-11 items-center gap-2">
              <input
                type="radio"
                name="authenticator"
                className="size-4 accent-blue-700"
                checked={authenticator.id === factorId}
                onChange={() => setChosen(authenticator.id)}
              />
              {authenticator.name}
            </label>
          ))}
        </fieldset>
      )}
      <CodeField autoFocus invalid={Boolean(codeError)} {...form.register('code')} />
      {(codeError ?? message) && <FormMessage>{codeError ?? message}</FormMessage>}
      {authenticators.isError && <FormMessage>{twoStepErrorMessage(authenticators.error)}</FormMessage>}
      <Button type="submit" disabled={verify.isPending || !factorId}>
        {verify.isPending ? 'Checking…' : 'Verify'}
      </Button>
      <Button variant="ghost" onClick={() => void signOutHere()}>
        Use a different account
      </Button>
    </Form>
  );
}
