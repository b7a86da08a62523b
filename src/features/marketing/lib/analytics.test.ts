import { afterEach, describe, expect, it, vi } from 'vitest';
import { trackMarketingPageView } from './analytics';

const scripts = () => [...document.head.querySelectorAll('script')];

describe('trackMarketingPageView', () => {
  afterEach(() => vi.restoreAllMocks());

  it('loads nothing when analytics is not configured', async () => {
    await trackMarketingPageView({}, '/');
    expect(scripts()).toHaveLength(0);
  });

  it('never loads on pages showing guest data, even when configured', async () => {
    for (const path of ['/register', '/guest-list', '/hotel-setup', '/admin-dashboard']) {
      await trackMarketingPageView({ url: 'https://stats.test/script.js', siteId: 'site-1' }, path);
    }
    expect(scripts()).toHaveLength(0);
  });

  it('loads the tracker with auto-tracking off and reports a marketing page view', async () => {
    const track = vi.fn();
    vi.spyOn(document.head, 'append').mockImplementation((node) => {
      (window as unknown as { umami: unknown }).umami = { track };
      queueMicrotask(() => {
        (node as HTMLScriptElement).onload?.(new Event('load'));
      });
      document.head.appendChild(node as Node);
    });
    await trackMarketingPageView({ url: 'https://stats.test/script.js', siteId: 'site-1' }, '/landing');
    const [script] = scripts();
    expect(script.src).toBe('https://stats.test/script.js');
    expect(script.dataset).toMatchObject({ websiteId: 'site-1', autoTrack: 'false' });
    expect(track).toHaveBeenCalledOnce();
  });
});
