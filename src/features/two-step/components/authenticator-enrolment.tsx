/**
 * Adds an authenticator app (docs/product.md#two-step-sign-in): name it, scan the QR code (or type the
 * key, or open the otpauth link on the phone itself), then enter its first code. Until that code is
 * right the factor does not count; Cancel removes it. `onDone` runs once it is verified.
 */
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from '@/components/ui/button';
import { Form } from '@/components/ui/form';
import { FormMessage } from '@/components/ui/form-message';
import { TextField } from '@/components/ui/text-field';
import { toast } from '@/lib/toast';
import {
  enrollInputSchema,
  useEnrollAuthenticator,
  type EnrollInput,
  type PendingAuthenticator,
} from '../api/enroll-authenticator';
import { removeAuthenticator } from '../api/remove-authenticator';
import { codeInputSchema, useVerifyCode, type CodeInput } from '../api/verify-code';
import { twoStepErrorMessage } from '../lib/two-step-messages';
import { CodeField } from './code-field';

type Props = { defaultName: string; doneMessage: string; onDone?: () => void; onCancel?: () => void };

export function AuthenticatorEnrolment({ defaultName, doneMessage, onDone, onCancel }: Props) {
  const [pending, setPending] = useState<PendingAuthenticator | null>(null);
  return pending ? (
    <ScanAndVerify
      pending={pending}
      onVerified={() => {
        toast.success(doneMessage);
        onDone?.();
      }}
      onCancel={() => {
        // The unverified factor would expire by itself after 5 minutes; removing it now frees its name.
        void removeAuthenticator(pending.factorId).catch(() => undefined);
        setPending(null);
        onCancel?.();
      }}
    />
  ) : (
    <NameStep defaultName={defaultName} onStarted={setPending} onCancel={onCancel} />
  );
}

function NameStep(props: { defaultName: string; onStarted: (p: PendingAuthenticator) => void; onCancel?: () => void }) {
  const enroll = useEnrollAuthenticator();
  const [message, setMessage] = useState<string | null>(null);
  const form = useForm<EnrollInput>({
    resolver: zodResolver(enrollInputSchema),
    defaultValues: { name: props.defaultName },
  });
  const nameError = form.formState.errors.name?.message;
  async function start(input: EnrollInput) {
    setMessage(null);
    try {
      props.onStarted(await enroll.mutateAsync(input));
    } catch (error) {
      setMessage(twoStepErrorMessage(error));
    }
  }
  return (
    <Form form={form} onValid={start} aria-label="Add an authenticator" className="flex flex-col gap-3">
      <TextField label="Name of this authenticator" invalid={Boolean(nameError)} {...form.register('name')} />
      {(nameError ?? message) && <FormMessage>{nameError ?? message}</FormMessage>}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={enroll.isPending}>
          {enroll.isPending ? 'Preparing…' : 'Show QR code'}
        </Button>
        {props.onCancel && (
          <Button variant="secondary" onClick={props.onCancel}>
            Cancel
          </Button>
        )}
      </div>
    </Form>
  );
}

function ScanAndVerify(props: { pending: PendingAuthenticator; onVerified: () => void; onCancel: () => void }) {
  const verify = useVerifyCode();
  const [message, setMessage] = useState<string | null>(null);
  const form = useForm<CodeInput>({ resolver: valibotResolver(codeInputSchema), defaultValues: { code: '' } });
  const codeError = form.formState.errors.code?.message;
  async function submit(input: CodeInput) {
    setMessage(null);
    try {
      await verify.mutateAsync({ factorId: props.pending.factorId, input });
      props.onVerified();
    } catch (error) {
      setMessage(twoStepErrorMessage(error));
    }
  }
  return (
    <Form form={form} onValid={submit} aria-label="Verify the authenticator" className="flex flex-col gap-3">
      <p className="text-sm text-slate-700">
        Scan this QR code with your authenticator app, then enter the code it shows.
      </p>
      <img
        src={props.pending.qrCode}
        alt="QR code for your authenticator app"
        className="size-48 self-center bg-white"
      />
      <p className="text-sm text-slate-700">
        Can&apos;t scan it? Enter this key in the app:{' '}
        <code className="break-all rounded bg-slate-100 px-1 font-mono" aria-label="Setup key">
          {props.pending.secret}
        </code>{' '}
        or{' '}
        <a href={props.pending.uri} className="font-medium text-blue-700 underline">
          open it in the authenticator app
        </a>{' '}
        on this device.
      </p>
      <CodeField invalid={Boolean(codeError)} {...form.register('code')} />
      {(codeError ?? message) && <FormMessage>{codeError ?? message}</FormMessage>}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={verify.isPending}>
          {verify.isPending ? 'Checking…' : 'Verify and turn on'}
        </Button>
        <Button variant="secondary" onClick={props.onCancel}>
          Cancel
        </Button>
      </div>
    </Form>
  );
}
