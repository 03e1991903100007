/** Types for tools/deploy.mjs, so e2e specs can deploy and roll back under `tsc`. */
export const ROOT: string;
export const DEFAULT_DEPLOY_ROOT: string;
export const DEFAULT_KEEP: number;
export const VERSION_PATTERN: RegExp;

export interface DeployResult {
  version: string;
  previous: string | null;
}
export function frontendOf(name: string): { name: string; dir: string; port: number };
export function contentHash(dir: string): string;
export function writeJsonAtomic(file: string, value: unknown): void;
export function deploy(options: {
  frontend: string;
  root?: string;
  from?: string;
  buildId?: string;
  keep?: number;
  baseConfig?: Record<string, unknown>;
  /** Module exporting mergeDeclaration (default tools/declarations.mjs; skipped when absent). */
  declarations?: string;
  /** The shell build whose shell-declaration.json names the shell's own routes when no shell is deployed in `root` (default shell/dist). */
  shellBuild?: string;
  log?: (message: string) => void;
}): Promise<DeployResult & { removed: string[] }>;
export function rollback(options: {
  frontend: string;
  root?: string;
  to?: string;
  declarations?: string;
  shellBuild?: string;
  log?: (message: string) => void;
}): Promise<DeployResult>;
