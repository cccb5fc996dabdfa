import { createCipheriv, createDecipheriv, createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { acceptableLink, ApiError, canonicalParams, decryptData, decryptDataAsync, DEFAULT_AES_KEY, encryptData, endpoints, makeTimeStamp, readResponse, refusedField, signParams, validURL } from '../src/index.ts';

// Independent references built on node:crypto, not on the code under test.
const md5Hex = (text: string) => createHash('md5').update(text, 'utf8').digest('hex');
const nodeEncrypt = (json: string, key: string) => {
  const cipher = createCipheriv('aes-128-ecb', Buffer.from(key, 'utf8'), null);
  return Buffer.concat([cipher.update(json, 'utf8'), cipher.final()]).toString('base64');
};
const nodeDecrypt = (base64: string, key: string) => {
  const decipher = createDecipheriv('aes-128-ecb', Buffer.from(key, 'utf8'), null);
  return Buffer.concat([decipher.update(Buffer.from(base64, 'base64')), decipher.final()]).toString('utf8');
};

describe('sign', () => {
  it('sorts names and joins name=value with @', () => {
    const params = { timeStamp: '17000000000001234', b: 2, a: 'x' };
    expect(canonicalParams(params)).toBe('a=x@b=2@timeStamp=17000000000001234');
    expect(signParams(params)).toBe(md5Hex('a=x@b=2@timeStamp=17000000000001234'));
  });

  it('drops undefined, null and empty strings but keeps 0 and false', () => {
    const params = { a: undefined, b: null, c: '', d: 0, e: false };
    expect(canonicalParams(params)).toBe('d=0@e=false');
    expect(signParams(params)).toBe(md5Hex('d=0@e=false'));
  });

  it('hashes unicode as UTF-8', () => {
    const params = { name: '鼠疫监测点 ñ 日本', emoji: '🐀' };
    expect(signParams(params)).toBe(md5Hex('emoji=🐀@name=鼠疫监测点 ñ 日本'));
  });

  it('serialises nested objects and arrays as JSON', () => {
    const params = { filter: { b: [1, 2], a: '鼠' }, ids: [3, 1] };
    const expected = `filter=${JSON.stringify({ b: [1, 2], a: '鼠' })}@ids=[3,1]`;
    expect(signParams(params)).toBe(md5Hex(expected));
  });

  it('orders by UTF-16 code unit, so upper case sorts before lower case', () => {
    const params = { b: '1', B: '2', a: '3', _: '4' };
    expect(canonicalParams(params)).toBe('B=2@_=4@a=3@b=1');
  });

  it('does not depend on the order the params were given in', () => {
    expect(signParams({ x: 1, y: 2, z: 3 })).toBe(signParams({ z: 3, y: 2, x: 1 }));
  });

  it('signs an empty param set as the MD5 of the empty string', () => {
    expect(signParams({})).toBe(md5Hex(''));
  });

  it('makes a timeStamp of milliseconds plus four digits', () => {
    expect(makeTimeStamp(1_700_000_000_000)).toMatch(/^1700000000000\d{4}$/);
  });
});

describe('cipher (AES-128-ECB, PKCS#7, base64)', () => {
  const payloads: unknown[] = [
    { token: 'abc' },
    { name: '管理员', intro: 'Hola señor, こんにちは', emoji: '🐀🦠' },
    [],
    '',
    { zero: 0, no: false },
    { nested: { list: [1, 2, { deep: true }], nothing: null } },
    'x'.repeat(16 * 1024 + 3),
  ];

  it.each(payloads.map((p) => [p]))('encrypts %# exactly as node:crypto does', (payload) => {
    const json = JSON.stringify(payload);
    expect(encryptData(payload)).toBe(nodeEncrypt(json, DEFAULT_AES_KEY));
    expect(JSON.parse(nodeDecrypt(encryptData(payload), DEFAULT_AES_KEY))).toEqual(payload);
  });

  it('decrypts what node:crypto encrypted', () => {
    const payload = { roles: ['admin'], name: '張三' };
    expect(decryptData(nodeEncrypt(JSON.stringify(payload), DEFAULT_AES_KEY))).toEqual(payload);
  });

  it('pads a block-aligned plaintext with a whole extra block', () => {
    const json = JSON.stringify('0123456789abcd'); // 16 bytes with the quotes
    expect(Buffer.from(encryptData('0123456789abcd'), 'base64')).toHaveLength(32);
    expect(encryptData('0123456789abcd')).toBe(nodeEncrypt(json, DEFAULT_AES_KEY));
  });

  it('uses the key it is given', () => {
    const key = 'another-key-16b!';
    expect(encryptData({ a: 1 }, key)).toBe(nodeEncrypt('{"a":1}', key));
    expect(encryptData({ a: 1 }, key)).not.toBe(encryptData({ a: 1 }));
    expect(() => decryptData(encryptData({ a: 1 }, key))).toThrow();
  });

  it('refuses a key that is not 16 bytes', () => {
    expect(() => encryptData({}, 'short')).toThrow(/16 bytes/);
  });

  describe('a large answer, by the platform’s AES', () => {
    // Sizes around the 64 KB from which the platform's AES takes over, block-aligned or not.
    const large = [64 * 1024 - 20, 64 * 1024 - 1, 64 * 1024 + 13, 300_001].map((length) => ({ text: 'ä€🐀x'.repeat(Math.ceil(length / 10)).slice(0, length), n: length }));

    it.each(large.map((payload) => [payload.n, payload]))('decrypts %i characters as node:crypto encrypted them, with WebCrypto and without', async (_length, payload) => {
      const cipherText = nodeEncrypt(JSON.stringify(payload), DEFAULT_AES_KEY);
      expect(await decryptDataAsync(cipherText)).toEqual(payload);
      expect(await decryptDataAsync(cipherText, DEFAULT_AES_KEY, null)).toEqual(payload);
    });

    it('refuses cipher text under another key, as the JavaScript AES does', async () => {
      const cipherText = nodeEncrypt(JSON.stringify({ text: 'y'.repeat(100_000) }), 'another-key-16b!');
      await expect(decryptDataAsync(cipherText)).rejects.toThrow();
      await expect(decryptDataAsync(cipherText, DEFAULT_AES_KEY, null)).rejects.toThrow();
    });
  });
});

describe('reading a refusal', () => {
  const refusal = async (body: unknown) => readResponse(endpoints.info, new Response(JSON.stringify(body), { status: 400 })).catch((error: ApiError) => error);

  it('takes msg, else message, else nothing (the client shows its own "Error")', async () => {
    expect(await refusal({ success: false, code: 40000, msg: 'Bad field' })).toMatchObject({ code: 40000, message: 'Bad field', status: 400 });
    expect(await refusal({ success: false, code: 40000, message: 'From a proxy' })).toMatchObject({ code: 40000, message: 'From a proxy' });
    const bare = await refusal({ success: false, code: 50000 });
    expect(bare).toBeInstanceOf(ApiError);
    expect(bare).toMatchObject({ code: 50000, message: '' });
  });

  /** A 200 whose body fails half-way with `error`, as a body cut off by the call's timeout does. */
  const brokenOff = (error: Error): Promise<ApiError> =>
    readResponse(endpoints.info, new Response(new ReadableStream({ start: (controller) => controller.error(error) }), { status: 200, statusText: 'OK' })).then(
      () => {
        throw new Error('read a body that broke off');
      },
      (thrown: ApiError) => thrown,
    );

  it('says a body cut off by the timeout timed out, and one that broke off lost its connection, never "200 OK"', async () => {
    const timedOut = await brokenOff(new DOMException('signal timed out', 'TimeoutError'));
    expect(timedOut).toMatchObject({ status: 0, message: expect.stringMatching(/^timeout/) });
    const dropped = await brokenOff(new TypeError('terminated'));
    expect(dropped).toMatchObject({ status: 0, message: expect.stringContaining('terminated') });
    expect(dropped.message).not.toContain('200');
  });

  it('keeps the status line of a failed answer that is not JSON (a proxy\'s error page)', async () => {
    const proxied = await readResponse(endpoints.info, new Response('<html>Bad gateway</html>', { status: 502, statusText: 'Bad Gateway' })).catch((thrown: ApiError) => thrown);
    expect(proxied).toMatchObject({ status: 502, message: '502 Bad Gateway', withoutEnvelope: true });
    expect(await refusal({ success: false, code: 50000, msg: 'Database unavailable' })).toMatchObject({ withoutEnvelope: false });
  });
});

describe('links', () => {
  it('validURL takes http, https and ftp URLs with a host, and nothing else', () => {
    for (const url of ['https://www.who.int/emergencies', 'http://10.0.0.1:8080/x', 'ftp://ftp.example.org/data.csv', 'https://chinacdc.cn']) expect(validURL(url), url).toBe(true);
    for (const url of ['https://', 'http://exa mple.com', 'htp://who.int', 'javascript:alert(1)', 'https://localhost', 'www.who.int']) expect(validURL(url), url).toBe(false);
  });

  it('a stored link is a console path, mailto:, tel: or a valid URL', () => {
    for (const link of ['', '/system/user', 'user', 'mailto:duty@cdc.example.org', 'tel:+8610123', 'https://www.who.int']) expect(acceptableLink(link), link).toBe(true);
    for (const link of ['javascript:alert(1)', 'data:text/html,x', 'https://nohost', 'ftp:/broken']) expect(acceptableLink(link), link).toBe(false);
  });
});

describe('refusedField', () => {
  it("finds the field a refusal names, alone or after a 40000's 'Invalid field: ', in the reader's language", () => {
    const reason = 'not an address channels may send to';
    expect(refusedField(`Address: ${reason}`, ['region', 'target'], 'en')).toEqual({ field: 'target', reason });
    expect(refusedField(`Invalid field: Address: ${reason}`, ['target'], 'en')).toEqual({ field: 'target', reason });
    expect(refusedField(`字段有误: 地址: ${reason}`, ['target'], 'zh')).toEqual({ field: 'target', reason });
    expect(refusedField(`Invalid field: Name: ${reason}`, ['target'], 'en')).toBeUndefined();
  });
});
