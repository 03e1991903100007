import type { RouteDataTable } from '@mall/shared-ui/server';
import { getPolicyQueryOptions } from './features/policy/api/get-policy';

/**
 * What this remote's pages draw from, for the server render (docs/adr/0027): per declared path
 * (src/declaration.ts), the queries the page's components use, by the same queryOptions, and the page's
 * head. A path not listed here renders in the browser.
 */
export const CS_CENTER_ROUTE_DATA: RouteDataTable = {
  '/policies/:policyType': {
    prefetch: ({ params, search, http }) => [getPolicyQueryOptions(http, params.policyType ?? '', search.get('version') ?? undefined)],
    head: ({ params, search, http, data }) => {
      const doc = data(getPolicyQueryOptions(http, params.policyType ?? '', search.get('version') ?? undefined).queryKey);
      return {
        title: `${doc?.label ?? '약관 및 정책'} | 케이몰`,
        description: `케이몰 ${doc?.label ?? '약관 및 정책'}: ${doc ? `${doc.version.effective_at.slice(0, 10)} 시행` : ''}`.trim(),
        canonical: `/policies/${params.policyType ?? ''}`,
      };
    },
  },
};
