/**
 * What the activity log records, as the Activity page names it (docs/product.md#activity-log). The
 * database stores an `entity` ('guest', 'hotel', 'activity_log') and an `action`; the page's action
 * filter offers these kinds, each one (entity, action) pair.
 */
export const ACTIVITY_KINDS = {
  registered: { entity: 'guest', action: 'created', label: 'Registered' },
  edited: { entity: 'guest', action: 'edited', label: 'Edited' },
  checked_out: { entity: 'guest', action: 'checked_out', label: 'Checked out' },
  deleted: { entity: 'guest', action: 'deleted', label: 'Deleted' },
  erased: { entity: 'guest', action: 'erased', label: 'Erased' },
  legal_hold: { entity: 'guest', action: 'legal_hold', label: 'Legal hold set or lifted' },
  data_rule: { entity: 'hotel', action: 'data_rule', label: 'Data rule changed' },
  hotel_edited: { entity: 'hotel', action: 'edited', label: 'Hotel details edited' },
  hotel_created: { entity: 'hotel', action: 'created', label: 'Hotel created' },
  purged: { entity: 'activity_log', action: 'purged', label: 'Old activity purged' },
} as const;

export type ActivityKind = keyof typeof ACTIVITY_KINDS;
export const ACTIVITY_KIND_KEYS = Object.keys(ACTIVITY_KINDS) as ActivityKind[];

/** The doors a change came through (`activity_log.door`), in words. */
export const DOOR_LABELS: Record<string, string> = {
  app: 'App',
  function: 'Edge function',
  schedule: 'Schedule',
  reporting: 'Reporting login',
  sql: 'Database (SQL)',
};

/** The person filter's pseudo-person for entries the nightly schedule made. */
export const SCHEDULE_PERSON = 'schedule';
