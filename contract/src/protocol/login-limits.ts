/** The longest username, password and captcha answer a sign-in takes: the schema's limits and the form's. */
export const LOGIN_LIMITS = { username: 64, password: 128, captcha: 16 } as const;
