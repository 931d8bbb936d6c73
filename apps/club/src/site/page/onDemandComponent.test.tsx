import { use } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { onDemandComponent, type OnDemandInternals } from './onDemandComponent';

function Greeting({ name }: { name: string }) {
  return <p>{`Hello ${name}`}</p>;
}

describe('onDemandComponent (issue 13)', () => {
  it('should import the code once, however often it is asked for', async () => {
    const importer = vi.fn(async () => Greeting);
    const part = onDemandComponent(importer);
    expect(importer).not.toHaveBeenCalled();
    const [first, second] = await Promise.all([part.load(), part.load()]);
    expect(first).toBe(Greeting);
    expect(second).toBe(Greeting);
    expect(importer).toHaveBeenCalledTimes(1);
  });

  it('should let React read the loaded code at once, so a render after the load never suspends', async () => {
    const part = onDemandComponent(async () => Greeting) as OnDemandInternals<{ name: string }>;
    expect(part.promise()).toBeUndefined();
    await part.load();
    expect(part.promise()?.status).toBe('fulfilled');
    function Page() {
      const Loaded = use(part.load());
      return <Loaded name="Blues" />;
    }
    // renderToString cannot wait: a suspending render would print no greeting.
    expect(renderToString(<Page />)).toBe('<p>Hello Blues</p>');
  });

  it('should keep a failed load as a rejection', async () => {
    const part = onDemandComponent(async (): Promise<typeof Greeting> => {
      throw new TypeError('Failed to fetch dynamically imported module: /assets/a.js');
    }) as OnDemandInternals<{ name: string }>;
    await expect(part.load()).rejects.toThrow('Failed to fetch');
    expect(part.promise()?.status).toBe('rejected');
  });
});
