/**
 * A hotel staff page whose feature component needs only the hotel: its `PageSection` with the title, and
 * `Page` given the signed-in staff's hotel id from the `_hotel` layout route's context.
 */
import type { ComponentType } from 'react';
import { useRouteContext } from '@tanstack/react-router';
import { PageSection } from '@/components/ui/page-section';

export function HotelPage({
  id,
  title,
  Page,
}: {
  /** Stem of the heading's id (`arrivals` → `arrivals-title`). */
  id: string;
  title: string;
  Page: ComponentType<{ hotelId: string }>;
}) {
  const { hotelId } = useRouteContext({ from: '/_authed/_hotel' });
  return (
    <PageSection id={id} title={title}>
      <Page hotelId={hotelId} />
    </PageSection>
  );
}
