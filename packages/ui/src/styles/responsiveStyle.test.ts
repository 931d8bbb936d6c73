import { describe, expect, it } from 'vitest';
import { responsiveStyle } from './responsiveStyle';

describe('responsiveStyle', () => {
  it('should return the base style alone when no breakpoint is given', () => {
    expect(responsiveStyle({ base: { display: 'none' } })).toEqual({ display: 'none' });
  });

  it('should emit min-width queries in ascending order whatever the input order', () => {
    const rule = responsiveStyle({ 1024: { width: 3 }, base: { width: 1 }, 760: { width: 2 } });
    expect(rule).toEqual({
      width: 1,
      '@media': {
        'screen and (min-width: 760px)': { width: 2 },
        'screen and (min-width: 1024px)': { width: 3 },
      },
    });
    expect(Object.keys(rule['@media'] ?? {})).toEqual([
      'screen and (min-width: 760px)',
      'screen and (min-width: 1024px)',
    ]);
  });
});
