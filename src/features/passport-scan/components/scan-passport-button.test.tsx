import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildScanResult } from '../engine/mrz-result.ts';
import { ScanPassportButton } from './scan-passport-button.tsx';
import type { ScanReply } from '../engine/scan-protocol.ts';
import { NO_MRZ_MESSAGE, UNREADABLE_MESSAGE } from '../engine/types.ts';

/** Stands in for the Web Worker (jsdom has none); the real engine is tested in scripts/mrz-engine.test.ts. */
class FakeWorker {
  static last: FakeWorker | null = null;
  onmessage: ((event: MessageEvent<ScanReply>) => void) | null = null;
  posted: unknown[] = [];
  constructor() {
    FakeWorker.last = this;
  }
  postMessage(message: unknown) {
    this.posted.push(message);
  }
  reply(data: ScanReply) {
    act(() => this.onmessage?.({ data } as MessageEvent<ScanReply>));
  }
  terminate() {}
}

const TD3 = ['P<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<<<<<<<<<', 'L898902C36UTO7408122F1204159ZE184226B<<<<<10'];
const photo = () => new File([new Uint8Array([1, 2, 3])], 'passport.jpg', { type: 'image/jpeg' });

describe('ScanPassportButton', () => {
  beforeEach(() => {
    FakeWorker.last = null;
    vi.stubGlobal('Worker', FakeWorker);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('offers the rear camera and starts no worker before it is used', () => {
    render(<ScanPassportButton onResult={() => {}} />);
    expect(screen.getByRole('button', { name: 'Scan passport' })).toBeEnabled();
    const input = screen.getByTestId('passport-scan-input');
    expect(input).toHaveAttribute('accept', 'image/*');
    expect(input).toHaveAttribute('capture', 'environment');
    expect(FakeWorker.last).toBeNull();
  });

  it('shows progress while reading and hands over the result', async () => {
    const onResult = vi.fn();
    render(<ScanPassportButton onResult={onResult} />);
    await userEvent.upload(screen.getByTestId('passport-scan-input'), photo());
    const worker = FakeWorker.last!;
    expect(worker.posted).toHaveLength(1);
    worker.reply({ type: 'progress', stage: 'reading', fraction: 0.5 });
    expect(screen.getByRole('status')).toHaveTextContent('Reading the MRZ…');
    expect(screen.getByRole('button', { name: 'Scan passport' })).toBeDisabled();
    const result = buildScanResult(TD3)!;
    const band = 'data:image/png;base64,iVBORw0KGgo=';
    worker.reply({ type: 'done', outcome: { found: true, result, band }, ms: 1200 });
    expect(onResult).toHaveBeenCalledWith(result, band);
    expect(screen.getByRole('status')).toHaveTextContent('MRZ read in 1.2 s.');
  });

  it('says no MRZ was found and how to take a better photo', async () => {
    const onNoMrz = vi.fn();
    render(<ScanPassportButton onResult={() => {}} onNoMrz={onNoMrz} />);
    await userEvent.upload(screen.getByTestId('passport-scan-input'), photo());
    FakeWorker.last!.reply({ type: 'done', outcome: { found: false, message: NO_MRZ_MESSAGE }, ms: 900 });
    expect(screen.getByRole('alert')).toHaveTextContent(NO_MRZ_MESSAGE);
    expect(onNoMrz).toHaveBeenCalledWith(NO_MRZ_MESSAGE);
  });

  it('fills nothing from a reading too wrong to trust, and shows the band to retake the photo', async () => {
    const onResult = vi.fn();
    const onNoMrz = vi.fn();
    render(<ScanPassportButton onResult={onResult} onNoMrz={onNoMrz} />);
    await userEvent.upload(screen.getByTestId('passport-scan-input'), photo());
    // Composite, document number and date of birth check digits all fail.
    const result = buildScanResult([TD3[0], TD3[1].replace('L898902C3', 'L898912C3').replace('7408122', '7408132')])!;
    expect(result.reliable).toBe(false);
    const band = 'data:image/png;base64,iVBORw0KGgo=';
    FakeWorker.last!.reply({ type: 'done', outcome: { found: true, result, band }, ms: 900 });
    expect(screen.getByRole('alert')).toHaveTextContent(UNREADABLE_MESSAGE);
    expect(screen.getByRole('img', { name: 'The MRZ as the camera saw it' })).toHaveAttribute('src', band);
    expect(onResult).not.toHaveBeenCalled();
    expect(onNoMrz).toHaveBeenCalledWith(UNREADABLE_MESSAGE);
  });
});
