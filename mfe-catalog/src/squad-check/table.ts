import type { RemoteTable } from '@mall/shared-contracts';

/*
 * Test builds only (MALL_SQUAD_CHECK=1, e2e/specs/shell/platform/squad-deploy.spec.ts): a page, a modal and a
 * guard that exist in no other build, so e2e proves that deploying catalog alone — its dist and its
 * declaration, the shell untouched — is enough for a new route, modal and guard to work. Production
 * builds drop this folder (the flag is a build-time constant).
 */
export const SQUAD_CHECK_TABLE: RemoteTable = {
  routes: [{ path: '/goods/squad-check', guard: 'member-only', meta: { type: 'popup' }, sample: '/goods/squad-check' }],
  modals: ['squad-check-notice'],
};
