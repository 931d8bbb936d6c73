/**
 * A request id as the sites and the platform accept it from the hop before them (a load balancer's
 * `x-request-id`): 1–128 letters, digits and `._:-`, so it cannot forge a log line or carry a payload;
 * anything else (or none) is replaced by a fresh one by whoever reads it.
 */
export function acceptedRequestId(header: string | string[] | undefined): string | undefined {
  const value = Array.isArray(header) ? header[0] : header;
  return value && /^[A-Za-z0-9._:-]{1,128}$/.test(value) ? value : undefined;
}
