/** Change Password on Hotel Setup (docs/product.md#screens-and-routes; docs/product.md#validation at least 6 characters; docs/product.md#messages messages). */
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { FormMessage } from '@/components/ui/form-message';
import { TextField } from '@/components/ui/text-field';
import { passwordUpdateFailure, updatePasswordInputSchema, useUpdatePassword } from '../api/update-password';
import { Form } from '@/components/ui/form';

/** The new password typed twice, so a typo cannot lock the user out. */
const changePasswordSchema = updatePasswordInputSchema
  .extend({ confirm: z.string() })
  .refine((v) => v.confirm === v.password, {
    path: ['confirm'],
    message: 'The two passwords do not match. Type the same new password in both fields.',
  });
type ChangePasswordValues = z.infer<typeof changePasswordSchema>;

export function ChangePasswordForm() {
  const update = useUpdatePassword();
  const [result, setResult] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const form = useForm<ChangePasswordValues>({
    resolver: zodResolver(changePasswordSchema),
    defaultValues: { password: '', confirm: '' },
  });
  async function submit({ password }: ChangePasswordValues) {
    setResult(null);
    try {
      await update.mutateAsync({ password });
      form.reset();
      setResult({ tone: 'success', text: 'Password updated successfully!' });
    } catch (error) {
      setResult({ tone: 'error', text: passwordUpdateFailure(error) });
    }
  }
  const invalid = form.formState.errors.password?.message ?? form.formState.errors.confirm?.message;
  const shown = invalid ? { tone: 'error' as const, text: invalid } : result;
  return (
    <Form aria-label="Change password" form={form} onValid={submit} className="flex flex-col gap-3">
      <TextField
        label="New Password"
        type="password"
        autoComplete="new-password"
        invalid={Boolean(invalid)}
        {...form.register('password')}
      />
      <TextField
        label="Confirm New Password"
        type="password"
        autoComplete="new-password"
        invalid={Boolean(form.formState.errors.confirm)}
        {...form.register('confirm')}
      />
      {shown && <FormMessage tone={shown.tone}>{shown.text}</FormMessage>}
      <Button type="submit" variant="secondary" disabled={update.isPending}>
        Change Password
      </Button>
    </Form>
  );
}
