/** /register (docs/product.md#screens-and-routes): 'Loading form...' until the hotel's field settings load, then the form. */
import { createFileRoute } from '@tanstack/react-router';
import { hotelQueryOptions, useHotel } from '@/features/hotel-setup/api/get-hotel';
import { RegisterGuestForm } from '@/features/guests/components/register-guest-form';
import { parseFormFields } from '@shared/guest-fields';
import { RegisterScan } from './-components/register-scan';

export const Route = createFileRoute('/_authed/_hotel/register')({
  // Prime without blocking, so the page itself shows 'Loading form...' (docs/product.md#screens-and-routes) instead of the
  // router's generic pending screen while the hotel's field settings load.
  loader: ({ context }) => void context.queryClient.prefetchQuery(hotelQueryOptions(context.hotelId)),
  component: RegisterRoute,
});

function RegisterRoute() {
  const { hotelId } = Route.useRouteContext();
  const hotel = useHotel(hotelId);
  return (
    <section aria-labelledby="register-title" className="mx-auto flex max-w-3xl flex-col gap-4">
      <h1 id="register-title" className="text-2xl font-semibold text-slate-900">
        Register Guest
      </h1>
      {hotel.isPending ? (
        <p role="status" className="py-10 text-center text-slate-500">
          Loading form...
        </p>
      ) : hotel.isError ? (
        <p role="alert" className="text-red-700">
          Failed to load hotel setup.
        </p>
      ) : (
        <RegisterGuestForm
          hotelId={hotelId}
          formFields={parseFormFields(hotel.data?.form_fields)}
          keepImages={hotel.data?.passport_retention !== 'dont_keep'}
          renderScan={(apply) => <RegisterScan apply={apply} />}
        />
      )}
    </section>
  );
}
