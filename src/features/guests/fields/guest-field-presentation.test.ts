import { describe, expect, it } from 'vitest';
import { FORM_FIELD_KEYS, GUEST_FIELD_KEYS } from '@shared/guest-fields';
import {
  FIELD_ORDER,
  FIELD_TOGGLES,
  GUEST_FIELD_PRESENTATION,
  type GuestFieldPresentation,
} from './guest-field-presentation';

describe('the field registry presentation', () => {
  it('orders every data field once', () => {
    expect([...FIELD_ORDER].sort()).toEqual([...GUEST_FIELD_KEYS].sort());
  });

  it('gives every field and time column its own label, so CSV headers and form labels never repeat', () => {
    const labels = FIELD_ORDER.flatMap((key) => {
      const { label, time }: GuestFieldPresentation = GUEST_FIELD_PRESENTATION[key];
      return time ? [label, time.label] : [label];
    });
    expect(new Set(labels).size).toBe(labels.length);
  });

  it("offers Hotel Setup a checkbox for exactly the data layer's toggleable fields", () => {
    expect(FIELD_TOGGLES.map(({ key }) => key).sort()).toEqual([...FORM_FIELD_KEYS].sort());
  });
});
