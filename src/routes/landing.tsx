/** /landing (docs/product.md#screens-and-routes): the landing page for everyone, also reachable when signed in. */
import { createFileRoute } from '@tanstack/react-router';
import { LandingPage } from '@/features/marketing/components/landing-page';

export const Route = createFileRoute('/landing')({ component: LandingPage });
