/** /data-protection (docs/product.md#data-protection): the owners' passport image rule, purges, receipts and access log. */
import { createFileRoute } from '@tanstack/react-router';
import { useAuth } from '@/features/auth/components/auth-provider';
import { DataProtectionPage } from '@/features/data-protection/components/data-protection-page';

export const Route = createFileRoute('/_authed/_hotel/data-protection')({ component: DataProtectionRoute });

function DataProtectionRoute() {
  const { hotelId } = Route.useRouteContext();
  const { userId } = useAuth();
  return (
    <section aria-labelledby="data-protection-title" className="mx-auto flex max-w-5xl flex-col gap-4">
      <h1 id="data-protection-title" className="text-2xl font-semibold text-slate-900">
        Data protection
      </h1>
      <DataProtectionPage hotelId={hotelId} userId={userId} />
    </section>
  );
}
