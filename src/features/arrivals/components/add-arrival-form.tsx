/** Add an arrival (docs/online-check-in.md#arrivals): the lead guest, an email or phone, the dates, guests, room. */
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Form } from '@/components/ui/form';
import { FormMessage } from '@/components/ui/form-message';
import { TextField } from '@/components/ui/text-field';
import { toast } from '@/lib/toast';
import { arrivalInputSchema, useAddArrival, type ArrivalInput } from '../api/add-arrival';

const EMPTY: ArrivalInput = {
  guestName: '',
  guestEmail: '',
  guestPhone: '',
  arrivalDate: '',
  departureDate: '',
  people: '',
  room: '',
};

export function AddArrivalForm({ hotelId }: { hotelId: string }) {
  const form = useForm<ArrivalInput, unknown, z.output<typeof arrivalInputSchema>>({
    resolver: zodResolver(arrivalInputSchema),
    defaultValues: EMPTY,
  });
  const add = useAddArrival(hotelId);
  const { errors } = form.formState;
  const field = (name: keyof ArrivalInput, label: string, type = 'text', required = false) => (
    <div>
      <TextField
        label={label}
        type={type}
        markRequired={required}
        invalid={Boolean(errors[name])}
        {...form.register(name)}
      />
      {errors[name] && <FormMessage>{errors[name].message}</FormMessage>}
    </div>
  );
  return (
    <Form
      form={form}
      aria-label="Add an arrival"
      className="grid gap-3 rounded-lg border border-slate-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-4"
      onValid={(input) =>
        add.mutate(input, {
          onSuccess: () => {
            form.reset(EMPTY);
            toast.success('Arrival added.');
          },
          onError: (error) => toast.error(error.message),
        })
      }
    >
      {field('guestName', 'Lead guest', 'text', true)}
      {field('guestEmail', 'Email', 'email')}
      {field('guestPhone', 'Phone', 'tel')}
      {field('people', 'Guests', 'number')}
      {field('arrivalDate', 'Arrival', 'date', true)}
      {field('departureDate', 'Departure', 'date', true)}
      {field('room', 'Room')}
      <div className="flex items-end">
        <Button type="submit" disabled={add.isPending}>
          Add arrival
        </Button>
      </div>
    </Form>
  );
}
