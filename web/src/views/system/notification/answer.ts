/**
 * What a receiver's answer to a delivery means, said in the reader's language beside the raw
 * answer (kept for whoever runs the receiver): the server logs an HTTP answer as `HTTP <status>`
 * and a short reason of its own (never the receiver's body), a send that got none as fetch's
 * failure with its cause's code (ECONNREFUSED, ...), and one it would not make as `refused: ...`.
 */
export type AnswerReason = { key: 'http'; status: number } | { key: 'refused' | 'notFound' | 'timeout' | 'badPort' | 'internalAddress' | 'unreachable' };

type NoAnswer = Exclude<AnswerReason, { key: 'http' }>['key'];

const NO_ANSWER: [RegExp, NoAnswer][] = [
  // fetch never tried: the address's port is on the Fetch standard's list of "bad ports".
  [/\bbad port\b/i, 'badPort'],
  // The server never tried: the address is its own or a private network's (NOTIFY_ALLOWED_HOSTS).
  [/^refused: internal address/, 'internalAddress'],
  [/ECONNREFUSED/, 'refused'],
  [/ENOTFOUND|EAI_AGAIN/, 'notFound'],
  [/ETIMEDOUT|UND_ERR_CONNECT_TIMEOUT|TimeoutError|timeout|aborted/i, 'timeout'],
];

export function answerReason(answer: string): AnswerReason {
  const http = /^HTTP (\d{3})\b/.exec(answer);
  if (http) return { key: 'http', status: Number(http[1]) };
  return { key: NO_ANSWER.find(([pattern]) => pattern.test(answer))?.[1] ?? 'unreachable' };
}
