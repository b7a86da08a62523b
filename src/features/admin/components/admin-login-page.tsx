import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { FormField, fieldBinder } from '@/components/ui/form-field';
import { AdminLoginError, signInAsAdmin } from '../api/sign-in-admin';
import { ADMIN_LOGIN_MESSAGES } from '../lib/admin-login-messages';
import { FormProblem, SubmitButton } from './form-footer';
import { FormPage } from './form-page';

const adminLoginSchema = z.object({
  usernameOrEmail: z.string().trim().min(1, 'Please enter username and password.'),
  password: z.string().min(1, 'Please enter username and password.'),
});
type AdminLoginValues = z.infer<typeof adminLoginSchema>;

type Props = {
  /** Mail domain appended to a bare username (env VITE_ADMIN_EMAIL_DOMAIN). */
  adminDomain: string;
  /** Called once a platform admin is signed in. */
  onSignedIn: () => void;
};

/** /admin-login (docs/product.md#screens-and-routes, docs/product.md#validation, docs/product.md#messages): username-or-email and password; admins only. */
export function AdminLoginPage({ adminDomain, onSignedIn }: Props) {
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<AdminLoginValues>({
    resolver: zodResolver(adminLoginSchema),
    defaultValues: { usernameOrEmail: '', password: '' },
  });
  const { formState } = form;
  const field = fieldBinder(form);

  const onSubmit = async ({ usernameOrEmail, password }: AdminLoginValues) => {
    setFailure(null);
    // With an '@' it is an email, and a malformed one is answered here with the spec's message.
    if (usernameOrEmail.includes('@') && !z.email().safeParse(usernameOrEmail).success)
      return setFailure(ADMIN_LOGIN_MESSAGES.invalidEmail);
    try {
      await signInAsAdmin(usernameOrEmail, password, adminDomain);
      onSignedIn();
    } catch (error) {
      setFailure(error instanceof AdminLoginError ? error.message : ADMIN_LOGIN_MESSAGES.fallback);
    }
  };

  return (
    <FormPage
      form={form}
      onValid={onSubmit}
      titleId="admin-login-title"
      title="Admin login"
      description="Platform administrators only."
      className="max-w-sm space-y-5"
    >
      <FormField label="Username or email" autoComplete="username" autoFocus {...field('usernameOrEmail')} />
      <FormField label="Password" type="password" autoComplete="current-password" {...field('password')} />
      <FormProblem errors={formState.errors} failure={failure} />
      <SubmitButton pending={formState.isSubmitting} busyLabel="Signing in..." className="w-full">
        Login
      </SubmitButton>
      <p className="text-center text-sm text-slate-600">
        Hotel staff?{' '}
        <a href="/login" className="font-medium text-blue-700 hover:underline">
          Go to the hotel login
        </a>
      </p>
    </FormPage>
  );
}
