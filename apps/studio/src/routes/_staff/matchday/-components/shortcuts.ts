import type { MatchWhistle } from '@club/api-client';

/** What the console can do from the keyboard. */
export type ConsoleAction =
  | { kind: 'event'; type: 'goal' | 'yellow' | 'red' | 'substitution' }
  | { kind: 'whistle'; whistle: MatchWhistle }
  | { kind: 'undo' }
  | { kind: 'undo-whistle' };

/**
 * The console's keys, shown on its buttons and given to assistive technology (`aria-keyshortcuts`).
 * Events are single letters; whistles (and taking one back) need Shift, so a stray key never ends a half.
 */
export const shortcuts = {
  goal: 'G',
  yellow: 'Y',
  red: 'R',
  substitution: 'S',
  undo: 'Z',
  'kick-off': 'Shift+K',
  'half-time': 'Shift+H',
  'second-half': 'Shift+S',
  'full-time': 'Shift+F',
  undoWhistle: 'Shift+Z',
} as const;

type KeyInput = { key: string; shiftKey: boolean; ctrlKey: boolean; metaKey: boolean; altKey: boolean; target: EventTarget | null };

/** Whether a key press belongs to something being typed, where the console's letters mean letters. */
function typing(target: EventTarget | null): boolean {
  if (!target || typeof (target as Element).closest !== 'function') return false;
  return (target as Element).closest('input, textarea, select, [contenteditable="true"], [role="dialog"]') !== null;
}

/** The action a key press asks for, or null (typing in a field, a modifier the console does not use). */
export function actionForKey(event: KeyInput): ConsoleAction | null {
  if (event.ctrlKey || event.metaKey || event.altKey || typing(event.target)) return null;
  const key = event.key.toUpperCase();
  if (event.shiftKey) {
    const whistles: Record<string, MatchWhistle> = { K: 'kick-off', H: 'half-time', S: 'second-half', F: 'full-time' };
    if (key === 'Z') return { kind: 'undo-whistle' };
    const whistle = whistles[key];
    return whistle ? { kind: 'whistle', whistle } : null;
  }
  switch (key) {
    case 'G':
      return { kind: 'event', type: 'goal' };
    case 'Y':
      return { kind: 'event', type: 'yellow' };
    case 'R':
      return { kind: 'event', type: 'red' };
    case 'S':
      return { kind: 'event', type: 'substitution' };
    case 'Z':
      return { kind: 'undo' };
    default:
      return null;
  }
}
