/** Utilities `my-pay` (paid switch `myPay`): the member's cards and accounts registered with the easy-pay provider. */
export const MY_PAY_API = {
  list: '/api/v1/orders/my-pay',
  method: (id: number | string) => `/api/v1/orders/my-pay/${id}`,
  registrations: '/api/v1/orders/my-pay/registrations',
  registrationComplete: (registrationId: string) => `/api/v1/orders/my-pay/registrations/${registrationId}/complete`,
} as const;
