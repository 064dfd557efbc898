import { z } from 'zod';
import { configureZodForBrowsers } from './browser-zod';

describe('zod in the browser', () => {
  afterEach(() => z.config({ jitless: false }));

  it('a server keeps the JIT', () => {
    z.config({ jitless: false });
    configureZodForBrowsers(false);
    expect(z.config().jitless).toBe(false);
  });

  it('schemas created after browser-setup validate without eval (the site CSP forbids it)', async () => {
    const evalSpy = jest.spyOn(globalThis, 'Function');
    await jest.isolateModulesAsync(async () => {
      await import('../browser-setup');
      const { loginRequestSchema } = await import('../index');
      expect(z.config().jitless).toBe(true);
      expect(loginRequestSchema.safeParse({ email: 'a@b.co', password: 'secret-password' }).success).toBe(true);
      expect(loginRequestSchema.safeParse({ email: 'not-an-email', password: '' }).success).toBe(false);
    });
    expect(evalSpy).not.toHaveBeenCalled();
    evalSpy.mockRestore();
  });

  it('browser-setup itself does not load zod (a page that validates nothing never evaluates it)', async () => {
    await jest.isolateModulesAsync(async () => {
      jest.doMock('zod', () => {
        throw new Error('zod was loaded');
      });
      await expect(import('../browser-setup')).resolves.toBeDefined();
      jest.dontMock('zod');
      // zod, loaded later, finds the setting
      const { z: laterZod } = await import('zod');
      expect(laterZod.config().jitless).toBe(true);
    });
  });
});
