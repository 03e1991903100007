/** My activity `personalization` (paid switch `personalization`): the member's recommendations and the choice to get them. */
export const PERSONALIZATION_API = { personalization: '/api/v1/my/personalization' } as const;
