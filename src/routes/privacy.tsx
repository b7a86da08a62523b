/** /privacy (docs/product.md#screens-and-routes legal pages). */
import { createFileRoute } from '@tanstack/react-router';
import { PrivacyPage } from '@/features/marketing/legal/privacy-page';

export const Route = createFileRoute('/privacy')({ component: PrivacyPage });
