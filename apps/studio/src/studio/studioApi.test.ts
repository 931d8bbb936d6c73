import { ApiError } from '@club/api-client';
import { describe, expect, it, vi } from 'vitest';
import { withSessionRenewal } from './studioApi';

describe('withSessionRenewal', () => {
  it('should renew the session and send the call again once after a 401', async () => {
    const save = vi.fn().mockRejectedValueOnce(new ApiError(401, 'Sign in')).mockResolvedValueOnce({ id: 1 });
    const renew = vi.fn().mockResolvedValue(true);
    const client = withSessionRenewal({ save }, renew);
    await expect(client.save({ title: 'Derby day' } as never)).resolves.toEqual({ id: 1 });
    expect(renew).toHaveBeenCalledTimes(1);
    expect(save).toHaveBeenNthCalledWith(2, { title: 'Derby day' });
  });

  it('should give the 401 back when the session cannot be renewed', async () => {
    const session = vi.fn().mockRejectedValue(new ApiError(401, 'Sign in'));
    const client = withSessionRenewal({ session }, () => Promise.resolve(false));
    await expect(client.session()).rejects.toMatchObject({ statusCode: 401 });
    expect(session).toHaveBeenCalledTimes(1);
  });

  it('should not renew for any other refusal', async () => {
    const session = vi.fn().mockRejectedValue(new ApiError(403, 'Not staff'));
    const renew = vi.fn();
    await expect(withSessionRenewal({ session }, renew).session()).rejects.toMatchObject({ statusCode: 403 });
    expect(renew).not.toHaveBeenCalled();
  });
});
