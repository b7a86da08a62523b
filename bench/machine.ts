/** Facts about the machine a run happened on, printed above the table ("Rules"). */
import { cpus, totalmem, release, platform } from 'node:os';

export interface MachineFacts {
  cpu: string;
  cores: number;
  memoryGiB: number;
  os: string;
  node: string;
  /** Filled in once the bench database is up (`show server_version`). */
  postgres?: string;
  chromium?: string;
}

export function machineFacts(): MachineFacts {
  const cpu = cpus();
  return {
    cpu: cpu[0]?.model.trim() ?? 'unknown',
    cores: cpu.length,
    memoryGiB: Math.round((totalmem() / 2 ** 30) * 10) / 10,
    os: `${platform()} ${release()}`,
    node: process.version,
  };
}
