import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AxiosInstance } from 'axios';
import { API } from '@mall/shared-contracts';
import type { LegoPage } from '@mall/shared-contracts/exhibit';
import { usePlatform } from '@mall/shared-ui';

/**
 * The one call of the first page takes the platform's client as it is and opts out of the alert
 * itself: the remote kit's quiet client (`@mall/shared-ui/http`) would add about 200 B gzip to `/`,
 * which has about 40 B to spare (e2e/specs/shell/js-budget.spec.ts). The page shows a failure with
 * 다시 시도 (docs/adr/0025).
 */
export const getMainPage = (http: AxiosInstance) => http.get<LegoPage>(API.mainPage, { skipErrorAlert: true }).then((r) => r.data);

export const getMainPageQueryOptions = (http: AxiosInstance) => queryOptions({ queryKey: ['lego-pages', 'main'], queryFn: () => getMainPage(http) });

export function useMainPage() {
  const { http } = usePlatform();
  return useQuery(getMainPageQueryOptions(http));
}
