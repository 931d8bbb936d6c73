import { describe, expectTypeOf, it } from 'vitest';
import type { IconProps } from './Icon';
import type { IconName } from './iconNames';

describe('IconName', () => {
  it('should accept every known icon', () => {
    expectTypeOf<'Ball'>().toExtend<IconName>();
    expectTypeOf<'X'>().toExtend<IconName>();
  });

  it('should reject an unknown icon name', () => {
    // @ts-expect-error: 'Trophy' is not drawn, so it must not type-check.
    const props: IconProps = { name: 'Trophy' };
    expectTypeOf(props).toEqualTypeOf<IconProps>();
  });

  it('should reject a known name in the wrong case', () => {
    // @ts-expect-error: names are case-sensitive, as SPEC 5 writes them.
    const props: IconProps = { name: 'ball' };
    expectTypeOf(props).toEqualTypeOf<IconProps>();
  });
});
