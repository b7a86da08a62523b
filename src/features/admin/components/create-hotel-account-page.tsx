import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { toast } from '@/lib/toast';
import {
  createHotelAccountInputSchema,
  useCreateHotelAccount,
  type CreateHotelAccountInput,
} from '../api/create-hotel-account';
import { Button } from '@/components/ui/button';
import { FormField, fieldBinder } from '@/components/ui/form-field';
import { failureReason } from '../lib/failure-reason';
import { FormProblem, SubmitButton } from './form-footer';
import { FormPage } from './form-page';

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
    <FormPage
      form={form}
      onValid={onSubmit}
      titleId="create-account-title"
      title="Create Hotel Account"
      className="max-w-md space-y-4"
    >
      {FIELDS.map((f) => (
        <FormField key={f.name} label={f.label} type={f.type} autoComplete={f.autoComplete} {...field(f.name)} />
      ))}
      <FormProblem
        errors={formState.errors}
        failure={createAccount.isError ? registrationFailure(createAccount.error) : null}
      />
      <div className="flex items-center justify-between gap-3">
        {onBack && (
          <Button variant="link" onClick={onBack}>
            Back to dashboard
          </Button>
        )}
        <SubmitButton pending={createAccount.isPending}>Create account</SubmitButton>
      </div>
    </FormPage>
  );
}
