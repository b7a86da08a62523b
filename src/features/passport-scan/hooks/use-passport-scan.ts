/**
 * Runs passport scans in one Web Worker, created on the first scan (so the OCR engine, model and
 * image code never load with the page) and ended when the component unmounts.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ScanReply, ScanRequest, ScanStage } from '../engine/scan-protocol.ts';
import type { ScanOutcome } from '../engine/types.ts';

export type ScanState =
  | { status: 'idle' }
  | { status: 'working'; stage: ScanStage; fraction: number }
  | { status: 'done'; outcome: ScanOutcome<string>; ms: number }
  | { status: 'failed'; message: string };

/** `scan(image)` starts a reading (one at a time); `state` follows it. */
export function usePassportScan(): {
  state: ScanState;
  scan: (image: Blob) => void;
} {
  const [state, setState] = useState<ScanState>({ status: 'idle' });
  const worker = useRef<Worker | null>(null);
  useEffect(() => () => worker.current?.terminate(), []);

  const scan = useCallback((image: Blob) => {
    if (!worker.current) {
      worker.current = new Worker(new URL('../engine/scan.worker.ts', import.meta.url), {
        type: 'module',
        name: 'passport-scan',
      });
      worker.current.onmessage = (event: MessageEvent<ScanReply>) => {
        const reply = event.data;
        if (reply.type === 'progress')
          setState({
            status: 'working',
            stage: reply.stage,
            fraction: reply.fraction,
          });
        else if (reply.type === 'done') setState({ status: 'done', outcome: reply.outcome, ms: reply.ms });
        else setState({ status: 'failed', message: reply.message });
      };
    }
    setState({ status: 'working', stage: 'loading', fraction: 0 });
    worker.current.postMessage({ type: 'scan', image } satisfies ScanRequest);
  }, []);

  return { state, scan };
}
