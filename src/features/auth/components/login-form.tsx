/**
 * Hotel login (docs/product.md#screens-and-routes): email, password (demo login prefilled), Login, Try Demo and
 * 'Forgot your password?'. Enter submits. Messages: docs/product.md#validation and docs/product.md#messages (see login-errors.ts).
 * After sign-in: /register when the hotel id resolves, else /hotel-setup with a welcome message; a user
 * with an authenticator first gets the code step (docs/product.md#two-step-sign-in).
 */
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import * as v from 'valibot';
import { useNavigate } from '@tanstack/react-router';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { FormMessage } from '@/components/ui/form-message';
import { TextField } from '@/components/ui/text-field';
import { DEMO_LOGIN, signInInputSchema, useSignIn, type SignInInput } from '../api/sign-in';
import { useSendPasswordReset } from '../api/send-password-reset';
import { LOGIN_MESSAGES, loginErrorMessage } from '../lib/login-errors';
import { signedOutReason } from '../hooks/use-account-check';

/** The form's two fields, in order. */
const LOGIN_FIELDS = [
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'username' },
  { name: 'password', label: 'Password', type: 'password', autoComplete: 'current-password' },
] as const;

/** An address on a domain with a top-level part; RFC 5322's wide form, so an apostrophe (O'Brien) goes on to Auth. */
const anEmail = v.pipe(v.string(), v.rfcEmail(), v.regex(/@[^@]+\.[a-z]{2,}$/i));

export const WELCOME_MESSAGE = 'Welcome! Set up your hotel to get started.';

export function LoginForm() {
  const navigate = useNavigate();
  const signIn = useSignIn();
  const reset = useSendPasswordReset();
  const [message, setMessage] = useState<{ tone: 'error' | 'success'; text: string } | null>(() => {
    const reason = signedOutReason.read();
    return reason ? { tone: 'error', text: reason } : null;
  });
  const form = useForm<SignInInput>({ resolver: valibotResolver(signInInputSchema), defaultValues: DEMO_LOGIN });

  async function login(input: SignInInput) {
    setMessage(null);
    signedOutReason.forget();
    // A malformed address is answered here, with the spec's message, instead of by a failed sign-in.
    if (!v.is(anEmail, input.email.trim())) return setMessage({ tone: 'error', text: LOGIN_MESSAGES.invalidEmail });
    try {
      const { hotelId, isAdmin, twoStepPending } = await signIn.mutateAsync(input);
      // The /login route shows the code step while the session waits for it.
      if (twoStepPending) return;
      if (isAdmin) return void navigate({ to: '/admin-dashboard', replace: true });
      if (hotelId) return void navigate({ to: '/register', replace: true });
      toast.success(WELCOME_MESSAGE);
      void navigate({ to: '/hotel-setup', replace: true });
    } catch (error) {
      setMessage({ tone: 'error', text: loginErrorMessage(error) });
    }
  }

  async function forgotPassword() {
    const email = form.getValues('email').trim();
    if (!email) return setMessage({ tone: 'error', text: 'Please enter your email above to reset your password.' });
    setMessage(null);
    try {
      await reset.mutateAsync(email);
      setMessage({ tone: 'success', text: 'Password reset email sent. Check your inbox.' });
    } catch {
      setMessage({ tone: 'error', text: 'Failed to send reset email.' });
    }
  }

  const busy = signIn.isPending;
  return (
    <form
      noValidate
      aria-label="Hotel login"
      className="flex flex-col gap-4"
      onSubmit={(event) =>
        void form.handleSubmit(login, () => setMessage({ tone: 'error', text: LOGIN_MESSAGES.missing }))(event)
      }
    >
      {/* defaultValue as well: react-hook-form fills fields on mount, so the prerendered page would show them empty. */}
      {LOGIN_FIELDS.map(({ name, ...field }) => (
        <TextField key={name} {...field} defaultValue={DEMO_LOGIN[name]} {...form.register(name)} />
      ))}
      {message && <FormMessage tone={message.tone}>{message.text}</FormMessage>}
      <Button type="submit" disabled={busy}>
        {busy ? 'Signing in…' : 'Login'}
      </Button>
      <Button variant="secondary" disabled={busy} onClick={() => void login(DEMO_LOGIN)}>
        Try Demo
      </Button>
      <Button variant="ghost" disabled={reset.isPending} onClick={() => void forgotPassword()}>
        Forgot your password?
      </Button>
    </form>
  );
}
