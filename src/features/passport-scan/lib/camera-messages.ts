/**
 * What the live camera scan says when it stops without a reading (docs/passport-scan.md#camera):
 * each message names what happened and what to do, and always offers the photo scan instead.
 */

export type CameraProblem = 'unsupported' | 'refused' | 'missing' | 'busy' | 'timeout' | 'failed';

const OR_PHOTO = 'or use "Scan passport" with a photo.';

/**
 * The problem behind a `getUserMedia` rejection, by the DOMException names of the Media Capture
 * and Streams spec (NotAllowedError: the user or a policy refused; NotFoundError: no camera;
 * NotReadableError: the camera is held by something else).
 */
export function cameraProblemOf(error: unknown): CameraProblem {
  // DOMException is an Error in browsers, but not in every test environment.
  const name = typeof error === 'object' && error !== null && 'name' in error ? String(error.name) : '';
  if (name === 'NotAllowedError' || name === 'SecurityError') return 'refused';
  if (name === 'NotFoundError' || name === 'OverconstrainedError') return 'missing';
  if (name === 'NotReadableError' || name === 'AbortError') return 'busy';
  return 'failed';
}

/** The sentence shown for `problem`; `detail` is the browser's own message (used for `failed`). */
export function cameraMessage(problem: CameraProblem, timeoutMs: number, detail = ''): string {
  switch (problem) {
    case 'unsupported':
      return `This browser cannot open a camera on this page: camera access needs a current browser and a secure (https://) address. Open the app that way, ${OR_PHOTO}`;
    case 'refused':
      return `Camera access was refused. Allow the camera for this site in the browser's site settings (the camera or lock icon in the address bar), then try again, ${OR_PHOTO}`;
    case 'missing':
      return `No camera was found. Connect a camera or use a phone or tablet with one, then try again, ${OR_PHOTO}`;
    case 'busy':
      return `The camera could not be started: another app or browser tab may be using it. Close that, then try again, ${OR_PHOTO}`;
    case 'timeout':
      return `No MRZ could be read in ${Math.round(timeoutMs / 1000)} seconds. Hold the page flat and still with its lines of <<< inside the frame, away from glare, and try again, ${OR_PHOTO}`;
    case 'failed':
      return `The camera scan stopped (${detail || 'unknown error'}). Try again, ${OR_PHOTO}`;
  }
}
