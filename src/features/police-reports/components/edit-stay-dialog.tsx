/**
 * "Edit stay" (docs/police-reports.md#the-stays-contract): the contract SES.HOSPEDAJES asks of each stay
 * (referencia, fechaContrato, numPersonas, tipoPago), edited in a dialog on the Police reports page. The
 * three SES requires are marked; an empty number of people means the stay's guests. Loads the stay's
 * current values first, so a save never blanks what someone else entered.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { codeOptions, PAYMENT_TYPE_LABELS } from '@shared/police/stay-code-labels';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { Form } from '@/components/ui/form';
import { FormMessage } from '@/components/ui/form-message';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { toast } from '@/lib/toast';
import { stayContractSchema, useStayContract, useUpdateStayContract, type StayContract } from '../api/stay-contract';

const PAYMENT_OPTIONS = codeOptions(PAYMENT_TYPE_LABELS);

export type EditingStay = { id: string; name: string };

type Props = { hotelId: string; stay: EditingStay; onClose: () => void };

function ContractForm({ hotelId, stay, contract, onClose }: Props & { contract: StayContract }) {
  const form = useForm<StayContract>({ resolver: zodResolver(stayContractSchema), defaultValues: contract });
  const save = useUpdateStayContract(hotelId);
  const errors = form.formState.errors;
  const field = (key: keyof StayContract) => ({ invalid: Boolean(errors[key]), ...form.register(key) });
  const message = (key: keyof StayContract) => errors[key] && <FormMessage>{errors[key].message}</FormMessage>;
  // Saved through REST under RLS; the dialog closes once the stay is written.
  const submit = (input: StayContract) =>
    save.mutate(
      { stayId: stay.id, contract: input },
      {
        onSuccess: () => {
          toast.success('Stay updated.');
          onClose();
        },
        onError: (e) => toast.error(`The stay was not saved: ${e.message}`),
      },
    );
  return (
    <Form form={form} aria-label="Contract" className="mt-4 grid grid-cols-2 gap-4" onValid={submit}>
      <div>
        <TextField label="Contract reference" markRequired {...field('reference')} />
        {message('reference')}
      </div>
      <div>
        <TextField label="Contract date" type="date" markRequired {...field('contractDate')} />
        {message('contractDate')}
      </div>
      <div>
        <TextField label="Number of people" inputMode="numeric" {...field('people')} />
        {message('people')}
      </div>
      <div>
        <SelectField
          label="Payment type"
          placeholder="Choose…"
          options={PAYMENT_OPTIONS}
          markRequired
          {...field('paymentType')}
        />
        {message('paymentType')}
      </div>
      <div className="col-span-2 flex justify-end gap-3">
        <DialogClose asChild>
          <Button variant="secondary">Cancel</Button>
        </DialogClose>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : 'Save'}
        </Button>
      </div>
    </Form>
  );
}

export function EditStayDialog(props: Props) {
  const contract = useStayContract(props.hotelId, props.stay.id);
  return (
    <Dialog open onOpenChange={(open) => !open && props.onClose()}>
      <DialogContent>
        <DialogTitle>Edit stay of {props.stay.name}</DialogTitle>
        <DialogDescription className="mt-1 text-sm text-slate-600">
          The contract SES.HOSPEDAJES reports with the stay: your booking reference, the date it was booked, the people
          it is for (empty: the stay&apos;s guests) and how it is paid.
        </DialogDescription>
        {contract.isPending && <p className="mt-4 text-slate-600">Loading…</p>}
        {contract.isError && <p role="alert">Could not load the stay: {contract.error.message}</p>}
        {contract.data === null && <p role="alert">This stay is not in your hotel any more. Reload the page.</p>}
        {contract.data && <ContractForm {...props} contract={contract.data} />}
      </DialogContent>
    </Dialog>
  );
}
