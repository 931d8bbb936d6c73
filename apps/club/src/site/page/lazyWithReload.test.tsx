import { render, screen } from '@testing-library/react';
import { Suspense, useEffect } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { lazyWithPreload } from './lazyWithReload';

let mounts = 0;

function Greeting({ name }: { name: string }) {
  useEffect(() => {
    mounts += 1;
  }, []);
  return <p>{`Hello ${name}`}</p>;
}

describe('lazyWithPreload (issue 30)', () => {
  it('should render code already preloaded in the render that mounts it, without suspending', async () => {
    const { Component, preload } = lazyWithPreload(async () => Greeting);
    await preload();
    // renderToString cannot wait: a suspending render would print the fallback.
    const html = renderToString(
      <Suspense fallback={<p>Loading</p>}>
        <Component name="Blues" />
      </Suspense>,
    );
    expect(html).toContain('<p>Hello Blues</p>');
    expect(html).not.toContain('Loading');
  });

  it('should load the code on first use when it was not preloaded, as React.lazy does', async () => {
    const load = vi.fn(async () => Greeting);
    const { Component } = lazyWithPreload(load);
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Component name="Blues" />
      </Suspense>,
    );
    expect(screen.getByText('Loading')).toBeTruthy();
    expect(await screen.findByText('Hello Blues')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('should not mount again what was mounted before the preload finished', async () => {
    mounts = 0;
    const { Component, preload } = lazyWithPreload(async () => Greeting);
    const page = (name: string) => (
      <Suspense fallback={<p>Loading</p>}>
        <Component name={name} />
      </Suspense>
    );
    const { rerender } = render(page('Blues'));
    await screen.findByText('Hello Blues');
    await preload();
    rerender(page('Brackwater'));
    expect(screen.getByText('Hello Brackwater')).toBeTruthy();
    expect(mounts).toBe(1);
  });
});
