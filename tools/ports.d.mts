export interface Frontend {
  name: 'shell' | 'catalog' | 'exhibit' | 'mypage' | 'order' | 'cs_center';
  dir: string;
  port: number;
}
export const BASE_PORTS: Record<Frontend['name'] | 'api', number>;
export const FRONTENDS: Frontend[];
export const API_PORT: number;
export function portOf(name: Frontend['name']): number;
export function shiftRuntimeConfig<T extends { remotes: Record<string, string> }>(config: T): T;
