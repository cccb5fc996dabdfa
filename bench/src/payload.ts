import http from 'node:http';
import { callEndpoint, endpoints } from '@ews/contract';
import { prepareRequest } from '@ews/contract/protocol/client';
import { BENCH_PASSWORD } from './servers.ts';
import { CALL_TIMEOUT_MS } from './calls.ts';

/** Bytes of one answer on the wire, as the client asks for it. */
function wireBytes(url: string, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (response) => {
        let bytes = 0;
        response.on('data', (chunk: Buffer) => (bytes += chunk.length));
        response.on('end', () => resolve(bytes));
        response.on('error', reject);
      })
      .on('error', reject);
  });
}

export interface PayloadBytes {
  identity: number;
  gzip: number;
  br: number;
}

/** The `public/map` answer of the console at `origin`, uncompressed, gzip and brotli. */
export async function publicMapBytes(origin: string): Promise<PayloadBytes> {
  const { token } = await callEndpoint(endpoints.login, { username: 'admin', password: BENCH_PASSWORD }, { timeoutMs: CALL_TIMEOUT_MS, origin });
  const sized = async (encoding: string) => {
    const { url, init } = prepareRequest(endpoints.publicMap, {}, { origin, token });
    return wireBytes(url, { ...(init.headers as Record<string, string>), 'accept-encoding': encoding });
  };
  return { identity: await sized('identity'), gzip: await sized('gzip'), br: await sized('br') };
}
