import type { StudioAdvertStatus, StudioPromoStatus } from '@club/api-client';
import { formatDate } from '@club/ui';

/** London date and time of an instant: '5 Dec 2026, 15:20'. */
export function londonDateTime(instant: string): string {
  return `${formatDate(instant)}, ${formatDate(instant, 'time')}`;
}

/** Where a promo or an advert stands on its window and switch, in words. */
export const windowStatusLabels: Record<StudioPromoStatus & StudioAdvertStatus, string> = {
  running: 'Running',
  scheduled: 'Scheduled',
  ended: 'Ended',
  disabled: 'Disabled',
};

/** The badge of a promo or an advert: a running one is marked active. */
export function windowBadge(status: StudioPromoStatus & StudioAdvertStatus): { state: string; label: string } {
  return { state: status === 'running' ? 'active' : status, label: windowStatusLabels[status] };
}
