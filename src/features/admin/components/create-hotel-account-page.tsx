import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { toast } from '@/lib/toast';
import {
  createHotelAccountInputSchema,
  useCreateHotelAccount,
  type CreateHotelAccountInput,
} from '../api/create-hotel-account';
import { Button } from '@/components/ui/button';
import { FormMessage } from '@/components/ui/form-message';
import { FormField, fieldBinder } from '@/components/ui/form-field';
import { failureReason } from './failure-reason';
import { firstErrorMessage } from './first-error-message';
import { cardClass } from './form-styles';
import { Form } from '@/components/ui/form';

const FIELDS = [
  { name: 'hotelName', label: 'Hotel name', type: 'text', autoComplete: 'organization' },
  { name: 'hotelAddress', label: 'Hotel address', type: 'text', autoComplete: 'street-address' },
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'off' },
  { name: 'password', label: 'Password', type: 'password', autoComplete: 'new-password' },
] as const;

const LABELS = Object.fromEntries(FIELDS.map((f) => [f.name, f.label]));

/** The provider's message when the function gave one, else the spec's 'Failed to register.' (docs/product.md#messages). */
const registrationFailure = (error: unknown) => failureReason(error, LABELS) ?? 'Failed to register.';

/** /create-user (docs/product.md#screens-and-routes "Create Hotel Account"): hotel + owner account in one step. Admin only. */
export function CreateHotelAccountPage({ onBack }: { onBack?: () => void }) {
  const createAccount = useCreateHotelAccount();
  const form = useForm<CreateHotelAccountInput>({
    resolver: zodResolver(createHotelAccountInputSchema),
    defaultValues: { hotelName: '', hotelAddress: '', email: '', password: '' },
  });
  const { reset, formState } = form;
  const field = fieldBinder(form);

  const onSubmit = (input: CreateHotelAccountInput) =>
    createAccount.mutate(input, {
      onSuccess: ({ hotel, user }) => {
        toast.success(`Created ${hotel.name} with owner ${user.email}.`);
        reset();
      },
    });

  return (
    <main className="flex min-h-dvh items-center justify-center bg-slate-100 px-4 py-12">
      <Form
        form={form}
        onValid={onSubmit}
        className={`${cardClass} w-full max-w-md space-y-4`}
        aria-labelledby="create-account-title"
      >
        <h1 id="create-account-title" className="text-xl font-semibold text-slate-900">
          Create Hotel Account
        </h1>
        {FIELDS.map((f) => (
          <FormField key={f.name} label={f.label} type={f.type} autoComplete={f.autoComplete} {...field(f.name)} />
        ))}
        <FormMessage>
          {firstErrorMessage(formState.errors) ??
            (createAccount.isError ? registrationFailure(createAccount.error) : null)}
        </FormMessage>
        <div className="flex items-center justify-between gap-3">
          {onBack && (
            <button type="button" onClick={onBack} className="text-sm font-medium text-blue-700 hover:underline">
              Back to dashboard
            </button>
          )}
          <Button type="submit" disabled={createAccount.isPending}>
            {createAccount.isPending ? 'Creating...' : 'Create account'}
          </Button>
        </div>
      </Form>
    </main>
  );
}
