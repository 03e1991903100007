import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AxiosInstance } from 'axios';
import { API, type Bank, type DeliveryCompany, type Reason } from '@mall/shared-contracts';
import { GUIDE_API, type CardBenefitList, type GradeBenefitList, type ShoppingGuide, type ShoppingGuideCode } from '@mall/shared-contracts/cs';
import { useHttp } from '@mall/shared-ui/http';

/** Reference data changes rarely (mall-api caches it for a day): five minutes here is plenty. */
const staleTime = 5 * 60_000;
const get = <T>(http: AxiosInstance, url: string) => http.get<T>(url).then((r) => r.data);

export const getShoppingGuideQueryOptions = (http: AxiosInstance, code: ShoppingGuideCode) =>
  queryOptions({ queryKey: ['cs', 'shopping-guides', code], queryFn: () => get<ShoppingGuide>(http, GUIDE_API.shoppingGuide(code)), staleTime });

export const getCardBenefitsQueryOptions = (http: AxiosInstance) =>
  queryOptions({
    queryKey: ['cs', 'card-benefits'],
    queryFn: () => get<CardBenefitList>(http, GUIDE_API.cardBenefits).then((d) => d.card_benefits),
    staleTime,
  });

export const getGradeBenefitsQueryOptions = (http: AxiosInstance) =>
  queryOptions({ queryKey: ['cs', 'grade-benefits'], queryFn: () => get<GradeBenefitList>(http, GUIDE_API.gradeBenefits).then((d) => d.grades), staleTime });

export const getBanksQueryOptions = (http: AxiosInstance) =>
  queryOptions({ queryKey: ['informations', 'banks'], queryFn: () => get<{ banks: Bank[] }>(http, API.banks).then((d) => d.banks), staleTime });

export const getDeliveryCompaniesQueryOptions = (http: AxiosInstance) =>
  queryOptions({
    queryKey: ['informations', 'delivery-companies'],
    queryFn: () => get<{ delivery_companies: DeliveryCompany[] }>(http, API.deliveryCompanies).then((d) => d.delivery_companies),
    staleTime,
  });

export const getReasonsQueryOptions = (http: AxiosInstance, type: 'return' | 'exchange') =>
  queryOptions({
    queryKey: ['informations', 'reasons', type],
    queryFn: () => get<{ reasons: Reason[] }>(http, API.reasons(type)).then((d) => d.reasons),
    staleTime,
  });

export function useShoppingGuide(code: ShoppingGuideCode) {
  const http = useHttp();
  return useQuery(getShoppingGuideQueryOptions(http, code));
}
export function useCardBenefits() {
  const http = useHttp();
  return useQuery(getCardBenefitsQueryOptions(http));
}
export function useGradeBenefits() {
  const http = useHttp();
  return useQuery(getGradeBenefitsQueryOptions(http));
}
export function useBanks() {
  const http = useHttp();
  return useQuery(getBanksQueryOptions(http));
}
export function useDeliveryCompanies() {
  const http = useHttp();
  return useQuery(getDeliveryCompaniesQueryOptions(http));
}
export function useReasons(type: 'return' | 'exchange') {
  const http = useHttp();
  return useQuery(getReasonsQueryOptions(http, type));
}
