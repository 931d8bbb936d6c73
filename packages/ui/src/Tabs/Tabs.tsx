import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import * as styles from './Tabs.css';

/** automatic: a tab shows its panel as soon as it gets focus; manual: on Enter or Space (slow panels). */
export const tabsActivations = ['automatic', 'manual'] as const;
export type TabsActivation = (typeof tabsActivations)[number];

export const tabsWidths = ['content', 'fill'] as const;
export type TabsWidth = (typeof tabsWidths)[number];

export type TabItem = {
  /** Stable and unique within the tabs: what `value` and `onValueChange` speak. */
  value: string;
  label: string;
  content: ReactNode;
};

export type TabsProps = {
  /** Names the tab list for assistive technology, e.g. 'Packages' or 'Search results'. */
  label: string;
  items: readonly TabItem[];
  /** Controlled selection; leave out to let Tabs keep it, starting at `defaultValue` or the first. */
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  activation?: TabsActivation;
  width?: TabsWidth;
};

/**
 * The WAI-ARIA tabs pattern: one tab stop for the whole list (roving tabindex), Left/Right arrows
 * wrap, Home/End jump to the ends. Only the selected panel is mounted, so a carousel in a hidden tab
 * costs nothing until it is chosen.
 */
export function Tabs({
  label,
  items,
  value,
  defaultValue,
  onValueChange,
  activation = 'automatic',
  width = 'content',
}: TabsProps) {
  const baseId = useId();
  const [ownValue, setOwnValue] = useState(defaultValue ?? items[0]?.value);
  const selected = items.some((item) => item.value === (value ?? ownValue)) ? (value ?? ownValue) : items[0]?.value;
  const tabRefs = useRef(new Map<string, HTMLButtonElement>());

  const select = (next: string) => {
    if (value === undefined) setOwnValue(next);
    if (next !== selected) onValueChange?.(next);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const last = items.length - 1;
    let target: number;
    switch (event.key) {
      case 'ArrowRight':
        target = index === last ? 0 : index + 1;
        break;
      case 'ArrowLeft':
        target = index === 0 ? last : index - 1;
        break;
      case 'Home':
        target = 0;
        break;
      case 'End':
        target = last;
        break;
      default:
        return;
    }
    event.preventDefault();
    const next = items[target];
    if (!next) return;
    tabRefs.current.get(next.value)?.focus();
    if (activation === 'automatic') select(next.value);
  };

  const tabId = (itemValue: string) => `${baseId}-tab-${itemValue}`;
  const panelId = (itemValue: string) => `${baseId}-panel-${itemValue}`;

  return (
    <div className={styles.root}>
      <div role="tablist" aria-label={label} aria-orientation="horizontal" className={styles.list}>
        {items.map((item, index) => {
          const isSelected = item.value === selected;
          return (
            <button
              key={item.value}
              ref={(element) => {
                if (element) tabRefs.current.set(item.value, element);
                else tabRefs.current.delete(item.value);
              }}
              type="button"
              role="tab"
              id={tabId(item.value)}
              aria-selected={isSelected}
              aria-controls={panelId(item.value)}
              tabIndex={isSelected ? 0 : -1}
              data-state={isSelected ? 'active' : 'inactive'}
              className={styles.tab({ width })}
              onClick={() => select(item.value)}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              {item.label}
            </button>
          );
        })}
      </div>
      {items.map((item) => {
        const isSelected = item.value === selected;
        return (
          <div
            key={item.value}
            role="tabpanel"
            id={panelId(item.value)}
            aria-labelledby={tabId(item.value)}
            hidden={!isSelected}
            // A panel that starts with text, not a control, still needs to be reachable by Tab.
            tabIndex={isSelected ? 0 : undefined}
            data-state={isSelected ? 'active' : 'inactive'}
            className={styles.panel}
          >
            {isSelected && item.content}
          </div>
        );
      })}
    </div>
  );
}
