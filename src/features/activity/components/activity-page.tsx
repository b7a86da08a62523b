/**
 * The Activity page (docs/product.md#activity-log), for hotel owners: every registration, edit,
 * check-out, deletion, erasure, legal-hold change and data-rule change, newest first and paged in the
 * database, with filters in the URL and Export CSV of everything that matches them. Staff see only
 * 'Only the hotel owner can see this page.' (the database refuses them the entries too).
 */
import { useCallback, useMemo } from 'react';
import { PagedLog, type LogMessages } from '@/components/log/paged-log';
import { Button } from '@/components/ui/button';
import { OwnersOnly } from '@/components/owners-only';
import { toast } from '@/lib/toast';
import { ACTIVITY_PAGE_SIZE, filtersFromSearch, type ActivitySearch } from '../api/activity-search';
import { useExportActivity } from '../api/export-activity';
import { useActivityPage } from '../api/list-activity';
import { useActivityPeople } from '../api/list-activity-people';
import type { GuestLabels } from '../lib/describe-entry';
import { activityColumns } from './activity-columns';
import { ActivityFilters, setFilter, type ActivitySearchUpdate } from './activity-filters';

const MESSAGES: LogMessages = {
  loading: 'Loading activity...',
  failure: 'Failed to load the activity log.',
  empty: 'No activity matches.',
};

export type ActivityPageProps = {
  hotelId: string;
  userId: string | null;
  search: ActivitySearch;
  onSearchChange: (update: ActivitySearchUpdate) => void;
  /** The guest fields' labels (the guests feature's presentation, passed in by the route). */
  guestLabels: GuestLabels;
};

export function ActivityPage(props: ActivityPageProps) {
  return (
    <OwnersOnly hotelId={props.hotelId} userId={props.userId}>
      <ActivityLog {...props} />
    </OwnersOnly>
  );
}

function ActivityLog({ hotelId, search, onSearchChange, guestLabels }: ActivityPageProps) {
  const filters = useMemo(() => filtersFromSearch(search), [search]);
  const page = search.page ?? 1;
  const log = useActivityPage(hotelId, filters, page);
  const people = useActivityPeople(hotelId);
  const exportCsv = useExportActivity(hotelId, guestLabels);
  const onGuest = useCallback((guestId: string) => onSearchChange(setFilter('guest', guestId)), [onSearchChange]);
  const columns = useMemo(() => activityColumns(onGuest, guestLabels), [onGuest, guestLabels]);

  async function exportAll() {
    try {
      await exportCsv.mutateAsync(filters);
    } catch {
      toast.error('Failed to export the activity log.');
    }
  }

  return (
    <>
      <ActivityFilters search={search} people={people.data ?? []} onChange={onSearchChange} />
      <PagedLog
        title="Activity log"
        description="Who registered, edited, checked out, deleted or erased which guest, and who changed the data rules. Kept one year."
        actions={
          <Button
            variant="secondary"
            onClick={() => void exportAll()}
            disabled={exportCsv.isPending || !log.data?.count}
          >
            {exportCsv.isPending ? 'Exporting…' : 'Export CSV'}
          </Button>
        }
        query={log}
        columns={columns}
        paging={{
          page,
          pageSize: ACTIVITY_PAGE_SIZE,
          onPage: (next) => onSearchChange((prev) => ({ ...prev, page: next })),
          label: 'Activity pages',
        }}
        messages={MESSAGES}
      />
    </>
  );
}
