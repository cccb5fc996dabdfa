import { randomUUID } from 'node:crypto';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/connection.ts';
import { alertMessage, declarationMessage, type Message } from './message.ts';
import { abandon, alertForMessage, claimDue, declarationForMessage, findChannel, postpone, recordAttempt, type ChannelRow, type ResponseEvent } from './queries.ts';
import { heldByQuietHours, quietUntil } from './quiet-hours.ts';
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
  /** A nudge came while a round ran: the next round starts as soon as this one ends. */
  private nudged = false;
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

  /**
   * New signals were committed (on any instance: the change feed tells them all): look for their
   * deliveries now rather than at the next poll, so a suspected case goes out within moments of
   * its save. The poll remains for retries, quiet hours' ends and a feed that missed a change.
   */
  nudge(): void {
    if (this.stopped) return;
    if (this.running) {
      this.nudged = true;
      return;
    }
    clearTimeout(this.timer);
    this.schedule(0);
  }

  private schedule(delay: number): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      this.running = this.round()
        .catch((error: unknown) => {
          this.log(error, 'the notification worker failed a round');
          return 0;
        })
        .then((claimed) => {
          this.running = undefined;
          const again = claimed === BATCH || this.nudged;
          this.nudged = false;
          this.schedule(again ? 0 : this.config.notifyPollMs);
        });
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

  /**
   * The message of a claimed row, or the time quiet hours hold it until; undefined when its signal
   * or declaration is gone (the cascade takes the row with it). A declared response level is never held.
   */
  private async messageOf(row: Awaited<ReturnType<typeof claimDue>>[number], channel: ChannelRow): Promise<Message<object> | { heldUntil: number } | undefined> {
    if (row.declarationId !== null) {
      const declaration = await declarationForMessage(this.db, row.declarationId);
      return declaration && declarationMessage(declaration, row.event as ResponseEvent, channel.language, this.config.publicUrl);
    }
    const alert = row.alertId === null ? undefined : await alertForMessage(this.db, row.alertId);
    if (!alert) return undefined;
    const until = heldByQuietHours(alert) ? quietUntil(Date.now(), channel.quietFrom, channel.quietTo, channel.timeZone) : undefined;
    return until === undefined ? alertMessage(alert, channel.language, this.config.publicUrl) : { heldUntil: until };
  }

  private async deliver(row: Awaited<ReturnType<typeof claimDue>>[number]): Promise<void> {
    const channel = await findChannel(this.db, row.channelId);
    if (!channel) return; // deleted meanwhile: the cascade takes the outbox row with it
    const message = await this.messageOf(row, channel);
    if (!message) return;
    if (channel.enabled !== 1) return abandon(this.db, row.outboxId, this.owner);
    if ('heldUntil' in message) return postpone(this.db, row.outboxId, this.owner, message.heldUntil);
    // A channel that cannot be sent to at all (an address stored before it was checked) fails its own
    // delivery, recorded and retried as any failure; it must not stop the rest of the batch.
    const result = await send(channel, message, row.outboxId, this.config.notifyAllowedHosts).catch((error: unknown) => ({
      ok: false,
      answer: `failed: ${error instanceof TypeError ? 'invalid address' : 'unexpected error'}`,
    }));
    const last = row.attempts + 1 >= this.config.notifyMaxAttempts;
    const retryAt = result.ok || last ? undefined : Date.now() + this.config.notifyRetryBaseMs * 2 ** row.attempts;
    await recordAttempt(this.db, row, this.owner, { ...result, retryAt });
  }
}
