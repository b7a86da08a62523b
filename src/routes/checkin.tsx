/** /checkin#t=…: a guest's own online check-in, no login (docs/online-check-in.md#the-guest-page). Its own chunk. */
import { createFileRoute } from '@tanstack/react-router';
import { CheckinPage } from '@/features/checkin/components/checkin-page';

export const Route = createFileRoute('/checkin')({ component: CheckinPage });
