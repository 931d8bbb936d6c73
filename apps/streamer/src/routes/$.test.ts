import { isNotFound } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { Route } from './$';

describe('any path but the home page', () => {
  it('should be not found', () => {
    const loader = Route.options.loader as () => unknown;
    let thrown: unknown;
    try {
      loader();
    } catch (error) {
      thrown = error;
    }
    expect(isNotFound(thrown)).toBe(true);
  });
});
