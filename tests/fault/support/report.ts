/**
 * The fault suite's numbers (docs/faults.md is written from them): each scenario adds what it measured,
 * and each file prints its lines when it ends, as `fault <scenario>: key=value, …`.
 */
const lines = new Map<string, Record<string, number | string>>();

export const report = {
  /** Adds (or overwrites) measured values of a scenario, e.g. `report.add('a', {apiRestartMs: 3100})`. */
  add(scenario: string, values: Record<string, number | string>): void {
    lines.set(scenario, { ...lines.get(scenario), ...values });
  },
  /** Prints and forgets what was added. */
  flush(): void {
    for (const [scenario, values] of lines) {
      console.log(
        `fault ${scenario}: ${Object.entries(values)
          .map(([key, value]) => `${key}=${value}`)
          .join(', ')}`,
      );
    }
    lines.clear();
  },
};
