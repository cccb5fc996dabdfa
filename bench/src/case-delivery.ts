// Issue 41: a suspected case is sent at once. Measures, on the console as `npm start` runs it, the
// time from a human case's save (the request sent) to the first delivery attempt a webhook receives,
// one case at a time, beside a survey save measured in the same run.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { callEndpoint, DEFAULT_AES_KEY, endpoints, type CallOptions, type Endpoint, type EndpointInput } from '@ews/contract';
import { BENCH_PASSWORD, startConsole } from './servers.ts';
import { fullOrQuick } from './quick.ts';

export interface CaseDeliveryBench {
  cases: number;
  deliveryMedianMs: number;
  deliveryWorstMs: number;
  surveySaveMedianMs: number;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** A webhook receiver on loopback that resolves the next expected delivery when it arrives. */
async function webhookReceiver() {
  let waiting: ((at: number) => void) | undefined;
  const server = http.createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      waiting?.(performance.now());
      waiting = undefined;
      response.end('{"ok":true}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`,
    /** Resolves with the time the next request arrives, or rejects after `timeoutMs`. */
    next(timeoutMs: number): Promise<number> {
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no delivery within ${timeoutMs} ms`)), timeoutMs);
        waiting = (at) => {
          clearTimeout(timer);
          resolve(at);
        };
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export async function benchCaseDelivery(count = fullOrQuick(100, 30)): Promise<CaseDeliveryBench> {
  const receiver = await webhookReceiver();
  // The receiver is on loopback, which a channel may reach only where the operator allows it.
  const server = await startConsole({ SEED_DEMO: 'false', NOTIFY_ALLOWED_HOSTS: '127.0.0.1' });
  try {
    const options: CallOptions = { origin: server.origin, aesKey: DEFAULT_AES_KEY, timeoutMs: 60_000 };
    const { token } = await callEndpoint(endpoints.login, { username: 'admin', password: BENCH_PASSWORD }, options);
    const call = <E extends Endpoint>(endpoint: E, input: EndpointInput<E>) => callEndpoint(endpoint, input, { ...options, token });
    // Quiet hours round the clock: an urgent signal is sent through them all the same.
    await call(endpoints.channelSave, {
      name: 'bench webhook',
      kind: 'webhook',
      enabled: 1,
      target: receiver.url,
      language: 'en',
      priorities: ['urgent'],
      focusTypes: [],
      divisions: [],
      quietFrom: '00:00',
      quietTo: '23:59',
      timeZone: 'Asia/Shanghai',
    });
    const point = await call(endpoints.sourceSave, {
      code: 'QH-632224-901',
      name: 'Bench point',
      focusType: 'himalayanMarmot',
      provinceCode: '630000',
      prefectureCode: '632200',
      countyCode: '632224',
      longitude: 100.5,
      latitude: 37.0,
      status: 'active',
      discoveredOn: '2000-01-01',
      monitoringUnit: 'bench',
    });
    const today = new Date().toISOString().slice(0, 10);
    const deliveries: number[] = [];
    for (let index = 0; index < count; index++) {
      const at = new Date(Date.now() - 60_000).toISOString();
      const delivered = receiver.next(60_000);
      const started = performance.now();
      await call(endpoints.caseSave, {
        reportAt: at,
        diagnosisAt: at,
        onsetDate: today,
        sex: 'male',
        occupation: 'herdsman',
        provinceCode: '630000',
        prefectureCode: '632200',
        countyCode: '632224',
        sourceId: point.sourceId,
        exposure: 'hunting',
        clinicalForm: 'pneumonic',
        classification: 'suspected',
        confirmationMethod: 'unknown',
        outcome: 'underTreatment',
        reportingUnit: 'Bench county hospital',
      });
      deliveries.push((await delivered) - started);
    }
    const surveySaves: number[] = [];
    for (let index = 0; index < count; index++) {
      const started = performance.now();
      await call(endpoints.surveySave, { sourceId: point.sourceId, surveyDate: today, animalsExamined: 20, fleaIndex: 0.5, infestationRate: 30 });
      surveySaves.push(performance.now() - started);
    }
    return { cases: count, deliveryMedianMs: median(deliveries), deliveryWorstMs: Math.max(...deliveries), surveySaveMedianMs: median(surveySaves) };
  } finally {
    await server.close();
    await receiver.close();
  }
}
