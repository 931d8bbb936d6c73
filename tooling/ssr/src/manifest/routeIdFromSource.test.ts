import { describe, expect, it } from 'vitest';
import { routeIdFromSource } from './routeIdFromSource';

describe('routeIdFromSource', () => {
  it('should read the id the generator wrote into createFileRoute', () => {
    expect(routeIdFromSource("export const Route = createFileRoute('/tickets/$slug')({})")).toBe('/tickets/$slug');
  });

  it('should read pathless layouts, groups and index routes as written', () => {
    expect(routeIdFromSource('createFileRoute("/_streams")({})')).toBe('/_streams');
    expect(routeIdFromSource("createFileRoute('/(club)/about')({})")).toBe('/(club)/about');
    expect(routeIdFromSource("createFileRoute('/news/')({})")).toBe('/news/');
  });

  it('should read lazy file routes', () => {
    expect(routeIdFromSource("createLazyFileRoute('/videos')({})")).toBe('/videos');
  });

  it('should call the root route __root__', () => {
    expect(routeIdFromSource('export const Route = createRootRouteWithContext<Ctx>()({})')).toBe('__root__');
    expect(routeIdFromSource('export const Route = createRootRoute({})')).toBe('__root__');
  });

  it('should find nothing in a file that is not a route', () => {
    expect(routeIdFromSource('export function Card() { return null }')).toBeUndefined();
  });
});
