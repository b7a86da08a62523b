/**
 * /hotel-setup (docs/product.md#screens-and-routes): hotel configuration, Change Password and Security (two-step
 * sign-in, docs/product.md#two-step-sign-in). A user without a hotel sees a welcome and creates one here. Only owners
 * change the data rules (docs/product.md#data-rules); staff see them read-only. On phones, owners find the Data
 * protection and Activity links here (the header has no room).
 */
import { createFileRoute } from '@tanstack/react-router';
import { cardVariants } from '@/components/ui/card';
import { useAuth } from '@/features/auth/components/auth-provider';
import { ChangePasswordForm } from '@/features/auth/components/change-password-form';
import { FIELD_TOGGLES } from '@/features/guests/fields/guest-field-presentation';
import { useHotel } from '@/lib/hotel';
import { HotelSetupForm } from '@/features/hotel-setup/components/hotel-setup-form';
import { OwnerLinks } from '@/components/owner-link';
import { useMemberRole } from '@/lib/member-role';
import { SecuritySection } from '@/features/two-step/components/security-section';

export const Route = createFileRoute('/_authed/hotel-setup')({ component: HotelSetupRoute });

function HotelSetupRoute() {
  const { hotelId, userId } = useAuth();
  const hotel = useHotel(hotelId);
  const role = useMemberRole(hotelId, userId);
  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-6">
      <h1 className="text-2xl font-semibold text-slate-900">Hotel Setup</h1>
      {!hotelId && (
        <p role="status" className="rounded-md border border-blue-200 bg-blue-50 px-4 py-3 text-sm text-blue-900">
          Welcome! Set up your hotel to get started.
        </p>
      )}
      <section aria-label="Hotel details" className={cardVariants()}>
        {hotelId && (hotel.isPending || (role.isPending && userId)) ? (
          <p role="status" className="text-slate-500">
            Loading...
          </p>
        ) : hotelId && (hotel.isError || !hotel.data) ? (
          <p role="alert" className="text-red-700">
            Failed to load hotel setup.
          </p>
        ) : (
          <HotelSetupForm
            key={hotel.data?.id ?? 'new'}
            hotelId={hotelId}
            hotel={hotel.data ?? null}
            fieldToggles={FIELD_TOGGLES}
            canChangeRules={!hotelId || role.data === 'owner'}
          />
        )}
      </section>
      <OwnerLinks
        hotelId={hotelId}
        userId={userId}
        className="rounded-lg border border-slate-200 bg-white px-4 py-3 text-sm font-medium text-blue-700 shadow-sm hover:bg-blue-50 md:hidden"
        activeProps={{ className: '', 'aria-current': 'page' }}
      />
      <section aria-labelledby="password-title" className={cardVariants()}>
        <h2 id="password-title" className="mb-3 text-lg font-semibold text-slate-900">
          Change Password
        </h2>
        <ChangePasswordForm />
      </section>
      <div id="security" className={cardVariants()}>
        <SecuritySection hotelId={hotelId} isOwner={role.data === 'owner'} />
      </div>
    </div>
  );
}
