/** /terms (docs/product.md#screens-and-routes legal pages). */
import { createFileRoute } from '@tanstack/react-router';
import { TermsPage } from '@/features/marketing/components/terms-page';

export const Route = createFileRoute('/terms')({ component: TermsPage });
