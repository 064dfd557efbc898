/** Every error the sandbox returns has the shape `{ statusCode, code, message }` (+ optional extras). */
export class SandboxError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }

  toJSON() {
    return { statusCode: this.statusCode, code: this.code, message: this.message, ...this.extra };
  }
}
