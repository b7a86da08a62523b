import type { Bench } from './context.ts';
export async function benchStartup(_bench: Bench): Promise<void> {}
