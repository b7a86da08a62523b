/** /register (docs/product.md#screens-and-routes): 'Loading form...' until the hotel's field settings load, then the form. */
import { lazy, Suspense } from 'react';
import { createFileRoute } from '@tanstack/react-router';
import { hotelQueryOptions, useHotel } from '@/lib/hotel';
import { countryNamesSettled } from '@/lib/countries';
import { loadRegisterForm } from './-components/load-register-form';

// The form's code and the country names its selects list load alongside the hotel's settings, after the
// first paint (docs/architecture.md#performance); until all are in, the page says 'Loading form...'. The
// form waits for the names so its country selects (about 250 options each) render once, not a second
// time when the names arrive; if the names cannot load, the codes show.
// The form's code comes in three steps, each a task of its own (./-components/load-register-form.ts).
const RegisterForm = lazy(() => Promise.all([loadRegisterForm(), countryNamesSettled()]).then(([form]) => form));

export const Route = createFileRoute('/_authed/_hotel/register')({
  // Prime without blocking, so the page itself shows 'Loading form...' (docs/product.md#screens-and-routes) instead of the
  // router's generic pending screen while the hotel's field settings load.
  loader: ({ context }) => {
    void loadRegisterForm();
    void countryNamesSettled();
    void context.queryClient.prefetchQuery(hotelQueryOptions(context.hotelId));
  },
  component: RegisterRoute,
});

const loadingForm = (
  <p role="status" className="py-10 text-center text-slate-500">
    Loading form...
  </p>
);

function RegisterRoute() {
  const { hotelId } = Route.useRouteContext();
  const hotel = useHotel(hotelId);
  return (
    <section aria-labelledby="register-title" className="mx-auto flex max-w-3xl flex-col gap-4">
      <h1 id="register-title" className="text-2xl font-semibold text-slate-900">
        Register Guest
      </h1>
      {hotel.isPending ? (
        loadingForm
      ) : hotel.isError ? (
        <p role="alert" className="text-red-700">
          Failed to load hotel setup.
        </p>
      ) : (
        <Suspense fallback={loadingForm}>
          <RegisterForm hotelId={hotelId} hotel={hotel.data} />
        </Suspense>
      )}
    </section>
  );
}
