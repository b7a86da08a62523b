import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { FormMessage } from '@/components/ui/form-message';
import { FormField, fieldBinder } from '@/components/ui/form-field';
import { AdminLoginError, signInAsAdmin } from '../api/sign-in-admin';
import { ADMIN_LOGIN_MESSAGES } from '../admin-login-messages';
import { firstErrorMessage } from './first-error-message';
import { cardClass } from './form-styles';
import { Form } from '@/components/ui/form';

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
    <main className="flex min-h-dvh items-center justify-center bg-slate-100 px-4 py-12">
      <Form
        form={form}
        onValid={onSubmit}
        className={`${cardClass} w-full max-w-sm space-y-5`}
        aria-labelledby="admin-login-title"
      >
        <div>
          <h1 id="admin-login-title" className="text-xl font-semibold text-slate-900">
            Admin login
          </h1>
          <p className="mt-1 text-sm text-slate-600">Platform administrators only.</p>
        </div>
        <FormField label="Username or email" autoComplete="username" autoFocus {...field('usernameOrEmail')} />
        <FormField label="Password" type="password" autoComplete="current-password" {...field('password')} />
        <FormMessage>{firstErrorMessage(formState.errors) ?? failure}</FormMessage>
        <Button type="submit" disabled={formState.isSubmitting} className="w-full">
          {formState.isSubmitting ? 'Signing in...' : 'Login'}
        </Button>
        <p className="text-center text-sm text-slate-600">
          Hotel staff?{' '}
          <a href="/login" className="font-medium text-blue-700 hover:underline">
            Go to the hotel login
          </a>
        </p>
      </Form>
    </main>
  );
}
