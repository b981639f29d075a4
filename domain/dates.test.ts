import { describe, it, expect } from 'vitest';
import { bogotaIsoDate, formatDateTime, formatLongDate, isCalendarDate } from './dates';

describe('formatLongDate', () => {
  it('shows a date in Spanish long form', () => {
    expect(formatLongDate('2026-11-21T15:00:00Z')).toBe('21 de noviembre de 2026');
  });

  it('shows the Bogotá day of a review posted at 23:30 in Bogotá, not the UTC day after', () => {
    expect(formatLongDate('2026-11-22T04:30:00Z')).toBe('21 de noviembre de 2026');
    expect(formatLongDate(new Date(Date.UTC(2026, 10, 22, 4, 30)))).toBe('21 de noviembre de 2026');
  });

  it('moves to the next day at midnight in Bogotá', () => {
    expect(formatLongDate('2026-11-22T04:59:59Z')).toBe('21 de noviembre de 2026');
    expect(formatLongDate('2026-11-22T05:00:00Z')).toBe('22 de noviembre de 2026');
  });

  it('honours the offset written in the date', () => {
    expect(formatLongDate('2026-11-21T02:00:00-05:00')).toBe('21 de noviembre de 2026');
    expect(formatLongDate('2026-11-21T02:00:00-0500')).toBe('21 de noviembre de 2026');
    expect(formatLongDate('2026-11-22T06:00:00+02:00')).toBe('21 de noviembre de 2026');
    expect(formatLongDate('2026-11-21T19:45:00-09:30')).toBe('22 de noviembre de 2026');
  });

  it('reads a date-time without an offset as UTC, as servers store it', () => {
    expect(formatLongDate('2026-11-22 04:30:00')).toBe('21 de noviembre de 2026');
    expect(formatLongDate('2026-11-22T12:00:00.000000Z')).toBe('22 de noviembre de 2026');
  });

  it('shows a date without a time as the day written, with no shift', () => {
    expect(formatLongDate('2026-11-21')).toBe('21 de noviembre de 2026');
  });

  it.each([
    ['2026-01-01', '1 de enero de 2026'],
    ['2026-02-02', '2 de febrero de 2026'],
    ['2026-03-03', '3 de marzo de 2026'],
    ['2026-04-04', '4 de abril de 2026'],
    ['2026-05-05', '5 de mayo de 2026'],
    ['2026-06-06', '6 de junio de 2026'],
    ['2026-07-07', '7 de julio de 2026'],
    ['2026-08-08', '8 de agosto de 2026'],
    ['2026-09-09', '9 de septiembre de 2026'],
    ['2026-10-10', '10 de octubre de 2026'],
    ['2026-11-11', '11 de noviembre de 2026'],
    ['2026-12-12', '12 de diciembre de 2026'],
  ])('names the month of %s in Spanish, without a leading zero on the day', (iso, shown) => {
    expect(formatLongDate(iso)).toBe(shown);
  });

  it('crosses the year in Bogotá time on New Year’s Eve', () => {
    expect(formatLongDate('2027-01-01T03:00:00Z')).toBe('31 de diciembre de 2026');
  });

  it('shows nothing for a missing date', () => {
    expect(formatLongDate(null)).toBe('');
    expect(formatLongDate(undefined)).toBe('');
    expect(formatLongDate('')).toBe('');
  });

  it('shows nothing rather than a wrong day for an unreadable or impossible date', () => {
    expect(formatLongDate('ayer')).toBe('');
    expect(formatLongDate('2026-02-30')).toBe('');
    expect(formatLongDate('2026-13-01T10:00:00Z')).toBe('');
    expect(formatLongDate('2026-11-21T25:00:00Z')).toBe('');
    expect(formatLongDate(new Date(Number.NaN))).toBe('');
  });

  it('accepts 29 February in a leap year', () => {
    expect(formatLongDate('2028-02-29')).toBe('29 de febrero de 2028');
  });
});

describe('formatDateTime', () => {
  it('adds the Bogotá clock time with a. m. / p. m.', () => {
    expect(formatDateTime('2026-11-21T20:05:00Z')).toBe('21 de noviembre de 2026, 3:05 p. m.');
    expect(formatDateTime('2026-11-21T14:30:00Z')).toBe('21 de noviembre de 2026, 9:30 a. m.');
  });

  it('shows 12 at noon and at midnight, and stays on the Bogotá day', () => {
    expect(formatDateTime('2026-11-21T17:00:00Z')).toBe('21 de noviembre de 2026, 12:00 p. m.');
    expect(formatDateTime('2026-11-22T05:00:00Z')).toBe('22 de noviembre de 2026, 12:00 a. m.');
    expect(formatDateTime('2026-11-22T04:59:00Z')).toBe('21 de noviembre de 2026, 11:59 p. m.');
  });

  it('reads offsets and offset-less date-times like formatLongDate', () => {
    expect(formatDateTime('2026-11-21T08:00:00-05:00')).toBe('21 de noviembre de 2026, 8:00 a. m.');
    expect(formatDateTime('2026-11-21 13:00:00')).toBe('21 de noviembre de 2026, 8:00 a. m.');
    expect(formatDateTime(new Date(Date.UTC(2026, 10, 21, 13)))).toBe(
      '21 de noviembre de 2026, 8:00 a. m.',
    );
  });

  it('shows a date without a time as the day alone, and nothing for a bad date', () => {
    expect(formatDateTime('2026-11-21')).toBe('21 de noviembre de 2026');
    expect(formatDateTime(null)).toBe('');
    expect(formatDateTime('ayer')).toBe('');
  });
});

describe('bogotaIsoDate', () => {
  it('gives the Bogotá day, which starts five hours after UTC midnight', () => {
    expect(bogotaIsoDate(Date.UTC(2026, 2, 1, 4, 59))).toBe('2026-02-28');
    expect(bogotaIsoDate(new Date(Date.UTC(2026, 2, 1, 5, 0)))).toBe('2026-03-01');
  });
});

describe('isCalendarDate', () => {
  it('accepts real days and refuses impossible ones', () => {
    expect(isCalendarDate('2028-02-29')).toBe(true);
    expect(isCalendarDate('2026-02-29')).toBe(false);
    expect(isCalendarDate('2026-04-31')).toBe(false);
    expect(isCalendarDate('2026-4-3')).toBe(false);
  });
});
