/**
 * The printed registration card (Guest Details → Print). Rendered into <body> but shown only in
 * print while `body.printing-card` is set (see styles.css), so the page itself never prints.
 */
import { createPortal } from 'react-dom';
import type { Guest } from '../api/guest-columns';
import { guestFieldRows, guestFullName } from '../fields/guest-field-display';

/** Resolves once every image of the card has loaded (or failed), so the printout is complete. */
export async function whenCardImagesLoaded(): Promise<void> {
  const images = Array.from(document.querySelectorAll<HTMLImageElement>('.print-card-root img'));
  // decode() resolves when the image can be painted; jsdom has no decode.
  await Promise.all(
    images.map((img) => (typeof img.decode === 'function' ? img.decode().catch(() => undefined) : Promise.resolve())),
  );
}

export function RegistrationCard({
  guest,
  hotelName,
  imageUrls,
}: {
  guest: Guest;
  hotelName?: string;
  imageUrls: string[];
}) {
  return createPortal(
    // aria-hidden: screen readers read the dialog, not this paper-only copy.
    <div className="print-card-root hidden p-8 text-black print:block" aria-hidden="true">
      <h1 className="text-2xl font-bold">Guest Registration Card</h1>
      {hotelName && <p className="mb-4 text-lg">{hotelName}</p>}
      <h2 className="mb-2 text-xl font-semibold">{guestFullName(guest)}</h2>
      <table className="mb-6 w-full border-collapse text-sm">
        <tbody>
          {guestFieldRows(guest).map(([label, value]) => (
            <tr key={label}>
              <th className="w-48 border border-black px-2 py-1 text-left">{label}</th>
              <td className="border border-black px-2 py-1">{value}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className="flex flex-wrap gap-2">
        {imageUrls.map((url, i) => (
          <img key={url} src={url} alt={`Passport image ${i + 1}`} className="h-[120px] w-[150px] object-cover" />
        ))}
      </div>
      <p className="mt-12 border-t border-black pt-1 text-sm">Guest signature</p>
    </div>,
    document.body,
  );
}
