import { ApiErrorSchema } from '@mall/shared-contracts/schemas';

/** Error statuses every route may answer with, so OpenAPI documents them and they are validated too. */
export const errorResponses = {
  400: ApiErrorSchema,
  401: ApiErrorSchema,
  403: ApiErrorSchema,
  404: ApiErrorSchema,
  422: ApiErrorSchema,
  429: ApiErrorSchema,
  500: ApiErrorSchema,
  503: ApiErrorSchema,
} as const;

export const bearerSecurity = [{ bearerAuth: [] }];
