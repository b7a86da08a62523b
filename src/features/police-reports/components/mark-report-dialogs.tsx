/**
 * Recording the portal's answer to a file (docs/police-reports.md#history): accepted, with the receipt
 * number it gave (required: the database refuses an acceptance without one), or discarded after a
 * confirmation, which puts the file's guests back on the list to report again.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { Form } from '@/components/ui/form';
import { FormMessage } from '@/components/ui/form-message';
import { TextField } from '@/components/ui/text-field';
import { toast } from '@/lib/toast';
import { receiptInputSchema, useMarkPoliceReport, type ReceiptInput } from '../api/mark-police-report';
import type { PoliceReportRow } from '../api/list-police-reports';

/** The history row being marked, and as what; null when no dialog is open. */
export type Marking = { report: PoliceReportRow; as: 'accepted' | 'discarded' } | null;

type Props = { hotelId: string; marking: NonNullable<Marking>; onClose: () => void };

function AcceptDialog({ hotelId, marking, onClose }: Props) {
  const form = useForm<ReceiptInput>({
    resolver: zodResolver(receiptInputSchema),
    defaultValues: { receiptNumber: '' },
  });
  const mark = useMarkPoliceReport(hotelId);
  const error = form.formState.errors.receiptNumber;
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogTitle>Mark {marking.report.fileName} accepted</DialogTitle>
        <DialogDescription className="mt-1 text-sm text-slate-600">
          Enter the receipt number the portal gave for this file.
        </DialogDescription>
        <Form
          form={form}
          aria-label="Receipt"
          className="mt-4 flex flex-col gap-4"
          onValid={(input) =>
            mark.mutate(
              { id: marking.report.id, status: 'accepted', receiptNumber: input.receiptNumber },
              {
                onSuccess: () => {
                  toast.success('File marked accepted.');
                  onClose();
                },
                onError: (e) => toast.error(e.message),
              },
            )
          }
        >
          <div>
            <TextField
              label="Receipt number"
              markRequired
              invalid={Boolean(error)}
              {...form.register('receiptNumber')}
            />
            {error && <FormMessage>{error.message}</FormMessage>}
          </div>
          <div className="flex justify-end gap-3">
            <DialogClose asChild>
              <Button variant="secondary">Cancel</Button>
            </DialogClose>
            <Button type="submit" variant="success" disabled={mark.isPending}>
              Mark accepted
            </Button>
          </div>
        </Form>
      </DialogContent>
    </Dialog>
  );
}

export function MarkReportDialogs(props: Props) {
  const mark = useMarkPoliceReport(props.hotelId);
  if (props.marking.as === 'accepted') return <AcceptDialog {...props} />;
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => !open && props.onClose()}
      title={`Discard ${props.marking.report.fileName}`}
      description="Discard this file? Its guests go back to the list to report again. The file stays in the history."
      confirmLabel="Discard"
      destructive
      onConfirm={() =>
        mark.mutate(
          { id: props.marking.report.id, status: 'discarded' },
          { onSuccess: () => toast.success('File discarded.'), onError: (e) => toast.error(e.message) },
        )
      }
    />
  );
}
