import { describe, expect, it } from 'vitest';
import { answerReason } from './answer.ts';

describe('answerReason', () => {
  it('reads the status of an HTTP answer', () => {
    expect(answerReason('HTTP 500')).toEqual({ key: 'http', status: 500 });
    expect(answerReason('HTTP 200 errcode 310000')).toEqual({ key: 'http', status: 200 });
    expect(answerReason('HTTP 302 redirect not followed')).toEqual({ key: 'http', status: 302 });
  });

  it('names why a send got no answer from its cause, and says unreachable otherwise', () => {
    expect(answerReason('fetch failed: ECONNREFUSED')).toEqual({ key: 'refused' });
    expect(answerReason('fetch failed: ENOTFOUND')).toEqual({ key: 'notFound' });
    expect(answerReason('fetch failed: EAI_AGAIN')).toEqual({ key: 'notFound' });
    expect(answerReason('The operation was aborted due to timeout')).toEqual({ key: 'timeout' });
    expect(answerReason('fetch failed: UND_ERR_CONNECT_TIMEOUT')).toEqual({ key: 'timeout' });
    expect(answerReason('fetch failed: ECONNRESET')).toEqual({ key: 'unreachable' });
    // fetch refuses the port itself (WHATWG "bad port"): not a receiver that could not be reached.
    expect(answerReason('fetch failed: bad port')).toEqual({ key: 'badPort' });
    // The server would not send to its own or a private network's address.
    expect(answerReason('refused: internal address')).toEqual({ key: 'internalAddress' });
  });
});
