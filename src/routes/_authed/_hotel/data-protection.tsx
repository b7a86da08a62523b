/** /data-protection (docs/product.md#data-protection): the owners' passport image rule, purges, receipts and access log. */
import { createFileRoute } from '@tanstack/react-router';
import { PageSection } from '@/components/ui/page-section';
import { useAuth } from '@/features/auth/components/auth-provider';
import { DataProtectionPage } from '@/features/data-protection/components/data-protection-page';

export const Route = createFileRoute('/_authed/_hotel/data-protection')({ component: DataProtectionRoute });

function DataProtectionRoute() {
  const { hotelId } = Route.useRouteContext();
  const { userId } = useAuth();
  return (
    <PageSection id="data-protection" title="Data protection" width="5xl">
      <DataProtectionPage hotelId={hotelId} userId={userId} />
    </PageSection>
  );
}
