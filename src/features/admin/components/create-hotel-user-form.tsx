import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from '@/lib/toast';
import { createHotelUserInputSchema, useCreateHotelUser, type CreateHotelUserInput } from '../api/create-hotel-user';
import { useHotels } from '../api/hotels-query';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Button } from '@/components/ui/button';
import { FormMessage } from '@/components/ui/form-message';
import { FormField } from '@/components/ui/form-field';
import { failureReason } from './failure-reason';
import { firstErrorMessage } from './first-error-message';
import { cardClass, selectClass } from './form-styles';

const LABELS = { email: 'Email', password: 'Password', hotelId: 'Hotel' };

/** "Create New Hotel User" (docs/product.md#screens-and-routes, docs/product.md#validation): email, password and a hotel from the list, confirmed by name. */
export function CreateHotelUserForm() {
  const hotels = useHotels();
  const createUser = useCreateHotelUser();
  const [pending, setPending] = useState<CreateHotelUserInput | null>(null);
  const { register, handleSubmit, reset, formState } = useForm<CreateHotelUserInput>({
    resolver: zodResolver(createHotelUserInputSchema),
    defaultValues: { email: '', password: '', hotelId: '' },
  });
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
    <section aria-labelledby="create-user-title" className={cardClass}>
      <h2 id="create-user-title" className="text-lg font-semibold text-slate-900">
        New hotel user
      </h2>
      <form noValidate onSubmit={(event) => void handleSubmit(setPending)(event)} className="mt-4 space-y-4">
        <FormField
          label="Email"
          type="email"
          autoComplete="off"
          registration={register('email')}
          error={formState.errors.email}
        />
        <FormField
          label="Password"
          type="password"
          autoComplete="new-password"
          registration={register('password')}
          error={formState.errors.password}
        />
        <div className="flex flex-col gap-1">
          <label htmlFor="user-hotel" className="text-sm font-medium text-slate-700">
            Hotel
          </label>
          <select id="user-hotel" className={selectClass} disabled={!hotels.data?.length} {...register('hotelId')}>
            <option value="">{hotels.isPending ? 'Loading hotels...' : 'Select a hotel'}</option>
            {hotels.data?.map((h) => (
              <option key={h.id} value={h.id}>
                {h.name}
              </option>
            ))}
          </select>
          {hotels.isSuccess && hotels.data.length === 0 && <p className="text-sm text-slate-500">No hotels found</p>}
          {hotels.isError && (
            <p role="alert" className="text-sm text-red-700">
              Failed to load hotels.
            </p>
          )}
        </div>
        <FormMessage>
          {firstErrorMessage(formState.errors) ??
            (createUser.isError
              ? ['Failed to create user.', failureReason(createUser.error, LABELS)].filter(Boolean).join(' ')
              : null)}
        </FormMessage>
        <Button type="submit" disabled={createUser.isPending}>
          {createUser.isPending ? 'Creating...' : 'Create New Hotel User'}
        </Button>
      </form>
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
