import { QUIET_HOURS_PRIORITIES, type AlertRule, type SignalPriority } from '@ews/contract';

const MINUTE_MS = 60_000;

const minutes = (clock: string) => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));

/**
 * When the quiet hours `from`–`to` (HH:MM in `timeZone`, spanning midnight when `to` is earlier)
 * that hold `now` end, in ms; undefined when `now` is outside them or none are set.
 */
export function quietUntil(now: number, from: string, to: string, timeZone: string): number | undefined {
  if (!from || !to || from === to) return undefined;
  const parts = new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' }).formatToParts(new Date(now));
  const part = (type: string) => Number(parts.find((candidate) => candidate.type === type)?.value ?? 0);
  const current = part('hour') * 60 + part('minute');
  const start = minutes(from);
  const end = minutes(to);
  const quiet = start < end ? current >= start && current < end : current >= start || current < end;
  if (!quiet) return undefined;
  const minutesLeft = (end - current + 1440) % 1440;
  return now - part('second') * 1000 - (now % 1000) + minutesLeft * MINUTE_MS;
}

/** Signals sent at once at any hour whatever their priority: every suspected case, every isolate (DESIGN §6 rule 1). */
const NEVER_HELD: readonly string[] = ['humanCase', 'isolate'] satisfies AlertRule[];

/** Whether quiet hours may hold a signal: only the lowest priorities (QUIET_HOURS_PRIORITIES), and never a case or an isolate. */
export const heldByQuietHours = (signal: { priority: string; rule: string }) => QUIET_HOURS_PRIORITIES.includes(signal.priority as SignalPriority) && !NEVER_HELD.includes(signal.rule);
