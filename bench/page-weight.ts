import type { Bench } from './context.ts';
import type { MachineFacts } from './machine.ts';
export async function benchPageWeight(_bench: Bench, _facts: MachineFacts): Promise<void> {}
