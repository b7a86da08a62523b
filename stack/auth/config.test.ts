import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { durationSeconds, loadAuthConfig } from './config.ts';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

describe('auth config from supabase/config.toml', () => {
  it("keeps the app's defaults: anonymous sign-ins, manual linking and phone off, TOTP on, 15-minute tokens", () => {
    const config = loadAuthConfig(repoRoot, undefined, '');
    expect(config).toMatchObject({
      anonymousSignIns: false,
      manualLinking: false,
      securePasswordChange: false,
      emailMaxFrequency: 1,
      sms: { enableSignup: false, testOtp: {} },
      mfa: { maxEnrolledFactors: 10, totpEnroll: true, totpVerify: true },
      jwtExpiry: 900,
    });
  });

  it('lays an overlay file over it, table by table', () => {
    const overlay = join(mkdtempSync(join(tmpdir(), 'auth-config-')), 'overlay.toml');
    writeFileSync(
      overlay,
      '[auth]\nenable_anonymous_sign_ins = true\n[auth.sms.test_otp]\n"+1 555 0100" = "123456"\n[auth.mfa.totp]\nverify_enabled = false\n',
    );
    const config = loadAuthConfig(repoRoot, undefined, overlay);
    expect(config.anonymousSignIns).toBe(true);
    expect(config.sms.testOtp).toEqual({ '15550100': '123456' });
    expect(config.mfa).toMatchObject({ totpEnroll: true, totpVerify: false });
    // Keys the overlay does not name keep config.toml's values.
    expect(config.minimumPasswordLength).toBe(6);
    expect(config.customAccessTokenHook).toBe('"public"."custom_access_token_hook"');
  });

  it('reads Go durations as seconds', () => {
    expect(durationSeconds('1s', 0)).toBe(1);
    expect(durationSeconds('1m30s', 0)).toBe(90);
    expect(durationSeconds('2h', 0)).toBe(7200);
    expect(durationSeconds(undefined, 5)).toBe(5);
  });
});
