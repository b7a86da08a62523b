/**
 * The Data protection page (docs/product.md#data-protection), for hotel owners: the passport image
 * rule in force, the purges due in the next 7 days, deletion receipts and the passport access log.
 * Staff see only 'Only the hotel owner can see this page.' (the database refuses them the data too).
 */
import { Link } from '@tanstack/react-router';
import { describeRetention } from '@/lib/passport-retention';
import { OwnersOnly } from '@/components/owners-only';
import { useRetentionRule } from '../api/get-retention-rule';
import { AccessLog } from './access-log';
import { DeletionReceipts } from './deletion-receipts';
import { QueryState, Section } from '@/components/log/section';
import { UpcomingPurges } from './upcoming-purges';

export function DataProtectionPage({ hotelId, userId }: { hotelId: string; userId: string | null }) {
  return (
    <OwnersOnly hotelId={hotelId} userId={userId}>
      <div className="flex flex-col gap-4">
        <RuleSummary hotelId={hotelId} />
        <UpcomingPurges hotelId={hotelId} />
        <DeletionReceipts hotelId={hotelId} />
        <AccessLog hotelId={hotelId} />
      </div>
    </OwnersOnly>
  );
}

function RuleSummary({ hotelId }: { hotelId: string }) {
  const rule = useRetentionRule(hotelId);
  return (
    <Section title="Passport image rule">
      <QueryState
        isPending={rule.isPending}
        isError={rule.isError}
        isEmpty={false}
        loading="Loading the rule..."
        failure="Failed to load the passport image rule."
        empty=""
      >
        {rule.data && (
          <div className="flex flex-wrap items-center justify-between gap-2">
            <p className="text-base text-slate-900" data-testid="retention-rule">
              {describeRetention(rule.data.rule, rule.data.days)}
            </p>
            <Link to="/hotel-setup" className="text-sm font-medium text-blue-700 underline-offset-2 hover:underline">
              Change in Hotel Setup
            </Link>
          </div>
        )}
      </QueryState>
    </Section>
  );
}
