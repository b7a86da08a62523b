import { describe, expect, it } from 'vitest';
import { cn } from './cn';

describe('cn', () => {
  it("lets a caller's class replace the component's class of the same property", () => {
    expect(cn('rounded-md px-4 py-2 text-sm', 'px-3 py-1.5')).toBe('rounded-md text-sm px-3 py-1.5');
    expect(cn('bg-blue-700 hover:bg-blue-800', 'bg-red-600')).toBe('hover:bg-blue-800 bg-red-600');
  });

  it('keeps classes Tailwind does not know and drops false conditions', () => {
    const compact = false;
    expect(cn('no-print p-4', compact && 'hidden', { 'sm:p-6': true, 'md:hidden': false })).toBe('no-print p-4 sm:p-6');
  });
});
