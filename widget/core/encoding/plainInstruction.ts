/**
 * An instruction as plain data: what a route or the launch builds in pure code, and what
 * widget/solana turns into a transaction. It lives in core so the stake pool's encoders need no web3.js.
 */
export interface InstructionAccount {
  address: string;
  signer: boolean;
  writable: boolean;
}

export interface PlainInstruction {
  programAddress: string;
  accounts: InstructionAccount[];
  data: Uint8Array;
}
