import type { StackBench } from './context.ts';
export async function benchAddGuest(_bench: StackBench): Promise<void> {}
