import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { createHotelInputSchema, useCreateHotel, type CreateHotelInput } from '../api/create-hotel';
import { FormError, firstErrorMessage } from './form-error';
import { cardClass, inputClass, labelClass, primaryButtonClass } from './form-styles';

/** "Create New Hotel" (spec §2 admin dashboard): name and address, both required. */
export function CreateHotelForm() {
  const createHotel = useCreateHotel();
  const { register, handleSubmit, reset, formState } = useForm<CreateHotelInput>({
    resolver: zodResolver(createHotelInputSchema),
    defaultValues: { name: '', address: '' },
  });

  const onSubmit = (input: CreateHotelInput) =>
    createHotel.mutate(input, {
      onSuccess: () => {
        toast.success(`Hotel "${input.name}" created.`);
        reset();
      },
    });

  return (
    <section aria-labelledby="create-hotel-title" className={cardClass}>
      <h2 id="create-hotel-title" className="text-lg font-semibold text-slate-900">New hotel</h2>
      <form noValidate onSubmit={handleSubmit(onSubmit)} className="mt-4 space-y-4">
        <div>
          <label htmlFor="hotel-name" className={labelClass}>Hotel name</label>
          <input id="hotel-name" className={inputClass} {...register('name')} />
        </div>
        <div>
          <label htmlFor="hotel-address" className={labelClass}>Hotel address</label>
          <input id="hotel-address" className={inputClass} {...register('address')} />
        </div>
        <FormError message={firstErrorMessage(formState.errors) ?? (createHotel.isError ? 'Failed to create hotel.' : null)} />
        <button type="submit" disabled={createHotel.isPending} className={primaryButtonClass}>
          {createHotel.isPending ? 'Creating...' : 'Create New Hotel'}
        </button>
      </form>
    </section>
  );
}
