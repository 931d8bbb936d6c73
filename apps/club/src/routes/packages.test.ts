import { isRedirect } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { Route } from './packages';

function visit(search: Record<string, unknown>): unknown {
  const beforeLoad = Route.options.beforeLoad as (options: { search: Record<string, unknown> }) => unknown;
  try {
    beforeLoad({ search });
  } catch (thrown) {
    return thrown;
  }
  return undefined;
}

describe('the old cancelled-payment URL (/packages)', () => {
  it('should redirect for good to /account/payment-cancelled, keeping the package', () => {
    const thrown = visit({ package: 'video-subscription' });
    expect(isRedirect(thrown)).toBe(true);
    expect((thrown as Response).status).toBe(301);
    expect((thrown as { options: unknown }).options).toMatchObject({
      to: '/account/payment-cancelled',
      search: { package: 'video-subscription' },
    });
  });

  it('should redirect without a package too', () => {
    const thrown = visit({});
    expect((thrown as { options: unknown }).options).toMatchObject({ to: '/account/payment-cancelled', search: {} });
  });
});
