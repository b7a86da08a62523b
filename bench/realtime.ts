import type { StackBench } from './context.ts';
export async function benchRealtime(_bench: StackBench): Promise<void> {}
