import { describe, expect, it } from 'vitest';
import { hashPassword, needsRehash, passwordParams, verifyPassword } from '../../src/lib/password';

describe('password hashing', () => {
  it('uses OWASP scrypt parameters unless told otherwise (N=2^17, r=8, p=1)', () => {
    const saved = process.env.SCRYPT_LOG_N;
    delete process.env.SCRYPT_LOG_N;
    try {
      expect(passwordParams()).toEqual({ N: 2 ** 17, r: 8, p: 1 });
      expect(needsRehash(`scrypt2$${2 ** 17}$8$1$00$00`)).toBe(false);
      expect(needsRehash(`scrypt2$${2 ** 14}$8$1$00$00`)).toBe(true);
      // the first format (Node's defaults) is weaker and gets upgraded at the next login
      expect(needsRehash('scrypt$00$00')).toBe(true);
    } finally {
      process.env.SCRYPT_LOG_N = saved;
    }
  });

  it('verifies both formats and refuses anything else', async () => {
    process.env.SCRYPT_LOG_N = '10';
    const hash = await hashPassword('Trek2468!x');
    expect(hash).toMatch(/^scrypt2\$1024\$8\$1\$[0-9a-f]{32}\$[0-9a-f]{64}$/);
    expect(await verifyPassword('Trek2468!x', hash)).toBe(true);
    expect(await verifyPassword('Trek2468!y', hash)).toBe(false);
    // a legacy hash made with Node's default scrypt parameters
    const { scryptSync } = await import('node:crypto');
    const salt = Buffer.from('0123456789abcdef');
    const legacy = `scrypt$${salt.toString('hex')}$${scryptSync('old-pass1', salt, 32).toString('hex')}`;
    expect(await verifyPassword('old-pass1', legacy)).toBe(true);
    for (const bad of ['', 'disabled$seeded-reviewer', 'scrypt2$99999999999$8$1$00$00', 'md5$x$y']) expect(await verifyPassword('x', bad)).toBe(false);
  });
});
