import { describe, expect, it } from 'vitest';
import { GUEST_FIELD_KEYS } from '@shared/guest-fields';
import { describeAction, describeDetails, fieldLabel, type GuestLabels } from './describe-entry';

/** Labels as the route passes them; here each key's own name, upper-cased ('room' → 'ROOM'). */
const LABELS = Object.fromEntries(GUEST_FIELD_KEYS.map((key) => [key, key.toUpperCase()])) as GuestLabels;

const entry = (over: Partial<Parameters<typeof describeDetails>[0]>) => ({
  entity: 'guest',
  action: 'edited',
  fields: [],
  old_values: null,
  new_values: null,
  ...over,
});

describe('activity entries in words', () => {
  it('names the kind of change, and whether a hold was set or lifted', () => {
    expect(describeAction(entry({ action: 'created' }))).toBe('Registered');
    expect(describeAction(entry({ action: 'checked_out' }))).toBe('Checked out');
    expect(describeAction(entry({ entity: 'hotel', action: 'data_rule' }))).toBe('Data rule changed');
    expect(describeAction(entry({ action: 'legal_hold', new_values: { legal_hold: true } }))).toBe('Legal hold set');
    expect(describeAction(entry({ action: 'legal_hold', new_values: { legal_hold: false } }))).toBe(
      'Legal hold lifted',
    );
    expect(describeAction(entry({ entity: 'stay', action: 'moved_room' }))).toBe('stay moved room');
  });

  it("lists an edit's fields by their labels, never values", () => {
    expect(describeDetails(entry({ fields: ['last_name', 'passport_number', 'attachments'] }), LABELS)).toBe(
      'LASTNAME, PASSPORTNUMBER, Passport images',
    );
    expect(describeDetails(entry({ entity: 'hotel', fields: ['address', 'name'] }), LABELS)).toBe(
      'Hotel address, Hotel name',
    );
    expect(fieldLabel('guest', 'some_new_column', LABELS)).toBe('some_new_column');
  });

  it("gives a data rule's old and new value in words", () => {
    const rule = entry({
      entity: 'hotel',
      action: 'data_rule',
      fields: ['form_fields', 'passport_retention', 'passport_retention_days', 'time_zone'],
      old_values: {
        form_fields: {},
        passport_retention: 'delete_after_checkout',
        passport_retention_days: 30,
        time_zone: 'UTC',
      },
      new_values: {
        form_fields: { room: false },
        passport_retention: 'keep',
        passport_retention_days: 7,
        time_zone: 'Europe/Dublin',
      },
    });
    expect(describeDetails(rule, LABELS)).toBe(
      'Guest fields: ROOM hidden; Passport image rule: Delete after check-out → Keep until deleted; ' +
        'Days after check-out: 30 days → 7 days; Time zone: UTC → Europe/Dublin',
    );
  });

  it('says how many entries a purge removed', () => {
    const purged = entry({
      entity: 'activity_log',
      action: 'purged',
      new_values: { rows: 12, older_than: '2025-11-27T03:17:00+00:00' },
    });
    expect(describeAction(purged)).toBe('Old activity purged');
    expect(describeDetails(purged, LABELS)).toMatch(/^12 entries from before 2025-11-2\d$/);
  });
});
