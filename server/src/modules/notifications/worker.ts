import { randomUUID } from 'node:crypto';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/connection.ts';
import { alertMessage } from './message.ts';
import { abandon, alertForMessage, claimDue, findChannel, postpone, recordAttempt } from './queries.ts';
import { quietUntil } from './quiet-hours.ts';
import { send } from './senders.ts';

/** Deliveries one instance claims at a time: ten sends at their longest (15 s each) end well inside the default lease. */
const BATCH = 10;

type Log = (error: unknown, message: string) => void;

/**
 * Sends what the outbox holds, on every instance that runs it: each instance claims due rows
 * under a lease, sends, and records the attempt; failures come back after a doubling wait until
 * NOTIFY_MAX_ATTEMPTS. A crashed instance's claims run out and another takes them over.
 */
export class DeliveryWorker {
  private readonly owner = randomUUID();
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private stopped = false;

  constructor(
    private readonly db: Db,
    private readonly config: Config,
    private readonly log: Log,
  ) {}

  start(): void {
    this.schedule(0);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
  }

  private schedule(delay: number): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      this.running = this.round()
        .catch((error: unknown) => {
          this.log(error, 'the notification worker failed a round');
          return 0;
        })
        .then((claimed) => this.schedule(claimed === BATCH ? 0 : this.config.notifyPollMs));
    }, delay);
  }

  /** One claim and its sends: answers how many deliveries it claimed. */
  async round(): Promise<number> {
    const now = Date.now();
    const claimed = await claimDue(this.db, this.owner, now, now + this.config.notifyLeaseSeconds * 1000, BATCH);
    for (const row of claimed) {
      if (this.stopped) break;
      await this.deliver(row);
    }
    return claimed.length;
  }

  private async deliver(row: Awaited<ReturnType<typeof claimDue>>[number]): Promise<void> {
    const channel = await findChannel(this.db, row.channelId);
    const alert = await alertForMessage(this.db, row.alertId);
    if (!channel || !alert) return; // deleted meanwhile: the cascade takes the outbox row with it
    if (channel.enabled !== 1) return abandon(this.db, row.outboxId, this.owner);
    const now = Date.now();
    if (alert.level !== 'I') {
      const until = quietUntil(now, channel.quietFrom, channel.quietTo, channel.timeZone);
      if (until !== undefined) return postpone(this.db, row.outboxId, this.owner, until);
    }
    const result = await send(channel, alertMessage(alert, channel.language, this.config.publicUrl), row.outboxId);
    const last = row.attempts + 1 >= this.config.notifyMaxAttempts;
    const retryAt = result.ok || last ? undefined : Date.now() + this.config.notifyRetryBaseMs * 2 ** row.attempts;
    await recordAttempt(this.db, row, this.owner, { ...result, retryAt });
  }
}
