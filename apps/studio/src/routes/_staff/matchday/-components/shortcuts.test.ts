import { describe, expect, it } from 'vitest';
import { actionForKey } from './shortcuts';

const press = (key: string, options: Partial<{ shiftKey: boolean; ctrlKey: boolean; target: EventTarget | null }> = {}) =>
  actionForKey({ key, shiftKey: false, ctrlKey: false, metaKey: false, altKey: false, target: null, ...options });

describe('actionForKey', () => {
  it('should map single letters to events and undo', () => {
    expect(press('g')).toEqual({ kind: 'event', type: 'goal' });
    expect(press('Y')).toEqual({ kind: 'event', type: 'yellow' });
    expect(press('s')).toEqual({ kind: 'event', type: 'substitution' });
    expect(press('z')).toEqual({ kind: 'undo' });
  });

  it('should need Shift for a whistle, so a stray key never ends a half', () => {
    expect(press('F', { shiftKey: true })).toEqual({ kind: 'whistle', whistle: 'full-time' });
    expect(press('H', { shiftKey: true })).toEqual({ kind: 'whistle', whistle: 'half-time' });
    expect(press('f')).toBeNull();
    expect(press('Z', { shiftKey: true })).toEqual({ kind: 'undo-whistle' });
  });

  it('should leave keys alone with Ctrl, or while typing in a field', () => {
    expect(press('z', { ctrlKey: true })).toBeNull();
    const field = { closest: (selector: string) => (selector.includes('input') ? {} : null) } as unknown as EventTarget;
    expect(press('g', { target: field })).toBeNull();
  });
});
