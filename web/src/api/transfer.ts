import type { Endpoint, EndpointInput, EndpointOutput } from '@ews/contract';
import { routeOf } from '@ews/contract/endpoint';
import { downloadEndpoint, prepareUpload, readResponse } from '@ews/contract/protocol/client';
import { Codes } from '@ews/contract/protocol/codes';
import { ApiError } from '@ews/contract/protocol/envelope';
import { getAesKey } from '../utils/aes-key.ts';
import { getToken } from '../utils/cookies.ts';
import { saveBlob } from '../utils/save-blob.ts';
import { report } from './request.ts';
import { announceWrite } from './writes.ts';

/**
 * Files through the wire protocol: Excel exports and templates come down as files,
 * imports go up as multipart with an upload progress. Refusals arrive as envelopes and are
 * reported like those of every other call, then rethrown.
 */

function reportAndThrow(error: unknown): never {
  if (error instanceof ApiError) report(error);
  throw error;
}

/** Calls a download endpoint (an export, a template) and saves the file it answers. */
export async function downloadFile<E extends Endpoint>(endpoint: E, input: EndpointInput<E>): Promise<void> {
  try {
    const { blob, filename } = await downloadEndpoint(endpoint, input, { origin: '', token: getToken(), aesKey: getAesKey() });
    saveBlob(blob, filename);
  } catch (error) {
    reportAndThrow(error);
  }
}

const UPLOAD_TIMEOUT_MS = 120_000;

/**
 * Sends `file` to an upload endpoint as the multipart part `file`, with the text `fields` (the
 * sign covers them and the query). XMLHttpRequest rather than fetch, for the upload progress:
 * `onProgress` gets 0–100 as the bytes go out.
 */
export function uploadFile<E extends Endpoint>(endpoint: E, fields: Record<string, string>, file: Blob, filename: string, onProgress: (percent: number) => void): Promise<EndpointOutput<E>> {
  const { url, headers, body } = prepareUpload(endpoint, fields, file, filename, { origin: '', token: getToken() });
  return new Promise<Response>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.timeout = UPLOAD_TIMEOUT_MS;
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => resolve(new Response(xhr.responseText, { status: xhr.status, headers: { 'content-type': xhr.getResponseHeader('content-type') ?? '' } }));
    xhr.onerror = () => reject(new ApiError(Codes.SERVER_ERROR, 'network error'));
    xhr.ontimeout = () => reject(new ApiError(Codes.SERVER_ERROR, `timeout of ${UPLOAD_TIMEOUT_MS}ms exceeded`));
    xhr.send(body);
  })
    .then(async (response) => {
      const output = await readResponse(routeOf(endpoint), response, getAesKey());
      announceWrite();
      return output;
    })
    .catch(reportAndThrow);
}
