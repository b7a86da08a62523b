import { describe, expect, it } from 'vitest';
import { stayContractSchema } from './stay-contract';

const blank = { reference: '', contractDate: '', people: '', paymentType: '' } as const;
const messages = (input: Record<string, string>) => {
  const result = stayContractSchema.safeParse({ ...blank, ...input });
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
};

describe("the stay's contract (docs/police-reports.md#the-stays-contract)", () => {
  it('takes an empty contract and a whole one', () => {
    expect(messages({})).toEqual([]);
    expect(messages({ reference: 'RES-2211', contractDate: '2026-11-17', people: '2', paymentType: 'TARJT' })).toEqual(
      [],
    );
  });

  it('refuses what the stays table refuses, in words that say how to fix it', () => {
    expect(messages({ reference: 'x'.repeat(51) })).toEqual([
      'reference: Must be at most 50 characters (the booking number or your own reference)',
    ]);
    expect(messages({ contractDate: '1999-12-31' })).toEqual([
      'contractDate: Must be a date between 2000-01-01 and 2100-12-31',
    ]);
    expect(messages({ people: '0' })).toEqual(['people: Must be a whole number of people, 1 to 999']);
    expect(messages({ people: '1000' })).toEqual(['people: Must be a whole number of people, 1 to 999']);
    expect(messages({ people: '2.5' })).toEqual(['people: Must be a whole number of people, 1 to 999']);
    expect(messages({ paymentType: 'CASH' })).toEqual(['paymentType: Choose a payment type from the list']);
  });
});
