import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { FormMessage } from '@/components/ui/form-message';
import { FormField } from '@/components/ui/form-field';
import { createHotelInputSchema, useCreateHotel, type CreateHotelInput } from '../api/create-hotel';
import { firstErrorMessage } from './first-error-message';
import { cardClass } from './form-styles';

/** "Create New Hotel" (docs/product.md#screens-and-routes admin dashboard): name and address, both required. */
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
      <h2 id="create-hotel-title" className="text-lg font-semibold text-slate-900">
        New hotel
      </h2>
      <form noValidate onSubmit={(event) => void handleSubmit(onSubmit)(event)} className="mt-4 space-y-4">
        <FormField
          label="Hotel name"
          autoComplete="off"
          registration={register('name')}
          error={formState.errors.name}
        />
        <FormField
          label="Hotel address"
          autoComplete="off"
          registration={register('address')}
          error={formState.errors.address}
        />
        <FormMessage>
          {firstErrorMessage(formState.errors) ?? (createHotel.isError ? 'Failed to create hotel.' : null)}
        </FormMessage>
        <Button type="submit" disabled={createHotel.isPending}>
          {createHotel.isPending ? 'Creating...' : 'Create New Hotel'}
        </Button>
      </form>
    </section>
  );
}
