import { ApiError } from '@ews/contract';

/** The envelope code a call ended with: 200 on success. */
export async function codeOf(promise: Promise<unknown>): Promise<number> {
  try {
    await promise;
    return 200;
  } catch (error) {
    if (error instanceof ApiError) return error.code;
    throw error;
  }
}

/** The ApiError a call was refused with (fails the test when it succeeded). */
export async function refusal(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('the call succeeded but a refusal was expected');
}
