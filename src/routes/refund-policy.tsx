/** /refund-policy (spec §2 legal pages, §9 refund terms). */
import { createFileRoute } from '@tanstack/react-router';
import { RefundPolicyPage } from '@/features/marketing/legal/refund-policy-page';

export const Route = createFileRoute('/refund-policy')({ component: RefundPolicyPage });
