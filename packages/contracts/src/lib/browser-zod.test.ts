import { z } from 'zod';
import { loginRequestSchema } from '../index';

describe('zod in the browser', () => {
  it('runs without its JIT (no eval under the site CSP) and still validates', () => {
    expect(z.config().jitless).toBe(true);
    const evalSpy = jest.spyOn(globalThis, 'Function');
    expect(loginRequestSchema.safeParse({ email: 'a@b.co', password: 'secret-password' }).success).toBe(true);
    expect(evalSpy).not.toHaveBeenCalled();
    evalSpy.mockRestore();
  });
});
