import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { createHotelUserInputSchema, useCreateHotelUser, type CreateHotelUserInput } from '../api/create-hotel-user';
import { useHotels } from '../api/hotels-query';
import { ConfirmDialog } from './confirm-dialog';
import { FormError, firstErrorMessage } from './form-error';
import { cardClass, inputClass, labelClass, primaryButtonClass } from './form-styles';

/** "Create New Hotel User" (spec §2, §5): email, password and a hotel from the list, confirmed by name. */
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
      <h2 id="create-user-title" className="text-lg font-semibold text-slate-900">New hotel user</h2>
      <form noValidate onSubmit={handleSubmit(setPending)} className="mt-4 space-y-4">
        <div>
          <label htmlFor="user-email" className={labelClass}>Email</label>
          <input id="user-email" type="email" autoComplete="off" className={inputClass} {...register('email')} />
        </div>
        <div>
          <label htmlFor="user-password" className={labelClass}>Password</label>
          <input id="user-password" type="password" autoComplete="new-password" className={inputClass} {...register('password')} />
        </div>
        <div>
          <label htmlFor="user-hotel" className={labelClass}>Hotel</label>
          <select id="user-hotel" className={inputClass} disabled={!hotels.data?.length} {...register('hotelId')}>
            <option value="">{hotels.isPending ? 'Loading hotels...' : 'Select a hotel'}</option>
            {hotels.data?.map((h) => (
              <option key={h.id} value={h.id}>{h.name}</option>
            ))}
          </select>
          {hotels.isSuccess && hotels.data.length === 0 && <p className="mt-1 text-sm text-slate-500">No hotels found</p>}
          {hotels.isError && <p role="alert" className="mt-1 text-sm text-red-700">Failed to load hotels.</p>}
        </div>
        <FormError message={firstErrorMessage(formState.errors) ?? (createUser.isError ? 'Failed to create user.' : null)} />
        <button type="submit" disabled={createUser.isPending} className={primaryButtonClass}>
          {createUser.isPending ? 'Creating...' : 'Create New Hotel User'}
        </button>
      </form>
      <ConfirmDialog
        open={pending !== null && !createUser.isPending}
        onOpenChange={(open) => !open && setPending(null)}
        title="Create hotel user?"
        description={<>Create <strong>{pending?.email}</strong> as a user of <strong>{hotelName}</strong>?</>}
        confirmLabel="Create user"
        onConfirm={confirmCreate}
      />
    </section>
  );
}
