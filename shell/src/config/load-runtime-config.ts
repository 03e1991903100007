import type { RuntimeConfig } from '@mall/shared-contracts';
import { RuntimeConfigSchema } from '@mall/shared-contracts/runtime-config';

export type ConfigResult = { ok: true; config: RuntimeConfig } | { ok: false; error: string };

/** Reads /runtime-config.json (deploy-time, never cached) and validates it before anything starts. */
export async function loadRuntimeConfig(url = '/runtime-config.json'): Promise<ConfigResult> {
  let raw: unknown;
  try {
    // Served no-cache, so the preloaded response from index.html is always revalidated, never stale.
    const res = await fetch(url);
    if (!res.ok) return { ok: false, error: `${url} 응답 ${res.status}` };
    raw = await res.json();
  } catch (error) {
    return { ok: false, error: `${url}: ${(error as Error).message}` };
  }
  const parsed = RuntimeConfigSchema.safeParse(raw);
  if (!parsed.success) {
    return { ok: false, error: parsed.error.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`).join('\n') };
  }
  return { ok: true, config: parsed.data };
}
