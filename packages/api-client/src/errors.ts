/** SPEC 8 'Generic error': every failure becomes a message and a status code. */
export interface NormalisedError {
  message: string;
  statusCode: number;
}

const numeric = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isInteger(value) && value >= 100 && value <= 599 ? value : undefined;

/**
 * Normalise any thrown value as SPEC 8 says: the status code comes from `statusCode`, else `status`,
 * else `response.status`, else 500.
 */
export function normaliseError(error: unknown): NormalisedError {
  const record = (typeof error === 'object' && error !== null ? error : {}) as {
    statusCode?: unknown;
    status?: unknown;
    response?: { status?: unknown };
    message?: unknown;
  };
  const statusCode =
    numeric(record.statusCode) ?? numeric(record.status) ?? numeric(record.response?.status) ?? 500;
  const message =
    typeof record.message === 'string' && record.message.length > 0
      ? record.message
      : typeof error === 'string' && error.length > 0
        ? error
        : 'Something went wrong';
  return { message, statusCode };
}
