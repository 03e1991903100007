/**
 * Passwords that lists of leaked passwords show first (global and Korean), by their word part: a
 * password whose letters, once the digits and symbols around them are taken off, are one of these
 * words (`password1!`, `Qwerty12#`, `iloveyou7*`) is guessed within the first attempts of any attack.
 * Kept short (the join and change pages ship it): the rule's repeat and sequence checks catch
 * `aaaa`, `1234`, `qwer` and `asdf` already.
 */
// prettier-ignore
const COMMON_WORDS = [
  'password', 'passwd', 'passw0rd', 'pass', 'qwerty', 'qwertyuiop', 'asdfgh', 'zxcvbn', 'qazwsx', 'iloveyou',
  'loveyou', 'love', 'admin', 'administrator', 'root', 'user', 'guest', 'test', 'welcome', 'letmein', 'login',
  'master', 'secret', 'changeme', 'dragon', 'monkey', 'shadow', 'sunshine', 'princess', 'football', 'baseball',
  'soccer', 'superman', 'batman', 'starwars', 'trustno', 'whatever', 'freedom', 'hello', 'hellokitty', 'charlie',
  'michael', 'jordan', 'computer', 'internet', 'samsung', 'google', 'naver', 'daum', 'kakao', 'korea', 'seoul',
  'sarang', 'saranghae', 'saranghe', 'ilove', 'abc', 'kmall', 'mall', 'shopping',
];
// Built on first use: a page that never checks a new password keeps only the (tree-shaken) array.
let commonWordSet: Set<string> | null = null;

/** `password1!` → `password`: the letters once leading and trailing digits and symbols are taken off, lower case. */
const wordPart = (password: string) => password.toLowerCase().replace(/^[^a-z]+|[^a-z]+$/g, '');

/** A password built on a common word (or with no word at all but a well-known digit string). */
export function isCommonPassword(password: string): boolean {
  const word = wordPart(password);
  commonWordSet ??= new Set(COMMON_WORDS);
  if (word && commonWordSet.has(word)) return true;
  // The digits alone of a digits-and-symbols password: 11111111!, 12341234!, 19901231! are the first guesses too.
  const digits = password.replace(/\D/g, '');
  return !word && (/^(\d{2,4})\1+$/.test(digits) || /^(19|20)\d{2}(0[1-9]|1[0-2])(0[1-9]|[12]\d|3[01])$/.test(digits));
}
