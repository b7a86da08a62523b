/**
 * Landing page of the recovery email link: supabase-js reads the link's session from the URL
 * (detectSessionInUrl, PASSWORD_RECOVERY event), then `updateUser({password})` sets the new one.
 */
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useNavigate } from '@tanstack/react-router';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { FormMessage } from '@/components/ui/form-message';
import { TextField } from '@/components/ui/text-field';
import { useAuth } from '../auth-context';
import { homePathFor } from '../home-path';
import {
  passwordUpdateFailure,
  updatePasswordInputSchema,
  useUpdatePassword,
  type UpdatePasswordInput,
} from '../api/update-password';
import { AuthCard } from './auth-card';
import { Form } from '@/components/ui/form';

export function ResetPasswordPage() {
  const auth = useAuth();
  const navigate = useNavigate();
  const update = useUpdatePassword();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<UpdatePasswordInput>({
    resolver: zodResolver(updatePasswordInputSchema),
    defaultValues: { password: '' },
  });

  if (auth.status !== 'signed-in') {
    return (
      <AuthCard title="Reset password" subtitle="This reset link is invalid or has expired.">
        <Link to="/login" className="text-sm font-medium text-blue-700 underline">
          Back to login
        </Link>
      </AuthCard>
    );
  }

  async function save(input: UpdatePasswordInput) {
    setFailure(null);
    try {
      await update.mutateAsync(input);
      toast.success('Password updated successfully!');
      void navigate({ to: homePathFor(auth), replace: true });
    } catch (error) {
      setFailure(passwordUpdateFailure(error));
    }
  }

  const error = form.formState.errors.password?.message ?? failure;
  return (
    <AuthCard title="Choose a new password" subtitle={auth.email ?? undefined}>
      <Form className="flex flex-col gap-4" form={form} onValid={save}>
        <TextField
          label="New password"
          type="password"
          autoComplete="new-password"
          {...form.register('password')}
          invalid={Boolean(form.formState.errors.password)}
        />
        {error && <FormMessage>{error}</FormMessage>}
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? 'Saving...' : 'Update Password'}
        </Button>
      </Form>
    </AuthCard>
  );
}
