/** Change Password on Hotel Setup (docs/product.md#screens-and-routes; docs/product.md#validation at least 6 characters; docs/product.md#messages messages). */
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from '@/components/ui/button';
import { FormMessage } from '@/components/ui/form-message';
import { TextField } from '@/components/ui/text-field';
import { updatePasswordInputSchema, useUpdatePassword, type UpdatePasswordInput } from '../api/update-password';

export function ChangePasswordForm() {
  const update = useUpdatePassword();
  const [result, setResult] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const form = useForm<UpdatePasswordInput>({
    resolver: zodResolver(updatePasswordInputSchema),
    defaultValues: { password: '' },
  });
  async function submit(input: UpdatePasswordInput) {
    setResult(null);
    try {
      await update.mutateAsync(input);
      form.reset();
      setResult({ tone: 'success', text: 'Password updated successfully!' });
    } catch {
      setResult({ tone: 'error', text: 'Error updating password.' });
    }
  }
  const invalid = form.formState.errors.password?.message;
  const shown = invalid ? { tone: 'error' as const, text: invalid } : result;
  return (
    <form
      noValidate
      aria-label="Change password"
      onSubmit={(event) => void form.handleSubmit(submit)(event)}
      className="flex flex-col gap-3"
    >
      <TextField
        label="New Password"
        type="password"
        autoComplete="new-password"
        invalid={Boolean(invalid)}
        {...form.register('password')}
      />
      {shown && <FormMessage tone={shown.tone}>{shown.text}</FormMessage>}
      <Button type="submit" variant="secondary" disabled={update.isPending}>
        Change Password
      </Button>
    </form>
  );
}
