/** The ports of the local composition (ports.cjs, the one list of them). */
declare const ports: {
  readonly shell: number;
  readonly content: number;
  readonly quiz: number;
  readonly account: number;
  readonly commerce: number;
  readonly events: number;
  readonly api: number;
  readonly exchangeSandbox: number;
  readonly mailWeb: number;
  readonly mailSmtp: number;
};
export = ports;
