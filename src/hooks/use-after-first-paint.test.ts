/** The toast host waits for the page's first paint (src/hooks/use-after-first-paint.ts). */
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAfterFirstPaint } from './use-after-first-paint';

afterEach(() => vi.useRealTimers());

describe('useAfterFirstPaint', () => {
  it('is false in the first render and true once a frame has passed', async () => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'setTimeout', 'clearTimeout'] });
    const { result } = renderHook(() => useAfterFirstPaint());
    expect(result.current).toBe(false);
    await act(() => vi.advanceTimersByTimeAsync(20));
    expect(result.current).toBe(true);
  });

  it('does nothing after unmounting before the frame', async () => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'setTimeout', 'clearTimeout'] });
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { result, unmount } = renderHook(() => useAfterFirstPaint());
    unmount();
    await act(() => vi.advanceTimersByTimeAsync(20));
    expect(result.current).toBe(false);
    expect(errors).not.toHaveBeenCalled();
  });
});
