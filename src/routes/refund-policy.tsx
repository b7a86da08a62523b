/** /refund-policy (docs/product.md#screens-and-routes legal pages, docs/product.md#limits refund terms). */
import { createFileRoute } from '@tanstack/react-router';
import { RefundPolicyPage } from '@/features/marketing/components/refund-policy-page';

export const Route = createFileRoute('/refund-policy')({ component: RefundPolicyPage });
