import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { toast } from '@/lib/toast';
import { FormField, fieldBinder } from '@/components/ui/form-field';
import { createHotelInputSchema, useCreateHotel, type CreateHotelInput } from '../api/create-hotel';
import { FormProblem, SubmitButton } from './form-footer';
import { cardVariants } from '@/components/ui/card';
import { Form } from '@/components/ui/form';

/** "Create New Hotel" (docs/product.md#screens-and-routes admin dashboard): name and address, both required. */
export function CreateHotelForm() {
  const createHotel = useCreateHotel();
  const form = useForm<CreateHotelInput>({
    resolver: zodResolver(createHotelInputSchema),
    defaultValues: { name: '', address: '' },
  });
  const { reset, formState } = form;
  const field = fieldBinder(form);

  const onSubmit = (input: CreateHotelInput) =>
    createHotel.mutate(input, {
      onSuccess: () => {
        toast.success(`Hotel "${input.name}" created.`);
        reset();
      },
    });

  return (
    <section aria-labelledby="create-hotel-title" className={cardVariants()}>
      <h2 id="create-hotel-title" className="text-lg font-semibold text-slate-900">
        New hotel
      </h2>
      <Form form={form} onValid={onSubmit} className="mt-4 space-y-4">
        <FormField label="Hotel name" autoComplete="off" {...field('name')} />
        <FormField label="Hotel address" autoComplete="off" {...field('address')} />
        <FormProblem errors={formState.errors} failure={createHotel.isError ? 'Failed to create hotel.' : null} />
        <SubmitButton pending={createHotel.isPending}>Create New Hotel</SubmitButton>
      </Form>
    </section>
  );
}
