import type { ReactNode } from 'react';

/** Stories only: lays cards out in a row the way a page's grid would, at a given card width. */
export function StoryGrid({ children, min = 260 }: { children: ReactNode; min?: number }) {
  return (
    <div style={{ display: 'grid', gridTemplateColumns: `repeat(auto-fill, minmax(${min}px, 1fr))`, gap: 24, alignItems: 'start' }}>
      {children}
    </div>
  );
}
