/**
 * Deletion receipts (table `passport_deletion_receipts`; owners read their hotel's rows): one per
 * deleted passport image, newest first, RECEIPTS_PAGE_SIZE a page with the exact total.
 */
import { useQuery } from '@tanstack/react-query';
import { pagedQueryOptions } from '@/lib/paged-query';
import type { Tables } from '@/lib/database.types';
import { fetchNewestPage } from '@/lib/newest-first';
import { supabase } from '@/lib/supabase';
import { dataProtectionKeys } from './data-protection-keys';

export const RECEIPTS_PAGE_SIZE = 10;

export type DeletionReceipt = Pick<
  Tables<'passport_deletion_receipts'>,
  'id' | 'guest_id' | 'object_name' | 'size_bytes' | 'rule' | 'deleted_at' | 'deleted_by_label'
>;

/** `page` is 1-based. Throws the PostgrestError. */
export const fetchDeletionReceipts = (
  hotelId: string,
  page: number,
): Promise<{ rows: DeletionReceipt[]; count: number }> =>
  fetchNewestPage(
    supabase
      .from('passport_deletion_receipts')
      .select('id, guest_id, object_name, size_bytes, rule, deleted_at, deleted_by_label', { count: 'exact' }),
    { hotelId, column: 'deleted_at', page, size: RECEIPTS_PAGE_SIZE },
  );

export const deletionReceiptsQueryOptions = (hotelId: string, page: number) =>
  pagedQueryOptions(dataProtectionKeys.receipts(hotelId, page), () => fetchDeletionReceipts(hotelId, page));

export const useDeletionReceipts = (hotelId: string, page: number) =>
  useQuery(deletionReceiptsQueryOptions(hotelId, page));
