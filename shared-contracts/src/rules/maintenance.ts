import type { MaintenanceSettings } from '../types';
import { parseKstDateTime } from './datetime';

/**
 * Spec section 4: active when now is at or after the start and either at or before the end,
 * or the start-without-end flag is set. Never active without a start.
 */
export function isMaintenanceActive(settings: MaintenanceSettings, now: Date = new Date()): boolean {
  const start = parseKstDateTime(settings.MM_MAINTENANCE_START_AT);
  if (!start || now < start) return false;
  if (settings.MM_MAINTENANCE_START_WITHOUT_END) return true;
  const end = parseKstDateTime(settings.MM_MAINTENANCE_END_AT);
  return end !== null && now <= end;
}
