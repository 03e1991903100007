/** Types for tools/declarations.mjs (tests and configs import it under `tsc`). */
import type { Declarations, RemoteDeclaration, RemoteTable, RuntimeConfig } from '@mall/shared-contracts';

export const DECLARATION_FILE: string;
export const SHELL_DECLARATION_FILE: string;
export const CONTRACT_PACKAGES: readonly string[];
export const REMOTE_DIRS: Readonly<Record<string, string>>;
export const PLATFORM_MEMBERS: ReadonlySet<string>;
export class DeclarationClash extends Error {}
export function pathKey(pattern: string): string;
export function mergeDeclaration<C extends { declarations?: Declarations }>(
  runtimeConfig: C,
  declaration: RemoteDeclaration,
  options?: { shellRoutes?: readonly ({ path: string } | string)[] },
): C & { declarations: Declarations };
export function withBuiltDeclarations<C extends object>(
  runtimeConfig: C,
  frontends: readonly { dir: string }[],
  options?: { shellDir?: string },
): C & { declarations: Declarations };
export function contractRanges(dir: string): Record<string, string>;
export function scanSources(
  texts: readonly string[],
  endpoints: Record<string, Record<string, unknown>> | undefined,
): { events: { emits: string[]; consumes: string[] }; platform: string[]; api: string[] };
export function sharedEndpoints(): Promise<Record<string, Record<string, unknown>>>;
export function sourceDeclarations(): Promise<Record<'catalog' | 'exhibit' | 'mypage' | 'order' | 'cs_center', RemoteDeclaration>>;
export class RemoteDeclarationPlugin {
  constructor(options: { dir: string; name: string; table: RemoteTable });
  apply(compiler: unknown): void;
}
export type { RuntimeConfig };
export function eventPayloadShapes(): Promise<Record<string, unknown>>;
export function platformSurface(): Promise<string[]>;
export function scannedDeclaration(name: string): Promise<RemoteDeclaration & { eventSchemas: Record<string, unknown> }>;
export function scannedShellDeclaration(): Promise<Record<string, unknown> & { routes: { path: string }[] }>;
export class ShellDeclarationPlugin {
  constructor(options: { dir: string; routes: readonly { path: string }[] });
  apply(compiler: unknown): void;
}
