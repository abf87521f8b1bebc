/**
 * A phone number as Firebase proves it (E.164): + and 7 to 15 digits, no
 * spaces. Its own module: the contract's customer key and the login cookie
 * read it on the first load, which must not carry customerSignIn.ts's rules.
 */
export const E164 = /^\+[1-9]\d{6,14}$/;
