import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { FormMessage } from '@/components/ui/form-message';
import { controlClass } from '@/components/ui/field-shell';
import { FormField } from '@/components/ui/form-field';
import {
  contactMessageInputSchema,
  useSendContactMessage,
  type ContactMessageInput,
} from '../api/send-contact-message';
import { planInterestMessage, type Plan } from '../lib/plans';

type Props = {
  /** A plan whose button sent the visitor here; prefills the message and moves focus to the email. */
  requestedPlan?: Plan | null;
};

/** The demo-request form (docs/product.md#screens-and-routes, docs/product.md#states "Demo request: form, then thank-you message"). */
export function DemoRequestForm({ requestedPlan }: Props) {
  const send = useSendContactMessage();
  const { register, handleSubmit, setValue, setFocus, formState } = useForm<ContactMessageInput>({
    resolver: zodResolver(contactMessageInputSchema),
    defaultValues: { email: '', message: '' },
  });

  useEffect(() => {
    if (!requestedPlan) return;
    setValue('message', planInterestMessage(requestedPlan));
    setFocus('email');
  }, [requestedPlan, setValue, setFocus]);

  if (send.isSuccess) {
    return (
      <div role="status" className="rounded-xl border border-emerald-200 bg-emerald-50 p-6 text-emerald-900">
        <p className="text-lg font-semibold">Thank you!</p>
        <p className="mt-1 text-sm">We received your request and will email you shortly to arrange a demo.</p>
      </div>
    );
  }

  return (
    <form
      noValidate
      onSubmit={(event) => void handleSubmit((input) => send.mutate(input))(event)}
      className="space-y-4"
      aria-label="Request a demo"
    >
      <FormField
        label="Email"
        type="email"
        autoComplete="email"
        markRequired
        registration={register('email')}
        error={formState.errors.email}
      />
      {formState.errors.email && <FormMessage>{formState.errors.email.message}</FormMessage>}
      <div className="flex flex-col gap-1">
        <label htmlFor="demo-message" className="text-sm font-medium text-slate-700">
          Message <span className="font-normal text-slate-500">(optional)</span>
        </label>
        <textarea
          id="demo-message"
          rows={4}
          className={controlClass()}
          placeholder="Tell us about your property: rooms, staff, what you use today."
          {...register('message')}
        />
      </div>
      {send.isError && <FormMessage>Failed to send message. Please try again later.</FormMessage>}
      <Button type="submit" disabled={send.isPending} className="w-full sm:w-auto">
        {send.isPending ? 'Sending...' : 'Request a demo'}
      </Button>
    </form>
  );
}
