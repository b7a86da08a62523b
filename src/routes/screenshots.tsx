/** /screenshots (docs/product.md#screens-and-routes): the seven screenshots, click to enlarge. */
import { createFileRoute } from '@tanstack/react-router';
import { ScreenshotsPage } from '@/features/marketing/components/screenshots-page';

export const Route = createFileRoute('/screenshots')({ component: ScreenshotsPage });
