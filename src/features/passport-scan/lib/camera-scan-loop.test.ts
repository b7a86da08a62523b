import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeCamera, OUTCOMES } from '../testing/fake-camera.ts';
import { startCameraScan, type CameraScanState } from './camera-scan-loop.ts';
import type { FrameChannel } from './frame-channel.ts';

let uninstall = () => {};
afterEach(() => uninstall());

/** A worker channel that answers every frame with "no MRZ" after `ms`. */
function channelFindingNothing(ms: number): FrameChannel & { frames: number } {
  const channel = {
    frames: 0,
    warm: () => {},
    read: () => {
      channel.frames++;
      return new Promise<Awaited<ReturnType<FrameChannel['read']>>>((resolve) =>
        setTimeout(() => resolve({ type: 'frame-done', id: channel.frames, outcome: OUTCOMES.none(), ms }), ms),
      );
    },
  };
  return channel;
}

describe('startCameraScan', () => {
  it('gives up after the time-out with a message, and stops the camera', async () => {
    const fake = installFakeCamera();
    uninstall = fake.uninstall;
    const states: CameraScanState[] = [];
    const channel = channelFindingNothing(20);
    startCameraScan({
      video: document.createElement('video'),
      channel,
      onState: (state) => states.push(state),
      onResult: () => expect.fail('nothing was read'),
      timeoutMs: 300,
    });
    await vi.waitFor(() => expect(states.at(-1)?.status).toBe('stopped'), { timeout: 2000 });
    expect(states.at(-1)).toMatchObject({
      problem: 'timeout',
      message: expect.stringContaining('Hold the page flat and still with its lines of <<< inside the frame') as string,
    });
    expect(channel.frames).toBeGreaterThan(1);
    for (const track of fake.tracks) expect(track.stop).toHaveBeenCalledTimes(1);
    const framesAtStop = channel.frames;
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(channel.frames).toBe(framesAtStop);
  });

  it('releases a camera that opens after the scan was cancelled', async () => {
    const fake = installFakeCamera();
    uninstall = fake.uninstall;
    const states: CameraScanState[] = [];
    const scan = startCameraScan({
      video: document.createElement('video'),
      channel: channelFindingNothing(10),
      onState: (state) => states.push(state),
      onResult: () => {},
    });
    scan.cancel();
    await vi.waitFor(() => expect(fake.tracks[0].stop).toHaveBeenCalled());
    expect(fake.tracks[1].stop).toHaveBeenCalled();
    expect(states.at(-1)).toEqual({ status: 'idle' });
  });
});
