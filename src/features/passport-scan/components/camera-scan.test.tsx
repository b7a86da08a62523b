import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BAND, FakeScanWorker, installFakeCamera, OUTCOMES, TD3 } from '../testing/fake-camera.ts';
import { CameraScan } from './camera-scan.tsx';

let uninstall = () => {};
afterEach(() => uninstall());

/** Renders the control with a fake camera, presses "Scan with camera" and waits for the first frame. */
async function startScanning(camera: Parameters<typeof installFakeCamera>[0] = {}) {
  const fake = installFakeCamera(camera);
  uninstall = fake.uninstall;
  const onResult = vi.fn();
  render(<CameraScan onResult={onResult} />);
  await userEvent.click(screen.getByRole('button', { name: 'Scan with camera' }));
  return { ...fake, onResult };
}

const worker = () => FakeScanWorker.last!;
const framesSent = async (count: number) => waitFor(() => expect(worker().frames()).toHaveLength(count));

describe('CameraScan', () => {
  it('starts no worker and opens no camera before it is used', () => {
    const fake = installFakeCamera();
    uninstall = fake.uninstall;
    render(<CameraScan onResult={() => {}} />);
    expect(FakeScanWorker.last).toBeNull();
    expect(fake.getUserMedia).not.toHaveBeenCalled();
    expect(screen.queryByLabelText('Camera preview')).not.toBeVisible();
  });

  it('asks for the rear camera, sends one downscaled frame at a time, and stops after two agreeing valid readings', async () => {
    const { getUserMedia, tracks, onResult } = await startScanning({ width: 1920, height: 1080 });
    expect(getUserMedia.mock.calls[0][0].video).toMatchObject({ facingMode: { ideal: 'environment' } });
    expect(worker().posted[0]).toEqual({ type: 'warm' });
    await framesSent(1);
    const [first] = worker().frames();
    expect(first.type === 'frame' && [first.frame.width, first.frame.height]).toEqual([1280, 720]);
    expect(screen.getByLabelText('Camera preview')).toBeVisible();
    expect(screen.getByTestId('camera-guide')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    // The worker is busy with frame 1: the video goes on, but no second frame is sent meanwhile.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(worker().frames()).toHaveLength(1);

    await worker().answer(OUTCOMES.valid());
    expect(onResult).not.toHaveBeenCalled();
    expect(screen.getByRole('status')).toHaveTextContent('Read once, reading it again to confirm');
    await framesSent(2);
    expect(tracks.every((track) => track.stop.mock.calls.length === 0)).toBe(true);

    await worker().answer(OUTCOMES.valid());
    expect(onResult).toHaveBeenCalledTimes(1);
    expect(onResult.mock.calls[0][0]).toMatchObject({ valid: true, lines: TD3 });
    expect(onResult.mock.calls[0][1]).toBe(BAND);
    for (const track of tracks) expect(track.stop).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('status')).toHaveTextContent(/^MRZ read from the camera in \d+\.\d s\.$/);
    expect(screen.getByLabelText('Camera preview')).not.toBeVisible();
    expect(screen.getByRole('button', { name: 'Scan with camera' })).toBeEnabled();
  });

  it('needs the two valid readings in a row: a failed check digit, garbled print or a frame without an MRZ in between starts over', async () => {
    const { tracks, onResult } = await startScanning();
    const sequence = [
      OUTCOMES.valid,
      OUTCOMES.invalid,
      OUTCOMES.valid,
      OUTCOMES.none,
      OUTCOMES.valid,
      OUTCOMES.garbled,
    ];
    const status = {
      valid: 'Read once, reading it again to confirm',
      invalid: 'MRZ in view, not read cleanly yet',
      none: 'No MRZ read yet',
      garbled: 'No MRZ read yet',
    };
    for (const [index, outcome] of sequence.entries()) {
      await framesSent(index + 1);
      await worker().answer(outcome());
      expect(screen.getByRole('status')).toHaveTextContent(status[outcome.name as keyof typeof status]);
    }
    expect(onResult).not.toHaveBeenCalled();
    expect(tracks[0].stop).not.toHaveBeenCalled();
    await framesSent(sequence.length + 1);
    await worker().answer(OUTCOMES.valid());
    expect(onResult).not.toHaveBeenCalled();
    await framesSent(sequence.length + 2);
    await worker().answer(OUTCOMES.valid());
    expect(onResult).toHaveBeenCalledTimes(1);
    expect(tracks[0].stop).toHaveBeenCalled();
  });

  it('says the camera was refused and how to allow it, and offers the photo scan', async () => {
    const { onResult } = await startScanning({ refuse: 'NotAllowedError' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      "Camera access was refused. Allow the camera for this site in the browser's site settings",
    );
    expect(alert).toHaveTextContent('use "Scan passport" with a photo');
    expect(worker().frames()).toHaveLength(0);
    expect(onResult).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Camera preview')).not.toBeVisible();
  });

  it('says so when there is no camera, or no camera access on this page', async () => {
    await startScanning({ refuse: 'NotFoundError' });
    expect(await screen.findByRole('alert')).toHaveTextContent('No camera was found. Connect a camera');
    uninstall();
    document.body.innerHTML = '';
    await startScanning({ noCamera: true });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'camera access needs a current browser and a secure (https://) address',
    );
  });

  it('Cancel stops every track, and a reading that arrives afterwards fills nothing', async () => {
    const { tracks, onResult } = await startScanning();
    await framesSent(1);
    await worker().answer(OUTCOMES.valid());
    await framesSent(2);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    for (const track of tracks) expect(track.stop).toHaveBeenCalledTimes(1);
    expect(screen.getByLabelText('Camera preview')).not.toBeVisible();
    await worker().answer(OUTCOMES.valid());
    expect(onResult).not.toHaveBeenCalled();
    expect(screen.queryByRole('status')).toBeNull();
  });
});
