import { decodeBase58 } from '../encoding/base58';
import { accountAt, programOf, type ResolvedMessage } from './decodedMessage';
import { CLOSE_ACCOUNT } from '../stakePool/tokenInstructions';
import { TOKEN_PROGRAMS } from './programs';

/** An instruction a program invoked while the transaction ran (a cross-program invocation), as the RPC reported it. */
export interface InnerInstruction {
  programId: string;
  /** Its accounts by address; null when the RPC did not list them. */
  accounts: readonly string[] | null;
  /** Its data; null when the RPC parsed it instead (see `parsed`). */
  data: Uint8Array | null;
  /** The RPC's own reading of an instruction of a program it knows (the token programs, System). */
  parsed: { type: string; info: Readonly<Record<string, unknown>> } | null;
}

/** A token account closed by the transaction, and where its lamports went. */
export interface AccountClose {
  account: string;
  destination: string;
}

/** An inner instruction's close, read from the RPC's parsed form or from its raw accounts and data. */
function innerClose(instruction: InnerInstruction): AccountClose | null {
  if (!TOKEN_PROGRAMS.includes(instruction.programId)) return null;
  if (instruction.parsed) {
    const { account, destination } = instruction.parsed.info;
    return instruction.parsed.type === 'closeAccount' && typeof account === 'string' && typeof destination === 'string'
      ? { account, destination }
      : null;
  }
  const [account, destination] = instruction.accounts ?? [];
  return instruction.data?.[0] === CLOSE_ACCOUNT && account && destination ? { account, destination } : null;
}

/**
 * Every close of a token account the transaction makes, at any depth: its own instructions, and those
 * its programs invoke as the simulation reported them. `complete` is false when the RPC did not report
 * what was invoked: a close made by a program cannot then be seen.
 */
export function accountCloses(
  message: ResolvedMessage,
  inner: readonly InnerInstruction[] | null | undefined,
): { seen: AccountClose[]; complete: boolean } {
  const topLevel = message.instructions.flatMap((instruction) => {
    const program = programOf(message, instruction);
    if (!program || !TOKEN_PROGRAMS.includes(program) || instruction.data[0] !== CLOSE_ACCOUNT) return [];
    const account = accountAt(message, instruction, 0);
    const destination = accountAt(message, instruction, 1);
    return account && destination ? [{ account, destination }] : [];
  });
  if (!inner) return { seen: topLevel, complete: false };
  return { seen: [...topLevel, ...inner.flatMap((instruction) => innerClose(instruction) ?? [])], complete: true };
}

/** An RPC's base58 instruction data as bytes; null when it is not base58. */
export function innerData(data: string): Uint8Array | null {
  try {
    return decodeBase58(data);
  } catch {
    return null;
  }
}
