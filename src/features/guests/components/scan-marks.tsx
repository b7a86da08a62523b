/**
 * How the registration form shows a passport scan (docs/product.md#passport-scan): a "from scan"
 * badge under each filled field, an amber outline, a sentence and the MRZ as photographed on fields
 * to check against the page, the expiry warning, and the returning-guest offer.
 */
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import type { ReturningGuest } from '../api/find-returning-guest';

/** `band`: URL of the MRZ as photographed, shown under a field to check so the page is beside it. */
export function ScanMark({
  fromScan,
  review,
  band,
  children,
}: {
  fromScan: boolean;
  review?: string;
  band?: string | null;
  children: ReactNode;
}) {
  if (!fromScan && !review) return children;
  return (
    <div
      data-source={fromScan ? 'scan' : undefined}
      data-review={review ? 'true' : undefined}
      className={review ? 'rounded-md outline-2 outline-offset-4 outline-amber-500 outline-solid' : undefined}
    >
      {children}
      <p className="mt-1 flex flex-wrap items-baseline gap-2 text-xs">
        {fromScan && <span className="rounded bg-sky-50 px-1.5 py-0.5 font-medium text-sky-800">from scan</span>}
        {review && <span className="text-amber-800">{review}</span>}
      </p>
      {review && band && (
        <img
          src={band}
          alt="The MRZ as photographed"
          className="mt-1 max-h-16 max-w-full rounded border border-amber-200"
        />
      )}
    </div>
  );
}

export function ScanNotices(props: {
  expiredOn: string | null;
  offer: ReturningGuest | null;
  onAccept: () => void;
  onDismiss: () => void;
}) {
  const { expiredOn, offer } = props;
  if (!expiredOn && !offer) return null;
  return (
    <div className="flex flex-col gap-2 col-span-2">
      {expiredOn && (
        <p role="status" className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900">
          {`This document expired on ${expiredOn}.`}
        </p>
      )}
      {offer && (
        <div className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
          <span>This guest stayed here before.</span>
          <Button type="button" variant="secondary" onClick={props.onAccept}>
            {`Fill contact details from the stay of ${offer.stayDate}`}
          </Button>
          <Button type="button" variant="ghost" onClick={props.onDismiss}>
            No thanks
          </Button>
        </div>
      )}
    </div>
  );
}
