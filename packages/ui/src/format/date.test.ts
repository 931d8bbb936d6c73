import { describe, expect, it } from 'vitest';
import { formatDate, formatKickOff, formatMatchDate, toIsoDateTime } from './date';

describe('formatDate', () => {
  it("should use SPEC 9's default 'D MMM YYYY' format", () => {
    expect(formatDate('2025-10-05T14:00:00Z')).toBe('5 Oct 2025');
  });

  it('should accept a Date and epoch milliseconds as well as an ISO string', () => {
    const instant = Date.UTC(2025, 11, 25, 12);
    expect(formatDate(new Date(instant))).toBe('25 Dec 2025');
    expect(formatDate(instant)).toBe('25 Dec 2025');
  });

  it('should not pad the day', () => {
    expect(formatDate('2026-01-01T12:00:00Z')).toBe('1 Jan 2026');
  });

  // 'YYYY' in date-fns is the week-numbering year: 29 Dec 2025 falls in week 1 of 2026.
  it('should show the calendar year in the last days of December', () => {
    expect(formatDate('2025-12-29T12:00:00Z')).toBe('29 Dec 2025');
  });

  describe('given British Summer Time', () => {
    it('should show the London date of a late-evening UTC instant', () => {
      // 23:30 UTC on 4 Oct is 00:30 BST on 5 Oct.
      expect(formatDate('2025-10-04T23:30:00Z')).toBe('5 Oct 2025');
    });
  });

  describe('given Greenwich Mean Time', () => {
    it('should show the same date as UTC', () => {
      expect(formatDate('2025-11-04T23:30:00Z')).toBe('4 Nov 2025');
    });
  });

  describe('across the clock change', () => {
    it('should move to GMT at 01:00 UTC on the last Sunday of October', () => {
      expect(formatKickOff('2025-10-26T00:59:00Z')).toBe('01:59');
      expect(formatKickOff('2025-10-26T01:00:00Z')).toBe('01:00');
    });

    it('should move to BST at 01:00 UTC on the last Sunday of March', () => {
      expect(formatKickOff('2026-03-29T00:59:00Z')).toBe('00:59');
      expect(formatKickOff('2026-03-29T01:00:00Z')).toBe('02:00');
    });
  });

  it('should return an empty string for an unparseable date rather than throw', () => {
    expect(formatDate('not a date')).toBe('');
    expect(formatDate(Number.NaN)).toBe('');
  });
});

describe('formatMatchDate', () => {
  it("should use SPEC 9's 'ddd D MMM' format", () => {
    expect(formatMatchDate('2025-10-04T14:00:00Z')).toBe('Sat 4 Oct');
  });

  it('should name the London day of an evening kick-off in summer', () => {
    expect(formatMatchDate('2025-08-15T23:15:00Z')).toBe('Sat 16 Aug');
  });

  it('should return an empty string for an unparseable date', () => {
    expect(formatMatchDate('')).toBe('');
  });
});

describe('formatKickOff', () => {
  it('should show a 15:00 Saturday kick-off in winter as 15:00', () => {
    expect(formatKickOff('2025-12-06T15:00:00Z')).toBe('15:00');
  });

  it('should show a 15:00 BST kick-off, stored as 14:00 UTC, as 15:00', () => {
    expect(formatKickOff('2025-08-09T14:00:00Z')).toBe('15:00');
  });

  it('should use a 24-hour clock', () => {
    expect(formatKickOff('2025-11-25T19:45:00Z')).toBe('19:45');
  });
});

describe('toIsoDateTime', () => {
  it('should give the ISO instant for a <time> element', () => {
    expect(toIsoDateTime('2025-10-04T14:00:00Z')).toBe('2025-10-04T14:00:00.000Z');
  });

  it('should return an empty string for an unparseable date', () => {
    expect(toIsoDateTime('soon')).toBe('');
  });
});

describe('formatDate given the longer formats', () => {
  it("should print a fixture's day and kick-off in London time", () => {
    expect(formatDate('2025-08-09T14:00:00Z', 'matchTime')).toBe('Sat 9 Aug, 15:00');
  });

  it('should print the London year of an instant on New Year’s Eve', () => {
    expect(formatDate('2025-12-31T23:59:00Z', 'year')).toBe('2025');
    expect(formatDate('2026-01-01T00:00:00Z', 'year')).toBe('2026');
  });

  it('should name every month and a midnight kick-off as 00:00', () => {
    const months = Array.from({ length: 12 }, (_, month) => formatDate(Date.UTC(2026, month, 15, 12), 'default'));
    expect(months.map((label) => label.split(' ')[1])).toEqual([
      'Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec',
    ]);
    expect(formatKickOff('2026-01-10T00:00:00Z')).toBe('00:00');
  });
});

describe('formatDate across the clock changes', () => {
  // London's wall clock straight from the platform's time-zone data, to check the arithmetic against.
  const intl = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/London',
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    weekday: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  const expected = (instant: number) => {
    const parts = Object.fromEntries(intl.formatToParts(instant).map((part) => [part.type, part.value]));
    const month = parts.month === 'Sept' ? 'Sep' : parts.month;
    return `${parts.weekday} ${Number(parts.day)} ${month}, ${parts.hour}:${parts.minute} ${parts.year}`;
  };
  const shown = (instant: number) => `${formatDate(instant, 'matchTime')} ${formatDate(instant, 'year')}`;

  it('should agree with the time-zone data for every half hour of the weeks the clocks change, 1996 to 2050', () => {
    const mismatches: string[] = [];
    for (let year = 1996; year <= 2050; year++) {
      for (const month of [2, 9]) {
        // From the 24th of March or October to the 1st of the next month: every last Sunday is in there.
        for (let instant = Date.UTC(year, month, 24); instant < Date.UTC(year, month + 1, 1, 12); instant += 1_800_000) {
          if (shown(instant) !== expected(instant)) mismatches.push(`${new Date(instant).toISOString()}: ${shown(instant)}`);
        }
      }
    }
    expect(mismatches).toEqual([]);
  });

  it('should agree with the time-zone data at midnight and noon of every day of 2026 and 2027', () => {
    const mismatches: string[] = [];
    for (let instant = Date.UTC(2026, 0, 1); instant < Date.UTC(2028, 0, 1); instant += 43_200_000) {
      if (shown(instant) !== expected(instant)) mismatches.push(new Date(instant).toISOString());
    }
    expect(mismatches).toEqual([]);
  });

  it('should still follow the older rules before 1996 (BST ended on 23 Oct 1994, not the last Sunday)', () => {
    expect(formatDate(Date.UTC(1994, 9, 25, 12), 'matchTime')).toBe('Tue 25 Oct, 12:00');
    expect(formatDate(Date.UTC(1994, 6, 1, 12), 'matchTime')).toBe('Fri 1 Jul, 13:00');
  });
});
