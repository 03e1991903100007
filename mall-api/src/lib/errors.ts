import { MESSAGES, STATUS_MESSAGES } from '@mall/shared-contracts';
import { MAX_DB_ID } from '@mall/shared-contracts/db-id';

/** An expected failure: the error handler turns it into ApiErrorSchema with a Korean message. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    /** ApiError.cause; named differently because Error#cause already means something else. */
    readonly causeName?: string,
    readonly extra: { failed_count?: number; captcha_required?: boolean } = {},
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const notFound = (message: string, code = 'NOT_FOUND') => new AppError(404, code, message);
export const unprocessable = (message: string, code = 'UNPROCESSABLE') => new AppError(422, code, message);
export const badRequest = (message: string = STATUS_MESSAGES[400], code = 'BAD_REQUEST') => new AppError(400, code, message);

/** The shell clears the member session on exactly this cause (spec section 8). */
export const unauthenticated = () => new AppError(401, 'UNAUTHENTICATED', MESSAGES.authenticationRequired, 'AuthenticationException');

/** Path ids are int4 in the database; larger numbers cannot exist, so treat them as not found. */
export const isDbId = (id: number) => Number.isSafeInteger(id) && id > 0 && id <= MAX_DB_ID;
