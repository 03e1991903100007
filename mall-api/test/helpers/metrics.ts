import type { App } from '../../src/app';

/** GET /metrics as Prometheus scrapes it. */
export async function scrape(app: App, headers: Record<string, string> = {}) {
  return app.inject({ method: 'GET', url: '/metrics', headers });
}

/**
 * A sample's value in an exposition text: the series named `name` whose labels include `labels`
 * (summed over the other labels), or undefined when no series matches.
 */
export function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  let total: number | undefined;
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const found = Object.fromEntries([...(match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((m) => [m[1], m[2]]));
    if (Object.entries(labels).every(([k, v]) => found[k] === v)) total = (total ?? 0) + Number(match[3]);
  }
  return total;
}

/** One sample read through GET /metrics. */
export async function metric(app: App, name: string, labels: Record<string, string> = {}) {
  return sample((await scrape(app)).body, name, labels);
}
