import type { StackBench } from './context.ts';
export async function benchExport(_bench: StackBench): Promise<void> {}
