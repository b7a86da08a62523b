/**
 * Applies a passport scan to the registration form (docs/product.md#passport-scan): fills the shown
 * fields (each stays editable), remembers which came from the scan and which need review, and looks
 * up a returning guest whose contact details the desk may choose to copy — never silently.
 */
import { useCallback, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { GuestFieldKey } from '@shared/guest-fields';
import type { GuestInput } from '@shared/guest-schema';
import { findReturningGuest, type ReturningGuest } from '../api/find-returning-guest';
import { SCAN_KEYS, type ScanApplied, type ScanKey } from './scan-applied';

export type ScanMarks = {
  fromScan: ReadonlySet<GuestFieldKey>;
  review: Partial<Record<GuestFieldKey, string>>;
  expiredOn: string | null;
  /** The MRZ band the scan was read from, for the fields to review. */
  band: string | null;
};

const CONTACT: { key: GuestFieldKey; from: keyof Omit<ReturningGuest, 'stayDate'> }[] = [
  { key: 'email', from: 'email' },
  { key: 'phone', from: 'phone' },
  { key: 'travelAgentName', from: 'travelAgentName' },
];

/**
 * @param shown the fields the hotel shows; `onPhoto` receives the scanned photo (the caller decides
 *   whether images are kept).
 */
export function useScanFill(
  form: UseFormReturn<GuestInput>,
  hotelId: string | null,
  shown: readonly GuestFieldKey[],
  onPhoto: (photo: File) => void,
) {
  const [marks, setMarks] = useState<ScanMarks | null>(null);
  const [offer, setOffer] = useState<ReturningGuest | null>(null);

  const apply = useCallback(
    (scan: ScanApplied) => {
      const filled = SCAN_KEYS.filter((key: ScanKey) => shown.includes(key) && scan.values[key] !== '');
      for (const key of filled) form.setValue(key, scan.values[key], { shouldDirty: true });
      const review = Object.fromEntries(
        scan.review.filter(({ key }) => shown.includes(key)).map(({ key, message }) => [key, message]),
      );
      setMarks({ fromScan: new Set(filled), review, expiredOn: scan.expiredOn, band: scan.band });
      setOffer(null);
      if (scan.photo) onPhoto(scan.photo);
      const { passportNumber, nationality } = scan.values;
      if (hotelId && passportNumber && nationality)
        void findReturningGuest(hotelId, passportNumber, nationality).then(setOffer);
    },
    [form, hotelId, shown, onPhoto],
  );

  /** Copies the earlier stay's email, phone and travel agent into the shown fields the desk can still edit. */
  function acceptOffer() {
    if (!offer) return;
    for (const { key, from } of CONTACT) {
      const value = offer[from];
      if (value && shown.includes(key)) form.setValue(key, value, { shouldDirty: true });
    }
    setOffer(null);
  }

  function clear() {
    setMarks(null);
    setOffer(null);
  }

  return { marks, offer, apply, acceptOffer, dismissOffer: () => setOffer(null), clear };
}
