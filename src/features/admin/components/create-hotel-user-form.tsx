import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from '@/lib/toast';
import { createHotelUserInputSchema, useCreateHotelUser, type CreateHotelUserInput } from '../api/create-hotel-user';
import { useHotels } from '../api/hotels-query';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { FormField, fieldBinder } from '@/components/ui/form-field';
import { SelectField } from '@/components/ui/select-field';
import { failureReason } from '../lib/failure-reason';
import { FormProblem, SubmitButton } from './form-footer';
import { cardVariants } from '@/components/ui/card';
import { Form } from '@/components/ui/form';

const LABELS = { email: 'Email', password: 'Password', hotelId: 'Hotel' };

/** "Create New Hotel User" (docs/product.md#screens-and-routes, docs/product.md#validation): email, password and a hotel from the list, confirmed by name. */
export function CreateHotelUserForm() {
  const hotels = useHotels();
  const createUser = useCreateHotelUser();
  const [pending, setPending] = useState<CreateHotelUserInput | null>(null);
  const form = useForm<CreateHotelUserInput>({
    resolver: zodResolver(createHotelUserInputSchema),
    defaultValues: { email: '', password: '', hotelId: '' },
  });
  const { register, reset, formState } = form;
  const field = fieldBinder(form);
  const hotelOptions = (hotels.data ?? []).map((h) => ({ value: h.id, label: h.name }));
  const hotelName = hotels.data?.find((h) => h.id === pending?.hotelId)?.name ?? '';

  const confirmCreate = () => {
    if (!pending) return;
    createUser.mutate(pending, {
      onSuccess: () => {
        toast.success(`User ${pending.email} created in ${hotelName}.`);
        reset();
      },
    });
  };

  return (
    <section aria-labelledby="create-user-title" className={cardVariants()}>
      <h2 id="create-user-title" className="text-lg font-semibold text-slate-900">
        New hotel user
      </h2>
      <Form form={form} onValid={setPending} className="mt-4 space-y-4">
        <FormField label="Email" type="email" autoComplete="off" {...field('email')} />
        <FormField label="Password" type="password" autoComplete="new-password" {...field('password')} />
        <SelectField
          label="Hotel"
          id="user-hotel"
          placeholder={hotels.isPending ? 'Loading hotels...' : 'Select a hotel'}
          options={hotelOptions}
          disabled={!hotels.data?.length}
          {...register('hotelId')}
        >
          {hotels.isSuccess && hotels.data.length === 0 && <p className="text-sm text-slate-500">No hotels found</p>}
          {hotels.isError && (
            <p role="alert" className="text-sm text-red-700">
              Failed to load hotels.
            </p>
          )}
        </SelectField>
        <FormProblem
          errors={formState.errors}
          failure={
            createUser.isError
              ? ['Failed to create user.', failureReason(createUser.error, LABELS)].filter(Boolean).join(' ')
              : null
          }
        />
        <SubmitButton pending={createUser.isPending}>Create New Hotel User</SubmitButton>
      </Form>
      <ConfirmDialog
        open={pending !== null && !createUser.isPending}
        onOpenChange={(open) => !open && setPending(null)}
        title="Create hotel user?"
        description={
          <>
            Create <strong>{pending?.email}</strong> as a user of <strong>{hotelName}</strong>?
          </>
        }
        confirmLabel="Create user"
        onConfirm={confirmCreate}
      />
    </section>
  );
}
