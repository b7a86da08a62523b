import { describe, expect, it } from 'vitest';
import { wordedRefusal } from './worded-refusal';

describe('wordedRefusal', () => {
  it('passes on the owner-only and legal-hold sentences, nothing else', () => {
    const owner = { code: '42501', hint: 'owner_only', message: "Only the hotel's owner can lift a legal hold." };
    expect(wordedRefusal(owner)).toBe("Only the hotel's owner can lift a legal hold.");
    expect(wordedRefusal({ code: 'PT409', hint: 'legal_hold', message: 'This guest is under legal hold.' })).toBe(
      'This guest is under legal hold.',
    );
    expect(wordedRefusal({ code: '42501', message: 'permission denied for table guests' })).toBeNull();
    expect(wordedRefusal({ code: 'PT409', hint: 'owner_only', message: 'x' })).toBeNull();
    expect(wordedRefusal(new Error('network'))).toBeNull();
    expect(wordedRefusal(null)).toBeNull();
  });
});
